"""A deleted player as the domain writes and names them (bot/domain/privacy.py): pseudonyms below
every Discord id and computer player, one new one per deletion; their seat keeps its place and
loses the name; every surface names them "a deleted player" in the reader's language."""

from __future__ import annotations

import pytest

from bot.domain import shown
from bot.domain.privacy import (
    DELETED_FIRST,
    DELETED_NAME,
    is_deleted,
    next_pseudonym,
    pseudonymised_call,
    pseudonymised_meta,
    pseudonymised_players,
)
from bot.i18n import SUPPORTED, t

ANN, BOB = 304_211_876_543_210_001, 304_211_876_543_210_002


def test_pseudonyms_are_below_every_id_and_new_for_each_deletion():
    assert next_pseudonym(None) == DELETED_FIRST
    assert next_pseudonym(DELETED_FIRST) == DELETED_FIRST - 1
    assert next_pseudonym(DELETED_FIRST - 7) == DELETED_FIRST - 8
    assert is_deleted(DELETED_FIRST) and is_deleted(DELETED_FIRST - 8)
    assert not any(is_deleted(i) for i in (ANN, 1, -1, -8, None))  # people, computers, nobody


def test_the_seat_keeps_its_place_and_loses_the_name():
    players = [
        {"id": ANN, "name": "Ann", "computer": None},
        {"id": -1, "name": "", "computer": "easy"},
        {"id": BOB, "name": "Bob", "computer": None, "removed": True},
    ]
    after = pseudonymised_players(players, BOB, DELETED_FIRST)
    assert after[:2] == players[:2]
    assert after[2] == {
        "id": DELETED_FIRST, "name": DELETED_NAME, "computer": None, "removed": True
    }
    meta = {"assisted": [BOB, ANN], "turn_no": 3}
    assert pseudonymised_meta(meta, BOB, DELETED_FIRST) == {
        "assisted": [DELETED_FIRST, ANN], "turn_no": 3
    }
    call = {"turn_no": 9, "message_id": BOB, "told": [ANN, BOB]}  # a message id is not a person
    told = pseudonymised_call(call, BOB, DELETED_FIRST)
    assert told == {"turn_no": 9, "message_id": BOB, "told": [ANN, DELETED_FIRST]}


@pytest.mark.parametrize("loc", SUPPORTED)
def test_every_surface_names_a_deleted_player_so(loc):
    seat = {"id": DELETED_FIRST, "name": DELETED_NAME, "computer": None}
    row = {"user_id": DELETED_FIRST - 1, "name": DELETED_NAME, "computer": None}
    assert shown.seat_name(loc, seat) == t(loc, "player-deleted")
    assert shown.seat_name(loc, row) == t(loc, "player-deleted")
    assert t(loc, "player-deleted") != t(loc, "player-unknown")
