"""What the table layer counts, for whoever reports it (bot/app/metrics.py hands its
histogram in and reads the counter when scraped): no metrics library, no bot class here."""

from __future__ import annotations

import collections
from typing import Protocol


class Observer(Protocol):
    def observe(self, amount: float) -> None: ...


class _Ignored:
    def observe(self, amount: float) -> None:
        pass


class Measures:
    def __init__(self) -> None:
        # Game steps written to the database, by game kind: a plain dict, because a
        # prometheus-client counter takes a lock on every step.
        self.persisted_actions: collections.Counter[str] = collections.Counter()
        # How late a turn deadline, computer move or lobby expiry was handled, in seconds.
        self.deadline_lag: Observer = _Ignored()


MEASURES = Measures()
