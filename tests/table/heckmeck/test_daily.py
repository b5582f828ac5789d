"""The Daily Grill's service (bot/table/heckmeck/daily.py) on both stores: an attempt opened once,
a step played only where the attempt stands (an old or doubled click changes nothing), an illegal
action refused with nothing changed, and a finished attempt's streak and standing."""

from __future__ import annotations

import asyncio
from datetime import date

import pytest

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.engine import rules as hm
from bot.storage.connect import open_store
from bot.table.heckmeck.daily import Daily
from tests.table.test_pending_results import new_sessions

DAY = date(2026, 11, 27)
ANN, BOB = 7, 8


@pytest.fixture
async def daily(store_url):
    storage = await open_store(store_url)
    try:
        yield Daily(storage, new_sessions(storage))
    finally:
        await storage.close()


async def test_an_attempt_is_opened_once_and_played_where_it_stands(daily):
    assert await daily.attempt(DAY, ANN) is None
    assert await daily.play(DAY, ANN, "Ann", 0, hm.Roll()) is None  # no attempt: nothing
    opened = await daily.open(DAY, ANN, 1, "Ann")
    assert opened.step == 0 and (await daily.open(DAY, ANN, 1, "Ann")).step == 0
    played = await daily.play(DAY, ANN, "Ann", 0, hm.Roll())
    assert played is not None and played.step == 1
    old = await daily.play(DAY, ANN, "Ann", 0, hm.Roll())  # an old click: as it stands
    assert old is not None and old.actions == played.actions
    assert (await daily.attempt(DAY, ANN)).step == 1
    with pytest.raises(IllegalAction):
        await daily.play(DAY, ANN, "Ann", 1, hm.Stop(hm.Take(21)))  # no dice set aside yet
    assert (await daily.attempt(DAY, ANN)).actions == played.actions


async def test_a_doubled_click_is_played_once(daily):
    await daily.open(DAY, BOB, 1, "Bob")
    both = await asyncio.gather(*(daily.play(DAY, BOB, "Bob", 0, hm.Roll()) for _ in range(2)))
    assert [a.step for a in both if a is not None] == [1, 1]
    assert (await daily.attempt(DAY, BOB)).step == 1


async def test_a_finished_attempt_counts_its_streak_and_stands_on_its_day(daily):
    computer = game.play_through(DAY, lambda state: _first_legal(state))
    await daily.open(DAY, ANN, 1, "Ann")
    attempt = None
    for step, data in enumerate(computer.actions):
        attempt = await daily.play(DAY, ANN, "Ann", step, hm.action_from_json(data))
    assert attempt is not None and attempt.done and attempt.actions == computer.actions
    streak = await daily.streak(ANN)
    assert streak is not None and (streak.current, streak.last_day) == (1, DAY.isoformat())
    standing = await daily.standing(attempt, 1)
    assert (standing.server_rank, standing.server_players) == (1, 1)
    assert [row.user_id for row in await daily.table(DAY, 1, 10)] == [ANN]


def _first_legal(state: hm.HeckmeckState) -> hm.Action:
    legal = [a for a in hm.legal_actions(state, 0) if not isinstance(a, hm.Timeout)]
    takes = [a for a in legal if isinstance(a, hm.Stop) and not a.take.is_steal]
    return takes[0] if takes else legal[0]
