"""The headroom benchmark's measure: the win chance a turn gives away, as a judge sees it."""

import random

import pytest

from benchmarks.expert_headroom import JUDGES, given_away
from tests.domain.heckmeck.ai.test_expert import two_players
from tests.domain.heckmeck.helpers import position

ALL_TILES = list(range(21, 37))


def classic_heads_up(count: int, seed: int):
    """Classic two-player positions at the start of a turn, tiles dealt at random."""
    rng = random.Random(seed)
    for _ in range(count):
        tiles = ALL_TILES[:]
        rng.shuffle(tiles)
        grill = tiles[: rng.randint(1, 16)]
        stacks: tuple[list[int], list[int]] = ([], [])
        for tile in tiles[len(grill) :]:
            if rng.random() < 0.75:
                stacks[rng.randrange(2)].append(tile)
        gone = set(ALL_TILES) - set(grill) - set(stacks[0]) - set(stacks[1])
        yield position(
            2,
            stacks={0: tuple(stacks[0]), 1: tuple(stacks[1])},
            gone=tuple(gone),
            current=rng.randrange(2),
        )


@pytest.mark.parametrize("seed", [1, 2])
def test_no_turn_gives_away_a_negative_chance_and_the_expert_none_by_its_own_model(seed):
    for state in classic_heads_up(6, seed):
        mine = given_away(state, "expert")
        assert mine["model"] == pytest.approx(0, abs=1e-12)
        for player in ("expert", "hard", "turnmax"):
            lost = given_away(state, player)
            assert set(lost) == set(JUDGES)
            assert set(given_away(state, player, ("model",))) == {"model"}
            assert all(-1e-12 <= amount <= 1 for amount in lost.values())


def test_taking_the_last_tile_that_loses_the_game_gives_away_a_chance_by_both_judges():
    # 10 worms to 12, only the 21 left (the expert test of the same name): the hard player takes
    # it with any sum that has a worm and ends the game lost; a bust would keep the game going.
    state = two_players((28, 24, 36, 29), (30, 27, 22, 25, 34), (21,))
    hard = given_away(state, "hard")
    assert hard["model"] > 0.01 and hard["net"] > 0.01
    assert given_away(state, "expert")["model"] == pytest.approx(0, abs=1e-12)
