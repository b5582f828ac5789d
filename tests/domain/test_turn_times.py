"""Turn times: what a lobby keeps, how long a turn lasts, when it is reminded, when a player who
misses turns is removed."""

import pytest

from bot.domain import turn_times
from bot.domain.turn_times import TURN_TIMES


def test_the_short_turn_needs_no_note_and_every_other_choice_keeps_its_seconds():
    assert turn_times.meta_for("2m") == {}
    assert turn_times.meta_for("24h") == {"turn_time": 86400}
    assert turn_times.meta_for("3d") == {"turn_time": 259200}
    for choice in TURN_TIMES:
        assert turn_times.choice_of(turn_times.meta_for(choice)) == choice


def test_a_game_without_a_note_has_the_bots_short_turn():
    assert turn_times.turn_seconds({}, 120.0) == 120.0
    assert turn_times.turn_seconds({}, 2.5) == 2.5  # TURN_TIMEOUT_SECONDS of a test
    assert turn_times.turn_seconds({"turn_time": 28800}, 120.0) == 28800.0
    # a note that is no length (hand-edited, broken) falls back to the short turn
    assert turn_times.turn_seconds({"turn_time": "8h"}, 120.0) == 120.0
    assert turn_times.turn_seconds({"turn_time": 0}, 120.0) == 120.0


@pytest.mark.parametrize(
    ("choice", "long", "share", "limit"),
    [
        ("2m", False, 0.5, 3),
        ("10m", False, 0.5, 3),
        ("1h", True, 0.75, 2),
        ("24h", True, 0.75, 2),
        ("3d", True, 0.75, 2),
    ],
)
def test_long_turns_are_reminded_later_and_warn_before_removing(choice, long, share, limit):
    meta = turn_times.meta_for(choice)
    assert turn_times.is_long(meta) is long
    assert turn_times.reminder_share(meta) == share
    assert turn_times.missed_turns_limit(meta) == limit
