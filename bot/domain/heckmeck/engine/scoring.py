"""Heckmeck's scores: worms per player, places with the edition's tie-break, the winners."""

from __future__ import annotations

from collections import Counter
from itertools import chain

from bot.domain.heckmeck.engine.state import HeckmeckState


def scores(state: HeckmeckState) -> list[int]:
    worms_of = state.options.rules.worms_of
    return [sum(worms_of[t] for t in stack) for stack in state.stacks]


def placements(state: HeckmeckState) -> list[int]:
    """1 = first; players level on worms (and, in classic, on their highest tile) share a place."""
    worms = scores(state)
    if state.options.rules.tie_break_by_highest_tile:
        keys = [(w, max(stack, default=0)) for w, stack in zip(worms, state.stacks, strict=True)]
    else:
        keys = [(w, 0) for w in worms]
    return [1 + sum(other > key for other in keys) for key in keys]


def winners(state: HeckmeckState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]


def tiles_in_play(state: HeckmeckState) -> Counter[int]:
    """Every tile wherever it lies: always the edition's full set."""
    return Counter(chain(state.grill, state.turned, *state.stacks))

