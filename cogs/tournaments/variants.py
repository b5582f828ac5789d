"""What a tournament can play: a game's package registers, per rating game it offers for
tournaments, how the variant switches of `/tournament create` become its options (this module
knows no game). The choice's values are the rating games ("which leaderboard"), its labels in the
catalogues (`choice-tournament-game-<rating game>`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.table.types import Refusal

# The variant switches /tournament create offers (the same as a normal game's start command).
SWITCHES = ("short_game", "free_choice", "harsh_failure")


@dataclass(frozen=True)
class TournamentGame:
    rating_game: str  # the choice's value
    kind: str  # the GameKind the tables play
    # the switches that are on -> the kind's options; raises Refusal for a combination it refuses
    options: Callable[[frozenset[str]], dict[str, Any]]


_OFFERED: dict[str, TournamentGame] = {}


def register(game: TournamentGame) -> TournamentGame:
    _OFFERED[game.rating_game] = game
    return game


def offered() -> tuple[str, ...]:
    return tuple(_OFFERED)


def options_for(rating_game: str, switches: frozenset[str]) -> tuple[str, dict[str, Any]]:
    """(kind, options) of a tournament of `rating_game` with these switches on."""
    game = _OFFERED.get(rating_game)
    if game is None or not switches <= set(SWITCHES):
        raise Refusal("invalid-option")
    return game.kind, game.options(switches)
