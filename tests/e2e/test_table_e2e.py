"""The table through the fake Discord (issue 11): turn pings, the running log, the ending message
with Rematch, buttons during a computer's turn."""

from __future__ import annotations

import random

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Message
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    open_lobby,
    play_turn,
    start_game,
)


def calls(fake: FakeDiscord, channel) -> list[Message]:
    """The messages in the channel that notified somebody (deleted ones included)."""
    return [m for m in fake.messages if m.channel is channel and m.notified]


async def test_a_turn_change_calls_exactly_the_next_player_and_deletes_the_previous_call(fake, bot):
    w = fake.world
    players = {w.alice.id: w.alice, w.bob.id: w.bob}
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    first = current_mention(board)
    call = await fake.wait_for(lambda m: m.notified, channel=w.channel, timeout=30)
    assert call.notified == {first}
    assert call.content.startswith("🎲 ") and f"/{board.id}" in call.content, call.content
    # The board's own text names whose turn it is, and the board itself notified nobody.
    assert players[first].name in board.content
    assert not board.notified

    board = await play_turn(fake, board, players[first], random.Random(5))
    second = current_mention(board)
    assert second != first
    new_call = await fake.wait_for(lambda m: m.notified, channel=w.channel, after=call, timeout=30)
    assert new_call.notified == {second}
    await fake.wait_until(lambda: call.deleted, timeout=30, what="the first call deleted")
    assert [m for m in calls(fake, w.channel) if not m.deleted] == [new_call]
    assert players[second].name in board.content
    await fake.assert_healthy()


@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="3")
async def test_reminder_only_calls_a_player_once_half_the_time_is_gone(fake, bot):
    w = fake.world
    ix = await fake.slash(fake.owner, w.channel, "heckmeck settings pings", mode="reminder")
    answer = await ix.reply()
    assert answer.ephemeral_to is fake.owner
    assert answer.text == t("en", "settings-pings-set", mode="reminder")
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    first = current_mention(board)
    reminder = await fake.wait_for(lambda m: m.notified, channel=w.channel, timeout=30)
    assert reminder.content.startswith("⏰ "), reminder.content
    assert reminder.notified == {first}
    # Nothing called anybody before the reminder.
    assert calls(fake, w.channel) == [reminder]
    game = game_row(bot, game_id_of(board))
    assert game["meta"]["ping"]["reminded"] == game["meta"]["turn_no"]
    await fake.assert_healthy(allow_errors=True)


async def test_pings_setting_needs_manage_server(fake, bot):
    w = fake.world
    ix = await fake.slash(w.alice, w.channel, "heckmeck settings pings", mode="off")
    reply = await ix.reply()
    assert reply.text == t("en", "permission-needed")
    assert ix.response_type != UPDATE_MESSAGE
