"""What a game's rules engine offers generic code: the functions the table layer, the replay, the
results and `check` call on `GameKind.rules`, whatever the game.

An engine is a module (bot/domain/heckmeck/engine/rules.py, bot/domain/drehwurm/rules.py) whose
functions match this protocol; the type checker holds every registered module to it
(`GameKind.rules` is typed with it) and tests/domain/test_rules_engine.py checks it at run time.
States, actions and options are the game's own immutable values: generic code only hands them
back to the same engine, so they are `Any` here. The engine is pure: randomness comes in as a
`random.Random`, an action it does not allow raises bot.domain.errors.IllegalAction and changes
nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

# One thing that happened in a step, in plain JSON ({"type": ..., ...}): logged and narrated.
Event = dict[str, Any]


@runtime_checkable
class RulesEngine(Protocol):
    def new_game(self, num_players: int, options: Any, rng: random.Random, /) -> Any:
        """A freshly dealt game for this many seats; seat order is the bot's."""
        ...

    def state_from_json(self, data: dict[str, Any], /) -> Any: ...

    def action_from_json(self, data: dict[str, Any], /) -> Any:
        """An action from its logged JSON; IllegalAction if it is not one of this game's."""
        ...

    def action_to_json(self, action: Any, /) -> dict[str, Any]:
        """The JSON an action is logged as (read back by action_from_json)."""
        ...

    def apply(
        self, state: Any, seat: int, action: Any, rng: random.Random, /
    ) -> tuple[Any, list[Event]]:
        """The state after `seat` plays `action`, and what happened; IllegalAction if refused."""
        ...

    def legal_actions(self, state: Any, seat: int, /) -> Sequence[Any]: ...

    def current_seat(self, state: Any, /) -> int | None:
        """The seat whose turn it is; None once the game is over."""
        ...

    def is_over(self, state: Any, /) -> bool: ...

    def timeout_action(self, state: Any, /) -> Any:
        """What the current seat plays when its time runs out."""
        ...

    def remove_player(self, state: Any, seat: int, /) -> tuple[Any, list[Event]]:
        """The game without `seat` (missed too many turns); no change if over or already out."""
        ...

    def scores(self, state: Any, /) -> Sequence[int]: ...

    def placements(self, state: Any, /) -> Sequence[int]:
        """Each seat's place, 1 for first; ties share a place."""
        ...

    def winners(self, state: Any, /) -> Sequence[int]: ...
