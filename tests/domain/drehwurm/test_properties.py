"""Drehwurm property tests: thousands of random games (3–6 players, every variant) with random
legal play, random snaps, random timeouts and the odd removed player.

Checked: every card id is in exactly one place; the state's invariants hold; the state survives a
JSON round trip; the events are plain JSON; a random action is accepted exactly when
`legal_actions` offers it, and a refusal leaves the state as it was; every match and every game
ends within a bound. The 2000-game loop runs the cheap checks at every step and the costly ones
at intervals (to stay within the time budget); the other two tests run all of them at every step.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import CARDS
from bot.domain.drehwurm.rules import (
    CannotPlay,
    DrehwurmOptions,
    DrehwurmState,
    PlayChicken,
    PlayWorm,
    Snap,
)
from bot.domain.errors import IllegalAction

ALL_IDS = list(range(len(CARDS)))
EVENT_TYPES = {
    "match-started",
    "turn",
    "played-worm",
    "turned-pile",
    "ate-pile",
    "new-pile",
    "cannot-play",
    "drew",
    "snapped",
    "match-ended",
    "game-over",
    "removed",
}
# A regular turn plays a card from a hand or draws one, and a snap plays one: a match cannot
# outlast the cards in the hands plus the draw pile, by far.
MAX_STEPS_PER_MATCH = 250


WORMS = frozenset(c.id for c in CARDS if c.is_worm)
CHICKENS = frozenset(c.id for c in CARDS if c.is_chicken)


def check_invariants(s: DrehwurmState) -> None:
    assert sorted(dw.all_card_ids(s)) == ALL_IDS
    n = s.num_players
    assert len(s.eaten) == len(s.active) == len(s.totals) == n
    assert all(list(h) == sorted(h) for h in s.hands)
    assert list(s.totals) == [sum(row[i] for row in s.match_scores) for i in range(n)]
    assert WORMS.issuperset(s.draw)
    for piles in s.eaten:
        for p in piles:
            assert p[-1] in CHICKENS and WORMS.issuperset(p[:-1])
    if s.over:
        assert dw.current_seat(s) is None and s.window is None
        return
    assert len(s.match_scores) == s.match - 1
    assert s.active[s.current] and sum(s.active) >= dw.MIN_ACTIVE
    played = s.chickens_played
    assert len(s.piles) == 3 + (played >= 2) + (played >= 4)
    for p in s.piles:
        assert len(p) >= 2 and WORMS.issuperset(p)
    some_chicken = False
    for seat in range(n):
        in_hand = len(CHICKENS.intersection(s.hands[seat]))
        some_chicken = some_chicken or in_hand > 0
        dealt = in_hand + len(s.eaten[seat])
        assert dealt in (0, 2)  # 0 only for a player removed before this match
        if s.active[seat]:
            assert s.hands[seat] and dealt == 2
    assert some_chicken  # else the match would be over
    if s.window is not None:
        assert s.options.snaps and 0 <= s.window.pile < len(s.piles)


def random_action(r: random.Random, s: DrehwurmState, seat: int):
    """Any action at all, mostly near-misses: a card from the seat's own hand and a real pile
    number, sometimes any card id or pile number, some out of range."""
    own = s.hands[seat] if 0 <= seat < s.num_players and s.hands[seat] else ()
    cid = r.choice(own) if own and r.random() < 0.8 else r.choice([*ALL_IDS, -1, 105, 9999])
    pile = r.randrange(len(s.piles)) if r.random() < 0.9 else r.choice([-1, len(s.piles), 7])
    return r.choice(
        [PlayWorm(cid, pile), PlayChicken(cid, pile), CannotPlay(pile), Snap(cid, pile)]
    )


_PROBE_RNG = random.Random(0)


def probe(r: random.Random, s: DrehwurmState) -> None:
    """A random action by a random seat is accepted exactly when it is legal; a refused one leaves
    the state unchanged. Sometimes the action is a legal one, sometimes a random one."""
    seat = r.choice([s.current, s.current, *range(-1, s.num_players + 1)])
    legal = dw.legal_actions(s, seat)
    action = r.choice(legal) if legal and r.random() < 0.3 else random_action(r, s, seat)
    snapshot = s.to_json()
    try:
        new, events = dw.apply(s, seat, action, _PROBE_RNG)
    except IllegalAction as e:
        assert action not in legal, (action, e.code)
        assert e.code and e.message
        assert s.to_json() == snapshot
    else:
        assert action in legal, action
        assert sorted(dw.all_card_ids(new)) == ALL_IDS
        json.dumps(events)
        # while the window runs its time, regular plays wait and snaps do not
        if not isinstance(action, Snap) and s.open_pile() is not None:
            try:
                dw.apply(s, seat, action, _PROBE_RNG, now_ok=False)
            except IllegalAction as e:
                assert e.code == "window-open"
            else:
                raise AssertionError("a regular play was accepted while the window was open")


def check_json_round_trip(s: DrehwurmState) -> None:
    assert dw.state_from_json(json.loads(json.dumps(s.to_json()))) == s


def play_random_game(
    seed: int,
    n: int,
    variant: str,
    *,
    remove_rate: float = 0.003,
    full_every: int = 1,
    probe_every: int = 1,
) -> int:
    """Play one game to its end; returns the number of steps.

    At every step: conservation of the cards, the events checked, the match and game bounded.
    Every `full_every` steps, and at every match boundary, also every invariant and the JSON
    round trip; every `probe_every` steps a random action is probed. (1: at every step.)
    """
    r = random.Random(seed)
    deal = random.Random(seed * 7919 + 1)
    s = dw.new_game(n, DrehwurmOptions(variant), deal)
    steps = steps_this_match = 0
    full = True
    while not dw.is_over(s):
        thorough = full or steps % full_every == 0
        if thorough:
            check_invariants(s)
            check_json_round_trip(s)
        else:
            assert sorted(dw.all_card_ids(s)) == ALL_IDS
        if steps % probe_every == 0:
            probe(r, s)
        snappers = [seat for seat in range(n) if dw.snaps(s, seat)]
        roll = r.random()
        if roll < remove_rate:
            seat = r.choice([x for x in range(n) if s.active[x]])
            s2, events = dw.remove_player(s, seat)
            assert events[0] == {"type": "removed", "seat": seat}
        else:
            if snappers and roll < 0.4:
                seat = r.choice(snappers)
                action = r.choice(dw.snaps(s, seat))
            elif roll < 0.5:
                seat = s.current
                action = dw.timeout_action(s)
                assert action in dw.legal_actions(s, seat)
            else:
                seat = s.current
                action = r.choice(dw.legal_actions(s, seat))
            # a snap is accepted whether or not the window has run its time
            now_ok = not isinstance(action, Snap) or r.random() < 0.5
            s2, events = dw.apply(s, seat, action, deal, now_ok=now_ok)
        assert all(e["type"] in EVENT_TYPES for e in events)
        if thorough:
            json.dumps(events)
        assert s2.step == s.step + 1
        full = any(e["type"] == "match-ended" for e in events)
        if full:
            assert s2.over or s2.match == s.match + 1
            steps_this_match = 0
        else:
            assert s2.match == s.match
            steps_this_match += 1
        assert steps_this_match <= MAX_STEPS_PER_MATCH
        s = s2
        steps += 1
    check_invariants(s)
    check_json_round_trip(s)
    finished = len(s.match_scores)
    assert finished == n or sum(s.active) < dw.MIN_ACTIVE
    assert dw.scores(s) == list(s.totals)
    assert min(dw.placements(s)) == 1 and dw.winners(s)
    assert all(dw.legal_actions(s, seat) == [] for seat in range(n))
    return steps


def _setup(seed: int) -> tuple[int, str]:
    """Cycles through every player count and every variant."""
    return 3 + seed % 4, dw.VARIANTS[(seed // 4) % 3]


GAMES = 2000
GAMES_PER_BLOCK = 250  # blocks of seeds, so that parallel test workers share the games


@pytest.mark.parametrize("first_seed", range(0, GAMES, GAMES_PER_BLOCK))
def test_thousands_of_random_games(first_seed):
    """2000 games (seeds 0-1999), every player count and variant: the cards are conserved and the
    matches end at every step; every invariant and the JSON round trip every 16th step and at
    every match boundary; a random action probed every 4th step."""
    seeds = range(first_seed, first_seed + GAMES_PER_BLOCK)
    steps = sum(
        play_random_game(seed, *_setup(seed), full_every=16, probe_every=4) for seed in seeds
    )
    assert steps > 100 * GAMES_PER_BLOCK


def test_random_games_with_every_check_at_every_step():
    steps = sum(play_random_game(seed, *_setup(seed)) for seed in range(10_000, 10_100))
    assert steps > 100 * 100


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    n=st.integers(3, 6),
    variant=st.sampled_from(dw.VARIANTS),
    remove_rate=st.sampled_from([0.0, 0.003, 0.03]),
)
def test_random_games_hypothesis(seed, n, variant, remove_rate):
    play_random_game(seed, n, variant, remove_rate=remove_rate)
