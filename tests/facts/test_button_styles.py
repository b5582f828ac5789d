"""A move's button has one colour wherever a player meets it: on a game's board, in the daily and
in a puzzle (cogs/table/styles.py): Roll blue, Take and Steal green, in the same rows."""

from __future__ import annotations

import dataclasses

import discord
import pytest

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles.positions import Puzzle
from bot.domain.records import GameRecord
from cogs.heckmeck import board, daily_view, puzzle
from cogs.table.styles import style_of

DAY = game.date(2026, 11, 27)


def _choice() -> hm.HeckmeckState:
    """Two players; alice has set aside three worms and three fives (30): she may steal bob's 30
    or take 29 from the grill, or roll her last two dice."""
    start = hm.new_game(2, hm.HeckmeckOptions())
    return dataclasses.replace(
        start,
        grill=tuple(tile for tile in start.grill if tile != 30),
        stacks=((), (30,)),
        kept=("worm", "worm", "worm", "5", "5", "5"),
        phase="decide",
    )


def _board_view(state: hm.HeckmeckState):
    record = GameRecord(
        id=9, kind="heckmeck", guild_id=1, channel_id=2, host_id=1, status="running",
        options=state.options.to_json(), state=state.to_json(), step=4,
        players=[{"id": 1, "name": "alice", "computer": None},
                 {"id": 2, "name": "bob", "computer": None}],
    )  # fmt: skip
    return board.board_view(record, "en", state)


def test_roll_and_take_look_the_same_on_the_board_the_daily_and_a_puzzle():
    state = _choice()
    takes = hm.take_options(state)
    assert {take.is_steal for take in takes} == {False, True}
    board_view = _board_view(state)
    daily = daily_view.playing_view(game.Attempt(DAY, state), "en")
    puzzled = puzzle.puzzle_view("en", Puzzle(1, state, {}))
    roll, take = style_of("roll").value, style_of("take").value
    assert roll == discord.ButtonStyle.primary.value and take == discord.ButtonStyle.success.value
    for view in (board_view, daily, puzzled):
        buttons = [c for line in view.to_components() for c in line["components"]]
        rolls = [c for c in buttons if c.get("emoji", {}).get("name") == "🎲"]
        assert [c["style"] for c in rolls] == [roll]
        moves = [c for c in buttons if c not in rolls and c["style"] != style_of("face").value
                 and c["style"] != discord.ButtonStyle.secondary.value]  # fmt: skip
        assert len(moves) == len(takes) and {c["style"] for c in moves} == {take}


@pytest.mark.parametrize("view", ["board", "daily"])
def test_roll_sits_on_the_second_row_beside_the_faces_on_the_board_and_the_daily(view):
    state = _choice()
    drawn = _board_view(state) if view == "board" else daily_view.playing_view(
        game.Attempt(DAY, state), "en"
    )
    rows = drawn.to_components()
    assert any(c.get("emoji", {}).get("name") == "🎲" for c in rows[1]["components"])


def test_no_module_but_the_styles_one_chooses_a_button_colour():
    """A colour chosen beside a button (`discord.ButtonStyle.success`) would let two surfaces
    show one kind of button in two colours; every button's colour comes from `style_of`."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    chosen = []
    for path in sorted([*root.glob("bot/**/*.py"), *root.glob("cogs/**/*.py")]):
        if path.name == "styles.py" and path.parent.name == "table":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.value.attr == "ButtonStyle"):  # fmt: skip
                chosen.append(f"{path.relative_to(root)}:{node.lineno} {node.attr}")
    assert chosen == []


def test_the_lobby_and_a_tournament_sign_up_colour_join_leave_and_start_alike():
    from types import SimpleNamespace

    from cogs.table.render import lobby_view
    from cogs.tournaments.render import signup_view

    record = GameRecord(
        id=9, kind="heckmeck", guild_id=1, channel_id=2, host_id=1, status="lobby",
        options="{}", state=None, step=0, players=[{"id": 1, "name": "alice", "computer": None}],
    )  # fmt: skip
    lobby = lobby_view(record, "en")
    signup = signup_view(SimpleNamespace(status="signup", id=3), "en")
    assert lobby is not None and signup is not None

    def colours(view: discord.ui.View) -> dict[str, int]:
        buttons = [c for line in view.to_components() for c in line["components"] if c["type"] == 2]
        return {c["custom_id"].rsplit(":", 1)[1]: c["style"] for c in buttons}

    in_lobby, in_signup = colours(lobby), colours(signup)
    shared = {"join", "leave", "start"}
    assert shared <= in_lobby.keys() and shared <= in_signup.keys()
    assert {op: in_lobby[op] for op in shared} == {op: in_signup[op] for op in shared}
    assert in_lobby["join"] == style_of("take").value
