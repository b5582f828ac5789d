"""A Daily Grill attempt: one player, the full classic grill (21-36), TURNS turns.

An attempt is its list of actions; replaying them on the day's dice (seeding.py) gives the game,
so what is stored is the list alone and the same actions always give the same game. The engine is
the normal one (bot/domain/heckmeck/engine/rules.py) with one seat: a failed turn puts the top
tile back and turns the highest grill tile, as in a classic game. Score: worms at the end; ties
are broken by fewer failed turns, then by the highest tile held.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Any

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.daily.seeding import roll_rng
from bot.domain.heckmeck.engine import rules as hm

TURNS = 8
OPTIONS = hm.HeckmeckOptions()  # classic, no variant


def start_state() -> hm.HeckmeckState:
    """The full grill and one player with no tile (new_game wants two players or more)."""
    return hm.HeckmeckState(
        options=OPTIONS,
        grill=tuple(sorted(v for v, _ in OPTIONS.rules.tiles)),
        turned=(),
        stacks=((),),
        active=(True,),
        current=0,
        steals=(0,),
        failures=(0,),
        turns=(0,),
    )


@dataclass(frozen=True, order=True)
class Score:
    """Compared as the daily ranks: more worms, then fewer failed turns, then a higher tile."""

    worms: int
    failed: int
    highest: int

    @property
    def key(self) -> tuple[int, int, int]:
        """Larger is better."""
        return (self.worms, -self.failed, self.highest)


@dataclass
class Attempt:
    day: date
    state: hm.HeckmeckState
    actions: list[dict[str, Any]] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)  # {"action", "events"} per action
    rolls_this_turn: int = 0

    @property
    def step(self) -> int:
        return len(self.actions)

    @property
    def turn(self) -> int:
        """Turns finished so far (the turn being played is `turn + 1`)."""
        return self.state.turns[0]

    @property
    def done(self) -> bool:
        return self.state.over or self.turn >= TURNS

    @property
    def score(self) -> Score:
        stack = self.state.stacks[0]
        return Score(hm.scores(self.state)[0], self.state.failures[0], max(stack, default=0))

    @property
    def events(self) -> list[dict[str, Any]]:
        return [e for row in self.rows for e in row["events"]]

    def marks(self) -> list[int | None]:
        """Per finished turn: the worms of the tile it took, or None for a failed turn."""
        return [e["worms"] if e["type"] == "took" else None for e in self.events
                if e["type"] in ("took", "failed")]  # fmt: skip


def new_attempt(day: date) -> Attempt:
    return Attempt(day, start_state())


def play(attempt: Attempt, action: hm.Action) -> list[dict[str, Any]]:
    """Apply one of the player's actions on the day's dice; returns its events. Raises
    IllegalAction (and changes nothing) for an action the position does not allow."""
    if attempt.done:
        raise IllegalAction("game-over", "The daily is over")
    if isinstance(action, hm.Timeout) or (isinstance(action, hm.Stop) and action.take.is_steal):
        raise IllegalAction("unknown-action", f"Not a daily action: {action!r}")
    state = attempt.state
    rng = roll_rng(attempt.day, state.turns[0], attempt.rolls_this_turn)
    after, events = hm.apply(state, 0, action, rng)
    if after.turns[0] != state.turns[0]:
        attempt.rolls_this_turn = 0
    elif isinstance(action, hm.Roll):
        attempt.rolls_this_turn += 1
    attempt.state = after
    attempt.actions.append(hm.action_to_json(action))
    attempt.rows.append({"action": hm.action_to_json(action), "events": events})
    return events


def replay(day: date, actions: list[dict[str, Any]]) -> Attempt:
    """The attempt these stored actions make on `day`'s dice."""
    attempt = new_attempt(day)
    for data in actions:
        play(attempt, hm.action_from_json(data))
    return attempt


def play_through(day: date, choose) -> Attempt:
    """A whole attempt whose every choice is `choose(state)` (a computer player)."""
    attempt = new_attempt(day)
    while not attempt.done:
        play(attempt, choose(attempt.state))
    return attempt
