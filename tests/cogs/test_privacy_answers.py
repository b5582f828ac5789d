"""/privacy's answers (cogs/privacy.py) in every language: every kind of data kept listed in
plain words with its count, within its phone budget with both buttons; nothing kept said
honestly, with no button to press; Delete's question says what deleting means."""

from __future__ import annotations

import pytest

from bot.domain.privacy import DELETED_FIRST, StoredCounts
from bot.i18n import SUPPORTED, t
from cogs import privacy
from cogs.table import render as table_render
from cogs.tournaments import render as tournament_render
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS

EVERYTHING = StoredCounts(
    games=934, results=900, ratings=12, season_ratings=48, settings=1, daily_attempts=365,
    daily_streaks=1, puzzle_answers=250, puzzle_ratings=1, tournaments=21, tournaments_won=3,
    tournaments_organised=4, seasons_won=2, hand_messages=3, language_notes=1, names=7,
)  # fmt: skip


def fits(kind: str, text: str, view) -> None:
    message = {"content": text, "components": view.to_components() if view else []}
    lines = phone_lines(message, {})
    assert lines <= BUDGETS[kind], f"{kind}: {lines} lines\n{phone_text(message, {})}"


@pytest.mark.parametrize("loc", SUPPORTED)
def test_everything_kept_is_listed_with_its_numbers_within_the_budget(loc):
    text, view = privacy.privacy_answer(loc, EVERYTHING)
    fits("privacy-answer", text, view)
    for number in ("934", "900", "365", "250", "21", "7"):
        assert number in text
    ids = [c["custom_id"] for row in view.to_components() for c in row["components"]]
    assert ids == ["privacy:export", "privacy:delete"]


@pytest.mark.parametrize("loc", SUPPORTED)
def test_one_of_each_reads_in_the_singular(loc):
    text, _ = privacy.privacy_answer(loc, StoredCounts(games=1, results=1, ratings=1))
    assert t(loc, "privacy-games", count=1) in text
    assert t(loc, "privacy-games", count=1) != t(loc, "privacy-games", count=2).replace("2", "1")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_nothing_kept_is_said_with_nothing_to_press(loc):
    text, view = privacy.privacy_answer(loc, StoredCounts())
    assert view is None and text == t(loc, "privacy-nothing")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_question_before_deleting_and_the_answers_after_fit(loc):
    text, view = privacy.confirm_answer(loc)
    fits("privacy-confirm", text, view)
    assert t(loc, "player-deleted") in text
    for key, args in [
        ("privacy-deleted", {}),
        ("privacy-nothing", {}),
        ("privacy-export-ready", {}),
        ("privacy-refused-live-game", {"games": "#123456, #123457"}),
        ("privacy-refused-tournament", {"count": 2}),
        ("settings-ranked-set", {"listed": False}),
        ("settings-ranked-set", {"listed": True}),
    ]:
        fits("refusal", t(loc, key, **args), None)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_deleted_player_is_named_where_a_mention_would_stand(loc):
    deleted = t(loc, "player-deleted")
    assert tournament_render.person(loc, DELETED_FIRST - 2) == deleted
    assert tournament_render.person(loc, 42) == "<@42>"
    seat = {"id": DELETED_FIRST, "name": "", "computer": None}
    assert table_render.player_name(loc, seat) == deleted
    assert table_render.plain_name(loc, seat) == deleted
