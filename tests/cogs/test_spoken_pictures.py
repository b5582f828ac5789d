"""A screen reader speaks a custom emoji in a message by its name: every picture the boards draw
in their text (the grill, the dice, the tiles, Drehwurm's piles and hands) is named in words a
reader can say ("die_5", "tile_25_2_worms", "red_1_or_10"), never a code ("hm_d5")."""

from __future__ import annotations

import re
from collections.abc import Iterator

import discord
import pytest

from bot.domain.drehwurm.pictures import emoji_names as card_names
from bot.domain.heckmeck.pictures import TILE_BACK
from bot.domain.heckmeck.pictures import emoji_names as dice_names
from bot.i18n import SUPPORTED
from cogs.drehwurm import board as dw_board
from cogs.drehwurm.hand import hand_embed
from cogs.heckmeck import board as hm_board
from cogs.heckmeck.turn_log import back_pic
from cogs.table import icons
from tests.cogs.test_spoken_buttons import heckmeck_states, record_of
from tests.domain.drehwurm.test_rules import make_state

# The words the names are made of; a part of a name is one of them or a number.
WORDS = frozenset({
    "die", "worm", "worms", "tile", "face", "down", "cheese", "ketchup", "cucumber", "bun",
    "yellow", "blue", "red", "joker", "chicken", "or", "draw", "pile",
})  # fmt: skip
CUSTOM_EMOJI = re.compile(r"<a?:(\w+):\d+>")


def speakable(name: str) -> bool:
    return all(part in WORDS or part.isdigit() for part in name.split("_"))


@pytest.fixture(autouse=True)
def pictures() -> Iterator[None]:
    names = [*dice_names(), *card_names()]
    icons.set_emojis({name: 1_300_000_000_000_000_000 + i for i, name in enumerate(names)})
    yield
    icons.set_emojis({})


def embed_text(embed: discord.Embed) -> str:
    return "\n".join(
        [embed.title or "", embed.description or ""]
        + [f"{f.name}\n{f.value}" for f in embed.fields]
    )


def test_every_picture_has_a_name_in_words():
    names = [*dice_names(), *card_names()]
    assert len(names) == len(set(names))  # one upload per name, in one application
    for name in names:
        assert re.fullmatch(r"[A-Za-z0-9_]{2,32}", name), name
        assert speakable(name), name
    assert not speakable("hm_d5") and not speakable("dw_cb")


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("index", range(6))
def test_every_picture_in_a_heckmeck_board_has_a_spoken_name(loc, index):
    state = heckmeck_states()[index]
    text = embed_text(hm_board.board_embed(record_of("heckmeck", state, 2), loc, [], state))
    shown = CUSTOM_EMOJI.findall(text)
    assert len(shown) >= len(state.grill)  # the grill is pictures
    for name in shown:
        assert speakable(name), (name, text)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_every_picture_in_a_drehwurm_board_and_hand_has_a_spoken_name(loc):
    state = make_state(["r5 b4 y6 cy cr j3 y1", "b9 r2", "y2"], ["y4", "r6 b7", "y8"])
    record = record_of("drehwurm", state, 3)
    board = embed_text(dw_board.board_embed(record, loc, [], state))
    hand = embed_text(hand_embed(record, 0, loc))
    shown = CUSTOM_EMOJI.findall(board + hand)
    assert len(shown) >= 3 + 7  # the piles' tops and the hand's cards
    for name in shown:
        assert speakable(name), (name, board, hand)


def test_a_tile_turned_face_down_in_the_log_says_its_number():
    """The back's picture shows no number, and its name says none: the number stands beside it."""
    shown = back_pic(36)
    assert CUSTOM_EMOJI.findall(shown) == [TILE_BACK] and "36" in CUSTOM_EMOJI.sub("", shown)
