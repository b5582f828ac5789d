"""Exact dynamic programming over the rest of one Heckmeck turn.

A turn position is (faces set aside, sum, dice left). Everything about its structure depends only on
the edition (dice, sides, face values, whether a roll without a new face busts): which positions
exist, the roll outcomes from each and their probabilities. That is built once per edition and
cached (`turn_model`).

What a turn is worth depends on the table: for every sum, the value of stopping there (the best
take the engine would offer, or None if it would offer none), and the value of failing. Given those
two, `solve` computes the value of every position under optimal play, in one sweep from the
positions with the fewest dice left up to the full roll. A roll always sets dice aside, so every
position with n dice left depends only on positions with fewer: the sweep takes all positions with
the same dice left at once, as numpy arrays (`Level`), which the model also precomputes.

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

import numpy as np

from bot.domain.heckmeck.data import EDITIONS, WORM, Edition

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
class Level:
    """The positions with the same dice left that can still roll, with their roll outcomes as rows:
    an outcome's value is its best candidate's, and a position's roll value sums its rows."""

    positions: np.ndarray  # position indices
    p_none: np.ndarray  # per position: the probability that the roll shows no new face
    owners: np.ndarray  # per row: its position's place in `positions`
    probs: np.ndarray  # per row
    # candidates × rows (so the max over candidates runs along contiguous rows): the child
    # positions, padded with `len(keys)`
    children: np.ndarray


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
    # The same, as arrays for `solve`: per position its capped sum and whether a worm is kept;
    # the positions where the turn has ended; the others by dice left, fewest first.
    totals: np.ndarray
    has_worm: np.ndarray
    ended: np.ndarray
    levels: tuple[Level, ...]

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


def compositions(n: int, parts: int):
    """Every way to share `n` dice among `parts` faces, as counts in face order."""
    if parts == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in compositions(n - first, parts - 1):
            yield (first, *rest)


def _outcomes(model_faces: int, probs: Sequence[float], mask: int, n: int):
    """(counts of each free face, probability) for every roll of n dice, with used faces lumped."""
    free = [i for i in range(model_faces) if not mask >> i & 1]
    p_used = sum(probs[i] for i in range(model_faces) if mask >> i & 1)
    parts = len(free) + (1 if p_used > 0 else 0)
    fact_n = math.factorial(n)
    for counts in compositions(n, parts):
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
    worm_bit = 1 << faces.index(WORM)
    return TurnModel(
        edition=rules,
        faces=faces,
        values=values,
        worm_bit=worm_bit,
        all_faces=all_faces,
        cap=cap,
        busts=rules.roll_without_new_face_busts,
        keys=keys,
        index=index,
        plans=tuple(plans),
        totals=np.array([total for _, total, _ in keys], dtype=np.intp),
        has_worm=np.array([bool(mask & worm_bit) for mask, _, _ in keys]),
        ended=np.array([i for i, plan in enumerate(plans) if plan is None], dtype=np.intp),
        levels=_levels(keys, plans, rules.dice),
    )


def _levels(keys: Sequence[Key], plans: Sequence[Plan | None], dice: int) -> tuple[Level, ...]:
    levels = []
    for n in range(1, dice + 1):
        positions = [i for i, plan in enumerate(plans) if plan is not None and keys[i][2] == n]
        owners: list[int] = []
        probs: list[float] = []
        rows: list[list[int]] = []
        for place, i in enumerate(positions):
            plan = plans[i]
            assert plan is not None
            for c, p in plan.singles:
                owners.append(place)
                probs.append(p)
                rows.append([plan.children[c]])
            for p, _, cands in plan.multis:
                owners.append(place)
                probs.append(p)
                rows.append([plan.children[c] for c in cands])
        width = max(len(row) for row in rows)
        padded = [row + [len(keys)] * (width - len(row)) for row in rows]
        levels.append(
            Level(
                positions=np.array(positions, dtype=np.intp),
                p_none=np.array([plans[i].p_none for i in positions]),  # type: ignore[union-attr]
                owners=np.array(owners, dtype=np.intp),
                probs=np.array(probs),
                children=np.ascontiguousarray(np.array(padded, dtype=np.intp).T),
            )
        )
    return tuple(levels)


def solve(model: TurnModel, stops: Sequence[float | None], fail: float) -> list[float]:
    """The value of every position (indexed like `model.keys`) under optimal play.

    `stops[s]` is the value of ending the turn with capped sum s and a worm set aside (None: no take
    is offered, the turn would fail); `fail` is the value of a failed turn.
    """
    by_total = np.array([math.nan if v is None else v for v in stops])
    stop = np.where(model.has_worm, by_total[model.totals], math.nan)  # NaN: no take on offer
    values = np.empty(len(model.keys) + 1)
    values[-1] = -math.inf  # what a padded candidate is worth
    ended = model.ended
    values[ended] = np.where(np.isnan(stop[ended]), fail, stop[ended])
    # A roll without a new face fails (classic) or ends the turn where it stands (Junior).
    no_new_face = fail if model.busts else np.where(np.isnan(stop), fail, stop)
    for level in model.levels:
        best = values.take(level.children).max(axis=0)
        rolled = np.bincount(
            level.owners, weights=level.probs * best, minlength=len(level.positions)
        )
        at = level.positions
        rolled += level.p_none * (no_new_face if model.busts else no_new_face[at])
        values[at] = np.fmax(rolled, stop[at])  # stopping wins ties; NaN (cannot stop) loses
    return values[:-1].tolist()


def solve_reference(model: TurnModel, stops: Sequence[float | None], fail: float) -> list[float]:
    """`solve` one position at a time in plain Python: the specification the sweep is tested
    against, and the benchmark's baseline (the sweep before it was vectorised)."""
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


def follow(
    model: TurnModel,
    stops: Sequence[float | None],
    fail: float,
    other_stops: Sequence[float | None],
    other_fail: float,
) -> list[float]:
    """The expected `other` value of every position when the turn is played by the optimal policy
    for (`stops`, `fail`), as `solve` computes it and the hard player follows it: the same sweep,
    but each choice (which face to set aside, whether to stop) is made on the policy's values and
    the chosen position's `other` value is carried along. `other_stops[s]` is the `other` value of
    the take the policy would choose with sum s (None exactly where `stops[s]` is None). Ties go as
    the hard player breaks them: the first face in the edition's order, and stopping."""
    own = np.array([math.nan if v is None else v for v in stops])
    alt = np.array([math.nan if v is None else v for v in other_stops])
    stop = np.where(model.has_worm, own[model.totals], math.nan)
    other_stop = np.where(model.has_worm, alt[model.totals], math.nan)
    size = len(model.keys)
    values = np.empty(size + 1)
    values[-1] = -math.inf
    others = np.empty(size + 1)
    others[-1] = 0.0
    ended = model.ended
    can_stop = ~np.isnan(stop[ended])
    values[ended] = np.where(can_stop, stop[ended], fail)
    others[ended] = np.where(can_stop, other_stop[ended], other_fail)
    if model.busts:
        no_new_face, other_no_new_face = fail, other_fail
    else:
        no_new_face = np.where(np.isnan(stop), fail, stop)
        other_no_new_face = np.where(np.isnan(stop), other_fail, other_stop)
    for level in model.levels:
        # The first best candidate of each row (a strict > keeps the earlier one), candidate by
        # candidate: there are few candidates and many rows.
        chosen = level.children[0]
        best = values.take(chosen)
        for children in level.children[1:]:
            choices = values.take(children)
            better = choices > best
            best = np.where(better, choices, best)
            chosen = np.where(better, children, chosen)
        n = len(level.positions)
        rolled = np.bincount(level.owners, weights=level.probs * best, minlength=n)
        other = np.bincount(level.owners, weights=level.probs * others.take(chosen), minlength=n)
        at = level.positions
        if model.busts:
            rolled += level.p_none * no_new_face
            other += level.p_none * other_no_new_face
        else:
            rolled += level.p_none * no_new_face[at]
            other += level.p_none * other_no_new_face[at]
        stops_here = ~(rolled > stop[at]) & ~np.isnan(stop[at])
        values[at] = np.where(stops_here, stop[at], rolled)
        others[at] = np.where(stops_here, other_stop[at], other)
    return others[:-1].tolist()


def follow_reference(
    model: TurnModel,
    stops: Sequence[float | None],
    fail: float,
    other_stops: Sequence[float | None],
    other_fail: float,
) -> list[float]:
    """`follow` one position at a time in plain Python, for the tests."""
    values = solve_reference(model, stops, fail)
    others = [0.0] * len(model.keys)
    worm_bit = model.worm_bit
    for i, (mask, total, _) in enumerate(model.keys):
        stop = stops[total] if mask & worm_bit else None
        other_stop = other_stops[total] if mask & worm_bit else None
        plan = model.plans[i]
        if plan is None or (stop is not None and not values[i] > stop):
            others[i] = other_fail if stop is None else other_stop
            continue
        w = [values[c] for c in plan.children]
        o = plan.p_none * (other_fail if model.busts or stop is None else other_stop)
        for c, p in plan.singles:
            o += p * others[plan.children[c]]
        for p, _, cands in plan.multis:
            best = max(cands, key=lambda c: (w[c], -c))
            o += p * others[plan.children[best]]
        others[i] = o
    return others


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
    """Solve, then follow the optimal policy's choices (ties broken as the hard player breaks
    them: the first face in the edition's order, and stopping) to get its probability of a tile
    and its expected worms."""
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
