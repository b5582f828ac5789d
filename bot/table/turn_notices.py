"""Who is told that a turn is theirs, how and when: the rules the Discord layer's turn calls
(cogs/table/pings.py) follow.

- One notice per turn and player: a player who asked for direct messages (`/heckmeck remind`,
  and Discord delivers them) gets the direct message and no call in the channel; anyone else gets
  the channel call their ping setting allows (every turn, reminder only, off), and one whose
  direct messages Discord refused gets both (the direct message is tried again).
- In a game of short turns (under an hour: a game night, where a turn lasts seconds) nobody is
  called the moment their turn begins: only once the turn has waited `Timing.call_wait` seconds
  without a press. A player who presses first is not called at all. Long turns are called at
  once (the player is elsewhere).
- The reminder comes at half the turn (75 % of a long turn), and only for a turn still waiting:
  decided under the game's lock, against the game as it then stands.

Beside the rules, what they are decided on: the human on turn, the turn's deadline as its clock
stands, and whether this turn is the player's last chance before a removal.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.domain import held_clocks, turn_times
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.domain.settings import DM_ON, DM_REFUSAL_TOLD, DM_REFUSED


@dataclass(frozen=True)
class Notice:
    """How one player is told of their turn: by direct message, by a call in the channel at the
    turn's start, by a reminder in the channel."""

    direct: bool
    call: bool
    reminder: bool


def notice_for(dm_setting: int | None, ping_mode: str) -> Notice:
    """A player's notice from their direct-message setting (DM_* of bot/domain/settings.py, or
    None where no direct message is sent) and their ping mode ("every", "reminder", "off"): a
    direct message that reaches them replaces the channel's call and reminder. While Discord
    refuses their direct messages, the channel calls them as their mode says, and the direct
    message is still tried (it reaches them again once their DMs are open)."""
    if dm_setting == DM_ON:
        return Notice(direct=True, call=False, reminder=False)
    retried = dm_setting in (DM_REFUSED, DM_REFUSAL_TOLD)
    return Notice(direct=retried, call=ping_mode == "every", reminder=ping_mode != "off")


def call_wait(meta: dict[str, Any], wait: float) -> float:
    """How long a turn of the game with `meta` waits without a press before its player is
    called: `wait` (Timing.call_wait) in a game of short turns, none in a game of long turns."""
    return 0.0 if turn_times.is_long(meta) else max(0.0, wait)


def pressed(events: list[dict[str, Any]], seat: int) -> bool:
    """Whether a change of the turn's game (its engine events) was the player on `seat` pressing,
    rather than another player's out-of-turn play beside their turn."""
    return any(event.get("seat") == seat for event in events) or not any(
        "seat" in event for event in events
    )


def still_waiting(
    record_step: int,
    armed_step: int,
    deadline: float | None,
    now: float,
    *,
    on_turn: bool,
) -> bool:
    """Whether a call or reminder armed at `armed_step` is still for a waiting turn: nobody
    pressed since (the game is at the same step), the player is still on turn, and the turn's
    time has not run out (a timeout not yet handled ends it all the same)."""
    return on_turn and record_step == armed_step and (deadline is None or deadline > now)


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
