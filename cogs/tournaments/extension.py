"""The tournaments extension: the opener given to the bot's runner, its loop started once the bot
is ready, the sign-up buttons, the hooks into the tables (follower.py) and the /tournament cog."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from discord.ext import commands

from cogs.table.bot import TableBot
from cogs.tournaments.commands import Tournaments
from cogs.tournaments.follower import TableEnds, is_table
from cogs.tournaments.opener import DiscordTables
from cogs.tournaments.signup import SignupButton
from cogs.tournaments.standings import StandingsPage

log = logging.getLogger(__name__)


class TournamentLoop(commands.Cog):
    """Starts the runner's loop once the servers' channels are known (its posts need them), stops
    it at shutdown."""

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot
        self._starting: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.starters.append(self._start)
        self.bot.closers.append(self._stop)

    async def _start(self) -> None:
        async def when_ready() -> None:
            await self.bot.wait_until_ready()
            self.bot.tournaments.start_loop()

        self._starting = asyncio.create_task(when_ready(), name="tournaments-start")

    async def _stop(self) -> None:
        if self._starting is not None:
            self._starting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._starting
        await self.bot.tournaments.stop_loop()


async def setup(bot: TableBot) -> None:
    bot.tournaments.opener = DiscordTables(bot)  # the runner is the bot's (bot/app/client.py)
    ends = TableEnds(bot)
    bot.boards.followers.append(ends.on_outcome)
    bot.endings.notes.append(ends.ending_note)
    bot.threads.own_threads.append(is_table)
    bot.add_dynamic_items(SignupButton, StandingsPage)
    await bot.add_cog(Tournaments(bot))
    await bot.add_cog(TournamentLoop(bot))
