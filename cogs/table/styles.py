"""The colour of each kind of move button, one for every surface that shows it (the board, the
daily, the puzzles), so that a move looks the same wherever a player meets it: a die face to set
aside and the roll are blue, taking or stealing a tile green, a move that cannot be made and the
undo grey."""

from __future__ import annotations

import discord

STYLES: dict[str, discord.ButtonStyle] = {
    "face": discord.ButtonStyle.primary,
    "roll": discord.ButtonStyle.primary,
    "take": discord.ButtonStyle.success,
    "steal": discord.ButtonStyle.success,
    "stop": discord.ButtonStyle.secondary,
    "undo": discord.ButtonStyle.secondary,
}


def style_of(action: str, pressable: bool = True) -> discord.ButtonStyle:
    """A move's colour; a die face that cannot be chosen is grey."""
    if action == "face" and not pressable:
        return discord.ButtonStyle.secondary
    return STYLES[action]
