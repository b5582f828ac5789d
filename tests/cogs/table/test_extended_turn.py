"""A turn given more time without a step (a tournament organiser's extension) reads true
everywhere: the board shows the new deadline, the reminder comes half-way through the longer
turn, and a reminder already standing (which names the deadline) is replaced by one naming the
new. On a channel without Discord, on both stores."""

from __future__ import annotations

import asyncio

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.table.sessions import Timing
from cogs.table.direct import DirectNotices
from tests.cogs.table.test_turn_call_writes import started_game, turn_calls
from tests.table.harness import sessions_on
from tests.toy_game.test_boards import Bot


@pytest.fixture
async def bot(store_url):
    async with sessions_on(store_url, Timing(turn_timeout=120), seed=3) as sessions:
        bot = Bot(sessions)
        bot.pings.clock = sessions.clock_  # the reminders follow the hand-driven clock
        yield bot
        await bot.pings.close()


def board_text(bot, game) -> str:
    record = bot.sessions.live.in_memory(game.id)
    board = bot.channel.messages[record.notes["board"]["message_id"]]
    embed = board["embed"]
    parts = [board.get("content") or "", embed.description or ""]
    parts += [f"{f.name} {f.value}" for f in embed.fields]
    return "\n".join(parts)


async def reminders_at(bot, when: float) -> None:
    """The reminders due by `when` on the table's clock, sent."""
    bot.sessions.clock_.now = when
    await bot.pings._remind_due()
    await asyncio.gather(*bot.pings._reminding.values())


def text(bot, message_id: int) -> str:
    return bot.channel.messages[message_id]["content"]


async def extended(bot, game, seconds: float) -> None:
    outcome = await bot.sessions.extend_turn(game.id, seconds)
    await bot.sessions.notify(outcome)


async def test_an_extended_turn_shows_its_new_deadline_and_is_reminded_half_way(bot):
    game = await started_game(bot)  # a turn of 120 s: reminded after 60
    [call] = turn_calls(bot)
    old, new = int(game.deadline), int(game.deadline) + 600
    assert f"<t:{old}:R>" in board_text(bot, game)

    await extended(bot, game, 600)
    assert f"<t:{new}:R>" in board_text(bot, game) and f"<t:{old}:R>" not in board_text(bot, game)
    assert turn_calls(bot) == [call]  # the call names no deadline: it stands

    await reminders_at(bot, old - 60)
    assert turn_calls(bot) == [call]  # not reminded at the old half-way point
    await reminders_at(bot, new - 60)
    [reminder] = turn_calls(bot)
    assert reminder != call and f"<t:{new}:R>" in text(bot, reminder)


async def test_a_reminder_standing_is_replaced_by_one_naming_the_new_deadline(bot):
    game = await started_game(bot)
    old, new = int(game.deadline), int(game.deadline) + 300
    await reminders_at(bot, old - 60)
    [reminder] = turn_calls(bot)
    assert f"<t:{old}:R>" in text(bot, reminder)

    await extended(bot, game, 300)
    [again] = turn_calls(bot)
    assert again != reminder and reminder in bot.channel.deleted
    assert f"<t:{new}:R>" in text(bot, again)


async def test_a_player_with_turn_notices_by_direct_message_is_told_the_new_deadline(bot):
    sent: list[tuple[int, str]] = []

    class Direct:
        def __init__(self, user_id: int) -> None:
            self.user_id = user_id

        async def send(self, text: str, **_: object) -> None:
            sent.append((self.user_id, text))

    async def create_dm(user: object) -> Direct:
        return Direct(user.id)

    bot.create_dm = create_dm
    bot.get_guild = lambda guild_id: None
    bot.pings.direct = DirectNotices(bot, bot.boards.locale)
    game = await started_game(bot)
    on_turn = game.players[hm.state_from_json(game.state).current]["id"]
    await bot.pings.direct.set(on_turn, True)

    await extended(bot, game, 600)
    [(user_id, notice)] = sent
    assert user_id == on_turn and f"<t:{int(game.deadline) + 600}:R>" in notice
    assert "more time" in notice
