"""End to end: each player's own choice of turn calls (/heckmeck settings my-pings) over the
server's setting."""

from __future__ import annotations

import random

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import FakeDiscord, Message
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


async def choose(fake: FakeDiscord, user, mode: str, loc: str = "en") -> None:
    ix = await fake.slash(user, fake.world.channel, "heckmeck settings my-pings", mode=mode)
    answer = await ix.reply()
    assert answer.ephemeral_to is user
    assert answer.text == t(loc, "settings-my-pings-set", mode=mode)


# Nobody clicks: every turn runs out, and half of it is the reminder's time.
@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="4")
async def test_off_is_never_mentioned_and_reminder_only_in_reminders(fake, bot):
    w = fake.world
    await choose(fake, w.alice, "off")
    await choose(fake, w.bob, "reminder")
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)

    def bob_reminded() -> int:
        return sum(w.bob.id in m.notified for m in calls(fake, w.channel))

    await fake.wait_until(
        lambda: bob_reminded() >= 2, timeout=90, what="bob reminded twice", channel=w.channel
    )
    # By then alice has had at least one turn of her own too.
    assert game_row(bot, game_id)["meta"]["turn_no"] >= 3
    for call in calls(fake, w.channel):
        assert call.notified == {w.bob.id}, call.content
        assert call.content.startswith("⏰ "), call.content  # a reminder, not a turn call
    await fake.assert_healthy(allow_errors=True)


async def test_back_to_the_servers_setting_and_in_every_language(fake, bot):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    pablo = fake.add_user("pablo", locale="es-ES")
    for user in (hans, pablo):
        w.guild.add_member(user)
    await choose(fake, hans, "off", "de")
    await choose(fake, pablo, "reminder", "es")
    await choose(fake, w.alice, "off")
    await choose(fake, w.alice, "server")  # follows the server again: called every turn
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [hans])
    if current_mention(board) == hans.id:  # hans is not called: his turn, played, passes on
        await play_turn(fake, board, hans, random.Random(2))
    call = await fake.wait_for(lambda m: m.notified, channel=w.channel, timeout=30)
    # hans chose off: whoever starts, only alice is ever called by a turn call.
    assert call.notified == {w.alice.id}, (call.content, board.text)
    assert not call.content.startswith("⏰ ")
    await fake.assert_healthy()
