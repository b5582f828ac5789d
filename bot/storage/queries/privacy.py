"""What the store keeps of one person, read for /privacy and `python -m bot export-user`: the
rows of every table that holds their id, and the games they sat at (found in each game's players;
a game's full log is /export's, one game at a time).

Every kind of row StoredCounts counts is one list of the export, so what the privacy answer lists
is what the file holds (tests/storage/test_privacy_store.py).
"""

from __future__ import annotations

from typing import Any

import orjson

from bot.domain.privacy import StoredCounts, seated
from bot.storage.base import Guard
from bot.storage.queries import Reader
from bot.storage.rows import TABLES

# StoredCounts' kinds of rows: the table and the column that holds the person's id.
ROWS: dict[str, tuple[str, str]] = {
    "results": ("results", "user_id"),
    "ratings": ("ratings", "user_id"),
    "season_ratings": ("season_ratings", "user_id"),
    "settings": ("user_settings", "user_id"),
    "daily_attempts": ("daily_attempts", "user_id"),
    "daily_streaks": ("daily_streaks", "user_id"),
    "puzzle_answers": ("puzzle_answers", "user_id"),
    "puzzle_ratings": ("puzzle_solvers", "user_id"),
    "tournaments": ("tournament_players", "user_id"),
    "hand_messages": ("hand_messages", "user_id"),
    "language_notes": ("locale_notes", "user_id"),
    "seasons_won": ("season_closes", "champion_id"),
    "tournaments_won": ("tournaments", "winner_id"),
    "tournaments_organised": ("tournaments", "organiser_id"),
}
# The tables that keep a name beside the id.
_NAMED = ("players", "results", "daily_attempts", "daily_streaks", "tournament_players")
_GAME_FIELDS: tuple[str, ...] = (
    "id", "kind", "status", "guild_id", "channel_id", "host_id", "players", "created_at",
    "started_at", "ended_at",
)  # fmt: skip


def like(user_id: int) -> str:
    """A LIKE pattern for JSON text that may hold the id (each match is checked after)."""
    return f"%{user_id}%"


async def games_of(db: Reader, user_id: int) -> list[dict[str, Any]]:
    """The games the person sat at or opened, any status, oldest first: the game's own columns,
    the players parsed."""
    rows = await db.fetch_all(
        f"SELECT {', '.join(_GAME_FIELDS)} FROM games WHERE host_id = ? OR players LIKE ?"
        " ORDER BY id",
        (user_id, like(user_id)),
    )
    found: list[dict[str, Any]] = []
    for row in rows:
        game = dict(zip(_GAME_FIELDS, row, strict=True))
        game["players"] = orjson.loads(game["players"])
        if game["host_id"] == user_id or seated(game["players"], user_id):
            found.append(game)
    return found


async def live_games_of(db: Reader, user_id: int) -> list[int]:
    """The lobbies and running games the person sits at."""
    return [g["id"] for g in await games_of(db, user_id) if g["status"] in ("lobby", "running")]


_LIVE_TOURNAMENTS = (
    "SELECT DISTINCT t.id FROM tournaments t LEFT JOIN tournament_players p"
    " ON p.tournament_id = t.id AND p.user_id = ?"
    " WHERE t.status IN ('signup', 'running') AND (p.user_id IS NOT NULL OR t.organiser_id = ?)"
    " ORDER BY t.id"
)
_LIVE_GAMES = (
    "SELECT host_id, players FROM games WHERE status IN ('lobby', 'running')"
    " AND (host_id = ? OR players LIKE ?)"
)


async def live_tournaments_of(db: Reader, user_id: int) -> list[int]:
    """The tournaments still signing up or running that the person entered or organises."""
    rows = await db.fetch_all(_LIVE_TOURNAMENTS, (user_id, user_id))
    return [row[0] for row in rows]


def no_live_table(user_id: int) -> list[Guard]:
    """What live_games_of and live_tournaments_of find, as guards of a write: clear only while
    the person sits at no lobby or running game and is in no live tournament."""

    def no_seat(rows: list[tuple[Any, ...]]) -> bool:
        return not any(
            host == user_id or seated(orjson.loads(players), user_id) for host, players in rows
        )

    return [
        Guard("games", _LIVE_GAMES, (user_id, like(user_id)), no_seat),
        Guard("tournament_players", _LIVE_TOURNAMENTS, (user_id, user_id)),
    ]


async def _rows(db: Reader, table: str, column: str, user_id: int) -> list[dict[str, Any]]:
    columns = TABLES[table]
    found = await db.fetch_all(
        f"SELECT {', '.join(columns)} FROM {table} WHERE {column} = ?", (user_id,)
    )
    return [dict(zip(columns, row, strict=True)) for row in found]


async def names_of(db: Reader, user_id: int) -> list[str]:
    """Every name kept beside the person's id, once each."""
    names: set[str] = set()
    for table in _NAMED:
        rows = await db.fetch_all(
            f"SELECT DISTINCT name FROM {table} WHERE user_id = ?", (user_id,)
        )
        names.update(name for (name,) in rows if name)
    return sorted(names)


async def stored_counts(db: Reader, user_id: int) -> StoredCounts:
    counts: dict[str, int] = {}
    for kind, (table, column) in ROWS.items():
        row = await db.fetch_one(f"SELECT count(*) FROM {table} WHERE {column} = ?", (user_id,))
        counts[kind] = row[0] if row else 0
    counts["games"] = len(await games_of(db, user_id))
    counts["names"] = len(await names_of(db, user_id))
    return StoredCounts(**counts)


async def moves_of(db: Reader, game_id: int, user_id: int) -> list[dict[str, Any]]:
    """The person's own logged steps of a game: when, and what they did."""
    rows = await db.fetch_all(
        "SELECT step, action, at FROM events WHERE game_id = ? AND actor_id = ? ORDER BY step",
        (game_id, user_id),
    )
    return [{"step": step, "action": orjson.loads(action), "at": at} for step, action, at in rows]


async def everything_of(db: Reader, user_id: int) -> dict[str, list[Any]]:
    """Every row kept of the person, by StoredCounts' kinds (JSON types only)."""
    found: dict[str, list[Any]] = {}
    for kind, (table, column) in ROWS.items():
        found[kind] = await _rows(db, table, column, user_id)
    for row in found["results"]:
        row["counts"] = orjson.loads(row["counts"]) if row["counts"] else None
    games: list[dict[str, Any]] = []
    for game in await games_of(db, user_id):
        seat = next((s for s, p in enumerate(game["players"]) if p.get("id") == user_id), None)
        games.append(
            {
                **{k: v for k, v in game.items() if k not in ("players", "host_id")},
                "opened_by_you": game["host_id"] == user_id,
                "seat": seat,
                "players": len(game["players"]),
                "your_moves": await moves_of(db, game["id"], user_id),
            }
        )
    found["games"] = games
    found["names"] = list(await names_of(db, user_id))
    return found
