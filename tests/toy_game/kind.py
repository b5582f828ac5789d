"""The toy as a game the table runs: its facts for generic code, declared like
bot/domain/heckmeck/kind.py (registered by the `toy_game` fixture, not at import)."""

from __future__ import annotations

import random
from typing import Any

from bot.domain.games import ComputerPolicy, GameKind
from tests.toy_game import rules

NAME = "highdie"


def _limits(options: rules.ToyOptions) -> tuple[int, int]:
    return rules.PLAYERS, rules.PLAYERS


def _always_throw(state: rules.ToyState, difficulty: str, rng: random.Random) -> Any:
    return rules.Throw()


def _policy() -> ComputerPolicy:
    return _always_throw


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
)
