"""Every button or menu option that shows one of the bot's pictures (a custom emoji, which a
screen reader reads as its name, ":die_5:") also has words: the Heckmeck and Junior boards in
each phase of a turn, a Drehwurm board and hand, in every language; and each running board has
the Read table button."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.pictures import emoji_pictures as card_pictures
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.pictures import emoji_pictures as dice_pictures
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.drehwurm import board as dw_board
from cogs.drehwurm.hand import hand_view
from cogs.heckmeck import board as hm_board
from cogs.table import icons
from cogs.table.reading import read_id
from tests.domain.drehwurm.test_rules import make_state
from tests.domain.heckmeck.helpers import W, position

WORDS = re.compile(r"\w{2,}|\d")  # a word, or a number (a die face, a pile)


@pytest.fixture(autouse=True)
def pictures() -> Iterator[None]:
    names = [*dice_pictures(), *card_pictures()]
    icons.set_emojis({name: 1_300_000_000_000_000_000 + i for i, name in enumerate(names)})
    yield
    icons.set_emojis({})


def record_of(kind: str, state: Any, players: int) -> GameRecord:
    return GameRecord(
        id=7, kind=kind, guild_id=1, channel_id=2, host_id=1000, status="running",
        options=state.options.to_json(), step=3, state=state.to_json(),
        players=[{"id": 1000 + s, "name": f"p{s}", "computer": None} for s in range(players)],
    )  # fmt: skip


def pictured(components: list[dict[str, Any]]) -> Iterator[tuple[dict[str, Any], str]]:
    """Each button and option with a custom emoji, with its words."""
    for row in components:
        for item in row["components"]:
            if (item.get("emoji") or {}).get("id"):
                yield item, item.get("label") or ""
            for option in item.get("options") or []:
                if (option.get("emoji") or {}).get("id"):
                    yield option, option.get("label") or ""


def heckmeck_states() -> list[hm.HeckmeckState]:
    classic = position(stacks={1: (26,)})
    junior = position(edition="junior")
    return [
        classic,
        hm.with_turn(classic, hm.Turn("pick", ("4",), ("4", "5", W, "1", "2", "2", "3"))),
        hm.with_turn(classic, hm.Turn("decide", (W, W, W, W, "3", "3"))),
        junior,
        hm.with_turn(junior, hm.Turn("pick", (), (W, W, "bun", "cheese", "ketchup", "cucumber"))),
        hm.with_turn(junior, hm.Turn("decide", (W, "bun"))),
    ]


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("index", range(6))
def test_every_pictured_control_of_a_heckmeck_board_has_words(loc, index):
    state = heckmeck_states()[index]
    record = record_of("heckmeck", state, 2)
    view = hm_board.board_view(record, loc, state)
    assert view is not None
    components = view.to_components()
    shown = list(pictured(components))
    assert len(shown) >= len(state.rules.faces)  # the faces show their pictures
    for item, words in shown:
        assert WORDS.search(words), item
    faces = [words for item, words in shown if ":face:" in item.get("custom_id", "")]
    for face, words in zip(state.rules.faces, faces, strict=True):
        assert words.startswith(t(loc, "face-name", face=face)), words
    ids = [c.get("custom_id") for row in components for c in row["components"]]
    assert read_id(record.id) in ids


@pytest.mark.parametrize("loc", SUPPORTED)
def test_every_pictured_play_of_a_drehwurm_hand_names_its_card(loc):
    state = make_state(["r5 b4 y6 cy cr j3", "b9 r2", "y2"], ["y4", "r6 b7", "y8"])
    record = record_of("drehwurm", state, 3)
    assert dw.regular_plays(state, 0)
    shown = list(pictured(hand_view(record, 0, loc).to_components()))
    assert shown
    for item, words in shown:
        assert WORDS.search(words.split("→")[0]), item
    board = dw_board.board_view(record, loc)
    assert board is not None
    assert read_id(record.id) in [
        c.get("custom_id") for r in board.to_components() for c in r["components"]
    ]
