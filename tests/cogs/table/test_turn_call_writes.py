"""A click that passes the turn writes once: its step carries what changes of the turn call (the
last call's message forgotten before it is deleted); the new call's message is stored with the
game's next step. Played through the real board and turn-call machinery on a channel without
Discord, on both stores."""

from __future__ import annotations

import random

import orjson
import pytest

from bot.domain.heckmeck import rules as hm
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


async def test_a_click_that_passes_the_turn_reads_nothing_and_writes_once(bot):
    sessions, rng = bot.sessions, random.Random(5)
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=GUILD, channel_id=CHANNEL, host=ANN, options={"edition": "classic"}
    )
    await sessions.join(lobby.id, BOB)
    game = (await sessions.start(lobby.id, ANN.id)).game
    await sessions.notify(Outcome(game, reason="started"))
    [first_call] = turn_calls(bot)
    counted = Counted(sessions.storage)

    passes = 0
    while passes < 3 and game.status == "running":
        before = game.meta["turn_no"]
        calls_before = turn_calls(bot)
        game = await click(bot, game, rng)
        assert counted.take() == (0, 1)  # the game from memory; its step, nothing more
        if game.meta["turn_no"] == before:
            continue
        passes += 1
        # The last call was forgotten by the step itself, then deleted; a new one stands.
        assert set(calls_before) <= set(bot.channel.deleted)
        [new_call] = turn_calls(bot)
        assert (await stored_call(sessions, game.id))["message_id"] is None
        assert sessions.call_of(game) == {"turn_no": game.meta["turn_no"], "message_id": new_call}
        # The next step stores the new call with it, still one write.
        game = await click(bot, game, rng)
        assert counted.take() == (0, 1)
        if game.meta["turn_no"] == before + 1:
            assert (await stored_call(sessions, game.id))["message_id"] == new_call
    assert passes == 3 and first_call in bot.channel.deleted

    # A restarted bot reads the stored call with the game and still deletes it at the next pass.
    restarted = Bot(Sessions(sessions.storage, Timing(turn_timeout=120), clock=sessions.clock_))
    restarted.channel = bot.channel
    [standing] = turn_calls(bot)
    game = await restarted.sessions.game(game.id)
    before = game.meta["turn_no"]
    while game.status == "running" and game.meta["turn_no"] == before:
        game = await click(restarted, game, rng)
    assert standing in bot.channel.deleted
    await restarted.pings.close()
