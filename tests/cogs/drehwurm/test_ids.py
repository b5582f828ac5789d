"""cogs/drehwurm/ids.py: the ids of Drehwurm's board and hands read back as drawn; anything else is
None."""

from __future__ import annotations

import pytest

from bot.domain.drehwurm import rules as dw
from cogs.drehwurm import ids as drehwurm_ids
from cogs.table import ids


def test_what_the_bot_draws_reads_back():
    assert drehwurm_ids.parse_hand(drehwurm_ids.hand(7)) == 7
    assert drehwurm_ids.parse_move(drehwurm_ids.move(7, 4, "r")) == drehwurm_ids.HandClick(
        7, 4, None
    )
    drawn = {
        drehwurm_ids.move(7, 4, "s", "28-2"): (
            dw.Snap(28, 2),
            {"type": "snap", "card": 28, "pile": 2},
        ),
        drehwurm_ids.move(7, 4, "w", "28-2"): (
            dw.PlayWorm(28, 2),
            {"type": "play-worm", "card": 28, "pile": 2},
        ),
        drehwurm_ids.move(7, 4, "n", "1"): (
            dw.CannotPlay(1),
            {"type": "cannot-play", "turn_pile": 1},
        ),
    }
    for custom_id, (action, logged) in drawn.items():
        click = drehwurm_ids.parse_move(custom_id)
        assert click is not None and click.action == action
        assert dw.action_to_json(action) == logged  # logged as older logs hold it
    chicken = drehwurm_ids.parse_plays(drehwurm_ids.plays(7, 4, 0), ["c:100-1"])
    assert chicken is not None and chicken.action == dw.PlayChicken(100, 1)
    assert dw.action_to_json(chicken.action) == {"type": "play-chicken", "card": 100, "pile": 1}


def test_the_ids_are_drawn_as_old_buttons_carry_them():
    assert drehwurm_ids.move(7, 4, "w", "28-2") == "dw:7:4:w:28-2"
    assert drehwurm_ids.move(7, 4, "r") == "dw:7:4:r"
    assert drehwurm_ids.plays(7, 4, 1) == "dwp:7:4:1"
    assert drehwurm_ids.hand(7) == "dwh:7"


@pytest.mark.parametrize(
    "custom_id",
    [
        "dwh:",
        "dwh:1:2",
        "dw:1:2:w",
        "dw:1:2:w:7",
        "dw:1:2:n:x",
        "dw:1:2:q:1-1",
        "dw:1:2:r:1",
        f"dw:{2**63}:1:r",  # no stored game can have this id
        "dw:١:2:r",  # digits, but not ASCII ones
        "dw:1:2",
        "hm:1:2:roll",  # another game's id
    ],
)
def test_anything_else_reads_as_none(custom_id):
    assert drehwurm_ids.parse_hand(custom_id) is None
    assert drehwurm_ids.parse_move(custom_id) is None


@pytest.mark.parametrize(
    "values", [None, [], ["hard", "easy"], [3], ["extreme"], "hard", [["hard"]]]
)
def test_a_menu_needs_exactly_one_known_value(values):
    assert drehwurm_ids.parse_plays(drehwurm_ids.plays(1, 0, 0), values) is None


@pytest.mark.parametrize("custom_id", ["dw:7:4:s:028-2", "dwh:+7", "dw:7:04:r", "dw:7:4:n:01"])
def test_ids_with_numbers_spelt_otherwise_than_the_bot_writes_them_read_as_none(custom_id):
    assert drehwurm_ids.parse_hand(custom_id) is None
    assert drehwurm_ids.parse_move(custom_id) is None


def test_a_game_named_otherwise_than_the_bot_writes_it_is_no_game():
    assert ids.game_of("dwh:+7") is None and ids.game_of("dwp:07:1:0") is None


@pytest.mark.parametrize("number", [0, 1, 9, 10, 100, 4711, 2**31, ids.MAX_NUMBER])
def test_every_number_the_bot_writes_reads_back(number):
    assert drehwurm_ids.parse_hand(drehwurm_ids.hand(number)) == number
    move = drehwurm_ids.move(number, number, "w", f"{number}-{number}")
    assert drehwurm_ids.parse_move(move) is not None
    drawn = (drehwurm_ids.hand(number), move, drehwurm_ids.plays(number, 3, 0))
    for custom_id in drawn:
        assert ids.game_of(custom_id) == number
