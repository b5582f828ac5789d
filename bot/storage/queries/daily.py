"""The daily challenge's attempts and streaks (tables daily_attempts, daily_streaks).

An attempt is one row per (day, player): its actions as JSON, the step (how many), and once done
its score, tie-breaks and per-turn marks. A write names the step it replaces, so a doubled click
changes nothing the second time. Ranks order by score (more is better), then fewer failed turns,
then the higher tile.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from bot.storage.base import Storage
from bot.storage.queries import one_row
from bot.storage.rows import dumps

_ATTEMPT = (
    "SELECT day, user_id, guild_id, name, actions, step, done, score, failed, highest, marks"
    " FROM daily_attempts"
)
# A finished attempt ranking above the score (?, ?, ?) (score, failed, highest).
_ABOVE = "(score > ? OR (score = ? AND failed < ?) OR (score = ? AND failed = ? AND highest > ?))"


@dataclass(frozen=True)
class DailyAttempt:
    day: str
    user_id: int
    guild_id: int | None
    name: str
    actions: list[dict[str, Any]]
    step: int
    done: bool
    score: int | None = None
    failed: int | None = None
    highest: int | None = None
    marks: list[int | None] | None = None


@dataclass(frozen=True)
class DailyStanding:
    """Where a finished attempt stands on its day: rank and players, in its server and overall."""

    server_rank: int
    server_players: int
    rank: int
    players: int


@dataclass(frozen=True)
class StreakRow:
    user_id: int
    name: str
    last_day: str
    current: int
    best: int


def _attempt(row: tuple[Any, ...]) -> DailyAttempt:
    day, user, guild, name, actions, step, done, score, failed, highest, marks = row
    return DailyAttempt(
        day, user, guild, name, orjson.loads(actions), step, bool(done), score, failed, highest,
        orjson.loads(marks) if marks else None,
    )  # fmt: skip


async def attempt(storage: Storage, day: str, user_id: int) -> DailyAttempt | None:
    row = await storage.fetch_one(f"{_ATTEMPT} WHERE day = ? AND user_id = ?", (day, user_id))
    return None if row is None else _attempt(row)


async def start(
    storage: Storage, day: str, user_id: int, guild_id: int | None, name: str, at: float
) -> bool:
    """Open the player's attempt of the day; False if they have one already."""
    changed = await storage.write(
        "INSERT INTO daily_attempts (day, user_id, guild_id, name, actions, step, done,"
        " started_at) VALUES (?, ?, ?, ?, '[]', 0, 0, ?) ON CONFLICT (day, user_id) DO NOTHING",
        [(day, user_id, guild_id, name, float(at))],
    )
    return changed == 1


async def save_step(
    storage: Storage, day: str, user_id: int, actions: list[dict[str, Any]], expected: int
) -> bool:
    """Store the attempt's actions if it still stands at step `expected` and is not done."""
    changed = await storage.write(
        "UPDATE daily_attempts SET actions = ?, step = ?"
        " WHERE day = ? AND user_id = ? AND step = ? AND done = 0",
        [(dumps(actions), len(actions), day, user_id, expected)],
    )
    return changed == 1


async def finish(
    storage: Storage,
    day: str,
    user_id: int,
    actions: list[dict[str, Any]],
    expected: int,
    result: tuple[int, int, int],
    marks: list[int | None],
    at: float,
    streak: StreakRow,
) -> bool:
    """Store the last step and the score (score, failed, highest) of a finished attempt, and the
    player's streak after it, in one transaction (the streak only if this finish was stored: a
    crash leaves both or neither). Whether this finish was stored (not another click's)."""
    score, failed, highest = result
    await storage.write_together(
        [
            (
                "UPDATE daily_attempts SET actions = ?, step = ?, done = 1, score = ?,"
                " failed = ?, highest = ?, marks = ?, finished_at = ?"
                " WHERE day = ? AND user_id = ? AND step = ? AND done = 0",
                [(dumps(actions), len(actions), score, failed, highest, dumps(marks), float(at),
                  day, user_id, expected)],
            ),
            (
                "INSERT INTO daily_streaks (user_id, name, last_day, current, best)"
                " SELECT CAST(? AS BIGINT), CAST(? AS TEXT), CAST(? AS TEXT), CAST(? AS INTEGER),"
                " CAST(? AS INTEGER) WHERE EXISTS (SELECT 1 FROM daily_attempts WHERE day = ?"
                " AND user_id = ? AND done = 1 AND step = ? AND finished_at = ?)"
                " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name,"
                " last_day = excluded.last_day, current = excluded.current, best = excluded.best",
                [(streak.user_id, streak.name, streak.last_day, streak.current, streak.best,
                  day, user_id, len(actions), float(at))],
            ),
        ]
    )  # fmt: skip
    row = await storage.fetch_one(
        "SELECT finished_at FROM daily_attempts WHERE day = ? AND user_id = ?", (day, user_id)
    )
    return row is not None and row[0] == float(at)


async def standing(
    storage: Storage, day: str, guild_id: int | None, result: tuple[int, int, int]
) -> DailyStanding:
    score, failed, highest = result
    above = (score, score, failed, score, failed, highest)
    done = "day = ? AND done = 1"
    (rank,) = await one_row(storage,
        f"SELECT count(*) FROM daily_attempts WHERE {done} AND {_ABOVE}", (day, *above)
    )
    (players,) = await one_row(storage,
        f"SELECT count(*) FROM daily_attempts WHERE {done}", (day,)
    )
    (server_rank,) = await one_row(storage,
        f"SELECT count(*) FROM daily_attempts WHERE {done} AND guild_id = ? AND {_ABOVE}",
        (day, guild_id, *above),
    )
    (server_players,) = await one_row(storage,
        f"SELECT count(*) FROM daily_attempts WHERE {done} AND guild_id = ?", (day, guild_id)
    )
    return DailyStanding(server_rank + 1, server_players, rank + 1, players)


async def server_table(
    storage: Storage, day: str, guild_id: int | None, limit: int
) -> list[DailyAttempt]:
    """The day's finished attempts started in the server, best first."""
    rows = await storage.fetch_all(
        f"{_ATTEMPT} WHERE day = ? AND guild_id = ? AND done = 1"
        " ORDER BY score DESC, failed ASC, highest DESC, finished_at ASC LIMIT ?",
        (day, guild_id, limit),
    )
    return [_attempt(row) for row in rows]


async def streak(storage: Storage, user_id: int) -> StreakRow | None:
    row = await storage.fetch_one(
        "SELECT user_id, name, last_day, current, best FROM daily_streaks WHERE user_id = ?",
        (user_id,),
    )
    return None if row is None else StreakRow(*row)


async def save_streak(storage: Storage, row: StreakRow) -> None:
    await storage.write(
        "INSERT INTO daily_streaks (user_id, name, last_day, current, best) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET name = excluded.name,"
        " last_day = excluded.last_day, current = excluded.current, best = excluded.best",
        [(row.user_id, row.name, row.last_day, row.current, row.best)],
    )


async def top_streaks(storage: Storage, limit: int) -> list[StreakRow]:
    """The longest streaks ever, longest first."""
    rows = await storage.fetch_all(
        "SELECT user_id, name, last_day, current, best FROM daily_streaks"
        " ORDER BY best DESC, last_day DESC, user_id ASC LIMIT ?",
        (limit,),
    )
    return [StreakRow(*row) for row in rows]


# ------------------------------------------------------------------------------------- puzzles


@dataclass(frozen=True)
class PuzzleRecord:
    """A player's puzzle answers: how many, how many best, and the days they answered the
    puzzle of the day (newest first)."""

    answered: int
    best: int
    daily_days: list[str]


async def save_puzzle_answer(
    storage: Storage, user_id: int, puzzle: int, day: str, of_the_day: bool, grade: str,
    loss: float,
) -> bool:  # fmt: skip
    """Keep the player's first answer to the puzzle; False if they had answered it before."""
    changed = await storage.write(
        "INSERT INTO puzzle_answers (user_id, puzzle, day, of_the_day, grade, loss)"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, puzzle) DO NOTHING",
        [(user_id, puzzle, day, int(of_the_day), grade, float(loss))],
    )
    return changed == 1


async def puzzle_record(storage: Storage, user_id: int) -> PuzzleRecord:
    (answered, best) = await one_row(storage,
        "SELECT count(*), count(CASE WHEN grade = 'best' THEN 1 END) FROM puzzle_answers"
        " WHERE user_id = ?",
        (user_id,),
    )
    rows = await storage.fetch_all(
        "SELECT DISTINCT day FROM puzzle_answers WHERE user_id = ? AND of_the_day = 1"
        " ORDER BY day DESC LIMIT 400",
        (user_id,),
    )
    return PuzzleRecord(answered, best, [row[0] for row in rows])
