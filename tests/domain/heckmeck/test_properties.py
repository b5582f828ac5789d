"""Thousands of random games with random legal play, for both editions and every variant."""

import json
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import WORM
from tests.domain.heckmeck.helpers import OPTIONS

CANDIDATES = [
    hm.Roll(),
    *(hm.SetAside(f) for f in ("1", "2", "3", "4", "5", "worm", "cheese", "ketchup", "bun")),
    *(hm.Stop(hm.Take(v, victim)) for v in range(3, 41) for victim in (None, 0, 1)),
]


def random_illegal_action(state: hm.HeckmeckState, rng: random.Random):
    """An action that is not legal now for the current player, or an action by someone else."""
    legal = set(hm.legal_actions(state, state.current))
    illegal = [a for a in CANDIDATES if a not in legal]
    other = (state.current + 1) % state.num_players
    return rng.choice([(state.current, rng.choice(illegal)), (other, hm.Roll())])


def check_invariants(state: hm.HeckmeckState, *, round_trip: bool = True) -> None:
    assert hm.tiles_in_play(state) == Counter(v for v, _ in state.rules.tiles)
    assert list(state.grill) == sorted(state.grill)
    assert state.total == sum(state.rules.value(face) for face in state.kept)
    if round_trip:
        assert hm.state_from_json(json.loads(json.dumps(state.to_json()))) == state


def play_random_game(
    options: hm.HeckmeckOptions, players: int, seed: int, *, round_trip_every: int = 1
) -> hm.HeckmeckState:
    rng = random.Random(seed)
    state = hm.new_game(players, options)
    for step in range(5000):
        check_invariants(state, round_trip=step % round_trip_every == 0)
        if hm.is_over(state):
            break
        if rng.random() < 0.1:
            seat, bad = random_illegal_action(state, rng)
            before = state
            try:
                hm.apply(state, seat, bad, rng)
            except IllegalAction as refused:
                assert refused.code and refused.message
            else:
                raise AssertionError(f"illegal {bad} by seat {seat} was accepted")
            assert state == before
        actions = [a for a in hm.legal_actions(state, state.current) if a != hm.Timeout()]
        action = rng.choice(actions or [hm.Timeout()])
        if rng.random() < 0.01:
            action = hm.Timeout()
        state, events = hm.apply(state, state.current, action, rng)
        assert all(json.loads(json.dumps(e)) == e for e in events)
        assert hm.action_from_json(json.loads(json.dumps(hm.action_to_json(action)))) == action
    assert hm.is_over(state), "every game ends"
    check_invariants(state)
    assert not state.grill
    worms = state.rules.worms_on
    assert hm.scores(state) == [sum(worms(t) for t in s) for s in state.stacks]
    assert min(hm.placements(state)) == 1
    return state


@settings(max_examples=300, deadline=None)
@given(
    options=st.sampled_from(OPTIONS),
    players=st.integers(min_value=2, max_value=7),
    seed=st.integers(min_value=0, max_value=2**32),
)
def test_random_games_keep_every_invariant(options, players, seed):
    players = min(players, options.rules.max_players)
    play_random_game(options, players, seed)


GAMES = 1000
GAMES_PER_BLOCK = 250  # blocks of seeds, so that parallel test workers share the games


@pytest.mark.parametrize("first_seed", range(0, GAMES, GAMES_PER_BLOCK))
def test_thousands_of_seeded_games_all_end(first_seed):
    # Seeds 0-999 in all. Tiles are checked at every step; the JSON round trip (checked at every
    # step above) at every 8th step here, to keep the suite quick.
    for seed in range(first_seed, first_seed + GAMES_PER_BLOCK):
        options = OPTIONS[seed % len(OPTIONS)]
        players = 2 + seed % (options.rules.max_players - 1)
        play_random_game(options, players, seed, round_trip_every=8)


@settings(max_examples=200, deadline=None)
@given(
    options=st.sampled_from(OPTIONS),
    seed=st.integers(min_value=0, max_value=2**32),
    steps=st.integers(min_value=0, max_value=400),
    total=st.integers(min_value=0, max_value=45),
)
def test_the_takes_for_a_sum_are_those_offered_when_deciding_with_it(options, seed, steps, total):
    rng = random.Random(seed)
    state = hm.new_game(3, options)
    for _ in range(steps):
        if hm.is_over(state):
            break
        actions = [a for a in hm.legal_actions(state, state.current) if a != hm.Timeout()]
        state, _ = hm.apply(state, state.current, rng.choice(actions), rng)
    rules = state.rules
    one = next(f for f in rules.faces if rules.value(f) == 1)
    if hm.is_over(state) or total < rules.value(WORM):
        return
    kept = (WORM,) + (one,) * (total - rules.value(WORM))
    deciding = hm.with_turn(state, hm.Turn(phase="decide", kept=kept))
    assert hm.takes_for_sum(state, total) == hm.take_options(deciding)


def test_removing_players_keeps_the_game_going_until_one_is_left():
    state = hm.new_game(3, hm.HeckmeckOptions())
    state, events = hm.remove_player(state, 0)
    assert events == [{"type": "removed", "seat": 0}, {"type": "next-turn", "seat": 1}]
    assert state.current == 1 and not state.over
    state, events = hm.remove_player(state, 2)
    assert state.over and events[-1]["type"] == "game-over"
