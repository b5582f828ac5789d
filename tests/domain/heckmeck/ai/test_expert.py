"""The expert Heckmeck player: endgames where winning the game beats winning the turn, its win
model, and legality."""

import random
from dataclasses import replace

import pytest

from bot.domain.heckmeck.ai import expert
from bot.domain.heckmeck.ai.expert_eval import pair_features, reach, win_shares
from bot.domain.heckmeck.ai.expert_field import FEATURES as FIELD_FEATURES
from bot.domain.heckmeck.ai.expert_field import field_features, field_shares
from bot.domain.heckmeck.ai.expert_field_weights import FIELD_WEIGHTS
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import OPTIONS, W, kept, position

ALL_TILES = frozenset(range(21, 37))


def two_players(mine: tuple[int, ...], theirs: tuple[int, ...], grill: tuple[int, ...]):
    """Classic heads-up, me (seat 0) to move: every tile not held nor on the grill is turned."""
    gone = tuple(sorted(ALL_TILES - set(mine) - set(theirs) - set(grill)))
    return position(2, stacks={0: mine, 1: theirs}, gone=gone)


def act(state: hm.HeckmeckState, difficulty: str) -> hm.Action:
    action = choose_action(state, difficulty, random.Random(0))
    assert action in hm.legal_actions(state, state.current)
    return action


# ------------------------------------------------------------------------------ hand-checked


def test_a_leader_stops_with_a_small_tile_rather_than_risk_the_top_tile():
    # I lead 8 worms to 4 with the 36 on top; only 21 and 30 are left. 29 with worms, 4s and 5s
    # and two dice left. Stopping takes 21: 9 to 4 with one 3-worm tile left, as good as won.
    # Rolling on hopes for a 1, 2 or 3 (30, two worms more), but both dice show a worm, 4 or 5
    # one time in four: the 36 goes back to the grill and it is 4 to 4 with 21, 30 and 36 to play
    # for. The hard player, counting worms, rolls.
    state = kept(two_players((33, 36), (25, 26), (21, 30)), W, W, "4", "5", "5", "5")
    assert hm.scores(state) == [8, 4] and state.total == 29 and state.dice_left == 2
    assert act(state, "hard") == hm.Roll()
    assert act(state, "expert") == hm.Stop(hm.Take(21))


def test_a_trailer_rolls_on_for_the_leaders_top_tile():
    # 9 worms to 11; 21 and 22 left; the leader's top tile is the 27. I have 24 (worms, 4s and
    # a 2) with two dice left. Stopping takes 22: 10 to 11, and the opponent ends the game won by
    # taking the 21 with any sum of 21 or more. Rolling on: a 3 on one die (10 rolls in 36)
    # steals the 27, 12 to 9; other rolls mostly still take the 22, and a bust (9 in 36) costs
    # my 33. Fewer expected worms, far more wins; the hard player stops.
    state = kept(two_players((31, 28, 33), (34, 30, 25, 27), (21, 22)), W, W, "4", "4", "4", "2")
    assert hm.scores(state) == [9, 11] and state.total == 24
    assert act(state, "hard") == hm.Stop(hm.Take(22))
    assert act(state, "expert") == hm.Roll()


def test_a_trailer_does_not_take_the_last_tile_when_it_loses_the_game():
    # 10 worms to 12, only the 21 left; 21 with one die left. Stopping (or any roll that does not
    # bust, which must then take the 21) ends the game lost. Only a bust keeps it going: the 29
    # goes back, nothing is turned, and there is still something to play for. The hard player
    # takes the worm.
    state = two_players((28, 24, 36, 29), (30, 27, 22, 25, 34), (21,))
    state = kept(state, W, W, "1", "1", "1", "4", "4")
    assert hm.scores(state) == [10, 12] and state.total == 21 and state.dice_left == 1
    after, _ = hm.apply(state, 0, hm.Stop(hm.Take(21)), random.Random(0))
    assert after.over and hm.winners(after) == [1]
    assert act(state, "hard") == hm.Stop(hm.Take(21))
    assert act(state, "expert") == hm.Roll()


def test_takes_the_last_tile_that_wins():
    # 7 worms each, only 21 left, and 22 set aside with every die: stealing the opponent's 22
    # would lead 8 to 6 with the game going on; the 21 ends it 8 to 7.
    state = two_players((33, 29), (32, 30, 22), (21,))
    state = kept(state, W, "1", "1", "2", "2", "3", "3", "5")
    assert set(hm.take_options(state)) == {hm.Take(22, victim=1), hm.Take(21)}
    assert act(state, "expert") == hm.Stop(hm.Take(21))


def test_steals_the_top_tile_that_wins_the_game_on_the_last_turn():
    # 3 worms to 5 with the 36 on the opponent's stack, only 21 left, 36 with every die: the 21
    # ends the game lost 4 to 5, the steal leads 7 to 1.
    state = kept(two_players((29,), (22, 36), (21,)), W, W, W, "5", "5", "5", "3", "3")
    assert act(state, "expert") == hm.Stop(hm.Take(36, victim=1))


def test_in_a_four_player_game_a_trailer_does_not_end_it_lost():
    # Four players, 7, 5, 8 and 15 worms; only the 23 is left. I have 24 (worms, 4s and a 2)
    # with two dice left. Taking the 23 ends the game, won by the 15. Rolling on, a bust returns
    # my 27 and the game goes on; a 1 and a 1 steals the leader's 26. The hard player takes the
    # worm.
    stacks = {0: (34, 21, 27), 1: (24, 28, 25), 2: (33, 36), 3: (22, 29, 30, 31, 32, 26)}
    held = {t for stack in stacks.values() for t in stack}
    state = position(4, stacks=stacks, gone=tuple(sorted(ALL_TILES - held - {23})))
    state = kept(state, W, W, "4", "4", "4", "2")
    assert hm.scores(state) == [7, 5, 8, 15] and state.grill == (23,) and state.dice_left == 2
    after, _ = hm.apply(state, 0, hm.Stop(hm.Take(23)), random.Random(0))
    assert after.over and hm.winners(after) == [3]
    assert act(state, "hard") == hm.Stop(hm.Take(23))
    assert act(state, "expert") == hm.Roll()


# --------------------------------------------------------------------------------- win model


def test_a_finished_game_is_exact_and_shares_add_up_to_one():
    state = replace(two_players((33, 29), (32, 30, 22), ()), over=True)
    assert win_shares(state) == [1.0, 0.0]
    for players in (2, 3, 5):
        shares = win_shares(position(players, stacks={1: (30,), 2 % players: (24,)}))
        assert sum(shares) == pytest.approx(1.0)


def test_pair_features_are_antisymmetric():
    state = position(3, stacks={0: (25, 33), 1: (30,), 2: (21, 22)}, gone=(36,), current=1)
    worms = hm.scores(state)
    for a, b in ((0, 1), (1, 2), (0, 2)):
        assert pair_features(state, a, b, worms) == [-x for x in pair_features(state, b, a, worms)]


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_reach_chances_fall_with_the_sum(edition):
    at_least, exactly = reach(edition)
    sums = sorted(at_least)
    assert [at_least[s] for s in sums] == sorted(at_least.values(), reverse=True)
    assert all(0 < exactly[s] <= at_least[s] < 1 for s in sums)
    if edition == "classic":
        assert at_least[21] == pytest.approx(0.893, abs=1e-3)  # any tile from a full grill


def mirrored(state: hm.HeckmeckState) -> hm.HeckmeckState:
    """The same two-player position with the seats swapped."""
    return replace(state, stacks=state.stacks[::-1], current=1 - state.current)


def test_two_player_chances_are_in_range_and_antisymmetric():
    rng = random.Random(5)
    checked = 0
    for table in range(300):
        options = OPTIONS[table % len(OPTIONS)]
        state = random_position(rng, options)
        if state.num_players != 2:
            continue
        shares = win_shares(state)
        assert all(0 < p < 1 for p in shares) and sum(shares) == pytest.approx(1)
        assert win_shares(mirrored(state)) == pytest.approx(shares[::-1], abs=1e-12)
        checked += 1
    assert checked > 30


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_more_worms_is_a_better_chance(edition):
    tiles = (29, 30, 31) if edition == "classic" else (6, 7, 8)
    chances = [
        win_shares(position(2, edition=edition, stacks={0: tiles[:n], 1: (tiles[2],)}))[0]
        for n in range(3)
    ]
    assert chances == sorted(chances) and chances[0] < 0.5 < chances[2]


def rotated(state: hm.HeckmeckState, by: int) -> hm.HeckmeckState:
    """The same position with every seat moved `by` places on (seat s sits at s + by)."""
    n = state.num_players
    order = [(s - by) % n for s in range(n)]
    return replace(
        state,
        stacks=tuple(state.stacks[s] for s in order),
        active=tuple(state.active[s] for s in order),
        current=(state.current + by) % n,
    )


def test_field_weights_fit_the_features():
    for weights in FIELD_WEIGHTS.values():
        assert len(weights) == len(FIELD_FEATURES)


def test_field_shares_are_chances_that_follow_the_seats():
    rng = random.Random(8)
    checked = 0
    for table in range(300):
        state = random_position(rng, OPTIONS[table % len(OPTIONS)])
        if state.num_players < 3:
            continue
        shares = field_shares(state)
        assert all(0 < p < 1 for p in shares) and sum(shares) == pytest.approx(1)
        assert len(field_features(state)) == state.num_players
        by = rng.randrange(1, state.num_players)
        again = field_shares(rotated(state, by))
        assert again == pytest.approx(shares[-by:] + shares[:-by], abs=1e-12)
        checked += 1
    assert checked > 100


def test_field_shares_of_a_finished_game_are_exact():
    state = replace(position(3, stacks={0: (29,), 1: (24,), 2: (30,)}), over=True)
    assert field_shares(state) == [0.0, 0.0, 1.0]  # level on worms, the 30 beats the 29
    state = replace(position(3, stacks={0: (29, 21), 1: (24,), 2: (30,)}), over=True)
    assert field_shares(state) == [1.0, 0.0, 0.0]


def test_the_field_model_values_positions_with_three_or_more_players():
    state = position(4, stacks={0: (25, 33), 1: (30,), 2: (21, 22)}, gone=(36,), current=1)
    assert expert.game_chance(state, 2) == field_shares(state)[2]
    heads_up = two_players((33,), (25,), (21, 22, 23))
    assert expert.game_chance(heads_up, 0) == win_shares(heads_up)[0]


# ------------------------------------------------------------------------------- look-ahead


def heads_up_positions(count: int, seed: int):
    rng = random.Random(seed)
    while count:
        state = random_position(rng, OPTIONS[0])
        if state.num_players == 2 and len(state.grill) <= 4:
            count -= 1
            yield state


def test_a_minimising_reply_is_a_chance_and_no_search_is_the_model():
    # The opponent playing its turn to minimise my chance leaves a chance; searching no turn at
    # all is the model itself.
    for state in heads_up_positions(12, seed=3):
        me = 1 - state.current
        worst = expert.search_value(state, me, 1)
        assert 0 <= worst <= 1 + 1e-12
        assert expert.search_value(state, me, 0) == win_shares(state)[me]


# ---------------------------------------------------------------------------------- legality


def random_position(rng: random.Random, options: hm.HeckmeckOptions) -> hm.HeckmeckState:
    """A game between 2 and the most players, its tiles dealt at random, and a turn under way."""
    rules = options.rules
    players = rng.randint(rules.min_players, rules.max_players)
    tiles = sorted(v for v, _ in rules.tiles)
    rng.shuffle(tiles)
    on_grill = rng.randint(1, len(tiles))
    stacks: dict[int, tuple[int, ...]] = {}
    gone = []
    for tile in tiles[on_grill:]:
        if rng.random() < 0.25:
            gone.append(tile)
        else:
            seat = rng.randrange(players)
            stacks[seat] = (*stacks.get(seat, ()), tile)
    return position(
        players,
        edition=options.edition,
        stacks=stacks,
        gone=tuple(gone),
        current=rng.randrange(players),
        **{k: v for k, v in options.to_json().items() if v is True},
    )


def test_plays_only_legal_actions_over_thousands_of_positions():
    rng = random.Random(17)
    checked = 0
    for table in range(60):
        start = random_position(rng, OPTIONS[table % len(OPTIONS)])
        for _ in range(40):
            state = start
            for _ in range(rng.randint(0, 6)):  # a random turn so far
                actions = [a for a in hm.legal_actions(state, state.current) if a != hm.Timeout()]
                nxt, _ = hm.apply(state, state.current, rng.choice(actions), rng)
                if nxt.over or nxt.current != state.current:
                    break
                state = nxt
            action = expert.expert_action(state)
            assert action in hm.legal_actions(state, state.current), (state, action)
            assert action != hm.Timeout()
            checked += 1
    assert checked == 2400


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: "-".join(k for k, v in o.to_json().items() if v is True) or o.edition,
)
def test_whole_games_against_every_other_difficulty(options):
    seatings = [("expert", "hard"), ("normal", "expert", "easy"), ("expert", "expert")]
    for seed, seating in enumerate(seatings):
        rng = random.Random(seed)
        state = hm.new_game(len(seating), options)
        while not state.over:
            seat = state.current
            action = choose_action(state, seating[seat], rng)  # type: ignore[arg-type]
            assert action in hm.legal_actions(state, seat) and action != hm.Timeout()
            state, _ = hm.apply(state, seat, action, rng)
