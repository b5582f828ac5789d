"""Live games unused for a while are dropped from memory (bot/table/idle_games.py), so that a
shard's thousands of long-turn games, each played now and then, do not all stay there: a dropped
game's next use reads it from the store, as after a start, and nothing of it is lost."""

import asyncio
import random

from bot.table.idle_games import LastUse
from bot.table.notes import board_of
from bot.table.sessions import Sessions
from tests.table.clock import Clock
from tests.table.harness import count_reads
from tests.table.test_running_log import play
from tests.table.test_sessions import ANN, BOB

IDLE, EVERY = 100.0, 10.0


def watched(sessions: Sessions) -> Clock:
    """The real-time clock by which `sessions` finds its idle games, moved by the test."""
    clock = Clock()
    sessions.live._last_use = LastUse(IDLE, EVERY, clock)
    return clock


async def started_in(sessions, channel_id):
    game = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=channel_id, host=ANN, options={"edition": "classic"}
    )
    await sessions.join(game.id, BOB)
    return (await sessions.start(game.id, ANN.id)).game


async def dropping_done(sessions: Sessions) -> None:
    task = sessions.live._dropping
    if task is not None:
        await asyncio.wait_for(task, timeout=30)


async def test_an_idle_game_is_dropped_and_read_back_whole_at_its_next_use(sessions):
    clock = watched(sessions)
    idle = await play(sessions, await started_in(sessions, 50), 5, random.Random(1))
    clock.now += IDLE + EVERY
    await started_in(sessions, 51)  # a game taken into memory: the idle ones are looked at
    await dropping_done(sessions)
    assert sessions.live.live_copy(idle.id) is None
    reads = count_reads(sessions, "get_game")
    again = await sessions.game(idle.id)
    assert reads == [idle.id]
    assert (again.step, again.state, again.recent, again.players) == (
        idle.step,
        idle.state,
        idle.recent,
        idle.players,
    )
    played = await play(sessions, again, 3, random.Random(2))  # and it goes on from there
    assert played.step > idle.step


async def test_a_game_used_lately_stays_in_memory(sessions):
    clock = watched(sessions)
    kept = await started_in(sessions, 50)
    clock.now += IDLE - 1
    await sessions.game(kept.id)  # used: its idle time starts again
    clock.now += EVERY
    await started_in(sessions, 51)
    await dropping_done(sessions)
    reads = count_reads(sessions, "get_game")
    await sessions.game(kept.id)
    assert reads == []


async def test_what_memory_alone_knew_of_a_dropped_game_is_stored_first(sessions):
    clock = watched(sessions)
    game = await started_in(sessions, 50)
    await sessions.board_posted(game.id, 777, clock.now, game.step - 1)
    sessions.board_shown(game.id, 777, game.step)  # kept in memory only, as after every answer
    clock.now += IDLE + EVERY
    await started_in(sessions, 51)
    await dropping_done(sessions)
    assert sessions.live.live_copy(game.id) is None
    stored = await Sessions(sessions.storage, clock=sessions.clock_).game(game.id)
    assert board_of(stored) == {"message_id": 777, "posted_at": clock.now - IDLE - EVERY,
                                "step": game.step}  # fmt: skip


async def test_a_game_whose_channel_is_busy_is_not_dropped(sessions):
    clock = watched(sessions)
    busy = await started_in(sessions, 50)
    clock.now += IDLE + EVERY
    async with sessions.lock(50):
        await started_in(sessions, 51)
        await dropping_done(sessions)
    assert sessions.live.live_copy(busy.id) is not None
