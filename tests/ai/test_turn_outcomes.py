"""Following a solved turn forward: how often it ends with each sum, and fails."""

import pytest

from bot.ai.heckmeck_policy import turn_outlook, turn_table
from bot.ai.turn_outcomes import end_distribution
from tests.rules.heckmeck_helpers import position


@pytest.mark.parametrize(
    "state",
    [
        position(2),
        position(3, stacks={0: (30,), 1: (26, 31)}, gone=(36,), short_game=True),
        position(2, edition="junior", stacks={0: (8,), 1: (5,)}),
    ],
    ids=["opening", "short-game", "junior"],
)
def test_agrees_with_the_exact_outlook_of_the_hard_policy(state):
    table = turn_table(state)
    ends, fail = end_distribution(table.model, table.stops, table.values)
    outlook = turn_outlook(state)
    assert sum(ends) + fail == pytest.approx(1.0, abs=1e-12)
    assert sum(ends) == pytest.approx(outlook.p_tile, abs=1e-12)
    worms = sum(p * w for p, w in zip(ends, table.stop_worms, strict=True))
    assert worms == pytest.approx(outlook.e_worms, abs=1e-12)


def test_the_classic_opening_turn_ends_on_tiles_from_21_up():
    table = turn_table(position(2))
    ends, _ = end_distribution(table.model, table.stops, table.values)
    assert all(p == 0.0 for p in ends[:21]) and min(ends[21:]) > 0.0
