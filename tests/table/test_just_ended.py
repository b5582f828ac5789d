"""A game that just ended stays in memory for the reads its ending brings (the final board, the
ending message, a late click), so they do not read it back from the store; only the
most recent ENDED_KEPT are kept. A read of the store begun before a game ended never brings it
back as live; what is remembered for that is bounded too."""

import random

from bot.table import live as live_module
from bot.table.sessions import Sessions
from tests.table.harness import count_reads
from tests.table.test_running_log import play
from tests.table.test_sessions import ANN, BOB, started


async def test_a_game_that_just_ended_is_read_from_memory(sessions):
    game = await play(sessions, await started(sessions, ANN, BOB), 3000, random.Random(2))
    assert game.status == "finished"
    reads = count_reads(sessions, "get_game")
    again = await sessions.game(game.id)
    assert reads == []
    assert (again.status, again.step, again.recent) == (game.status, game.step, game.recent)
    # What memory gives is what the store holds (a restarted bot reads that).
    stored = await Sessions(sessions.storage, clock=sessions.clock_).game(game.id)
    assert (stored.status, stored.step, stored.state, stored.recent) == (
        again.status,
        again.step,
        again.state,
        again.recent,
    )


async def test_a_note_about_an_ended_game_is_kept_in_memory_and_stored(sessions):
    game = (
        await sessions.stop((await started(sessions, ANN, BOB)).id, ANN.id, may_manage=True)
    ).game
    assert not game.live
    await sessions.remember(game.id, "ending_message", 42)
    assert (await sessions.game(game.id)).meta["ending_message"] == 42
    stored = await Sessions(sessions.storage, clock=sessions.clock_).game(game.id)
    assert stored.meta["ending_message"] == 42


async def test_only_the_latest_ended_games_are_kept(sessions, monkeypatch):
    monkeypatch.setattr(live_module, "ENDED_KEPT", 2)
    fresh = Sessions(sessions.storage, clock=sessions.clock_)
    ended = []
    for _ in range(3):
        game = await started(fresh, ANN, BOB)
        ended.append((await fresh.stop(game.id, ANN.id, may_manage=True)).game.id)
    reads = count_reads(fresh, "get_game")
    for game_id in ended:
        assert not (await fresh.game(game_id)).live
    assert reads == [ended[0]]  # the oldest was let go: read from the store


async def test_a_read_begun_before_the_end_does_not_bring_the_game_back(sessions, monkeypatch):
    monkeypatch.setattr(live_module, "ENDED_KEPT", 0)  # every read goes to the store
    fresh = Sessions(sessions.storage, clock=sessions.clock_)
    game = await started(fresh, ANN, BOB)
    before_the_end = await sessions.storage.get_game(game.id)
    await fresh.stop(game.id, ANN.id, may_manage=True)

    async def stale_read(game_id: int):
        return before_the_end

    storage, get_game = fresh.storage, fresh.storage.get_game
    storage.get_game = stale_read  # type: ignore[method-assign]
    assert (await fresh.game(game.id)).live  # what that read saw...
    storage.get_game = get_game  # type: ignore[method-assign]
    assert not (await fresh.game(game.id)).live  # ...is not what memory keeps
    assert await fresh.live_game(before_the_end.channel_id) is None


async def test_the_ended_games_remembered_are_bounded(sessions, monkeypatch):
    monkeypatch.setattr(live_module, "ENDED_REMEMBERED", 2)
    fresh = Sessions(sessions.storage, clock=sessions.clock_)
    for _ in range(3):
        game = await started(fresh, ANN, BOB)
        await fresh.stop(game.id, ANN.id, may_manage=True)
    assert len(fresh.live._ended) == 2
