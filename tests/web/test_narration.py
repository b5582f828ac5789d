"""The replay's lines (bot/domain/<game>/narration.py, drawn by bot/web/replay_view.py): every
event a step can hold is told in each language with its players' names and cards, and the events
a line does not tell add none."""

from __future__ import annotations

import pytest

from bot.domain.drehwurm.narration import narration as drehwurm
from bot.domain.heckmeck.narration import narration as heckmeck
from bot.web.replay_view import said_words
from bot.web.texts import LANGUAGES, text

NAMES = ["Ann", "Bob", "Cat"]
YELLOW_5 = {"kind": "worm", "colour": "yellow", "number": 5}
JOKER_1 = {"kind": "joker", "colour": None, "number": 1}
RED_CHICKEN = {"kind": "chicken", "colour": "red", "number": None}


def _told(narration, events, lang="en") -> list[str]:
    return [said_words(lang, said, NAMES) for said in narration(events)]


def test_a_heckmeck_step_tells_each_move_with_the_players_names():
    assert _told(heckmeck, [{"type": "rolled", "seat": 0, "dice": ["1", "2", "worm"]}]) == [
        "Ann rolls 3 dice."
    ]
    set_aside = {"type": "set-aside", "seat": 0, "face": "4", "count": 3, "total": 12}
    assert _told(heckmeck, [set_aside]) == ["Ann sets aside 3 × 4 (sum 12)."]
    stole = {"type": "stole", "seat": 1, "victim": 0, "tile": 26, "worms": 3}
    assert _told(heckmeck, [stole, {"type": "next-turn", "seat": 2}]) == ["Bob steals 26 from Ann."]
    failed = [
        {"type": "rolled", "seat": 2, "dice": ["3", "3"]},
        {"type": "failed", "seat": 2, "reason": "bust", "total": 20},
        {"type": "returned", "seat": 2, "tile": 24},
        {"type": "turned", "tile": 36},
        {"type": "next-turn", "seat": 0},
    ]
    assert _told(heckmeck, failed) == [
        "Cat rolls 2 dice.",
        "Cat cannot set any die aside: the turn fails.",
        "Cat puts tile 24 back on the grill.",
        "Tile 36 is turned over.",
    ]
    timed_out = [
        {"type": "failed", "seat": 1, "reason": "timeout", "total": 0},
        {"type": "timed-out", "seat": 1},
    ]
    assert _told(heckmeck, timed_out) == [text("en", "event-timed-out", name="Bob")]


HECKMECK_STEPS = [
    [{"type": "rolled", "seat": 0, "dice": ["worm"]}],
    [{"type": "set-aside", "seat": 0, "face": "worm", "count": 1, "total": 5}],
    [{"type": "no-new-face", "seat": 0}],
    [{"type": "took", "seat": 0, "tile": 21, "worms": 1}],
    [{"type": "took", "seat": 0, "tile": 35, "worms": 4}],
    [{"type": "stole", "seat": 0, "victim": 1, "tile": 21, "worms": 1}],
    *[
        [{"type": "failed", "seat": 0, "reason": reason, "total": 19}]
        for reason in ("bust", "no-worm", "no-tile")
    ],
    [{"type": "returned", "seat": 0, "tile": 21}, {"type": "turned", "tile": 36}],
    [{"type": "removed", "seat": 1}, {"type": "game-over", "scores": [], "winners": [0]}],
]
DREHWURM_STEPS = [
    [
        {"type": "played-worm", "seat": 0, "card": YELLOW_5, "pile": 0},
        {"type": "turned-pile", "seat": 0, "pile": 1, "top": JOKER_1, "open": True},
    ],
    [
        {"type": "cannot-play", "seat": 1},
        {"type": "drew", "seat": 1, "draw_size": 30},
        {"type": "turned-pile", "seat": 1, "pile": 2, "top": YELLOW_5, "open": False},
    ],
    [
        {"type": "ate-pile", "seat": 2, "pile": 0, "card": RED_CHICKEN, "points": 7},
        {"type": "new-pile", "pile": 0, "top": JOKER_1, "extra": False},
    ],
    [{"type": "snapped", "seat": 1, "card": YELLOW_5, "pile": 1, "on": JOKER_1}],
    [
        {"type": "match-ended", "match": 1, "reason": "hand-empty"},
        {"type": "match-started", "match": 2, "start_seat": 1},
    ],
    [{"type": "timed-out", "seat": 0}, {"type": "removed", "seat": 0}],
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_is_told_in_each_language_without_a_placeholder(lang):
    for narration, steps in ((heckmeck, HECKMECK_STEPS), (drehwurm, DREHWURM_STEPS)):
        for events in steps:
            lines = _told(narration, events, lang)
            assert lines, events
            for line in lines:
                assert "{" not in line and "$" not in line and "None" not in line, line


def test_a_drehwurm_turn_is_one_line_naming_its_cards_in_words():
    assert _told(drehwurm, DREHWURM_STEPS[0]) == ["Ann: yellow 5 on pile 1 → 🔄 joker 1/10"]
    assert _told(drehwurm, DREHWURM_STEPS[0], "de") == ["Ann: gelbe 5 auf Stapel 1 → 🔄 Joker 1/10"]
    assert _told(drehwurm, DREHWURM_STEPS[2]) == ["🐔 Cat: red chicken eats pile 1 (+7)"]
    assert _told(drehwurm, DREHWURM_STEPS[4]) == [
        text("en", "drehwurm-event-match-ended", match=1, reason="hand-empty")
    ]
