"""The Heckmeck computer players: hand-checked decisions, exact turn figures, legality."""

import itertools
import random
from dataclasses import replace
from fractions import Fraction

import pytest

from bot.domain.heckmeck.ai.policy import (
    DIFFICULTIES,
    choose_action,
    end_value,
    standing_weights,
    turn_outlook,
    turn_table,
)
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import OPTIONS, W, position


def deciding(state: hm.HeckmeckState, *kept: str) -> hm.HeckmeckState:
    return hm.with_turn(state, hm.Turn(phase="decide", kept=kept))


def picking(state: hm.HeckmeckState, kept: tuple[str, ...], roll: tuple[str, ...]):
    return hm.with_turn(state, hm.Turn(phase="pick", kept=kept, roll=roll))


def act(state: hm.HeckmeckState, difficulty: str = "hard", seed: int = 0) -> hm.Action:
    action = choose_action(state, difficulty, random.Random(seed))
    assert action in hm.legal_actions(state, state.current)
    return action


# ------------------------------------------------------------------------------ hand-checked


def test_stops_with_35_and_a_worm_and_one_die_left():
    # 3 worms + 4 fives = 35, one die left: rolling can at best keep 4 worms and busts on 5/worm.
    state = deciding(position(2), W, W, W, "5", "5", "5", "5")
    assert state.total == 35 and state.dice_left == 1
    for difficulty in ("hard", "normal"):
        assert act(state, difficulty) == hm.Stop(hm.Take(35))


def test_rolls_on_with_21_when_failing_costs_nothing():
    # No tile to lose; any new face (26 of 27 rolls) reaches 23+ and can still stop there.
    state = deciding(position(2), W, W, W, W, "1")
    assert hm.take_options(state) == [hm.Take(21)]
    assert act(state) == hm.Roll()


def test_stops_with_21_when_half_the_rolls_would_cost_the_36():
    # 21 with worms, 1s and 2s, one die left: a worm, 1 or 2 busts (1/2) and returns the 36.
    state = deciding(position(2, stacks={0: (36,)}), W, W, W, "1", "1", "2", "2")
    assert state.total == 21 and state.dice_left == 1
    assert act(state) == hm.Stop(hm.Take(21))


@pytest.mark.parametrize("difficulty", ["hard", "normal"])
def test_sets_aside_the_worm_when_it_has_none_and_few_dice_remain(difficulty):
    # 27 without a worm, 2 dice left, the roll shows a worm and a 3.
    state = picking(position(2), ("5", "5", "5", "4", "4", "4"), (W, "3"))
    assert act(state, difficulty) == hm.SetAside(W)


@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_cannot_stop_without_a_worm_so_it_rolls(difficulty):
    state = deciding(position(2), "5", "5", "5", "5", "4", "4")
    assert hm.take_options(state) == []
    assert act(state, difficulty) == hm.Roll()


def last_tile(stacks: dict[int, tuple[int, ...]]) -> hm.HeckmeckState:
    """Two players holding `stacks`, only 21 left face-up on the grill."""
    state = position(2, stacks=stacks)
    return position(2, stacks=stacks, gone=tuple(t for t in state.grill if t != 21))


def test_prefers_the_steal_that_wins_the_game():
    # I hold 3 worms, the opponent 5 with 36 on top. Sum 36, all dice set aside: taking 21 ends
    # the game 4 to 5, a loss; stealing the 36 leads 7 to 1.
    state = last_tile({0: (29,), 1: (22, 36)})
    assert state.grill == (21,)
    state = deciding(state, W, W, W, "5", "5", "5", "3", "3")
    assert state.total == 36 and not hm.can_roll(state)
    assert set(hm.take_options(state)) == {hm.Take(36, victim=1), hm.Take(21)}
    assert act(state) == hm.Stop(hm.Take(36, victim=1))


def test_rolls_on_with_35_when_the_only_take_ends_the_game_lost():
    # As above with 35 and one die left: stopping takes 21 and loses 4 to 5. Rolling a 1 (1/6)
    # reaches the steal; a bust returns the 29 but the game goes on.
    state = deciding(last_tile({0: (29,), 1: (22, 36)}), W, W, W, W, "5", "5", "5")
    assert hm.take_options(state) == [hm.Take(21)]
    assert act(state) == hm.Roll()


def test_takes_the_last_tile_that_wins_rather_than_a_steal():
    # 7 worms each; the opponent's top is 22. Sum 22, all dice set aside: stealing 22 (worth
    # 1 + 1 worms) leads 8 to 6 with 21 still to play for; taking 21 ends the game 8 to 7: a win.
    state = last_tile({0: (33, 29), 1: (32, 30, 22)})
    assert hm.scores(state) == [7, 7]
    state = deciding(state, W, "1", "1", "2", "2", "3", "3", "5")
    assert state.total == 22 and not hm.can_roll(state)
    assert set(hm.take_options(state)) == {hm.Take(22, victim=1), hm.Take(21)}
    assert act(state) == hm.Stop(hm.Take(21))
    after, _ = hm.apply(state, 0, hm.Stop(hm.Take(21)), random.Random(0))
    assert after.over and hm.winners(after) == [0]


def test_free_choice_takes_the_best_of_the_tiles_below():
    state = deciding(position(2, free_choice=True), W, W, W, W, W, W, "5", "1")  # 36 exhausted
    options = hm.take_options(state)
    assert len(options) == 16
    assert act(state) == hm.Stop(hm.Take(36))


# --------------------------------------------------------------------------- exact figures


def test_one_die_left_needing_a_worm_classic():
    state = deciding(position(2), "5", "5", "5", "5", "4", "4", "4")  # 32, no worm, 1 die
    outlook = turn_outlook(state)
    assert outlook.p_tile == pytest.approx(1 / 6, abs=1e-12)  # a worm: 37, takes 36
    assert outlook.e_worms == pytest.approx(4 / 6, abs=1e-12)


def test_one_die_left_needing_a_worm_junior():
    # The worm is on two of the six sides (provisional): 2/6; 7 + 1 = 8 carries 3 worms.
    state = deciding(position(2, edition="junior"), "bun", "bun", "cheese", "ketchup", "cucumber")
    outlook = turn_outlook(state)
    assert outlook.p_tile == pytest.approx(1 / 3, abs=1e-12)
    assert outlook.e_worms == pytest.approx(1.0, abs=1e-12)


def test_two_dice_left_needing_a_worm():
    # 28 with fives and fours, no worm, 2 dice. A worm among the two (11/36) takes a 4-worm tile.
    # Otherwise (not both in {4, 5}, not a pair of 1s, 2s or 3s: 18/36) set one die aside and
    # roll the last for a worm (1/6). P = 11/36 + 18/36 * 1/6 = 7/18, every tile 4 worms.
    state = deciding(position(2), "5", "5", "5", "5", "4", "4")
    outlook = turn_outlook(state)
    expected = Fraction(11, 36) + Fraction(18, 36) * Fraction(1, 6)
    assert expected == Fraction(7, 18)
    assert outlook.p_tile == pytest.approx(float(expected), abs=1e-12)
    assert outlook.e_worms == pytest.approx(4 * float(expected), abs=1e-12)


def brute_force_value(state: hm.HeckmeckState) -> float:
    """The optimal value of a deciding position by trying every ordered roll through the engine,
    with `end_value` on the positions the engine leaves: independent of the DP's bookkeeping."""
    me = state.current
    weights = standing_weights(state, me)
    sides = state.rules.sides
    memo: dict[tuple[str, ...], float] = {}

    def ended(after: hm.HeckmeckState) -> bool:
        return after.over or after.current != me

    def value_after(after: hm.HeckmeckState) -> float:
        return end_value(after, me, weights) if ended(after) else deciding_value(after)

    def deciding_value(s: hm.HeckmeckState) -> float:
        key = tuple(sorted(s.kept))
        if key in memo:
            return memo[key]
        best = -float("inf")
        for take in hm.take_options(s):
            best = max(best, value_after(hm.apply(s, me, hm.Stop(take), random.Random(0))[0]))
        if hm.can_roll(s):
            total = 0.0
            rolls = list(itertools.product(sides, repeat=s.dice_left))
            for roll in rolls:
                rolled, _ = hm.apply(s, me, hm.Roll(), hm.ScriptedDice(s.rules, [roll]))
                if ended(rolled):
                    total += end_value(rolled, me, weights)
                    continue
                total += max(
                    value_after(hm.apply(rolled, me, hm.SetAside(f), random.Random(0))[0])
                    for f in hm.pickable_faces(rolled)
                )
            best = max(best, total / len(rolls))
        memo[key] = best
        return best

    return deciding_value(state)


@pytest.mark.parametrize(
    ("state", "kept"),
    [
        (position(2, stacks={0: (27,), 1: (24,)}), ("5", "5", "4", "4", "4")),
        (
            position(3, stacks={0: (30,), 1: (26, 31), 2: (29,)}, short_game=True),
            (W, "3", "3", "3"),
        ),
        (position(2, stacks={0: (22,)}, gone=(36, 35), harsh_failure=True), ("2", "2", "4", "4")),
        (position(2, stacks={1: (28,)}, free_choice=True), (W, W, "3", "3", "1")),
        (position(2, edition="junior", stacks={0: (8,), 1: (5,)}), ("bun", "cheese")),
        (position(3, edition="junior", stacks={1: (9,), 2: (6,)}), (W, "cheese")),
    ],
)
def test_dp_matches_brute_force_through_the_engine(state, kept):
    state = deciding(state, *kept)
    assert turn_outlook(state).value == pytest.approx(brute_force_value(state), abs=1e-9)


# ---------------------------------------------------------------------------------- legality

SEATINGS = [
    ("easy", "normal"),
    ("hard", "easy"),
    ("normal", "hard"),
    ("hard", "normal", "easy"),
    ("easy", "easy", "normal", "hard"),
]


def play(seating: tuple[str, ...], options: hm.HeckmeckOptions, seed: int) -> int:
    rng = random.Random(seed)
    state = hm.new_game(len(seating), options)
    decisions = 0
    while not state.over:
        seat = state.current
        legal = hm.legal_actions(state, seat)
        action = choose_action(state, seating[seat], rng)
        assert action in legal and action != hm.Timeout(), (state, action)
        state, _ = hm.apply(state, seat, action, rng)
        decisions += 1
        assert decisions < 5000
    return decisions


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: "-".join(k for k, v in o.to_json().items() if v is True) or o.edition,
)
def test_every_difficulty_plays_legally(options):
    for seed in range(50):
        seating = SEATINGS[seed % len(SEATINGS)]
        if options.edition == "classic" and "hard" in seating and seed >= 10:
            seating = tuple(d if d != "hard" else "normal" for d in seating)
        play(seating, options, seed)


def test_refuses_a_finished_game():
    state = replace(position(2), over=True)
    with pytest.raises(ValueError):
        choose_action(state, "hard", random.Random(0))


def test_the_turn_table_is_built_once_per_turn():
    state = picking(position(3, stacks={1: (25,)}), (), (W, W, "5", "3", "3", "1", "2", "2"))
    table = turn_table(state)
    after, _ = hm.apply(state, 0, act(state), random.Random(0))
    assert after.current == 0 and turn_table(after) is table
