"""The bot as the table machinery's own services see it (boards, pings, direct notices, thread
archiving, endings): its settings, the live tables, the store's services, and the hooks at start
and close. The full bot, with those services attached, is cogs/table/bot.py's TableBot; the
composition root (bot/app/client.py) builds it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord.ext import commands

from bot.settings import Settings
from bot.table.services import Services
from bot.table.sessions import Sessions
from bot.table.tournament_runner import TournamentRunner

Hook = Callable[[], Awaitable[None]]


class CoreBot(commands.Bot):
    settings: Settings
    sessions: Sessions
    services: Services  # the one door to the store
    tournaments: TournamentRunner  # the tournaments extension gives it its opener
    # Run at start-up once every extension is loaded (what they do may need the other
    # extensions, e.g. every game's pictures); the timers start at READY.
    starters: list[Hook]
    # Run at close, after the interactions being handled are answered.
    closers: list[Hook]
    dynamic_item_classes: list[type[discord.ui.DynamicItem[Any]]]

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None:
        # Not handed to discord.py: cogs/table/clicks.py routes the clicks to them, more cheaply.
        self.dynamic_item_classes.extend(items)
