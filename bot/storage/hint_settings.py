"""A server's default for the 💡 hints option, kept in guild_settings."""

from __future__ import annotations

from bot.domain.hints import DEFAULT_HINTS
from bot.storage.base import Storage


async def guild_hints(storage: Storage, guild_id: int | None) -> bool:
    """The server's default for the hints option (DEFAULT_HINTS if it set none)."""
    if guild_id is None:
        return DEFAULT_HINTS
    row = await storage.fetch_one(
        "SELECT hints FROM guild_settings WHERE guild_id = ?", (guild_id,)
    )
    if row is None or row[0] is None:
        return DEFAULT_HINTS
    return bool(row[0])


async def set_guild_hints(storage: Storage, guild_id: int, on: bool) -> None:
    await storage.write(
        "INSERT INTO guild_settings (guild_id, hints) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET hints = excluded.hints",
        [(guild_id, int(on))],
    )
