"""What a finished Drehwurm game says about each player beyond the score, from the game replayed
position by position: out-of-turn chances taken and missed, the piles eaten against the biggest
a chicken could have eaten at that moment, and the luck of the deal (jokers dealt, turns where
nothing fitted).

Honest limits: eating a smaller pile can be right (a chicken kept back, a colour saved), so the
pile comparison says what was within reach, not what was best; the deal counts what came, not
how it was used.

    seats = insights(replay(record, log).positions, num_players)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.scoring import pile_points


@dataclass
class SeatInsight:
    snaps_won: int = 0
    snaps_missed: int = 0  # windows this seat could have snapped into and did not get
    piles_eaten: int = 0
    eaten_points: int = 0
    reach_points: int = 0  # the biggest edible pile at each of those moments, summed
    jokers_dealt: int = 0
    draws: int = 0  # regular turns where nothing fitted


class Step(Protocol):
    """A replayed position (bot/domain/replay.py): the state after a step and its events."""

    @property
    def state(self) -> Any: ...

    @property
    def events(self) -> list[dict[str, Any]]: ...


def _chicken_reach(before: dw.DrehwurmState, seat: int) -> int:
    """The points of the biggest pile one of the seat's chickens could eat now."""
    best = 0
    for play in dw.regular_plays(before, seat):
        if isinstance(play, dw.PlayChicken):
            best = max(best, pile_points((*before.piles[play.pile], play.card)))
    return best


def insights(steps: Sequence[Step], num_players: int) -> list[SeatInsight]:
    seats = [SeatInsight() for _ in range(num_players)]
    before: dw.DrehwurmState | None = None
    open_to: list[int] = []  # who could snap into the window the last step opened
    for index, step in enumerate(steps):
        types = [e["type"] for e in step.events]
        snapped = next((e["seat"] for e in step.events if e["type"] == "snapped"), None)
        for seat in open_to:
            if seat != snapped:
                seats[seat].snaps_missed += 1
        if snapped is not None:
            seats[snapped].snaps_won += 1
        for e in step.events:
            if e["type"] == "ate-pile":
                s = seats[e["seat"]]
                s.piles_eaten += 1
                s.eaten_points += e["points"]
                if before is not None:
                    s.reach_points += max(_chicken_reach(before, e["seat"]), e["points"])
            elif e["type"] == "cannot-play":
                seats[e["seat"]].draws += 1
        if index == 0 or "match-started" in types:  # the first position is the first deal
            for seat, hand in enumerate(step.state.hands):
                seats[seat].jokers_dealt += sum(card(c).is_joker for c in hand)
        state = step.state
        opened = any(e["type"] == "turned-pile" and e.get("open") for e in step.events)
        open_to = (
            [s for s in range(num_players) if dw.snaps(state, s)]
            if opened and state.open_pile() is not None
            else []
        )
        before = state
    return seats
