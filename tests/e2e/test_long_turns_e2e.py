"""Games played across the day through the fake Discord, on a clock the test moves: a server's
turn time, the lobby and board that show it, the reminder at 75 % of a long turn, the timeout,
the warning and the removal after two missed long turns, across restarts."""

from __future__ import annotations

import random
import re

from bot.i18n import t
from tests.e2e.fake_discord import APPLICATION_COMMAND, CHANNEL_MESSAGE, UPDATE_MESSAGE
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_mention,
    field,
    game_id_of,
    game_row,
    has_controls,
    lobby_button,
    moves,
    open_lobby,
    play_turn,
    shows_roll,
    start_game,
    table_notes,
)
from tests.e2e.test_forged_input import assert_answered_once_and_nothing_changed, stored_state

HOUR = 3600


def removed_ids(game: dict) -> list[int]:
    return [p["id"] for p in game["players"] if p.get("removed")]


def board_now(fake, bot, game_id: int):
    """The game's board message as the bot noted it: a board a day old is posted afresh."""
    noted = (table_notes(bot, game_id)["board"] or {}).get("message_id")
    return next((m for m in fake.messages if m.id == noted), None)


async def wait_for_board(fake, bot, game_id: int, shows, what: str):
    """Wait until the game's board (whichever message it now is) `shows` something; that board."""
    return await fake.wait_until(
        lambda: (board := board_now(fake, bot, game_id)) is not None and shows(board) and board,
        what=what,
    )


async def test_a_24_hour_game_reminds_times_out_warns_and_removes_across_restarts(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    ix = await fake.slash(fake.owner, w.channel, "heckmeck settings turn_time", turn_time="24h")
    answer = await ix.reply()
    assert answer.ephemeral_to is fake.owner
    assert answer.text == t("en", "settings-turn-time-set", time=t("en", "choice-turn_time-24h"))

    lobby = await open_lobby(fake, w.alice, w.channel)  # no turn_time: the server's 24 hours
    assert field(lobby, t("en", "lobby-turn-time")) == t("en", "choice-turn_time-24h")
    players = [w.alice, w.bob, w.carol]
    board = await start_game(fake, lobby, w.alice, players[1:])
    game_id = game_id_of(board)
    game = game_row(bot, game_id)
    assert game["meta"]["turn_time"] == 24 * HOUR
    assert abs(game["deadline"] - (clock.now() + 24 * HOUR)) < 60
    seats = [p["id"] for p in game["players"]]
    idle = next(u for u in players if u.id == seats[0])  # on turn first; never clicks
    deadline = int(game["deadline"])
    shown = t("en", "board-deadline-long", when=f"<t:{deadline}:R>", date=f"<t:{deadline}:f>")
    assert shown in board.text
    call = await fake.wait_for(lambda m: m.notified == {idle.id}, channel=w.channel)
    assert call.content.startswith("🎲 ") and t("en", "ping-last-chance") not in call.content

    def reminders() -> list:  # deleted ones too
        return [m for m in fake.messages if m.channel is w.channel and m.content.startswith("⏰ ")]

    await fake.wait_until(
        lambda: (table_notes(bot, game_id)["ping"] or {}).get("message_id") == call.id,
        what="the call noted (a restart deletes it then)",
    )
    # 17 hours on, across a restart: no reminder yet (it comes at 75 %, 18 hours).
    clock.advance(17 * HOUR)
    await bot.restart(kill=True)
    assert reminders() == []
    clock.advance(HOUR + 60)
    reminder = await fake.wait_for(lambda m: m.content.startswith("⏰ "), channel=w.channel)
    assert reminder.notified == {idle.id}
    assert f"<t:{deadline}:R>" in reminder.content
    await fake.wait_until(lambda: call.deleted, what="the turn call replaced by the reminder")

    # The deadline passes: the turn times out, a first miss, nobody removed.
    clock.advance(6 * HOUR)
    board = await wait_for_board(  # a day old by now: posted afresh
        fake,
        bot,
        game_id,
        lambda b: current_mention(b) == seats[1],
        what="the idle turn to time out",
    )
    stored = game_row(bot, game_id)
    assert next(p for p in stored["players"] if p["id"] == idle.id)["missed"] == 1
    assert removed_ids(stored) == []
    timed_out = [line for line in board.text.splitlines() if t("en", "log-timed-out") in line]
    assert timed_out and idle.mention in timed_out[-1], board.text
    await fake.wait_until(lambda: reminder.deleted, what="the reminder deleted")

    rng = random.Random(5)
    for seat in (1, 2):
        user = next(u for u in players if u.id == seats[seat])
        board = await play_turn(fake, board, user, rng)
    # The idle player's turn again: the call warns that this one is the last chance.
    warning = await fake.wait_for(
        lambda m: m.notified == {idle.id} and not m.deleted, channel=w.channel, after=reminder
    )
    assert t("en", "ping-last-chance") in warning.content
    assert len(reminders()) == 1  # never more than one reminder for a turn

    # A second missed day, across a restart: the idle player leaves the game, the others go on.
    await bot.restart(kill=True)
    clock.advance(24 * HOUR + 60)
    await fake.wait_until(
        lambda: removed_ids(game_row(bot, game_id)) == [idle.id],
        what="the idle player removed",
        channel=w.channel,
    )
    board = await wait_for_board(
        fake,
        bot,
        game_id,
        lambda b: t("en", "event-removed", name=idle.mention) in b.text,
        what="the removal on the board",
    )
    stored = game_row(bot, game_id)
    assert stored["status"] == "running" and current_mention(board) == seats[1]
    await fake.assert_healthy(allow_errors=True)


async def test_the_host_picks_a_turn_time_and_a_forged_one_is_refused(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel, turn_time="3d")
    assert field(lobby, t("en", "lobby-turn-time")) == t("en", "choice-turn_time-3d")
    assert game_row(bot, game_id_of(lobby))["meta"]["turn_time"] == 3 * 24 * HOUR
    # The short turn is the default and is not shown in the lobby.
    short = await open_lobby(fake, w.bob, w.other_channel, turn_time="2m")
    assert t("en", "lobby-turn-time") not in short.text
    assert "turn_time" not in game_row(bot, game_id_of(short))["meta"]

    command = next(c for c in fake.commands[None] if c["name"] == "heckmeck")
    channel = w.guild.add_text_channel("forged")
    for forged in ("5h", "2 minutes", "24H", ""):
        before, log_at = stored_state(bot), len(bot.log())
        data = {
            "id": command["id"],
            "name": "heckmeck",
            "type": 1,
            "options": [
                {
                    "type": 1,
                    "name": "start",
                    "options": [{"type": 3, "name": "turn_time", "value": forged}],
                }
            ],
        }
        ix = await fake.send_interaction(w.carol, channel, APPLICATION_COMMAND, data)
        await assert_answered_once_and_nothing_changed(fake, bot, ix, before, log_at)
        assert ix.response_type == CHANNEL_MESSAGE
        answer = ix.messages[0]
        # refused before the command runs: the value is not one the command declares
        assert answer.ephemeral_to is w.carol and answer.text == t("en", "invalid-option")
    # The server setting needs Manage Server.
    ix = await fake.slash(w.alice, w.channel, "heckmeck settings turn_time", turn_time="8h")
    assert (await ix.reply()).text == t("en", "permission-needed")
    await fake.assert_healthy(allow_errors=True)


LINK = re.compile(r"https://discord\.com/channels/(\d+)/(\d+)/(\d+)")


def linked_messages(fake, answer) -> list:
    """The messages the answer's jump links open."""
    found = []
    for guild, channel, message in LINK.findall(answer.text):
        target = next(m for m in fake.messages if m.id == int(message))
        assert (target.channel.id, target.channel.guild.id) == (int(channel), int(guild))
        found.append(target)
    return found


async def test_my_games_lists_a_players_games_and_lobbies_across_channels(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    third = w.guild.add_text_channel("third")
    here = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    there = await start_game(
        fake, await open_lobby(fake, w.carol, w.other_channel, turn_time="24h"), w.carol, [w.alice]
    )
    lobby = await open_lobby(fake, w.dave, third)
    ix = await fake.click(w.alice, lobby, lobby_button(lobby, "join"))
    assert await ix.wait_response() == UPDATE_MESSAGE

    ix = await fake.slash(w.alice, third, "heckmeck games")
    answer = await ix.reply()
    assert answer.ephemeral_to is w.alice
    assert answer.embeds[0]["title"] == t("en", "my-games-title", count=2)
    # Both boards and the lobby, each linked, a board waiting for alice first; the boards with
    # whose turn and until when.
    linked = linked_messages(fake, answer)
    assert {m.id for m in linked[:2]} == {here.id, there.id} and linked[2:] == [lobby]
    waiting = [game_row(bot, game_id_of(m)) for m in linked[:2]]
    on_turn = [g["players"][g["state"]["current"]]["id"] == w.alice.id for g in waiting]
    assert on_turn == sorted(on_turn, reverse=True)
    for board in (here, there):
        game = game_row(bot, game_id_of(board))
        on_turn = game["players"][game["state"]["current"]]["id"]
        when = f"<t:{int(game['deadline'])}:R>"
        turn = (
            t("en", "my-games-your-turn", when=when)
            if on_turn == w.alice.id
            else t("en", "my-games-their-turn", name=f"<@{on_turn}>", when=when)
        )
        assert turn in answer.text
        assert f"<#{board.channel.id}>" in answer.text
    assert t("en", "my-games-lobbies") in answer.text
    assert f"<@{w.dave.id}>" in answer.text  # the lobby's host

    # Carol sits in one game; Erin in none; a player removed from a game no longer sits in it.
    carol = await (await fake.slash(w.carol, w.channel, "heckmeck games")).reply()
    assert linked_messages(fake, carol) == [there]
    assert carol.embeds[0]["title"] == t("en", "my-games-title", count=1)
    erin = await (await fake.slash(w.erin, w.channel, "heckmeck games")).reply()
    assert erin.ephemeral_to is w.erin and erin.text == t("en", "my-games-none")
    # Two missed days in a row remove the idle player of the 24-hour game from its list.
    there_id = game_id_of(there)
    game = game_row(bot, there_id)
    idle = game["players"][game["state"]["current"]]["id"]
    other = next(u for u in (w.alice, w.carol) if u.id != idle)
    clock.advance(24 * HOUR + 60)
    moved = await wait_for_board(  # a day old: the board is posted afresh
        fake, bot, there_id, lambda b: current_mention(b) == other.id, what="a missed day"
    )
    assert moved is not there and there.deleted  # no stub left behind
    board = await play_turn(fake, moved, other, random.Random(3))
    clock.advance(24 * HOUR + 60)
    await fake.wait_until(
        lambda: removed_ids(game_row(bot, there_id)) == [idle],
        what="the idle player removed",
    )
    user = w.alice if idle == w.alice.id else w.carol
    listed = await (await fake.slash(user, w.channel, "heckmeck games")).reply()
    assert {there, moved}.isdisjoint(linked_messages(fake, listed))
    assert board is moved  # young again: played in place
    await fake.assert_healthy(allow_errors=True)


async def test_a_board_a_day_old_is_posted_afresh_when_its_old_buttons_are_pressed(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, turn_time="3d")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    step = game_row(bot, game_id)["step"]

    # A day on the table's clock (the turn lasts three): the board is far too old to edit.
    clock.advance(24 * HOUR)
    roll = await fake.click(mover, board, moves(board)["roll"])
    assert await roll.wait_response() == UPDATE_MESSAGE  # the old board's button is answered
    fresh = await fake.wait_for(
        lambda m: m.id != board.id and has_controls(m), channel=w.channel, after=board
    )
    assert fresh not in roll.messages  # posted through the channel, not the click's token
    assert not has_controls(board)
    assert game_id_of(fresh) == game_id and current_mention(fresh) == mover.id
    assert shows_roll(fresh)  # the game went on: the roll is on the fresh board
    assert game_row(bot, game_id)["step"] > step
    await fake.wait_until(
        lambda: table_notes(bot, game_id)["board"]["message_id"] == fresh.id,
        what="the fresh board noted as the game's board",
    )
    # Young again by the same clock: the next click edits the fresh board in place.
    face = next(cid for move, cid in moves(fresh).items() if move.startswith("face:"))
    pick = await fake.click(mover, fresh, face)
    assert await pick.wait_response() == UPDATE_MESSAGE
    assert (await pick.reply()).id == fresh.id
    assert len([m for m in fake.channel_messages(w.channel) if has_controls(m)]) == 1
    await fake.assert_healthy(allow_errors=True)
