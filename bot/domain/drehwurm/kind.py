"""Drehwurm as a game the table runs: its facts for generic code."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm import rules
from bot.domain.games import ComputerPolicy, GameKind, OutOfTurnPolicy


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


# The /stats counts live in the state, not derived from the event log at the end: a game's result
# rows must come from its snapshot alone (`bot check` records every finished game again from its
# snapshot and compares, and `bot prune` deletes old logs while their results stay). A game
# started before the counts existed never gains them: counting only the plays made since would
# give /stats wrong totals, and its log must still replay to its snapshot.


def _result_counts(state: dict[str, Any], seat: int) -> tuple[int | None, ...]:
    """The steals column holds the out-of-turn worms played, failures the piles eaten."""
    if "turns" not in state:
        return None, None, None  # started before Drehwurm counted them
    return state["snaps_won"][seat], state["piles_eaten"][seat], state["turns"][seat]


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
    result_counts=_result_counts,
    replay_start=_replay_start,
    stats_line_key="drehwurm-stats-line",
    out_of_turn=_snap,
    window_open=_pile_open,
    out_of_turn_policy=_snap_policy,
    turn_of=_turn,
    scene=_scene,
    pictures=_pictures,
    narration=_narration,
)
