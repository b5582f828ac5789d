"""cogs/table/ids.py: what the bot draws it reads back; anything else is None (and gets refused).
Each game's own ids are tested beside its package (tests/cogs/<game>/test_ids.py)."""

from __future__ import annotations

import importlib
import re

import discord
import pytest

from bot.app.extensions import EXTENSIONS
from cogs.table import ids


def test_what_the_bot_draws_reads_back():
    assert ids.parse_lobby(ids.lobby(7, 3, "start")) == ids.LobbyClick(7, 3, "start")
    for difficulty in ("easy", "normal", "hard", "expert"):
        assert ids.parse_computer(ids.computer(7, 3), [difficulty]) == ids.LobbyClick(
            7, 3, "computer", difficulty
        )
    assert ids.parse_stop(ids.stop(7)) == 7


def test_the_ids_are_drawn_as_old_buttons_carry_them():
    assert ids.lobby(7, 3, "join") == "lobby:7:3:join"
    assert ids.computer(7, 3) == "cpu:7:3"
    assert ids.stop(7) == "stop:7"
    assert ids.rematch(7) == "rematch:7"


@pytest.mark.parametrize(
    "custom_id",
    [
        f"lobby:{2**63}:1:join",  # no stored game can have this id
        f"lobby:1:{2**64}:join",
        "lobby:١:2:join",  # digits, but not ASCII ones
        "lobby:-1:2:join",
        "lobby:1:join",  # the old format, without the step
        "lobby:1:2:fly",
        "lobby:1:2:join:extra",
        "lobbyx:1:2:join",
        "stop:1:2",
        "stop:",
        "stop:x",
        "hm:1:2:roll",  # another component's id
    ],
)
def test_anything_else_reads_as_none(custom_id):
    assert ids.parse_lobby(custom_id) is None and ids.parse_stop(custom_id) is None
    assert ids.parse_computer(custom_id, ["easy"]) is None


@pytest.mark.parametrize(
    "values", [None, [], ["hard", "easy"], [3], ["extreme"], "hard", [["hard"]]]
)
def test_a_menu_needs_exactly_one_known_value(values):
    assert ids.parse_computer(ids.computer(1, 0), values) is None


def test_slash_options_are_checked_by_type_and_choice():
    assert ids.choice("junior", ("classic", "junior")) == "junior"
    assert ids.choice(1, ("classic", "junior")) is None
    assert ids.choice("Junior", ("classic", "junior")) is None
    assert ids.flag(True) is True and ids.flag(False) is False
    assert ids.flag("true") is None and ids.flag(1) is None


@pytest.mark.parametrize("text", ["04", "0004", "00", "+4", "-4", " 4", "4 ", "4_0", "٤", "0x4"])
def test_a_number_has_one_spelling_only(text):
    assert ids.number(text) is None


@pytest.mark.parametrize("custom_id", ["cpu:0004:0", "lobby:04:1:join", "stop:07"])
def test_ids_with_numbers_spelt_otherwise_than_the_bot_writes_them_read_as_none(custom_id):
    assert ids.parse_computer(custom_id, ["easy"]) is None
    assert ids.parse_lobby(custom_id) is None and ids.parse_stop(custom_id) is None


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
    assert ids.parse_stop(ids.stop(number)) == number
    drawn = (ids.lobby(number, 3, "join"), ids.computer(number, 0), ids.stop(number))
    for custom_id in (*drawn, ids.rematch(number)):
        assert ids.game_of(custom_id) == number


def _dynamic_items(cls: type = discord.ui.DynamicItem) -> set[type]:
    found = set()
    for sub in cls.__subclasses__():
        found |= {sub} | _dynamic_items(sub)
    return found


def test_every_component_of_the_bot_that_names_a_game_declares_its_prefix():
    """clicks.py checks a click's game against its message's by the declared prefixes: a component
    whose prefix is not declared would name no game, and be refused on every board."""
    for extension in EXTENSIONS:
        importlib.import_module(extension)
    prefixes = {
        re.match(r"[a-z]+", item.__discord_ui_compiled_template__.pattern)[0]
        for item in _dynamic_items()
        if item.__module__.startswith("cogs.")
    }
    # the leaderboard's and a history's pages, a player's stats, a player's daily, the puzzles and
    # a tournament's sign-up and standings, and /privacy's buttons belong to no game
    assert prefixes - ids.game_prefixes("cogs.") == {
        "lb",
        "st",
        "hist",
        "hmd",
        "hmds",
        "hmdr",
        "hmp",
        "hmpn",
        "tn",
        "ts",
        "privacy",
    }
    assert ids.game_prefixes("cogs.") <= prefixes


def test_a_prefix_is_drawn_by_one_module_only():
    assert ids.names_a_game("lobby", "cogs.table.ids") == "lobby"
    with pytest.raises(ValueError, match="lobby"):
        ids.names_a_game("lobby", "tests.cogs.table.test_ids")
    with pytest.raises(ValueError):
        ids.names_a_game("a:b", "tests.cogs.table.test_ids")
