"""Puzzles from the finished games on the bot: the game is replayed from its event log (the dice
as recorded) and every position in the middle of a turn that makes a puzzle
(positions.is_puzzle: the best choice ahead of the second best by the margin) where the player
chose otherwise, or the hard and expert players disagree, is kept: at most PER_GAME of a game,
the clearest first.

Only two-player classic games without variants are mined (the puzzle board shows "you" and "your
opponent" and no rule variants), and only until a player is removed. A position holds the tiles
and the dice alone: no name, no id.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles.positions import MARGIN, gap

PER_GAME = 3
_ACTIONS = ("roll", "set-aside", "stop", "timeout", "undo")


@dataclass(frozen=True)
class Found:
    state: hm.HeckmeckState
    best: hm.Action
    gap: float  # worms between the best choice and the second best


def minable(options: dict[str, Any], players: list[dict[str, Any]]) -> bool:
    return len(players) == 2 and hm.HeckmeckOptions.from_json(options) == hm.HeckmeckOptions()


def _action(row: dict[str, Any]) -> hm.Action | None:
    data = row["action"]
    if data.get("type") not in _ACTIONS:
        return None
    if data["type"] == "stop" and data.get("tile") is None:
        return None  # the game was stopped, not a take
    return hm.action_from_json(data)


def _as_puzzle(state: hm.HeckmeckState, chosen: hm.Action) -> Found | None:
    from bot.domain.heckmeck.ai.expert import expert_action  # the AI is loaded when first needed
    from bot.domain.heckmeck.ai.odds import position_odds

    if state.over or state.phase not in ("pick", "decide"):
        return None
    found = gap(state)
    if found is None or found < MARGIN:
        return None
    best = position_odds(state).best.action
    # A timeout is no choice of the player's: only a disagreement of the computers counts then.
    chose_otherwise = not isinstance(chosen, hm.Timeout) and chosen != best
    if chose_otherwise or expert_action(state) != best:
        return Found(state, best, found)
    return None


def puzzles_of_game(
    options: dict[str, Any], players: list[dict[str, Any]], rows: list[dict[str, Any]]
) -> list[Found]:
    """The puzzles of a finished game from its event rows (oldest first), clearest first."""
    if not minable(options, players):
        return []
    state = hm.new_game(2, hm.HeckmeckOptions())
    found: dict[hm.HeckmeckState, Found] = {}
    for row in rows:
        action = _action(row)
        if action is None or state.over:
            continue
        events = row["events"]
        if any(e.get("type") == "removed" for e in events):
            break
        undo = isinstance(action, hm.Undo)
        puzzle = None if undo else _as_puzzle(state, action)
        if puzzle is not None:
            found.setdefault(state, puzzle)
        rolls = [e["dice"] for e in events if e.get("type") == "rolled"]
        state, _ = hm.apply(state, state.current, action, hm.ScriptedDice(state.rules, rolls))
        if undo:
            found.pop(state, None)  # a choice taken back is judged by the one made instead
    return sorted(found.values(), key=lambda p: -p.gap)[:PER_GAME]

