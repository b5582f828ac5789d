"""The texts of held clocks (bot/domain/held_clocks.py) within their phone budgets in every
language: the board's pause and away lines one phone line each and in the third person, the
board with both within its budget, and the private answers and refusals of /heckmeck away, back
and pause with their longest arguments."""

from __future__ import annotations

import copy

import pytest

from bot.i18n import SUPPORTED, t
from cogs.table import render
from tests.cogs.heckmeck.test_phone_board import bound, emojis, measured, played
from tests.cogs.test_phone_budgets_posts import fits, longest
from tests.phone_screen import phone_text

__all__ = ["emojis"]  # the boards are measured with emoji ids as long as Discord's

UNTIL = 2_000_100_000.0
PRIVATE = {
    "settings-answer": ["away-on", "away-off", "pause-on"],
    "refusal": [
        "away-days-invalid", "away-too-many", "away-none-left", "away-already", "away-not-away",
        "pause-not-host", "pause-days-invalid", "pause-short-turns", "pause-tournament",
        "pause-none",
    ],
}  # fmt: skip


def held(record, *, paused: bool, away_seat: int | None = None):
    """`record` (a shared board, copied) as a game of 24-hour turns, paused or with the player
    at `away_seat` away, its turn's clock held."""
    record = copy.deepcopy(record)
    record.meta.update(turn_time=86400, hold={"since": UNTIL - 86400, "deadline": UNTIL - 3600})
    if paused:
        record.meta["pause"] = {"until": UNTIL, "by": record.host_id}
    if away_seat is not None:
        record.meta["away"] = {str(record.players[away_seat]["id"]): UNTIL}
    record.deadline = UNTIL
    return record


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_pause_or_away_line_is_a_phone_line_and_the_board_fits(loc):
    names = {1000 + seat: name for seat, name in enumerate(["alice", "bob", "carolina"])}
    when = f"<t:{int(UNTIL)}:R>"
    away = t(loc, "board-away", name="<@1002>", when=when)
    for phase, shared in played("classic", 4, 0, False):
        if shared.status != "running":
            continue
        for record, shown in (
            (held(shared, paused=True, away_seat=2), t(loc, "board-paused", when=when)),
            (held(shared, paused=False, away_seat=2), away),
        ):
            assert render.clock_lines(record, loc) == [shown]  # a pause says all clocks stand
            assert len(phone_text(shown, names)) == 1, (loc, shown)
            measured_lines = measured(record, loc)
            assert len(measured_lines) <= bound(4), (phase, "\n".join(measured_lines))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_away_line_speaks_of_the_player_in_the_third_person(loc):
    you = {
        "en": "You ", "de": "Du ", "es": "Estás ", "fr": "Tu ", "it": "Sei ", "nl": "Je ",
        "pl": "Jesteś ", "pt-BR": "Você ",
    }[loc]  # fmt: skip
    line = t(loc, "board-away", name="<@5>", when="<t:1:R>")
    assert line.startswith("🏖️ <@5> ") and you not in line


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_held_turn_shows_when_it_would_run_out(loc):
    _, shared = next(p for p in played("classic", 4, 0, False) if p[1].status == "running")
    record = held(shared, paused=True)
    seat = 0
    line = render.turn_line(record, seat, loc, record.deadline)
    # paused a day before the turn ran out: it runs out a day after the pause
    assert f"<t:{int(UNTIL - 3600 + 86400)}:R>" in line and f"<t:{int(UNTIL)}:R>" in line
    assert render.resume_button(record, loc)["custom_id"] == f"resume:{record.id}"
    record.meta.pop("pause")
    assert render.resume_button(record, loc) is None


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("kind", PRIVATE)
def test_the_private_answers_fit_their_budgets(loc, kind):
    for key in PRIVATE[kind]:
        fits(kind, {"content": longest(loc, key)})
