"""The shipped puzzles and their grading: every shipped position has one best choice, ahead of the
second best by the stated margin by the exact turn solver, and the grades of a hand-checked
position."""

from __future__ import annotations

from datetime import date, timedelta

import pytest

from bot.domain.heckmeck.ai.odds import choices
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import grading, positions


def test_every_shipped_puzzle_has_a_unique_best_by_the_margin() -> None:
    puzzles = positions.shipped()
    assert len(puzzles) >= 100
    assert len({p.state for p in puzzles}) == len(puzzles)  # no position twice
    for puzzle in puzzles:
        state = puzzle.state
        assert state.phase in ("pick", "decide") and state.num_players == 2 and not state.over
        ranked = sorted(choices(state), key=lambda c: -c.value)
        assert ranked[0].value - ranked[1].value >= positions.MARGIN, puzzle.number
        assert ranked[0].action == hm.action_from_json(puzzle.best), puzzle.number


def test_the_puzzle_of_the_day_is_the_same_all_day_and_changes_with_the_days() -> None:
    day = date(2026, 11, 27)
    assert positions.of_the_day(day) is positions.of_the_day(date(2026, 11, 27))
    month = {positions.of_the_day(day + timedelta(days=n)).number for n in range(30)}
    assert len(month) >= 20


def test_grading_a_hand_checked_position() -> None:
    """Tiles 21-36 on the grill, nothing held; set aside: worm 5 5 5 5 4 4 (sum 33), one die
    left. Stopping takes 33 (4 worms) for sure. Rolling the last die shows a face already kept
    (worm, 5, 4) half the time, and the turn fails; otherwise a 1, 2 or 3 makes 34-36, again
    4 worms. So rolling ends with a tile half the time for 2 expected worms: a mistake."""
    kept = ("worm", "5", "5", "5", "5", "4", "4")
    state = hm.with_turn(hm.new_game(2, hm.HeckmeckOptions()), hm.Turn("decide", kept, ()))
    stop = hm.Stop(hm.Take(33))
    best = grading.grade(state, stop)
    assert best is not None and best.grade == "best" and best.loss == 0
    rolled = grading.grade(state, hm.Roll())
    assert rolled is not None and rolled.grade == "mistake"
    by_action = {c.action: c for c in rolled.odds.choices}
    assert set(by_action) == {stop, hm.Roll()}
    assert (by_action[stop].p_tile, by_action[stop].e_worms) == pytest.approx((1.0, 4.0))
    assert (by_action[hm.Roll()].p_tile, by_action[hm.Roll()].e_worms) == pytest.approx((0.5, 2.0))
    assert rolled.loss == pytest.approx(by_action[stop].value - by_action[hm.Roll()].value)
    assert rolled.loss > grading.INACCURACY
    assert grading.grade(state, hm.SetAside("1")) is None  # not a choice here


def test_grade_thresholds() -> None:
    assert grading.grade_of(0.0) == "best"
    assert grading.grade_of(0.1) == "good"
    assert grading.grade_of(0.5) == "inaccuracy"
    assert grading.grade_of(2.0) == "mistake"
