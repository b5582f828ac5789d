"""The season calendar (pure): a server's seasons are UTC calendar months or quarters.

A season is named by its key: "2026-11" for a month, "2026-Q4" for a quarter. A timestamp
falls in the season whose half-open span [start, end) holds it, so a game finished at 23:59:59
UTC on the last day of a month counts in that month. Every finished game of a server is counted
in both its month and its quarter (so the server may choose or change the length at any time);
a server's setting only decides which of the two its leaderboard and its closing post show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime

LENGTHS: tuple[str, ...] = ("off", "monthly", "quarterly")
PERIODS: tuple[str, ...] = ("season", "last", "all")
TOP = 3  # players of each game in a season's final post (/leaderboard lists the rest)

_KEY = re.compile(r"^(?P<year>\d{4})-(?:(?P<month>0[1-9]|1[0-2])|Q(?P<quarter>[1-4]))$")
KEY_PATTERN = r"\d{4}-(?:0[1-9]|1[0-2]|Q[1-4])"  # for custom ids


def _utc(timestamp: float) -> datetime:
    return datetime.fromtimestamp(timestamp, UTC)


def season_of(length: str, timestamp: float) -> str:
    """The key of the `length` ("monthly" / "quarterly") season that holds `timestamp`."""
    moment = _utc(timestamp)
    if length == "monthly":
        return f"{moment.year:04d}-{moment.month:02d}"
    if length == "quarterly":
        return f"{moment.year:04d}-Q{(moment.month - 1) // 3 + 1}"
    raise ValueError(f"no seasons of length {length!r}")


def seasons_of(timestamp: float) -> tuple[str, str]:
    """Every season a game finished at `timestamp` counts in: its month and its quarter."""
    return season_of("monthly", timestamp), season_of("quarterly", timestamp)


def _first_month(key: str) -> tuple[int, int, int]:
    """(year, first month, months) of a season key."""
    match = _KEY.match(key)
    if match is None:
        raise ValueError(f"not a season key: {key!r}")
    year = int(match["year"])
    if match["month"]:
        return year, int(match["month"]), 1
    return year, (int(match["quarter"]) - 1) * 3 + 1, 3


def is_key(key: str) -> bool:
    return _KEY.match(key) is not None


def length_of(key: str) -> str:
    return "monthly" if _first_month(key)[2] == 1 else "quarterly"


def _month_start(year: int, month: int) -> float:
    year, month = year + (month - 1) // 12, (month - 1) % 12 + 1
    return datetime(year, month, 1, tzinfo=UTC).timestamp()


def bounds(key: str) -> tuple[float, float]:
    """The season's span [start, end) as UNIX times."""
    year, month, months = _first_month(key)
    return _month_start(year, month), _month_start(year, month + months)


def previous(key: str) -> str:
    """The season just before `key`, of the same length."""
    start, _ = bounds(key)
    return season_of(length_of(key), start - 1)


def next_boundary(length: str, timestamp: float) -> float:
    """When the `length` season that holds `timestamp` ends."""
    return bounds(season_of(length, timestamp))[1]


def label_parts(key: str) -> dict[str, int | str]:
    """What the texts need to name a season: its year and its month (1-12) or quarter (1-4)."""
    year, month, months = _first_month(key)
    if months == 1:
        return {"year": year, "month": month, "quarter": 0, "length": "monthly"}
    return {"year": year, "month": 0, "quarter": (month - 1) // 3 + 1, "length": "quarterly"}


@dataclass(frozen=True)
class SeasonSettings:
    """A server's season setting."""

    length: str = "off"
    role_id: int | None = None  # given to each season's champion
    channel_id: int | None = None  # where each season's final post goes
    since: float | None = None  # when seasons were turned on (or their length changed)

    @property
    def on(self) -> bool:
        return self.length != "off"

    def current(self, now: float) -> str | None:
        """This season's key; None when seasons are off."""
        return season_of(self.length, now) if self.on else None

    def to_close(self, now: float) -> str | None:
        """The season that ended last, if it is one this server had (it ended after seasons
        were turned on): the one to close now unless it is closed already."""
        if not self.on or self.since is None:
            return None
        last = previous(season_of(self.length, now))
        return last if bounds(last)[1] > self.since else None
