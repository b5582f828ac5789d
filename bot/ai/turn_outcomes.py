"""How a turn ends under the policy a solved turn defines: the probability of stopping with each
sum, and of failing (`bot.ai.turn_values` gives the values; this follows them forward)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.turn_values import TurnModel


def end_distribution(
    model: TurnModel, stops: Sequence[float | None], values: Sequence[float]
) -> tuple[list[float], float]:
    """(probability of ending with each capped sum and a take, probability of failing) from the
    start of a turn, choosing as `values` (from `solve(model, stops, ...)`) says; ties go to the
    lowest child, as the policies break them."""
    ends = [0.0] * (model.cap + 1)
    fail = 0.0
    mass = [0.0] * len(model.keys)
    mass[model.index[(0, 0, model.edition.dice)]] = 1.0
    worm_bit = model.worm_bit
    for i in range(len(model.keys) - 1, -1, -1):  # most dice left first: parents before children
        m = mass[i]
        if m == 0.0:
            continue
        mask, total, _ = model.keys[i]
        stop = stops[total] if mask & worm_bit else None
        plan = model.plans[i]
        if plan is None or (stop is not None and not values[i] > stop):
            if stop is None:
                fail += m
            else:
                ends[total] += m
            continue
        if plan.p_none:
            if model.busts or stop is None:
                fail += m * plan.p_none
            else:
                ends[total] += m * plan.p_none
        children = plan.children
        for c, p in plan.singles:
            mass[children[c]] += m * p
        value_of = [values[c] for c in children].__getitem__
        for p, _, cands in plan.multis:
            mass[children[max(cands, key=value_of)]] += m * p  # the first best: the lowest
    return ends, fail
