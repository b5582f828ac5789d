"""Drehwurm's scores: an eaten pile's points, a match's points, totals, places, the winners."""

from __future__ import annotations

from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.state import DrehwurmState


def pile_points(eaten_pile: tuple[int, ...]) -> int:
    """An eaten pile: 3 per worm of the chicken's colour, 2 per joker, 1 per other worm."""
    chicken = next(card(c) for c in eaten_pile if card(c).is_chicken)
    total = 0
    for cid in eaten_pile:
        c = card(cid)
        if c.is_chicken:
            continue
        total += 2 if c.is_joker else 3 if c.colour == chicken.colour else 1
    return total


def match_points(state: DrehwurmState) -> list[int]:
    """This match's points per seat as it stands: eaten piles minus one per card in hand."""
    return [
        sum(pile_points(p) for p in state.eaten[s]) - len(state.hands[s])
        for s in range(state.num_players)
    ]


def scores(state: DrehwurmState) -> list[int]:
    """Totals over the finished matches (the final scores once the game is over)."""
    return list(state.totals)


def placements(state: DrehwurmState) -> list[int]:
    """1 = first; equal totals share a place (1, 1, 3, …)."""
    totals = state.totals
    return [1 + sum(other > mine for other in totals) for mine in totals]


def winners(state: DrehwurmState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]

