"""The CLOCK_FILE setting (for tests only): the bot's clock runs that many seconds ahead of the
system's (or behind it), as written in the file, read again whenever the file changes. It lets an
end-to-end test carry the bot across the end of a month."""

from __future__ import annotations

import os
import time
from pathlib import Path


class ShiftedClock:
    def __init__(self, path: Path) -> None:
        self._path = path
        self._seen: int | None = None  # the file's modification time when last read
        self._shift = 0.0

    def __call__(self) -> float:
        try:
            changed = os.stat(self._path).st_mtime_ns
        except FileNotFoundError:
            changed = None
        if changed != self._seen:
            self._seen = changed
            text = self._path.read_text().strip() if changed is not None else ""
            self._shift = float(text) if text else 0.0
        return time.time() + self._shift
