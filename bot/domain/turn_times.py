"""How long a player has for a turn, chosen per game: the short turn of a game night, or hours
and days for a game played across the day.

Kept in a game's `meta["turn_time"]` (seconds) from its lobby on; a game without it has the
bot's short turn (TURN_TIMEOUT_SECONDS, 2 minutes). The turn ping, the reminder and the
missed-turn rule follow from the length (docs/playing.md, "Playing across the day").
"""

from __future__ import annotations

from typing import Any

# The choices of /heckmeck start turn_time and /heckmeck settings turn_time, in seconds; "2m" is
# the short turn, which a game keeps without a note (the bot's configured turn time).
TURN_TIMES: dict[str, int] = {
    "2m": 120,
    "10m": 600,
    "1h": 3600,
    "8h": 8 * 3600,
    "24h": 24 * 3600,
    "3d": 3 * 24 * 3600,
}
SHORT = "2m"
# A turn this long or longer is a long turn: it is shown with its date, reminded at 75 %, and
# a player is warned before being removed for missed turns.
LONG_TURN = 3600
# Missed turns in a row that remove a player: short turns (a game night) and long turns.
MISSED_SHORT_TURNS = 3
MISSED_LONG_TURNS = 2


def meta_for(choice: str) -> dict[str, Any]:
    """What a lobby keeps in its meta for the choice `choice` (the short turn needs no note)."""
    return {} if choice == SHORT else {"turn_time": TURN_TIMES[choice]}


def choice_of(meta: dict[str, Any]) -> str:
    """The choice a game was opened with (SHORT for a game without a note)."""
    seconds = meta.get("turn_time")
    return next((name for name, s in TURN_TIMES.items() if s == seconds), SHORT)


def turn_seconds(meta: dict[str, Any], short_turn: float) -> float:
    """The length of a turn of the game with `meta`; `short_turn`: the bot's short turn."""
    seconds = meta.get("turn_time")
    return float(seconds) if isinstance(seconds, int | float) and seconds > 0 else short_turn


def is_long(meta: dict[str, Any]) -> bool:
    return turn_seconds(meta, 0.0) >= LONG_TURN


def missed_turns_limit(meta: dict[str, Any]) -> int:
    """How many missed turns in a row remove a player. With long turns the first miss is a
    warning (the next turn call says so) and the second removes: one missed three-day turn never
    does."""
    return MISSED_LONG_TURNS if is_long(meta) else MISSED_SHORT_TURNS


def reminder_share(meta: dict[str, Any]) -> float:
    """How far into a turn the reminder comes: half way for short turns, at 75 % for long ones."""
    return 0.75 if is_long(meta) else 0.5
