"""Heckmeck's dice: the draws of a roll from an injected `random.Random`, and scripted dice for
replays and rulebook examples."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.domain.heckmeck.engine.data import Edition

_PLAIN_RANDOMS = (random.Random, random.SystemRandom)


def roll_dice(rules: Edition, n: int, rng: random.Random) -> tuple[str, ...]:
    """n dice, each `sides[rng.randrange(len(sides))]` in turn: stored games log these draws and
    replay them, so they must not change."""
    sides = rules.sides
    count = len(sides)
    if type(rng) in _PLAIN_RANDOMS:
        # randrange(count) of these two is exactly this rejection sampling: inlined, same draws.
        bits = rng.getrandbits
        width = count.bit_length()
        dice = []
        for _ in range(n):
            r = bits(width)
            while r >= count:
                r = bits(width)
            dice.append(sides[r])
        return tuple(dice)
    return tuple([sides[rng.randrange(count)] for _ in range(n)])


class ScriptedDice(random.Random):
    """A `random.Random` whose dice rolls come from a script: replays and rulebook examples.

    `rolls` lists the faces of each roll in order; only `randrange` is scripted.
    """

    def __init__(self, rules: Edition, rolls: Sequence[Sequence[str]]) -> None:
        super().__init__(0)
        self._sides = rules.sides
        self._queue = [face for roll in rolls for face in roll]

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        if not self._queue:
            raise RuntimeError("the dice script has run out")
        return self._sides.index(self._queue.pop(0))

    @property
    def exhausted(self) -> bool:
        return not self._queue
