"""Which games a request changed: how a request that failed half-way knows whether it changed
anything (cogs/table/clicks.py answers "nothing was changed" only when nothing was)."""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Generator

# The games a request changed, noted while `noting_changes` is in force (tasks it starts share it).
_CHANGED: contextvars.ContextVar[set[int] | None] = contextvars.ContextVar(
    "changed_games", default=None
)


@contextlib.contextmanager
def noting_changes() -> Generator[set[int]]:
    """The ids of the games changed inside the block (a step, or a game made assisted)."""
    changed: set[int] = set()
    token = _CHANGED.set(changed)
    try:
        yield changed
    finally:
        _CHANGED.reset(token)


def note_change(game_id: int) -> None:
    changed = _CHANGED.get()
    if changed is not None:
        changed.add(game_id)
