"""The grade of a puzzle answer: the chosen choice's value against the best, in worms of the hard
player's values (bot/domain/heckmeck/ai/odds.py)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.heckmeck.engine import rules as hm

# Worms of value given away: up to GOOD is good, up to INACCURACY an inaccuracy, more a mistake.
GOOD = 0.2
INACCURACY = 1.0


@dataclass(frozen=True)
class Graded:
    grade: str  # best | good | inaccuracy | mistake
    loss: float
    odds: object  # bot.domain.heckmeck.ai.odds.Odds: every choice with its figures


def grade_of(loss: float) -> str:
    if loss <= 1e-9:
        return "best"
    if loss <= GOOD:
        return "good"
    return "inaccuracy" if loss <= INACCURACY else "mistake"


def grade(state: hm.HeckmeckState, action: hm.Action) -> Graded | None:
    """The grade of `action` in the puzzle `state`; None if it is not one of the choices."""
    from bot.domain.heckmeck.ai.odds import position_odds  # the AI is loaded when first needed

    odds = position_odds(state)
    chosen = next((c for c in odds.choices if c.action == action), None)
    if chosen is None:
        return None
    best = max(c.value for c in odds.choices)
    loss = max(0.0, best - chosen.value)
    return Graded(grade_of(loss), loss, odds)
