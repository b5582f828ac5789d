"""Heckmeck's transitions: what a roll, a face set aside, a take or a failure does to the game.

Speed: each new state is built once, straight from its fields (`_state`, `_with_turn`), carrying
the sum set aside with it (`total`); the edition's faces, values and worms are looked up in tables
built once (`Edition`).
"""

from __future__ import annotations

import random

from bot.domain.heckmeck.engine.data import WORM
from bot.domain.heckmeck.engine.dice import roll_dice
from bot.domain.heckmeck.engine.legal import (
    best_take,
    pickable_faces,
    take_options,
    takes_for_sum,
    turn_exhausted,
)
from bot.domain.heckmeck.engine.scoring import scores, winners
from bot.domain.heckmeck.engine.state import Event, HeckmeckOptions, HeckmeckState, Phase, Take

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
            "undo": (),
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


def roll_remaining(state: HeckmeckState, rng: random.Random, events: list[Event]) -> HeckmeckState:
    rules = state.options.rules
    kept = state.kept
    dice = roll_dice(rules, rules.dice - len(kept), rng)
    events.append({"type": "rolled", "seat": state.current, "dice": list(dice)})
    total = state.total
    # `_with_turn` inlined here and in `set_aside`: they are the two changes of most steps.
    fields = state.__dict__.copy()
    fields["phase"] = "pick"
    fields["roll"] = dice
    fields["undo"] = ()
    state = _new(HeckmeckState)
    _set(state, "__dict__", fields)
    for face in dice:
        if face not in kept:
            return state
    if rules.roll_without_new_face_busts:
        return fail(state, "bust", events)
    events.append({"type": "no-new-face", "seat": state.current})
    return _end_on_its_own(_with_turn(state, "decide", kept, (), total), events)


def set_aside(state: HeckmeckState, face: str, events: list[Event]) -> HeckmeckState:
    rules = state.options.rules
    count = state.roll.count(face)
    kept = state.kept + (face,) * count
    total = state.total + rules.value_of[face] * count
    fields = state.__dict__.copy()
    fields["phase"] = "decide"
    fields["kept"] = kept
    fields["roll"] = ()
    fields["undo"] = state.roll
    fields["total"] = total
    state = _new(HeckmeckState)
    _set(state, "__dict__", fields)
    events.append(
        {"type": "set-aside", "seat": state.current, "face": face, "count": count, "total": total}
    )
    if turn_exhausted(kept, rules):
        return _end_on_its_own(state, events)
    return state


def undo_set_aside(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """The turn as it stood before its last dice were set aside: the same roll on the table."""
    roll = state.undo
    face = state.kept[-1]
    count = roll.count(face)
    undone = {
        "type": "set-aside", "seat": state.current, "face": face, "count": count,
        "total": state.total,
    }  # fmt: skip
    kept = state.kept[: len(state.kept) - count]
    total = state.total - state.options.rules.value_of[face] * count
    fields = state.__dict__.copy()
    fields["phase"] = "pick"
    fields["kept"] = kept
    fields["roll"] = roll
    fields["undo"] = ()
    fields["total"] = total
    state = _new(HeckmeckState)
    _set(state, "__dict__", fields)
    events.append({"type": "undone", "seat": state.current, "undone": undone})
    return state


def _end_on_its_own(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """The turn ended without a Stop: a single take is taken, several are offered, none fails."""
    options = take_options(state)
    if not options:
        return fail(state, "no-worm" if not state.has_worm else "no-tile", events)
    if len(options) == 1:
        return finish_with(state, options[0], events)
    return _with_turn(state, "take", state.kept, state.roll, state.total)



def finish_with(state: HeckmeckState, take: Take, events: list[Event]) -> HeckmeckState:
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


def fail(state: HeckmeckState, reason: str, events: list[Event]) -> HeckmeckState:
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
    seat = me if over else next_seat(state)
    state = _state(
        state.options, grill, turned, stacks, state.active, seat, over,
        steals, failures, turns, 0,
    )  # fmt: skip
    if over:
        events.append(game_over_event(state))
    else:
        events.append({"type": "next-turn", "seat": seat})
    return state


def next_seat(state: HeckmeckState) -> int:
    seat = state.current
    active = state.active
    players = len(active)
    for _ in range(players):
        seat = (seat + 1) % players
        if active[seat]:
            break
    return seat


def game_over_event(state: HeckmeckState) -> Event:
    return {"type": "game-over", "scores": scores(state), "winners": winners(state)}


def _bump(values: tuple[int, ...], seat: int) -> tuple[int, ...]:
    bumped = list(values)
    bumped[seat] += 1
    return tuple(bumped)


def time_out(state: HeckmeckState, events: list[Event]) -> HeckmeckState:
    """End the turn of a player out of time with the best take the dice allow, else fail it.

    After a roll, that may mean setting aside the face that makes the best take possible.
    """
    seat = state.current
    if state.phase == "pick":
        face = _face_for_best_take(state)
        if face is not None:
            state = set_aside(state, face, events)
            if state.current != seat or state.over:
                return state  # setting it aside ended the turn with its one possible take
    options = take_options(state)
    if options:
        return finish_with(state, best_take(state, options), events)
    return fail(state, "timeout", events)


def _face_for_best_take(state: HeckmeckState) -> str | None:
    """The face whose dice, set aside, allow the best take (None if no face allows one)."""
    worms_of = state.options.rules.worms_of
    value_of = state.options.rules.value_of
    kept, roll = state.kept, state.roll
    best: tuple[tuple[int, bool, int], str] | None = None
    for face in pickable_faces(state):
        if WORM not in kept and face != WORM:
            continue
        takes = takes_for_sum(state, state.total + value_of[face] * roll.count(face))
        if takes:
            take = best_take(state, takes)
            key = (worms_of[take.tile], take.is_steal, take.tile)
            if best is None or key > best[0]:
                best = (key, face)
    return best[1] if best else None

