"""`python -m bot check` and `prune` through the storage interface, on SQLite and PostgreSQL."""

from __future__ import annotations

import random

from bot.ops.check import check
from bot.ops.prune import prune
from bot.replay import PRUNED_KEY
from bot.sessions import Sessions, Timing
from bot.storage import Storage
from tests.sessions.clock import Clock
from tests.test_replay import ANN, BOB, Recorder, open_game, play_out


async def test_check_and_prune_work_on_either_store(store_url):
    storage = await Storage.open(store_url)
    try:
        clock = Clock()
        sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(2))
        sessions.clock_ = clock
        started = await open_game(
            sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB], ["easy"]
        )
        finished = await play_out(sessions, Recorder(), started.game, random.Random(1))
        assert finished.status == "finished"

        report = await check(storage)
        assert report.ok, report.summary()
        assert (report.games, report.replayed, report.finished) == (1, 1, 1)
        assert report.result_rows == 3 and report.rating_rows == 4

        events = len(await storage.events_of(finished.id))
        pruned = await prune(storage, retention_days=0, now=(finished.ended_at or 0) + 1)
        assert (pruned.games, pruned.events) == (1, events)
        assert await storage.events_of(finished.id) == []
        game = await storage.get_game(finished.id)
        assert game.meta[PRUNED_KEY] == (finished.ended_at or 0) + 1
        assert game.state == finished.state and game.status == "finished"

        again = await check(storage)
        assert again.ok and again.pruned == 1, again.summary()
    finally:
        await storage.close()
