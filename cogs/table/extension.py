"""The shared table machinery as one extension: boards, turn pings, endings and application
emojis are built here and attached to the bot for the game packages to use; clicks are routed
from here; the lobby's and the rematch buttons are registered here."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord
from discord.ext import commands

from cogs.table import (
    clicks,
    held,
    leave_button,
    leaving,
    lobby,
    reading,
    rematch,
    token_redraw,
)
from cogs.table.boards import Boards
from cogs.table.bot import TableBot
from cogs.table.direct import DirectNotices
from cogs.table.emojis import AppEmojis
from cogs.table.endings import Endings, card_of
from cogs.table.lost_lobbies import note_lost_lobbies
from cogs.table.pings import TurnPings
from cogs.table.thread_archive import GameThreads
from cogs.table.token_place import token_only

log = logging.getLogger(__name__)

LIVE_PAGE = 200  # live games read at a time at a start


class Table(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self._emoji_sync: asyncio.Task[Any] | None = None
        self._retiring: asyncio.Task[None] | None = None
        self._boards_checked = False

    async def cog_load(self) -> None:
        self.bot.starters.append(self.start)
        self.bot.closers.append(self.close)

    async def start(self) -> None:
        # The emojis of the last start at once; checked against Discord in the background (the
        # very first start shows plain text until then). One process uploads them (the one with
        # shard 0); other shards' processes look them up.
        bot = self.bot
        emojis = AppEmojis(bot, bot.services.emojis)
        await emojis.use_stored()
        shards = bot.settings.shards
        uploads = shards is None or 0 in shards.ids
        self._emoji_sync = asyncio.create_task(emojis.sync(upload=uploads))
        # A page at a time, none kept in memory: a shard's thousands of live games are read
        # when they are played (bot/table/idle_games.py).
        async for page in bot.sessions.live_game_pages(LIVE_PAGE):
            for record in page:
                if token_only(record):  # reached through interaction tokens only, after a restart
                    bot.boards.places.know(record.channel_id)
        await bot.direct.restore()
        await bot.pings.restore()

    async def _retire_replaced(self) -> None:
        """A board posted afresh by /… status whose predecessor still had its buttons when the
        last process stopped: they come off now (cogs/table/lobby.py: repost_board)."""
        sessions = self.bot.sessions
        async for page in sessions.live_game_pages(100):
            for record in page:
                old = (sessions.board_of(record) or {}).get("replaces")
                if old:
                    await self.bot.boards.strip_buttons(record, {"message_id": old})
                    await sessions.board_retired(record.id)

    async def close(self) -> None:
        await self.bot.pings.close()
        await self.bot.threads.close()
        if self._emoji_sync is not None:
            self._emoji_sync.cancel()
        if self._retiring is not None:
            self._retiring.cancel()

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.component:
            await clicks.route(self.bot, interaction)
            self.bot.boards.places.heard(interaction)  # answered: its token may follow up
            await self.bot.endings.post_held(interaction.channel_id)
            await self.bot.direct.after_click(interaction)

    @commands.Cog.listener()
    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: object
    ) -> None:
        await self.bot.direct.after_command(interaction)
        await self.bot.endings.post_held(interaction.channel_id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        if not self._boards_checked:  # once per start, not on every reconnect
            self._boards_checked = True
            await note_lost_lobbies(self.bot, self.bot.boards)  # first: then redrawn if behind
            await self.bot.boards.redraw_stale()
            # in the background: Discord may make these wait (Retry-After, back-off)
            self._retiring = asyncio.create_task(self._retire_replaced())
            log.info("Boards checked after the start")
            await self.bot.endings.post_pending()  # first: it notes their threads' closings
            await self.bot.threads.restore()


async def setup(bot: TableBot) -> None:
    bot.boards = Boards(bot, bot.sessions, bot.settings.board_max_age_seconds)
    bot.sessions.add_listener(bot.boards.refresh)
    bot.direct = DirectNotices(bot, bot.boards.locale)
    bot.pings = TurnPings(
        bot,
        bot.sessions,
        bot.boards.locale,
        clock=bot.sessions.clock,
        direct=bot.direct,
        places=bot.boards.places,
    )
    bot.boards.followers.append(bot.pings.on_outcome)
    bot.endings = Endings(bot, bot.boards, card=card_of)
    bot.boards.followers.append(bot.endings.on_outcome)
    bot.threads = GameThreads(bot, bot.boards, bot.settings.thread_archive_seconds)
    bot.boards.followers.append(bot.threads.on_outcome)
    bot.endings.before_done.append(bot.threads.note)  # before the ending's mark goes
    await lobby.setup(bot)
    await leaving.setup(bot)
    await leave_button.setup(bot)
    await rematch.setup(bot)
    await held.setup(bot)
    await reading.setup(bot)
    await token_redraw.setup(bot)
    await bot.add_cog(Table(bot))
