"""Exact dynamic programming over the rest of one Heckmeck turn.

A turn position is (faces set aside, sum, dice left). Everything about its structure depends only on
the edition (dice, sides, face values, whether a roll without a new face busts): which positions
exist, the roll outcomes from each and their probabilities. That is built once per edition and
cached (`turn_model`).

What a turn is worth depends on the table: for every sum, the value of stopping there (the best
take the engine would offer, or None if it would offer none), and the value of failing. Given those
two, `solve` computes the value of every position under optimal play, in one sweep from the
positions with the fewest dice left up to the full roll.

A roll outcome only matters through the counts of the faces not yet set aside, so outcomes are
enumerated over those faces plus one bucket for "a face already set aside".
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from operator import itemgetter
from typing import Any

from bot.rules.heckmeck_data import EDITIONS, WORM, Edition

Key = tuple[int, int, int]  # (mask of faces set aside, capped sum, dice left)


@dataclass(frozen=True)
class Plan:
    """How to value rolling from one position that can still roll."""

    children: tuple[int, ...]  # position index after setting aside (face i, count c): i*n + c - 1
    candidates: tuple[tuple[int, int, int], ...]  # (face index, count, child) in `children` order
    singles: tuple[tuple[int, float], ...]  # outcomes with one new face: (candidate, probability)
    multis: tuple[tuple[float, Any, tuple[int, ...]], ...]  # (probability, getter, candidates)
    p_none: float  # probability that the roll shows no new face


@dataclass(frozen=True)
class TurnModel:
    edition: Edition
    faces: tuple[str, ...]
    values: tuple[int, ...]
    worm_bit: int
    all_faces: int
    cap: int  # sums at or above this behave alike (above every tile)
    busts: bool  # classic: a roll without a new face fails; Junior: the turn ends and is scored
    keys: tuple[Key, ...]  # in solving order: fewest dice left first
    index: dict[Key, int]
    plans: tuple[Plan | None, ...]  # None: the turn has ended on its own in this position

    def key(self, kept: Sequence[str]) -> Key:
        mask = 0
        total = 0
        for face in kept:
            i = self.faces.index(face)
            mask |= 1 << i
            total += self.values[i]
        return mask, min(total, self.cap), self.edition.dice - len(kept)

    def child_key(self, key: Key, face: int, count: int) -> Key:
        mask, total, n = key
        return mask | 1 << face, min(total + count * self.values[face], self.cap), n - count


def _compositions(n: int, parts: int):
    if parts == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, parts - 1):
            yield (first, *rest)


def _outcomes(model_faces: int, probs: Sequence[float], mask: int, n: int):
    """(counts of each free face, probability) for every roll of n dice, with used faces lumped."""
    free = [i for i in range(model_faces) if not mask >> i & 1]
    p_used = sum(probs[i] for i in range(model_faces) if mask >> i & 1)
    parts = len(free) + (1 if p_used > 0 else 0)
    fact_n = math.factorial(n)
    for counts in _compositions(n, parts):
        p = float(fact_n)
        for c in counts:
            p /= math.factorial(c)
        for i, c in zip(free, counts, strict=False):
            p *= probs[i] ** c
        if p_used > 0:
            p *= p_used ** counts[-1]
        yield dict(zip(free, counts, strict=False)), p


@cache
def turn_model(edition_name: str) -> TurnModel:
    rules = EDITIONS[edition_name]
    faces = rules.faces
    values = tuple(rules.value(f) for f in faces)
    probs = [rules.sides.count(f) / len(rules.sides) for f in faces]
    cap = max(v for v, _ in rules.tiles) + 1
    all_faces = (1 << len(faces)) - 1

    reached: set[Key] = set()
    stack: list[Key] = [(0, 0, rules.dice)]
    while stack:
        key = stack.pop()
        if key in reached:
            continue
        reached.add(key)
        mask, total, n = key
        if n == 0 or mask == all_faces:
            continue
        for i in range(len(faces)):
            if not mask >> i & 1:
                for c in range(1, n + 1):
                    stack.append((mask | 1 << i, min(total + c * values[i], cap), n - c))

    keys = tuple(sorted(reached, key=lambda k: (k[2], k)))
    index = {k: i for i, k in enumerate(keys)}
    outcome_cache: dict[tuple[int, int], list[tuple[dict[int, int], float]]] = {}
    plans: list[Plan | None] = []
    for key in keys:
        mask, total, n = key
        if n == 0 or mask == all_faces:
            plans.append(None)
            continue
        free = [i for i in range(len(faces)) if not mask >> i & 1]
        slot = {(f, c): j * n + c - 1 for j, f in enumerate(free) for c in range(1, n + 1)}
        candidates = tuple(
            (f, c, index[(mask | 1 << f, min(total + c * values[f], cap), n - c)])
            for f in free
            for c in range(1, n + 1)
        )
        if (mask, n) not in outcome_cache:
            outcome_cache[(mask, n)] = list(_outcomes(len(faces), probs, mask, n))
        singles: dict[int, float] = {}
        multis = []
        p_none = 0.0
        for counts, p in outcome_cache[(mask, n)]:
            cands = tuple(slot[(f, c)] for f, c in counts.items() if c > 0)
            if not cands:
                p_none += p
            elif len(cands) == 1:
                singles[cands[0]] = singles.get(cands[0], 0.0) + p
            else:
                multis.append((p, itemgetter(*cands), cands))
        plans.append(
            Plan(
                children=tuple(child for _, _, child in candidates),
                candidates=candidates,
                singles=tuple(singles.items()),
                multis=tuple(multis),
                p_none=p_none,
            )
        )
    return TurnModel(
        edition=rules,
        faces=faces,
        values=values,
        worm_bit=1 << faces.index(WORM),
        all_faces=all_faces,
        cap=cap,
        busts=rules.roll_without_new_face_busts,
        keys=keys,
        index=index,
        plans=tuple(plans),
    )


def solve(model: TurnModel, stops: Sequence[float | None], fail: float) -> list[float]:
    """The value of every position (indexed like `model.keys`) under optimal play.

    `stops[s]` is the value of ending the turn with capped sum s and a worm set aside (None: no take
    is offered, the turn would fail); `fail` is the value of a failed turn.
    """
    values = [0.0] * len(model.keys)
    worm_bit = model.worm_bit
    busts = model.busts
    for i, (mask, total, _) in enumerate(model.keys):
        stop = stops[total] if mask & worm_bit else None
        plan = model.plans[i]
        if plan is None:
            values[i] = fail if stop is None else stop
            continue
        w = [values[c] for c in plan.children]
        r = plan.p_none * (fail if busts or stop is None else stop)
        for c, p in plan.singles:
            r += p * w[c]
        for p, getter, _ in plan.multis:
            r += p * max(getter(w))
        values[i] = r if stop is None or r > stop else stop
    return values


@dataclass(frozen=True)
class Outlook:
    """What the turn holds from one position under the optimal policy."""

    value: float
    p_tile: float  # probability of ending the turn with a tile
    e_worms: float  # expected worms on the tile taken (0 when failing)


def outlook(
    model: TurnModel,
    stops: Sequence[float | None],
    stop_worms: Sequence[int],
    fail: float,
    key: Key,
) -> Outlook:
    """Solve, then follow the optimal policy's choices (ties broken as `choose_face` and
    `prefers_stop` break them) to get its probability of a tile and its expected worms."""
    values = solve(model, stops, fail)
    worm_bit = model.worm_bit
    p_tile = [0.0] * len(model.keys)
    e_worms = [0.0] * len(model.keys)
    for i, (mask, total, _) in enumerate(model.keys):
        stop = stops[total] if mask & worm_bit else None
        plan = model.plans[i]
        if plan is None or (stop is not None and not values[i] > stop):
            if stop is not None:
                p_tile[i], e_worms[i] = 1.0, float(stop_worms[total])
            continue
        w = [values[c] for c in plan.children]
        pt = et = 0.0
        if plan.p_none and not model.busts and stop is not None:
            pt += plan.p_none
            et += plan.p_none * stop_worms[total]
        for c, p in plan.singles:
            child = plan.children[c]
            pt += p * p_tile[child]
            et += p * e_worms[child]
        for p, _, cands in plan.multis:
            best = max(cands, key=lambda c: (w[c], -c))
            child = plan.children[best]
            pt += p * p_tile[child]
            et += p * e_worms[child]
        p_tile[i], e_worms[i] = pt, et
    at = model.index[key]
    return Outlook(values[at], p_tile[at], e_worms[at])
