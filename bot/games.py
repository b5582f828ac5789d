"""The games the bot runs, behind one interface, so sessions and storage serve every game alike.

Each rules module offers the same functions (new_game, apply, legal_actions, current_seat, ...);
a GameKind adds what differs: how options and actions are read from JSON, the player limits,
and the computer player.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from bot.rules import heckmeck

ComputerPolicy = Callable[[Any, str, random.Random], Any]


@dataclass(frozen=True)
class GameKind:
    name: str
    rules: ModuleType
    options_from_json: Callable[[dict[str, Any]], Any]
    player_limits: Callable[[Any], tuple[int, int]]
    computer_policy: Callable[[], ComputerPolicy]  # imported lazily: policies may be heavy

    # Thin pass-throughs, so callers need not know the module.
    def new_state(self, num_players: int, options: dict[str, Any], rng: random.Random) -> Any:
        return self.rules.new_game(num_players, self.options_from_json(options), rng)

    def load(self, state: dict[str, Any]) -> Any:
        return self.rules.state_from_json(state)

    def action(self, data: dict[str, Any]) -> Any:
        return self.rules.action_from_json(data)

    def computer_action(self, state: Any, difficulty: str, rng: random.Random) -> Any:
        return self.computer_policy()(state, difficulty, rng)


def _heckmeck_policy() -> ComputerPolicy:
    from bot.ai.heckmeck_policy import choose_action

    return choose_action


def _heckmeck_limits(options: heckmeck.HeckmeckOptions) -> tuple[int, int]:
    return options.rules.min_players, options.rules.max_players


HECKMECK = GameKind(
    name="heckmeck",
    rules=heckmeck,
    options_from_json=heckmeck.HeckmeckOptions.from_json,
    player_limits=_heckmeck_limits,
    computer_policy=_heckmeck_policy,
)

KINDS: dict[str, GameKind] = {HECKMECK.name: HECKMECK}


def kind(name: str) -> GameKind:
    return KINDS[name]
