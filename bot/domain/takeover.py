"""A computer takes over a seat: what happens to the seat of a player who leaves a running game
or is removed for missed turns, as the table chose at its start (meta "takeover": a computer
player's difficulty; none: the seat is removed, as the rules engine removes a player).

A seat taken over keeps its player's id and name and gets the difficulty as its "computer" and
the table's turn from which the computer plays it as "since": the table plays it as any computer
seat, the result remembers whose seat it was (bot/domain/results.py: a loss for the leaver,
whatever the computer makes of it), and every surface names it as bot/domain/shown.py says.
A tournament's table never hands a seat over: a left seat is a dropped player there.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

TAKEOVER_KEY = "takeover"  # in a game's meta: the difficulty that takes a left seat over
SINCE_KEY = "since"  # in a seat taken over: the table's turn from which a computer plays it
TAKEOVER_ACTION = {"type": "takeover"}  # the logged step of a player who left their seat to one
TAKEN_OVER = "taken-over"  # the event of a seat handed to a computer


def takeover_level(meta: dict[str, Any]) -> str | None:
    """The difficulty that plays on the seat of a player who leaves; None: the seat is removed."""
    if "tournament" in meta:
        return None
    level = meta.get(TAKEOVER_KEY)
    return level if isinstance(level, str) else None


def taken_over(player: Mapping[str, Any]) -> bool:
    """Whether a computer plays this seat in place of the player who left it."""
    return SINCE_KEY in player


def left_by_choice(player: Mapping[str, Any]) -> bool:
    """Whether the seat's player left the game (to a computer, or removed at their word): a
    loss for them, whatever happened at the table after (bot/domain/results.py)."""
    return taken_over(player) or bool(player.get("quit"))


def hand_over(player: dict[str, Any], level: str, turn: int) -> dict[str, Any]:
    """The seat as a computer of `level` plays it from the table's turn `turn` on."""
    return {**player, "computer": level, SINCE_KEY: turn, "missed": 0}


def takeover_event(seat: int, level: str, turn: int, reason: str) -> dict[str, Any]:
    """`reason`: "left" (the player left) or "missed" (too many turns missed)."""
    return {"type": TAKEN_OVER, "seat": seat, "level": level, "turn": turn, "reason": reason}


def handed_over(events: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The takeover among a step's events, if any."""
    return next((e for e in events if e.get("type") == TAKEN_OVER), None)
