"""PeriodicTask: a step run again and again in one background asyncio task, for the table
layer's loops (game deadlines, season closing, any like them).

How to use it: give it a name (the asyncio task's, seen in debuggers and task dumps), a `step`
coroutine function that does one round of work and returns how many seconds to wait before the
next round, and what to do when a round fails. Then:

- `start()` starts the task (a second call while it runs does nothing);
- `wake()` ends the current wait at once, so the next round runs now (a wake that comes while a
  round runs makes the wait after it end at once, so news is never missed);
- `stop()` cancels the task and waits until it has ended (safe if never started, or twice).

A round that raises is logged with `failed` and tried again after `retry` seconds (a wake does
not shorten that); only cancellation ends the task. The wait is a timer that sets an event
rather than `asyncio.wait_for`, whose inner task could swallow a cancellation (Python 3.11),
leaving `stop()` waiting for ever.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)


class PeriodicTask:
    def __init__(
        self,
        name: str,
        step: Callable[[], Awaitable[float]],
        *,
        failed: str,
        retry: float,
    ) -> None:
        self._name = name
        self._step = step
        self._failed = failed  # logged with the exception when a round fails
        self._retry = retry  # seconds before a failed round is tried again
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self._name)

    def wake(self) -> None:
        self._wake.set()

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            self._wake.clear()  # a wake from now on ends the wait after this round
            try:
                wait = await self._step()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception(self._failed)
                await asyncio.sleep(self._retry)
                continue
            timer = asyncio.get_running_loop().call_later(max(0.0, wait), self._wake.set)
            try:
                await self._wake.wait()
            finally:
                timer.cancel()
