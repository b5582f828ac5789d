"""The link to a game's board message, for the lines that point to a game."""

from __future__ import annotations

from typing import Any


def board_link(guild_id: int | None, channel_id: int, notes: dict[str, Any]) -> str:
    """A link to the game's board message (`notes`: the game's table notes, GameRecord.notes), or
    to its channel before it has one."""
    board = notes.get("board")
    if board is None:
        return f"<#{channel_id}>"
    place = "@me" if guild_id is None else guild_id  # a group DM's or the bot's DM's
    return f"https://discord.com/channels/{place}/{channel_id}/{board['message_id']}"
