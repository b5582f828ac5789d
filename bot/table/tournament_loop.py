"""The background task that keeps this process's tournaments moving: it reconciles each of them
(bot/table/tournament_runner.py) at start-up, every LONGEST_SLEEP seconds after (sooner if its
lease is shorter: each round renews it), and at the next sign-up close time if that comes
sooner.

Reconciling is idempotent and reads everything from the store, so the loop keeps nothing of its
own: it notices games that finished while the bot was down, tables a crash left unopened and
sign-ups that closed meanwhile, and a failure is simply tried again at the next look.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

LONGEST_SLEEP = 30.0

TOURNAMENTS_LOOKED_AT = "Tournaments looked at"  # logged each time (the tests wait for it)


class TournamentLoop:
    def __init__(
        self,
        reconcile_all: Callable[[], Awaitable[float | None]],
        clock: Callable[[], float],
        longest_sleep: float = LONGEST_SLEEP,
    ) -> None:
        self._reconcile_all = reconcile_all  # returns the next sign-up close time, if any
        self._clock = clock
        self._longest = min(LONGEST_SLEEP, longest_sleep)
        self._task: asyncio.Task[None] | None = None

    @property
    def running(self) -> bool:
        return self._task is not None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="tournaments")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                closes_at = await self._reconcile_all()
                log.info(TOURNAMENTS_LOOKED_AT)
                wait = self._longest
                if closes_at is not None:
                    wait = max(1.0, min(wait, closes_at - self._clock()))
                await asyncio.sleep(wait)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("Reconciling the tournaments failed; retrying in a while")
                await asyncio.sleep(self._longest)
