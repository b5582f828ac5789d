"""The season calendar: UTC months and quarters, their boundaries, and which season a moment
falls in."""

from datetime import UTC, datetime

import pytest

from bot.domain import seasons
from bot.domain.seasons import SeasonSettings


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


@pytest.mark.parametrize(
    ("moment", "month", "quarter"),
    [
        (at(2026, 10, 31, 23, 59, 59), "2026-10", "2026-Q4"),
        (at(2026, 11, 1, 0, 0, 0), "2026-11", "2026-Q4"),
        (at(2026, 3, 31, 23, 59, 59), "2026-03", "2026-Q1"),
        (at(2026, 4, 1), "2026-04", "2026-Q2"),
        (at(2026, 12, 31, 23, 59, 59), "2026-12", "2026-Q4"),
        (at(2027, 1, 1), "2027-01", "2027-Q1"),
        (at(2028, 2, 29, 12), "2028-02", "2028-Q1"),
    ],
)
def test_a_moment_falls_in_its_month_and_quarter(moment, month, quarter):
    assert seasons.seasons_of(moment) == (month, quarter)
    assert seasons.season_of("monthly", moment) == month
    assert seasons.season_of("quarterly", moment) == quarter


def test_a_game_finished_in_the_last_second_of_a_month_counts_in_that_month():
    last_second = at(2026, 11, 30, 23, 59, 59)
    start, end = seasons.bounds("2026-11")
    assert start <= last_second < end
    assert end == at(2026, 12, 1)
    assert seasons.season_of("monthly", end) == "2026-12"
    # Not in UTC but in a later timezone this is already December: the calendar is UTC's.
    assert seasons.season_of("monthly", last_second + 0.5) == "2026-11"


@pytest.mark.parametrize(
    ("key", "start", "end"),
    [
        ("2026-01", at(2026, 1, 1), at(2026, 2, 1)),
        ("2026-12", at(2026, 12, 1), at(2027, 1, 1)),
        ("2028-02", at(2028, 2, 1), at(2028, 3, 1)),
        ("2026-Q1", at(2026, 1, 1), at(2026, 4, 1)),
        ("2026-Q4", at(2026, 10, 1), at(2027, 1, 1)),
    ],
)
def test_bounds(key, start, end):
    assert seasons.bounds(key) == (start, end)


@pytest.mark.parametrize(
    ("key", "before"),
    [
        ("2026-11", "2026-10"),
        ("2027-01", "2026-12"),
        ("2026-Q1", "2025-Q4"),
        ("2026-Q3", "2026-Q2"),
    ],
)
def test_previous(key, before):
    assert seasons.previous(key) == before


def test_next_boundary_of_a_month_and_a_quarter():
    moment = at(2026, 11, 27, 3)
    assert seasons.next_boundary("monthly", moment) == at(2026, 12, 1)
    assert seasons.next_boundary("quarterly", moment) == at(2027, 1, 1)
    assert seasons.next_boundary("monthly", at(2026, 12, 1)) == at(2027, 1, 1)


@pytest.mark.parametrize("bad", ["2026-13", "2026-00", "2026-Q5", "26-11", "2026-11x", ""])
def test_bad_keys_are_refused(bad):
    assert not seasons.is_key(bad)
    with pytest.raises(ValueError):
        seasons.bounds(bad)


def test_labels():
    assert seasons.label_parts("2026-11") == {
        "year": 2026, "month": 11, "quarter": 0, "length": "monthly"
    }
    assert seasons.label_parts("2026-Q4")["quarter"] == 4


def test_the_season_to_close_is_the_last_one_that_ended_after_seasons_were_turned_on():
    on_in_november = SeasonSettings("monthly", since=at(2026, 11, 15))
    assert on_in_november.to_close(at(2026, 11, 30, 23)) is None  # October ended before
    assert on_in_november.to_close(at(2026, 12, 1, 0, 0, 1)) == "2026-11"
    assert on_in_november.to_close(at(2027, 2, 3)) == "2027-01"  # only the latest one
    quarterly = SeasonSettings("quarterly", since=at(2026, 11, 15))
    assert quarterly.to_close(at(2027, 1, 1)) == "2026-Q4"
    assert SeasonSettings().to_close(at(2027, 1, 1)) is None
    assert SeasonSettings().current(at(2027, 1, 1)) is None
