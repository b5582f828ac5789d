"""The Drehwurm computer player: always legal, over many random games, and sensible."""

from __future__ import annotations

import random

import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import CARDS
from bot.domain.drehwurm.policy import DIFFICULTIES, choose_action, choose_snap, pile_value

MAX_STEPS = 2000


def play_game(num_players: int, variant: str, rng: random.Random) -> dw.DrehwurmState:
    """A whole game of computers (mixed difficulties), every seat snapping when the policy says
    so; every choice is checked against the engine's legal actions."""
    state = dw.new_game(num_players, dw.DrehwurmOptions(variant), rng)
    difficulties = [rng.choice(DIFFICULTIES) for _ in range(num_players)]
    for _ in range(MAX_STEPS):
        if state.over:
            return state
        seats = list(range(num_players))
        rng.shuffle(seats)
        snapped = False
        for seat in seats:
            snap = choose_snap(state, seat, rng)
            options = dw.snaps(state, seat)
            assert (snap is None) == (not options)  # it snaps whenever it can
            if snap is not None and rng.random() < 0.5:
                assert snap in options
                state, _ = dw.apply(state, seat, snap, rng)
                snapped = True
                break
        if snapped:
            continue
        seat = state.current
        action = choose_action(state, difficulties[seat], rng)
        assert action in dw.legal_actions(state, seat), (action, difficulties[seat])
        assert not isinstance(action, dw.Snap)
        state, _ = dw.apply(state, seat, action, rng)
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("variant", dw.VARIANTS)
def test_the_policy_always_plays_legally(variant):
    rng = random.Random(f"policy-{variant}")
    for i in range(40):
        final = play_game(3 + i % 4, variant, rng)
        assert final.over and len(final.match_scores) == final.num_players


def test_it_refuses_a_finished_game_and_unknown_difficulties():
    rng = random.Random(1)
    state = dw.new_game(3, dw.DrehwurmOptions(), rng)
    with pytest.raises(ValueError):
        choose_action(state, "expert", rng)
    with pytest.raises(ValueError):
        choose_action(dw.DrehwurmState(**{**state.__dict__, "over": True}), "normal", rng)


def _card(kind: str, colour: str | None, number: int | None) -> int:
    return next(c.id for c in CARDS if (c.kind, c.colour, c.number) == (kind, colour, number))


def _with(state: dw.DrehwurmState, **changes) -> dw.DrehwurmState:
    return dw.DrehwurmState(**{**state.__dict__, **changes})


def _table(hand: list[int], piles: list[tuple[int, ...]]) -> dw.DrehwurmState:
    state = dw.new_game(3, dw.DrehwurmOptions(), random.Random(5))
    used = set(hand) | {c for p in piles for c in p}
    rest = [c for c in range(len(CARDS)) if c not in used]
    hands = (tuple(sorted(hand)), tuple(rest[:12]), tuple(rest[12:24]))
    return _with(
        state, current=0, hands=hands, piles=tuple(piles), draw=tuple(rest[24:40]), window=None
    )


def test_it_eats_a_big_pile_of_its_colour():
    red_chicken = _card("chicken", "red", None)
    red = [c.id for c in CARDS if c.kind == "worm" and c.colour == "red"]
    big = (red[0], red[3], red[6], red[9], red[12])  # five red worms, top red
    small = (_card("worm", "blue", 2), _card("worm", "yellow", 5))
    worm = _card("worm", "yellow", 4)  # fits nothing... except maybe: checked below
    state = _table([red_chicken, worm, _card("worm", "blue", 7)], [small, big, small[::-1]])
    assert pile_value(state, 1, red_chicken) >= 12
    for difficulty in ("normal", "hard"):
        action = choose_action(state, difficulty, random.Random(0))
        assert action == dw.PlayChicken(red_chicken, 1)


def test_it_prefers_getting_rid_of_a_worm_to_eating_a_small_pile():
    blue_chicken = _card("chicken", "blue", None)
    pile = (_card("worm", "red", 9), _card("worm", "blue", 3))  # blue top, worth little
    red4 = _card("worm", "red", 4)
    sixes = [_card("worm", colour, 6) for colour in ("yellow", "blue", "red")]  # fit nowhere
    other = (_card("worm", "red", 1), _card("worm", "red", 8))
    state = _table([blue_chicken, red4, *sixes], [pile, other])
    action = choose_action(state, "normal", random.Random(0))
    assert action == dw.PlayWorm(red4, 0)


def test_it_snaps_a_coloured_worm_before_a_joker():
    state = _table([], [])
    top = _card("worm", "red", 5)
    blue6, joker4 = _card("worm", "blue", 6), _card("joker", None, 4)
    hands = (state.hands[0], (blue6, joker4), state.hands[2])
    pile = (_card("worm", "yellow", 1), top)
    state = _with(state, hands=hands, piles=(pile,), window=dw.Window(0, 0))
    assert choose_snap(state, 1, random.Random(0)) == dw.Snap(blue6, 0)
    assert choose_snap(state, 0, random.Random(0)) is None  # who turned it may not snap
