"""Drehwurm as a game the table runs: its facts for generic code."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm import rules
from bot.domain.games import ComputerPolicy, GameKind, OutOfTurnPolicy
from bot.domain.result_counts import ResultCounts


def _policy() -> ComputerPolicy:
    from bot.domain.drehwurm.policy import choose_action

    return choose_action


def _snap_policy() -> OutOfTurnPolicy:
    from bot.domain.drehwurm.policy import choose_snap

    return choose_snap


def _limits(options: rules.DrehwurmOptions) -> tuple[int, int]:
    return rules.MIN_PLAYERS, rules.MAX_PLAYERS


def _options(data: dict[str, Any]) -> rules.DrehwurmOptions:
    return rules.DrehwurmOptions.from_json({"variant": data.get("variant", "standard")})


def _snap(action: Any) -> bool:
    return isinstance(action, rules.Snap)


def _pile_open(state: rules.DrehwurmState) -> bool:
    return state.open_pile() is not None


def _turn(state: rules.DrehwurmState) -> Any:
    return (state.over, state.match, state.current)  # a new match: a new turn


# The counts live in the state (bot/domain/result_counts.py says why). A game started before the
# counts existed never gains them: counting only the plays made since would give /stats wrong
# totals, and its log must still replay to its snapshot.
COUNTED = ("piles_eaten", "snaps_won", "turns")


def _counts(state: dict[str, Any], seat: int) -> dict[str, int | None]:
    """The piles eaten, worms played out of turn and regular turns of one seat."""
    if "turns" not in state:
        return {}  # started before Drehwurm counted them
    return {name: state[name][seat] for name in COUNTED}


COUNTS = ResultCounts(names=COUNTED, of_seat=_counts, stats_line_key="drehwurm-stats-line")


def _replay_start(state: rules.DrehwurmState, snapshot: dict[str, Any] | None) -> Any:
    if snapshot is not None and "turns" not in snapshot:
        return rules.evolve(state, piles_eaten=(), snaps_won=(), turns=())  # dealt uncounted
    return state


def _scene(state: Any, events: list[dict[str, Any]]) -> list[Any]:
    from bot.domain.drehwurm.scene import scene

    return scene(state, events)


def _pictures() -> dict[str, bytes]:
    from bot.domain.drehwurm.pictures import emoji_pictures  # draws with PIL: when a page asks

    return emoji_pictures()


def _narration(events: list[dict[str, Any]]) -> list[Any]:
    from bot.domain.drehwurm.narration import narration

    return narration(events)


DREHWURM = GameKind(
    name="drehwurm",
    rules=rules,
    options_from_json=_options,
    player_limits=_limits,
    computer_policy=_policy,
    rating_games=("drehwurm",),
    score_unit="points",
    final_line_key="drehwurm-final-line",
    counts=COUNTS,
    replay_start=_replay_start,
    out_of_turn=_snap,
    window_open=_pile_open,
    out_of_turn_policy=_snap_policy,
    turn_of=_turn,
    scene=_scene,
    pictures=_pictures,
    narration=_narration,
)
