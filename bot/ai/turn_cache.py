"""A small thread-safe LRU cache for what is built once per turn: the turn tables of the hard and
expert players and the odds sweep. The key is the part of the state a turn cannot change, so every
decision of one turn finds what its first decision built."""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Generic, TypeVar

from bot.rules import heckmeck as hm

T = TypeVar("T")


def turn_key(state: hm.HeckmeckState) -> tuple:
    return (state.options, state.grill, state.stacks, state.active, state.current)


class PerTurn(Generic[T]):
    """`build(state)`, cached by `turn_key` (the session layer calls from executor threads)."""

    def __init__(self, build: Callable[[hm.HeckmeckState], T], size: int) -> None:
        self.build = build
        self.size = size
        self._found: OrderedDict[tuple, T] = OrderedDict()
        self._lock = threading.Lock()

    def __call__(self, state: hm.HeckmeckState) -> T:
        key = turn_key(state)
        with self._lock:
            found = self._found.get(key)
            if found is not None:
                self._found.move_to_end(key)
                return found
        found = self.build(state)  # outside the lock: other threads' turns go on meanwhile
        with self._lock:
            self._found[key] = found
            while len(self._found) > self.size:
                self._found.popitem(last=False)
        return found

    def clear(self) -> None:
        with self._lock:
            self._found.clear()

