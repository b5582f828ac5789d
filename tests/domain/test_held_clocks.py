"""Held clocks: which games away time and pauses stop, until when a turn's clock stands, the time
a turn keeps, and the monthly allowance of away days."""

import calendar

import pytest

from bot.domain import held_clocks as clocks
from bot.domain.held_clocks import AWAY_DAYS_PER_MONTH, DAY
from bot.domain.settings import UserSettings

LONG = {"turn_time": 24 * 3600}
NOV_10 = calendar.timegm((2026, 11, 10, 12, 0, 0))


def test_only_long_turns_outside_tournaments_stop_their_clocks():
    assert clocks.clocks_stop(LONG)
    assert clocks.clocks_stop({"turn_time": 3600})
    assert not clocks.clocks_stop({})  # a game night's short turn
    assert not clocks.clocks_stop({"turn_time": 600})
    assert not clocks.clocks_stop({**LONG, "tournament": {"id": 1}})


def test_a_pause_is_refused_outside_long_games_and_beyond_a_week():
    assert clocks.pause_refusal(LONG, 1) is None
    assert clocks.pause_refusal(LONG, 7) is None
    assert clocks.pause_refusal(LONG, 0) == "pause-days-invalid"
    assert clocks.pause_refusal(LONG, 8) == "pause-days-invalid"
    assert clocks.pause_refusal({}, 3) == "pause-short-turns"
    assert clocks.pause_refusal({**LONG, "tournament": {}}, 3) == "pause-tournament"


def test_the_clock_stands_until_the_later_of_pause_and_away_time():
    meta = {**LONG, "pause": {"until": 500.0, "by": 1}, "away": {"7": 900.0, "8": 200.0}}
    assert clocks.held_until(meta, 7, now=100.0) == 900.0
    assert clocks.held_until(meta, 8, now=100.0) == 500.0
    assert clocks.held_until(meta, None, now=100.0) == 500.0  # a computer waits out a pause
    assert clocks.held_until(meta, None, now=500.0) is None  # the pause has ended
    assert clocks.held_until(meta, 7, now=950.0) is None
    assert clocks.held_until({**meta, "turn_time": 600}, 7, now=100.0) is None


def test_a_turn_keeps_the_time_it_had_left_when_its_clock_stopped():
    held = clocks.hold(deadline=1000.0, since=400.0)  # 600 s left
    assert clocks.resumed_shift(held, now=5000.0) == 4600.0
    assert held["deadline"] + clocks.resumed_shift(held, 5000.0) == 5600.0  # 600 s left again
    meta = {**LONG, "hold": held}
    assert clocks.shown_deadline(meta, 5000.0) == 5600.0
    assert clocks.shown_deadline(LONG, 1000.0) == 1000.0
    assert clocks.turn_deadline(meta, 5000.0) == 5600.0
    assert clocks.turn_deadline({"window": {"turn_deadline": 900.0}}, 950.0) == 900.0
    assert clocks.turn_deadline(LONG, 1000.0) == 1000.0


def test_a_player_away_before_their_turn_began_keeps_the_whole_turn():
    turn = 24 * 3600.0
    deadline = 10 * turn
    assert clocks.stopped_since(deadline - 2 * turn, deadline, turn) == deadline - turn
    assert clocks.stopped_since(deadline - 100, deadline, turn) == deadline - 100


def test_ended_pauses_and_away_times_are_forgotten():
    meta = {**LONG, "pause": {"until": 50.0, "by": 1}, "away": {"7": 90.0, "8": 200.0}}
    clocks.forget_ended(meta, now=100.0)
    assert "pause" not in meta and meta["away"] == {"8": 200.0}
    clocks.forget_ended(meta, now=300.0)
    assert "away" not in meta
    assert clocks.away_of({"away": {"8": 200.0, "7": 150.0}}, 100.0) == [(7, 150.0), (8, 200.0)]
    assert clocks.paused_until({"pause": {"until": 50.0}}, 60.0) is None


def test_the_allowance_counts_days_of_the_calendar_month():
    assert clocks.month_of(NOV_10) == "2026-11"
    assert clocks.days_left("2026-11", 10, NOV_10) == AWAY_DAYS_PER_MONTH - 10
    assert clocks.days_left("2026-10", 14, NOV_10) == AWAY_DAYS_PER_MONTH  # a new month
    assert clocks.days_left(None, 0, NOV_10) == AWAY_DAYS_PER_MONTH


@pytest.mark.parametrize(
    ("days", "until", "used", "refused"),
    [
        (5, None, 0, None),
        (14, None, 0, None),
        (0, None, 0, ("away-days-invalid", 14)),
        (15, None, 0, ("away-days-invalid", 14)),
        (-3, None, 0, ("away-days-invalid", 14)),
        (5, None, 14, ("away-none-left", 0)),
        (5, None, 11, ("away-too-many", 3)),
        (1, NOV_10 + DAY, 2, ("away-already", 12)),
    ],
)
def test_bad_away_requests_are_refused_with_the_days_left(days, until, used, refused):
    assert clocks.away_refusal(days, until, "2026-11", used, NOV_10) == refused


def test_coming_back_early_gives_back_the_days_not_begun():
    since, until = NOV_10, NOV_10 + 5 * DAY
    assert clocks.days_taken(since, until, since + 0.5 * DAY) == 1
    assert clocks.days_taken(since, until, since + 2.5 * DAY) == 3
    assert clocks.days_taken(since, until, until + DAY) == 5
    assert clocks.days_after_return("2026-11", 9, since, until, since + 1.5 * DAY) == 6
    # away time taken in an earlier month gives nothing back to this one
    assert clocks.days_after_return("2026-12", 4, since, until, since + DAY) == 4


def test_going_away_and_coming_back_early_change_the_allowance():
    away = clocks.gone_away(UserSettings(pings="off", away_month="2026-10", away_days=9), 5, NOV_10)
    assert away.pings == "off"
    assert (away.away_since, away.away_until) == (NOV_10, NOV_10 + 5 * DAY)
    assert (away.away_month, away.away_days) == ("2026-11", 5)  # October's days are not counted
    again = clocks.gone_away(clocks.came_back(away, NOV_10 + 0.5 * DAY), 3, NOV_10 + DAY)
    assert again.away_days == 4 and again.away_until == NOV_10 + 4 * DAY
    back = clocks.came_back(again, NOV_10 + 10 * DAY)  # after it ended: nothing to give back
    assert back == again
