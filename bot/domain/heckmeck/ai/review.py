"""The review of a finished game, computed from its stored event log alone.

Heckmeck (both editions): the game is replayed through the engine from `new_game`, each roll with
the dice the log recorded. At every decision of a human (more than one choice open, or a missed
deadline) the choices are valued as the hard player values them (bot.domain.heckmeck.ai.odds), so:

- a decision's loss = the best choice's value − the chosen one's (≥ 0): "skill" sums them;
- a roll's luck = the value of the best choice the dice left − the value of rolling (its mean
  over all rolls): "luck" sums them;
- per turn, exactly: the value the turn produced − the turn's value at its start
  = its luck − its decision losses.

Values are the hard player's: worms of margin (my worms − the opponents', weighted) plus a bonus
for the chance to win, so they read as worms.

Drehwurm: each player's eaten piles and hand penalty per match, from the match-ended events.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from bot.domain.heckmeck.ai.odds import Choice, choices, turn_odds
from bot.domain.heckmeck.ai.policy import end_value, standing_weights
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.replay import DROPPED

HECKMECK_ACTIONS = ("roll", "set-aside", "stop", "timeout", "undo")


@dataclass(frozen=True)
class Decision:
    turn: int  # the game's turn number, from 1
    seat: int
    phase: str
    kept: tuple[str, ...]
    roll: tuple[str, ...]
    chosen: hm.Action
    chosen_value: float
    best: Choice

    @property
    def loss(self) -> float:
        return self.best.value - self.chosen_value


@dataclass
class TurnReview:
    number: int
    seat: int
    start_value: float
    end_value: float | None = None  # None: the game was stopped during the turn
    luck: float = 0.0
    decisions: list[Decision] = field(default_factory=list)

    @property
    def loss(self) -> float:
        return sum(d.loss for d in self.decisions)


@dataclass
class SeatReview:
    seat: int
    turns: list[TurnReview] = field(default_factory=list)

    @property
    def decisions(self) -> list[Decision]:
        return [d for turn in self.turns for d in turn.decisions]

    @property
    def skill(self) -> float:
        """Worms given away by decisions (0 when every choice was the best)."""
        return sum(turn.loss for turn in self.turns)

    @property
    def luck(self) -> float:
        """How far the dice were above (+) or below (−) expectation, in worms."""
        return sum(turn.luck for turn in self.turns)

    def costliest(self, count: int = 3) -> list[Decision]:
        found = [d for d in self.decisions if d.loss > 1e-9]
        return sorted(found, key=lambda d: -d.loss)[:count]


@dataclass
class HeckmeckReview:
    options: hm.HeckmeckOptions
    seats: dict[int, SeatReview]  # the human seats
    final: hm.HeckmeckState


def _row_action(row: dict[str, Any]) -> hm.Action | None:
    data = row["action"]
    if data.get("type") not in HECKMECK_ACTIONS:
        return None
    if data["type"] == "stop" and data.get("tile") is None:
        return None  # /heckmeck stop, not a take
    return hm.action_from_json(data)


def _turn_ended(before: hm.HeckmeckState, after: hm.HeckmeckState) -> bool:
    """Whether the step from `before` ended the turn (alone at the table, the next turn is the
    same player's: its count of turns tells)."""
    me = before.current
    return after.over or after.current != me or after.turns[me] != before.turns[me]


class _Replay:
    def __init__(
        self,
        options: hm.HeckmeckOptions,
        players: list[dict[str, Any]],
        start: hm.HeckmeckState | None = None,
    ) -> None:
        self.state = start if start is not None else hm.new_game(len(players), options)
        self.humans = {s for s, p in enumerate(players) if not p.get("computer")}
        self.seats = {s: SeatReview(s) for s in self.humans}
        self.turns = 0
        self.turn: TurnReview | None = None
        self.weights: dict[int, float] = {}

    def _begin_turn(self) -> None:
        state = self.state
        self.turns += 1
        self.turn = None
        if state.current not in self.humans:
            return
        odds = turn_odds(state)
        model = odds.table.model
        start = odds.roll_value[model.index[model.key(())]]
        self.turn = TurnReview(self.turns, state.current, start)
        self.weights = standing_weights(state, state.current)
        self.seats[state.current].turns.append(self.turn)

    def _value_now(self, before: hm.HeckmeckState, after: hm.HeckmeckState) -> float:
        """The value of the position `after` for the player whose turn `before` was."""
        me = before.current
        if _turn_ended(before, after):
            return end_value(after, me, self.weights)
        return max(c.value for c in choices(after))

    def step(self, action: hm.Action, rolls: list[list[str]], removed: list[int]) -> None:
        state = self.state
        if isinstance(action, hm.Undo):
            self._take_back()
            return
        if state.phase == "roll" and not state.kept:
            self._begin_turn()
        turn = self.turn
        open_now = choices(state) if turn is not None else []
        dice = hm.ScriptedDice(state.rules, rolls)
        after, _ = hm.apply(state, state.current, action, dice)
        if turn is not None:
            chosen = next((c for c in open_now if c.action == action), None)
            chosen_value = chosen.value if chosen is not None else self._value_now(state, after)
            if len(open_now) > 1 or chosen is None:
                best = max(open_now, key=lambda c: c.value)
                turn.decisions.append(
                    Decision(
                        turn.number,
                        state.current,
                        state.phase,
                        state.kept,
                        state.roll,
                        action,
                        chosen_value,
                        best,
                    )
                )
            if isinstance(action, hm.Roll):
                turn.luck += self._value_now(state, after) - chosen_value
            if _turn_ended(state, after):
                turn.end_value = end_value(after, state.current, self.weights)
        for seat in removed:
            after, _ = hm.remove_player(after, seat)
        self.state = after


    def remove(self, seats: list[int]) -> None:
        for seat in seats:
            self.state, _ = hm.remove_player(self.state, seat)

    def _take_back(self) -> None:
        """An undo: the set-aside it takes back is no decision of the review's (only the one
        made instead is)."""
        state = self.state
        self.state, _ = hm.apply(state, state.current, hm.Undo(), random.Random(0))
        turn, back = self.turn, self.state
        if turn is not None and turn.decisions:
            last = turn.decisions[-1]
            if (last.phase, last.kept, last.roll) == ("pick", back.kept, back.roll):
                turn.decisions.pop()


def review_heckmeck(
    options: dict[str, Any],
    players: list[dict[str, Any]],
    rows: list[dict[str, Any]],
    start: hm.HeckmeckState | None = None,
) -> HeckmeckReview:
    """Replay a Heckmeck game's event rows (oldest first) and review its humans' turns;
    `start`: the position the game began from, if not `new_game`'s (a solo daily)."""
    replay = _Replay(hm.HeckmeckOptions.from_json(options), players, start)
    for row in rows:
        if row["action"] == DROPPED and not replay.state.over:
            # a seat left or was taken out while another player was on turn
            replay.remove([e["seat"] for e in row["events"] if e.get("type") == "removed"])
            continue
        action = _row_action(row)
        if action is None or replay.state.over:
            continue
        events = row["events"]
        rolls = [e["dice"] for e in events if e.get("type") == "rolled"]
        removed = [e["seat"] for e in events if e.get("type") == "removed"]
        replay.step(action, rolls, removed)
    return HeckmeckReview(replay.state.options, replay.seats, replay.state)


# ------------------------------------------------------------------------------- Drehwurm
