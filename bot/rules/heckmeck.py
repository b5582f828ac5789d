"""Heckmeck am Bratwurmeck and Heckmeck Junior: one engine, two editions (RULES.md §1–2).

Pure: states and actions are immutable values, dice come from an injected `random.Random`, and
`apply` returns a new state plus the events that narrate what happened.

A turn goes through three phases:
  "roll"   – the turn has begun; the only action is Roll.
  "pick"   – dice are on the table; the player sets aside all dice of one new face.
  "decide" – roll again (if dice and faces remain) or stop with one of the offered takes.
  "take"   – the turn ended on its own with several takes on offer: the player picks one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from itertools import chain
from typing import Any, Literal

from bot.rules.errors import IllegalAction
from bot.rules.heckmeck_data import EDITIONS, WORM, Edition

KIND = "heckmeck"

Phase = Literal["roll", "pick", "decide", "take"]
Event = dict[str, Any]


# ---------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class HeckmeckOptions:
    edition: str = "classic"
    short_game: bool = False
    free_choice: bool = False
    harsh_failure: bool = False

    def __post_init__(self) -> None:
        if self.edition not in EDITIONS:
            raise IllegalAction("unknown-edition", f"Unknown edition {self.edition!r}")
        if self.edition != "classic" and (
            self.short_game or self.free_choice or self.harsh_failure
        ):
            raise IllegalAction("variant-classic-only", "Variants are for the classic edition only")

    @property
    def rules(self) -> Edition:
        return EDITIONS[self.edition]

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


Action = Roll | SetAside | Stop | Timeout


@dataclass(frozen=True)
class Turn:
    phase: Phase = "roll"
    kept: tuple[str, ...] = ()  # every die set aside this turn, in the order set aside
    roll: tuple[str, ...] = ()  # the dice on the table while phase == "pick"


@dataclass(frozen=True)
class HeckmeckState:
    options: HeckmeckOptions
    grill: tuple[int, ...]  # face-up tiles, ascending
    turned: tuple[int, ...]  # face-down tiles, out of the game, ascending
    stacks: tuple[tuple[int, ...], ...]  # per seat, bottom → top
    active: tuple[bool, ...]  # False once a player has been removed
    current: int
    turn: Turn = field(default_factory=Turn)
    over: bool = False
    steals: tuple[int, ...] = ()  # per seat, for the statistics
    failures: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()

    @property
    def rules(self) -> Edition:
        return self.options.rules

    @property
    def num_players(self) -> int:
        return len(self.stacks)

    @property
    def total(self) -> int:
        """The sum of the dice set aside this turn."""
        return sum(self.rules.value(face) for face in self.turn.kept)

    @property
    def has_worm(self) -> bool:
        return WORM in self.turn.kept

    @property
    def dice_left(self) -> int:
        return self.rules.dice - len(self.turn.kept)

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
                "phase": self.turn.phase,
                "kept": list(self.turn.kept),
                "roll": list(self.turn.roll),
            },
            "over": self.over,
            "steals": list(self.steals),
            "failures": list(self.failures),
            "turns": list(self.turns),
        }

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
            turn=Turn(phase=t["phase"], kept=tuple(t["kept"]), roll=tuple(t["roll"])),
            over=d["over"],
            steals=tuple(d["steals"]),
            failures=tuple(d["failures"]),
            turns=tuple(d["turns"]),
        )


def state_from_json(d: dict[str, Any]) -> HeckmeckState:
    return HeckmeckState.from_json(d)


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
    raise IllegalAction("unknown-action", f"Unknown action {d!r}")


# ------------------------------------------------------------------------------------ the game


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


def pickable_faces(state: HeckmeckState) -> list[str]:
    """Faces in the current roll that may be set aside (none outside the pick phase)."""
    if state.over or state.turn.phase != "pick":
        return []
    kept = set(state.turn.kept)
    return [f for f in state.rules.faces if f in state.turn.roll and f not in kept]


def can_roll(state: HeckmeckState) -> bool:
    if state.over:
        return False
    if state.turn.phase == "roll":
        return True
    return state.turn.phase == "decide" and not _turn_exhausted(state)


def take_options(state: HeckmeckState) -> list[Take]:
    """Every take that ending the turn now would offer; empty if the turn would fail."""
    if state.over or state.turn.phase not in ("decide", "take") or not state.has_worm:
        return []
    return _takes_for(state, state.total)


def legal_actions(state: HeckmeckState, seat: int) -> list[Action]:
    if state.over or seat != state.current:
        return []
    actions: list[Action] = []
    if can_roll(state):
        actions.append(Roll())
    actions += [SetAside(f) for f in pickable_faces(state)]
    actions += [Stop(t) for t in take_options(state)]
    actions.append(Timeout())
    return actions


def timeout_action(state: HeckmeckState) -> Action:
    """What the bot does for a player whose turn deadline passed."""
    return Timeout()


def best_take(state: HeckmeckState, takes: Sequence[Take]) -> Take:
    """The take for a player out of time: most worms, then a steal, then the higher tile."""
    rules = state.rules
    return max(takes, key=lambda t: (rules.worms_on(t.tile), t.is_steal, t.tile))


def apply(
    state: HeckmeckState, seat: int, action: Action, rng: random.Random
) -> tuple[HeckmeckState, list[Event]]:
    """Apply one player's action, or raise IllegalAction (states are immutable: nothing changes)."""
    if state.over:
        raise IllegalAction("game-over", "The game is over")
    if seat != state.current:
        raise IllegalAction("not-your-turn", "It is not your turn")
    events: list[Event] = []
    match action:
        case Roll():
            if not can_roll(state):
                raise IllegalAction("cannot-roll", "You cannot roll now")
            state = _roll(state, rng, events)
        case SetAside(face):
            if state.turn.phase != "pick":
                raise IllegalAction("nothing-to-pick", "Roll the dice first")
            if face not in state.turn.roll:
                raise IllegalAction(
                    "face-not-in-roll", f"There is no {face} in the roll", face=face
                )
            if face in state.turn.kept:
                raise IllegalAction("face-already-kept", f"You already set aside {face}", face=face)
            state = _set_aside(state, face, events)
        case Stop(take):
            options = take_options(state)
            if not options:
                raise IllegalAction("cannot-stop", "You cannot stop now: no tile to take")
            if take not in options:
                raise IllegalAction("take-not-offered", "That tile is not on offer", tile=take.tile)
            state = _finish_with(state, take, events)
        case Timeout():
            events.append({"type": "timed-out", "seat": seat})
            state = _time_out(state, events)
        case _:
            raise IllegalAction("unknown-action", f"Unknown action {action!r}")
    return state, events


def _time_out(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """End the turn of a player out of time with the best take the dice allow, else fail it.

    After a roll, that may mean setting aside the face that makes the best take possible.
    """
    seat = state.current
    if state.turn.phase == "pick":
        face = _face_for_best_take(state)
        if face is not None:
            state = _set_aside(state, face, events)
            if state.current != seat or state.over:
                return state  # setting it aside ended the turn with its one possible take
    options = take_options(state)
    if options:
        return _finish_with(state, best_take(state, options), events)
    return _fail(state, "timeout", events)


def _face_for_best_take(state: HeckmeckState) -> str | None:
    """The face whose dice, set aside, allow the best take (None if no face allows one)."""
    rules = state.rules
    best: tuple[tuple[int, bool, int], str] | None = None
    for face in pickable_faces(state):
        kept = state.turn.kept + (face,) * state.turn.roll.count(face)
        if WORM not in kept:
            continue
        takes = _takes_for(state, sum(rules.value(f) for f in kept))
        if takes:
            take = best_take(state, takes)
            key = (rules.worms_on(take.tile), take.is_steal, take.tile)
            if best is None or key > best[0]:
                best = (key, face)
    return best[1] if best else None


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
        events.append(_game_over_event(state))
    elif state.current == seat:
        state = _next_turn(state, events)
    return state, events


# -------------------------------------------------------------------------------------- scoring


def scores(state: HeckmeckState) -> list[int]:
    rules = state.rules
    return [sum(rules.worms_on(t) for t in stack) for stack in state.stacks]


def _rank_key(state: HeckmeckState, seat: int) -> tuple[int, int]:
    worms = scores(state)[seat]
    if state.rules.tie_break_by_highest_tile:
        return worms, max(state.stacks[seat], default=0)
    return worms, 0


def placements(state: HeckmeckState) -> list[int]:
    """1 = first; players level on worms (and, in classic, on their highest tile) share a place."""
    keys = [_rank_key(state, s) for s in range(state.num_players)]
    return [1 + sum(other > key for other in keys) for key in keys]


def winners(state: HeckmeckState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]


# ----------------------------------------------------------------------------------- internals


def roll_dice(rules: Edition, n: int, rng: random.Random) -> tuple[str, ...]:
    return tuple(rules.sides[rng.randrange(len(rules.sides))] for _ in range(n))


def _turn_exhausted(state: HeckmeckState) -> bool:
    """True when the turn has ended on its own: no dice left, or every face set aside."""
    return state.dice_left == 0 or set(state.turn.kept) >= set(state.rules.faces)


def _roll(state: HeckmeckState, rng: random.Random, events: list[Event]) -> HeckmeckState:
    dice = roll_dice(state.rules, state.dice_left, rng)
    events.append({"type": "rolled", "seat": state.current, "dice": list(dice)})
    state = replace(state, turn=replace(state.turn, phase="pick", roll=dice))
    if pickable_faces(state):
        return state
    if state.rules.roll_without_new_face_busts:
        return _fail(state, "bust", events)
    events.append({"type": "no-new-face", "seat": state.current})
    return _end_on_its_own(
        replace(state, turn=replace(state.turn, phase="decide", roll=())), events
    )


def _set_aside(state: HeckmeckState, face: str, events: list[Event]) -> HeckmeckState:
    count = state.turn.roll.count(face)
    kept = state.turn.kept + (face,) * count
    state = replace(state, turn=Turn(phase="decide", kept=kept, roll=()))
    events.append(
        {
            "type": "set-aside",
            "seat": state.current,
            "face": face,
            "count": count,
            "total": state.total,
        }
    )
    if _turn_exhausted(state):
        return _end_on_its_own(state, events)
    return state


def _end_on_its_own(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """The turn ended without a Stop: a single take is taken, several are offered, none fails."""
    options = take_options(state)
    if not options:
        return _fail(state, "no-worm" if not state.has_worm else "no-tile", events)
    if len(options) == 1:
        return _finish_with(state, options[0], events)
    return replace(state, turn=replace(state.turn, phase="take"))


def _takes_for(state: HeckmeckState, total: int) -> list[Take]:
    me = state.current
    grill = state.grill
    if state.options.free_choice:
        takes = [Take(t) for t in sorted(set(grill), reverse=True) if t <= total]
        return _steals(state, total, me) + takes
    if total in grill:
        return [Take(total)]
    lower = [t for t in grill if t < total]
    return _steals(state, total, me) + ([Take(max(lower))] if lower else [])


def _steals(state: HeckmeckState, total: int, me: int) -> list[Take]:
    return [
        Take(total, victim=seat)
        for seat in range(state.num_players)
        if seat != me and state.top(seat) == total
    ]


def _finish_with(state: HeckmeckState, take: Take, events: list[Event]) -> HeckmeckState:
    me = state.current
    stacks = list(state.stacks)
    grill = list(state.grill)
    worms = state.rules.worms_on(take.tile)
    if take.victim is not None:
        stacks[take.victim] = stacks[take.victim][:-1]
        steals = _bump(state.steals, me)
        events.append(
            {"type": "stole", "seat": me, "victim": take.victim, "tile": take.tile, "worms": worms}
        )
    else:
        grill.remove(take.tile)
        steals = state.steals
        events.append({"type": "took", "seat": me, "tile": take.tile, "worms": worms})
    stacks[me] = stacks[me] + (take.tile,)
    state = replace(state, stacks=tuple(stacks), grill=tuple(grill), steals=steals)
    return _end_turn(state, events)


def _fail(state: HeckmeckState, reason: str, events: list[Event]) -> HeckmeckState:
    me = state.current
    events.append({"type": "failed", "seat": me, "reason": reason, "total": state.total})
    grill = list(state.grill)
    turned = list(state.turned)
    stacks = list(state.stacks)
    opts = state.options

    returned = None
    if state.rules.failure_returns_tile and stacks[me]:
        returned = stacks[me][-1]
        stacks[me] = stacks[me][:-1]
        grill.append(returned)
        grill.sort()
        events.append({"type": "returned", "seat": me, "tile": returned})

    def turn_over(tile: int) -> None:
        grill.remove(tile)
        turned.append(tile)
        events.append({"type": "turned", "tile": tile})

    if not state.rules.failure_returns_tile:
        if grill:  # Junior: a turn without a tile always turns the highest tile
            turn_over(max(grill))
    elif returned is not None:
        highest = max(grill)
        if opts.short_game:
            turn_over(returned)
            if returned != highest:
                turn_over(highest)
        elif returned != highest:
            turn_over(highest)
    elif opts.harsh_failure and grill:
        turn_over(max(grill))

    state = replace(
        state,
        grill=tuple(grill),
        turned=tuple(sorted(turned)),
        stacks=tuple(stacks),
        failures=_bump(state.failures, me),
    )
    return _end_turn(state, events)


def _end_turn(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    state = replace(state, turns=_bump(state.turns, state.current))
    if not state.grill:
        state = replace(state, over=True, turn=Turn())
        events.append(_game_over_event(state))
        return state
    return _next_turn(state, events)


def _next_turn(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    seat = state.current
    for _ in range(state.num_players):
        seat = (seat + 1) % state.num_players
        if state.active[seat]:
            break
    events.append({"type": "next-turn", "seat": seat})
    return replace(state, current=seat, turn=Turn())


def _game_over_event(state: HeckmeckState) -> Event:
    return {"type": "game-over", "scores": scores(state), "winners": winners(state)}


def _bump(values: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return tuple(v + (i == seat) for i, v in enumerate(values))


def tiles_in_play(state: HeckmeckState) -> Counter[int]:
    """Every tile wherever it lies: always the edition's full set."""
    return Counter(chain(state.grill, state.turned, *state.stacks))


class ScriptedDice(random.Random):
    """A `random.Random` whose dice rolls come from a script: replays and rulebook examples.

    `rolls` lists the faces of each roll in order; only `randrange` is scripted.
    """

    def __init__(self, rules: Edition, rolls: Sequence[Sequence[str]]) -> None:
        super().__init__(0)
        self._sides = rules.sides
        self._queue = [face for roll in rolls for face in roll]

    def randrange(self, *args: Any, **kwargs: Any) -> int:  # type: ignore[override]
        if not self._queue:
            raise RuntimeError("the dice script has run out")
        return self._sides.index(self._queue.pop(0))

    @property
    def exhausted(self) -> bool:
        return not self._queue
