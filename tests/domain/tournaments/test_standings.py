"""Points by placing (ties shared), the standings' tie-breaks, the final table and the winner."""

import random

import pytest

from bot.domain.tournaments import (
    SeatResult,
    Standing,
    TableResult,
    TournamentFormat,
    finalists,
    placing_points,
    seeded_order,
    standings,
    table_places,
    winner_order,
)

ANNA, BEN, CLEO, DAN, EVA, FINN = 1, 2, 3, 4, 5, 6


def table(round_no: int, *seats: tuple, table_no: int = 1) -> TableResult:
    """A finished table from (user, place, worms, best tile[, computer]) per seat."""
    results = tuple(SeatResult(*seat) for seat in seats)
    return TableResult(round_no, table_no, results, sum(s.computer for s in results))


@pytest.mark.parametrize(
    ("places", "points"),
    [
        ([1, 2, 3], [2, 1, 0]),
        ([1, 2, 3, 4, 5], [4, 3, 2, 1, 0]),
        ([3, 1, 2], [0, 2, 1]),
        ([1, 1, 3], [1.5, 1.5, 0]),
        ([1, 2, 2], [2, 0.5, 0.5]),
        ([1, 1, 1], [1, 1, 1]),
        ([1, 2, 2, 2, 5], [4, 2, 2, 2, 0]),
        ([1, 1, 2], [1.5, 1.5, 0]),  # ties numbered densely cover the same places
    ],
)
def test_points_by_placing(places, points):
    assert placing_points(places) == points


def test_a_table_always_shares_out_the_same_points():
    rng = random.Random(11)
    for _ in range(300):
        seats = rng.randint(3, 6)
        scores = [rng.randint(0, 4) for _ in range(seats)]
        places = [1 + sum(other > score for other in scores) for score in scores]
        points = placing_points(places)
        assert sum(points) == seats * (seats - 1) / 2
        for a, b in zip(places, points, strict=True):
            for c, d in zip(places, points, strict=True):
                assert (a < c) == (b > d)  # a better place earns more, a tie the same


def test_the_worked_example_of_the_help_text():
    # A table of four: Anna wins with 31 worms, Ben and Cleo tie on 24, Dan is last.
    assert placing_points([1, 2, 2, 4]) == [3, 1.5, 1.5, 0]
    one = table(1, (ANNA, 1, 31, 33), (BEN, 2, 24, 30), (CLEO, 2, 24, 28), (DAN, 4, 9, 21))
    ranked = standings([ANNA, BEN, CLEO, DAN], [one], seed=1)
    assert [(s.user_id, s.points) for s in ranked] == [
        (ANNA, 3.0),
        (BEN, 1.5),
        (CLEO, 1.5),
        (DAN, 0.0),
    ]  # Ben over Cleo: level on points and worms, Ben held the higher tile


def test_computer_players_take_places_but_earn_nothing():
    one = table(1, (-1, 1, 20, 30, True), (ANNA, 2, 10, 25), (BEN, 3, 5, 21))
    ranked = standings([ANNA, BEN], [one], seed=1)
    assert [(s.user_id, s.points, s.games) for s in ranked] == [(ANNA, 1.0, 1), (BEN, 0.0, 1)]


def test_standings_add_up_the_rounds():
    one = table(1, (ANNA, 1, 20, 30), (BEN, 2, 10, 25), (CLEO, 3, 0, 0))
    two = table(2, (CLEO, 1, 15, 29), (BEN, 2, 12, 26), (ANNA, 3, 3, 21))
    by_user = {s.user_id: s for s in standings([ANNA, BEN, CLEO], [one, two], seed=4)}
    assert by_user[ANNA] == Standing(ANNA, 2.0, 23, 30, 2, False)
    assert by_user[BEN] == Standing(BEN, 2.0, 22, 26, 2, False)
    assert by_user[CLEO] == Standing(CLEO, 2.0, 15, 29, 2, False)


def test_tie_breaks_points_then_worms_then_best_tile_then_the_seeded_order():
    # Everybody on 1.5 points: two tables of three, each with two tied first.
    one = table(
        1,
        (ANNA, 1, 10, 24),
        (BEN, 1, 10, 22),
        (-1, 3, 0, 0, True),
    )
    two = table(
        1,
        (CLEO, 1, 12, 21),
        (DAN, 1, 10, 22),
        (-2, 3, 0, 0, True),
        table_no=2,
    )
    ranked = standings([ANNA, BEN, CLEO, DAN], [one, two], seed=9)
    assert {s.points for s in ranked} == {1.5}
    # Cleo has the most worms; of the rest on 10, Anna held the highest tile; Ben and Dan are
    # level on everything: the tournament's seeded order decides.
    level = [u for u in seeded_order([ANNA, BEN, CLEO, DAN], 9) if u in (BEN, DAN)]
    assert [s.user_id for s in ranked] == [CLEO, ANNA, *level]


def test_the_seeded_order_is_the_seeds_and_differs_between_seeds():
    players = list(range(1, 9))
    assert seeded_order(players, 3) == seeded_order(list(reversed(players)), 3)
    assert len({tuple(seeded_order(players, seed)) for seed in range(10)}) > 5


def test_dropped_players_keep_their_points_and_place():
    one = table(1, (ANNA, 1, 20, 30), (BEN, 2, 10, 25), (CLEO, 3, 0, 0))
    ranked = standings([ANNA, BEN, CLEO, DAN], [one], seed=2, dropped={ANNA})
    assert [(s.user_id, s.points, s.dropped) for s in ranked][:3] == [
        (ANNA, 2.0, True),
        (BEN, 1.0, False),
        (CLEO, 0.0, False),
    ]
    assert ranked[3] == Standing(DAN, 0.0, 0, 0, 0, False)  # signed up, never played yet


def ranked(*user_ids: int, dropped: tuple = ()) -> list[Standing]:
    count = len(user_ids)
    return [Standing(u, count - n, 0, 0, 1, u in dropped) for n, u in enumerate(user_ids)]


def final_format(size: int) -> TournamentFormat:
    return TournamentFormat("heckmeck", {}, 2, 3, size, None)


def test_the_final_table_is_the_top_of_the_standings_not_dropped():
    order = ranked(ANNA, BEN, CLEO, DAN, EVA, FINN, dropped=(BEN,))
    assert finalists(order, final_format(4)) == [ANNA, CLEO, DAN, EVA]
    assert finalists(order, final_format(6)) == [ANNA, CLEO, DAN, EVA, FINN]
    assert finalists(order, final_format(0)) == []
    assert finalists(ranked(ANNA, BEN, CLEO, dropped=(ANNA, BEN)), final_format(4)) == []


def test_the_final_decides_the_winner_and_the_rest_keep_their_standings_order():
    order = ranked(ANNA, BEN, CLEO, DAN, EVA, FINN)
    final = table(3, (ANNA, 4, 5, 21), (BEN, 2, 20, 30), (CLEO, 1, 25, 32), (DAN, 3, 10, 24))
    assert winner_order(order, final) == [CLEO, BEN, DAN, ANNA, EVA, FINN]


def test_a_tie_in_the_final_goes_to_the_better_standing_and_computers_are_not_ranked():
    order = ranked(ANNA, BEN, CLEO, DAN, EVA)
    final = table(3, (DAN, 1, 20, 30), (BEN, 1, 20, 30), (-1, 3, 10, 22, True), (ANNA, 4, 0, 0))
    assert winner_order(order, final) == [BEN, DAN, ANNA, CLEO, EVA]


def test_without_a_final_the_top_of_the_standings_wins():
    order = ranked(DAN, ANNA, BEN)
    assert winner_order(order, None) == [DAN, ANNA, BEN]


def test_a_player_removed_from_a_game_ranks_last_at_that_table_whatever_tiles_they_kept():
    # Anna led with 20 worms when she was removed; the game still places her first.
    seats = (
        SeatResult(ANNA, 1, 20, 30, removed=True),
        SeatResult(BEN, 2, 10, 25),
        SeatResult(CLEO, 3, 5, 22),
        SeatResult(DAN, 4, 0, 0, removed=True),
    )
    assert table_places(seats) == [3, 1, 2, 4]
    result = TableResult(1, 1, seats, 0)
    ranked = standings([ANNA, BEN, CLEO, DAN], [result], seed=1)
    assert [(s.user_id, s.points) for s in ranked] == [
        (BEN, 3.0),
        (CLEO, 2.0),
        (ANNA, 1.0),
        (DAN, 0.0),
    ]
    order = [Standing(u, 0.0, 0, 0, 1, False) for u in (DAN, CLEO, BEN, ANNA)]
    assert winner_order(order, result) == [BEN, CLEO, ANNA, DAN]
