"""Answering a click on a game's board: the board as the accepted change left it, or why not."""

from __future__ import annotations

from collections.abc import Coroutine
from typing import Any

import discord

from bot.table.sessions import Outcome, Refusal
from cogs.table.bot import table_bot
from cogs.table.common import refuse


async def show_outcome(
    interaction: discord.Interaction, pending: Coroutine[Any, Any, Outcome], *, game_id: int
) -> None:
    """Answer a click on game `game_id`'s board: the board as the accepted change left it, or why
    nothing changed. A stale click on a board that missed its update gets the current board."""
    boards = table_bot(interaction).boards
    if await boards.retire_if_replaced(interaction, game_id):
        pending.close()  # never started: nothing is applied
        return
    try:
        outcome = await pending
    except Refusal as refusal:
        if refusal.code != "stale-button" or not await boards.redraw_if_behind(
            interaction, game_id
        ):
            await refuse(interaction, refusal)
        return
    await boards.after_click(interaction, outcome)
