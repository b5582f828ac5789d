"""Turn notices by direct message (cogs/table/direct.py): a notice in flight never undoes the
user's own choice made meanwhile; a turn's notice is noted as going out before it is sent, and
taken up again after a crash only while its turn waits."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from bot.domain.records import GameRecord
from bot.domain.settings import DM_OFF, DM_ON, DM_REFUSED, UserSettings
from cogs.table.direct import DirectNotices
from cogs.table.sent_reminders import notice_cut_short

USER = 42


class Settings:
    def __init__(self, dm_turns: int) -> None:
        self.stored = UserSettings(dm_turns=dm_turns)
        self._changing = asyncio.Lock()

    async def user(self, user_id: int) -> UserSettings:
        return self.stored

    async def change_user(self, user_id: int, change: Any) -> UserSettings:
        async with self._changing:
            self.stored = change(self.stored)
        return self.stored


class SlowDM:
    """A direct message channel whose send waits until the test lets it land."""

    def __init__(self) -> None:
        self.sending, self.land = asyncio.Event(), asyncio.Event()

    async def send(self, *args: Any, **kwargs: Any) -> None:
        self.sending.set()
        await self.land.wait()


def record() -> GameRecord:
    return GameRecord(
        id=1, kind="heckmeck", guild_id=None, channel_id=2, host_id=USER, status="running",
        options={}, players=[{"id": USER, "name": "Ann", "computer": None}], state=None, step=3,
    )  # fmt: skip


async def notices(dm_turns: int) -> tuple[DirectNotices, Settings, SlowDM]:
    settings, dm = Settings(dm_turns), SlowDM()

    async def create_dm(user: Any) -> SlowDM:
        return dm

    bot = SimpleNamespace(
        services=SimpleNamespace(settings=settings),
        get_guild=lambda guild_id: None,
        create_dm=create_dm,
    )

    async def locale(record: GameRecord) -> str:
        return "en"

    return DirectNotices(bot, locale), settings, dm  # type: ignore[arg-type]


async def test_notices_turned_off_while_one_that_reaches_them_is_sent_stay_off():
    direct, settings, dm = await notices(DM_REFUSED)  # refused before: a delivery turns it on
    sent = asyncio.create_task(direct.notify(record(), USER, "dm-turn", None))
    await asyncio.wait_for(dm.sending.wait(), 10)
    await direct.set(USER, False)  # /heckmeck remind dm:False meanwhile
    dm.land.set()
    assert await asyncio.wait_for(sent, 10)
    assert settings.stored.dm_turns == DM_OFF
    assert await direct.setting(USER) == DM_OFF


async def test_a_notice_that_reaches_a_refused_user_turns_them_on_again():
    direct, settings, dm = await notices(DM_REFUSED)
    dm.land.set()
    assert await direct.notify(record(), USER, "dm-turn", None)
    assert settings.stored == replace(UserSettings(), dm_turns=DM_ON)


def waiting_turn(turn_no: int, deadline: float | None) -> GameRecord:
    return replace(record(), meta={"turn_no": turn_no}, deadline=deadline)


def test_a_turn_start_cut_short_is_taken_up_only_while_its_turn_waits():
    going = {"turn_no": 4, "directing": 5, "directing_at": 100.0}  # turn 5's notice going out
    assert notice_cut_short(going, waiting_turn(5, 2000.0), 1000.0)
    assert not notice_cut_short(going, waiting_turn(5, 900.0), 1000.0)  # its time ran out
    assert not notice_cut_short(going, waiting_turn(6, 2000.0), 1000.0)  # the turn passed
    called = {**going, "turn_no": 5}  # the turn's call stored after the notice: done
    assert not notice_cut_short(called, waiting_turn(5, 2000.0), 1000.0)
    assert not notice_cut_short({"turn_no": 4}, waiting_turn(5, 2000.0), 1000.0)


async def test_a_turn_notice_is_noted_as_going_out_before_it_is_sent():
    direct, _, dm = await notices(DM_ON)
    dm.land.set()
    noted: list[tuple[int, dict[str, Any]]] = []

    async def remember(game_id: int, call: dict[str, Any]) -> None:
        assert not dm.sending.is_set()  # before it is sent
        noted.append((game_id, call))

    turn = waiting_turn(5, None)
    assert await direct.notify_once(turn, USER, "dm-turn", {"turn_no": 4}, remember)
    assert dm.sending.is_set()
    assert [(game_id, call["directing"]) for game_id, call in noted] == [(1, 5)]
    assert noted[0][1]["turn_no"] == 4  # the turn's own call is stored by the caller, after
