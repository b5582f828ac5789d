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

from bot.domain.drehwurm import rules as drehwurm
from bot.domain.heckmeck import rules as heckmeck

ComputerPolicy = Callable[[Any, str, random.Random], Any]
# A computer's out-of-turn play (state, seat, rng) -> an action, or None to let it pass.
OutOfTurnPolicy = Callable[[Any, int, random.Random], Any]


@dataclass(frozen=True)
class GameKind:
    name: str
    rules: ModuleType
    options_from_json: Callable[[dict[str, Any]], Any]
    player_limits: Callable[[Any], tuple[int, int]]
    computer_policy: Callable[[], ComputerPolicy]  # imported lazily: policies may be heavy
    # Out-of-turn play (Drehwurm's snaps). After a regular action leaves `window_open(state)`
    # true, every eligible seat may play an action for which `out_of_turn(action)` holds; the
    # next regular action waits for the window's few seconds (see Sessions).
    out_of_turn: Callable[[Any], bool] = lambda action: False
    window_open: Callable[[Any], bool] = lambda state: False
    out_of_turn_policy: Callable[[], OutOfTurnPolicy] | None = None
    # Which turn a state is in: an out-of-turn play that keeps it keeps the turn's deadline.
    turn_of: Callable[[Any], Any] = lambda state: (state.over, state.current)
    # The computer players the lobby offers, weakest first.
    difficulties: tuple[str, ...] = ("easy", "normal", "hard")

    # Thin pass-throughs, so callers need not know the module.
    def new_state(self, num_players: int, options: dict[str, Any], rng: random.Random) -> Any:
        return self.rules.new_game(num_players, self.options_from_json(options), rng)

    def load(self, state: dict[str, Any]) -> Any:
        return self.rules.state_from_json(state)

    def action(self, data: dict[str, Any]) -> Any:
        return self.rules.action_from_json(data)

    def computer_action(self, state: Any, difficulty: str, rng: random.Random) -> Any:
        return self.computer_policy()(state, difficulty, rng)

    def computer_out_of_turn(self, state: Any, seat: int, rng: random.Random) -> Any:
        """The out-of-turn action a computer in `seat` plays now, or None."""
        if self.out_of_turn_policy is None:
            return None
        return self.out_of_turn_policy()(state, seat, rng)


def _heckmeck_policy() -> ComputerPolicy:
    from bot.domain.heckmeck.ai.policy import choose_action

    return choose_action


def _heckmeck_limits(options: heckmeck.HeckmeckOptions) -> tuple[int, int]:
    return options.rules.min_players, options.rules.max_players


HECKMECK = GameKind(
    name="heckmeck",
    rules=heckmeck,
    options_from_json=heckmeck.HeckmeckOptions.from_json,
    player_limits=_heckmeck_limits,
    computer_policy=_heckmeck_policy,
    difficulties=("easy", "normal", "hard", "expert"),
)


def _drehwurm_policy() -> ComputerPolicy:
    from bot.domain.drehwurm.policy import choose_action

    return choose_action


def _drehwurm_snap_policy() -> OutOfTurnPolicy:
    from bot.domain.drehwurm.policy import choose_snap

    return choose_snap


def _drehwurm_limits(options: drehwurm.DrehwurmOptions) -> tuple[int, int]:
    return drehwurm.MIN_PLAYERS, drehwurm.MAX_PLAYERS


def _drehwurm_options(data: dict[str, Any]) -> drehwurm.DrehwurmOptions:
    return drehwurm.DrehwurmOptions.from_json({"variant": data.get("variant", "standard")})


DREHWURM = GameKind(
    name="drehwurm",
    rules=drehwurm,
    options_from_json=_drehwurm_options,
    player_limits=_drehwurm_limits,
    computer_policy=_drehwurm_policy,
    out_of_turn=lambda action: isinstance(action, drehwurm.Snap),
    window_open=lambda state: state.open_pile() is not None,
    out_of_turn_policy=_drehwurm_snap_policy,
    turn_of=lambda state: (state.over, state.match, state.current),  # a new match: a new turn
)

KINDS: dict[str, GameKind] = {HECKMECK.name: HECKMECK, DREHWURM.name: DREHWURM}
# Every difficulty some game offers, weakest first: what a lobby's add-computer menu may send.
DIFFICULTIES: tuple[str, ...] = tuple(
    dict.fromkeys(d for game in KINDS.values() for d in game.difficulties)
)


def kind(name: str) -> GameKind:
    return KINDS[name]
