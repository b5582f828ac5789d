"""Clocks that stand still, through the fake Discord on a clock the test moves: a player away in
a game of 24-hour turns is not removed over five days while the others play on, a host's pause
holds across a restart and runs out by itself, ▶️ Resume ends one early, and bad input is
answered privately with nothing changed."""

from __future__ import annotations

import random

from bot.i18n import t
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    open_lobby,
    play_turn,
    start_game,
)
from tests.e2e.test_long_turns_e2e import removed_ids, wait_for_board

HOUR, DAY = 3600, 24 * 3600


def resume_button(board) -> str | None:
    return next((b.custom_id for b in board.buttons() if b.custom_id.startswith("resume:")), None)


async def private_answer(fake, user, channel, command: str, **options) -> str:
    ix = await fake.slash(user, channel, command, **options)
    answer = await ix.reply()
    assert answer.ephemeral_to is user
    return answer.text


async def test_an_away_player_is_not_removed_over_five_days_and_the_others_play_on(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    players = [w.alice, w.bob, w.carol]
    board = await start_game(
        fake, await open_lobby(fake, w.alice, w.channel, turn_time="24h"), w.alice, players[1:]
    )
    game_id = game_id_of(board)
    seats = [p["id"] for p in game_row(bot, game_id)["players"]]
    away = next(u for u in players if u.id == seats[2])  # the others play before their turn

    answer = await private_answer(fake, away, w.other_channel, "heckmeck away", days=5)
    until = int(game_row(bot, game_id)["meta"]["away"][str(away.id)])
    assert abs(until - (clock.now() + 5 * DAY)) < 60
    assert answer == t("en", "away-on", when=f"<t:{until}:R>", date=f"<t:{until}:f>", left=9)
    line = t("en", "board-away", name=away.mention, when=f"<t:{until}:R>")
    board = await wait_for_board(fake, bot, game_id, lambda b: line in b.text, what="away line")

    rng = random.Random(7)
    for seat in (0, 1):  # the others play on
        user = next(u for u in players if u.id == seats[seat])
        board = await play_turn(fake, board, user, rng)
    assert current_mention(board) == away.id and line in board.text
    called = await fake.wait_for(lambda m: m.notified == {away.id}, channel=w.channel)

    # Five days pass, a day at a time: their turn waits, nobody is reminded or removed.
    for _ in range(5):
        clock.advance(DAY)
        await bot.restart(kill=True)  # each start looks at the stored deadlines afresh
        stored = game_row(bot, game_id)
        assert stored["status"] == "running" and removed_ids(stored) == []
    clock.advance(60)
    await fake.wait_until(
        lambda: "hold" not in game_row(bot, game_id)["meta"], what="the clock to run again"
    )
    stored = game_row(bot, game_id)
    assert next(p for p in stored["players"] if p["id"] == away.id).get("missed", 0) == 0
    assert abs(stored["deadline"] - (until + DAY)) < 60  # their whole turn from their return
    board = await wait_for_board(
        fake, bot, game_id, lambda b: line not in b.text, what="the away line gone"
    )
    assert current_mention(board) == away.id
    reminders = [m for m in fake.messages if m.content.startswith("⏰ ") and m.id > called.id]
    assert reminders == []
    await fake.assert_healthy(allow_errors=True)


async def test_a_paused_table_holds_across_a_restart_and_resumes(fake, start_bot, tmp_path):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    board = await start_game(
        fake, await open_lobby(fake, w.alice, w.channel, turn_time="24h"), w.alice, [w.bob]
    )
    game_id = game_id_of(board)
    left = game_row(bot, game_id)["deadline"] - clock.now()

    answer = await private_answer(fake, w.alice, w.channel, "heckmeck pause", days=3)
    pause = game_row(bot, game_id)["meta"]["pause"]
    until = int(pause["until"])
    assert answer == t("en", "pause-on", when=f"<t:{until}:R>")
    paused = t("en", "board-paused", when=f"<t:{until}:R>")
    board = await wait_for_board(
        fake, bot, game_id, lambda b: paused in b.text and resume_button(b), what="the pause"
    )
    # Only the host resumes; a guest is told privately and nothing changes.
    ix = await fake.click(w.bob, board, resume_button(board))
    assert (await ix.reply()).text == t("en", "pause-not-host")
    assert game_row(bot, game_id)["meta"]["pause"] == pause

    clock.advance(2 * DAY)
    await bot.restart(kill=True)
    assert "pause" in game_row(bot, game_id)["meta"]
    clock.advance(DAY + 60)
    await fake.wait_until(
        lambda: "pause" not in game_row(bot, game_id)["meta"], what="the pause to run out"
    )
    assert abs(game_row(bot, game_id)["deadline"] - (until + left)) < 60
    assert not [m for m in fake.messages if m.content.startswith("⏰ ")]  # none while paused
    board = await wait_for_board(
        fake, bot, game_id, lambda b: paused not in b.text and not resume_button(b), what="resumed"
    )

    # Paused again, and resumed early by the host's ▶️ Resume: the time that was left.
    clock.advance(HOUR)
    left = game_row(bot, game_id)["deadline"] - clock.now()
    await private_answer(fake, w.alice, w.channel, "heckmeck pause", days=1)
    board = await wait_for_board(fake, bot, game_id, resume_button, what="the second pause")
    clock.advance(5 * HOUR)
    ix = await fake.click(w.alice, board, resume_button(board))
    await ix.wait_response()
    await wait_for_board(  # hours old: posted afresh
        fake, bot, game_id, lambda b: "⏸️" not in b.text and not resume_button(b), what="resumed"
    )
    assert abs(game_row(bot, game_id)["deadline"] - (clock.now() + left)) < 60
    await fake.assert_healthy(allow_errors=True)


async def test_bad_away_and_pause_input_is_answered_privately_and_changes_nothing(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    long_board = await start_game(
        fake, await open_lobby(fake, w.alice, w.channel, turn_time="24h"), w.alice, [w.bob]
    )
    short_board = await start_game(
        fake, await open_lobby(fake, w.carol, w.other_channel), w.carol, [w.dave]
    )
    long_id, short_id = game_id_of(long_board), game_id_of(short_board)
    before = (game_row(bot, long_id), game_row(bot, short_id))

    async def refused(user, channel, command, key, **options):
        text = await private_answer(fake, user, channel, command, **options)
        assert text == key, text
        assert (game_row(bot, long_id), game_row(bot, short_id)) == before

    await refused(w.bob, w.channel, "heckmeck away", t("en", "away-days-invalid", most=14), days=0)
    await refused(w.bob, w.channel, "heckmeck away", t("en", "away-days-invalid", most=14), days=15)
    await refused(w.bob, w.channel, "heckmeck back", t("en", "away-not-away", left=14))
    await refused(w.bob, w.channel, "heckmeck pause", t("en", "pause-not-host"), days=2)
    too_long = t("en", "pause-days-invalid", most=7)
    await refused(w.alice, w.channel, "heckmeck pause", too_long, days=8)
    await refused(w.carol, w.other_channel, "heckmeck pause", t("en", "pause-short-turns"), days=1)
    empty = w.guild.add_text_channel("empty")
    await refused(w.alice, empty, "heckmeck pause", t("en", "no-game-here"), days=1)

    # The allowance: ten days taken, back at once (nine given back), then fourteen is too many.
    await private_answer(fake, w.erin, w.channel, "heckmeck away", days=10)
    until = int(clock.now() + 10 * DAY)
    await refused(
        w.erin, w.channel, "heckmeck away",
        t("en", "away-already", when=f"<t:{until}:R>"), days=1,
    )  # fmt: skip
    back = await private_answer(fake, w.erin, w.channel, "heckmeck back")
    assert back == t("en", "away-off", left=13)
    await refused(w.erin, w.channel, "heckmeck away", t("en", "away-too-many", left=13), days=14)
    await fake.assert_healthy(allow_errors=True)
