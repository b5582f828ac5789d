"""The 💡 Odds button and the assisted note on the boards (cogs/table/hints.py), without Discord."""

from __future__ import annotations

import random

import discord
import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.hints import hint_unrates
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm import board as drehwurm_board
from cogs.heckmeck import board as heckmeck_board
from cogs.heckmeck.odds import OddsButton
from cogs.table.hints import add_odds_button, hint_answer_id, hint_question_view, odds_id

PLAYERS = [{"id": 100 + s, "name": f"p{s}", "computer": None} for s in range(3)]


def record(kind: str, state, meta: dict, status: str = "running") -> GameRecord:
    return GameRecord(
        id=3, kind=kind, guild_id=1, channel_id=2, host_id=100, status=status,
        options=state.options.to_json(), players=PLAYERS, state=state.to_json(), step=7,
        meta=meta,
    )  # fmt: skip


def custom_ids(view) -> list[str]:
    return [getattr(item, "custom_id", None) for item in view.children] if view else []


@pytest.mark.parametrize("edition", ["classic", "junior"])
def test_a_heckmeck_board_has_the_button_only_with_hints_on(edition):
    state = hm.new_game(3, hm.HeckmeckOptions(edition=edition))
    on = heckmeck_board.board_view(record("heckmeck", state, {"hints": True}), "en")
    assert odds_id(3) in custom_ids(on)
    button = next(item for item in on.children if getattr(item, "custom_id", None) == odds_id(3))
    assert button.label == t("en", "odds-button")
    for meta in ({"hints": False}, {}):
        off = heckmeck_board.board_view(record("heckmeck", state, meta), "en")
        assert odds_id(3) not in custom_ids(off)
    over = record("heckmeck", state, {"hints": True}, status="finished")
    assert heckmeck_board.board_view(over, "en") is None


def test_with_many_takes_on_offer_the_button_still_fits():
    # Free choice, 36 set aside: 16 takes, the menu row; the button goes in the last row.
    state = hm.new_game(3, hm.HeckmeckOptions(free_choice=True))
    kept = ("worm",) * 6 + ("5", "1")
    state = hm.with_turn(state, hm.Turn(phase="take", kept=kept))
    view = heckmeck_board.board_view(record("heckmeck", state, {"hints": True}), "en")
    assert odds_id(3) in custom_ids(view) and len(view.children) <= 25


def test_drehwurm_never_shows_the_button():
    state = dw.new_game(3, dw.DrehwurmOptions(), random.Random(1))
    view = drehwurm_board.board_view(record("drehwurm", state, {"hints": True}), "en")
    assert not any((cid or "").startswith("hmo:") for cid in custom_ids(view))


def test_the_board_says_when_a_game_is_assisted():
    state = hm.new_game(3, hm.HeckmeckOptions())
    note = t("de", "odds-assisted-board", names="<@100>")
    plain = heckmeck_board.board_embed(record("heckmeck", state, {"hints": True}), "de", [])
    assert note not in plain.description
    used = record("heckmeck", state, {"hints": True, "assisted": [100]}, status="finished")
    # one line under the title
    assert heckmeck_board.board_embed(used, "de", []).description.startswith(note + "\n")


def test_a_full_board_keeps_its_moves_and_goes_without_the_button():
    state = hm.new_game(3, hm.HeckmeckOptions())
    view = discord.ui.View(timeout=None)
    for i in range(25):
        view.add_item(discord.ui.Button(label=str(i), custom_id=f"x{i}", row=i // 5))
    add_odds_button(view, record("heckmeck", state, {"hints": True}), "en")
    assert len(view.children) == 25 and odds_id(3) not in custom_ids(view)
    row_four_taken = discord.ui.View(timeout=None)
    row_four_taken.add_item(discord.ui.Button(label="x", custom_id="x", row=4))
    add_odds_button(row_four_taken, record("heckmeck", state, {"hints": True}), "en")
    assert odds_id(3) in custom_ids(row_four_taken)


def test_only_a_well_formed_odds_id_builds_the_button():
    template = OddsButton.__discord_ui_compiled_template__
    assert template.fullmatch(odds_id(123))["game"] == "123"
    for forged in ("hmo:", "hmo:12a", "hmo:-1", "hmo:1:2", "hmo:" + "9" * 19, "hm:1:2:odds"):
        assert template.fullmatch(forged) is None, forged


def test_a_hint_is_asked_first_only_where_it_would_unrate_the_game():
    state = hm.new_game(3, hm.HeckmeckOptions())
    rated = record("heckmeck", state, {"hints": True})
    assert hint_unrates(rated, 100, on_turn_id=100)  # one's own turn, a rated game
    assert not hint_unrates(rated, 101, on_turn_id=100)  # watching another's turn
    unrated = record("heckmeck", state, {"hints": True, "assisted": [101]})
    assert not hint_unrates(unrated, 100, on_turn_id=100)  # unrated already: costs nothing
    excluded = record("heckmeck", state, {"hints": True, "unrated": True})
    assert not hint_unrates(excluded, 100, on_turn_id=100)


def test_the_questions_answers_name_their_game_and_choice():
    view = hint_question_view(3, "de")
    assert [(b.label, b.custom_id) for b in view.children] == [
        (t("de", "odds-confirm-yes"), hint_answer_id(3, True)),
        (t("de", "odds-confirm-no"), hint_answer_id(3, False)),
    ]
