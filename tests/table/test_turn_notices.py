"""Who is told of a turn, how and when (bot/table/turn_notices.py): one notice per turn, a call
only once a short turn has waited, nothing for a turn that has ended."""

from __future__ import annotations

import pytest

from bot.domain.settings import DM_OFF, DM_ON, DM_REFUSAL_TOLD, DM_REFUSED
from bot.domain.turn_times import LONG_TURN
from bot.table.turn_notices import Notice, call_wait, notice_for, pressed, still_waiting


@pytest.mark.parametrize("mode", ["every", "reminder", "off"])
def test_a_player_with_direct_messages_gets_them_and_no_call_in_the_channel(mode):
    assert notice_for(DM_ON, mode) == Notice(direct=True, call=False, reminder=False)


@pytest.mark.parametrize("dm", [DM_OFF, DM_REFUSED, DM_REFUSAL_TOLD, None])
def test_without_direct_messages_that_reach_them_the_ping_mode_decides(dm):
    retried = dm in (DM_REFUSED, DM_REFUSAL_TOLD)  # tried again: they reach them once open
    assert notice_for(dm, "every") == Notice(direct=retried, call=True, reminder=True)
    assert notice_for(dm, "reminder") == Notice(direct=retried, call=False, reminder=True)
    assert notice_for(dm, "off") == Notice(direct=retried, call=False, reminder=False)


def test_short_turns_wait_before_the_call_and_long_turns_call_at_once():
    assert call_wait({}, 15.0) == 15.0  # the bot's short turn
    assert call_wait({"turn_time": 600}, 15.0) == 15.0
    assert call_wait({"turn_time": LONG_TURN}, 15.0) == 0.0
    assert call_wait({"turn_time": 8 * 3600}, 15.0) == 0.0
    assert call_wait({}, 0.0) == 0.0 and call_wait({}, -3.0) == 0.0


def test_a_press_is_the_player_on_turn_acting_not_another_playing_out_of_turn():
    assert pressed([{"type": "rolled", "seat": 1, "dice": [1]}], 1)
    assert not pressed([{"type": "snapped", "seat": 2, "card": {}, "pile": 0}], 1)
    assert pressed([{"type": "something"}], 1)  # nobody named: counted as a press


def test_a_call_or_reminder_is_only_for_a_turn_still_waiting():
    assert still_waiting(7, 7, 200.0, 100.0, on_turn=True)
    assert still_waiting(7, 7, None, 100.0, on_turn=True)
    assert not still_waiting(8, 7, 200.0, 100.0, on_turn=True)  # pressed since
    assert not still_waiting(7, 7, 200.0, 100.0, on_turn=False)  # another's turn now
    # Its time ran out, its timeout not handled yet: the turn has ended all the same.
    assert not still_waiting(7, 7, 100.0, 100.0, on_turn=True)
    assert not still_waiting(7, 7, 99.0, 100.0, on_turn=True)
