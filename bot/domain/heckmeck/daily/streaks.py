"""Days played in a row: a streak grows by one for a daily finished the day after the last one,
starts again at one after a day missed, and the best streak is kept."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Streak:
    last_day: date | None = None
    current: int = 0
    best: int = 0

    def after(self, day: date) -> Streak:
        """The streak once the daily of `day` is finished (a day counted twice counts once)."""
        if self.last_day == day:
            return self
        current = self.current + 1 if self.last_day == day - timedelta(days=1) else 1
        return Streak(day, current, max(self.best, current))

    def shown_on(self, day: date) -> int:
        """The streak as it stands on `day`: still alive if the last daily was today or
        yesterday, else 0."""
        if self.last_day is None or self.last_day < day - timedelta(days=1):
            return 0
        return self.current


def days_in_a_row(days: list[date], today: date) -> int:
    """How many days in a row, ending today or yesterday, are among `days`."""
    played = set(days)
    day = today if today in played else today - timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= timedelta(days=1)
    return count
