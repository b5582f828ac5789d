"""The background task that fires game deadlines: turn timeouts, computer moves, lobby expiry.

Deadlines live in the database (one indexed column), so the loop needs no list of its own: it asks
for the next one, sleeps until then (at most a few seconds), and is woken early when a nearer
deadline is stored. After a restart it simply picks them up again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger(__name__)

LONGEST_SLEEP = 5.0


class DeadlineLoop:
    def __init__(
        self,
        handle_due: Callable[[], Awaitable[Any]],
        next_deadline: Callable[[], Awaitable[float | None]],
        clock: Callable[[], float],
    ) -> None:
        self._handle_due = handle_due
        self._next_deadline = next_deadline
        self._clock = clock
        self._wake = asyncio.Event()
        self._sleeping_until = 0.0  # when the loop will next look, if undisturbed
        self._task: asyncio.Task[None] | None = None

    def wake_for(self, deadline: float | None) -> None:
        """A deadline was stored: wake the loop if it would otherwise look too late."""
        if deadline is not None and deadline < self._sleeping_until:
            self._wake.set()

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="game-deadlines")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                self._wake.clear()
                # Until the next sleep is planned, any new deadline wakes the loop: a deadline
                # stored while handle_due or next_deadline awaits would otherwise wait too long.
                self._sleeping_until = float("inf")
                await self._handle_due()
                upcoming = await self._next_deadline()
                now = self._clock()
                wait = LONGEST_SLEEP
                if upcoming is not None:
                    wait = max(0.0, min(LONGEST_SLEEP, upcoming - now))
                self._sleeping_until = now + wait
                # A timer sets the event rather than asyncio.wait_for, whose inner task could
                # swallow a cancellation (Python 3.11), leaving stop() waiting for ever.
                timer = asyncio.get_running_loop().call_later(wait, self._wake.set)
                try:
                    await self._wake.wait()
                finally:
                    timer.cancel()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("The deadline loop failed; retrying in a second")
                await asyncio.sleep(1.0)
