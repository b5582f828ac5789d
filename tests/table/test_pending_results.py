"""The results outbox: the step that finishes a game is answered once the step and its
pending mark are committed; the results and ratings are recorded in a transaction of their own
right after, which removes the mark; a mark left by a crash is recorded at the next start, once.
On both stores."""

import asyncio
import logging
import random

import pytest

from bot.ops.check import check
from bot.storage.base import Storage, StorageUnavailable
from bot.storage.connect import open_store
from bot.storage.queries.results import game_results
from bot.table.sessions import Sessions, Timing
from tests.domain.test_replay import ANN, BOB, Recorder, open_game, play_out
from tests.table.clock import Clock


def new_sessions(storage: Storage) -> Sessions:
    sessions = Sessions(storage, Timing(computer_delay=1), clock=Clock(), rng=random.Random(3))
    sessions.clock_ = sessions.clock
    return sessions


async def finished_game(sessions: Sessions, seed: int = 1):
    """A classic game of Ann and Bob played to its end (the finishing click answered); its
    results are not waited for."""
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
    game = await play_out(sessions, Recorder(), started.game, random.Random(seed), settle=False)
    assert game.status == "finished"
    return game


async def stored(storage: Storage, game_id: int) -> tuple[int, int, list[int]]:
    """(result rows of the game, rating rows, games pending)."""
    (rows,) = await storage.fetch_one("SELECT count(*) FROM results WHERE game_id = ?", (game_id,))
    return rows, await storage.count_rows("ratings"), await storage.pending_results()


async def test_the_finishing_click_is_answered_before_the_results_are_recorded(store_url):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    try:
        # Recording the results hangs until released: the finishing click must not wait for it.
        release = asyncio.Event()
        planning = asyncio.Event()
        plan = storage.plan_results

        async def slow_plan(record):
            planning.set()
            await release.wait()
            return await plan(record)

        storage.plan_results = slow_plan
        game = await asyncio.wait_for(finished_game(sessions), timeout=60)
        # The step is committed with its mark; the results are being recorded, not yet stored.
        assert (await storage.get_game(game.id)).status == "finished"
        assert await stored(storage, game.id) == (0, 0, [game.id])
        await asyncio.wait_for(planning.wait(), timeout=10)  # started at once, not on request
        waiting = asyncio.create_task(sessions.results_recorded(game.id))
        await asyncio.sleep(0.01)
        assert not waiting.done()

        release.set()
        await asyncio.wait_for(waiting, timeout=10)
        assert await stored(storage, game.id) == (2, 4, [])  # 2 players, rated in 2 scopes
        report = await check(storage)
        assert report.ok and report.pending == 0, report.summary()
    finally:
        release.set()
        await sessions.results_settled()
        await storage.close()


@pytest.mark.parametrize("crash", ["recording fails", "process dies"])
async def test_results_left_pending_are_recorded_once_at_the_next_start(store_url, crash, caplog):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    if crash == "recording fails":

        async def unavailable(record):
            raise StorageUnavailable("the disk is full")

        storage.record_results = unavailable
    else:  # the process is killed right after the step's commit: nothing records the results
        sessions.results.record = lambda record: None
    with caplog.at_level(logging.ERROR, logger="bot.table.results_outbox"):
        game = await finished_game(sessions)
        await sessions.results_recorded(game.id)
    assert ("stay pending" in caplog.text) == (crash == "recording fails")
    assert await stored(storage, game.id) == (0, 0, [game.id])
    # `python -m bot check` calls it pending, not a problem.
    report = await check(storage)
    assert report.ok, report.summary()
    assert (report.finished, report.pending, report.result_rows) == (1, 1, 0)
    await storage.close()

    # The next start records them, with the ratings a normal recording gives (check recomputes
    # them by the normal path), once.
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    try:
        assert await sessions.record_pending_results() == 1
        assert await stored(storage, game.id) == (2, 4, [])
        results = await game_results(storage, game.id)
        assert sorted(r["user_id"] for r in results) == [ANN.id, BOB.id]
        report = await check(storage)
        assert report.ok, report.summary()
        assert (report.pending, report.result_rows) == (0, 2)
        ratings = await storage.table_rows("ratings")
        assert await sessions.record_pending_results() == 0  # nothing left pending
        assert await storage.record_results(game) == 0  # and never recorded twice
        assert await stored(storage, game.id) == (2, 4, [])
        assert await storage.table_rows("ratings") == ratings
        # A game finishing after the restart is recorded on top, as usual.
        later = await finished_game(sessions, seed=2)
        await sessions.results_recorded(later.id)
        assert await stored(storage, later.id) == (2, 4, [])
        report = await check(storage)
        assert report.ok and report.result_rows == 4, report.summary()
    finally:
        await sessions.results_settled()
        await storage.close()


async def test_only_the_finishing_step_marks_results_pending(store_url):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    try:
        started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
        stopped = await sessions.stop(started.game.id, ANN.id, may_manage=False)
        assert stopped.game.status == "abandoned"  # no results
        assert await storage.pending_results() == []
        sessions.results.record = lambda record: None
        game = await finished_game(sessions)
        assert await storage.pending_results() == [game.id]
        assert await storage.table_rows("pending_results") == [(game.id,)]
    finally:
        await storage.close()
