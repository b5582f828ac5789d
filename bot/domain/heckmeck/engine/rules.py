"""Heckmeck am Bratwurmeck and Heckmeck Junior: one engine, two editions (docs/rules.md).

Pure: states and actions are immutable values, dice come from an injected `random.Random`, and
`apply` returns a new state plus the events that narrate what happened.

This module is the engine's interface (`from bot.domain.heckmeck.engine import rules as hm`); the
engine itself is split by job: the values and their JSON (state.py), the dice (dice.py), what the
player may do (legal.py), what each step does to the game (turns.py) and the scores (scoring.py).

A turn goes through four phases:
  "roll"   – the turn has begun; the only action is Roll.
  "pick"   – dice are on the table; the player sets aside all dice of one new face.
  "decide" – roll again (if dice and faces remain) or stop with one of the offered takes.
  "take"   – the turn ended on its own with several takes on offer: the player picks one.
"""

from __future__ import annotations

import random
from dataclasses import replace

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.engine.dice import ScriptedDice, roll_dice
from bot.domain.heckmeck.engine.legal import (
    best_take,
    can_roll,
    legal_actions,
    pickable_faces,
    take_options,
    takes_for_sum,
    timeout_action,
    turn_exhausted,
)
from bot.domain.heckmeck.engine.scoring import placements, scores, tiles_in_play, winners
from bot.domain.heckmeck.engine.state import (
    Action,
    Event,
    HeckmeckOptions,
    HeckmeckState,
    Phase,
    Roll,
    SetAside,
    Stop,
    Take,
    Timeout,
    Turn,
    Undo,
    action_from_json,
    action_to_json,
    state_from_json,
    with_turn,
)
from bot.domain.heckmeck.engine.turns import (
    finish_with,
    game_over_event,
    next_seat,
    roll_remaining,
    set_aside,
    time_out,
    undo_set_aside,
)

__all__ = [
    "KIND",
    "Action",
    "Event",
    "HeckmeckOptions",
    "HeckmeckState",
    "Phase",
    "Roll",
    "ScriptedDice",
    "SetAside",
    "Stop",
    "Take",
    "Timeout",
    "Turn",
    "Undo",
    "action_from_json",
    "action_to_json",
    "apply",
    "best_take",
    "can_roll",
    "can_undo",
    "current_seat",
    "is_over",
    "legal_actions",
    "new_game",
    "pickable_faces",
    "placements",
    "remove_player",
    "roll_dice",
    "scores",
    "state_from_json",
    "take_options",
    "takes_for_sum",
    "tiles_in_play",
    "timeout_action",
    "winners",
    "with_turn",
]

KIND = "heckmeck"


def new_game(
    num_players: int, options: HeckmeckOptions, rng: random.Random | None = None
) -> HeckmeckState:
    """A fresh game; seat 0 starts (the bot orders the seats)."""
    rules = options.rules
    if not rules.min_players <= num_players <= rules.max_players:
        raise IllegalAction(
            "player-count",
            f"{rules.name} needs {rules.min_players}–{rules.max_players} players",
            min=rules.min_players,
            max=rules.max_players,
        )
    zeros = (0,) * num_players
    return HeckmeckState(
        options=options,
        grill=tuple(sorted(v for v, _ in rules.tiles)),
        turned=(),
        stacks=((),) * num_players,
        active=(True,) * num_players,
        current=0,
        steals=zeros,
        failures=zeros,
        turns=zeros,
    )


def current_seat(state: HeckmeckState) -> int | None:
    return None if state.over else state.current


def is_over(state: HeckmeckState) -> bool:
    return state.over


def can_undo(state: HeckmeckState) -> bool:
    """Whether the player on turn may take back the dice they just set aside: they have not
    rolled, taken a tile or stopped since (nothing random happened in between). Not among
    `legal_actions`: no computer player ever takes a choice back."""
    return not state.over and bool(state.undo)


def apply(
    state: HeckmeckState, seat: int, action: Action, rng: random.Random
) -> tuple[HeckmeckState, list[Event]]:
    """Apply one player's action, or raise IllegalAction (states are immutable: nothing changes)."""
    if state.over:
        raise IllegalAction("game-over", "The game is over")
    if seat != state.current:
        raise IllegalAction("not-your-turn", "It is not your turn")
    events: list[Event] = []
    # isinstance rather than `match`: class patterns cost more than the rest of a step.
    if isinstance(action, Roll):
        phase = state.phase
        if phase != "roll" and (
            phase != "decide" or turn_exhausted(state.kept, state.options.rules)
        ):
            raise IllegalAction("cannot-roll", "You cannot roll now")
        state = roll_remaining(state, rng, events)
    elif isinstance(action, SetAside):
        face = action.face
        if state.phase != "pick":
            raise IllegalAction("nothing-to-pick", "Roll the dice first")
        if face not in state.roll:
            raise IllegalAction("face-not-in-roll", f"There is no {face} in the roll", face=face)
        if face in state.kept:
            raise IllegalAction("face-already-kept", f"You already set aside {face}", face=face)
        state = set_aside(state, face, events)
    elif isinstance(action, Stop):
        options = take_options(state)
        if not options:
            raise IllegalAction("cannot-stop", "You cannot stop now: no tile to take")
        if action.take not in options:
            raise IllegalAction(
                "take-not-offered", "That tile is not on offer", tile=action.take.tile
            )
        state = finish_with(state, action.take, events)
    elif isinstance(action, Timeout):
        events.append({"type": "timed-out", "seat": seat})
        state = time_out(state, events)
    elif isinstance(action, Undo):
        if not can_undo(state):
            raise IllegalAction("nothing-to-undo", "There is no choice to take back")
        state = undo_set_aside(state, events)
    else:
        raise IllegalAction("unknown-action", f"Unknown action {action!r}")
    return state, events


def remove_player(state: HeckmeckState, seat: int) -> tuple[HeckmeckState, list[Event]]:
    """Take a player out (missed too many turns): they keep their tiles, the others play on.

    A removed player's current turn must already have ended (the bot times it out first).
    """
    if state.over or not state.active[seat]:
        return state, []
    active = list(state.active)
    active[seat] = False
    state = replace(state, active=tuple(active))
    events: list[Event] = [{"type": "removed", "seat": seat}]
    if sum(active) < 2:
        state = replace(state, over=True)
        events.append(game_over_event(state))
    elif state.current == seat:
        seat = next_seat(state)
        events.append({"type": "next-turn", "seat": seat})
        state = replace(state, current=seat, phase="roll", kept=(), roll=())
    return state, events
