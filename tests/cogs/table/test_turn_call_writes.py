"""A click that passes the turn writes its step once, and that write carries what the step changes
of the turn call (the last call's message, forgotten before it is deleted). The only other writes
are the new call's: noted as going out before it is sent (a restart looks for it in the channel
rather than calling the turn twice), then its message id, which exists only after the step is
committed and the message sent, and which a restart must find to delete it. Played through the
real board and turn-call machinery on a channel without Discord, on both stores."""

from __future__ import annotations

import random

import orjson
import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.table.sessions import Outcome, Sessions, Timing
from tests.table.harness import sessions_on
from tests.table.test_one_path import Counted
from tests.table.test_sessions import ANN, BOB
from tests.toy_game.test_boards import CHANNEL, GUILD, Bot


@pytest.fixture
async def bot(store_url):
    async with sessions_on(store_url, Timing(turn_timeout=120), seed=3) as sessions:
        bot = Bot(sessions)
        yield bot
        await bot.pings.close()


async def stored_call(sessions: Sessions, game_id: int) -> dict | None:
    (ping,) = await sessions.storage.fetch_one(
        "SELECT ping FROM table_notes WHERE game_id = ?", (game_id,)
    )
    return orjson.loads(ping) if ping else None


def turn_calls(bot: Bot) -> list[int]:
    """The ids of the turn messages standing in the channel (not the board, not deleted)."""
    return [
        message_id
        for message_id, message in bot.channel.messages.items()
        if message.get("embed") is None and message_id not in bot.channel.deleted
    ]


async def click(bot: Bot, game, rng: random.Random):
    """The player on turn presses one of their buttons; the change is shown, followers included."""
    state = hm.state_from_json(game.state)
    action = hm.action_to_json(rng.choice(hm.legal_actions(state, state.current)))
    outcome = await bot.sessions.act(game.id, game.players[state.current]["id"], game.step, action)
    await bot.sessions.notify(outcome)
    return outcome.game


async def started_game(bot: Bot):
    sessions = bot.sessions
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"edition": "classic"}
    )
    await sessions.join(lobby.id, BOB)
    game = (await sessions.start(lobby.id, ANN.id)).game
    await sessions.notify(Outcome(game, reason="started"))
    return game


async def test_a_click_that_passes_the_turn_forgets_the_last_call_in_its_own_write(bot):
    sessions, rng = bot.sessions, random.Random(5)
    game = await started_game(bot)
    [first_call] = turn_calls(bot)
    assert (await stored_call(sessions, game.id))["message_id"] == first_call
    counted = Counted(sessions.storage)

    passes = 0
    while passes < 3 and game.status == "running":
        before = game.meta["turn_no"]
        calls_before = turn_calls(bot)
        game = await click(bot, game, rng)
        if game.meta["turn_no"] == before:
            # The game from memory; its step, and at the turn's first press the forgetting of
            # the call it answered (deleted then), nothing more.
            answered = bool(calls_before) and calls_before[0] in bot.channel.deleted
            assert counted.take() == (0, 2 if answered else 1)
            assert turn_calls(bot) == ([] if answered else calls_before)
            continue
        passes += 1
        # The step (which forgot the last call), the new call noted as going out, then its id:
        # no read, no other write.
        assert counted.take() == (0, 3)
        assert set(calls_before) <= set(bot.channel.deleted)
        [new_call] = turn_calls(bot)
        stored = await stored_call(sessions, game.id)
        assert sorted(stored.pop("told")) == [ANN.id, BOB.id]  # each told of the switch once
        assert stored.pop("call_id", None) in (new_call, None)  # None: it tells of a steal too
        assert stored == {
            "turn_no": game.meta["turn_no"],
            "message_id": new_call,
            "called_out": game.meta["turn_no"],
        }
    assert passes == 3 and first_call in bot.channel.deleted

    # A restarted bot reads the stored call with the game and deletes it at the next pass.
    restarted = Bot(Sessions(sessions.storage, Timing(turn_timeout=120), clock=sessions.clock_))
    restarted.channel = bot.channel
    [standing] = turn_calls(bot)
    game = await restarted.sessions.game(game.id)
    before = game.meta["turn_no"]
    while game.status == "running" and game.meta["turn_no"] == before:
        game = await click(restarted, game, rng)
    assert standing in bot.channel.deleted
    await restarted.pings.close()


async def test_with_reminders_only_a_click_that_passes_the_turn_writes_once(bot):
    sessions, rng = bot.sessions, random.Random(6)
    await bot.pings.set_mode(GUILD, "reminder")
    game = await started_game(bot)
    assert turn_calls(bot) == []
    counted = Counted(sessions.storage)
    passes = 0
    while passes < 3 and game.status == "running":
        before = game.meta["turn_no"]
        game = await click(bot, game, rng)
        assert counted.take() == (0, 1)
        passes += game.meta["turn_no"] != before
        assert sessions.call_of(game)["turn_no"] == game.meta["turn_no"]
    assert passes == 3 and turn_calls(bot) == []
