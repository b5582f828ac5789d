"""Hints: whether a game allows the 💡 Odds button, and the server's default for it.

Today every finished game with a human is rated (bot/results.py). So a game is rated unless a
player used a hint in it: then it is "assisted" and not rated. Hints are therefore off by default
(every game would be rated); a server may turn them on by default with
`/heckmeck settings hints`, and `/heckmeck start hints:` chooses per game. A game with hints off
shows no Odds button.

Where it is kept: `meta["hints"]` (bool) from the lobby on, and `meta["assisted"]`, the ids of the
players who used a hint, as soon as one does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.storage import GameRecord, Storage

DEFAULT_HINTS = False  # every game is rated unless a hint is used: hints are opt-in


def hints_on(record: GameRecord) -> bool:
    return bool(record.meta.get("hints")) and record.kind == "heckmeck"


def assisted_by(record: GameRecord) -> list[int]:
    return list(record.meta.get("assisted") or [])


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
