"""The turn calls and notices on a clock the test moves (cogs/table/pings.py following
bot/table/turn_notices.py), through the real board and turn-call machinery on a channel without
Discord: one notice per turn for a player with direct messages, a short turn's call only once it
has waited without a press, no reminder for a turn that has ended, a stopped game's call
deleted."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.settings import DM_OFF, DM_ON
from bot.i18n import t
from bot.table.sessions import Timing
from cogs.table.pings import TurnPings
from tests.cogs.table.test_turn_call_writes import CHANNEL, GUILD, click, started_game, turn_calls
from tests.table.harness import sessions_on
from tests.table.test_sessions import ANN, BOB
from tests.toy_game.test_boards import Bot

TURN = 120.0


class Direct:
    """Direct messages: on for the users in `on`; what was sent, as (user, key, turn_no)."""

    def __init__(self) -> None:
        self.on: set[int] = set()
        self.refused: set[int] = set()  # on, but Discord refuses them
        self.sent: list[tuple[int, str, int]] = []

    async def setting(self, user_id: int) -> int:
        return DM_ON if user_id in self.on else DM_OFF

    async def notify(self, record, user_id: int, key: str, deadline) -> bool:
        if user_id in self.on and user_id not in self.refused:
            self.sent.append((user_id, key, record.meta["turn_no"]))
            return True
        return False

    async def notify_once(self, record, user_id: int, key: str, call, remember) -> bool:
        return await self.notify(record, user_id, key, None)  # once: cogs/table/direct.py


def with_pings(sessions) -> Bot:
    bot = Bot(sessions)
    bot.direct = Direct()
    bot.boards.followers.remove(bot.pings.on_outcome)
    bot.pings = TurnPings(
        bot, sessions, bot.boards.locale, clock=sessions.clock_, direct=bot.direct
    )
    bot.boards.followers.insert(0, bot.pings.on_outcome)
    return bot


@pytest.fixture
async def bot(store_url):
    async with sessions_on(store_url, Timing(turn_timeout=TURN), seed=3) as sessions:
        bot = with_pings(sessions)
        yield bot
        await bot.pings.close()


@pytest.fixture
async def waiting_bot(store_url):
    """Calls in short turns only once the turn has waited 15 s without a press."""
    async with sessions_on(store_url, Timing(turn_timeout=TURN, call_wait=15), seed=3) as sessions:
        bot = with_pings(sessions)
        yield bot
        await bot.pings.close()


async def later(bot: Bot, seconds: float) -> None:
    """Move the clock on and fire what has come due (as the pings' loop would)."""
    bot.sessions.clock_.now += seconds
    await bot.pings._remind_due()
    await asyncio.gather(*list(bot.pings._reminding.values()))


def on_turn(game) -> int:
    return game.players[hm.state_from_json(game.state).current]["id"]


def texts(bot: Bot, call_ids: list[int]) -> list[str]:
    return [bot.channel.messages[m]["content"] for m in call_ids]


async def next_turn(bot: Bot, game, rng: random.Random):
    before = game.meta["turn_no"]
    while game.status == "running" and game.meta["turn_no"] == before:
        game = await click(bot, game, rng)
    return game


async def test_a_player_with_direct_messages_gets_one_notice_per_turn(bot):
    bot.direct.on.add(BOB.id)
    rng = random.Random(5)
    game = await started_game(bot)
    turns = 0
    while turns < 4 and game.status == "running":
        user, turn_no = on_turn(game), game.meta["turn_no"]
        calls = texts(bot, turn_calls(bot))
        mine = [c for c in calls if f"<@{user}>" in c and "⚔️" not in c]
        if user == BOB.id:
            assert mine == [] and bot.direct.sent[-1] == (BOB.id, "dm-turn", turn_no)
            assert [s for s in bot.direct.sent if s[2] == turn_no] == [bot.direct.sent[-1]]
            # half the turn gone: the reminder is a direct message too, not a channel call
            await later(bot, TURN / 2 + 1)
            assert bot.direct.sent[-1] == (BOB.id, "dm-reminder", turn_no)
            assert all("⏰" not in c for c in texts(bot, turn_calls(bot)))
        else:
            assert len(mine) == 1  # the channel's call, and no direct message
        game = await next_turn(bot, game, rng)
        turns += 1
    assert {s[0] for s in bot.direct.sent} == {BOB.id}


async def test_a_refused_direct_message_leaves_the_turn_to_the_channels_call(bot):
    game = await started_game(bot)
    first = on_turn(game)
    second = ANN.id if first == BOB.id else BOB.id
    bot.direct.on.add(second)
    bot.direct.refused.add(second)
    game = await next_turn(bot, game, random.Random(5))
    assert on_turn(game) == second and bot.direct.sent == []
    [call] = texts(bot, turn_calls(bot))
    assert f"<@{second}>" in call


async def test_no_reminder_is_sent_for_a_turn_whose_time_ran_out(bot):
    bot.direct.on.add(ANN.id)
    bot.direct.on.add(BOB.id)
    game = await started_game(bot)
    sent = len(bot.direct.sent)
    # The reminder falls due together with the timeout (the clock jumped past both): the turn
    # has ended, its timeout still to be handled, and nobody is reminded of it.
    await later(bot, TURN + 1)
    assert len(bot.direct.sent) == sent
    bot.direct.on.clear()
    await later(bot, 1)
    assert all("⏰" not in c for c in texts(bot, turn_calls(bot)))
    assert game.status == "running"


async def test_a_short_turn_calls_its_player_only_once_it_has_waited_without_a_press(waiting_bot):
    bot, rng = waiting_bot, random.Random(5)
    game = await started_game(bot)
    assert turn_calls(bot) == []  # nobody called at the turn's start
    first = on_turn(game)
    rolled = await bot.sessions.act(game.id, first, game.step, hm.action_to_json(hm.Roll()))
    await bot.sessions.notify(rolled)  # a press before the call was due
    game = rolled.game
    assert on_turn(game) == first
    await later(bot, 16)
    assert turn_calls(bot) == []  # pressed first: not called
    game = await next_turn(bot, game, rng)
    if game.status != "running":
        return
    second = on_turn(game)
    assert second != first and turn_calls(bot) == []
    await later(bot, 16)  # the turn waited: now its player is called, told of the switch once
    [call] = texts(bot, turn_calls(bot))
    assert f"<@{second}>" in call and t("en", "ping-switch") in call
    game = await next_turn(bot, game, rng)
    assert turn_calls(bot) == []  # the call goes with its turn


async def test_a_call_goes_once_its_player_presses_and_is_not_sent_again(waiting_bot):
    bot = waiting_bot
    game = await started_game(bot)
    player = on_turn(game)
    await later(bot, 16)
    [call] = turn_calls(bot)
    rolled = await bot.sessions.act(game.id, player, game.step, hm.action_to_json(hm.Roll()))
    await bot.sessions.notify(rolled)
    game = rolled.game
    assert on_turn(game) == player and game.status == "running"
    assert call in bot.channel.deleted and turn_calls(bot) == []
    await later(bot, 16)  # still the same turn: it was called once
    assert turn_calls(bot) == []


async def test_a_stopped_game_deletes_its_turn_call(bot):
    game = await started_game(bot)
    [call] = turn_calls(bot)
    outcome = await bot.sessions.stop(game.id, ANN.id, may_manage=False)
    await bot.sessions.notify(outcome)
    assert outcome.game.status == "abandoned"
    assert call in bot.channel.deleted and turn_calls(bot) == []


async def test_no_reminder_while_a_table_is_paused_and_one_once_it_runs_again(bot):
    from bot.table.types import Outcome

    sessions = bot.sessions
    bot.direct.on.update({ANN.id, BOB.id})
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=GUILD, channel_id=CHANNEL, host=ANN,
        options={"edition": "classic"}, meta={"turn_time": 86400},
    )  # fmt: skip
    await sessions.join(lobby.id, BOB)
    game = (await sessions.start(lobby.id, ANN.id)).game
    await sessions.notify(Outcome(game, reason="started"))
    await later(bot, 3600)
    await sessions.notify(await sessions.pause(game.id, ANN.id, 2))
    await later(bot, 2 * 86400 - 3600)  # past 75 % of the turn: its clock stands
    assert [s for s in bot.direct.sent if s[1] == "dm-reminder"] == []
    bot.sessions.clock_.now += 3600 + 1
    [resumed] = await sessions.run_due()
    await sessions.notify(resumed)
    await later(bot, 0.75 * 86400 - 3600)  # 18 hours of the turn run, one of them before
    assert [s[1] for s in bot.direct.sent if s[1] == "dm-reminder"] == ["dm-reminder"]
