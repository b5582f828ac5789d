"""Reading back the rows that record a finished game (bot/storage/result_writes.py writes them):
one game's rows, a player's latest game, what a game did to the ratings."""

from __future__ import annotations

from typing import Any

from bot.domain import result_counts
from bot.domain.results import INITIAL_ORDINAL
from bot.storage.queries import Reader
from bot.storage.rows import TABLES

# A seat's columns of a game's result rows: every column of `results` but the game's own (the
# same on every seat, known from the game) and `removed` (the game's record has it).
_GAME_WHERE_AND_WHEN = {"id", "game_id", "guild_id", "channel_id", "started_at", "ended_at"}
_GAME_WHAT = {"rating_game", "kind", "edition", "variants", "removed"}
RESULT_COLUMNS = tuple(
    column for column in TABLES["results"] if column not in _GAME_WHERE_AND_WHEN | _GAME_WHAT
)


async def game_results(db: Reader, game_id: int) -> list[dict[str, Any]]:
    """The stored result rows of one game, by seat (empty if it was not recorded); `counts` is
    the game's own result counts, by name."""
    rows = await db.fetch_all(
        f"SELECT {', '.join(RESULT_COLUMNS)} FROM results WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    found = [dict(zip(RESULT_COLUMNS, row, strict=True)) for row in rows]
    for row in found:
        row["counts"] = result_counts.decode(row["counts"])
    return found


async def last_game_of(
    db: Reader, user_id: int, guild_id: int | None, kind: str | None = None
) -> int | None:
    """The id of the latest finished game `user_id` played in this server (None if none); of
    that game `kind` only, if given."""
    if kind is None:
        row = await db.fetch_one(
            "SELECT game_id FROM results WHERE user_id = ? AND guild_id = ?"
            " ORDER BY ended_at DESC, game_id DESC LIMIT 1",
            (user_id, guild_id),
        )
    else:
        row = await db.fetch_one(
            "SELECT r.game_id FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.user_id = ? AND r.guild_id = ? AND g.kind = ?"
            " ORDER BY r.ended_at DESC, r.game_id DESC LIMIT 1",
            (user_id, guild_id, kind),
        )
    return row[0] if row else None


async def rating_changes(db: Reader, game_id: int) -> dict[int, tuple[float, float]]:
    """What one finished game did to each rated human's rating in its scope (the server, else all
    servers): user id -> (ordinal before, ordinal after). Empty if the game was not rated."""
    rows = await db.fetch_all(
        "SELECT id, user_id, rating_game, guild_id,"
        " CASE WHEN guild_id IS NULL THEN ordinal_global ELSE ordinal_server END"
        " FROM results WHERE game_id = ? AND rated = 1 AND computer IS NULL",
        (game_id,),
    )
    changes: dict[int, tuple[float, float]] = {}
    for row_id, user_id, game, guild_id, after in rows:
        column = "ordinal_global" if guild_id is None else "ordinal_server"
        before = await db.fetch_one(
            f"SELECT {column} FROM results WHERE user_id = ? AND rating_game = ? AND rated = 1"
            " AND guild_id IS NOT DISTINCT FROM ? AND id < ? ORDER BY id DESC LIMIT 1",
            (user_id, game, guild_id, row_id),
        )
        changes[user_id] = (before[0] if before else INITIAL_ORDINAL, after)
    return changes
