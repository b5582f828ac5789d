"""Puzzle ratings, as lichess rates puzzles: an attempt is a game between the solver and the
puzzle, won by the solver with the best choice and by the puzzle otherwise, and both ratings move
(OpenSkill's Plackett-Luce model, the one the bot rates its games with: bot/domain/results.py).
Only a solver's first answer to a puzzle is an attempt.

A puzzle to solve is picked near the solver's rating among those they have not answered, so the
puzzles get harder as they improve. Ratings are shown on lichess's scale: a new solver or puzzle
at 1500.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
SHOWN_AT_START = 1500
SHOWN_PER_MU = 60  # the model's 25 ± 8.3 becomes 1500 ± 500
# A pick is made among this many unanswered puzzles rated nearest the solver.
NEAREST = 8


@dataclass(frozen=True)
class Rating:
    mu: float
    sigma: float

    @property
    def shown(self) -> int:
        return round(SHOWN_AT_START + (self.mu - MODEL.mu) * SHOWN_PER_MU)


NEW = Rating(MODEL.mu, MODEL.sigma)


def attempt(solver: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """The solver's and the puzzle's ratings after an attempt."""
    teams = [[MODEL.rating(mu=solver.mu, sigma=solver.sigma)],
             [MODEL.rating(mu=puzzle.mu, sigma=puzzle.sigma)]]  # fmt: skip
    (me,), (it,) = MODEL.rate(teams, ranks=[0, 1] if solved else [1, 0])
    return Rating(me.mu, me.sigma), Rating(it.mu, it.sigma)


def pick(
    puzzles: Iterable[int],
    ratings: Mapping[int, Rating],
    answered: set[int],
    solver: Rating,
    seed: int,
    other_than: int | None = None,
) -> int | None:
    """A puzzle for `solver`: one of the NEAREST unanswered puzzles by rating (a puzzle never
    attempted is rated NEW), chosen by `seed`; once all are answered, any but `other_than`."""
    numbers = [n for n in puzzles if n != other_than]
    fresh = [n for n in numbers if n not in answered] or numbers
    if not fresh:
        return None
    # Puzzles rated alike (all new ones) in an order of the seed's, not always the first numbers.
    shuffled = random.Random(seed).sample(fresh, len(fresh))
    nearest = sorted(shuffled, key=lambda n: abs(ratings.get(n, NEW).mu - solver.mu))
    window = nearest[:NEAREST]
    return window[seed % len(window)]
