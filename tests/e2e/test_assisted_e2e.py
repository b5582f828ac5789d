"""End to end: who a hint marks as assisted, what the ending says about it, and that /leaderboard
and /stats count the same rated games afterwards."""

from __future__ import annotations

import random
import re
import sqlite3

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Message, User
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    computer_menu,
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    has_controls,
    open_lobby,
    play_to_end,
    play_turn,
    start_game,
    wait_for_turn,
)
from tests.e2e.test_leaderboard_e2e import board_rows, stats_detail, stats_of
from tests.e2e.test_odds_e2e import ask_odds, ask_own_odds, results_of

# Long enough that a computer's turn (several steps, each this long) is still going when the
# odds asked on it are noted, even on a loaded machine.
SLOW_COMPUTER = "20"


async def against_the_computer(fake: FakeDiscord, user: User) -> Message:
    """A Heckmeck game with hints on: `user` against an easy computer player; the board."""
    lobby = await open_lobby(fake, user, fake.world.channel, hints=True)
    ix = await fake.select(user, lobby, computer_menu(lobby), ["easy"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    return await start_game(fake, lobby, user, [])


def placement(bot, game_id: int, user_id: int) -> int:
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        (place,) = db.execute(
            "SELECT placement FROM results WHERE game_id = ? AND user_id = ?", (game_id, user_id)
        ).fetchone()
    return place


async def test_only_a_hint_on_your_own_turn_leaves_a_game_unrated_and_board_and_stats_agree(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(COMPUTER_DELAY_SECONDS=SLOW_COMPUTER, **clock.setting)
    rng = random.Random(3)

    # A hint asked on the computer's turn is for watching: the game stays rated.
    board = await against_the_computer(fake, w.alice)
    watched = game_id_of(board)
    if current_mention(board) == w.alice.id:
        board = await play_turn(fake, board, w.alice, rng, take_chance=0.7)
    assert has_controls(board) and current_mention(board) is None, board.text  # the computer's
    answer = await ask_odds(fake, w.alice, board)
    assert t("en", "odds-watching-note") in answer.content
    assert t("en", "odds-assisted-note") not in answer.content
    assert "assisted" not in game_row(bot, watched)["meta"]
    # The rest of the game at full speed. The computer's current step keeps its deadline: the
    # clock moves past it while the bot is down, so it is due when the bot is back.
    await bot.stop()
    await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")
    clock.advance(float(SLOW_COMPUTER))
    await bot.start(COMPUTER_DELAY_SECONDS="0")
    await play_to_end(fake, board, [w.alice], rng, take_chance=0.7)
    ending = await ending_posted(fake, w.channel, watched)
    assert "💡" not in ending.text and "💡" not in board.text
    alice_row = next(r for r in results_of(bot, watched) if r["user_id"] == w.alice.id)
    assert (alice_row["rated"], alice_row["assisted"]) == (1, 0)

    # A hint on her own turn: this game, and only this one, is not rated, and the ending says why.
    board = await against_the_computer(fake, w.alice)
    assisted = game_id_of(board)
    assert await wait_for_turn(fake, board) == w.alice.id
    answer = await ask_own_odds(fake, w.alice, board)
    assert t("en", "odds-assisted-note") in answer.content
    assert game_row(bot, assisted)["meta"]["assisted"] == [w.alice.id]
    await play_to_end(fake, board, [w.alice], rng, take_chance=0.7)
    ending = await ending_posted(fake, w.channel, assisted)
    assert t("en", "ending-assisted", names=w.alice.mention) in ending.text
    assert "rating now" not in ending.text  # no rating changed
    alice_row = next(r for r in results_of(bot, assisted) if r["user_id"] == w.alice.id)
    assert (alice_row["rated"], alice_row["assisted"]) == (0, 1)

    # The leaderboard counts the rated game only; /stats counts both and the rated one apart.
    won = int(placement(bot, watched, w.alice.id) == 1)
    all_won = won + int(placement(bot, assisted, w.alice.id) == 1)
    board_answer = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply()
    row = board_rows(board_answer)["alice"]
    assert f" · {won}/1 · ⌀ " in row, board_answer.text  # wins / rated games
    assert t("en", "leaderboard-counts", min=3) in board_answer.text
    # a rated game against the computer alone: a rank still takes 3 games against people
    assert t("en", "leaderboard-to-rank", count=3) in board_answer.text
    stats = await (await stats_of(fake, w.alice, w.channel, w.alice)).reply()
    stats = await stats_detail(fake, w.alice, stats, "heckmeck")
    assert t("en", "stats-rated-games", wins=won, games=1, unrated=1) in stats.text
    assert re.search(rf"\b{all_won} wins? in 2 games\b", stats.text), stats.text
    await fake.assert_healthy()


async def test_a_board_of_unrated_games_says_so_instead_of_no_games(fake, bot):
    w = fake.world
    board = await against_the_computer(fake, w.bob)
    game_id = game_id_of(board)
    assert await wait_for_turn(fake, board) == w.bob.id
    await ask_own_odds(fake, w.bob, board)
    await play_to_end(fake, board, [w.bob], random.Random(8), take_chance=0.7)
    await ending_posted(fake, w.channel, game_id)
    hans = fake.add_user("hans", locale="de")
    pablo = fake.add_user("pablo", locale="es-ES")
    for user in (hans, pablo):
        w.guild.add_member(user)
    for language in ("en", "de", "es"):
        if language != "en":
            ix = await fake.slash(
                fake.owner, w.channel, "heckmeck settings language", language=language
            )
            await ix.reply()
        answer = await (await fake.slash(w.carol, w.channel, "leaderboard")).reply()
        assert answer.text.endswith(t(language, "leaderboard-empty-unrated", count=1)), answer.text
        assert t(language, "leaderboard-empty") not in answer.text
    for user, language in ((w.bob, "en"), (hans, "de"), (pablo, "es")):
        stats = await (await stats_of(fake, user, w.channel, w.bob)).reply()
        assert t(language, "stats-scope-note") in stats.text
        stats = await stats_detail(fake, user, stats, "heckmeck")
        assert t(language, "stats-rated-games", wins=0, games=0, unrated=1) in stats.text
        assert t(language, "stats-scope-note") in stats.text
    await fake.assert_healthy()
