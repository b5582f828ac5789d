"""The positions each way the current turn can end leaves, built by the engine itself (so every
variant's take, steal, return and turn-down rule is exact): the computer players and the odds
value a turn by them."""

from __future__ import annotations

import random

from bot.domain.heckmeck.ai.turn_values import TurnModel
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import WORM

_RNG = random.Random(0)  # Stop and Timeout do not roll: the engine only needs some rng


def with_sum(state: hm.HeckmeckState, total: int) -> hm.HeckmeckState:
    """The current player deciding with a worm and exactly `total` set aside."""
    rules = state.rules
    one = next(f for f in rules.faces if rules.value(f) == 1)
    kept = (WORM,) + (one,) * (total - rules.value(WORM))
    return hm.with_turn(state, hm.Turn(phase="decide", kept=kept))


def turn_ends(
    state: hm.HeckmeckState, model: TurnModel
) -> tuple[list[list[hm.Take]], dict[hm.Take, hm.HeckmeckState], hm.HeckmeckState]:
    """The takes the engine offers for each capped sum (with a worm set aside), the position each
    take leaves, and the position a failed turn leaves."""
    worm_value = state.rules.value(WORM)
    takes_by_sum: list[list[hm.Take]] = []
    after: dict[hm.Take, hm.HeckmeckState] = {}
    for total in range(model.cap + 1):
        if total < worm_value:
            takes_by_sum.append([])
            continue
        takes = hm.takes_for_sum(state, total)
        for take in takes:
            if take not in after:  # most sums offer only takes of lower sums: no position to build
                decided = with_sum(state, total)
                after[take] = hm.apply(decided, state.current, hm.Stop(take), _RNG)[0]
        takes_by_sum.append(takes)
    failing = hm.with_turn(state, hm.Turn(phase="decide"))
    failed = hm.apply(failing, state.current, hm.Timeout(), _RNG)[0]
    return takes_by_sum, after, failed
