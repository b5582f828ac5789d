"""How likely each player is to win a Heckmeck game from a position between two turns.

A logistic model of "player a finishes above player b", on features of the pair that are
antisymmetric (swapping a and b negates each), so the two chances of a pair add up to one. Its
weights are fitted by `scripts/calibrate_expert.py` and checked in
(`bot/domain/heckmeck/ai/expert_weights.py`), one set for two players and one for more, per edition.
A player's chance to win is the product of their chances against every opponent, normalised over the
players so the shares add up to one; a finished game is exact.

Besides the worm lead (scaled by the worms still face-up) and the tie-break, the features describe
the next turn: who plays it, what it can win (the best tile on the grill weighed by the chance to
reach its sum, a steal by the chance to hit the exact sum) and what a failure costs the mover (the
top tile, weighed by the chance to reach no tile at all). Those chances are exact single-target
turn probabilities (`reach`), from the turn dynamic programme, computed once per edition.
"""

from __future__ import annotations

import math
from functools import cache

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert_weights import WEIGHTS
from bot.domain.heckmeck.ai.turn_values import solve, turn_model
from bot.domain.heckmeck.data import EDITIONS

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
    "risk",
    "gain",
    "gain/sqrt(pool+2)",
    "steal",
    "lead/(tiles+1)",
)


@cache
def reach(edition: str) -> tuple[dict[int, float], dict[int, float]]:
    """Per tile value s: the best chance of a turn to end with a worm and a sum of at least s, and
    of exactly s (a steal), each turn played for that alone."""
    model = turn_model(edition)
    start = model.index[model.key(())]
    at_least: dict[int, float] = {}
    exactly: dict[int, float] = {}
    for s in sorted({v for v, _ in model.edition.tiles}):
        at_least[s] = solve(model, [1.0 if t >= s else None for t in range(model.cap + 1)], 0.0)[
            start
        ]
        exactly[s] = solve(model, [1.0 if t == s else None for t in range(model.cap + 1)], 0.0)[
            start
        ]
    return at_least, exactly


def next_turn_outlook(
    state: hm.HeckmeckState, mover: int, victim: int
) -> tuple[float, float, float]:
    """(chance of no tile at all, best expected gain, chance × worms of stealing the victim's top
    tile) for `mover`'s next turn, roughly: each single target's exact chance."""
    rules = state.rules
    at_least, exactly = reach(state.options.edition)
    p_any = at_least[state.grill[0]] if state.grill else 0.0
    gain = max((at_least[t] * rules.worms_on(t) for t in set(state.grill)), default=0.0)
    steal = 0.0
    stack = state.stacks[victim]
    if stack:
        top = stack[-1]
        steal = exactly[top] * rules.worms_on(top)
        p_any = max(p_any, exactly[top])
        gain = max(gain, 2 * steal)
    return 1.0 - p_any, gain, steal


def pair_features(state: hm.HeckmeckState, a: int, b: int, worms: list[int]) -> list[float]:
    """The features of "a finishes above b" in a position where `state.current` moves next.

    The pool is the worms face-up on the grill, scaled to a two-player game (with more players a
    pair shares fewer of them). `exposed` is the worms on the top tile the next mover may steal
    from the other of the pair; `top` the worms on top of each stack, which a failure returns.
    `risk`, `gain` and `steal` are the mover's next turn (`next_turn_outlook`), signed for the pair.
    """
    rules = state.rules
    pool = sum(rules.worms_on(t) for t in state.grill) * 2 / max(2, sum(state.active))
    lead = worms[a] - worms[b]
    top_a = rules.worms_on(state.stacks[a][-1]) if state.stacks[a] else 0
    top_b = rules.worms_on(state.stacks[b][-1]) if state.stacks[b] else 0
    current = state.current
    nxt = 1.0 if current == a else -1.0 if current == b else 0.0
    exposed = (top_b if current == a else 0) - (top_a if current == b else 0)
    tie = 0.0
    if lead == 0 and rules.tie_break_by_highest_tile:
        high_a = max(state.stacks[a], default=0)
        high_b = max(state.stacks[b], default=0)
        tie = (high_a > high_b) - (high_a < high_b)
    risk = gain = steal = 0.0
    if nxt:
        mover, other = (a, b) if nxt > 0 else (b, a)
        p_none, gain, steal = next_turn_outlook(state, mover, other)
        top = top_a if nxt > 0 else top_b
        risk = -nxt * p_none * top if rules.failure_returns_tile else 0.0
        gain *= nxt
        steal *= nxt
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
        risk,
        gain,
        gain * s1,
        steal,
        lead / (len(state.grill) + 1),
    ]


def _sigmoid(z: float) -> float:
    if z >= 0:
        return 1 / (1 + math.exp(-z))
    e = math.exp(z)
    return e / (1 + e)


def weights_for(state: hm.HeckmeckState) -> tuple[float, ...]:
    return WEIGHTS[state.options.edition][2 if state.num_players == 2 else 3]


def win_shares(state: hm.HeckmeckState) -> list[float]:
    """Each player's expected share of the win (a shared win split evenly). Removed players keep
    their tiles, so they count too."""
    if state.over:
        winners = hm.winners(state)
        return [1 / len(winners) if s in winners else 0.0 for s in range(state.num_players)]
    return pairwise_shares(state)


def pairwise_shares(state: hm.HeckmeckState) -> list[float]:
    """`win_shares` of a game going on: the product of the pairwise chances, normalised."""
    weights = weights_for(state)
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


# The chances `reach` (a few dozen turn solves per edition) at import, not in the first decision.
for _edition in EDITIONS:
    reach(_edition)
