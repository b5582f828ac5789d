"""Turn calls and notices through the fake Discord, on a clock the test moves: a game of long
turns leaves no "board has moved" stub behind, tells a player with direct messages once a turn
(no call in the channel beside it) and reminds nobody of a turn that has ended; a game of short
turns calls a player only once their turn has waited without a press, and the first call a
player gets says where to change it."""

from __future__ import annotations

import random

from bot.i18n import t
from tests.e2e.fake_discord import UPDATE_MESSAGE
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    current_mention,
    game_id_of,
    has_controls,
    moves,
    open_lobby,
    play_turn,
    start_game,
)
from tests.e2e.test_direct_notices_e2e import remind
from tests.e2e.test_long_turns_e2e import HOUR, board_now, wait_for_board


def calls_of(fake, channel, user) -> list:
    """Every turn call (deleted ones too) that named `user`."""
    return [
        m
        for m in fake.messages
        if m.channel is channel and (m.content or "").startswith(f"🎲 {user.mention}")
    ]


def reminders(fake, channel, user) -> list:
    """Every reminder of `user`'s, in the channel or by direct message (deleted ones too)."""
    return [
        m
        for m in fake.messages
        if (m.content or "").startswith("⏰")
        and (user.mention in m.content or m in fake.direct_messages(user))
        and (m.channel is channel or m in fake.direct_messages(user))
    ]


async def play_long_turn(fake, bot, game_id: int, board, user, rng):
    """`user` plays their turn on a board that may be too old to edit (then posted afresh, the
    old one deleted); the board the turn ends on."""
    while current_mention(board) == user.id:
        board = await play_turn(fake, board, user, rng)
        board = await wait_for_board(
            fake, bot, game_id, has_controls, what="the board, posted afresh if it was old"
        )
    return board


async def test_a_long_game_leaves_no_stub_tells_once_a_turn_and_never_reminds_late(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    bot = await start_bot(**clock.setting)
    # Bob asks for direct messages before he sits in any game.
    assert await remind(fake, w.bob, w.channel, True) == t("en", "remind-dm-on")
    lobby = await open_lobby(fake, w.alice, w.channel, turn_time="8h")
    players = {u.id: u for u in (w.alice, w.bob, w.carol)}
    board = await start_game(fake, lobby, w.alice, [w.bob, w.carol])
    game_id = game_id_of(board)
    boards = {board.id}
    rng = random.Random(8)
    bob_turns = 0
    for _ in range(5):
        user = players[current_mention(board)]
        if user is w.bob:
            bob_turns += 1
            await fake.wait_until(
                lambda n=bob_turns: len(fake.direct_messages(w.bob)) >= n, what="Bob's notice"
            )
        else:
            await fake.wait_until(lambda u=user: calls_of(fake, w.channel, u), what="the call")
        clock.advance(2 * HOUR)  # the board is too old to edit by now
        board = await play_long_turn(fake, bot, game_id, board, user, rng)
        boards.add(board.id)
    # One notice a turn for Bob: his direct message, never a call in the channel.
    assert [m.content[:2] for m in fake.direct_messages(w.bob)] == ["🎲 "] * bob_turns
    assert calls_of(fake, w.channel, w.bob) == []
    # Every board but the current one was deleted: no stub left behind in the channel.
    assert len(boards) > 2
    standing = {m.id for m in fake.channel_messages(w.channel)}
    assert boards & standing == {board.id}
    stub = t("en", "board-moved")
    assert [m for m in fake.channel_messages(w.channel) if m.content == stub] == []

    # The clock jumps past the turn's reminder (at 75 %) and its deadline at once: the turn
    # times out, and nobody is reminded of it, in the channel or by direct message.
    user = players[current_mention(board)]
    called = {u.id: len(calls_of(fake, w.channel, u)) for u in players.values()}
    noticed = len(fake.direct_messages(w.bob))
    clock.advance(9 * HOUR)
    board = await wait_for_board(
        fake, bot, game_id, lambda b: current_mention(b) != user.id, what="the timeout"
    )
    following = players[current_mention(board)]

    def told() -> bool:  # made under the game's lock, after any reminder of the last turn
        if following is w.bob:
            return len(fake.direct_messages(w.bob)) > noticed
        return len(calls_of(fake, w.channel, following)) > called[following.id]

    await fake.wait_until(told, what="the next turn's notice")
    assert reminders(fake, w.channel, user) == []
    assert board_now(fake, bot, game_id) is board
    await fake.assert_healthy(allow_errors=True)


async def test_a_short_turn_calls_only_once_it_has_waited_and_says_where_the_switch_is(
    fake, start_bot, tmp_path
):
    w = fake.world
    clock = MovableClock(tmp_path)
    await start_bot(**clock.setting, TURN_CALL_WAIT_SECONDS="15")
    lobby = await open_lobby(fake, w.alice, w.channel)
    players = {u.id: u for u in (w.alice, w.bob)}
    board = await start_game(fake, lobby, w.alice, [w.bob])
    first = players[current_mention(board)]
    second = w.bob if first is w.alice else w.alice
    # The player on turn presses at once: their call, due 15 s into the turn, is dropped.
    ix = await fake.click(first, board, moves(board)["roll"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    board = await ix.reply()
    assert current_mention(board) == first.id
    clock.advance(16)
    clock.advance(50)  # past half the turn: the reminder comes, and it is the only message
    reminder = await fake.wait_for(
        lambda m: (m.content or "").startswith("⏰") and first.id in m.notified,
        channel=w.channel,
    )
    assert calls_of(fake, w.channel, first) == []
    assert t("en", "ping-switch") in reminder.content  # their first call in this game
    board = await play_turn(fake, board, first, random.Random(3))
    if current_mention(board) != second.id:
        return  # the game ended in one turn
    # The next turn waits 15 s without a press: then its player is called, told of the switch.
    clock.advance(16)
    call = await fake.wait_for(lambda m: second.id in m.notified, channel=w.channel)
    assert call.content.startswith(f"🎲 {second.mention}")
    assert t("en", "ping-switch") in call.content
    assert reminder.deleted
    await fake.assert_healthy()
