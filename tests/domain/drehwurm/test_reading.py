"""Read the table for Drehwurm: a regular turn, a pile open out of turn, an empty pile, a player
who left, the end; in every language; the reader's own hand card by card, others' only counted."""

from dataclasses import replace

import pytest

from bot.domain.drehwurm.reading import read_table
from bot.domain.drehwurm.state import DrehwurmState, Window
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from tests.domain.drehwurm.test_rules import make_state

ANNA, BEN, CARL = 10, 11, 12
HANDS = ["r5 b7 cy", "y2 y3 j4 cb cr", "b9"]


def record_of(state: DrehwurmState, status: str = "running") -> GameRecord:
    return GameRecord(
        id=1,
        kind="drehwurm",
        guild_id=1,
        channel_id=2,
        host_id=ANNA,
        status=status,
        options=state.options.to_json(),
        players=[
            {"id": ANNA, "name": "Anna", "computer": None},
            {"id": BEN, "name": "Ben", "computer": None},
            {"id": CARL, "name": "Carl", "computer": None},
        ],
        state=state.to_json(),
        step=5,
    )


PHASES = {
    "turn": make_state(HANDS, ["r1 y6", "b2 r4", "y8"], current=1, totals=[4, -2, 0]),
    "open": make_state(HANDS, ["r1 y6", "b2 r4", "y8"], current=2, window=Window(0, 1)),
    "empty-pile": make_state(HANDS, ["r1 y6", "", "y8"], current=0, eaten=[[], ["y3 cy"], []]),
    "left": make_state(HANDS, ["r1 y6", "b2 r4", "y8"], current=0, active=[True, False, True]),
    "over": replace(make_state(HANDS, ["r1 y6", "b2 r4", "y8"], totals=[9, 3, 9]), over=True),
}


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("phase", PHASES)
def test_every_phase_reads_in_sentences_in_every_language(loc, phase):
    state = PHASES[phase]
    for reader in (ANNA, BEN, None):
        lines = read_table(loc, record_of(state), state, reader)
        text = " ".join(lines)
        assert all(line.strip() and line.rstrip()[-1] in ".!" for line in lines), lines
        assert "{" not in text and "dw_" not in text and "<:" not in text, text
        me = {ANNA: "Anna", BEN: "Ben"}.get(reader or 0, "")
        assert all(name in text for name in {"Anna", "Ben", "Carl"} - {me}), text
        own = t(loc, "read-dw-hand", cards="").split(":")[0]
        hears_hand = reader is not None and not (reader == BEN and phase == "left")
        assert (own in text) == hears_hand, text
        if phase == "over":
            assert t(loc, "read-over") in lines


def test_a_turn_reads_as_a_player_would_say_it():
    state = PHASES["turn"]
    assert read_table("en", record_of(state), state, ANNA) == [
        "Match 1 of 3.",
        "It is Ben's turn.",
        "Pile 1: yellow 6 on top, 2 cards.",
        "Pile 2: red 4 on top, 2 cards.",
        "Pile 3: yellow 8 on top, 1 card.",
        f"The draw pile has {len(state.draw)} cards.",
        "You hold 2 worm cards and 1 chicken; 4 points so far, 0 from piles eaten this match.",
        "Your cards: blue 7, red 5, yellow chicken.",
        "Ben holds 3 worm cards and 2 chickens; -2 points so far, 0 from piles eaten this match.",
        "Carl holds 1 worm card and 0 chickens; 0 points so far, 0 from piles eaten this match.",
    ]


def test_others_hands_are_only_counted():
    state = PHASES["turn"]
    text = " ".join(read_table("en", record_of(state), state, CARL))
    assert "joker 4" not in text and "red 5" not in text
    assert "Your cards: blue 9." in text


def test_an_open_pile_an_eaten_pile_and_the_end_are_said():
    state = PHASES["open"]
    assert "Pile 1 was just turned over: it is open for an out-of-turn worm." in read_table(
        "en", record_of(state), state, ANNA
    )
    state = PHASES["empty-pile"]
    lines = read_table("en", record_of(state), state, BEN)
    assert "Pile 2 is empty." in lines
    assert any(line.startswith("You hold") and "3 from piles eaten" in line for line in lines)
    state = PHASES["over"]
    lines = read_table("en", record_of(state, "finished"), state, ANNA)
    assert lines[:3] == ["The game is over.", "You win.", "Carl wins."]
