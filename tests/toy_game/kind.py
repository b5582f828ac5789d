"""The toy as a game the table runs: its facts for generic code, declared like
bot/domain/heckmeck/kind.py (registered by the `toy_game` fixture, not at import)."""

from __future__ import annotations

import random
from typing import Any

from bot.domain.games import ComputerPolicy, GameKind
from bot.domain.result_counts import ResultCounts, per_seat
from tests.toy_game import rules

NAME = "highdie"


def _limits(options: rules.ToyOptions) -> tuple[int, int]:
    return rules.PLAYERS, rules.PLAYERS


def _always_throw(state: rules.ToyState, difficulty: str, rng: random.Random) -> Any:
    return rules.Throw()


def _policy() -> ComputerPolicy:
    return _always_throw


def _counts(state: dict[str, Any], seat: int) -> dict[str, int | None]:
    return {"rounds_won": per_seat(state, "points", seat)}


# The toy's own count, summed in /stats; it has no /stats line (no catalogue key of its own).
COUNTS = ResultCounts(names=("rounds_won",), of_seat=_counts)

TOY = GameKind(
    name=NAME,
    rules=rules,
    options_from_json=rules.ToyOptions.from_json,
    player_limits=_limits,
    computer_policy=_policy,
    rating_games=(NAME,),
    score_unit="points",
    # A game's texts live in the catalogues, which a test cannot add to: the toy borrows the final
    # line that counts points.
    final_line_key="drehwurm-final-line",
    difficulties=("easy",),
    counts=COUNTS,
)
