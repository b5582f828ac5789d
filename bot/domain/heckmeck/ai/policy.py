"""Computer players for Heckmeck and Heckmeck Junior: easy, normal, hard and expert.

`choose_action(state, difficulty, rng)` returns a legal action for `state.current` (never Timeout).
It is pure and synchronous; the session layer runs it in a thread executor.

expert – plays to win the game rather than the turn (`bot.domain.heckmeck.ai.expert`).
hard   – exact expected-value play for the rest of the turn (`bot.domain.heckmeck.ai.turn_values`).
Every way the
         turn can end is valued by the position it leaves (`end_value`): each take the engine would
         offer for each possible sum, and the failed turn (computed by the engine itself, so every
         variant's return-and-turn rule is exact). The dynamic programme then values every
         (faces set aside, sum, dice left) over all roll outcomes, and the policy follows it.
normal – a sensible heuristic: worms early, high faces, stop when a decent tile is on offer and few
         dice or faces are left.
easy   – a beginner: sets aside the highest face (one time in five a random one), and stops as soon
         as it can (nine times in ten) with the tile carrying the most worms.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Literal

from bot.domain.heckmeck.ai.expert import expert_action
from bot.domain.heckmeck.ai.follow_table import table_action
from bot.domain.heckmeck.ai.turn_cache import PerTurn
from bot.domain.heckmeck.ai.turn_ends import turn_ends
from bot.domain.heckmeck.ai.turn_values import Outlook, TurnModel, outlook, solve, turn_model
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import EDITIONS, WORM

Difficulty = Literal["easy", "normal", "hard", "expert"]
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "normal", "hard", "expert")

# How many worms of margin a certain win is worth, on top of the margin itself.
WIN_WEIGHT = 8.0


def choose_action(state: hm.HeckmeckState, difficulty: Difficulty, rng: random.Random) -> hm.Action:
    """A legal action for the player to move; raises ValueError if the game is over."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if state.over:
        raise ValueError("the game is over")
    if state.phase == "roll":
        return hm.Roll()
    if difficulty == "expert":
        return expert_action(state)
    if difficulty == "hard":
        return _hard(state)
    if difficulty == "normal":
        return _normal(state)
    return _easy(state, rng)


# ---------------------------------------------------------------------------------- end values


def standing_weights(state: hm.HeckmeckState, me: int) -> dict[int, float]:
    """How much each opponent's worms count against mine: 1 in a two-player game; with more
    players they share 1, the leaders weighing more (softmax of their worms)."""
    worms = hm.scores(state)
    others = [seat for seat in range(state.num_players) if seat != me]
    raw = {seat: math.exp(worms[seat] / 3) for seat in others}
    total = sum(raw.values())
    return {seat: w / total for seat, w in raw.items()}


def win_chance(state: hm.HeckmeckState, me: int) -> float:
    """My share of the win: exact when the game is over, else a rough estimate from the worm
    margins against each opponent, relative to the worms still on the grill."""
    if state.over:
        winners = hm.winners(state)
        return 1 / len(winners) if me in winners else 0.0
    worms = hm.scores(state)
    worms_of = state.options.rules.worms_of
    pool = sum([worms_of[t] for t in state.grill])
    scale = 1 + 0.8 * math.sqrt(pool)
    chance = 1.0
    for seat in range(state.num_players):
        if seat != me:
            chance *= 1 / (1 + math.exp(-(worms[me] - worms[seat]) / scale))
    return chance


def end_value(after: hm.HeckmeckState, me: int, weights: dict[int, float]) -> float:
    """The value to `me` of the position a turn leaves: my worms minus the weighted opponents'
    worms (so a steal counts its worms once for me and once more for the victim's loss, a failure
    costs my returned tile), plus WIN_WEIGHT times my share of the win (exact if the game ended)."""
    worms = hm.scores(after)
    margin = worms[me] - sum(w * worms[seat] for seat, w in weights.items())
    return margin + WIN_WEIGHT * win_chance(after, me)


@dataclass(frozen=True)
class TurnTable:
    """Everything the hard policy needs for one turn, whatever the dice do."""

    model: TurnModel
    take_values: dict[hm.Take, float]
    stops: tuple[float | None, ...]  # per capped sum with a worm: the best take's value
    stop_worms: tuple[int, ...]  # per capped sum: worms on that best take (0 if none)
    fail: float
    values: list[float]  # per position of `model`


def build_table(
    state: hm.HeckmeckState, value: Callable[[hm.HeckmeckState], float] | None = None
) -> TurnTable:
    """The turn's table, each way the turn can end valued by `value` of the position it leaves
    (by default the hard player's `end_value`; benchmarks/reference_players.py passes another)."""
    me = state.current
    model = turn_model(state.options.edition)
    if value is None:
        value = partial(end_value, me=me, weights=standing_weights(state, me))
    takes_by_sum, after, failed = turn_ends(state, model)
    take_values = {take: value(position) for take, position in after.items()}
    best = [max(takes, key=take_values.__getitem__) if takes else None for takes in takes_by_sum]
    stops = [None if take is None else take_values[take] for take in best]
    stop_worms = [0 if take is None else state.rules.worms_on(take.tile) for take in best]
    fail = value(failed)
    values = solve(model, stops, fail)
    return TurnTable(model, take_values, tuple(stops), tuple(stop_worms), fail, values)


turn_table = PerTurn(build_table, size=32)  # the table of the turn `state` is in


def turn_outlook(state: hm.HeckmeckState, table: TurnTable | None = None) -> Outlook:
    """The hard policy's exact value, probability of ending with a tile and expected worms taken,
    from the current position (in the roll or decide phase); or those of the player following
    `table` instead of the hard player's."""
    if table is None:
        table = turn_table(state)
    key = table.model.key(state.kept)
    return outlook(table.model, table.stops, table.stop_worms, table.fail, key)


# ---------------------------------------------------------------------------------------- hard


def _hard(state: hm.HeckmeckState) -> hm.Action:
    return table_action(state, turn_table(state))


# -------------------------------------------------------------------------------------- normal


def _take_score(state: hm.HeckmeckState, take: hm.Take) -> float:
    worms = state.rules.worms_on(take.tile)
    return worms * (2 if take.is_steal else 1) + take.tile / 100


def _normal(state: hm.HeckmeckState) -> hm.Action:
    rules = state.rules
    kept = state.kept
    has_worm = WORM in kept
    n = state.dice_left
    if state.phase == "pick":
        roll = state.roll

        def score(face: str) -> float:
            count = roll.count(face)
            value = rules.value(face)
            s = count * value + 0.5 * value
            if face == WORM and not has_worm:
                s += 3 + (4 if n - count <= 3 else 0)
            elif not has_worm and n - count == 0:
                s -= 100  # the last dice, and still no worm
            if value <= 2 and count >= 3 and n > 4:
                s -= 2  # many low dice early: a poor sum
            return s

        return hm.SetAside(max(hm.pickable_faces(state), key=score))
    takes = hm.take_options(state)
    if not takes:
        return hm.Roll()
    best = max(takes, key=lambda t: _take_score(state, t))
    if not hm.can_roll(state):
        return hm.Stop(best)
    worms = rules.worms_on(best.tile) * (2 if best.is_steal else 1)
    free_faces = len(set(rules.faces) - set(kept))
    few = max(1, rules.dice // 4)  # 2 of 8 dice, 1 of 6
    if n <= few or free_faces <= 2 or worms >= 3 or (n <= rules.dice // 2 and worms >= 2):
        return hm.Stop(best)
    return hm.Roll()


# ---------------------------------------------------------------------------------------- easy


def _easy(state: hm.HeckmeckState, rng: random.Random) -> hm.Action:
    rules = state.rules
    if state.phase == "pick":
        faces = hm.pickable_faces(state)
        if rng.random() < 0.2:
            return hm.SetAside(rng.choice(faces))
        return hm.SetAside(max(faces, key=lambda f: (rules.value(f), f == WORM)))
    takes = hm.take_options(state)
    if takes and (not hm.can_roll(state) or rng.random() < 0.9):
        return hm.Stop(max(takes, key=lambda t: (rules.worms_on(t.tile), t.tile)))
    return hm.Roll()


# Build each edition's turn model (a fraction of a second) at import, not in the first decision.
for _edition in EDITIONS:
    turn_model(_edition)
