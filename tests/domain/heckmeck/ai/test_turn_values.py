"""The vectorised sweep of the turn DP against the plain one-position-at-a-time loop."""

import random

import pytest

from bot.domain.heckmeck.ai.turn_values import (
    follow,
    follow_reference,
    outlook,
    solve,
    solve_reference,
    turn_model,
)


def random_table(cap: int, rng: random.Random) -> tuple[list[float | None], float]:
    """Stop values per sum, some sums offering no take, and a failure value, all at random."""
    stops = [None if rng.random() < 0.3 else rng.uniform(-10, 10) for _ in range(cap + 1)]
    return stops, rng.uniform(-10, 5)


@pytest.mark.parametrize("edition", ["classic", "junior"])
@pytest.mark.parametrize("seed", range(5))
def test_sweep_equals_the_plain_loop(edition, seed):
    model = turn_model(edition)
    stops, fail = random_table(model.cap, random.Random(seed))
    swept = solve(model, stops, fail)
    assert len(swept) == len(model.keys)
    assert swept == pytest.approx(solve_reference(model, stops, fail), rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_no_take_anywhere_means_every_position_is_worth_failing(edition):
    model = turn_model(edition)
    assert solve(model, [None] * (model.cap + 1), -3.5) == pytest.approx([-3.5] * len(model.keys))


@pytest.mark.parametrize("edition", ["classic", "junior"])
@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("ties", [False, True])
def test_following_a_policy_equals_the_plain_loop(edition, seed, ties):
    # With ties (a few distinct values) the two must also break them alike.
    model = turn_model(edition)
    rng = random.Random(seed)
    stops, fail = random_table(model.cap, rng)
    if ties:
        stops = [None if v is None else float(rng.randint(0, 2)) for v in stops]
        fail = 0.0
    others = [None if v is None else rng.uniform(0, 1) for v in stops]
    other_fail = rng.uniform(0, 1)
    swept = follow(model, stops, fail, others, other_fail)
    plain = follow_reference(model, stops, fail, others, other_fail)
    assert swept == pytest.approx(plain, rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_following_the_policy_on_its_own_values_is_solving(edition):
    model = turn_model(edition)
    stops, fail = random_table(model.cap, random.Random(9))
    assert follow(model, stops, fail, stops, fail) == pytest.approx(solve(model, stops, fail))


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_following_the_policy_gives_its_chance_of_a_tile(edition):
    # Carrying 1 for every take and 0 for failing is the policy's chance to end with a tile, which
    # `outlook` computes by following the same choices.
    model = turn_model(edition)
    stops, fail = random_table(model.cap, random.Random(4))
    indicator = [None if v is None else 1.0 for v in stops]
    start = model.key(())
    chance = follow(model, stops, fail, indicator, 0.0)[model.index[start]]
    worms = [0] * (model.cap + 1)
    assert chance == pytest.approx(outlook(model, stops, worms, fail, start).p_tile)
