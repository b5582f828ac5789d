"""The discord.py Bot subclass: intents, start-up order, command sync."""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands
from discord.ext import commands
from discord.gateway import DiscordWebSocket

from bot.app.extensions import EXTENSIONS
from bot.app.metrics import InteractionTracker
from bot.app.translator import BotTranslator
from bot.clock import clock_from
from bot.runtime import freeze_long_lived
from bot.settings import Settings
from bot.storage.base import Storage, StorageError
from bot.storage.connect import open_store
from bot.storage.queries.leases import HOST_LEASE, Lease
from bot.table.services import Services
from bot.table.sessions import Sessions, Timing
from bot.table.tournament_runner import TournamentRunner

if TYPE_CHECKING:  # imported when switched on: aiohttp's server and jinja2 are a tenth of a start
    from bot.app.operator_endpoint import OperatorEndpoint
    from bot.web.app import WebServer
from cogs.table.bot import TableBot

log = logging.getLogger(__name__)

# SIGTERM must end the process within 2 s: the interactions being handled get a moment to answer,
# closing the gateway (which waits for Discord's close frame) another.
INTERACTIONS_FINISH_TIMEOUT = 0.8
DISCORD_CLOSE_TIMEOUT = 0.7
# Recording a finished game's results takes a millisecond or so; one not done by then stays
# pending in the database and is recorded at the next start.
RESULTS_SETTLE_TIMEOUT = 0.3
# The names discord.py gives the tasks that run component callbacks and slash commands (clicks
# run in on_interaction: cogs/table/clicks.py).
INTERACTION_TASK_NAMES = ("discord-ui-", "CommandTree-invoker", "discord.py: on_interaction")


class StartupError(Exception):
    """The bot cannot start. The message is shown to the operator as is: say what to do about it."""


def bot_intents() -> discord.Intents:
    """Slash commands and buttons need no privileged intent: `guilds` alone is enough."""
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


def timing_from(settings: Settings) -> Timing:
    return Timing(
        turn_timeout=settings.turn_timeout_seconds,
        lobby_timeout=settings.lobby_timeout_seconds,
        computer_delay=settings.computer_delay_seconds,
        snap_window=settings.snap_window_seconds,
        call_wait=settings.turn_call_wait_seconds,
    )


def lease_from(settings: Settings) -> Lease:
    return Lease(settings.lease_holder or HOST_LEASE.holder, settings.lease_seconds)


async def open_storage(url: str) -> Storage:
    try:
        return await open_store(url)
    except StorageError as exc:
        raise StartupError(str(exc)) from exc


class _HeckmeckBotBase(TableBot):
    """Everything the bot adds to discord.py, shared by the one-process and the sharded bot. The
    cogs see it as TableBot (cogs/table/bot.py): the table extension attaches its services."""

    storage: Storage

    def __init__(self, settings: Settings, extensions: Sequence[str], **sharding: Any) -> None:
        """`sharding`: AutoShardedBot's shard_count and shard_ids (ShardedHeckmeckBot)."""
        self.interactions = InteractionTracker()
        self.operator_endpoint: OperatorEndpoint | None = None
        self.web_server: WebServer | None = None
        super().__init__(
            **sharding,
            http_trace=self.interactions.http_trace(),
            # Prefix commands are unused (no message-content intent); commands.Bot needs a prefix.
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=bot_intents(),
            guild_ready_timeout=settings.guild_ready_timeout,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=True, replied_user=False
            ),
        )
        self.settings = settings
        self.extensions_to_load = tuple(extensions)
        self.closers = []
        self.starters = []
        self._timers_start: asyncio.Task[None] | None = None
        self.dynamic_item_classes = []

    async def setup_hook(self) -> None:
        # Runs once, after login and before the gateway connects, so everything registered here
        # (persistent DynamicItems, commands) is in place before the first interaction arrives.
        # Order: open storage / restore sessions / register DynamicItems, then load the cogs,
        # then sync the command tree the cogs filled.
        self.storage = await open_storage(self.settings.store_url)
        seed = self.settings.random_seed
        self.sessions = Sessions(
            self.storage,
            timing_from(self.settings),
            shards=self.settings.shards,
            rng=None if seed is None else random.Random(seed),
            clock=clock_from(self.settings.clock_offset_file),
        )
        self.services = Services.build(self.storage, self.sessions, lease_from(self.settings))
        self.tournaments = TournamentRunner(
            self.sessions, self.services.tournaments, self.sessions.clock
        )
        await self.tree.set_translator(BotTranslator())
        for extension in self.extensions_to_load:
            await self.load_extension(extension)
        await self.sync_app_commands()
        # Games that finished just before the last stop, their results not yet recorded.
        await self.sessions.record_pending_results()
        # The deadlines are handled once the servers are in (READY): the ones passed while the
        # bot was away would otherwise fetch their channels one by one and crowd out the stream
        # of a shard's thousands of GUILD_CREATEs, and every click with it.
        self._timers_start = asyncio.create_task(self._start_timers_when_ready(), name="timers")
        for starter in self.starters:
            await starter()
        if self.settings.metrics_port is not None:
            from bot.app.operator_endpoint import OperatorEndpoint

            self.operator_endpoint = OperatorEndpoint(
                self, self.settings.metrics_host, self.settings.metrics_port
            )
            await self.operator_endpoint.start()
        if self.settings.web_port is not None:
            from bot.web.app import WebServer

            self.web_server = WebServer(
                self.storage,
                self.settings.web_host,
                self.settings.web_port,
                self.settings.web_base_url,
                self.sessions.clock,
            )
            await self.web_server.start()

    async def _start_timers_when_ready(self) -> None:
        await self.wait_until_ready()
        self.sessions.start_timers()

    async def sync_app_commands(self) -> list[app_commands.AppCommand]:
        guild_id = self.settings.dev_guild_id
        if guild_id is None:
            synced = await self.tree.sync()
            log.info("Synced %d global application command(s)", len(synced))
            return synced
        guild = discord.Object(id=guild_id)
        self.tree.copy_global_to(guild=guild)
        try:
            synced = await self.tree.sync(guild=guild)
        except discord.Forbidden as exc:
            raise StartupError(
                f"Discord refused to sync the slash commands to DEV_GUILD_ID={guild_id} "
                f"({exc.text}). Is the bot a member of that server, invited with the "
                "'applications.commands' scope? Fix the id or unset DEV_GUILD_ID to sync globally."
            ) from exc
        log.info("Synced %d application command(s) to guild %d", len(synced), guild_id)
        return synced

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # Clicks are routed by the table extension's listener (cogs/table/extension.py).
        self.interactions.received(interaction)

    def gateway_connected(self) -> bool:
        ws = cast("DiscordWebSocket | None", self.ws)  # discord.py: None before connecting
        return ws is not None and ws.open

    async def close(self) -> None:
        """Stop the timers, say goodbye to Discord, then close the database once the write under
        way (if any) is done. Bounded: a shutdown must fit in `docker stop`'s grace period."""
        if self.operator_endpoint is not None:
            await self.operator_endpoint.close()
        if self.web_server is not None:
            await self.web_server.stop()
        if hasattr(self, "tournaments"):
            await self.tournaments.stop_loop()
        if self._timers_start is not None:
            self._timers_start.cancel()
        if hasattr(self, "sessions"):
            await self.sessions.stop_timers()
        await self._finish_interactions(INTERACTIONS_FINISH_TIMEOUT)
        for closer in self.closers:
            await closer()
        # discord.py's wait for the guilds before on_ready would fire on a closed client.
        ready = getattr(self._connection, "_ready_task", None)
        if ready is not None and not ready.done():
            ready.cancel()
        try:
            await asyncio.wait_for(super().close(), DISCORD_CLOSE_TIMEOUT)
        except TimeoutError:
            log.warning("Discord did not acknowledge the close in time; closing anyway")
        if hasattr(self, "storage"):
            await self.sessions.save_board_notes()
            await self.sessions.results_settled(RESULTS_SETTLE_TIMEOUT)
            await self.storage.close()
            log.info("Database closed")

    @staticmethod
    async def _finish_interactions(timeout: float) -> None:
        """Let the interactions being handled write and answer before the HTTP session closes."""
        current = asyncio.current_task()
        handling = [
            task
            for task in asyncio.all_tasks()
            if task is not current and task.get_name().startswith(INTERACTION_TASK_NAMES)
        ]
        if handling:
            await asyncio.wait(handling, timeout=timeout)

    async def on_ready(self) -> None:
        user = self.user
        log.info("Ready as %s (id %s) in %d guild(s)", user, user and user.id, len(self.guilds))
        if not getattr(self, "_frozen", False):  # the first READY: every server is in
            self._frozen = True
            freeze_long_lived()


class HeckmeckBot(_HeckmeckBotBase):
    """One process, every shard (Discord's default for bots in fewer than 2,500 servers)."""


class ShardedHeckmeckBot(_HeckmeckBotBase, commands.AutoShardedBot):
    """Runs only the shards in SHARD_IDS of SHARD_COUNT; other processes run the rest."""

    def gateway_connected(self) -> bool:
        return bool(self.shards) and all(not shard.is_closed() for shard in self.shards.values())


def make_bot(settings: Settings) -> HeckmeckBot | ShardedHeckmeckBot:
    if settings.shards is None:
        return HeckmeckBot(settings, EXTENSIONS)
    return ShardedHeckmeckBot(
        settings,
        EXTENSIONS,
        shard_count=settings.shards.count,
        shard_ids=list(settings.shards.ids),
    )
