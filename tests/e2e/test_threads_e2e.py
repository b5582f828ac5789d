"""A thread per game through the fake Discord: the lobby in the channel, the game in a thread
opened from it on Start, the parent channel's one line at the end, the thread archived; two games
at once in two threads of one channel; a channel where the bot may not open threads."""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, Permissions
from tests.e2e.players import (
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    lobby_button,
    lobby_click,
    open_lobby,
    play_to_end,
    play_turn,
    start_game,
)


def of_game(message, game_id: int) -> bool:
    """A board of the game (of any kind): a component whose id names it ("prefix:game:...")."""
    return any((b.custom_id or "").split(":")[1:2] == [str(game_id)] for b in message.buttons())


async def start_in_thread(fake, lobby, host, guests):
    """Guests join, the host starts: (the thread, the board posted in it)."""
    for guest in guests:
        await lobby_click(fake, guest, lobby, "join")
    game_id = game_id_of(lobby)
    ix = await fake.click(host, lobby, lobby_button(lobby, "start"))
    await ix.wait_response()
    thread = await fake.wait_until(
        lambda: next((c for c in fake.threads_of(lobby.channel) if c.id == lobby.id), None),
        what="the game's thread",
    )
    board = await fake.wait_for(lambda m: of_game(m, game_id), channel=thread)
    return thread, board


@pytest.mark.bot_env(THREAD_ARCHIVE_SECONDS="0.5")
async def test_a_game_in_its_own_thread_to_the_end(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel, thread=True)
    game_id = game_id_of(lobby)
    assert game_row(bot, game_id)["meta"]["thread"] is True
    thread, board = await start_in_thread(fake, lobby, w.alice, [w.bob])
    # The thread is named after the game and its players; the lobby points to it, no buttons.
    assert thread.name == t("en", "thread-name", game="Heckmeck", players="alice, bob")
    await fake.wait_until(lambda: f"<#{thread.id}>" in lobby.text, what="the lobby's pointer")
    assert lobby.buttons() == [] and lobby.selects() == []
    assert w.alice.mention in lobby.text and w.bob.mention in lobby.text
    stored = game_row(bot, game_id)
    assert (stored["channel_id"], stored["meta"]["thread_of"]) == (thread.id, w.channel.id)
    # The turn call is in the thread, linking to the board there.
    call = await fake.wait_for(lambda m: bool(m.notified), channel=thread)
    assert f"/{thread.id}/{board.id}" in call.content
    # Inside the game's thread another game is refused, as in any channel with a game.
    ix = await fake.slash(w.carol, thread, "heckmeck", "start")
    assert await ix.wait_response() == CHANNEL_MESSAGE
    refusal = await ix.reply()
    assert refusal.ephemeral_to is w.carol
    assert refusal.text.startswith(t("en", "game-running-here", link="").strip())

    play = await play_to_end(fake, board, [w.alice, w.bob], random.Random(2), take_chance=0.7)
    ending = await ending_posted(fake, thread, game_id)
    assert ending.channel is thread
    line = await fake.wait_for(lambda m: m.content.startswith("🏁 "), channel=w.channel)
    game = game_row(bot, game_id)
    winner = next(p for p, place in zip(game["players"], places(game), strict=True) if place == 1)
    assert line.content == t(
        "en",
        "thread-game-over",
        game="Heckmeck",
        thread=f"<#{thread.id}>",
        count=1,
        names=f"<@{winner['id']}>",
    )
    assert not line.notified  # one quiet line: the players were called in the thread
    assert [m for m in fake.channel_messages(w.channel) if m is not lobby] == [line]
    await fake.wait_until(lambda: thread.archived, what="the thread archived")
    assert play.board is board
    await fake.assert_healthy()


def guild_threads(bot, guild_id: int):
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        row = db.execute("SELECT threads FROM guild_settings WHERE guild_id = ?", (guild_id,))
        found = row.fetchone()
    return None if found is None else found[0]


def places(game: dict) -> list[int]:
    """The final places, from the scores on the stored state (ties share a place)."""
    from bot.domain.heckmeck.engine import rules

    return rules.placements(rules.state_from_json(game["state"]))


async def test_two_games_at_once_in_two_threads_of_one_channel(fake, bot):
    w = fake.world
    ix = await fake.slash(fake.owner, w.channel, "heckmeck settings threads", threads=True)
    assert (await ix.reply()).text == t("en", "settings-threads-set", on=True)
    first = await open_lobby(fake, w.alice, w.channel)  # the server's default: a thread
    thread_one, board_one = await start_in_thread(fake, first, w.alice, [w.bob])
    # The channel is free again at once: a second lobby, a Drehwurm one, and its own thread.
    ix = await fake.slash(w.carol, w.channel, "drehwurm", "start")
    second = await ix.reply()
    second_id = game_id_of(second)
    thread_two, board_two = await start_in_thread(fake, second, w.carol, [w.dave, w.erin])
    assert thread_one is not thread_two
    assert fake.threads_of(w.channel) == [thread_one, thread_two]
    # Both games go on, each in its thread.
    mover = w.alice if current_mention(board_one) == w.alice.id else w.bob
    board_one = await play_turn(fake, board_one, mover, random.Random(1))
    assert board_one.channel is thread_one and current_mention(board_one) != mover.id
    # /heckmeck games links each player's game to its board in its thread.
    for user, board in ((w.alice, board_one), (w.carol, board_two)):
        answer = await (await fake.slash(user, w.channel, "heckmeck games")).reply()
        assert f"/{board.channel.id}/{board.id})" in answer.text
    # The first game is stopped from its thread: the parent gets its line.
    ix = await fake.slash(w.alice, thread_one, "heckmeck", "stop")
    confirm = await ix.reply()
    stop = await fake.click(w.alice, confirm, confirm.buttons()[0].custom_id)
    await stop.wait_response()
    line = await fake.wait_for(lambda m: m.content.startswith("🛑 "), channel=w.channel)
    assert line.content == t(
        "en", "thread-game-stopped", game="Heckmeck", thread=f"<#{thread_one.id}>"
    )
    assert game_row(bot, second_id)["status"] == "running"
    assert board_two.channel is thread_two
    await fake.assert_healthy()


async def test_without_thread_permissions_the_host_is_told_and_the_game_stays_here(fake, bot):
    w = fake.world
    w.guild.member(fake.bot_user).permissions &= ~Permissions.CREATE_PUBLIC_THREADS
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "start", thread=True)
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None
    warning = await fake.wait_for(
        lambda m: m.ephemeral_to is w.alice and m is not lobby, visible_to=w.alice
    )
    assert warning.text == t(
        "en",
        "thread-permission-missing",
        permissions=t("en", "permission-create_public_threads"),
    )
    game_id = game_id_of(lobby)
    assert "thread" not in game_row(bot, game_id)["meta"]
    # The server's setting is refused here, and stays off.
    ix = await fake.slash(fake.owner, w.channel, "heckmeck settings threads", threads=True)
    refused = await ix.reply()
    assert refused.ephemeral_to is fake.owner
    assert refused.text == t(
        "en",
        "settings-threads-permission",
        permissions=t("en", "permission-create_public_threads"),
    )
    assert guild_threads(bot, w.guild.id) is None
    board = await start_game(fake, lobby, w.alice, [w.bob])
    assert board is lobby and fake.threads_of(w.channel) == []
    assert game_row(bot, game_id)["channel_id"] == w.channel.id
    await fake.assert_healthy()


async def test_when_discord_refuses_the_thread_at_start_the_host_is_told_and_it_plays_here(
    fake, bot
):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel, thread=True)
    game_id = game_id_of(lobby)
    assert game_row(bot, game_id)["meta"]["thread"] is True  # the permissions looked fine
    await lobby_click(fake, w.bob, lobby, "join")
    fake.inject("thread", 403)  # yet Discord refuses the thread: 50013 Missing Permissions
    ix = await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
    await ix.wait_response()
    warning = await fake.wait_for(
        lambda m: m.ephemeral_to is w.alice and m is not lobby, visible_to=w.alice
    )
    assert warning.text == t(
        "en",
        "thread-permission-missing",
        permissions=t("en", "permission-create_public_threads"),
    )
    assert fake.pending_faults == [] and fake.threads_of(w.channel) == []
    # The game started in the channel, on the lobby's message, and goes on there.
    await fake.wait_until(
        lambda: current_mention(lobby) in (w.alice.id, w.bob.id), what="the board in the channel"
    )
    stored = game_row(bot, game_id)
    assert stored["status"] == "running" and stored["channel_id"] == w.channel.id
    assert "thread_of" not in stored["meta"]
    mover = w.alice if current_mention(lobby) == w.alice.id else w.bob
    board = await play_turn(fake, lobby, mover, random.Random(4))
    assert board is lobby and current_mention(board) != mover.id
    await fake.assert_healthy()
