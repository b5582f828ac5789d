"""Whose turn it is in a running game, until when, and whether missing it removes them: what the
turn calls (cogs/table/pings.py) and the player's list of games read of a game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.domain import held_clocks, turn_times
from bot.domain.games import kind
from bot.domain.records import GameRecord


def current_human(
    record: GameRecord, state_of: Callable[[GameRecord], Any]
) -> dict[str, Any] | None:
    """The human player on turn in a running game (None on a computer's turn or when over);
    `state_of`: the parsed state of a record (Sessions.state_of)."""
    if record.status != "running" or record.state is None:
        return None
    seat = kind(record.kind).rules.current_seat(state_of(record))
    if seat is None:
        return None
    player = record.players[seat]
    return None if player["computer"] or player.get("removed") else player


def turn_deadline(record: GameRecord) -> float | None:
    """When the current turn runs out (held_clocks.turn_deadline)."""
    return held_clocks.turn_deadline(record.meta, record.deadline)


def last_chance(record: GameRecord, user_id: int) -> bool:
    """Whether the player missed so many long turns in a row that missing this one removes them
    (they are warned; short turns keep the game night's rule without a warning)."""
    if not turn_times.is_long(record.meta):
        return False
    player = next((p for p in record.players if p["id"] == user_id), None)
    missed = 0 if player is None else player.get("missed", 0)
    return missed == turn_times.missed_turns_limit(record.meta) - 1
