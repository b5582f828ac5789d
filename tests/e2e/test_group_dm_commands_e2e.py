"""What a player does beside the board at a group-DM table (docs/group-chats.md): away time, the
host's pause and leaving the game through `/play`, each answered privately and shown on the board
through the token of its last press; `/stats` and `/history` outside any server. The fake Discord
refuses every channel route of the group DM (50001), as Discord does."""

from __future__ import annotations

import random

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE, Channel
from tests.e2e.players import (
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    play_turn,
    play_turns,
    start_game,
    step_of,
)
from tests.e2e.test_group_dm_e2e import open_table, untouched
from tests.e2e.test_held_clocks_e2e import resume_button


@pytest.fixture
def friends(fake) -> Channel:
    w = fake.world
    fake.install_for(w.alice)  # only alice added the app, to her account
    return fake.add_group_dm("friends", w.alice, w.bob, w.carol)


async def answer_of(fake, user, place, command: str, **options):
    ix = await fake.slash(user, place, command, **options)
    answer = await ix.reply()
    assert answer.ephemeral_to is user, answer
    return answer


async def test_the_host_pauses_a_group_dm_table_and_resumes_it(fake, bot, friends):
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck", turn_time="24h")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)

    answer = await answer_of(fake, w.alice, friends, "play pause", days=2)
    until = int(game_row(bot, game_id)["meta"]["pause"]["until"])
    assert answer.text == t("en", "pause-on", when=f"<t:{until}:R>")
    paused = t("en", "board-paused", when=f"<t:{until}:R>")
    await fake.wait_until(  # shown in place, through the token of the board's last press
        lambda: paused in board.text and resume_button(board), what="the pause on the board"
    )
    # A guest may not resume; the host's ▶️ Resume ends the pause.
    guest = await fake.click(w.bob, board, resume_button(board))
    assert (await guest.reply()).text == t("en", "pause-not-host")
    host = await fake.click(w.alice, board, resume_button(board))
    assert await host.wait_response() == UPDATE_MESSAGE
    await fake.wait_until(
        lambda: paused not in board.text and not resume_button(board), what="resumed"
    )
    assert "pause" not in game_row(bot, game_id)["meta"]
    # Bad input: a pause by a guest, and a pause of too many days, change nothing.
    fake.install_for(w.bob)
    refused = await answer_of(fake, w.bob, friends, "play pause", days=1)
    assert refused.text == t("en", "pause-not-host")
    assert "pause" not in game_row(bot, game_id)["meta"]
    untouched(fake, friends)


async def test_away_time_from_the_bots_dm_shows_on_the_group_dm_board(fake, bot, friends):
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck", turn_time="24h")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)

    dm = fake.bot_dm(w.bob)  # bob installed nothing: his DM with the bot offers /play
    answer = await answer_of(fake, w.bob, dm, "play away", days=3)
    until = int(game_row(bot, game_id)["meta"]["away"][str(w.bob.id)])
    assert answer.text == t("en", "away-on", when=f"<t:{until}:R>", date=f"<t:{until}:f>", left=11)
    line = t("en", "board-away", name=w.bob.mention, when=f"<t:{until}:R>")
    await fake.wait_until(lambda: line in board.text, what="the away line on the board")

    back = await answer_of(fake, w.bob, dm, "play back")
    assert back.text == t("en", "away-off", left=13)
    await fake.wait_until(lambda: line not in board.text, what="the away line gone")
    again = await answer_of(fake, w.bob, dm, "play back")  # not away: said so, nothing changes
    assert again.text == t("en", "away-not-away", left=13)
    untouched(fake, friends)


async def test_a_player_leaves_a_group_dm_table_and_the_others_play_on(fake, bot, friends):
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    board = await start_game(fake, lobby, w.alice, [w.bob, w.carol])
    game_id = game_id_of(board)

    ask = await answer_of(fake, w.alice, friends, "play leave")
    assert ask.content == t("en", "leave-confirm", fate=t("en", "leave-seat-removed"))
    confirm = await fake.click(w.alice, ask, ask.enabled_buttons()[0].custom_id)
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert ask.content == t("en", "leave-done")
    seat = next(p for p in game_row(bot, game_id)["players"] if p["id"] == w.alice.id)
    assert seat.get("removed")
    await fake.wait_until(  # the board shows the game without her, in place
        lambda: step_of(board) == game_row(bot, game_id)["step"], what="the board after the leave"
    )
    assert current_mention(board) != w.alice.id
    again = await answer_of(fake, w.alice, friends, "play leave")
    assert again.content == t("en", "leave-not-seated")
    played = await play_turns(fake, board, [w.bob, w.carol], random.Random(11))
    await ending_posted(fake, friends, played.game_id)
    untouched(fake, friends)


async def test_stats_and_history_outside_a_server_show_the_group_dm_games(fake, bot, friends):
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    played = await play_turns(fake, board, [w.alice, w.bob], random.Random(4))
    await ending_posted(fake, friends, played.game_id)

    stats = await answer_of(fake, w.alice, friends, "stats")
    assert t("en", "stats-title", player=w.alice.name) in stats.text
    assert t("en", "stats-no-games", player=w.alice.name) not in stats.text
    history = await answer_of(fake, w.alice, friends, "history")
    assert f"#{played.game_id}" in history.text
    dm = fake.bot_dm(w.bob)  # also in the bot's DM, for a player who installed nothing
    assert f"#{played.game_id}" in (await answer_of(fake, w.bob, dm, "history")).text
    assert (
        t("en", "stats-no-games", player=w.bob.name)
        not in (await answer_of(fake, w.bob, dm, "stats")).text
    )
    # A server's history does not show games played outside it.
    in_server = await answer_of(fake, w.alice, w.channel, "history")
    assert f"#{played.game_id}" not in in_server.text
    untouched(fake, friends)


async def test_a_player_who_asked_is_told_of_their_turn_by_direct_message(fake, bot, friends):
    w = fake.world
    dm = fake.bot_dm(w.bob)  # bob installed nothing: he opts in from his DM with the bot
    assert (await answer_of(fake, w.bob, dm, "play remind", dm=True)).text == t(
        "en", "remind-dm-on"
    )
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    if current_mention(board) == w.alice.id:
        board = await play_turn(fake, board, w.alice, random.Random(2))
    assert current_mention(board) == w.bob.id
    notices = lambda: [m for m in fake.direct_messages(w.bob) if not m.ephemeral]  # noqa: E731
    await fake.wait_until(lambda: notices() or None, what="bob's notice")
    notice = notices()[-1]
    # The game in a chat of no server: its notice names none, and links the board there.
    assert notice.content.startswith("🎲 ") and "@me" in notice.content, notice.content
    assert notice.content == t(
        "en",
        "dm-turn-chat",
        game=t("en", "game-name", game="heckmeck"),
        when=f"<t:{int(game_row(bot, game_id_of(board))['deadline'])}:R>",
        link=f"https://discord.com/channels/@me/{friends.id}/{board.id}",
    )
    off = await answer_of(fake, w.bob, dm, "play remind", dm=False)
    assert off.text == t("en", "remind-dm-off")
    untouched(fake, friends)
