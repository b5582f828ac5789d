"""How likely each player is to win a Heckmeck game from a position between two turns.

A logistic model of "player a finishes above player b", on features of the pair that are
antisymmetric (swapping a and b negates each), so the two chances of a pair add up to one. Its
weights are fitted from self-play by `scripts/calibrate_expert.py` and checked in
(`bot/ai/expert_weights.py`). A player's chance to win is the product of their chances against
every opponent, normalised over the players so the shares add up to one; a finished game is exact.
"""

from __future__ import annotations

import math

from bot.ai.expert_weights import WEIGHTS
from bot.rules import heckmeck as hm

FEATURES = (
    "lead/sqrt(pool+2)",
    "lead/sqrt(pool+12)",
    "lead/(pool+2)",
    "next",
    "next/sqrt(pool+2)",
    "exposed",
    "exposed/sqrt(pool+2)",
    "top",
    "tie-break",
)


def pair_features(state: hm.HeckmeckState, a: int, b: int, worms: list[int]) -> list[float]:
    """The features of "a finishes above b" in a position where `state.current` moves next.

    The pool is the worms face-up on the grill, scaled to a two-player game (with more players a
    pair shares fewer of them). `exposed` is the worms on the top tile the next mover may steal
    from the other of the pair; `top` the worms on top of each stack, which a failure returns.
    """
    rules = state.rules
    pool = sum(rules.worms_on(t) for t in state.grill) * 2 / max(2, sum(state.active))
    lead = worms[a] - worms[b]
    top_a = rules.worms_on(state.stacks[a][-1]) if state.stacks[a] else 0
    top_b = rules.worms_on(state.stacks[b][-1]) if state.stacks[b] else 0
    nxt = 1.0 if state.current == a else -1.0 if state.current == b else 0.0
    exposed = (top_b if state.current == a else 0) - (top_a if state.current == b else 0)
    tie = 0.0
    if lead == 0 and rules.tie_break_by_highest_tile:
        high_a = max(state.stacks[a], default=0)
        high_b = max(state.stacks[b], default=0)
        tie = (high_a > high_b) - (high_a < high_b)
    s1 = 1 / math.sqrt(pool + 2)
    return [
        lead * s1,
        lead / math.sqrt(pool + 12),
        lead / (pool + 2),
        nxt,
        nxt * s1,
        exposed,
        exposed * s1,
        top_a - top_b,
        tie,
    ]


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1 / (1 + math.exp(-z))
    e = math.exp(z)
    return e / (1 + e)


def win_shares(state: hm.HeckmeckState) -> list[float]:
    """Each player's expected share of the win (a shared win split evenly). Removed players keep
    their tiles, so they count too."""
    if state.over:
        winners = hm.winners(state)
        return [1 / len(winners) if s in winners else 0.0 for s in range(state.num_players)]
    weights = WEIGHTS[state.options.edition]
    worms = hm.scores(state)
    seats = range(state.num_players)
    strength = [1.0] * state.num_players
    for a in seats:
        for b in range(a + 1, state.num_players):
            features = pair_features(state, a, b, worms)
            p = _sigmoid(sum(w * x for w, x in zip(weights, features, strict=True)))
            strength[a] *= p
            strength[b] *= 1 - p
    total = sum(strength)
    return [s / total for s in strength]


def win_chance(state: hm.HeckmeckState, me: int) -> float:
    return win_shares(state)[me]
