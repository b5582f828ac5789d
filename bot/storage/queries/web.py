"""What the read-only web pages (bot/web) read beside the leaderboard, stats and history queries:
whether a server opted in and a player hid their profile, a player's rating over time, their
results against the computer players, and which server a game belongs to. Plus the two switches,
written by the Discord layer's settings commands."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.storage.queries import Reader


class Writer(Reader, Protocol):
    """A store that also writes (bot.storage.Storage has it)."""

    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...


async def guild_web(db: Reader, guild_id: int) -> bool:
    """Whether the server turned its web pages on (off unless it did)."""
    row = await db.fetch_one("SELECT web FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return bool(row and row[0])


async def set_guild_web(db: Writer, guild_id: int, on: bool, name: str | None = None) -> None:
    """Switch the server's pages; `name`: the server's name now, which the pages show (kept as it
    was when not given)."""
    await db.write(
        "INSERT INTO guild_settings (guild_id, web, name) VALUES (?, ?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET web = excluded.web,"
        " name = coalesce(excluded.name, guild_settings.name)",
        [(guild_id, int(on), name)],
    )


async def guild_name(db: Reader, guild_id: int) -> str | None:
    """The server's name as noted when its pages were switched; None if never noted."""
    row = await db.fetch_one("SELECT name FROM guild_settings WHERE guild_id = ?", (guild_id,))
    return row[0] if row and row[0] else None


async def web_hidden(db: Reader, user_id: int) -> bool:
    """Whether the player hid their web profile."""
    row = await db.fetch_one("SELECT web_hidden FROM user_settings WHERE user_id = ?", (user_id,))
    return bool(row and row[0])


async def set_web_hidden(db: Writer, user_id: int, hidden: bool) -> None:
    await db.write(
        "INSERT INTO user_settings (user_id, web_hidden) VALUES (?, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET web_hidden = excluded.web_hidden",
        [(user_id, int(hidden))],
    )


async def player_name(db: Reader, user_id: int, guild_id: int) -> str | None:
    """The player's display name if they finished a game in this server, else None."""
    row = await db.fetch_one(
        "SELECT name FROM results WHERE user_id = ? AND guild_id = ? AND computer IS NULL"
        " ORDER BY ended_at DESC, game_id DESC LIMIT 1",
        (user_id, guild_id),
    )
    if row is None:
        return None
    named = await db.fetch_one("SELECT name FROM players WHERE user_id = ?", (user_id,))
    return (named[0] if named and named[0] else None) or row[0]


async def rating_history(
    db: Reader, user_id: int, guild_id: int
) -> dict[str, list[tuple[float, float]]]:
    """The player's server rating after each rated game, per rating game: (ended at, ordinal),
    oldest first."""
    rows = await db.fetch_all(
        "SELECT rating_game, ended_at, ordinal_server FROM results"
        " WHERE user_id = ? AND guild_id = ? AND computer IS NULL AND rated = 1"
        " AND ordinal_server IS NOT NULL ORDER BY ended_at, game_id",
        (user_id, guild_id),
    )
    found: dict[str, list[tuple[float, float]]] = {}
    for game, ended_at, ordinal in rows:
        found.setdefault(game, []).append((ended_at, ordinal))
    return found


@dataclass(frozen=True)
class AgainstComputer:
    game: str
    difficulty: str
    games: int  # games the player finished with a computer of this difficulty at the table
    ahead: int  # of them, the games the player placed better than every such computer


async def against_computers(db: Reader, user_id: int, guild_id: int) -> list[AgainstComputer]:
    """The player's results against each computer level, per rating game."""
    rows = await db.fetch_all(
        "SELECT me.rating_game, cpu.computer, me.game_id, me.placement, min(cpu.placement)"
        " FROM results me JOIN results cpu ON cpu.game_id = me.game_id"
        " AND cpu.computer IS NOT NULL"
        " WHERE me.user_id = ? AND me.guild_id = ? AND me.computer IS NULL"
        " GROUP BY me.rating_game, cpu.computer, me.game_id, me.placement"
        " ORDER BY me.rating_game, cpu.computer",
        (user_id, guild_id),
    )
    tally: dict[tuple[str, str], list[int]] = {}
    for game, difficulty, _game_id, placement, best_computer in rows:
        counts = tally.setdefault((game, difficulty), [0, 0])
        counts[0] += 1
        counts[1] += placement < best_computer
    return [AgainstComputer(g, d, n, ahead) for (g, d), (n, ahead) in tally.items()]
