"""Puzzle positions: a classic two-player position in the middle of a turn (dice to choose from,
or roll-or-stop) whose best choice, by the hard player's exact turn values
(bot/domain/heckmeck/ai/odds.py), beats the second best by at least MARGIN.

The shipped set (seeds.json, numbered from 1) is built by scripts/build_puzzles.py from self-play:
positions where a computer player chose otherwise than the best, or the hard and the expert
players disagree. Puzzles mined from the finished games on the bot (harvest.py, stored in the
table game_puzzles) are numbered from GAME_PUZZLES_FROM on. The puzzle of the day comes from the
shipped set alone, so it stays the same all day whatever games end meanwhile.
Values read as worms: the worm lead (mine minus the opponent's) plus a bonus for the chance to
win, so a margin counts worms of expected lead or win chance.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from dataclasses import dataclass
from datetime import date
from functools import cache
from importlib import resources
from typing import Any

from bot.domain.heckmeck.engine import rules as hm

MARGIN = 0.5
GAME_PUZZLES_FROM = 1001
SALT = b"heckmeck-puzzle-of-the-day/v1"


@dataclass(frozen=True)
class Puzzle:
    number: int  # from 1, its place in the shipped set
    state: hm.HeckmeckState
    best: dict[str, Any]  # the best choice when the set was built (the tests check it holds)

    @property
    def from_a_game(self) -> bool:
        """Mined from a game played on the bot (else one of the shipped set)."""
        return self.number >= GAME_PUZZLES_FROM


def game_puzzle_number(row_id: int) -> int:
    """The number shown for the puzzle stored as row `row_id` (from 1) of game_puzzles."""
    return GAME_PUZZLES_FROM - 1 + row_id


def game_puzzle_row(number: int) -> int | None:
    """The game_puzzles row of the puzzle `number`; None for a shipped one."""
    return number - GAME_PUZZLES_FROM + 1 if number >= GAME_PUZZLES_FROM else None


def from_game(number: int, state: dict[str, Any], best: dict[str, Any]) -> Puzzle:
    return Puzzle(number, hm.state_from_json(state), best)


def gap(state: hm.HeckmeckState) -> float | None:
    """How far the best choice's value lies above the second best's (None: one choice only)."""
    from bot.domain.heckmeck.ai.odds import choices  # the AI is loaded when first needed

    values = sorted((c.value for c in choices(state)), reverse=True)
    return values[0] - values[1] if len(values) > 1 else None


def is_puzzle(state: hm.HeckmeckState) -> bool:
    if state.over or state.phase not in ("pick", "decide") or state.num_players != 2:
        return False
    found = gap(state)
    return found is not None and found >= MARGIN


@cache
def shipped() -> tuple[Puzzle, ...]:
    text = resources.files(__name__.rpartition(".")[0]).joinpath("seeds.json").read_text("utf-8")
    return tuple(
        Puzzle(n, hm.state_from_json(entry["state"]), entry["best"])
        for n, entry in enumerate(json.loads(text), 1)
    )


def puzzle(number: int) -> Puzzle | None:
    puzzles = shipped()
    return puzzles[number - 1] if 1 <= number <= len(puzzles) else None


def of_the_day(day: date) -> Puzzle:
    """The same puzzle for everyone on `day`, picked by a keyed hash of the date."""
    digest = hmac.new(SALT, day.isoformat().encode(), hashlib.sha256).digest()
    puzzles = shipped()
    return puzzles[int.from_bytes(digest[:8], "big") % len(puzzles)]

