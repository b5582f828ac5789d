"""Heckmeck am Bratwurmeck and Heckmeck Junior: one engine, two editions (RULES.md §1–2).

Pure: states and actions are immutable values, dice come from an injected `random.Random`, and
`apply` returns a new state plus the events that narrate what happened.

Speed: the engine builds each new state once, straight from its fields (`_state`), and
carries the sum set aside with it (`total`); the edition's faces, values and worms are looked up in
tables built once (`Edition`); takes and actions are shared immutable values; the current turn's
phase, dice set aside and roll are fields of the state itself, not an object of their own built
with every step.

A turn goes through three phases:
  "roll"   – the turn has begun; the only action is Roll.
  "pick"   – dice are on the table; the player sets aside all dice of one new face.
  "decide" – roll again (if dice and faces remain) or stop with one of the offered takes.
  "take"   – the turn ended on its own with several takes on offer: the player picks one.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from itertools import chain
from typing import Any, Literal, NamedTuple

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.data import EDITIONS, WORM, Edition

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


Action = Roll | SetAside | Stop | Timeout


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
            phase=t["phase"],
            kept=tuple(t["kept"]),
            roll=tuple(t["roll"]),
            over=d["over"],
            steals=tuple(d["steals"]),
            failures=tuple(d["failures"]),
            turns=tuple(d["turns"]),
        )


def state_from_json(d: dict[str, Any]) -> HeckmeckState:
    return HeckmeckState.from_json(d)


def with_turn(state: HeckmeckState, turn: Turn) -> HeckmeckState:
    """The same game with the current turn at `turn` (positions for computer players, tests)."""
    return replace(state, phase=turn.phase, kept=turn.kept, roll=turn.roll)


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


# ------------------------------------------------------------------------------ shared values

_new = object.__new__
_set = object.__setattr__


def _state(
    options: HeckmeckOptions,
    grill: tuple[int, ...],
    turned: tuple[int, ...],
    stacks: tuple[tuple[int, ...], ...],
    active: tuple[bool, ...],
    current: int,
    over: bool,
    steals: tuple[int, ...],
    failures: tuple[int, ...],
    turns: tuple[int, ...],
    total: int,
) -> HeckmeckState:
    """A state built straight from its fields, its `total` already known: the frozen dataclass's
    `__init__` sets each field through `object.__setattr__`, six times slower."""
    state = _new(HeckmeckState)
    _set(
        state,
        "__dict__",
        {
            "options": options,
            "grill": grill,
            "turned": turned,
            "stacks": stacks,
            "active": active,
            "current": current,
            "phase": "roll",
            "kept": (),
            "roll": (),
            "over": over,
            "steals": steals,
            "failures": failures,
            "turns": turns,
            "total": total,
        },
    )
    return state


def _with_turn(
    state: HeckmeckState, phase: Phase, kept: tuple[str, ...], roll: tuple[str, ...], total: int
) -> HeckmeckState:
    """The same game with another position in the current turn (both built as `_state` does)."""
    fields = state.__dict__.copy()  # `total` is the only value cached beside the fields
    fields["phase"] = phase
    fields["kept"] = kept
    fields["roll"] = roll
    fields["total"] = total
    new = _new(HeckmeckState)
    _set(new, "__dict__", fields)
    return new


_PLAIN_RANDOMS = (random.Random, random.SystemRandom)

_ROLL = Roll()
_TIMEOUT = Timeout()
_SET_ASIDE = {f: SetAside(f) for e in EDITIONS.values() for f in e.faces}
_MAX_PLAYERS = max(e.max_players for e in EDITIONS.values())
_TAKES = {
    (tile, victim): Take(tile, victim)
    for e in EDITIONS.values()
    for tile, _ in e.tiles
    for victim in (None, *range(_MAX_PLAYERS))
}
_STOPS = {take: Stop(take) for take in _TAKES.values()}


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
    if state.over or state.phase != "pick":
        return []
    roll, kept = state.roll, state.kept
    return [f for f in state.options.rules.faces if f in roll and f not in kept]


def can_roll(state: HeckmeckState) -> bool:
    if state.over:
        return False
    phase = state.phase
    if phase == "roll":
        return True
    return phase == "decide" and not _turn_exhausted(state.kept, state.options.rules)


def take_options(state: HeckmeckState) -> list[Take]:
    """Every take that ending the turn now would offer; empty if the turn would fail."""
    if state.over or state.phase not in ("decide", "take") or WORM not in state.kept:
        return []
    return _takes_for(state, state.total)


def takes_for_sum(state: HeckmeckState, total: int) -> list[Take]:
    """The takes ending the current turn with `total` set aside, a worm among it, would offer."""
    return _takes_for(state, total)


def legal_actions(state: HeckmeckState, seat: int) -> list[Action]:
    if state.over or seat != state.current:
        return []
    actions: list[Action] = [_ROLL] if can_roll(state) else []
    actions += [_SET_ASIDE[f] for f in pickable_faces(state)]
    actions += [_STOPS[t] for t in take_options(state)]
    actions.append(_TIMEOUT)
    return actions


def timeout_action(state: HeckmeckState) -> Action:
    """What the bot does for a player whose turn deadline passed."""
    return _TIMEOUT


def best_take(state: HeckmeckState, takes: Sequence[Take]) -> Take:
    """The take for a player out of time: most worms, then a steal, then the higher tile."""
    worms_of = state.options.rules.worms_of
    return max(takes, key=lambda t: (worms_of[t.tile], t.victim is not None, t.tile))


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
            phase != "decide" or _turn_exhausted(state.kept, state.options.rules)
        ):
            raise IllegalAction("cannot-roll", "You cannot roll now")
        state = _roll(state, rng, events)
    elif isinstance(action, SetAside):
        face = action.face
        if state.phase != "pick":
            raise IllegalAction("nothing-to-pick", "Roll the dice first")
        if face not in state.roll:
            raise IllegalAction("face-not-in-roll", f"There is no {face} in the roll", face=face)
        if face in state.kept:
            raise IllegalAction("face-already-kept", f"You already set aside {face}", face=face)
        state = _set_aside(state, face, events)
    elif isinstance(action, Stop):
        options = take_options(state)
        if not options:
            raise IllegalAction("cannot-stop", "You cannot stop now: no tile to take")
        if action.take not in options:
            raise IllegalAction(
                "take-not-offered", "That tile is not on offer", tile=action.take.tile
            )
        state = _finish_with(state, action.take, events)
    elif isinstance(action, Timeout):
        events.append({"type": "timed-out", "seat": seat})
        state = _time_out(state, events)
    else:
        raise IllegalAction("unknown-action", f"Unknown action {action!r}")
    return state, events


def _time_out(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """End the turn of a player out of time with the best take the dice allow, else fail it.

    After a roll, that may mean setting aside the face that makes the best take possible.
    """
    seat = state.current
    if state.phase == "pick":
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
    worms_of = state.options.rules.worms_of
    value_of = state.options.rules.value_of
    kept, roll = state.kept, state.roll
    best: tuple[tuple[int, bool, int], str] | None = None
    for face in pickable_faces(state):
        if WORM not in kept and face != WORM:
            continue
        takes = _takes_for(state, state.total + value_of[face] * roll.count(face))
        if takes:
            take = best_take(state, takes)
            key = (worms_of[take.tile], take.is_steal, take.tile)
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
        seat = _next_seat(state)
        events.append({"type": "next-turn", "seat": seat})
        state = replace(state, current=seat, phase="roll", kept=(), roll=())
    return state, events


# -------------------------------------------------------------------------------------- scoring


def scores(state: HeckmeckState) -> list[int]:
    worms_of = state.options.rules.worms_of
    return [sum(worms_of[t] for t in stack) for stack in state.stacks]


def placements(state: HeckmeckState) -> list[int]:
    """1 = first; players level on worms (and, in classic, on their highest tile) share a place."""
    worms = scores(state)
    if state.options.rules.tie_break_by_highest_tile:
        keys = [(w, max(stack, default=0)) for w, stack in zip(worms, state.stacks, strict=True)]
    else:
        keys = [(w, 0) for w in worms]
    return [1 + sum(other > key for other in keys) for key in keys]


def winners(state: HeckmeckState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]


# ----------------------------------------------------------------------------------- internals


def roll_dice(rules: Edition, n: int, rng: random.Random) -> tuple[str, ...]:
    """n dice, each `sides[rng.randrange(len(sides))]` in turn: stored games log these draws and
    replay them, so they must not change."""
    sides = rules.sides
    count = len(sides)
    if type(rng) in _PLAIN_RANDOMS:
        # randrange(count) of these two is exactly this rejection sampling: inlined, same draws.
        bits = rng.getrandbits
        width = count.bit_length()
        dice = []
        for _ in range(n):
            r = bits(width)
            while r >= count:
                r = bits(width)
            dice.append(sides[r])
        return tuple(dice)
    return tuple([sides[rng.randrange(count)] for _ in range(n)])


def _turn_exhausted(kept: tuple[str, ...], rules: Edition) -> bool:
    """True when the turn has ended on its own: no dice left, or every face set aside."""
    faces = len(rules.faces)
    return len(kept) >= rules.dice or (len(kept) >= faces and len(set(kept)) == faces)


def _roll(state: HeckmeckState, rng: random.Random, events: list[Event]) -> HeckmeckState:
    rules = state.options.rules
    kept = state.kept
    dice = roll_dice(rules, rules.dice - len(kept), rng)
    events.append({"type": "rolled", "seat": state.current, "dice": list(dice)})
    total = state.total
    # `_with_turn` inlined here and in `_set_aside`: they are the two changes of most steps.
    fields = state.__dict__.copy()
    fields["phase"] = "pick"
    fields["roll"] = dice
    state = _new(HeckmeckState)
    _set(state, "__dict__", fields)
    for face in dice:
        if face not in kept:
            return state
    if rules.roll_without_new_face_busts:
        return _fail(state, "bust", events)
    events.append({"type": "no-new-face", "seat": state.current})
    return _end_on_its_own(_with_turn(state, "decide", kept, (), total), events)


def _set_aside(state: HeckmeckState, face: str, events: list[Event]) -> HeckmeckState:
    rules = state.options.rules
    count = state.roll.count(face)
    kept = state.kept + (face,) * count
    total = state.total + rules.value_of[face] * count
    fields = state.__dict__.copy()
    fields["phase"] = "decide"
    fields["kept"] = kept
    fields["roll"] = ()
    fields["total"] = total
    state = _new(HeckmeckState)
    _set(state, "__dict__", fields)
    events.append(
        {"type": "set-aside", "seat": state.current, "face": face, "count": count, "total": total}
    )
    if _turn_exhausted(kept, rules):
        return _end_on_its_own(state, events)
    return state


def _end_on_its_own(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """The turn ended without a Stop: a single take is taken, several are offered, none fails."""
    options = take_options(state)
    if not options:
        return _fail(state, "no-worm" if not state.has_worm else "no-tile", events)
    if len(options) == 1:
        return _finish_with(state, options[0], events)
    return _with_turn(state, "take", state.kept, state.roll, state.total)


def _takes_for(state: HeckmeckState, total: int) -> list[Take]:
    grill = state.grill
    if state.options.free_choice:
        takes = [_TAKES[t, None] for t in sorted(set(grill), reverse=True) if t <= total]
        return _steals(state, total) + takes
    if total in grill:
        return [_TAKES[total, None]]
    below = bisect_left(grill, total)  # the grill is ascending
    lower = [_TAKES[grill[below - 1], None]] if below else []
    return _steals(state, total) + lower


def _steals(state: HeckmeckState, total: int) -> list[Take]:
    me = state.current
    return [
        _TAKES[total, seat]
        for seat, stack in enumerate(state.stacks)
        if stack and stack[-1] == total and seat != me
    ]


def _finish_with(state: HeckmeckState, take: Take, events: list[Event]) -> HeckmeckState:
    me = state.current
    stacks = list(state.stacks)
    tile = take.tile
    worms = state.options.rules.worms_of[tile]
    if take.victim is not None:
        stacks[take.victim] = stacks[take.victim][:-1]
        grill = state.grill
        steals = _bump(state.steals, me)
        events.append(
            {"type": "stole", "seat": me, "victim": take.victim, "tile": tile, "worms": worms}
        )
    else:
        at = state.grill.index(tile)
        grill = state.grill[:at] + state.grill[at + 1 :]
        steals = state.steals
        events.append({"type": "took", "seat": me, "tile": tile, "worms": worms})
    stacks[me] = stacks[me] + (tile,)
    return _end_turn(state, events, grill, state.turned, tuple(stacks), steals, state.failures)


def _fail(state: HeckmeckState, reason: str, events: list[Event]) -> HeckmeckState:
    me = state.current
    events.append({"type": "failed", "seat": me, "reason": reason, "total": state.total})
    grill = list(state.grill)
    turned = list(state.turned)
    stacks = list(state.stacks)
    opts = state.options
    rules = opts.rules

    returned = None
    if rules.failure_returns_tile and stacks[me]:
        returned = stacks[me][-1]
        stacks[me] = stacks[me][:-1]
        grill.append(returned)
        grill.sort()
        events.append({"type": "returned", "seat": me, "tile": returned})

    def turn_over(tile: int) -> None:
        grill.remove(tile)
        turned.append(tile)
        events.append({"type": "turned", "tile": tile})

    if not rules.failure_returns_tile:
        if grill:  # Junior: a turn without a tile always turns the highest tile
            turn_over(grill[-1])
    elif returned is not None:
        highest = grill[-1]
        if opts.short_game:
            turn_over(returned)
            if returned != highest:
                turn_over(highest)
        elif returned != highest:
            turn_over(highest)
    elif opts.harsh_failure and grill:
        turn_over(grill[-1])

    return _end_turn(
        state,
        events,
        tuple(grill),
        tuple(sorted(turned)),
        tuple(stacks),
        state.steals,
        _bump(state.failures, me),
    )


def _end_turn(
    state: HeckmeckState,
    events: list[Event],
    grill: tuple[int, ...],
    turned: tuple[int, ...],
    stacks: tuple[tuple[int, ...], ...],
    steals: tuple[int, ...],
    failures: tuple[int, ...],
) -> HeckmeckState:
    """The game after the current player's turn: the next player's fresh turn, or the end."""
    me = state.current
    turns = _bump(state.turns, me)
    over = not grill
    seat = me if over else _next_seat(state)
    state = _state(
        state.options, grill, turned, stacks, state.active, seat, over,
        steals, failures, turns, 0,
    )  # fmt: skip
    if over:
        events.append(_game_over_event(state))
    else:
        events.append({"type": "next-turn", "seat": seat})
    return state


def _next_seat(state: HeckmeckState) -> int:
    seat = state.current
    active = state.active
    players = len(active)
    for _ in range(players):
        seat = (seat + 1) % players
        if active[seat]:
            break
    return seat


def _game_over_event(state: HeckmeckState) -> Event:
    return {"type": "game-over", "scores": scores(state), "winners": winners(state)}


def _bump(values: tuple[int, ...], seat: int) -> tuple[int, ...]:
    bumped = list(values)
    bumped[seat] += 1
    return tuple(bumped)


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
