"""A finished Drehwurm game's review from its event log: each player's piles and hand penalty per
match."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class MatchLine:
    match: int
    piles: tuple[int, ...]  # points of each pile eaten, in order
    hand_penalty: int  # cards left in hand
    points: int


def review_drehwurm(num_players: int, rows: list[dict[str, Any]]) -> list[list[MatchLine]]:
    """Per seat, per match: the piles eaten, the hand penalty and the match's points."""
    found: list[list[MatchLine]] = [[] for _ in range(num_players)]
    for row in rows:
        for e in row["events"]:
            if e.get("type") != "match-ended":
                continue
            for seat in range(num_players):
                found[seat].append(
                    MatchLine(
                        e["match"],
                        tuple(e["eaten_points"][seat]),
                        e["cards_left"][seat],
                        e["scores"][seat],
                    )
                )
    return found
