"""The live games in memory and the one path by which a change is committed.

Every change goes through `commit`: the caller took the channel's lock, checked the caller and the
step and applied the change to a copy (`copy`); `commit` writes the event and the new snapshot in
one transaction, and only then does memory take the new copy. A stale or doubled click carries an
old step and is refused.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from bot.domain.bounded import Bounded
from bot.domain.games import GameKind, kind
from bot.domain.records import GameRecord
from bot.domain.running_log import add_recent
from bot.domain.takeover import taken_over
from bot.observability.logs import bind_game
from bot.sharding import ShardSet
from bot.storage.base import StaleStep, Storage, StorageUnavailable
from bot.table.changes import note_change
from bot.table.idle_games import LastUse
from bot.table.keyed_locks import KeyedLocks
from bot.table.measures import MEASURES
from bot.table.notes import TableNotes
from bot.table.results_outbox import ResultsOutbox
from bot.table.types import Refusal

log = logging.getLogger(__name__)

# Games that just ended stay in memory for the reads their ending brings (the final board, the
# ending message, a late click's answer), the most recent this many.
ENDED_KEPT = 256
# Games that ended in this process, remembered so that a store read begun before the end cannot
# bring one back into memory as live. Such a read lasts milliseconds; this many is ample, and
# bounds what a long-running bot keeps.
ENDED_REMEMBERED = 10_000

PLAYED_STATUSES = ("running", "finished", "abandoned")  # the games with a running log

_new = object.__new__


def keep_recent(record: GameRecord, events: list[dict[str, Any]]) -> None:
    """Add a step's events to the game's running log (the step the commit will give it)."""
    record.recent = add_recent(record.recent, events, record.step + 1)


def seat_of(record: GameRecord, user_id: int) -> int | None:
    """The user's seat; None if they have none or left it to a computer (domain/takeover.py)."""
    for seat, player in enumerate(record.players):
        if player["id"] == user_id:
            return None if taken_over(player) else seat
    return None


def copy(record: GameRecord) -> GameRecord:
    """A copy to change, leaving `record` as it was (outcomes already handed out keep it): its
    own players list and meta dict; a player's dict is copied only where it changes
    (`player_to_change`), the options and the state are never changed in place."""
    updated = _new(GameRecord)
    updated.__dict__.update(record.__dict__)
    updated.players = list(record.players)
    updated.meta = dict(record.meta)
    return updated


def player_to_change(record: GameRecord, seat: int) -> dict[str, Any]:
    player = record.players[seat] = dict(record.players[seat])
    return player


class LiveGames:
    def __init__(
        self,
        storage: Storage,
        results: ResultsOutbox,
        wake_for: Callable[[float | None], None],
        *,
        clock: Callable[[], float] = time.time,
        shards: ShardSet | None = None,
        last_use: LastUse | None = None,
    ) -> None:
        self.storage = storage
        self.results = results
        self.wake_for = wake_for  # a deadline was stored: the deadline loop may need to look
        self.clock = clock
        self.shards = shards
        self._locks = KeyedLocks()
        self._live: dict[int, GameRecord] = {}  # live games loaded so far, by id
        self._live_in: dict[int, int] = {}  # the id of each channel's live game in `_live`
        # The engine state of each live game's latest step, beside the JSON it was stored as
        # (`record.state`), so a step does not parse again what the previous step produced.
        self._states: dict[int, tuple[dict[str, Any], Any]] = {}
        self._ended: Bounded[int, bool] = Bounded(ENDED_REMEMBERED)  # never live again
        self._just_ended: Bounded[int, GameRecord] = Bounded(ENDED_KEPT)
        # The game whose board each board message shows (lobbies included), for the boards this
        # process noted or loaded: a click on one is for that game only.
        self._board_messages: Bounded[int, int] = Bounded(ENDED_REMEMBERED)
        self.notes = TableNotes(storage, self.live_copy)  # how each game is shown
        self._last_use = last_use or LastUse()  # idle games are dropped from memory
        self._dropping: asyncio.Task[None] | None = None

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks[channel_id]

    def locked(self, game_id: int) -> GameUnderLock:
        """The game under its channel's lock for the block, read again once the lock is held
        (what was read before waiting for it may have changed meanwhile)."""
        return GameUnderLock(self, game_id, running=False)

    def running(self, game_id: int) -> GameUnderLock:
        """`locked`, for a change only a running game takes: refused otherwise."""
        return GameUnderLock(self, game_id, running=True)

    # ------------------------------------------------------------------------ reading

    async def game(self, game_id: int) -> GameRecord:
        record = self.in_memory(game_id)
        if record is None:
            record = await self.storage.get_game(game_id)
            if record is None:
                raise Refusal("game-not-found")
            await self._with_running_logs([record])
            if record.live:
                record = self._cache(record)
            bind_game(record.id, record.channel_id)
        return record

    def in_memory(self, game_id: int) -> GameRecord | None:
        """The game's copy in memory (live or just ended), if there is one: `game` without a
        coroutine, for the paths every click takes."""
        record = self._live.get(game_id)
        if record is not None:
            self._last_use.used(game_id)
        else:
            record = self._just_ended.get(game_id)
        if record is not None:
            bind_game(record.id, record.channel_id)
        return record

    def live_copy(self, game_id: int) -> GameRecord | None:
        """The live game's copy in memory, if there is one (nothing else: no ended game, no log
        context)."""
        return self._live.get(game_id)

    def live_here(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, if memory has it."""
        known = self._live.get(self._live_in.get(channel_id, 0))
        return known if known is not None and known.live else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        known = self.live_here(channel_id)
        if known is not None:
            return known
        record = await self.storage.live_game_in_channel(channel_id)
        if record is not None:
            await self._with_running_logs([record])
            record = self._cache(record)
            bind_game(record.id, record.channel_id)
        return record

    async def live_games(self) -> list[GameRecord]:
        """Every lobby and running game (of this process's shards)."""
        records = await self.storage.live_games(self.shards)
        return [self._cache(r) for r in await self._with_running_logs(records)]

    async def live_game_pages(self, size: int) -> AsyncIterator[list[GameRecord]]:
        """Every lobby and running game (of this process's shards), `size` at a time, the copy in
        memory where there is one; the others are not kept (nor their running logs read): for a
        look over thousands of games that must not hold the event loop, nor fill the memory."""
        after = 0
        while page := await self.storage.live_games_page(after, size, self.shards):
            yield [self._live.get(r.id) or r for r in page]
            after = page[-1].id

    async def behind_boards(self) -> list[int]:
        """The live games (of this process's shards) whose stored board shows an older step."""
        return await self.storage.behind_boards(self.shards)

    async def unshown_lobbies(self) -> list[int]:
        """The lobbies (of this process's shards) whose board is not noted."""
        return await self.storage.unshown_lobbies(self.shards)

    def state_of(self, record: GameRecord, game_kind: GameKind | None = None) -> Any:
        """The engine state of `record` (the parsed `record.state`, reused while it is current)."""
        cached = self._states.get(record.id)
        if cached is not None and cached[0] is record.state:
            return cached[1]
        state = (game_kind or kind(record.kind)).load(record.started_state())
        if record.state is not None and self._live.get(record.id) is record:  # parsed once
            self._states[record.id] = (record.state, state)
        return state

    def _cache(self, record: GameRecord) -> GameRecord:
        """Keep a live game just read in memory, unless memory knows better: another caller may
        have loaded and changed it, or ended it, while this one read."""
        if self._ended.get(record.id):
            return record
        known = self._live.get(record.id)
        return known if known is not None else self.keep(record)

    def keep(self, record: GameRecord) -> GameRecord:
        """`record` as its game's live copy in memory, found by id and by channel."""
        self._live[record.id] = record
        self._live_in[record.channel_id] = record.id
        board = record.notes.get("board")
        if board:
            self._board_messages.put(board["message_id"], record.id)
        self._last_use.used(record.id)
        if self._last_use.due() and self._dropping is None:
            self._dropping = asyncio.get_running_loop().create_task(self._drop_idle())
            self._dropping.add_done_callback(self._dropped)
        return record

    async def _drop_idle(self) -> None:
        """Drop the live games unused for a while from memory (idle_games.py), their notes kept
        in memory only stored first; not a game whose channel is busy or that was used since."""
        idle = [r for g in self._last_use.idle() if (r := self._live.get(g)) and not self._busy(r)]
        if not idle:
            return
        await self.notes.save_unsaved([r.id for r in idle])
        dropped = 0
        for record in idle:
            if (
                self._live.get(record.id) is record
                and self._last_use.is_idle(record.id)
                and not self._busy(record)
                and not self.notes.unsaved(record.id)
            ):
                self.forget(record.id)
                self._locks.pop(record.channel_id, None)
                dropped += 1
        log.info("Dropped %d idle live games from memory, %d kept", dropped, len(self._live))

    def _busy(self, record: GameRecord) -> bool:
        lock = self._locks.get(record.channel_id)
        return lock is not None and lock.locked()

    def _dropped(self, task: asyncio.Task[None]) -> None:
        self._dropping = None
        if not task.cancelled() and task.exception() is not None:
            log.warning("Dropping idle games from memory failed: %s", task.exception())

    async def stop_dropping(self) -> None:
        if self._dropping is not None:
            self._dropping.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._dropping

    def note_board_message(self, message_id: int, game_id: int) -> None:
        self._board_messages.put(message_id, game_id)

    def game_on_board(self, message_id: int) -> int | None:
        """The game whose board (or lobby) `message_id` is, if this process knows it as one."""
        return self._board_messages.get(message_id)

    async def _with_running_logs(self, records: list[GameRecord]) -> list[GameRecord]:
        """Games just read from the store, with their running logs from the event log."""
        missing = [
            r.id
            for r in records
            if r.status in PLAYED_STATUSES and not r.recent and r.id not in self._live
        ]
        if missing:
            logs = await self.storage.running_logs(missing)
            for record in records:
                record.recent = logs.get(record.id, record.recent)
        return records

    # ----------------------------------------------------------------------- writing

    async def commit(
        self,
        record: GameRecord,
        *,
        actor_id: int | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        state: Any = None,
    ) -> None:
        """Persist a change of `record` (already applied in memory to a copy) as the next step,
        with what it changes of the game's table notes (notes.py); `state`: the engine state
        `record.state` is the JSON of, if known."""
        expected = record.step
        before = self._live.get(record.id)  # the copy `record` was made from, if it is live
        same_status = before is not None and before.status == record.status
        record.step += 1
        now = self.clock()
        notes = self.notes.for_step(before, record)
        try:
            await self.storage.save(
                record,
                expected,
                actor_id=actor_id,
                action=action,
                events=events,
                at=now,
                same_status=same_status,
                notes=notes,
            )
        except BaseException as exc:
            # Nothing was written: forget the in-memory copy so the next read comes from disk.
            self.forget(record.id)
            if isinstance(exc, StaleStep):  # the game moved on meanwhile: a stale request
                raise Refusal("stale-button") from exc
            if isinstance(exc, StorageUnavailable):  # disk full, locked: nothing was changed
                raise Refusal("storage-unavailable") from exc
            raise
        MEASURES.persisted_actions[record.kind] += 1
        self.notes.stepped(record, notes)
        note_change(record.id)
        if record.live:
            self.keep(record)
            if state is not None:
                self._states[record.id] = (record.started_state(), state)
        else:
            self.forget(record.id)
            self._ended.put(record.id, True)
            self._just_ended.put(record.id, record)
            log.info("Game %s ended: %s after %d steps", record.id, record.status, record.step)
            if record.status == "finished":
                # Its results and ratings in a transaction of their own, submitted now; the
                # caller is answered without waiting for them (the step and its pending mark are
                # committed: a crash meanwhile is made good at the next start).
                self.results.record(record)
        self.wake_for(record.deadline)

    async def save_meta(self, record: GameRecord) -> None:
        """Store a change of the game's meta that is no game step (no event row); a game that
        moved on meanwhile is forgotten (the next read comes from disk) and refused as stale."""
        try:
            await self.storage.save(record, record.step)
        except StaleStep:
            self.forget(record.id)
            raise Refusal("stale-button") from None

    def forget(self, game_id: int) -> None:
        forgotten = self._live.pop(game_id, None)
        if forgotten is not None and self._live_in.get(forgotten.channel_id) == game_id:
            del self._live_in[forgotten.channel_id]
        self._states.pop(game_id, None)
        self._just_ended.pop(game_id)
        self._last_use.forget(game_id)


class GameUnderLock:
    """`LiveGames.locked` and `.running`: a class, not a generator-based context manager, as
    every move takes this path and a generator's machinery cost a measurable share of it."""

    __slots__ = ("_game_id", "_live", "_lock", "_running")

    def __init__(self, live: LiveGames, game_id: int, *, running: bool) -> None:
        self._live = live
        self._game_id = game_id
        self._running = running
        self._lock: asyncio.Lock | None = None

    async def __aenter__(self) -> GameRecord:
        live, game_id = self._live, self._game_id
        record = live.in_memory(game_id) or await live.game(game_id)
        lock = live.lock(record.channel_id)
        await lock.acquire()
        self._lock = lock
        try:
            record = live.in_memory(game_id) or await live.game(game_id)
            if self._running and record.status != "running":
                raise Refusal("game-not-running")
        except BaseException:
            self._release()
            raise
        return record

    async def __aexit__(self, *exc_info: object) -> None:
        self._release()

    def _release(self) -> None:
        if self._lock is not None:
            self._lock.release()
            self._lock = None
