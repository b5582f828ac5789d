"""The odds of every choice open in a Heckmeck position, from the hard player's own numbers.

For the player on turn, `position_odds(state)` lists each choice open now (each face that may be
set aside, Roll, each take a Stop offers) with:

- `value`: what the hard player's dynamic programme (bot.domain.heckmeck.ai.turn_values, through the
  policy's cached `turn_table`) says the choice is worth, in worms of margin plus the win bonus;
- `p_tile`: the exact probability of ending the turn with a tile, if the rest of the turn is
  played as the hard player plays it;
- `e_worms`: the expected worms the turn gains, counted as the hard player counts them: the
  worms of the tile taken, plus for a steal the victim's loss weighted as the hard player weighs
  that opponent; a failed turn counts minus the tile it returns;
- `best`: whether the hard player would make this choice.

`Odds.expert` is the choice the expert player (bot.domain.heckmeck.ai.expert, which plays to win the
game rather than for this turn's worms) would make, when it differs from the hard player's.

The table's values are reused as they are; what is added here is one sweep per turn (cached with
the turn, with numpy, one step per number of dice left) over the same positions that follows
the hard player's choices to collect the probability of a tile and the expected worms, and the
value of rolling from every position. The roll outcomes are enumerated here, once per edition,
from the edition's dice alone, so the figures do not depend on how turn_values stores its plans.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from functools import cache

import numpy as np

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert import expert_action
from bot.domain.heckmeck.ai.policy import TurnTable, choose_action, standing_weights, turn_table
from bot.domain.heckmeck.ai.turn_cache import PerTurn
from bot.domain.heckmeck.ai.turn_ends import turn_ends
from bot.domain.heckmeck.ai.turn_values import TurnModel, compositions, turn_model


@dataclass(frozen=True)
class Choice:
    action: hm.Action  # SetAside(face), Roll() or Stop(take)
    count: int  # dice a SetAside sets aside (0 for the others)
    value: float
    p_tile: float
    e_worms: float
    best: bool = False


@dataclass(frozen=True)
class Odds:
    seat: int
    phase: str
    choices: tuple[Choice, ...]
    expert: Choice | None = None  # the expert's choice, where it differs from the best

    @property
    def best(self) -> Choice:
        return next(c for c in self.choices if c.best)


# ------------------------------------------------------------------------- roll outcomes


Shown = tuple[tuple[int, int], ...]  # (face index, count) of each new face a roll shows


@dataclass(frozen=True)
class RollPlan:
    """The outcomes of rolling from one position, by the positions they offer to move to."""

    p_none: float  # no new face in the roll
    singles: tuple[tuple[int, float], ...]  # one new face: (child, total probability)
    multis: tuple[tuple[float, tuple[int, ...]], ...]  # several: (probability, children in
    # face order; the first of equal values is the one the hard player picks)


@cache
def _outcomes(edition: str, mask: int, n: int) -> tuple[tuple[float, Shown], ...]:
    """Every roll of n dice as (probability, ((free face, count), ...)), used faces lumped."""
    model = turn_model(edition)
    sides = model.edition.sides
    probs = [sides.count(f) / len(sides) for f in model.faces]
    free = [i for i in range(len(model.faces)) if not mask >> i & 1]
    p_used = 1.0 - sum(probs[i] for i in free)
    parts = len(free) + 1
    merged: dict[Shown, float] = {}
    for counts in compositions(n, parts):
        if counts[-1] and p_used <= 1e-15:
            continue
        p = float(math.factorial(n))
        for c in counts:
            p /= math.factorial(c)
        for i, c in zip(free, counts, strict=False):
            p *= probs[i] ** c
        p *= p_used ** counts[-1]
        shown = tuple((i, c) for i, c in zip(free, counts, strict=False) if c)
        merged[shown] = merged.get(shown, 0.0) + p
    return tuple((p, shown) for shown, p in merged.items())


@cache
def roll_plans(edition: str) -> tuple[RollPlan | None, ...]:
    """Per position of the edition's turn model: its roll outcomes (None: the turn has ended)."""
    model = turn_model(edition)
    plans: list[RollPlan | None] = []
    for key in model.keys:
        mask, _, n = key
        if n == 0 or mask == model.all_faces:
            plans.append(None)
            continue
        p_none = 0.0
        singles: dict[int, float] = {}
        multis = []
        for p, shown in _outcomes(edition, mask, n):
            children = tuple(model.index[model.child_key(key, i, c)] for i, c in shown)
            if not children:
                p_none += p
            elif len(children) == 1:
                singles[children[0]] = singles.get(children[0], 0.0) + p
            else:
                multis.append((p, children))
        plans.append(RollPlan(p_none, tuple(singles.items()), tuple(multis)))
    return tuple(plans)


# ----------------------------------------------------------------------------- the sweep


@dataclass(frozen=True)
class TurnOdds:
    """Everything `position_odds` needs for one turn, whatever the dice do."""

    table: TurnTable
    take_gains: dict[hm.Take, float]
    stop_gains: tuple[float, ...]  # per capped sum: gain of the hard player's best take there
    fail_gain: float
    roll_value: list[float]  # per position: the value of rolling (nan where one cannot roll)
    roll_p: list[float]
    roll_e: list[float]
    play_p: list[float]  # per position: under the hard player's play from there
    play_e: list[float]


def margin(state: hm.HeckmeckState, me: int, weights: dict[int, float]) -> float:
    """My worms minus the weighted opponents' worms: the worm part of the hard player's value."""
    worms = hm.scores(state)
    return worms[me] - sum(w * worms[seat] for seat, w in weights.items())


_RNG = random.Random(0)  # the hard player's choice below rolls nothing


def _gains(state: hm.HeckmeckState, table: TurnTable):
    me = state.current
    weights = standing_weights(state, me)
    before = margin(state, me, weights)
    takes_by_sum, after, failed = turn_ends(state, table.model)
    take_gains = {take: margin(position, me, weights) - before for take, position in after.items()}
    stop_gains = [
        take_gains[max(takes, key=table.take_values.__getitem__)] if takes else 0.0
        for takes in takes_by_sum
    ]
    return take_gains, tuple(stop_gains), margin(failed, me, weights) - before


Sweep = tuple[list[float], list[float], list[float], list[float], list[float]]


def build_turn_odds(state: hm.HeckmeckState) -> TurnOdds:
    table = turn_table(state)
    take_gains, stop_gains, fail_gain = _gains(state, table)
    swept = sweep(table, stop_gains, fail_gain, levels(state.options.edition))
    return TurnOdds(table, take_gains, stop_gains, fail_gain, *swept)


@dataclass(frozen=True)
class Level:
    """The positions that can roll with one number of dice left, as arrays for numpy: every
    roll outcome is a row of the positions it offers (padded with `pad`, worth -inf)."""

    positions: np.ndarray
    p_none: np.ndarray  # per position
    owners: np.ndarray  # per row: its position's place in `positions`
    probs: np.ndarray  # per row
    children: np.ndarray  # rows × widest outcome, in face order


@cache
def levels(edition: str) -> tuple[Level, ...]:
    model = turn_model(edition)
    plans = roll_plans(edition)
    pad = len(model.keys)
    by_dice: dict[int, list[int]] = {}
    for i, (_, _, n) in enumerate(model.keys):
        if plans[i] is not None:
            by_dice.setdefault(n, []).append(i)
    found = []
    for n in sorted(by_dice):
        positions = by_dice[n]
        owners, probs, rows = [], [], []
        for place, i in enumerate(positions):
            plan = plans[i]
            assert plan is not None
            for child, p in plan.singles:
                owners.append(place), probs.append(p), rows.append((child,))
            for p, children in plan.multis:
                owners.append(place), probs.append(p), rows.append(children)
        width = max(len(r) for r in rows)
        found.append(
            Level(
                positions=np.array(positions),
                p_none=np.array([plans[i].p_none for i in positions]),  # type: ignore[union-attr]
                owners=np.array(owners),
                probs=np.array(probs),
                children=np.array([(*r, *(pad,) * (width - len(r))) for r in rows]),
            )
        )
    return tuple(found)


def sweep(
    table: TurnTable,
    stop_gains: tuple[float, ...],
    fail_gain: float,
    levels: tuple[Level, ...],
) -> Sweep:
    """Per position: the value, P(tile) and expected worms of rolling (nan where one cannot
    roll), and P(tile) and expected worms under the hard player's play from there. One numpy
    step per number of dice left, fewest first; `sweep_reference` is the same, plainly."""
    model = table.model
    size = len(model.keys)
    totals = np.array([total for _, total, _ in model.keys])
    has_worm = np.array([bool(mask & model.worm_bit) for mask, _, _ in model.keys])
    by_total = np.array([math.nan if v is None else v for v in table.stops])
    stop = np.where(has_worm, by_total[totals], math.nan)  # nan: no take on offer
    can_stop = ~np.isnan(stop)
    stop_gain = np.array(stop_gains)[totals]
    values = np.append(np.array(table.values, dtype=float), -math.inf)  # the pad's worth -inf
    play_p = np.append(np.where(can_stop, 1.0, 0.0), 0.0)  # as if each position ended here
    play_e = np.append(np.where(can_stop, stop_gain, fail_gain), 0.0)
    roll = np.full((3, size), math.nan)
    for level in levels:
        at = level.positions
        offered = level.children
        best = offered[np.arange(len(offered)), values[offered].argmax(axis=1)]  # first max
        k = len(at)
        rv = np.bincount(level.owners, weights=level.probs * values[best], minlength=k)
        rp = np.bincount(level.owners, weights=level.probs * play_p[best], minlength=k)
        re = np.bincount(level.owners, weights=level.probs * play_e[best], minlength=k)
        if model.busts:
            rv += level.p_none * table.fail
            re += level.p_none * fail_gain
        else:  # Junior: the turn ends where it stands
            ends = can_stop[at]
            rv += level.p_none * np.where(ends, stop[at], table.fail)
            rp += level.p_none * ends
            re += level.p_none * np.where(ends, stop_gain[at], fail_gain)
        roll[0, at], roll[1, at], roll[2, at] = rv, rp, re
        stops_here = can_stop[at] & ~(values[at] > stop[at])
        play_p[at] = np.where(stops_here, 1.0, rp)
        play_e[at] = np.where(stops_here, stop_gain[at], re)
    return (
        roll[0].tolist(),
        roll[1].tolist(),
        roll[2].tolist(),
        play_p[:-1].tolist(),
        play_e[:-1].tolist(),
    )


def sweep_reference(table: TurnTable, stop_gains: tuple[float, ...], fail_gain: float) -> Sweep:
    """`sweep` position by position in plain Python (the tests hold the two together)."""
    model: TurnModel = table.model
    plans = roll_plans(model.edition.name)
    values = table.values
    stops = table.stops
    fail = table.fail
    worm_bit = model.worm_bit
    busts = model.busts
    size = len(model.keys)
    nan = math.nan
    roll_value = [nan] * size
    roll_p = [nan] * size
    roll_e = [nan] * size
    play_p = [0.0] * size
    play_e = [0.0] * size
    for i, (mask, total, _) in enumerate(model.keys):
        stop = stops[total] if mask & worm_bit else None
        plan = plans[i]
        if plan is None:
            if stop is None:
                play_p[i], play_e[i] = 0.0, fail_gain
            else:
                play_p[i], play_e[i] = 1.0, stop_gains[total]
            continue
        if busts or stop is None:
            rv, rp, re = plan.p_none * fail, 0.0, plan.p_none * fail_gain
        else:
            rv, rp, re = plan.p_none * stop, plan.p_none, plan.p_none * stop_gains[total]
        for child, p in plan.singles:
            rv += p * values[child]
            rp += p * play_p[child]
            re += p * play_e[child]
        for p, children in plan.multis:
            best = children[0]
            best_value = values[best]
            for child in children[1:]:
                if values[child] > best_value:  # the first of equal values stays
                    best, best_value = child, values[child]
            rv += p * best_value
            rp += p * play_p[best]
            re += p * play_e[best]
        roll_value[i], roll_p[i], roll_e[i] = rv, rp, re
        if stop is not None and not values[i] > stop:
            play_p[i], play_e[i] = 1.0, stop_gains[total]
        else:
            play_p[i], play_e[i] = rp, re
    return roll_value, roll_p, roll_e, play_p, play_e


turn_odds = PerTurn(build_turn_odds, size=16)  # the sweep of the turn `state` is in


# -------------------------------------------------------------------------- the choices


def choices(state: hm.HeckmeckState) -> list[Choice]:
    """Every choice open to the player on turn, valued (none marked best)."""
    if state.over:
        return []
    odds = turn_odds(state)
    model = odds.table.model
    key = model.key(state.kept)
    at = model.index[key]
    found: list[Choice] = []
    if state.phase == "pick":
        for face in hm.pickable_faces(state):
            count = state.roll.count(face)
            child = model.index[model.child_key(key, model.faces.index(face), count)]
            found.append(
                Choice(
                    hm.SetAside(face),
                    count,
                    odds.table.values[child],
                    odds.play_p[child],
                    odds.play_e[child],
                )
            )
        return found
    if hm.can_roll(state):
        found.append(Choice(hm.Roll(), 0, odds.roll_value[at], odds.roll_p[at], odds.roll_e[at]))
    for take in hm.take_options(state):
        found.append(
            Choice(hm.Stop(take), 0, odds.table.take_values[take], 1.0, odds.take_gains[take])
        )
    return found


def position_odds(state: hm.HeckmeckState) -> Odds:
    """The choices open now, with the hard player's choice marked best."""
    found = choices(state)
    hard = choose_action(state, "hard", _RNG)
    marked = tuple(replace(c, best=c.action == hard) for c in found)
    wins = expert_action(state)
    expert = next((c for c in marked if c.action == wins and not c.best), None)
    return Odds(state.current, state.phase, marked, expert)


# Enumerate each edition's roll outcomes at import (~0.2 s), not in the first answer.
for _edition in ("classic", "junior"):
    levels(_edition)
