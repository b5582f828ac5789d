"""Which live games in memory have gone unused long enough to be dropped from it.

Memory keeps a live game once it is read (its record, parsed state and running log: tens of KB).
A shard's thousands of long-turn games, each played a little now and then, would otherwise all end
up there, and stay. A game unused for `idle` seconds is dropped; its next use reads it from the
store, as after a start. The games being played stay. Looked at no more than once every `every`
seconds, and only when a game is taken into memory: a bot that reads nothing new keeps all it has.
"""

from __future__ import annotations

import time
from collections.abc import Callable

IDLE_SECONDS = 180.0
SWEEP_SECONDS = 60.0


class LastUse:
    def __init__(
        self,
        idle: float = IDLE_SECONDS,
        every: float = SWEEP_SECONDS,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.idle_after = idle
        self.every = every
        self.clock = clock  # real time: a test that moves the table's clock moves no memory
        self._used: dict[int, float] = {}
        self._looked = clock()

    def used(self, game_id: int) -> None:
        self._used[game_id] = self.clock()

    def forget(self, game_id: int) -> None:
        self._used.pop(game_id, None)

    def due(self) -> bool:
        """Whether it is time to look for idle games again."""
        return self.clock() - self._looked >= self.every

    def idle(self) -> list[int]:
        """The games unused for `idle` seconds (looked at now)."""
        now = self._looked = self.clock()
        return [game_id for game_id, at in self._used.items() if now - at >= self.idle_after]

    def is_idle(self, game_id: int) -> bool:
        at = self._used.get(game_id)
        return at is not None and self.clock() - at >= self.idle_after

    def __len__(self) -> int:
        return len(self._used)
