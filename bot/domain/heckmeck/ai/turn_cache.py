"""A small thread-safe LRU cache for what is built once per turn: the turn tables of the hard and
expert players and the odds sweep. The key is the part of the state a turn cannot change, so every
decision of one turn finds what its first decision built."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

from bot.domain.bounded import Bounded
from bot.domain.heckmeck.engine import rules as hm

T = TypeVar("T")


def turn_key(state: hm.HeckmeckState) -> tuple:
    return (state.options, state.grill, state.stacks, state.active, state.current)


class PerTurn(Generic[T]):
    """`build(state)`, cached by `turn_key` (the session layer calls from executor threads)."""

    def __init__(self, build: Callable[[hm.HeckmeckState], T], size: int) -> None:
        self.build = build
        self._found: Bounded[tuple, T] = Bounded(size)
        self._lock = threading.Lock()

    def __call__(self, state: hm.HeckmeckState) -> T:
        key = turn_key(state)
        with self._lock:
            found = self._found.get(key)
        if found is None:
            found = self.build(state)  # outside the lock: other threads' turns go on meanwhile
            with self._lock:
                self._found.put(key, found)
        return found

    def clear(self) -> None:
        with self._lock:
            self._found.clear()
