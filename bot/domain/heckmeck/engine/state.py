"""Heckmeck's values: options, actions, the state of a game, and their JSON.

States and actions are immutable. The current turn's phase, dice set aside and roll are fields of
the state itself, not an object of their own built with every step; the sum set aside (`total`) is
cached beside the fields, and the engine (bot/domain/heckmeck/engine/turns.py) stores it as it
builds a state.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Literal, NamedTuple

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.engine.data import EDITIONS, WORM, Edition

Phase = Literal["roll", "pick", "decide", "take"]
Event = dict[str, Any]


# ---------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class HeckmeckOptions:
    edition: str = "classic"
    short_game: bool = False
    free_choice: bool = False
    harsh_failure: bool = False
    rules: Edition = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise IllegalAction("unknown-edition", f"Unknown edition {self.edition!r}")
        if self.edition != "classic" and (
            self.short_game or self.free_choice or self.harsh_failure
        ):
            raise IllegalAction("variant-classic-only", "Variants are for the classic edition only")
        object.__setattr__(self, "rules", EDITIONS[self.edition])

    def to_json(self) -> dict[str, Any]:
        return {
            "edition": self.edition,
            "short_game": self.short_game,
            "free_choice": self.free_choice,
            "harsh_failure": self.harsh_failure,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> HeckmeckOptions:
        return cls(**d)


@dataclass(frozen=True)
class Take:
    """How a turn can end with a tile: from the grill, or stolen from another player's stack."""

    tile: int
    victim: int | None = None  # seat stolen from; None = from the grill

    @property
    def is_steal(self) -> bool:
        return self.victim is not None


@dataclass(frozen=True)
class Roll:
    pass


@dataclass(frozen=True)
class SetAside:
    face: str


@dataclass(frozen=True)
class Stop:
    take: Take


@dataclass(frozen=True)
class Timeout:
    """The turn deadline passed: take the best take if one is possible, else fail."""


@dataclass(frozen=True)
class Undo:
    """Take back the dice just set aside: nothing random has happened since (`can_undo`)."""


Action = Roll | SetAside | Stop | Timeout | Undo


class Turn(NamedTuple):
    """A position of the current turn, to set on a state with `with_turn`."""

    phase: Phase = "roll"
    kept: tuple[str, ...] = ()
    roll: tuple[str, ...] = ()


@dataclass(frozen=True)
class HeckmeckState:
    options: HeckmeckOptions
    grill: tuple[int, ...]  # face-up tiles, ascending
    turned: tuple[int, ...]  # face-down tiles, out of the game, ascending
    stacks: tuple[tuple[int, ...], ...]  # per seat, bottom → top
    active: tuple[bool, ...]  # False once a player has been removed
    current: int
    # The current turn
    phase: Phase = "roll"
    kept: tuple[str, ...] = ()  # every die set aside this turn, in the order set aside
    roll: tuple[str, ...] = ()  # the dice on the table while phase == "pick"
    over: bool = False
    steals: tuple[int, ...] = ()  # per seat, for the statistics
    failures: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()
    # The roll the last dice were set aside from, while that choice may still be taken back;
    # not compared: a position is the same whether or not it can be undone.
    undo: tuple[str, ...] = field(default=(), compare=False)

    @property
    def rules(self) -> Edition:
        return self.options.rules

    @property
    def num_players(self) -> int:
        return len(self.stacks)

    @cached_property
    def total(self) -> int:
        """The sum of the dice set aside this turn (the engine stores it as it builds a state)."""
        value_of = self.options.rules.value_of
        return sum(value_of[face] for face in self.kept)

    @property
    def has_worm(self) -> bool:
        return WORM in self.kept

    @property
    def dice_left(self) -> int:
        return self.options.rules.dice - len(self.kept)

    def top(self, seat: int) -> int | None:
        stack = self.stacks[seat]
        return stack[-1] if stack else None

    def to_json(self) -> dict[str, Any]:
        return {
            "options": self.options.to_json(),
            "grill": list(self.grill),
            "turned": list(self.turned),
            "stacks": [list(s) for s in self.stacks],
            "active": list(self.active),
            "current": self.current,
            "turn": {
                "phase": self.phase,
                "kept": list(self.kept),
                "roll": list(self.roll),
            },
            "over": self.over,
            "steals": list(self.steals),
            "failures": list(self.failures),
            "turns": list(self.turns),
        } | ({"undo": list(self.undo)} if self.undo else {})

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> HeckmeckState:
        t = d["turn"]
        return cls(
            options=HeckmeckOptions.from_json(d["options"]),
            grill=tuple(d["grill"]),
            turned=tuple(d["turned"]),
            stacks=tuple(tuple(s) for s in d["stacks"]),
            active=tuple(d["active"]),
            current=d["current"],
            phase=t["phase"],
            kept=tuple(t["kept"]),
            roll=tuple(t["roll"]),
            over=d["over"],
            steals=tuple(d["steals"]),
            failures=tuple(d["failures"]),
            turns=tuple(d["turns"]),
            undo=tuple(d.get("undo", ())),
        )


def state_from_json(d: dict[str, Any]) -> HeckmeckState:
    return HeckmeckState.from_json(d)


def with_turn(state: HeckmeckState, turn: Turn) -> HeckmeckState:
    """The same game with the current turn at `turn` (positions for computer players, tests)."""
    return replace(state, phase=turn.phase, kept=turn.kept, roll=turn.roll, undo=())


def action_to_json(action: Action) -> dict[str, Any]:
    match action:
        case Roll():
            return {"type": "roll"}
        case SetAside(face):
            return {"type": "set-aside", "face": face}
        case Stop(take):
            return {"type": "stop", "tile": take.tile, "victim": take.victim}
        case Timeout():
            return {"type": "timeout"}
        case Undo():
            return {"type": "undo"}
    raise TypeError(f"not a Heckmeck action: {action!r}")


def action_from_json(d: dict[str, Any]) -> Action:
    match d.get("type"):
        case "roll":
            return Roll()
        case "set-aside":
            return SetAside(d["face"])
        case "stop":
            return Stop(Take(d["tile"], d.get("victim")))
        case "timeout":
            return Timeout()
        case "undo":
            return Undo()
    raise IllegalAction("unknown-action", f"Unknown action {d!r}")
