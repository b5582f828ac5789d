"""The background task that fires game deadlines: turn timeouts, computer moves, lobby expiry.

Deadlines live in the database (one indexed column), so the loop needs no list of its own: it asks
for the next one, sleeps until then (at most a few seconds), and is woken early when a nearer
deadline is stored. After a restart it simply picks them up again.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from bot.table.periodic import PeriodicTask

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
        self._sleeping_until = 0.0  # when the loop will next look, if undisturbed
        self._task = PeriodicTask(
            "game-deadlines",
            self._round,
            failed="The deadline loop failed; retrying in a second",
            retry=1.0,
        )

    def wake_for(self, deadline: float | None) -> None:
        """A deadline was stored: wake the loop if it would otherwise look too late."""
        if deadline is not None and deadline < self._sleeping_until:
            self._task.wake()

    def start(self) -> None:
        self._task.start()

    async def stop(self) -> None:
        await self._task.stop()

    async def _round(self) -> float:
        """Fire what is due; how long until the next look."""
        # Until the next sleep is planned, any new deadline wakes the loop: a deadline stored
        # while handle_due or next_deadline awaits would otherwise wait too long.
        self._sleeping_until = float("inf")
        await self._handle_due()
        upcoming = await self._next_deadline()
        now = self._clock()
        wait = LONGEST_SLEEP
        if upcoming is not None:
            wait = max(0.0, min(LONGEST_SLEEP, upcoming - now))
        self._sleeping_until = now + wait
        return wait
