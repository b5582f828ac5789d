"""Recording finished games' results: started right after the finishing step's commit, awaited by
whoever reads them, and made good at the next start when the process stopped in between (the
finishing step marks them pending in the same transaction: see bot/storage/base.py)."""

from __future__ import annotations

import asyncio
import logging

from bot.domain.records import GameRecord
from bot.sharding import ShardSet
from bot.storage.base import Storage, StorageUnavailable
from bot.table.tasks import tracked

log = logging.getLogger(__name__)


class ResultsOutbox:
    def __init__(self, storage: Storage, shards: ShardSet | None = None) -> None:
        self.storage = storage
        self.shards = shards
        self._recording: dict[int, asyncio.Task[None]] = {}  # by game

    def record(self, record: GameRecord) -> asyncio.Task[None]:
        """Record a finished game's results in the background (one task per game)."""
        return tracked(self._recording, record.id, self._recorded(record), f"results-{record.id}")

    async def _recorded(self, record: GameRecord) -> None:
        try:
            await self.storage.record_results(record)
        except Exception:
            log.exception(
                "Recording the results of game %s failed; they stay pending until the next start",
                record.id,
            )

    async def recorded(self, game_id: int) -> None:
        """Wait until the results of `game_id`, if this process is recording them, are recorded
        (or their recording failed, which is logged). Never raises; a cancelled waiter leaves
        the recording running."""
        task = self._recording.get(game_id)
        if task is not None:
            await asyncio.wait([task])

    async def settled(self, timeout: float | None = None) -> None:
        """Wait for every recording of results under way (before reading results or ratings that
        a game just finished may change, and before the store closes)."""
        tasks = list(self._recording.values())
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)

    async def record_pending(self) -> int:
        """At start-up: record the results of every game whose finishing step was stored but whose
        results were not (the process stopped in between). Returns the games recorded."""
        try:
            pending = await self.storage.pending_results()
        except StorageUnavailable as exc:
            log.warning("Could not read the games whose results are pending: %s", exc)
            return 0
        tasks: list[asyncio.Task[None]] = []
        for game_id in pending:
            if game_id in self._recording:
                continue
            record = await self.storage.get_game(game_id)
            if record is None:
                continue
            if self.shards is not None and not self.shards.owns(record.guild_id):
                continue  # another process's game: the one whose shards own it records it
            log.info("Recording the pending results of game %s", game_id)
            tasks.append(self.record(record))
        if tasks:
            await asyncio.wait(tasks)
        return len(tasks)
