"""Heckmeck (classic and Junior) as a game the table runs: its facts for generic code."""

from __future__ import annotations

from typing import Any

from bot.domain.draws import LogMismatch
from bot.domain.games import ComputerPolicy, GameKind
from bot.domain.heckmeck import rules
from bot.domain.heckmeck.data import JUNIOR


def _policy() -> ComputerPolicy:
    from bot.domain.heckmeck.ai.policy import choose_action

    return choose_action


def _limits(options: rules.HeckmeckOptions) -> tuple[int, int]:
    return options.rules.min_players, options.rules.max_players


def _rating_game(options: dict[str, Any]) -> str:
    return JUNIOR.name if options.get("edition") == JUNIOR.name else "heckmeck"


def _dice_from_events(
    options: rules.HeckmeckOptions, events: list[dict[str, Any]]
) -> list[int]:
    """An old log's draws: the logged rolls' faces, as the engine draws them."""
    sides = options.rules.sides
    try:
        return [sides.index(face) for e in events if e["type"] == "rolled" for face in e["dice"]]
    except (ValueError, KeyError, TypeError):
        raise LogMismatch("a logged roll shows a face the dice do not have") from None


def _scene(state: rules.HeckmeckState, events: list[dict[str, Any]]) -> list[Any]:
    from bot.domain.heckmeck.scene import scene  # draws with PIL: loaded when a page asks

    return scene(state, events)


def _narration(events: list[dict[str, Any]]) -> list[Any]:
    from bot.domain.heckmeck.narration import narration

    return narration(events)


def _highest_tiles(state: rules.HeckmeckState) -> list[int]:
    return [max(stack, default=0) for stack in state.stacks]


def _pictures() -> dict[str, bytes]:
    from bot.domain.heckmeck.pictures import emoji_pictures

    return emoji_pictures()


HECKMECK = GameKind(
    name="heckmeck",
    rules=rules,
    options_from_json=rules.HeckmeckOptions.from_json,
    player_limits=_limits,
    computer_policy=_policy,
    rating_games=("heckmeck", JUNIOR.name),
    rating_game_of=_rating_game,
    score_unit="worms",
    final_line_key="board-final-line",
    hints=True,
    difficulties=("easy", "normal", "hard", "expert"),
    draws_from_events=_dice_from_events,
    scene=_scene,
    pictures=_pictures,
    narration=_narration,
    tournaments=True,
    best_held=_highest_tiles,
)
