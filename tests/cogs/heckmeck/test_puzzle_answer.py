"""A puzzle's answer teaches: it names a steal, shows one decimal as the 💡 Odds do, says a
tile's worms in words, explains an expectation below zero, and fits a phone."""

from __future__ import annotations

import re

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.grading import grade
from bot.i18n import SUPPORTED, t
from cogs.heckmeck.puzzle import another_view, answer_embed, graded_text, stolen_tile
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS


def answers(puzzle: positions.Puzzle):
    state = puzzle.state
    for action in hm.legal_actions(state, state.current):
        if action != hm.Timeout():
            yield action, grade(state, action)


def answered(loc: str, puzzle: positions.Puzzle, action, graded) -> dict:
    embed = answer_embed(loc, puzzle)
    text = graded_text(loc, graded, action, puzzle.state)
    embed.add_field(name=t(loc, "puzzle-answer"), value=text, inline=False)
    record = "\n".join([
        t(loc, "puzzle-answered-before"),
        t(loc, "puzzle-record", answered=120, best=80, percent=66, streak=3),
        t(loc, "puzzle-rating-change", rating="1234", sign="+", change="12", puzzle="1400"),
    ])  # fmt: skip
    embed.add_field(name=t(loc, "puzzle-record-title"), value=record, inline=False)
    return {"embeds": [embed.to_dict()], "components": another_view(loc, 1).to_components()}


@pytest.mark.parametrize("loc", SUPPORTED)
def test_every_shipped_answer_fits_a_phone_with_one_decimal(loc):
    for puzzle in positions.shipped():
        for action, graded in answers(puzzle):
            message = answered(loc, puzzle, action, graded)
            shown = phone_text(message, {})
            assert phone_lines(message, {}) <= BUDGETS["puzzle-answer"], shown
            assert not re.search(r"\d[.,]\d\d", shown), shown


def exact_steal() -> tuple[positions.Puzzle, int]:
    for puzzle in positions.shipped():
        state = puzzle.state
        best = next(a for a, g in answers(puzzle) if g.grade == "best")
        tile = stolen_tile(state, best)
        if tile is not None:
            return puzzle, tile
    raise AssertionError("no shipped puzzle is won by an exact steal")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_an_exact_steal_is_named_with_its_tile_and_its_worms_in_words(loc):
    puzzle, tile = exact_steal()
    state = puzzle.state
    action, graded = next((a, g) for a, g in answers(puzzle) if g.grade != "best")
    text = graded_text(loc, graded, action, state)
    best = graded.odds.best
    worms = t(loc, "worms", count=state.rules.worms_on(tile))
    assert t(loc, "puzzle-steal-twice", worms=worms) in text
    assert str(tile) in text
    if state.rules.worms_on(tile) == 1:
        assert re.search(rf"\b{re.escape(worms)}\b", text), text
    assert isinstance(best.action, hm.SetAside)


def test_a_negative_expectation_is_explained_in_words():
    found = 0
    for puzzle in positions.shipped():
        state = puzzle.state
        for action, graded in answers(puzzle):
            text = graded_text("en", graded, action, state)
            if re.search(r"· −\d[.,]\d worms", text):  # an expectation below zero
                top = state.top(state.current)
                worms = t("en", "worms", count=state.rules.worms_on(top))
                assert worms in text and "Below zero" in text, text
                found += 1
    assert found
