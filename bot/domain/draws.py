"""The randomness of a game step, recorded so that the step can be replayed exactly.

The rules engines take their randomness from a `random.Random` passed in (dice in Heckmeck, the
shuffled deck in Drehwurm). Sessions hand them a `RecordingRandom` around the real source; what it
returns is stored with the step's action as `"draws"` (see `with_draws`), and `ReplayRandom` gives
the same values back, in the same order, when the game is replayed from its event log.

A draw is what one call returned: an int for `randrange` / `getrandbits`, a float for `random`,
the list in its new order for `shuffle`. Every other `random.Random` method is built on these.
"""

from __future__ import annotations

import random
from collections.abc import MutableSequence
from typing import Any

DRAWS_KEY = "draws"  # where a stored action keeps the draws of its step


class LogMismatch(Exception):
    """A stored game does not replay: its event log disagrees with the rules engine."""


class RecordingRandom(random.Random):
    """Passes every call to `source` and notes the result."""

    def __init__(self, source: random.Random) -> None:
        # Not seeded (random.Random.__init__): every draw comes from `source`, never from this
        # generator's own state, and seeding it cost more than a step's draws.
        self.gauss_next = None
        self.source = source
        self.draws: list[Any] = []

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:
        source = self.source
        value = source.randrange(start) if stop is None else source.randrange(start, stop, step)
        self.draws.append(value)
        return value

    def shuffle(self, x: MutableSequence[Any]) -> None:
        self.source.shuffle(x)
        self.draws.append(list(x))

    def random(self) -> float:
        value = self.source.random()
        self.draws.append(value)
        return value

    def getrandbits(self, k: int) -> int:
        value = self.source.getrandbits(k)
        self.draws.append(value)
        return value


class ReplayRandom(random.Random):
    """Gives back recorded draws in order; LogMismatch when a call does not fit the record."""

    def __init__(self, draws: list[Any]) -> None:
        super().__init__(0)
        self._draws = list(draws)
        self._next = 0

    def _take(self, what: str) -> Any:
        if self._next >= len(self._draws):
            raise LogMismatch(f"the engine asked for a {what}, but the log has no draw left")
        value = self._draws[self._next]
        self._next += 1
        return value

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        value = self._take("random number")
        if type(value) is not int or value not in range(*args, **kwargs):
            raise LogMismatch(f"the logged draw {value!r} is not in range{args}")
        return value

    def shuffle(self, x: MutableSequence[Any]) -> None:
        value = self._take("shuffle")
        if not isinstance(value, list) or sorted(value) != sorted(x):
            raise LogMismatch("the logged shuffle does not hold the cards being shuffled")
        x[:] = value

    def random(self) -> float:
        value = self._take("random fraction")
        if not isinstance(value, float) or not 0.0 <= value < 1.0:
            raise LogMismatch(f"the logged draw {value!r} is not a fraction")
        return value

    def getrandbits(self, k: int) -> int:
        value = self._take("random number")
        if type(value) is not int or not 0 <= value < (1 << k):
            raise LogMismatch(f"the logged draw {value!r} does not fit {k} bits")
        return value

    @property
    def left(self) -> int:
        """Draws not asked for (a complete replay leaves none)."""
        return len(self._draws) - self._next


def with_draws(action: dict[str, Any], draws: list[Any]) -> dict[str, Any]:
    """The stored form of an action: its JSON, and the draws of its step if there were any."""
    return {**action, DRAWS_KEY: draws} if draws else action


def split_draws(stored: dict[str, Any]) -> tuple[dict[str, Any], list[Any]]:
    """(the action's JSON, its draws) from a stored action."""
    action = {k: v for k, v in stored.items() if k != DRAWS_KEY}
    return action, list(stored.get(DRAWS_KEY) or [])
