"""Crash anywhere, lose nothing, say nothing twice (as tests/e2e/test_fault_points.py), for the
flows a player starts and the work behind them: a puzzle's answer and its ratings, the mining of
finished games for puzzles, the daily's finish and its Share, leaving a seat, the deletion of
one's data, a turn's notice by direct message, a turn's call in the channel. Each flow is killed
at each of its points in turn (tests/e2e/kill_chain.py), started again on the same store, and
checked through the fake Discord and the store.
"""

from __future__ import annotations

import contextlib
import sqlite3
from datetime import UTC, datetime
from typing import Any

import orjson

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.daily.computer import computer_choice
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.grading import grade
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.heckmeck.puzzles.rating import NEW, attempt
from bot.i18n import t
from bot.storage.connect import open_store
from bot.storage.queries.puzzles import MINING_LEASE_SECONDS
from cogs.heckmeck.daily_view import marks_line
from cogs.heckmeck.puzzle import rating_line
from tests.e2e.fake_discord import FakeDiscord, Message, User
from tests.e2e.kill_chain import KillChain
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_user_id,
    game_events,
    game_id_of,
    game_row,
    moves,
    open_lobby,
    start_game,
    step_of,
    table_notes,
)
from tests.e2e.test_daily_e2e import button_for, day_of, open_daily, stored
from tests.e2e.test_direct_notices_e2e import remind
from tests.e2e.test_leaderboard_e2e import play_a_game
from tests.e2e.test_privacy_e2e import mentions
from tests.e2e.test_privacy_e2e import stored as stored_rows
from tests.e2e.test_puzzle_e2e import answers
from tests.table.test_pending_results import finished_game, new_sessions

PUZZLE_ANSWER = ["puzzle.answer.rated"]
PUZZLE_MINING = ["puzzle.mining.claimed"]
DAILY = ["daily.finish.stored"]
LEAVE = ["game.leave.saved"]
PRIVACY = ["privacy.delete.deferred", "privacy.delete.erased"]
DIRECT = ["turn.direct.due", "turn.direct.sent"]
CALL = ["turn.call.due", "turn.call.sent"]
FLOWS: dict[str, list[str]] = {
    "puzzle-answer": PUZZLE_ANSWER,
    "puzzle-mining": PUZZLE_MINING,
    "daily": DAILY,
    "leave": LEAVE,
    "privacy": PRIVACY,
    "direct": DIRECT,
    "call": CALL,
}


def rows(bot, sql: str, args: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    with contextlib.closing(
        sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    ) as db:
        return db.execute(sql, args).fetchall()


async def test_a_puzzle_answer_killed_before_it_was_shown_is_kept_and_rated_once(
    fake: FakeDiscord, start_bot
):
    """Killed after the answer and both ratings were stored, before the answer was shown: the
    same answer pressed again is shown as answered before, rated once."""
    w = fake.world
    chain = KillChain(fake, PUZZLE_ANSWER)
    bot = await start_bot(**chain.setting)
    message = await (await fake.slash(w.alice, w.channel, "heckmeck", "puzzle")).reply()
    custom_id, action = next(iter(answers(message).items()))
    number = int(custom_id.split(":")[1])
    await fake.click(w.alice, message, custom_id)  # unanswered: killed
    await chain.wait(bot, lambda: chain.done, "the kill after the answer was rated")
    chain.assert_all_killed()
    again = await fake.click(w.alice, message, custom_id)
    await again.reply()
    assert t("en", "puzzle-answered-before") in message.text
    graded = grade(positions.puzzle(number).state, action)
    assert graded is not None
    solver, puzzle = attempt(NEW, NEW, graded.grade == "best")
    assert rating_line("en", solver.shown, None, puzzle.shown) in message.text
    assert rows(bot, "SELECT puzzle FROM puzzle_answers WHERE user_id = ?", (w.alice.id,)) == [
        (number,)
    ]
    assert rows(bot, "SELECT attempts FROM puzzle_solvers WHERE user_id = ?", (w.alice.id,)) == [
        (1,)
    ]
    assert rows(bot, "SELECT attempts FROM puzzle_ratings WHERE puzzle = ?", (number,)) == [(1,)]


async def test_mining_killed_after_its_claim_mines_the_game_once_after_the_lease(
    fake: FakeDiscord, start_bot, tmp_path
):
    """Killed after claiming a finished game, before its puzzles were kept: once the claim's
    lease has run out (the bot down meanwhile), the game is mined, its puzzles kept once."""
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, PUZZLE_MINING, before_restart=lambda: clock.advance(
        MINING_LEASE_SECONDS + 1))  # fmt: skip
    bot = await start_bot(PUZZLE_MINING_SECONDS="1", **clock.setting, **chain.setting)
    storage = await open_store(f"sqlite:///{bot.database_path}")
    sessions = new_sessions(storage)
    try:
        played = await finished_game(sessions, seed=1)
        record = await storage.get_game(played.id)
        assert record is not None
        found = puzzles_of_game(record.options, record.players, await storage.events_of(played.id))
    finally:
        await sessions.results_settled()
        await storage.close()
    assert found, "the seed's game has a puzzle (choose another seed if the AI changed)"

    def mined() -> bool:
        return rows(bot, "SELECT found FROM puzzle_mined WHERE game_id = ?", (played.id,)) == [
            (len(found),)
        ]

    await chain.wait(bot, lambda: chain.done and mined(), "the game mined", timeout=90)
    chain.assert_all_killed()
    kept = rows(bot, "SELECT game_id FROM game_puzzles")
    assert kept == [(played.id,)] * len(found)


async def test_a_daily_killed_after_its_finish_shows_the_result_and_shares_it_once(
    fake: FakeDiscord, start_bot, tmp_path
):
    """Killed after the finishing move was stored, before the result (with its Share button)
    was shown: /heckmeck daily shows the result, and Share posts the line once."""
    w = fake.world
    clock = MovableClock(tmp_path)
    now = datetime.now(UTC)
    clock.advance((now.replace(hour=12, minute=0, second=0, microsecond=0) - now).total_seconds())
    chain = KillChain(fake, DAILY)
    bot = await start_bot(**clock.setting, **chain.setting)
    message = await open_daily(fake, w.alice, w.channel)
    day = day_of(message)
    while True:
        row = stored(bot, w.alice)
        assert row is not None
        played = game.replay(day, orjson.loads(row["actions"]))
        custom_id = button_for(day, played.step, computer_choice(played.state))
        ix = await fake.click(w.alice, message, custom_id)
        await fake.wait_until(
            lambda s=played.step: stored(bot, w.alice)["step"] == s + 1, what="the move stored"
        )
        if stored(bot, w.alice)["done"]:
            break
        await ix.reply()
    await chain.wait(bot, lambda: chain.done, "the kill after the finish")
    chain.assert_all_killed()
    done = await open_daily(fake, w.alice, w.channel)
    assert t("en", "daily-computer-title") in done.text
    assert t("en", "daily-streak", streak=1, best=1) in done.text
    share = await (await fake.click(w.alice, done, label=t("en", "daily-share-button"))).reply()
    finished = game.replay(day, orjson.loads(stored(bot, w.alice)["actions"]))
    line = t("en", "daily-share", name=w.alice.name, day=day.isoformat(),
             marks=marks_line(finished.marks()), worms=finished.score.worms, streak=1)  # fmt: skip
    assert share.content == line
    assert [m.content for m in fake.channel_messages(w.channel)].count(line) == 1


async def confirm_leaving(fake: FakeDiscord, user: User, board: Message) -> Message:
    question = await (await fake.slash(user, fake.world.channel, "heckmeck", "leave")).reply()
    assert question.ephemeral_to is user
    return question


async def test_a_seat_left_just_before_a_kill_is_left_once_and_the_board_shows_it(
    fake: FakeDiscord, start_bot
):
    """Killed after the seat was left (stored), before the answer and the board's update: back,
    the board catches up, and the confirmation pressed again is refused (no seat any more)."""
    w = fake.world
    chain = KillChain(fake, LEAVE)
    bot = await start_bot(**chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, hints=False, takeover="remove")
    board = await start_game(fake, lobby, w.alice, [w.bob, w.carol])
    game_id = game_id_of(board)
    question = await confirm_leaving(fake, w.carol, board)
    await fake.click(w.carol, question, f"quit:{game_id}")  # unanswered: killed
    await chain.wait(bot, lambda: chain.done, "the kill after the seat was left")
    chain.assert_all_killed()
    stored_game = game_row(bot, game_id)
    assert stored_game["status"] == "running"
    (carol,) = [p for p in stored_game["players"] if p["id"] == w.carol.id]
    assert carol.get("removed")
    leaves = [e for e in stored_game["players"] if e.get("removed")]
    assert len(leaves) == 1
    await fake.wait_until(
        lambda: (table_notes(bot, game_id).get("board") or {}).get("step")
        == game_row(bot, game_id)["step"]
        and step_of(board) == game_row(bot, game_id)["step"],
        what="the board caught up with the leave",
    )
    again = await (await fake.click(w.carol, question, f"quit:{game_id}")).reply()
    assert again.content == t("en", "leave-not-seated")
    assert game_row(bot, game_id)["step"] == stored_game["step"]


async def test_a_seat_taken_over_just_before_a_kill_is_played_on_by_its_computer(
    fake: FakeDiscord, start_bot
):
    """The same kill with a computer taking the seat over: back, the seat was taken over once,
    the board says so, and on the seat's turn its computer plays on."""
    w = fake.world
    chain = KillChain(fake, LEAVE)
    bot = await start_bot(**chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, takeover="easy")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    on_turn = current_user_id(bot, game_id) == w.bob.id
    question = await confirm_leaving(fake, w.bob, board)
    await fake.click(w.bob, question, f"quit:{game_id}")  # unanswered: killed
    await chain.wait(bot, lambda: chain.done, "the kill after the seat was taken over")
    chain.assert_all_killed()
    takeovers = [
        e for e in game_events(bot, game_id) if (e.get("action") or {}).get("type") == "takeover"
    ]
    assert [e["actor_id"] for e in takeovers] == [w.bob.id]
    (bob,) = [p for p in game_row(bot, game_id)["players"] if p["id"] == w.bob.id]
    name = t("en", "seat-taken-over", name=bob["name"], turn=bob["since"])
    await fake.wait_until(lambda: name in board.text, what="the board to show the computer")
    if on_turn:
        await fake.wait_until(
            lambda: current_user_id(bot, game_id) == w.alice.id
            or game_row(bot, game_id)["status"] == "finished",
            what="the computer to play the seat's turn",
        )


async def test_a_deletion_killed_at_each_point_is_done_whole_or_not_at_all(
    fake: FakeDiscord, start_bot
):
    """Killed after the confirmation was answered, before anything was deleted: all is kept, and
    the confirmation pressed again deletes it, killed after the deletion, before it was told:
    nothing of the player is left, and pressed once more it says there is nothing."""
    w = fake.world
    chain = KillChain(fake, PRIVACY)
    bot = await start_bot(**chain.setting)
    await play_a_game(fake, w.alice, w.bob)
    answer = await (await fake.slash(w.alice, w.channel, "privacy")).reply()
    question = await (await fake.click(w.alice, answer, "privacy:delete")).reply()
    before = mentions(stored_rows(bot.database_path), w.alice.id)
    assert before
    await fake.click(w.alice, question, "privacy:erase")  # killed before the deletion
    await chain.wait(bot, lambda: chain.killed, "the kill before the deletion")
    assert mentions(stored_rows(bot.database_path), w.alice.id) == before
    await fake.click(w.alice, question, "privacy:erase")  # killed after the deletion
    await chain.wait(bot, lambda: chain.done, "the kill after the deletion")
    chain.assert_all_killed()
    after = stored_rows(bot.database_path)
    assert mentions(after, w.alice.id) == [] and mentions(after, w.bob.id)
    again = await (await fake.click(w.alice, question, "privacy:erase")).reply()
    assert again.content == t("en", "privacy-nothing")
    assert stored_rows(bot.database_path) == after


TURN = 900.0  # s: a turn's time in the direct notice's cases


async def bobs_turn_with_direct_notices(fake: FakeDiscord, bot, clock: MovableClock) -> int:
    """Bob, with turn notices by direct message, and Alice at a game: once it is Bob's turn (a
    turn of Alice's timed out first if she began), the game's id."""
    w = fake.world
    assert await remind(fake, w.bob, w.channel, True) == t("en", "remind-dm-on")
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    if current_user_id(bot, game_id) == w.alice.id:
        clock.advance(TURN + 1)
    return game_id


def turn_called(bot, game_id: int) -> bool:
    """The game's current turn stored as called, its direct notice no longer going out."""
    call = table_notes(bot, game_id).get("ping") or {}
    turn_no = game_row(bot, game_id)["meta"]["turn_no"]
    return call.get("turn_no") == turn_no and call.get("directing") in (None, turn_no - 1)


async def test_a_direct_turn_notice_killed_before_and_after_it_went_out_is_sent_once(
    fake: FakeDiscord, start_bot, tmp_path
):
    """Killed after the notice was noted as going out, before it went (back, the start sends
    it), then after it went, before the turn's call was stored (back, the start finds it among
    the player's direct messages: not sent again)."""
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, DIRECT)
    bot = await start_bot(TURN_TIMEOUT_SECONDS=str(int(TURN)), **clock.setting, **chain.setting)
    game_id = await bobs_turn_with_direct_notices(fake, bot, clock)
    await chain.wait(bot, lambda: chain.done and turn_called(bot, game_id), "the turn called", 60)
    chain.assert_all_killed()
    assert current_user_id(bot, game_id) == w.bob.id
    (notice,) = fake.direct_messages(w.bob)
    assert notice.content.startswith("🎲 ") and str(w.channel.id) in notice.content


async def test_no_direct_notice_for_a_turn_that_ran_out_while_the_bot_was_down(
    fake: FakeDiscord, start_bot, tmp_path
):
    """Killed after the notice was noted as going out, before it went; the turn runs out while
    the bot is down: back, the turn times out and passes, and the notice never goes."""
    w = fake.world
    clock = MovableClock(tmp_path)
    chain = KillChain(fake, DIRECT[:1], before_restart=lambda: clock.advance(TURN + 1))
    bot = await start_bot(TURN_TIMEOUT_SECONDS=str(int(TURN)), **clock.setting, **chain.setting)
    game_id = await bobs_turn_with_direct_notices(fake, bot, clock)
    await chain.wait(
        bot,
        lambda: chain.done and current_user_id(bot, game_id) == w.alice.id
        and turn_called(bot, game_id),
        "Alice's turn called after Bob's timed out",
        60,
    )
    chain.assert_all_killed()
    assert fake.direct_messages(w.bob) == []


def turn_calls(fake: FakeDiscord) -> list[Message]:
    """The turn messages standing in the channel: messages that called someone, not a board."""
    return [
        m
        for m in fake.channel_messages(fake.world.channel)
        if m.notified and not m.components and not m.embeds
    ]


def call_stored(bot, game_id: int) -> bool:
    """The game's current turn stored as called, its call no longer going out."""
    call = table_notes(bot, game_id).get("ping") or {}
    return (
        call.get("turn_no") == game_row(bot, game_id)["meta"]["turn_no"] and "calling" not in call
    )


async def test_a_turn_call_killed_before_and_after_it_went_out_stands_once(
    fake: FakeDiscord, start_bot
):
    """Killed after the call was noted as going out, before it went (back, the start sends it),
    then after it went, before it was stored (back, the start finds it in the channel: not sent
    again). One call stands, stored as the turn's, and the player's press takes it away."""
    w = fake.world
    chain = KillChain(fake, CALL)
    bot = await start_bot(TURN_TIMEOUT_SECONDS=str(int(TURN)), **chain.setting)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    await chain.wait(bot, lambda: chain.done and call_stored(bot, game_id), "the turn called", 60)
    chain.assert_all_killed()
    (call,) = turn_calls(fake)
    on_turn = current_user_id(bot, game_id)
    assert f"<@{on_turn}>" in call.content and call.notified == {on_turn}
    assert (table_notes(bot, game_id)["ping"] or {}).get("message_id") == call.id
    player = w.alice if on_turn == w.alice.id else w.bob
    await fake.click(player, board, next(iter(moves(board).values())))
    await fake.wait_until(
        lambda: not turn_calls(fake)
        and (table_notes(bot, game_id)["ping"] or {}).get("message_id") is None,
        what="the call gone at the player's press, none sent again",
    )
    assert current_user_id(bot, game_id) == on_turn


async def test_a_turn_call_sent_before_a_kill_is_deleted_once_its_turn_ran_out(
    fake: FakeDiscord, start_bot, tmp_path
):
    """Killed after the call went out, before it was stored; the turn runs out while the bot is
    down: back, the turn times out and passes, the call that went out is deleted, and the next
    player's call is the one standing."""
    clock = MovableClock(tmp_path)
    w = fake.world
    chain = KillChain(fake, CALL[1:], before_restart=lambda: clock.advance(TURN + 1))
    bot = await start_bot(TURN_TIMEOUT_SECONDS=str(int(TURN)), **clock.setting, **chain.setting)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    first = current_user_id(bot, game_id)
    await chain.wait(
        bot,
        lambda: chain.done and current_user_id(bot, game_id) != first and call_stored(bot, game_id),
        "the next turn called after the first timed out",
        60,
    )
    chain.assert_all_killed()
    (call,) = turn_calls(fake)
    assert call.notified == {current_user_id(bot, game_id)}
    assert (table_notes(bot, game_id)["ping"] or {}).get("message_id") == call.id
