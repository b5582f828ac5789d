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
from bot.observability.faults import fault_point
from bot.storage.queries.thread_closings import ThreadClosing
from bot.table.types import Outcome
from cogs.table.boards import Boards
from cogs.table.core import CoreBot
from cogs.table.delivery import is_transient
from cogs.table.own_posts import find_own_message
from cogs.table.render import player_name

log = logging.getLogger(__name__)


# Whether a game is played in a thread a feature opened for it alone (archived after its game as
# a game's own thread is, without the line in the parent channel); features add theirs at setup.
OwnThread = Callable[[GameRecord], bool]


class GameThreads:
    """After a game played in a thread ends: one line in the parent channel, and the thread
    archived `archive_after` seconds later (unless a new game was opened in it meanwhile).

    Both are kept in a row (bot/storage/queries/thread_closings.py) written first, marked when
    the line is out and removed once the thread is archived: a start does what is left, the line
    only if the parent channel does not show it (`cogs/table/own_posts.py`). A finished game's
    row is written before its ending's mark goes (`note`, called by cogs/table/endings.py), so
    no crash after the finishing step loses it."""

    def __init__(self, bot: CoreBot, boards: Boards, archive_after: float) -> None:
        self.bot = bot
        self.boards = boards
        self.archive_after = archive_after
        self.own_threads: list[OwnThread] = []
        self._done: Bounded[int, bool] = Bounded(10_000)
        self._archiving: set[asyncio.Task[None]] = set()

    def _closing(self, record: GameRecord) -> ThreadClosing | None:
        """What closing the game's thread takes, None if it was played in no thread of its own
        or is not over."""
        parent_id = record.meta.get("thread_of")
        own = parent_id is None and any(is_own(record) for is_own in self.own_threads)
        if parent_id is None and not own:
            return None
        if record.live or record.status not in ("finished", "abandoned"):
            return None
        archive_at = self.bot.sessions.clock() + self.archive_after
        return ThreadClosing(
            record.id, record.guild_id, record.channel_id, parent_id, archive_at, False
        )

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        closing = self._closing(record)
        if closing is None or self._done.get(record.id):
            return
        self._done.put(record.id, True)
        await self.bot.services.games.note_closing(closing)
        fault_point("game.thread.noted")
        await self._close(closing, record, again=False)

    async def note(self, record: GameRecord) -> None:
        """Keep the closing of the game's thread (if it has one) to do."""
        closing = self._closing(record)
        if closing is not None:
            await self.bot.services.games.note_closing(closing)

    async def restore(self) -> None:
        """At a start (READY): finish every closing left (the line if it is not out, the
        archiving when it is due)."""
        games = self.bot.services.games
        for closing in await games.open_closings():
            if self._done.get(closing.game_id):
                continue
            self._done.put(closing.game_id, True)
            try:
                record = None if closing.told else await games.game(closing.game_id)
                await self._close(closing, record, again=True)
            except Exception:
                log.exception("Closing the thread of game %s failed", closing.game_id)

    async def _close(self, closing: ThreadClosing, record: GameRecord | None, again: bool) -> None:
        if closing.parent_id is not None and not closing.told and record is not None:
            await self._tell_parent(record, closing.parent_id, again)
            fault_point("game.thread.told")
            await self.bot.services.games.closing_told(closing.game_id)
        task = asyncio.create_task(self._archive_later(closing))
        self._archiving.add(task)
        task.add_done_callback(self._archiving.discard)

    async def _tell_parent(self, record: GameRecord, parent_id: int, again: bool) -> None:
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
        me = self.bot.user.id if self.bot.user is not None else 0
        if again and await find_own_message(me, [channel], lambda m: m.content == text):
            return
        try:
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("Could not tell channel %s that game %s ended: %s", parent_id, record.id, exc)

    async def _archive_later(self, closing: ThreadClosing) -> None:
        clock = self.bot.sessions.clock
        await asyncio.sleep(max(0.0, min(closing.archive_at - clock(), self.archive_after)))
        if await self.bot.sessions.live_game(closing.thread_id) is None:
            try:  # else a rematch is being played in the thread: it stays open
                await self.bot.http.edit_channel(closing.thread_id, archived=True)
            except discord.HTTPException as exc:
                log.info("Could not archive the thread of game %s: %s", closing.game_id, exc)
                if is_transient(exc):
                    return  # the row stays: the next start tries again
        fault_point("game.thread.archived")
        await self.bot.services.games.closing_done(closing.game_id)

    async def close(self) -> None:
        for task in list(self._archiving):
            task.cancel()
