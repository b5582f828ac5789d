"""The table through the fake Discord: turn pings, the running log, the ending message
with Rematch, buttons during a computer's turn."""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.i18n import t
from cogs.table.emojis import emoji_names
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Message
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    computer_menu,
    current_mention,
    field,
    final_text,
    game_id_of,
    game_row,
    lobby_button,
    moves,
    open_lobby,
    play_to_end,
    play_turn,
    start_game,
    table_notes,
    turn_text,
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
    game_id = game_id_of(board)

    def reminded() -> bool:
        call = table_notes(bot, game_id)["ping"] or {}
        return call.get("reminded") == game_row(bot, game_id)["meta"]["turn_no"]

    await fake.wait_until(reminded, timeout=30, what="the reminder noted in the game")
    await fake.assert_healthy(allow_errors=True)


async def test_pings_setting_needs_manage_server(fake, bot):
    w = fake.world
    ix = await fake.slash(w.alice, w.channel, "heckmeck settings pings", mode="off")
    reply = await ix.reply()
    assert reply.text == t("en", "permission-needed")
    assert ix.response_type != UPDATE_MESSAGE


def ending_of(fake: FakeDiscord, channel) -> list[Message]:
    title = t("en", "ending-rematch")
    return [m for m in fake.channel_messages(channel) if any(b.label == title for b in m.buttons())]


async def test_a_finished_game_posts_one_ending_with_standings_and_rematch_seats_everyone(
    fake, bot
):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    play = await play_to_end(fake, board, [w.alice, w.bob], random.Random(3), take_chance=0.7)
    ending = await fake.wait_for(
        lambda m: m.notified and m.buttons(), channel=w.channel, after=board, timeout=30
    )
    assert ending.notified == {w.alice.id, w.bob.id}  # both called, once
    assert ending_of(fake, w.channel) == [ending]
    # the same standings as the board's, each player's line ending with their rating change
    rated = field(ending, t("en", "ending-final-rated")).splitlines()
    assert [line.split(" · ")[0] for line in rated] == final_text("en", play.board).splitlines()
    assert all(t("en", "rating-word") in line for line in rated[:2])
    # No turn call is left over once the game is over.
    await fake.wait_until(
        lambda: [m for m in fake.channel_messages(w.channel) if m.notified] == [ending],
        timeout=30,
        what="the last turn call deleted",
    )

    ix = await fake.click(w.bob, ending, label=t("en", "ending-rematch"))
    assert await ix.wait_response() == 4
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None
    new_id = game_id_of(lobby)
    game = game_row(bot, new_id)
    assert game["status"] == "lobby" and game["host_id"] == w.bob.id
    assert {p["id"] for p in game["players"]} == {w.alice.id, w.bob.id}
    assert game["options"] == game_row(bot, game_id)["options"]
    leave = await fake.click(w.alice, lobby, lobby_button(lobby, "leave"))
    assert await leave.wait_response() == UPDATE_MESSAGE
    assert [p["id"] for p in game_row(bot, new_id)["players"]] == [w.bob.id]
    await fake.assert_healthy()


async def test_on_a_computers_turn_every_move_button_is_disabled(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    ix = await fake.select(w.alice, lobby, computer_menu(lobby), ["hard"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, w.alice, [])
    await play_to_end(fake, board, [w.alice], random.Random(4), take_chance=0.7)
    computer_versions = 0
    for version in [*board.versions, board.payload()]:
        texts = [e.get("description") or "" for e in version["embeds"]]
        texts += [f.get("value") or "" for e in version["embeds"] for f in e.get("fields") or ()]
        on_turn = [line for text in texts for line in text.splitlines() if line.startswith("▶️")]
        buttons = [c for row in version["components"] for c in row.get("components", ())]
        moves = [
            c for c in buttons if not c.get("custom_id", "").startswith(("read:", "leaving:"))
        ]
        if on_turn and "🤖" in on_turn[0]:
            computer_versions += 1
            # Every move waits; reading the table aloud and leaving are for any time.
            assert moves and all(c.get("disabled") for c in moves), version["components"]
            assert all(not c.get("disabled") for c in buttons if c not in moves)
    assert computer_versions > 0


def log_lines(board) -> list[str]:
    """The lines of a Heckmeck board's log (one per turn), up to the turn line."""
    description = board.embeds[0]["description"]
    heading = f"**{t('en', 'board-last')}**"
    if heading not in description:
        return []
    return [line for line in description.split(heading)[1].splitlines() if line and line[0] != "▶"]


async def test_a_bust_stays_in_the_log_through_the_next_players_first_roll(fake, bot):
    w = fake.world
    players = {w.alice.id: w.alice, w.bob.id: w.bob}
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    rng = random.Random(8)
    for _ in range(40):  # greedy players bust soon
        mover = players[current_mention(board)]
        board = await play_turn(fake, board, mover, rng, take_chance=0)
        busts = [line for line in log_lines(board) if line.startswith(mover.mention + ":")]
        if busts and "💥" in busts[-1]:
            bust = busts[-1]
            break
    else:
        raise AssertionError("nobody busted in 40 turns")
    following = players[current_mention(board)]
    ix = await fake.click(following, board, moves(board)["roll"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    rolled = await ix.reply()
    assert bust in log_lines(rolled)  # the bust's turn, on its line
    assert "🎲" in turn_text(rolled)  # the next player's roll, under the log
    await fake.assert_healthy()


async def test_application_emojis_are_uploaded_once_across_two_restarts(fake, bot):
    names = set(emoji_names())  # every game's pictures: dice, tiles, cards
    ready = "Application emojis ready"
    await fake.wait_until(lambda: ready in bot.log(), timeout=30, what="the emojis uploaded")
    assert sorted(fake.emoji_uploads) == sorted(names)
    for starts in (2, 3):
        await bot.restart(kill=starts == 2)
        await fake.wait_until(
            lambda n=starts: bot.log().count(ready) == n, timeout=30, what="the emojis checked"
        )
    assert len(fake.emoji_uploads) == len(names)  # found by name: nothing uploaded again
    # The boards draw with them: the grill's tiles, the dice faces on the buttons.
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    ids = {e["name"]: e["id"] for e in fake.app_emojis.values()}
    grill = board.embeds[0]["description"].splitlines()[0]
    assert f"<:tile_21_1_worm:{ids['tile_21_1_worm']}>" in grill
    assert {b.emoji for b in board.buttons()} >= {"die_1", "worm"}
    await fake.assert_healthy()


async def test_after_a_restart_boards_draw_with_the_stored_emojis_before_discord_answers(fake, bot):
    await fake.wait_until(lambda: "Application emojis ready" in bot.log(), timeout=30)
    ids = {e["name"]: e["id"] for e in fake.app_emojis.values()}
    # Discord cannot list the emojis after the restart: the boards still have them.
    fake.inject("emoji-list", 503, times=1000)
    await bot.restart(kill=True)
    await fake.wait_until(
        lambda: "Could not set up the application emojis" in bot.log(),
        timeout=60,
        what="the emoji check to give up",
    )
    fake.clear_faults()
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    grill = board.embeds[0]["description"].splitlines()[0]
    assert f"<:tile_21_1_worm:{ids['tile_21_1_worm']}>" in grill
    assert {b.emoji for b in board.buttons()} >= {"die_1", "worm"}
    await fake.assert_healthy(allow_errors=True)


async def test_without_emojis_the_board_falls_back_to_text_and_says_so_once(fake, start_bot):
    fake.refuse_emoji_uploads = True
    bot = await start_bot()
    await fake.wait_until(
        lambda: "Could not set up the application emojis" in bot.log(),
        timeout=30,
        what="the fallback logged",
    )
    assert bot.log().count("Could not set up the application emojis") == 1
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    grill = board.embeds[0]["description"].splitlines()[0]
    assert grill.startswith("`21`🪱 `22`🪱") and "`36`🪱🪱🪱🪱" in grill
    assert "🪱" in [b.label for b in board.buttons()]
    await fake.assert_healthy(allow_errors=True)


async def test_a_player_whose_language_differs_from_the_boards_is_told_once(fake, bot):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    w.guild.add_member(hans)
    lobby = await open_lobby(fake, w.alice, w.channel)
    join = await fake.click(hans, lobby, lobby_button(lobby, "join"))
    assert await join.wait_response() == UPDATE_MESSAGE
    note = (await join.wait_messages(2, timeout=30))[1]
    assert note.ephemeral_to is hans
    assert note.content == t("de", "locale-note", language="en")
    for op in ("leave", "join"):  # more clicks: no second note
        ix = await fake.click(hans, lobby, lobby_button(lobby, op))
        assert await ix.wait_response() == UPDATE_MESSAGE
    refusal = await fake.click(hans, lobby, lobby_button(lobby, "start"))
    assert (await refusal.reply()).content == t("de", "only-host")
    notes = [m for m in fake.messages if m.ephemeral_to is hans and "ℹ️" in m.content]
    assert notes == [note]
    # alice reads the board's language: she is never told
    assert not [m for m in fake.messages if m.ephemeral_to is w.alice]
    await fake.assert_healthy()


async def test_drehwurm_calls_the_player_on_turn_and_says_to_open_the_hand(fake, bot):
    w = fake.world
    lobby = await (await fake.slash(w.alice, w.channel, "drehwurm", "start")).reply()
    game_id = game_id_of(lobby)
    for guest in (w.bob, w.carol):
        join = await fake.click(guest, lobby, lobby_button(lobby, "join"))
        assert await join.wait_response() == UPDATE_MESSAGE
    assert (
        await (await fake.click(w.alice, lobby, lobby_button(lobby, "start"))).wait_response() == 7
    )
    game = game_row(bot, game_id)
    first = game["players"][game["state"]["current"]]["id"]
    call = await fake.wait_for(lambda m: m.notified, channel=w.channel, timeout=30)
    assert call.notified == {first}
    # Nobody has opened their hand yet: the call says how.
    assert t("en", "ping-hand-hint") in call.content
    await fake.assert_healthy()


async def test_a_waiting_turn_still_gets_its_reminder_after_a_restart(fake, start_bot, tmp_path):
    # The bot's clock is moved past half the turn while it is down: however long the restart
    # takes on a busy machine, the turn is still the first player's when it is back.
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(TURN_TIMEOUT_SECONDS="600", **clock.setting)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    first = current_mention(board)
    call = await fake.wait_for(lambda m: m.notified, channel=w.channel, timeout=30)
    await fake.wait_until(
        lambda: (table_notes(bot, game_id_of(board))["ping"] or {}).get("message_id") == call.id,
        timeout=30,
        what="the call noted",
    )
    await bot.kill()
    await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")
    clock.advance(301)  # the reminder is due at half the turn's 600 seconds
    await bot.start()
    reminder = await fake.wait_for(
        lambda m: m.notified and m.content.startswith("⏰ "), channel=w.channel, timeout=30
    )
    assert reminder.notified == {first}
    await fake.wait_until(lambda: call.deleted, timeout=30, what="the first call deleted")
    await fake.assert_healthy(allow_errors=True)


async def test_with_pings_off_nobody_is_called(fake, bot):
    w = fake.world
    hans = fake.add_user("hans", locale="de")
    w.guild.add_member(hans)
    ix = await fake.slash(fake.owner, w.channel, "heckmeck settings pings", mode="off")
    assert (await ix.reply()).text == t("en", "settings-pings-set", mode="off")
    lobby = await open_lobby(fake, hans, w.channel)
    join = await fake.click(w.bob, lobby, lobby_button(lobby, "join"))
    assert await join.wait_response() == UPDATE_MESSAGE
    start = await fake.click(hans, lobby, lobby_button(lobby, "start"))
    assert await start.wait_response() == UPDATE_MESSAGE
    # Hans's language note comes after the start was shown and its turn call considered:
    note = (await start.wait_messages(2, timeout=30))[1]
    assert note.content == t("de", "locale-note", language="en")
    assert calls(fake, w.channel) == []
    await fake.assert_healthy()


@pytest.mark.bot_env(SNAP_WINDOW_SECONDS="0.2", COMPUTER_DELAY_SECONDS="0.05")
async def test_drehwurm_hands_are_still_updated_after_a_restart(fake, bot):
    from tests.e2e.test_drehwurm_e2e import click, hand_moves, open_table, state_of

    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])

    def stored_hands() -> int:
        with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
            return db.execute("SELECT count(*) FROM hand_messages").fetchone()[0]

    await fake.wait_until(lambda: stored_hands() == 3, timeout=30, what="the hands noted")
    await bot.restart(kill=True)
    game = table.game()
    mover = next(u for u in table.humans if u.id == game["players"][state_of(game).current]["id"])
    others = [u for u in table.humans if u is not mover]
    edits = {u.id: table.hands[u.id].edit_count for u in others}
    await fake.wait_until(
        lambda: hand_moves(table.hands[mover.id])[0], timeout=30, what="the mover's plays"
    )
    regular, _ = hand_moves(table.hands[mover.id])
    ix = await click(table, mover, *regular[0])
    assert ix.response_type == UPDATE_MESSAGE
    # The hands shown before the restart are edited through their stored interaction tokens.
    await fake.wait_until(
        lambda: all(table.hands[u.id].edit_count > edits[u.id] for u in others),
        timeout=30,
        what="the other hands updated",
    )
    await fake.assert_healthy()
