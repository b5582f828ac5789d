"""The colour of every button the bot shows, by what the button does, so that a kind of button
looks the same wherever a player meets it (a game's board, a Drehwurm hand, the daily, a puzzle, a
lobby, a tournament's sign-up, a confirmation):

- blue: a move in progress and the step that carries the game on (a die face, Roll, a card, the
  hand, Start, the daily's Share, the replay's next turn);
- green: what a player came for (Take and Steal, a chicken card, Join, Rematch);
- red: what cannot be taken back, and Drehwurm's out-of-turn snap (Cancel, a confirmed Stop or
  Leave, Delete my data, the odds' "show me");
- grey: everything else (a die face that cannot be chosen, Stop, Undo, Leave a lobby, Refresh,
  Read table, paging, Draw a card).

No other module names a `discord.ButtonStyle` (tests/facts/test_button_styles.py checks it)."""

from __future__ import annotations

from typing import Literal

import discord

Role = Literal[
    "face", "roll", "take", "steal", "stop", "undo",
    "card", "chicken", "snap", "draw",
    "join", "leave", "start", "cancel", "rematch",
    "next", "confirm", "control",
]  # fmt: skip

STYLES: dict[Role, discord.ButtonStyle] = {
    "face": discord.ButtonStyle.primary,
    "roll": discord.ButtonStyle.primary,
    "take": discord.ButtonStyle.success,
    "steal": discord.ButtonStyle.success,
    "stop": discord.ButtonStyle.secondary,
    "undo": discord.ButtonStyle.secondary,
    "card": discord.ButtonStyle.primary,
    "chicken": discord.ButtonStyle.success,
    "snap": discord.ButtonStyle.danger,
    "draw": discord.ButtonStyle.secondary,
    "join": discord.ButtonStyle.success,
    "leave": discord.ButtonStyle.secondary,
    "start": discord.ButtonStyle.primary,
    "cancel": discord.ButtonStyle.danger,
    "rematch": discord.ButtonStyle.success,
    "next": discord.ButtonStyle.primary,
    "confirm": discord.ButtonStyle.danger,
    "control": discord.ButtonStyle.secondary,
}


def style_of(role: Role, pressable: bool = True) -> discord.ButtonStyle:
    """A button's colour; a die face that cannot be chosen is grey."""
    if role == "face" and not pressable:
        return STYLES["control"]
    return STYLES[role]
