"""Refresh under a board that lives on interaction tokens only (cogs/table/token_place.py): the
board as the game stands, drawn in place through the press, whose token then carries the table's
next edits and calls. Nobody else can update a board after its last token died (15 minutes, or a
restart); this one button is always there to press, also on a computer's turn."""

from __future__ import annotations

import discord

from bot.table.notes import board_of
from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId


class RedrawButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.REDRAW_TEMPLATE,
):
    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        game_id = ids.parse_redraw(self.raw_id)
        message = interaction.message
        if game_id is None or message is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        try:
            record = await bot.sessions.game(game_id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        if not record.live:
            await refuse(interaction, Refusal("game-not-running"))
            return
        if await bot.boards.retire_if_replaced(interaction, game_id):
            return  # a board posted afresh since (by a press's token) shows the game
        await interaction.response.edit_message(**await bot.boards.message(record))
        if (board_of(record) or {}).get("message_id") != message.id:
            # a board posted afresh whose note a crash cut short: the game's board from now on
            now = bot.sessions.clock()
            await bot.sessions.board_posted(record.id, message.id, now, record.step)
        bot.boards.shown(record, message.id)
        await bot.boards.revived(record, interaction)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(RedrawButton)
