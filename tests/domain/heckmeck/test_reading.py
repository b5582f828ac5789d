"""Read the table for Heckmeck and Junior: every phase of a turn and the end, in every language;
the reader's own lines in the second person, everyone else's by name."""

from dataclasses import replace

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.reading import read_table, tile_runs
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from tests.domain.heckmeck.helpers import W, position

ANNA, BEN = 10, 11


def record_of(state: hm.HeckmeckState, status: str = "running") -> GameRecord:
    return GameRecord(
        id=1,
        kind="heckmeck",
        guild_id=1,
        channel_id=2,
        host_id=ANNA,
        status=status,
        options=state.options.to_json(),
        players=[
            {"id": ANNA, "name": "Anna", "computer": None},
            {"id": BEN, "name": "Ben", "computer": None},
        ],
        state=state.to_json(),
        step=5,
    )


def classic(**turn) -> hm.HeckmeckState:
    state = position(stacks={0: (22, 26)}, gone=(36,), current=1)
    return hm.with_turn(state, hm.Turn(**turn)) if turn else state


def junior(**turn) -> hm.HeckmeckState:
    state = position(edition="junior", stacks={1: (6,)}, current=0)
    return hm.with_turn(state, hm.Turn(**turn)) if turn else state


PHASES = {
    "classic-roll": classic(),
    "classic-pick": classic(phase="pick", kept=("4", "4"), roll=("4", "5", W, "1", "1", "2")),
    "classic-decide": classic(phase="decide", kept=("4", "4", "4", W, W)),
    "classic-take": classic(phase="take", kept=(W, W, "5", "5", "3", "3", "3", "2")),
    "classic-steal": classic(phase="decide", kept=(W, W, W, W, "3", "3")),
    "classic-no-worm": classic(phase="decide", kept=("5", "5", "5")),
    "junior-roll": junior(),
    "junior-pick": junior(phase="pick", kept=(W,), roll=("bun", "cheese", W, "ketchup", "cheese")),
    "junior-decide": junior(phase="decide", kept=(W, W, "bun")),
    "junior-take": junior(phase="take", kept=(W, "bun", "bun", "cheese")),
}


def over(state: hm.HeckmeckState) -> hm.HeckmeckState:
    return replace(state, grill=(), over=True)


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("phase", [*PHASES, "classic-over", "junior-over"])
def test_every_phase_reads_in_sentences_in_every_language(loc, phase):
    if phase.endswith("-over"):
        state = over(PHASES[phase.replace("over", "roll")])
    else:
        state = PHASES[phase]
    for reader in (ANNA, BEN, None):
        lines = read_table(loc, record_of(state), state, reader)
        text = " ".join(lines)
        assert all(line.strip() and line.rstrip()[-1] in ".!" for line in lines), lines
        assert "{" not in text and ":hm_" not in text and "<:" not in text, text
        # the reader is "you", the other by name; a watcher hears both names
        names = {"Anna", "Ben"} - {"Anna" if reader == ANNA else "Ben" if reader == BEN else ""}
        assert all(name in text for name in names), text
        if reader == ANNA:
            assert "Anna" not in text, text
        if state.over:
            assert t(loc, "read-over") in lines
        else:
            on_turn = record_of(state).players[state.current]
            you = "yes" if on_turn["id"] == reader else "no"
            assert t(loc, "read-turn", you=you, name=on_turn["name"]) in lines


def test_a_classic_turn_reads_as_a_player_would_say_it():
    state = PHASES["classic-pick"]
    lines = read_table("en", record_of(state), state, ANNA)
    assert lines == [
        "You have 2 tiles, 26 on top, 3 worms.",
        "Ben has no tile, 0 worms.",
        "It is Ben's turn.",
        "Ben has set aside 2 dice showing 4; sum 8.",
        "The roll shows 2 dice showing 1, 1 die showing 2, 1 die showing 4, "
        "1 die showing 5, 1 die showing worm.",
        "Ben may set aside: 1, 2, 5, worm.",
        "The grill holds 21, 23–25, 27–35.",
        "Turned face-down for good: 36.",
    ]


def test_what_stopping_would_take_names_the_player_stolen_from_as_you():
    state = PHASES["classic-steal"]  # 4 worms and two 3s: 26, Anna's top tile
    lines = read_table("en", record_of(state), state, ANNA)
    assert "Stopping now, Ben would take 26 from you, 25 from the grill." in lines
    assert "2 dice left to roll." in lines


def test_a_turn_without_a_worm_says_it_takes_nothing():
    state = PHASES["classic-no-worm"]
    assert "Stopping now would take no tile." in read_table("en", record_of(state), state, BEN)


def test_the_end_names_the_winner():
    state = over(PHASES["classic-roll"])
    lines = read_table("en", record_of(state, "finished"), state, ANNA)
    assert lines[2:] == [
        "The game is over.",
        "You win.",
        "The grill is empty.",
        "Turned face-down for good: 36.",
    ]


def test_tiles_read_as_runs_and_junior_twins_one_by_one():
    assert tile_runs((21, 22, 23, 24, 26, 29, 30)) == "21–24, 26, 29–30"
    assert tile_runs((4, 4, 5, 9)) == "4, 4, 5, 9"
    assert tile_runs(()) == ""
