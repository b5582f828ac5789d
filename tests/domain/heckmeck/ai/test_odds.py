"""The odds of each choice: the engine's exact values on hand-checked positions, and properties."""

import math
import random

import pytest

from bot.domain.heckmeck.ai import odds
from bot.domain.heckmeck.ai.odds import position_odds
from bot.domain.heckmeck.ai.policy import choose_action, standing_weights, turn_outlook, turn_table
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import OPTIONS, W, position


def deciding(state: hm.HeckmeckState, *kept: str) -> hm.HeckmeckState:
    return hm.with_turn(state, hm.Turn(phase="decide", kept=kept))


def picking(state: hm.HeckmeckState, kept: tuple[str, ...], roll: tuple[str, ...]):
    return hm.with_turn(state, hm.Turn(phase="pick", kept=kept, roll=roll))


def by_action(odds):
    return {c.action: c for c in odds.choices}


def test_opening_turn_matches_the_hard_players_exact_figures():
    state = hm.new_game(2, hm.HeckmeckOptions())
    odds = position_odds(state)
    (roll,) = odds.choices
    assert roll.action == hm.Roll() and roll.best
    assert roll.p_tile == pytest.approx(0.766846, abs=5e-7)
    assert roll.e_worms == pytest.approx(1.644730, abs=5e-7)
    outlook = turn_outlook(state)
    assert (roll.value, roll.p_tile, roll.e_worms) == pytest.approx(
        (outlook.value, outlook.p_tile, outlook.e_worms), abs=1e-12
    )


def test_one_die_left_needing_a_worm():
    # 32 with fives and fours, no worm, one die: only a worm (1/6) ends with a tile (36, 4 worms).
    odds = position_odds(deciding(position(2), "5", "5", "5", "5", "4", "4", "4"))
    (roll,) = odds.choices
    assert roll.action == hm.Roll() and roll.best
    assert roll.p_tile == pytest.approx(1 / 6, abs=1e-12)
    assert roll.e_worms == pytest.approx(4 / 6, abs=1e-12)


def test_one_die_left_a_failure_costs_the_returned_tile():
    # As above holding the 25 (2 worms): the five failing rolls return it. 4/6 - 2 * 5/6 = -1.
    odds = position_odds(
        deciding(position(2, stacks={0: (25,)}), "5", "5", "5", "5", "4", "4", "4")
    )
    (roll,) = odds.choices
    assert roll.p_tile == pytest.approx(1 / 6, abs=1e-12)
    assert roll.e_worms == pytest.approx(-1.0, abs=1e-12)


def test_the_last_die_rolled_shows_a_worm():
    odds = position_odds(picking(position(2), ("5", "5", "5", "5", "4", "4", "4"), (W,)))
    (worm,) = odds.choices
    assert worm.action == hm.SetAside(W) and worm.count == 1 and worm.best
    assert (worm.p_tile, worm.e_worms) == (1.0, 4.0)  # 37: the 36


def test_a_steal_on_offer_counts_the_victims_loss_as_the_hard_player_does():
    # Sum 26 with a worm, one die left; the opponent's top is 26; the 26 is not on the grill.
    state = deciding(position(2, stacks={1: (26,)}), W, W, W, "4", "4", "2", "1")
    assert state.total == 26 and state.dice_left == 1
    choices = by_action(position_odds(state))
    steal, lower = hm.Stop(hm.Take(26, victim=1)), hm.Stop(hm.Take(25))
    assert set(choices) == {hm.Roll(), steal, lower}
    assert (choices[steal].p_tile, choices[steal].e_worms) == (1.0, 2 + 2)  # two players: 1:1
    assert (choices[lower].p_tile, choices[lower].e_worms) == (1.0, 2)
    assert choices[steal].best


def test_a_steal_among_three_players_is_weighted():
    state = deciding(position(3, stacks={1: (26,), 2: (36, 35)}), W, W, W, "4", "4", "2", "1")
    weights = standing_weights(state, 0)
    steal = by_action(position_odds(state))[hm.Stop(hm.Take(26, victim=1))]
    assert steal.e_worms == pytest.approx(2 + 2 * weights[1], abs=1e-12)
    assert 2 < steal.e_worms < 4


def test_a_junior_position():
    # bun, bun, cheese, ketchup, cucumber = 7 without a worm, one die: the worm (2 sides of 6)
    # makes 8, 3 worms. P = 1/3, E = 1.
    state = deciding(position(2, edition="junior"), "bun", "bun", "cheese", "ketchup", "cucumber")
    (roll,) = position_odds(state).choices
    assert roll.p_tile == pytest.approx(1 / 3, abs=1e-12)
    assert roll.e_worms == pytest.approx(1.0, abs=1e-12)


def test_a_junior_pick():
    # Junior: with a worm and 4 dice left, the hard player's figures for the roll phase match.
    state = picking(position(2, edition="junior"), ("bun", "bun"), (W, W, "cheese", "bun"))
    odds = position_odds(state)
    assert {c.action for c in odds.choices} == {hm.SetAside(W), hm.SetAside("cheese")}
    worm = by_action(odds)[hm.SetAside(W)]
    after, _ = hm.apply(state, 0, hm.SetAside(W), random.Random(0))
    outlook = turn_outlook(after)
    assert (worm.value, worm.p_tile, worm.e_worms) == pytest.approx(
        (outlook.value, outlook.p_tile, outlook.e_worms), abs=1e-12
    )


def random_positions(options: hm.HeckmeckOptions, seed: int, count: int):
    """Positions met in a game of normal players, in every phase."""
    rng = random.Random(seed)
    state = hm.new_game(3, options)
    found = []
    while not state.over and len(found) < count:
        found.append(state)
        state, _ = hm.apply(state, state.current, choose_action(state, "normal", rng), rng)
    return found


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: "-".join(k for k, v in o.to_json().items() if v is True) or o.edition,
)
def test_every_answer_is_consistent_with_the_hard_player(options):
    for state in random_positions(options, seed=7, count=120):
        odds = position_odds(state)
        legal = set(hm.legal_actions(state, state.current)) - {hm.Timeout()}
        assert {c.action for c in odds.choices} == legal
        for choice in odds.choices:
            assert 0.0 <= choice.p_tile <= 1.0 + 1e-12
            assert math.isfinite(choice.value) and math.isfinite(choice.e_worms)
        best = odds.best
        assert best.action == choose_action(state, "hard", random.Random(0))
        assert best.value >= max(c.value for c in odds.choices) - 1e-9  # rounding only
        if state.phase in ("roll", "decide") and hm.can_roll(state):
            # The best choice's value is the dynamic programme's value of the position.
            table = turn_table(state)
            key = table.model.index[table.model.key(state.kept)]
            assert best.value == pytest.approx(table.values[key], abs=1e-9)
            outlook = turn_outlook(state)
            assert (best.p_tile, best.value) == pytest.approx(
                (outlook.p_tile, outlook.value), abs=1e-9
            )


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: "-".join(k for k, v in o.to_json().items() if v is True) or o.edition,
)
def test_the_numpy_sweep_equals_the_plain_one(options):
    for state in random_positions(options, seed=3, count=60)[::6]:
        table = turn_table(state)
        _, stop_gains, fail_gain = odds._gains(state, table)
        fast = odds.sweep(table, stop_gains, fail_gain, odds.levels(options.edition))
        plain = odds.sweep_reference(table, stop_gains, fail_gain)
        for got, want in zip(fast, plain, strict=True):
            assert got == pytest.approx(want, abs=1e-12, nan_ok=True)
