"""What the read-only web pages (bot/web) read beside the leaderboard, stats and history queries:
whether a server opted in and a player hid their profile, a player's rating over time, their
results against the computer players, and which server a game belongs to. The two switches are
settings (settings.py); set_guild_web and set_web_hidden change one switch of the record."""

from __future__ import annotations

from dataclasses import dataclass, replace

from bot.domain.privacy import is_deleted
from bot.storage.queries import Reader, settings
from bot.storage.queries.settings import Writer


async def guild_web(db: Reader, guild_id: int) -> bool:
    """Whether the server turned its web pages on (off unless it did)."""
    return (await settings.server_settings(db, guild_id)).web


async def set_guild_web(db: Writer, guild_id: int, on: bool, name: str | None = None) -> None:
    """Switch the server's pages; `name`: the server's name now, which the pages show (kept as it
    was when not given)."""
    chosen = await settings.server_settings(db, guild_id)
    changed = replace(chosen, web=on, name=chosen.name if name is None else name)
    await settings.save_server_settings(db, guild_id, changed)


async def guild_name(db: Reader, guild_id: int) -> str | None:
    """The server's name as noted when its pages were switched; None if never noted."""
    return (await settings.server_settings(db, guild_id)).name or None


async def web_hidden(db: Reader, user_id: int) -> bool:
    """Whether the player hid their web profile, or stays off the leaderboards (then the web
    pages do not show them either); a deleted player has none."""
    if is_deleted(user_id):
        return True
    chosen = await settings.user_settings(db, user_id)
    return chosen.web_hidden or chosen.unranked


async def set_web_hidden(db: Writer, user_id: int, hidden: bool) -> None:
    chosen = await settings.user_settings(db, user_id)
    await settings.save_user_settings(db, user_id, replace(chosen, web_hidden=hidden))


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
