"""What the table layer's jobs (lobbies, moves) work with: the live games, the table's timing,
its dice and its clock, built once by Sessions and shared."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from bot.table.live import LiveGames
from bot.table.types import Timing


@dataclass(frozen=True, slots=True)
class TableContext:
    live: LiveGames
    timing: Timing
    rng: random.Random  # the dice (recorded with each step, so a game can be replayed)
    clock: Callable[[], float]


class TableJob:
    """A job of the table layer: reads its context's parts as its own attributes."""

    def __init__(self, context: TableContext) -> None:
        self.context = context
        self.live = context.live
        self.timing = context.timing
        self.rng = context.rng
        self.clock = context.clock
