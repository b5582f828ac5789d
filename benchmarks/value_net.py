"""A learned value for two-player Heckmeck positions between turns: a small neural network, one
of the two judges of `benchmarks/expert_headroom.py`.

`mover_win_chances(states)` gives, for each position between two turns of a two-player game, the
chance that the player about to move (`state.current`) wins, both playing on as the hard player
does. The network (two hidden layers) reads the features of `position_features`, all from the
mover's point of view; its weights (`benchmarks/value_net_weights.npz`) are fitted to the
outcomes of hard-vs-hard self-play (30,000 games) by `benchmarks/train_value_net.py` and checked
in.

Unlike the logistic pair model of `bot.domain.heckmeck.ai.expert_eval` it can combine the features
freely: the lead against the worms left, the tiles at risk on both stacks and the ones under them,
the grill's make-up and the mover's exact single-target chances for its next turn. On held-out hard
games it predicts the outcome better than that model. As the expert's own value (branch `expert2`)
it won about a point more against hard, not clearly more than the noise, at ten times the decision
time, so the expert does not use it; here it judges decisions.
"""

from __future__ import annotations

import math
import os
from functools import cache

import numpy as np

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert_eval import reach

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "value_net_weights.npz")

PARTS = ("mean", "scale", "w1", "b1", "w2", "b2", "w3", "b3")  # as stored, per edition
FEATURES = (
    "lead",
    "lead/sqrt(pool+2)",
    "lead/(pool+2)",
    "pool",
    "tiles",
    "grill 1-worm tiles",
    "grill 2-worm tiles",
    "grill 3-worm tiles",
    "grill 4-worm tiles",
    "P(mover takes from the grill)",
    "mover's best expected grill gain",
    "mover top worms",
    "mover top: P(exact sum)",
    "mover second worms",
    "other top worms",
    "other top: P(exact sum)",
    "other second worms",
    "mover's steal chance x worms",
    "tie-break",
    "mover worms",
    "other worms",
)


def _worms(rules, stack: tuple[int, ...], depth: int) -> int:
    return rules.worms_on(stack[-depth]) if len(stack) >= depth else 0


def position_features(state: hm.HeckmeckState) -> list[float]:
    """The features of a two-player position between turns, from the mover's point of view."""
    rules = state.rules
    at_least, exactly = reach(state.options.edition)
    mover = state.current
    other = 1 - mover
    worms = hm.scores(state)
    grill = state.grill
    pool = sum(rules.worms_on(t) for t in grill)
    classes = [0, 0, 0, 0]
    for t in grill:
        classes[min(rules.worms_on(t), 4) - 1] += 1
    mine, theirs = state.stacks[mover], state.stacks[other]
    lead = worms[mover] - worms[other]
    p_grill = at_least[grill[0]] if grill else 0.0
    gain = max((at_least[t] * rules.worms_on(t) for t in set(grill)), default=0.0)
    my_exact = exactly[mine[-1]] if mine else 0.0
    their_exact = exactly[theirs[-1]] if theirs else 0.0
    their_top = _worms(rules, theirs, 1)
    tie = 0.0
    if rules.tie_break_by_highest_tile:
        tie = float(
            (max(mine, default=0) > max(theirs, default=0))
            - (max(mine, default=0) < max(theirs, default=0))
        )
    return [
        lead,
        lead / math.sqrt(pool + 2),
        lead / (pool + 2),
        pool,
        len(grill),
        *classes,
        p_grill,
        gain,
        _worms(rules, mine, 1),
        my_exact,
        _worms(rules, mine, 2),
        their_top,
        their_exact,
        _worms(rules, theirs, 2),
        their_exact * their_top,
        tie,
        worms[mover],
        worms[other],
    ]


@cache
def _network(edition: str) -> tuple[np.ndarray, ...]:
    with np.load(WEIGHTS_FILE) as data:
        return tuple(np.array(data[f"{edition}_{part}"], dtype=np.float64) for part in PARTS)


def forward(params: tuple[np.ndarray, ...], x: np.ndarray) -> np.ndarray:
    """The network's win chances for rows of raw features."""
    mean, scale, w1, b1, w2, b2, w3, b3 = params
    h = np.tanh(((x - mean) / scale) @ w1 + b1)
    h = np.tanh(h @ w2 + b2)
    z = (h @ w3 + b3)[..., 0]
    return 1 / (1 + np.exp(-z))


def mover_win_chances(states: list[hm.HeckmeckState]) -> list[float]:
    """Each mover's chance to win, by the network: two-player games of one edition, not over."""
    if not states:
        return []
    return forward(
        _network(states[0].options.edition), np.array([position_features(s) for s in states])
    ).tolist()
