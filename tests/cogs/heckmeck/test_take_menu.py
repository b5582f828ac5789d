"""The free-choice menu of takes (more takes than a row of buttons holds) shows each tile's
picture on its option, as the take buttons show it on theirs, and discord.py reads it back."""

from __future__ import annotations

import discord

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import CLASSIC
from bot.domain.heckmeck.pictures import tile_emoji
from bot.domain.records import GameRecord
from cogs.heckmeck import board
from cogs.table import icons

PLAYERS = [{"id": 100 + s, "name": f"p{s}", "computer": None} for s in range(3)]


def free_choice_board() -> tuple[GameRecord, hm.HeckmeckState]:
    """36 set aside with free choice: every tile of the grill may be taken (16, a menu)."""
    state = hm.new_game(3, hm.HeckmeckOptions(free_choice=True))
    state = hm.with_turn(state, hm.Turn(phase="take", kept=("worm",) * 6 + ("5", "1")))
    record = GameRecord(
        id=3, kind="heckmeck", guild_id=1, channel_id=2, host_id=100, status="running",
        options=state.options.to_json(), players=PLAYERS, state=state.to_json(), step=7, meta={},
    )  # fmt: skip
    return record, state


def menu_of(view: discord.ui.View) -> dict:
    rows = view.to_components()
    (menu,) = [c for row in rows for c in row["components"] if c["type"] == 3]
    return menu


def test_each_option_of_the_menu_shows_its_tile():
    record, state = free_choice_board()
    takes = hm.take_options(state)
    assert len(takes) == 16
    emoji_ids = {tile_emoji(CLASSIC, v): 10**18 + v for v in range(21, 37)}
    icons.set_emojis(emoji_ids)
    try:
        view = board.board_view(record, "en", state)
    finally:
        icons.set_emojis({})
    menu = menu_of(view)
    assert [o["value"] for o in menu["options"]] == [f"{take.tile}-g" for take in takes]
    for option, take in zip(menu["options"], takes, strict=True):
        name = tile_emoji(CLASSIC, take.tile)
        assert option["emoji"] == {"name": name, "id": emoji_ids[name]}
    (select,) = [item for item in view.children if isinstance(item, discord.ui.Select)]
    first = tile_emoji(CLASSIC, takes[0].tile)
    assert select.options[0].emoji == discord.PartialEmoji(name=first, id=emoji_ids[first])


def test_without_the_pictures_the_options_show_what_the_take_buttons_show():
    record, state = free_choice_board()
    icons.set_emojis({})
    menu = menu_of(board.board_view(record, "en", state))
    assert {o["emoji"]["name"] for o in menu["options"]} == {"🛑"}
