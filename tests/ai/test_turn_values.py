"""The vectorised sweep of the turn DP against the plain one-position-at-a-time loop."""

import random

import pytest

from bot.ai.turn_values import solve, solve_reference, turn_model


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
