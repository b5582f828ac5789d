"""The out-of-turn window (Drehwurm's snaps, see GameKind.out_of_turn).

A regular action that leaves the game's window open (GameKind.window_open) stores
`meta["window"]` = {step: the step it created, until: when the next regular action may come,
turn_deadline, computer: a computer's planned out-of-turn action}. An out-of-turn action carries
that step, not the latest one: it is accepted while that window is the game's window, and the
first one to take the lock wins (the engine refuses the later ones). The next regular action is
refused until `until`. Being in the stored meta, all of it survives a restart.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from bot.domain.games import GameKind
from bot.domain.records import GameRecord
from bot.table.types import Refusal

# A computer's reaction time for an out-of-turn play, as a fraction of the snap window (a human
# needs a second or two of the default four).
REACTION = {"easy": (0.6, 1.0), "normal": (0.35, 0.85), "hard": (0.25, 0.6)}


def check_timing(
    record: GameRecord,
    game_kind: GameKind,
    seat: int,
    action: Any,
    step: int,
    *,
    now: float,
    current_seat: Callable[[], int | None],
) -> None:
    """Refuse an action that comes at the wrong moment: an out-of-turn one for a window that is
    no longer the game's, a regular one for an older step or while the window still stands
    (for the player on turn; `current_seat()` tells who that is, parsed only if needed)."""
    window = record.meta.get("window")
    if game_kind.out_of_turn(action):
        # Keyed on the step that opened the window, not the latest step.
        if window is None or window["step"] != step:
            raise Refusal("out-of-turn-too-late")
        return
    if step != record.step:
        raise Refusal("stale-button")
    if window is not None and now < window["until"] and current_seat() == seat:
        raise Refusal("illegal-window-open")


def open_window(
    record: GameRecord,
    game_kind: GameKind,
    state: Any,
    turn_deadline: float,
    *,
    now: float,
    snap_window: float,
    rng: random.Random,
) -> dict[str, Any]:
    """A regular action opened the window: the next regular one waits; computers may react."""
    until = now + snap_window
    window: dict[str, Any] = {
        "step": record.step + 1,  # the step the commit of this change will give the game
        "until": until,
        "turn_deadline": max(turn_deadline, until),
    }
    fastest: dict[str, Any] | None = None
    for seat, player in enumerate(record.players):
        if not player["computer"] or player.get("removed"):
            continue
        action = game_kind.computer_out_of_turn(state, seat, rng)
        if action is None:
            continue
        low, high = REACTION.get(player["computer"], REACTION["normal"])
        at = now + rng.uniform(low, high) * snap_window
        if fastest is None or at < fastest["at"]:
            fastest = {"seat": seat, "at": at, "action": game_kind.rules.action_to_json(action)}
    if fastest is not None:
        window["computer"] = fastest
    return window


def deadline_with(window: dict[str, Any]) -> float:
    """The game's next deadline while `window` stands: its planned computer play, or the turn's."""
    if window.get("computer"):
        return min(window["turn_deadline"], window["computer"]["at"])
    return window["turn_deadline"]


def drop_planned_play(record: GameRecord) -> None:
    """Give up the window's planned computer play (the window itself stays)."""
    window = dict(record.meta["window"])
    window.pop("computer", None)
    record.meta["window"] = window
    record.deadline = window["turn_deadline"]
