"""The computer's attempt on a day's dice, and the review of a finished attempt.

The hard player (bot/domain/heckmeck/ai/policy.py) plays the daily: with one seat its value of a
turn's end is exactly the worms it holds, so it plays each turn for the most expected worms. (The
expert plays to win against opponents; alone, every position is a certain win to it.)
"""

from __future__ import annotations

import random
from datetime import date
from functools import lru_cache

from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.ai.review import HeckmeckReview, review_heckmeck
from bot.domain.heckmeck.daily.game import OPTIONS, Attempt, play_through, start_state

PLAYER = "hard"


def computer_choice(state):
    return choose_action(state, PLAYER, random.Random(0))


@lru_cache(maxsize=4)
def computer_attempt(day: date) -> Attempt:
    """The hard player's whole attempt on `day`'s dice (the same for every caller: cached)."""
    return play_through(day, computer_choice)


def review_attempt(attempt: Attempt) -> HeckmeckReview:
    """The review of an attempt, decision by decision and turn by turn, as a game's review is
    computed (bot/domain/heckmeck/ai/review.py)."""
    players = [{"computer": False}]
    return review_heckmeck(OPTIONS.to_json(), players, attempt.rows, start_state())
