"""Rematch under an ending (cogs/table/endings.py): a new lobby with the same options and the same
players seated."""

from __future__ import annotations

import discord

from bot.domain.takeover import left_by_choice
from bot.table.types import Player, Refusal
from cogs.table import ids
from cogs.table import lobby as tables
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId


class RematchButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.REMATCH_TEMPLATE,
):
    """Rematch under an ending: a new lobby, same options, the same players seated; whoever
    clicks (one of the players) hosts it."""

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = table_bot(interaction)
        if self.game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        try:
            old = await bot.sessions.game(self.game_id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        if await bot.endings.note(old, "en") is not None:  # a game a feature arranged
            await refuse(interaction, Refusal("stale-button"))
            return
        host = next((p for p in old.players if p["id"] == interaction.user.id), None)
        if host is None:
            await refuse(interaction, Refusal("not-a-player"))
            return
        # A player who left does not sit down again by someone else's rematch.
        seated = [
            Player(p["id"], p["name"], p["computer"])
            for p in old.players
            if p is not host and not left_by_choice(p)
        ]
        # The same lobby as the command that opened the finished game would open.
        chosen = {key: old.meta[key] for key in tables.LOBBY_CHOICES if key in old.meta}
        await tables.open_lobby(
            interaction,
            old.kind,
            dict(old.options),
            {**chosen, "rematch_of": old.id},
            seated=seated,
            thread=bool(old.meta.get("thread")),  # from a game's thread: played right there
        )


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(RematchButton)
