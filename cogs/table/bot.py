"""The bot as the cogs see it: CoreBot (cogs/table/core.py) with the table machinery's Discord
services attached by the table extension (cogs/table/extension.py). The composition root's bot
(bot/app/client.py) is one. A cog holds it as `self.bot`; a function given an interaction gets it
through `table_bot`."""

from __future__ import annotations

import discord

from cogs.table.boards import Boards
from cogs.table.core import CoreBot
from cogs.table.direct import DirectNotices
from cogs.table.endings import Endings
from cogs.table.pings import TurnPings
from cogs.table.thread_archive import GameThreads


class TableBot(CoreBot):
    boards: Boards
    pings: TurnPings
    direct: DirectNotices
    threads: GameThreads
    endings: Endings



def table_bot(interaction: discord.Interaction) -> TableBot:
    """The bot an interaction came to. discord.py types a component's callback for any client
    (a narrower override is refused by a type checker); this bot only ever runs as a TableBot,
    which this checks once, here."""
    client = interaction.client
    if not isinstance(client, TableBot):
        raise TypeError(f"{type(client).__name__} is not a TableBot")
    return client
