"""A clock the test moves: the bot's CLOCK_OFFSET_FILE (bot/clock.py), replaced on each move, so
that hours and days of a game pass in a moment (also across restarts)."""

from __future__ import annotations

import os
import time
from pathlib import Path


class MovableClock:
    def __init__(self, folder: Path) -> None:
        self.path = folder / "clock-offset"
        self.offset = 0.0
        self._write()

    @property
    def setting(self) -> dict[str, str]:
        """The bot setting that puts the bot on this clock."""
        return {"CLOCK_OFFSET_FILE": str(self.path)}

    def now(self) -> float:
        return time.time() + self.offset

    def advance(self, seconds: float) -> None:
        self.offset += seconds
        self._write()

    def _write(self) -> None:
        fresh = self.path.with_suffix(".next")
        fresh.write_text(repr(self.offset), encoding="ascii")
        os.replace(fresh, self.path)
