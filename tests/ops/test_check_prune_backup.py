"""The operator's tools on a database filled by the real session layer: check, prune, backup.

(Backup while the bot writes, and check on the databases the end-to-end tests leave behind, are
in tests/e2e.)
"""

from __future__ import annotations

import json
import random
import sqlite3

import pytest

from bot.domain.replay import PRUNED_KEY, LogPruned, replay
from bot.ops.check import check_database
from bot.ops.prune import prune
from bot.storage.backup import BackupError, backup
from bot.storage.connect import open_store
from bot.table.sessions import Sessions, Timing
from tests.domain.test_replay import ANN, BOB, CAT, Recorder, open_game, play_out
from tests.e2e.bot_process import run_to_exit
from tests.table.clock import Clock


@pytest.fixture
async def filled(tmp_path):
    """A database with two finished games (Heckmeck, Drehwurm), an abandoned one, a cancelled
    lobby and a running game; the storage is closed again."""
    path = tmp_path / "games.db"
    storage = await open_store(path)
    clock = Clock()
    sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(2))
    sessions.clock_ = clock
    recorder = Recorder()
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB], ["easy"])
    await play_out(sessions, recorder, started.game, random.Random(1))
    started = await open_game(sessions, "drehwurm", {"variant": "beginners"}, [ANN, CAT], ["easy"])
    await play_out(sessions, recorder, started.game, random.Random(2))
    abandoned = await open_game(sessions, "heckmeck", {"edition": "junior"}, [BOB, CAT])
    await sessions.stop(abandoned.game.id, BOB.id, may_manage=False)
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=71, host=ANN, options={"edition": "classic"}
    )
    await sessions.cancel(lobby.id, ANN.id)
    running = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=72, host=CAT, options={"edition": "classic"}
    )
    await sessions.join(running.id, ANN)
    await sessions.start(running.id, CAT.id)
    await sessions.results_settled()
    await storage.close()
    return path


def execute(path, sql, *params):
    with sqlite3.connect(path) as db:
        changed = db.execute(sql, params).rowcount
    assert changed >= 1, sql


async def test_a_sound_database_passes(filled):
    report = await check_database(filled)
    assert report.ok, report.summary()
    assert (report.games, report.replayed, report.never_started) == (5, 4, 1)
    assert report.finished == 2 and report.result_rows == 6 and report.rating_rows == 8
    assert "Everything agrees." in report.summary()


async def test_a_changed_die_in_the_log_is_found(filled):
    with sqlite3.connect(filled) as db:
        step, action = db.execute(
            "SELECT step, action FROM events WHERE game_id = 1 AND action LIKE '%roll%draws%'"
            " ORDER BY step LIMIT 1"
        ).fetchone()
    action = json.loads(action)
    action["draws"][0] = (action["draws"][0] + 1) % 6
    sql = "UPDATE events SET action = ? WHERE game_id = 1 AND step = ?"
    execute(filled, sql, json.dumps(action), step)
    report = await check_database(filled)
    assert not report.ok
    assert report.problems[0].startswith(f"game 1 (heckmeck, finished): step {step}:")


async def test_a_deleted_log_row_is_found(filled):
    execute(filled, "DELETE FROM events WHERE game_id = 2 AND step = 20")
    report = await check_database(filled)
    assert [p.split(":")[0] for p in report.problems] == ["game 2 (drehwurm, finished)"]


async def test_changed_results_and_ratings_are_found(filled):
    execute(filled, "UPDATE results SET score = score + 1 WHERE game_id = 1 AND seat = 0")
    execute(filled, "UPDATE ratings SET mu = mu + 0.5 WHERE user_id = 3 AND scope = 0")
    report = await check_database(filled)
    assert any(p.startswith("result (1, 0) disagrees: score") for p in report.problems)
    assert any(p.startswith("rating ('drehwurm', 0, 3) disagrees: mu") for p in report.problems)


async def test_the_command_exits_non_zero_on_disagreement(filled, tmp_path):
    code, out, _ = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(filled))
    assert code == 0 and "Everything agrees." in out
    execute(filled, "UPDATE games SET state = json_set(state, '$.steals[0]', 9) WHERE id = 1")
    code, out, _ = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(filled))
    assert code == 1
    assert "game 1 (heckmeck, finished):" in out and "snapshot" in out


async def test_prune_keeps_the_result_and_check_knows_the_log_went(filled):
    storage = await open_store(filled)
    try:
        nothing = await prune(storage, retention_days=1, now=2000.0)  # games ended at ~1000 s
        assert nothing.games == 0
        report = await prune(storage, retention_days=1, now=1000.0 + 2 * 86_400)
        # Every ended game (two finished, one abandoned, one cancelled) but not the running one.
        assert report.games == 4 and report.events > 100
        record = await storage.get_game(1)
        assert record.meta[PRUNED_KEY] == 1000.0 + 2 * 86_400
        assert await storage.events_of(1) == []
        with pytest.raises(LogPruned):
            replay(record, [])
        assert await storage.events_of(5) != []  # the running game keeps its log
    finally:
        await storage.close()
    checked = await check_database(filled)
    assert checked.ok, checked.summary()
    assert (checked.pruned, checked.replayed, checked.result_rows) == (4, 1, 6)


async def test_prune_runs_only_with_a_retention(filled, tmp_path):
    code, out, _ = await run_to_exit(tmp_path, "prune", DATABASE_PATH=str(filled))
    assert code == 0 and "kept forever" in out
    code, out, _ = await run_to_exit(
        tmp_path, "prune", DATABASE_PATH=str(filled), EVENT_LOG_RETENTION_DAYS="0"
    )
    assert code == 0 and "Pruned the event logs of 4 ended games" in out


async def test_a_backup_is_a_checked_copy(filled, tmp_path):
    target = tmp_path / "copies" / "backup.sqlite3"
    report = backup(filled, target)
    assert report.games == 5 and "integrity check: ok" in report.summary()
    assert not (tmp_path / "copies" / "backup.sqlite3-wal").exists()
    assert (await check_database(target)).ok
    with pytest.raises(BackupError, match="another file"):
        backup(filled, filled)
    with pytest.raises(BackupError, match="no database"):
        backup(tmp_path / "nothing.db", target)
