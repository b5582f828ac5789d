"""`python -m bot check` and `prune` through the storage interface, on SQLite and PostgreSQL."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing

import asyncpg

from bot.domain.replay import PRUNED_KEY
from bot.ops.check import check
from bot.ops.prune import prune
from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.storage.rows import TABLES
from bot.table.sessions import Sessions
from bot.table.types import Timing
from tests.domain.test_replay import ANN, BOB, Recorder, open_game, play_out
from tests.storage.later_tables import tables_created_after
from tests.table.clock import Clock


async def test_check_and_prune_work_on_either_store(store_url):
    storage = await open_store(store_url)
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


async def back_to_version_4(url: str) -> None:
    """Undo migrations 8 (table notes), 6 (pending results) and 5 (won by forfeit: its columns)
    and every later one by hand: the store as a bot from before left it."""
    undo = tables_created_after(4, postgres=url.startswith("postgresql://"))
    if url.startswith("postgresql://"):
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(";".join([*undo, "UPDATE schema_version SET version = 4"]))
        finally:
            await conn.close()
    else:
        with closing(sqlite3.connect(sqlite_path(url))) as db:
            for statement in [*undo, "PRAGMA user_version = 4"]:
                db.execute(statement)
            db.commit()


async def test_migration_5_marks_earlier_forfeit_wins_and_check_agrees_on_them(store_url):
    storage = await open_store(store_url)
    clock = Clock()
    sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(4))
    sessions.clock_ = clock
    # Bob never moves: his third missed turn removes him and Ann wins by forfeit. Then Ann and
    # Bob play a game out.
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
    await play_out(sessions, Recorder(), started.game, random.Random(1), sleeper=BOB.id)
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
    await play_out(sessions, Recorder(), started.game, random.Random(2))
    flags = await storage.fetch_all(
        "SELECT game_id, user_id, forfeit FROM results ORDER BY game_id, user_id"
    )
    assert flags == [(1, ANN.id, 1), (1, BOB.id, 0), (2, ANN.id, 0), (2, BOB.id, 0)]
    results, ratings = await storage.table_rows("results"), await storage.table_rows("ratings")
    forfeits = TABLES["ratings"].index("forfeit_wins")
    assert {row[forfeits] for row in ratings} == {0, 1}  # Ann's forfeit win, in both scopes
    await storage.close()

    await back_to_version_4(store_url)
    storage = await open_store(store_url)  # migration 5 runs again, on the recorded games
    try:
        assert await storage.schema_version() == len(MIGRATIONS)
        assert await storage.table_rows("results") == results
        assert await storage.table_rows("ratings") == ratings
        report = await check(storage)
        assert report.ok, report.summary()

        # The check recomputes the flag and the count: a wrong one is reported.
        await storage.write("UPDATE results SET forfeit = 0 WHERE forfeit = 1", [()])
        await storage.write("UPDATE ratings SET forfeit_wins = 2 WHERE forfeit_wins = 1", [()])
        problems = (await check(storage)).problems
        assert sum("disagrees: forfeit: 0 ≠ 1" in problem for problem in problems) == 1
        assert sum("disagrees: forfeit_wins: 2 ≠ 1" in problem for problem in problems) == 2
    finally:
        await storage.close()
