"""The time the table runs on: deadlines, reminders, when a game started and ended.

In production it is the system's time. A test that lets a day pass in a moment (turns of hours
or days) sets CLOCK_OFFSET_FILE: a file holding a number of seconds added to the system's time,
which the test replaces (a new file each time) while the bot runs. It is read again whenever it
changed, so the bot follows every jump, and a restarted bot finds the same time.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path


def offset_clock(path: Path) -> Callable[[], float]:
    """The system's time plus the seconds in `path` (0 while it is missing or unreadable)."""
    seen: list[tuple[tuple[int, int], float]] = [((-1, -1), 0.0)]  # (the file's identity, offset)

    def now() -> float:
        try:
            found = os.stat(path)
        except OSError:
            return time.time()
        changed = (found.st_ino, found.st_mtime_ns)
        if changed != seen[0][0]:
            try:
                seen[0] = (changed, float(path.read_text(encoding="ascii").strip() or 0))
            except (OSError, ValueError):
                seen[0] = (changed, 0.0)
        return time.time() + seen[0][1]

    return now


def clock_from(offset_file: Path | None) -> Callable[[], float]:
    return time.time if offset_file is None else offset_clock(offset_file)
