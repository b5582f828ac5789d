"""The dice: one `randrange(len(sides))` per die, as stored games log and replay their draws."""

import random

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import EDITIONS


class CountingRandom(random.Random):
    """A Random subclass that overrides randrange, as a recording or replaying source does."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.calls: list[tuple] = []

    def randrange(self, *args, **kwargs):  # type: ignore[override]
        self.calls.append(args)
        return super().randrange(*args, **kwargs)


@pytest.mark.parametrize("edition", sorted(EDITIONS))
@pytest.mark.parametrize("seed", range(20))
def test_each_die_is_one_randrange_of_the_sides(edition, seed):
    rules = EDITIONS[edition]
    rolls = (rules.dice, 1, rules.dice - 1, 1)
    expected_source = random.Random(seed)
    expected = tuple(
        rules.sides[expected_source.randrange(len(rules.sides))] for _ in range(sum(rolls))
    )
    plain = random.Random(seed)
    counting = CountingRandom(seed)
    for rng in (plain, counting):
        assert sum((hm.roll_dice(rules, n, rng) for n in rolls), ()) == expected
    assert counting.calls == [(len(rules.sides),)] * sum(rolls)
    # Both sources are left where randrange would have left them.
    assert plain.random() == expected_source.random()
