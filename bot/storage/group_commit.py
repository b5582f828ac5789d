"""Group commit: many callers' writes, one transaction per batch, each caller answered after the
commit that holds its write.

One writer task owns the write connection. Writes that arrive while a commit runs wait in a list;
the next batch takes them all. Durability is unchanged (nobody hears "done" before the commit),
and the cost of a commit and of reaching the database is shared by the whole batch.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.storage.base import StorageUnavailable

log = logging.getLogger(__name__)

# A write still waiting this long after it was submitted is refused unapplied, so the clicker
# hears "cannot save right now" within Discord's 3 s window.
WRITE_WINDOW_SECONDS = 2.0


@dataclass(slots=True)
class Write:
    apply: Any  # the backend's function that makes this write on its connection
    future: asyncio.Future[Any]
    refuse_after: float  # time.monotonic()

    def too_late(self, now: float) -> bool:
        return now > self.refuse_after


# (succeeded, result or exception) per write, in the batch's order
Outcomes = list[tuple[bool, Any]]


class GroupCommit:
    def __init__(
        self,
        commit_batch: Callable[[list[Write]], Awaitable[Outcomes]],
        describe_failure: Callable[[BaseException], StorageUnavailable],
    ) -> None:
        self._commit_batch = commit_batch
        self._describe_failure = describe_failure
        self._pending: list[Write] = []
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._closing = False
        self.batches = 0
        self.writes = 0

    def submit(self, apply: Any) -> asyncio.Future[Any]:
        """Queue a write; the future holds its outcome once its batch is committed (a plain
        function, not a coroutine: one frame fewer for every write's answer to pass through)."""
        if self._closing:
            raise StorageUnavailable("the database is closing")
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="storage-writer")
        future = asyncio.get_running_loop().create_future()
        self._pending.append(Write(apply, future, time.monotonic() + WRITE_WINDOW_SECONDS))
        self._wake.set()
        return future

    async def close(self) -> None:
        """Finish the writes already submitted, then stop the writer."""
        self._closing = True
        self._wake.set()
        if self._task is not None:
            await self._task
            self._task = None

    async def _run(self) -> None:
        while not self._closing or self._pending:
            await self._wake.wait()
            self._wake.clear()
            while self._pending:
                batch, self._pending = self._pending, []
                await self._commit(batch)

    async def _commit(self, batch: list[Write]) -> None:
        try:
            outcomes = await self._commit_batch(batch)
        except Exception as exc:
            failure = self._describe_failure(exc)
            log.warning("Could not save %d change(s): %s", len(batch), failure)
            for write in batch:
                if not write.future.done():
                    write.future.set_exception(StorageUnavailable(str(failure)))
            return
        self.batches += 1
        self.writes += len(batch)
        for write, (succeeded, value) in zip(batch, outcomes, strict=True):
            if write.future.done():  # the caller gave up waiting
                continue
            if succeeded:
                write.future.set_result(value)
            else:
                write.future.set_exception(value)
