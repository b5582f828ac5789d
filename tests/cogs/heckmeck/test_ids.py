"""cogs/heckmeck/ids.py: a Heckmeck board's ids read back as drawn; anything else is None."""

from __future__ import annotations

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.rules import Roll, SetAside, Stop, Take
from cogs.heckmeck import ids as heckmeck_ids
from cogs.table import ids


def test_what_the_bot_draws_reads_back():
    assert heckmeck_ids.parse_move(heckmeck_ids.move(7, 12, "roll")) == ids.Move(7, 12, Roll())
    worm = heckmeck_ids.parse_move(heckmeck_ids.move(7, 12, "face", "worm"))
    assert worm is not None and worm.action == SetAside("worm")
    take = heckmeck_ids.take_arg(Take(25, 2))
    steal = heckmeck_ids.parse_move(heckmeck_ids.move(7, 12, "take", take))
    assert steal is not None and steal.action == Stop(Take(25, 2))
    grill = heckmeck_ids.take_arg(Take(21, None))
    assert heckmeck_ids.parse_takes(heckmeck_ids.takes(7, 12), [grill]) == ids.Move(
        7, 12, Stop(Take(21, None))
    )


def test_the_actions_a_board_sends_are_logged_as_before():
    """The engine's values the ids give are logged as the JSON older logs hold."""
    drawn = {
        heckmeck_ids.move(7, 12, "roll"): {"type": "roll"},
        heckmeck_ids.move(7, 12, "face", "worm"): {"type": "set-aside", "face": "worm"},
        heckmeck_ids.move(7, 12, "take", "25-2"): {"type": "stop", "tile": 25, "victim": 2},
        heckmeck_ids.move(7, 12, "take", "21-g"): {"type": "stop", "tile": 21, "victim": None},
    }
    for custom_id, logged in drawn.items():
        move = heckmeck_ids.parse_move(custom_id)
        assert move is not None and hm.action_to_json(move.action) == logged
        assert hm.action_from_json(logged) == move.action


def test_the_ids_are_drawn_as_old_buttons_carry_them():
    assert heckmeck_ids.move(7, 12, "roll") == "hm:7:12:roll"
    assert heckmeck_ids.move(7, 12, "face", "worm") == "hm:7:12:face:worm"
    assert (
        heckmeck_ids.move(7, 12, "take", heckmeck_ids.take_arg(Take(25, 2))) == "hm:7:12:take:25-2"
    )
    assert heckmeck_ids.take_arg(Take(21, None)) == "21-g"
    assert heckmeck_ids.takes(7, 12) == "hmt:7:12"


@pytest.mark.parametrize(
    "custom_id",
    [
        f"hm:{2**63}:1:roll",  # no stored game can have this id
        f"hm:1:{2**64}:roll",
        "hm:1:2:take:x-g",  # a non-numeric take
        "hm:1:2:take:25",
        "hm:1:2:face:7",  # no die has this face
        "hm:1:2:stop",  # the disabled Stop button
        "hm:1:2:roll:extra",
        "hm:١:2:roll",  # digits, but not ASCII ones
        "hm:²:2:roll",
        "hm:-1:2:roll",
        "hm:1:2",
        "hmt:1:2:roll",
        "dw:1:2:r",  # another game's id
    ],
)
def test_anything_else_reads_as_none(custom_id):
    assert heckmeck_ids.parse_move(custom_id) is None


@pytest.mark.parametrize(
    "values", [None, [], ["hard", "easy"], [3], ["extreme"], "hard", [["hard"]]]
)
def test_a_menu_needs_exactly_one_known_value(values):
    assert heckmeck_ids.parse_takes(heckmeck_ids.takes(1, 0), values) is None


@pytest.mark.parametrize("custom_id", ["hm:7:012:roll", "hm:07:12:roll", "hm:7:12:take:025-g"])
def test_ids_with_numbers_spelt_otherwise_than_the_bot_writes_them_read_as_none(custom_id):
    assert heckmeck_ids.parse_move(custom_id) is None


def test_a_game_named_otherwise_than_the_bot_writes_it_is_no_game():
    assert ids.game_of("hm:07:1:roll") is None and ids.game_of("hmt:+7:1") is None


@pytest.mark.parametrize("number", [0, 1, 9, 10, 100, 4711, 2**31, ids.MAX_NUMBER])
def test_every_number_the_bot_writes_reads_back(number):
    assert heckmeck_ids.parse_move(heckmeck_ids.move(number, number, "roll")) == ids.Move(
        number, number, Roll()
    )
    for drawn in (heckmeck_ids.move(number, 3, "roll"), heckmeck_ids.takes(number, 3)):
        assert ids.game_of(drawn) == number
