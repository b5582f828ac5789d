"""The benchmarks' turnmax reference player: a pure maximiser of the worms a turn brings."""

import random

import pytest

from benchmarks.reference_players import turnmax_action, turnmax_table
from bot.domain.heckmeck.ai.policy import choose_action, turn_outlook
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import W, position


def test_opening_turn_is_worth_exactly_its_expected_worms():
    # The opening turn's expected worms under worm-per-turn play (docs/ai.md).
    state = hm.new_game(2, hm.HeckmeckOptions())
    outlook = turn_outlook(state, turnmax_table(state))
    assert outlook.e_worms == pytest.approx(1.644730, abs=5e-7)
    assert outlook.value == pytest.approx(outlook.e_worms, abs=1e-12)  # nothing but worms
    assert turn_outlook(state).value > outlook.value + 4  # hard adds WIN_WEIGHT × a win chance


def test_values_a_turn_by_its_own_worms_only():
    # I hold the 25 (2 worms), the opponent the 24 (1 worm); 24 set aside with a worm.
    state = hm.with_turn(
        position(2, stacks={0: (25,), 1: (24,)}),
        hm.Turn(phase="decide", kept=("4", "5", W, W, W)),
    )
    table = turnmax_table(state)
    assert table.take_values[hm.Take(24, victim=1)] == 1  # a steal: its worms, once
    assert table.take_values[hm.Take(23)] == 1
    assert table.take_values[hm.Take(36)] == 4
    assert table.fail == -2  # a failed turn returns the 25
    # Stealing the 24 takes a worm from the leader-to-be: hard stops for it, while rolling on
    # with three dice brings more worms on average (1.458), so the pure maximiser rolls.
    assert choose_action(state, "hard", random.Random(0)) == hm.Stop(hm.Take(24, victim=1))
    assert turn_outlook(state, table).value == pytest.approx(35 / 24, abs=1e-12)
    assert turnmax_action(state) == hm.Roll()


def test_plays_legal_games_to_the_end():
    rng = random.Random(7)
    state = hm.new_game(3, hm.HeckmeckOptions())
    while not state.over:
        action = turnmax_action(state)
        assert action in hm.legal_actions(state, state.current)
        state, _ = hm.apply(state, state.current, action, rng)
