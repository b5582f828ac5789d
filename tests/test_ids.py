"""cogs/table/ids.py: what the bot draws it reads back; anything else is None (and gets refused)."""

from __future__ import annotations

import pytest

from bot.domain.heckmeck.rules import Take
from cogs.table import ids


def test_what_the_bot_draws_reads_back():
    assert ids.parse_move(ids.move(7, 12, "roll")) == ids.Move(7, 12, {"type": "roll"})
    assert ids.parse_move(ids.move(7, 12, "face", "worm")).action == {
        "type": "set-aside",
        "face": "worm",
    }
    take = ids.take_arg(Take(25, 2))
    assert ids.parse_move(ids.move(7, 12, "take", take)).action == {
        "type": "stop",
        "tile": 25,
        "victim": 2,
    }
    grill = ids.take_arg(Take(21, None))
    assert ids.parse_takes(ids.takes(7, 12), [grill]) == ids.Move(
        7, 12, {"type": "stop", "tile": 21, "victim": None}
    )
    assert ids.parse_lobby(ids.lobby(7, 3, "start")) == ids.LobbyClick(7, 3, "start")
    for difficulty in ("easy", "normal", "hard", "expert"):
        assert ids.parse_computer(ids.computer(7, 3), [difficulty]) == ids.LobbyClick(
            7, 3, "computer", difficulty
        )
    assert ids.parse_stop(ids.stop(7)) == 7
    assert ids.parse_dw_hand(ids.dw_hand(7)) == 7
    assert ids.parse_dw_move(ids.dw_move(7, 4, "r")) == ids.HandClick(7, 4, None)
    assert ids.parse_dw_move(ids.dw_move(7, 4, "s", "28-2")).action == {
        "type": "snap",
        "card": 28,
        "pile": 2,
    }
    assert ids.parse_dw_move(ids.dw_move(7, 4, "n", "1")).action == {
        "type": "cannot-play",
        "turn_pile": 1,
    }
    assert ids.parse_dw_plays(ids.dw_plays(7, 4, 0), ["c:100-1"]).action == {
        "type": "play-chicken",
        "card": 100,
        "pile": 1,
    }


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
        "lobby:1:join",  # the old format, without the step
        "lobby:1:2:fly",
        "stop:1:2",
        "dwh:",
        "dw:1:2:w",
        "dw:1:2:w:7",
        "dw:1:2:n:x",
        "dw:1:2:q:1-1",
        "dw:1:2:r:1",
    ],
)
def test_anything_else_reads_as_none(custom_id):
    parsers = [ids.parse_move, ids.parse_lobby, ids.parse_stop, ids.parse_dw_hand]
    parsers += [ids.parse_dw_move]
    assert all(parse(custom_id) is None for parse in parsers)


@pytest.mark.parametrize(
    "values", [None, [], ["hard", "easy"], [3], ["extreme"], "hard", [["hard"]]]
)
def test_a_menu_needs_exactly_one_known_value(values):
    assert ids.parse_computer(ids.computer(1, 0), values) is None
    assert ids.parse_takes(ids.takes(1, 0), values) is None
    assert ids.parse_dw_plays(ids.dw_plays(1, 0, 0), values) is None


def test_slash_options_are_checked_by_type_and_choice():
    assert ids.choice("junior", ("classic", "junior")) == "junior"
    assert ids.choice(1, ("classic", "junior")) is None
    assert ids.choice("Junior", ("classic", "junior")) is None
    assert ids.flag(True) is True and ids.flag(False) is False
    assert ids.flag("true") is None and ids.flag(1) is None


@pytest.mark.parametrize("text", ["04", "0004", "00", "+4", "-4", " 4", "4 ", "4_0", "٤", "0x4"])
def test_a_number_has_one_spelling_only(text):
    assert ids.number(text) is None


@pytest.mark.parametrize(
    "custom_id",
    ["cpu:0004:0", "lobby:04:1:join", "hm:7:012:roll", "dw:7:4:s:028-2", "dwh:+7", "stop:07"],
)
def test_ids_with_numbers_spelt_otherwise_than_the_bot_writes_them_read_as_none(custom_id):
    assert ids.parse_computer(custom_id, ["easy"]) is None
    parsers = [ids.parse_move, ids.parse_lobby, ids.parse_stop, ids.parse_dw_hand]
    assert all(parse(custom_id) is None for parse in [*parsers, ids.parse_dw_move])


def test_a_game_named_otherwise_than_the_bot_writes_it_is_no_game():
    assert ids.game_of("cpu:0004:0") is None and ids.game_of("rematch:+4") is None
    assert ids.game_of("cpu:4:0") == 4


@pytest.mark.parametrize("number", [0, 1, 9, 10, 100, 4711, 2**31, ids.MAX_NUMBER])
def test_every_number_the_bot_writes_reads_back(number):
    assert ids.number(str(number)) == number
    assert ids.parse_lobby(ids.lobby(number, number, "join")) == ids.LobbyClick(
        number, number, "join"
    )
    assert ids.parse_computer(ids.computer(number, number), ["easy"]) is not None
    assert ids.parse_move(ids.move(number, number, "roll")) == ids.Move(
        number, number, {"type": "roll"}
    )
    assert ids.parse_stop(ids.stop(number)) == number
    assert ids.parse_dw_hand(ids.dw_hand(number)) == number
    assert ids.parse_dw_move(ids.dw_move(number, number, "w", f"{number}-{number}")) is not None
    for drawn in (ids.lobby(number, 3, "join"), ids.dw_hand(number), ids.rematch(number)):
        assert ids.game_of(drawn) == number
