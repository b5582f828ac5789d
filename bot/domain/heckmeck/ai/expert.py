"""The expert Heckmeck player: every choice maximises its chance to win the game.

It runs the same exact turn dynamic programme as the hard player
(`bot.domain.heckmeck.ai.turn_values.solve`), but values each way the turn can end (every take the
engine would offer for each sum, and the failed turn, both applied by the engine itself) by the
chance to win from the position it leaves, instead of by worms. That chance is exact when the game
ends, else a calibrated model (`game_chance`): in a two-player game the pairwise model of
`bot.domain.heckmeck.ai.expert_eval`, with three or more players the model of the whole field
(`bot.domain.heckmeck.ai.expert_field`). In a two-player endgame (few tiles left) it looks one turn
further: the opponent's whole next turn is solved too, the opponent playing to minimise the expert's
chance (`search_value`, which can look several turns ahead: `LOOK`).

Pure and deterministic: no randomness at all.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert_eval import win_chance
from bot.domain.heckmeck.ai.expert_field import field_shares
from bot.domain.heckmeck.ai.follow_table import table_action
from bot.domain.heckmeck.ai.turn_cache import PerTurn
from bot.domain.heckmeck.ai.turn_ends import turn_ends
from bot.domain.heckmeck.ai.turn_values import TurnModel, solve, turn_model


def solve_turn(state: hm.HeckmeckState, value) -> tuple[dict[hm.Take, float], list, float, list]:
    """Solve the current player's turn with `value(position)` on every way it can end: the value
    of each take, the best stop per sum (None: none offered), the failure, every turn position."""
    model = turn_model(state.options.edition)
    takes_by_sum, after, failed = turn_ends(state, model)
    take_values = {take: value(position) for take, position in after.items()}
    stops = [max(take_values[t] for t in takes) if takes else None for takes in takes_by_sum]
    fail = value(failed)
    return take_values, stops, fail, solve(model, stops, fail)


# With three or more players the model of the whole field (`bot.domain.heckmeck.ai.expert_field`)
# values a position, instead of the product of the pairwise chances. `scripts/calibrate_expert.py
# play --pairwise` turns it off: the field model's weights were fitted on games the expert played
# so.
FIELD = True


def game_chance(position: hm.HeckmeckState, me: int) -> float:
    """My chance to win from a position between two turns, by the model (exact when over)."""
    if FIELD and position.num_players > 2:
        return field_shares(position)[me]
    return win_chance(position, me)


def search_value(position: hm.HeckmeckState, me: int, turns: int) -> float:
    """My chance to win after the next `turns` turns, each solved exactly, the opponent playing
    to minimise it and I to maximise it; then the win model (exact when the game ends)."""
    if position.over or turns == 0:
        return game_chance(position, me)
    sign = 1.0 if position.current == me else -1.0
    model = turn_model(position.options.edition)
    _, _, _, values = solve_turn(position, lambda after: sign * search_value(after, me, turns - 1))
    return sign * values[model.index[model.key(())]]


# How many turns past my own to solve exactly in a two-player game, by the tiles face-up (none
# beyond the tuple): each distinct end of a turn costs one more solve of the next, so this is
# affordable only near the end, where few takes are on offer and the model is weakest.
LOOK = (0, 1, 1)


@dataclass(frozen=True)
class ExpertTable:
    model: TurnModel
    take_values: dict[hm.Take, float]
    stops: tuple[float | None, ...]
    fail: float
    values: list[float]


def build_table(state: hm.HeckmeckState, look_ahead: bool = True) -> ExpertTable:
    me = state.current
    tiles = len(state.grill)
    turns = LOOK[tiles] if look_ahead and state.num_players == 2 and tiles < len(LOOK) else 0

    def value(position: hm.HeckmeckState) -> float:
        return search_value(position, me, turns)

    take_values, stops, fail, values = solve_turn(state, value)
    return ExpertTable(turn_model(state.options.edition), take_values, tuple(stops), fail, values)


expert_table = PerTurn(build_table, size=32)  # the table of the turn `state` is in


def expert_action(state: hm.HeckmeckState) -> hm.Action:
    """The expert's action for the player to move (the game must not be over)."""
    if state.phase == "roll":
        return hm.Roll()
    return table_action(state, expert_table(state))
