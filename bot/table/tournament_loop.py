"""The background task that keeps this process's tournaments moving: it reconciles each of them
(bot/table/tournament_runner.py) at start-up, every LONGEST_SLEEP seconds after (sooner if its
lease is shorter: each round renews it), and at the next sign-up close time if that comes
sooner.

Reconciling is idempotent and reads everything from the store, so the loop keeps nothing of its
own: it notices games that finished while the bot was down, tables a crash left unopened and
sign-ups that closed meanwhile, and a failure is simply tried again at the next look.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.table.periodic import PeriodicTask

log = logging.getLogger(__name__)

LONGEST_SLEEP = 30.0

TOURNAMENTS_LOOKED_AT = "Tournaments looked at"  # logged each time (the tests wait for it)


class TournamentLoop(PeriodicTask):
    def __init__(
        self,
        reconcile_all: Callable[[], Awaitable[float | None]],
        clock: Callable[[], float],
        longest_sleep: float = LONGEST_SLEEP,
    ) -> None:
        super().__init__(
            "tournaments",
            self._round,
            failed="Reconciling the tournaments failed; retrying in a while",
            retry=min(LONGEST_SLEEP, longest_sleep),
        )
        self._reconcile_all = reconcile_all  # returns the next sign-up close time, if any
        self._clock = clock
        self._longest = min(LONGEST_SLEEP, longest_sleep)

    async def _round(self) -> float:
        closes_at = await self._reconcile_all()
        log.info(TOURNAMENTS_LOOKED_AT)
        if closes_at is None:
            return self._longest
        return max(1.0, min(self._longest, closes_at - self._clock()))
