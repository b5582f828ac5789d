"""Highest die wins: two players throw one die each, in turn, for a few rounds; in each round the
higher throw scores a point (a tie scores nothing). The most points win; equal points share the
place. The same interface as the real engines (bot/domain/heckmeck/engine/rules.py): pure, with the
randomness passed in, states and actions to and from JSON."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import Any

from bot.domain.errors import IllegalAction

PLAYERS = 2
SIDES = 6
Event = dict[str, Any]


@dataclass(frozen=True)
class ToyOptions:
    rounds: int = 3

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ToyOptions:
        rounds = data.get("rounds", 3)
        if type(rounds) is not int or not 1 <= rounds <= 9:
            raise IllegalAction("unknown-variant", f"rounds must be 1..9, not {rounds!r}")
        return cls(rounds)

    def to_json(self) -> dict[str, Any]:
        return {"rounds": self.rounds}


@dataclass(frozen=True)
class Throw:
    def to_json(self) -> dict[str, Any]:
        return {"type": "throw"}


@dataclass(frozen=True)
class ToyState:
    options: ToyOptions
    current: int
    round: int  # 1-based
    thrown: tuple[int | None, ...]  # this round's throws
    points: tuple[int, ...]
    active: tuple[bool, ...]
    over: bool = False

    @property
    def num_players(self) -> int:
        return len(self.points)

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options.to_json(),
            "current": self.current,
            "round": self.round,
            "thrown": list(self.thrown),
            "points": list(self.points),
            "active": list(self.active),
            "over": self.over,
        }


def state_from_json(data: dict[str, Any]) -> ToyState:
    return ToyState(
        options=ToyOptions.from_json(data["options"]),
        current=data["current"],
        round=data["round"],
        thrown=tuple(data["thrown"]),
        points=tuple(data["points"]),
        active=tuple(data["active"]),
        over=data["over"],
    )


def action_to_json(action: Throw) -> dict[str, Any]:
    return action.to_json()


def action_from_json(data: dict[str, Any]) -> Throw:
    if data != {"type": "throw"}:
        raise IllegalAction("unknown-action", f"not a move of this game: {data!r}")
    return Throw()


def new_game(num_players: int, options: ToyOptions, rng: random.Random) -> ToyState:
    if num_players != PLAYERS:
        raise IllegalAction("player-count", f"{PLAYERS} players, not {num_players}")
    return ToyState(
        options=options,
        current=rng.randrange(PLAYERS),  # who throws first: a draw of the deal
        round=1,
        thrown=(None,) * PLAYERS,
        points=(0,) * PLAYERS,
        active=(True,) * PLAYERS,
    )


def current_seat(state: ToyState) -> int | None:
    return None if state.over else state.current


def is_over(state: ToyState) -> bool:
    return state.over


def legal_actions(state: ToyState, seat: int) -> list[Throw]:
    return [] if state.over or seat != state.current else [Throw()]


def timeout_action(state: ToyState) -> Throw:
    return Throw()


def apply(
    state: ToyState, seat: int, action: Throw, rng: random.Random
) -> tuple[ToyState, list[Event]]:
    if state.over:
        raise IllegalAction("game-over", "the game is over")
    if seat != state.current:
        raise IllegalAction("not-your-turn", f"seat {seat} is not on turn")
    if not isinstance(action, Throw):
        raise IllegalAction("unknown-action", f"not a move of this game: {action!r}")
    face = rng.randrange(SIDES) + 1
    thrown = list(state.thrown)
    thrown[seat] = face
    events: list[Event] = [{"type": "threw", "seat": seat, "face": face}]
    other = 1 - seat
    if thrown[other] is None:
        return replace(state, thrown=tuple(thrown), current=other), events
    points = list(state.points)
    best = max(face for face in thrown if face is not None)  # both have thrown by now
    winners = [s for s in range(PLAYERS) if thrown[s] == best]
    if len(winners) == 1:
        points[winners[0]] += 1
    events.append({"type": "round-won", "round": state.round, "seats": winners})
    state = replace(state, points=tuple(points), thrown=(None,) * PLAYERS)
    if state.round >= state.options.rounds:
        events.append({"type": "game-over"})
        return replace(state, over=True), events
    # The loser of the round (or, on a tie, the second thrower) opens the next one.
    opener = other if len(winners) == 2 else 1 - winners[0]
    return replace(state, round=state.round + 1, current=opener), events


def remove_player(state: ToyState, seat: int) -> tuple[ToyState, list[Event]]:
    """A player out of the game (missed too many turns): with one player left, the game ends."""
    if state.over or not state.active[seat]:
        return state, []
    active = list(state.active)
    active[seat] = False
    return replace(state, active=tuple(active), over=True), [
        {"type": "removed", "seat": seat},
        {"type": "game-over"},
    ]


def scores(state: ToyState) -> list[int]:
    return list(state.points)


def placements(state: ToyState) -> list[int]:
    """1 for the most points (shared on a tie); a removed player places after those left."""

    def key(seat: int) -> tuple[bool, int]:
        return (state.active[seat], state.points[seat])

    return [1 + sum(key(o) > key(s) for o in range(PLAYERS)) for s in range(PLAYERS)]


def winners(state: ToyState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]
