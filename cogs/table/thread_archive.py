"""After a game played in a thread of its own ends: one line in the parent channel (the winners,
a link to the thread), and the thread archived a while later (cogs/table/threads.py opens them)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import discord

from bot.domain import shown
from bot.domain.bounded import Bounded
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.types import Outcome
from cogs.table.boards import Boards
from cogs.table.core import CoreBot
from cogs.table.render import player_name

log = logging.getLogger(__name__)


# Whether a game is played in a thread a feature opened for it alone (archived after its game as
# a game's own thread is, without the line in the parent channel); features add theirs at setup.
OwnThread = Callable[[GameRecord], bool]


class GameThreads:
    """After a game played in a thread ends: one line in the parent channel, and the thread
    archived `archive_after` seconds later (unless a new game was opened in it meanwhile)."""

    def __init__(self, bot: CoreBot, boards: Boards, archive_after: float) -> None:
        self.bot = bot
        self.boards = boards
        self.archive_after = archive_after
        self.own_threads: list[OwnThread] = []
        self._done: Bounded[int, bool] = Bounded(10_000)
        self._archiving: set[asyncio.Task[None]] = set()

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        parent_id = record.meta.get("thread_of")
        own = parent_id is None and any(is_own(record) for is_own in self.own_threads)
        if parent_id is None and not own:
            return
        if record.live or record.status not in ("finished", "abandoned"):
            return
        if self._done.get(record.id):
            return
        self._done.put(record.id, True)
        if parent_id is not None:
            await self._tell_parent(record, parent_id)
        task = asyncio.create_task(self._archive_later(record))
        self._archiving.add(task)
        task.add_done_callback(self._archiving.discard)

    async def _tell_parent(self, record: GameRecord, parent_id: int) -> None:
        channel = await self.boards.channel(parent_id)
        if channel is None:
            return
        loc = await self.boards.locale(record)
        title = self.boards.title(record, loc)
        thread = f"<#{record.channel_id}>"
        if record.status == "finished":
            places = kind(record.kind).rules.placements(self.bot.sessions.state_of(record))
            players = record.players
            winners = [player_name(loc, players[s]) for s in shown.winners(places)]
            text = t(
                loc,
                "thread-game-over",
                game=title,
                thread=thread,
                count=len(winners),
                names=", ".join(winners),
            )
        else:
            text = t(loc, "thread-game-stopped", game=title, thread=thread)
        try:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("Could not tell channel %s that game %s ended: %s", parent_id, record.id, exc)

    async def _archive_later(self, record: GameRecord) -> None:
        await asyncio.sleep(self.archive_after)
        if await self.bot.sessions.live_game(record.channel_id) is not None:
            return  # a rematch is being played in the thread: it stays open
        try:
            await self.bot.http.edit_channel(record.channel_id, archived=True)
        except discord.HTTPException as exc:
            log.info("Could not archive the thread of game %s: %s", record.id, exc)

    async def close(self) -> None:
        for task in list(self._archiving):
            task.cancel()
