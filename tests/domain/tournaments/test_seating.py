"""Who sits where: the sizes of the tables, the random draw of round one, the later rounds'
tables of players grouped by points."""

from collections import Counter

import pytest

from bot.domain.tournaments import (
    MIN_TABLE,
    Standing,
    TournamentFormat,
    computer_seats,
    first_round,
    later_round,
    table_sizes,
)


def fmt(table_size: int, fill_level: str | None = None) -> TournamentFormat:
    return TournamentFormat("heckmeck", {}, 2, table_size, 0, fill_level)


def standing(user_id: int, points: float, dropped: bool = False) -> Standing:
    return Standing(user_id, points, 0, 0, 1, dropped)


def seatable(players: int, table_size: int) -> bool:
    """Whether some tables of 3..table_size seats hold exactly `players` (brute force)."""
    return any(MIN_TABLE * k <= players <= table_size * k for k in range(1, players + 1))


@pytest.mark.parametrize(
    ("players", "table_size", "fill", "sizes"),
    [
        (9, 3, False, [3, 3, 3]),
        (7, 3, False, None),
        (4, 3, False, None),
        (5, 4, False, None),
        (2, 3, False, None),
        (4, 5, False, None),
        (6, 5, False, [3, 3]),
        (8, 5, False, [4, 4]),
        (11, 5, False, [4, 4, 3]),
        (10, 4, False, [4, 3, 3]),
        (2, 3, True, None),
        (4, 5, True, [5]),
        (7, 3, True, [3, 3, 3]),
        (11, 4, True, [4, 4, 4]),
    ],
)
def test_table_sizes(players, table_size, fill, sizes):
    assert table_sizes(players, table_size, fill) == sizes


@pytest.mark.parametrize("table_size", [3, 4, 5])
def test_tables_are_as_few_and_as_even_as_the_limits_allow(table_size):
    for players in range(0, 60):
        sizes = table_sizes(players, table_size, fill=False)
        if players < table_size or not seatable(players, table_size):
            assert sizes is None, players
            continue
        assert sizes is not None, players
        assert sum(sizes) == players
        assert all(MIN_TABLE <= size <= table_size for size in sizes)
        assert max(sizes) - min(sizes) <= 1
        assert len(sizes) == -(-players // table_size)  # no fewer tables can hold them


@pytest.mark.parametrize("table_size", [3, 4, 5])
def test_with_computer_players_every_number_from_three_is_seated(table_size):
    for players in range(MIN_TABLE, 60):
        sizes = table_sizes(players, table_size, fill=True)
        assert sizes == [table_size] * (-(-players // table_size))
        assert 0 <= sum(sizes) - players < table_size


@pytest.mark.parametrize(("players", "table_size"), [(9, 3), (12, 4), (11, 5), (13, 5), (20, 4)])
def test_round_one_seats_every_player_once(players, table_size):
    ids = list(range(100, 100 + players))
    tables = first_round(ids, fmt(table_size), seed=7)
    seated = [user for table in tables for user in table]
    assert sorted(seated) == ids
    assert [len(table) for table in tables] == table_sizes(players, table_size, False)


def test_round_one_with_computer_players_makes_every_table_up_to_its_size():
    format_ = fmt(4, fill_level="hard")
    tables = first_round(range(1, 8), format_, seed=3)
    assert sorted(len(table) for table in tables) == [3, 4]
    assert [len(t) + computer_seats(format_, len(t)) for t in tables] == [4, 4]
    assert sorted(u for t in tables for u in t) == list(range(1, 8))


def test_the_same_seed_draws_the_same_tables_whatever_order_players_signed_up_in():
    ids = list(range(1, 13))
    drawn = first_round(ids, fmt(4), seed=2024)
    assert first_round(list(reversed(ids)), fmt(4), seed=2024) == drawn
    assert first_round(ids, fmt(4), seed=2024) == drawn


def test_other_seeds_draw_other_tables():
    ids = list(range(1, 13))
    draws = {tuple(map(tuple, first_round(ids, fmt(4), seed=seed))) for seed in range(20)}
    assert len(draws) > 10


def test_round_one_refuses_players_it_cannot_seat():
    with pytest.raises(ValueError):
        first_round(range(7), fmt(3), seed=1)


def test_later_rounds_group_the_players_by_points():
    ranked = [standing(user, points) for user, points in enumerate([9, 8, 7, 6, 5, 4, 3, 2, 1])]
    tables = later_round(reversed(ranked), fmt(3), seed=5, round_no=2)
    assert tables == [[0, 1, 2], [3, 4, 5], [6, 7, 8]]


def test_players_level_on_points_are_ordered_by_the_seed_and_the_round():
    ranked = [standing(user, 2.0 if user < 6 else 0.0) for user in range(9)]
    first = later_round(ranked, fmt(3), seed=5, round_no=2)
    assert later_round(ranked, fmt(3), seed=5, round_no=2) == first
    # Level players never sit below players with fewer points.
    assert sorted(first[0] + first[1]) == [0, 1, 2, 3, 4, 5]
    assert sorted(first[2]) == [6, 7, 8]
    others = {
        tuple(map(tuple, later_round(ranked, fmt(3), seed=seed, round_no=r)))
        for seed in range(5)
        for r in (2, 3)
    }
    assert len(others) > 3  # the level players are not always split the same way


def test_later_rounds_leave_the_dropped_out_and_seat_everyone_else_once():
    ranked = [standing(user, 13 - user, dropped=user in (2, 7)) for user in range(13)]
    tables = later_round(ranked, fmt(5), seed=1, round_no=3)
    seated = Counter(user for table in tables for user in table)
    assert set(seated) == set(range(13)) - {2, 7}
    assert set(seated.values()) == {1}
    assert [len(table) for table in tables] == [4, 4, 3]
    assert tables[0] == [0, 1, 3, 4]


def test_drops_that_leave_too_few_for_tables_of_three_make_a_short_table_up_with_a_computer():
    ranked = [standing(user, 9 - user, dropped=user == 0) for user in range(9)]
    tables = later_round(ranked, fmt(3), seed=1, round_no=2)
    assert [len(table) for table in tables] == [3, 3, 2]
    assert [computer_seats(fmt(3), len(table)) for table in tables] == [0, 0, 1]


def test_without_a_fill_level_tables_that_seat_three_or_more_get_no_computers():
    assert [computer_seats(fmt(5), humans) for humans in (3, 4, 5)] == [0, 0, 0]
    assert [computer_seats(fmt(5, "easy"), humans) for humans in (3, 4, 5)] == [2, 1, 0]
