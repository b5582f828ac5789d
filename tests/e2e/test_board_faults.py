"""Discord's faults between a change and the board that shows it: nothing accepted stays unseen.

A click whose answer cannot reach Discord (a 429 with a long Retry-After or 5xx on the interaction
callback, the bot killed between its write and its answer) is shown through the channel or redrawn
at start-up; channel updates after computer moves are retried; a board that missed its update is
redrawn when its stale button is clicked; a repost never leaves two boards with working buttons.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord
from tests.e2e.players import (
    current_mention,
    game_id_of,
    game_row,
    moves,
    open_lobby,
    shows_roll,
    start_game,
    step_of,
)
from tests.e2e.steady_players import SteadyTable, live_boards, watch_boards


async def two_player_board(fake: FakeDiscord):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    return board, mover


@pytest.mark.parametrize(
    "fault",
    [
        {"status": 429, "retry_after": 10.0},  # discord.py would sleep it out: far too long
        {"status": 500, "times": 2},  # discord.py retries after 1 s and 3 s: too late as well
        {"status": 503, "stall": 3.0},  # Discord hangs past the window
    ],
    ids=["429-long-retry-after", "two-500s", "hung"],
)
async def test_a_click_whose_answer_fails_is_shown_through_the_channel(fake, bot, fault):
    board, mover = await two_player_board(fake)
    game_id, step = game_id_of(board), step_of(board)
    fake.inject("callback", **fault)
    click = await fake.click(mover, board, moves(board)["roll"])

    await fake.wait_until(lambda: step_of(board) == step + 1, what="the board to show the roll")
    assert game_row(bot, game_id)["step"] == step + 1
    assert click.response_type != UPDATE_MESSAGE  # it was not shown through the click
    assert shows_roll(board)
    assert "A listener failed" not in bot.log() and "Traceback" not in bot.log()
    # The game goes on from the board as shown.
    face = next(cid for move, cid in moves(board).items() if move.startswith("face:"))
    pick = await fake.click(mover, board, face)
    assert await pick.wait_response() == UPDATE_MESSAGE
    assert game_row(bot, game_id)["step"] == step + 2


async def test_killed_between_the_write_and_the_answer_the_restart_redraws_the_board(fake, bot):
    board, mover = await two_player_board(fake)
    game_id, step = game_id_of(board), step_of(board)
    fake.inject("callback", 503, stall=60)  # the answer hangs: the bot dies before it is given
    await fake.click(mover, board, moves(board)["roll"])
    await fake.wait_until(lambda: len(fake.injected) > 0, what="the bot to try answering")
    await bot.kill()
    assert game_row(bot, game_id)["step"] == step + 1  # written before the answer

    await bot.start()
    await fake.wait_until(lambda: step_of(board) == step + 1, what="the board to be redrawn")
    assert shows_roll(board)
    face = next(cid for move, cid in moves(board).items() if move.startswith("face:"))
    assert await (await fake.click(mover, board, face)).wait_response() == UPDATE_MESSAGE


async def test_a_stale_click_on_a_board_that_missed_its_update_shows_the_current_board(fake, bot):
    board, mover = await two_player_board(fake)
    game_id, step = game_id_of(board), step_of(board)
    seen = board.snapshot()
    fake.inject("callback", 429, retry_after=10.0)  # the click's answer fails
    fake.inject("edit", 429, retry_after=60.0)  # and so, for a long while, does the channel
    await fake.click(mover, board, moves(board)["roll"])
    await fake.wait_until(
        lambda: any(f.path.endswith("/messages/" + str(board.id)) for f in fake.injected),
        what="the bot to try the channel",
    )
    assert step_of(board) == step and game_row(bot, game_id)["step"] == step + 1

    again = await fake.click(mover, board, moves(seen)["roll"])  # the only button they see
    assert await again.wait_response() == UPDATE_MESSAGE
    note = await again.wait_messages(2)
    assert note[-1].ephemeral_to is mover
    assert note[-1].content == t("en", "board-redrawn")
    assert step_of(board) == step + 1 and shows_roll(board)
    assert game_row(bot, game_id)["step"] == step + 1  # the stale click itself did nothing


@pytest.mark.bot_env(COMPUTER_DELAY_SECONDS="0")
async def test_board_updates_after_computer_moves_are_retried(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel, short_game=True)
    add = await fake.select(w.alice, lobby, next(s.custom_id for s in lobby.selects()), ["easy"])
    assert await add.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, w.alice, [])
    game_id = game_id_of(board)
    # Every channel edit fails for a while: 503s (which discord.py does not retry), then 429s
    # without Discord's Via header (which it raises at once), then with it (which it sleeps out).
    fake.inject("edit", 503, times=3)
    fake.inject("edit", 429, times=2, retry_after=0.5, via=False)
    fake.inject("edit", 429, times=1, retry_after=0.5)
    table = SteadyTable(fake, bot, w.channel, game_id, [w.alice], random.Random(4))
    await table.play()

    assert game_row(bot, game_id)["status"] == "finished"
    assert len(fake.injected) == 6
    # The game ends in the database before its last computer move is shown through the channel.
    await fake.wait_until(
        lambda: not live_boards(fake, w.channel, game_id), what="the final board, without buttons"
    )
    assert "A listener failed" not in bot.log() and "Traceback" not in bot.log()


@pytest.mark.bot_env(COMPUTER_DELAY_SECONDS="0", BOARD_MAX_AGE_SECONDS="1")
async def test_a_failed_repost_never_leaves_two_live_boards(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    add = await fake.select(w.alice, lobby, next(s.custom_id for s in lobby.selects()), ["easy"])
    assert await add.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    table = SteadyTable(fake, bot, w.channel, game_id, [w.alice, w.bob], random.Random(8))
    stop = asyncio.Event()
    watch = asyncio.create_task(watch_boards([table], stop))

    def posts() -> list:  # every public message posted in the channel, old boards deleted too
        return [m for m in fake.messages if m.channel is w.channel and m.ephemeral_to is None]

    for _ in range(3):  # boards age and are posted afresh, while posts and edits fail
        posted = len(posts())
        newest = posts()[-1]
        await fake.wait_until(
            lambda m=newest: time.time() - m.created_at > 1.1, what="the board to grow old"
        )
        fake.inject("post", 503, times=2)
        fake.inject("edit", 500, times=1)
        await table.play(until=lambda n=posted: len(posts()) > n)
    stop.set()
    await watch
    assert table.double_boards == []
    assert sum(f.method == "POST" and "/channels/" in f.path for f in fake.injected) == 6
    assert len(posts()) >= 3, "no board was posted afresh"
    assert len(live_boards(fake, w.channel, game_id)) == 1


@pytest.mark.bot_env(BOARD_MAX_AGE_SECONDS="1", TURN_TIMEOUT_SECONDS="2")
async def test_a_board_posted_by_a_process_killed_before_noting_it_is_not_posted_twice(fake, bot):
    """A turn times out on a board too old to edit: the bot posts a fresh one and is killed before
    it learns the message's id. After the restart the board is posted again with the same nonce,
    and Discord hands back the first one (then brought up to date) instead of a second board with
    working buttons."""
    w = fake.world
    held = fake.hold_answer("post", lambda body: bool(body.get("components")))
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    table = SteadyTable(fake, bot, w.channel, game_id, [w.alice, w.bob], random.Random(3))
    stop = asyncio.Event()
    watch = asyncio.create_task(watch_boards([table], stop))
    await fake.wait_until(held.held.is_set, what="a fresh board's post after the timeout")
    await bot.restart(kill=True)
    held.release()
    await table.wait_current()
    stop.set()
    await watch
    assert table.double_boards == []
    assert len(live_boards(fake, w.channel, game_id)) == 1
    assert "Traceback" not in bot.log()


async def test_a_board_shown_again_keeps_no_working_predecessor_across_a_kill(fake, bot):
    """/heckmeck status posts the board afresh, then takes the old one's buttons off; Discord
    refuses that edit and the bot is killed meanwhile: the restart takes them off."""
    w = fake.world
    board, _ = await two_player_board(fake)
    game_id = game_id_of(board)
    fake.inject("edit", 503, times=1000)  # the old board's buttons stay on, for now
    shown = await (await fake.slash(w.alice, w.channel, "heckmeck", "status")).reply()
    assert shown.id != board.id and board.enabled_buttons()
    await fake.wait_until(lambda: len(fake.injected) >= 2, what="the edit of the old board tried")
    await bot.kill()
    fake.clear_faults()
    await bot.start()
    await fake.wait_until(
        lambda: live_boards(fake, w.channel, game_id) == [shown],
        what="only the board shown last with working buttons",
    )
