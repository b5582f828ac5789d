"""A tournament's format: which games, and what is wrong with an organiser's choice."""

import pytest

from bot.domain.tournaments import TournamentFormat, tournament_games

CLASSIC: dict = {}
JUNIOR = {"edition": "junior"}


def fmt(**changes) -> TournamentFormat:
    chosen = {
        "game": "heckmeck",
        "options": CLASSIC,
        "rounds": 2,
        "table_size": 3,
        "final_size": 4,
        "fill_level": None,
    }
    chosen.update(changes)
    return TournamentFormat(**chosen)


def test_heckmeck_is_the_one_game_tournaments_play():
    assert tournament_games() == ("heckmeck",)


@pytest.mark.parametrize(
    "choice",
    [
        {},
        {"rounds": 1, "table_size": 5, "final_size": 0},
        {"rounds": 4, "table_size": 4, "final_size": 6, "fill_level": "expert"},
        {"options": {"short_game": True, "free_choice": True}},
        {"options": JUNIOR, "table_size": 5, "final_size": 5, "fill_level": "easy"},
    ],
)
def test_a_format_within_the_limits_has_no_problems(choice):
    assert fmt(**choice).problems() == []


@pytest.mark.parametrize(
    ("choice", "problem"),
    [
        ({"game": "drehwurm"}, "tournament-bad-game"),
        ({"game": "chess"}, "tournament-bad-game"),
        ({"options": {"edition": "junior", "short_game": True}}, "tournament-bad-options"),
        ({"options": {"edition": "giant"}}, "tournament-bad-options"),
        ({"options": {"dice": 9}}, "tournament-bad-options"),
        ({"rounds": 0}, "tournament-bad-rounds"),
        ({"rounds": 5}, "tournament-bad-rounds"),
        ({"table_size": 2}, "tournament-bad-table-size"),
        ({"table_size": 6}, "tournament-bad-table-size"),
        ({"final_size": 3}, "tournament-bad-final-size"),
        ({"final_size": 7}, "tournament-bad-final-size"),
        ({"options": JUNIOR, "final_size": 6}, "tournament-final-too-large"),
        ({"fill_level": "impossible"}, "tournament-bad-fill-level"),
    ],
)
def test_each_thing_out_of_bounds_is_named(choice, problem):
    assert fmt(**choice).problems() == [problem]


def test_several_problems_are_all_named():
    problems = fmt(rounds=9, table_size=1, final_size=2).problems()
    assert problems == [
        "tournament-bad-rounds",
        "tournament-bad-table-size",
        "tournament-bad-final-size",
    ]


def test_the_final_round_follows_the_qualifying_rounds():
    assert fmt(rounds=3, final_size=5).final_round == 4
    assert fmt(rounds=3, final_size=0).final_round is None
