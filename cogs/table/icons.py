"""The pictures on the boards: the bot's application emojis, or plain text when they are missing.

`AppEmojis.sync` (cogs/table/emojis.py) fills this registry once the emojis are uploaded; until
then, and for good if uploading failed, every picture falls back to its Unicode text.

    icon("die_5", "5")         # "<:die_5:123…>" or "5"
    button_emoji("die_5")      # a PartialEmoji for a button, or None
"""

from __future__ import annotations

import discord

_ids: dict[str, int] = {}
_version = 0  # changes with the emojis: a board drawn before shows other pictures


def set_emojis(ids: dict[str, int]) -> None:
    global _version
    _ids.clear()
    _ids.update(ids)
    _version += 1


def version() -> int:
    return _version


def available() -> bool:
    return bool(_ids)


def icon(name: str, fallback: str) -> str:
    """The emoji `name` as message text, or `fallback` when it is not available."""
    emoji_id = _ids.get(name)
    return f"<:{name}:{emoji_id}>" if emoji_id else fallback


def button_emoji(name: str) -> discord.PartialEmoji | None:
    emoji_id = _ids.get(name)
    return discord.PartialEmoji(name=name, id=emoji_id) if emoji_id else None
