"""What the player on turn may do now: roll, the faces to set aside, the takes on offer.

The actions and takes handed out are shared immutable values, built once.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from bot.domain.heckmeck.engine.data import EDITIONS, WORM, Edition
from bot.domain.heckmeck.engine.state import (
    Action,
    HeckmeckState,
    Roll,
    SetAside,
    Stop,
    Take,
    Timeout,
)

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


def turn_exhausted(kept: tuple[str, ...], rules: Edition) -> bool:
    """True when the turn has ended on its own: no dice left, or every face set aside."""
    faces = len(rules.faces)
    return len(kept) >= rules.dice or (len(kept) >= faces and len(set(kept)) == faces)


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
    return phase == "decide" and not turn_exhausted(state.kept, state.options.rules)


def take_options(state: HeckmeckState) -> list[Take]:
    """Every take that ending the turn now would offer; empty if the turn would fail."""
    if state.over or state.phase not in ("decide", "take") or WORM not in state.kept:
        return []
    return takes_for_sum(state, state.total)


def takes_for_sum(state: HeckmeckState, total: int) -> list[Take]:
    """The takes ending the current turn with `total` set aside, a worm among it, would offer."""
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
