"""Turn notices by direct message through the fake Discord: opting in (before joining any game),
the notice with its link to the board instead of a call in the channel (one notice per turn), a
direct message Discord refuses (told once, privately, at the next click), and opting out."""

from __future__ import annotations

import random
import sqlite3

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE
from tests.e2e.players import (
    choose,
    click_move,
    current_mention,
    game_id_of,
    lobby_button,
    open_lobby,
    play_turn,
)


def dm_turns(bot, user) -> int | None:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        row = db.execute("SELECT dm_turns FROM user_settings WHERE user_id = ?", (user.id,))
        found = row.fetchone()
    return None if found is None else found[0]


async def remind(fake, user, channel, on: bool) -> str:
    ix = await fake.slash(user, channel, "heckmeck remind", dm=on)
    answer = await ix.reply()
    assert answer.ephemeral_to is user
    return answer.text


async def test_turn_notices_by_direct_message_and_a_refused_one(fake, bot):
    w = fake.world
    # Bob is in no game yet: his own setting holds for the games he joins later.
    assert await remind(fake, w.bob, w.channel, True) == t("en", "remind-dm-on")
    lobby = await open_lobby(fake, w.alice, w.channel)
    for guest in (w.bob, w.carol):
        ix = await fake.click(guest, lobby, lobby_button(lobby, "join"))
        assert await ix.wait_response() == UPDATE_MESSAGE
    w.carol.refuses_dms = True  # her direct messages are closed
    assert await remind(fake, w.carol, w.channel, True) == t("en", "remind-dm-on")
    assert (dm_turns(bot, w.bob), dm_turns(bot, w.carol)) == (1, 1)

    ix = await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
    assert await ix.wait_response() == UPDATE_MESSAGE
    board = await ix.reply()
    game_id = game_id_of(board)
    players = {u.id: u for u in (w.alice, w.bob, w.carol)}
    rng = random.Random(4)
    seen = set()
    notices = 0
    while seen != set(players):
        user = players[current_mention(board)]
        seen.add(user.id)
        if user is w.bob:
            notices += 1
            await fake.wait_until(
                lambda n=notices: len(fake.direct_messages(w.bob)) >= n, what="Bob's notice"
            )
            notice = fake.direct_messages(w.bob)[-1]
            assert notice.content.startswith("🎲 "), notice.content
            assert f"/{w.guild.id}/{w.channel.id}/{board.id}" in notice.content
            assert w.guild.name in notice.content and not notice.notified
            # One notice a turn: no call in the channel besides it.
            calls = [m for m in fake.messages if (m.content or "").startswith("🎲 ")]
            assert all(w.bob.mention not in m.content for m in calls), calls
        if user is w.carol:
            await fake.wait_until(
                lambda: any(e.code == 50007 for e in fake.errors), what="Carol's DM refused"
            )
            # The bot notes the refusal just after Discord's answer.
            await fake.wait_until(lambda: dm_turns(bot, w.carol) == 2, what="the refusal noted")
            # Her next click is answered as always, and then she is told, privately, once.
            kind, custom_id, values = choose(board, rng, 0.5)
            ix = await click_move(fake, w.carol, board, kind, custom_id, values)
            assert await ix.wait_response() == UPDATE_MESSAGE
            told = await fake.wait_for(
                lambda m: m.text == t("en", "dm-refused"), visible_to=w.carol
            )
            assert told.ephemeral_to is w.carol
            await fake.wait_until(lambda: dm_turns(bot, w.carol) == 3, what="told, noted")
            board = await ix.reply()
            if current_mention(board) != w.carol.id:
                continue
        board = await play_turn(fake, board, user, rng)
    assert fake.direct_messages(w.carol) == []
    # Told only once, however often she clicks or her DMs are refused.
    told = [m for m in fake.messages if m.text == t("en", "dm-refused")]
    assert len(told) == 1

    # Bob turns the notices off: his next turn comes without one.
    assert await remind(fake, w.bob, w.channel, False) == t("en", "remind-dm-off")
    assert dm_turns(bot, w.bob) == 0
    sent = len(fake.direct_messages(w.bob))
    while current_mention(board) != w.bob.id:
        board = await play_turn(fake, board, players[current_mention(board)], rng)
    board = await play_turn(fake, board, w.bob, rng)  # his turn came, and went
    assert len(fake.direct_messages(w.bob)) == sent
    assert game_id_of(board) == game_id
    await fake.assert_healthy(allow_errors=True)


async def test_a_refused_direct_message_is_told_after_the_next_slash_command(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    ix = await fake.click(w.carol, lobby, lobby_button(lobby, "join"))
    assert await ix.wait_response() == UPDATE_MESSAGE
    w.carol.refuses_dms = True
    assert await remind(fake, w.carol, w.channel, True) == t("en", "remind-dm-on")
    ix = await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
    assert await ix.wait_response() == UPDATE_MESSAGE
    board = await ix.reply()
    if current_mention(board) == w.alice.id:
        board = await play_turn(fake, board, w.alice, random.Random(6))
    await fake.wait_until(lambda: dm_turns(bot, w.carol) == 2, what="Carol's DM refused, noted")

    # Her next contact with the bot is a slash command: its own answer first, then the note.
    ix = await fake.slash(w.carol, w.channel, "heckmeck games")
    answer = await ix.reply()
    assert answer.ephemeral_to is w.carol and answer.text != t("en", "dm-refused")
    told = await fake.wait_for(lambda m: m.text == t("en", "dm-refused"), visible_to=w.carol)
    assert told.ephemeral_to is w.carol and ix.messages.index(told) > ix.messages.index(answer)
    await fake.wait_until(lambda: dm_turns(bot, w.carol) == 3, what="told, noted")
    # Once: neither her next command nor her next click tells it again.
    again = await fake.slash(w.carol, w.channel, "heckmeck games")
    await again.reply()
    kind, custom_id, values = choose(board, random.Random(7), 0.5)
    click = await click_move(fake, w.carol, board, kind, custom_id, values)
    assert await click.wait_response() == UPDATE_MESSAGE
    assert [m for m in again.messages + click.messages if m.text == t("en", "dm-refused")] == []
    assert len([m for m in fake.messages if m.text == t("en", "dm-refused")]) == 1
    await fake.assert_healthy(allow_errors=True)
