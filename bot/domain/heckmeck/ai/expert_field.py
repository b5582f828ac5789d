"""How likely each player is to win a Heckmeck game of three or more players: one model of the
whole field.

A conditional logit: player i wins with chance exp(s_i) / sum_j exp(s_j), where s_i is a weighted
sum of features of player i's place in the field (`FEATURES`): their worms, scaled by the worms and
the tiles still face-up (the softmax makes them relative to the rest of the field), their lead over
the best other player, where they sit in the turn order from the player about to move, their top
tile and how many opponents' turns it stands exposed to before they move again, the next turn's
outlook for the player about to make it, the tie-break, and the logarithm of the pairwise model's
share (`bot.domain.heckmeck.ai.expert_eval`), so the pairwise model is one of its inputs. The
weights are fitted by maximum likelihood on recorded four-player games by
`scripts/calibrate_expert.py fit-field` (`bot/domain/heckmeck/ai/expert_field_weights.py`). A
finished game is exact.
"""

from __future__ import annotations

import math

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert_eval import next_turn_outlook, pairwise_shares, reach
from bot.domain.heckmeck.ai.expert_field_weights import FIELD_WEIGHTS

FEATURES = (
    "worms/sqrt(pool+2)",
    "worms/sqrt(pool+12)",
    "worms/(pool+2)",
    "worms/(tiles+1)",
    "lead+/sqrt(pool+2)",
    "lead+/(tiles+1)",
    "mover",
    "mover/sqrt(pool+2)",
    "second",
    "second/sqrt(pool+2)",
    "third",
    "third/sqrt(pool+2)",
    "top",
    "top*exposure",
    "steal*exposure",
    "steal*exposure/sqrt(pool+2)",
    "risk",
    "gain",
    "gain/sqrt(pool+2)",
    "tie-break",
    "log pairwise share",
)


def field_features(state: hm.HeckmeckState) -> list[list[float]]:
    """Each player's features (`FEATURES`) in a position where `state.current` moves next."""
    rules = state.rules
    n = state.num_players
    worms = hm.scores(state)
    pool = sum(rules.worms_on(t) for t in state.grill)
    s1 = 1 / math.sqrt(pool + 2)
    s2 = 1 / math.sqrt(pool + 12)
    s3 = 1 / (pool + 2)
    s4 = 1 / (len(state.grill) + 1)
    # Turns before each player's next one (the mover's is 0); removed players never move.
    distance = [-1] * n
    k = 0
    for step in range(n):
        seat = (state.current + step) % n
        if state.active[seat]:
            distance[seat] = k
            k += 1
    exactly = reach(state.options.edition)[1]
    tops = [stack[-1] if stack else 0 for stack in state.stacks]
    top_worms = [rules.worms_on(t) if t else 0 for t in tops]
    steal = [exactly[t] * w if t else 0.0 for t, w in zip(tops, top_worms, strict=True)]
    # The mover's next turn, roughly: its outlook against the best victim.
    mover = state.current
    outlooks = [next_turn_outlook(state, mover, seat) for seat in range(n) if seat != mover]
    p_none = min(outlook[0] for outlook in outlooks)
    gain = max(outlook[1] for outlook in outlooks)
    risk = p_none * top_worms[mover] if rules.failure_returns_tile else 0.0
    best = max(worms)
    leaders = [seat for seat in range(n) if worms[seat] == best]
    high = [max(stack, default=0) for stack in state.stacks]
    top_high = max(high[seat] for seat in leaders)
    shares = pairwise_shares(state)
    rows = []
    for i in range(n):
        lead = worms[i] - max(worms[j] for j in range(n) if j != i)
        lead_plus = max(lead, 0)
        d = distance[i]
        exposure = max(d, 0)
        is_mover = 1.0 if d == 0 else 0.0
        second = 1.0 if d == 1 else 0.0
        third = 1.0 if d == 2 else 0.0
        tie = 0.0
        if len(leaders) > 1 and i in leaders and rules.tie_break_by_highest_tile:
            tie = 1.0 if high[i] == top_high else -1.0
        rows.append(
            [
                worms[i] * s1,
                worms[i] * s2,
                worms[i] * s3,
                worms[i] * s4,
                lead_plus * s1,
                lead_plus * s4,
                is_mover,
                is_mover * s1,
                second,
                second * s1,
                third,
                third * s1,
                top_worms[i],
                top_worms[i] * exposure,
                steal[i] * exposure,
                steal[i] * exposure * s1,
                -risk * is_mover,
                gain * is_mover,
                gain * is_mover * s1,
                tie,
                math.log(max(shares[i], 1e-12)),
            ]
        )
    return rows


def field_shares(state: hm.HeckmeckState) -> list[float]:
    """Each player's expected share of the win (a shared win split evenly)."""
    if state.over:
        winners = hm.winners(state)
        return [1 / len(winners) if s in winners else 0.0 for s in range(state.num_players)]
    weights = FIELD_WEIGHTS[state.options.edition]
    rows = field_features(state)
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]
