"""Storage faults on a SQLite file: the clicker is told "cannot save right now", nothing is
half-applied, the bot recovers by itself when the fault ends, and start-up names the cause."""

from __future__ import annotations

import asyncio
import os
import pwd
import sqlite3
import sys
import tempfile
from pathlib import Path

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.storage.base import StorageError
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.table.sessions import Sessions
from bot.table.types import Player, Refusal, Timing
from tests.table.clock import Clock

ANN, BOB = Player(1, "Ann"), Player(2, "Bob")

HOLD_WRITE_LOCK = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()
"""


@pytest.fixture
async def sessions(tmp_path):
    storage = await open_store(tmp_path / "games.sqlite3")
    s = Sessions(storage, Timing(turn_timeout=120), clock=Clock())
    yield s
    await s.results_settled()
    await storage.close()


async def started(sessions):
    game = await sessions.open_lobby("heckmeck", guild_id=1, channel_id=50, host=ANN, options={})
    await sessions.join(game.id, BOB)
    return (await sessions.start(game.id, ANN.id)).game


async def click(sessions, game_id):
    """The current player presses a legal button of the game as it stands."""
    game = await sessions.game(game_id)
    state = hm.state_from_json(game.state)
    action = next(a for a in hm.legal_actions(state, state.current) if a != hm.Timeout())
    user = game.players[state.current]["id"]
    return await sessions.act(game_id, user, game.step, hm.action_to_json(action))


async def on_writer(storage, sql):
    """Run one statement on the store's own write connection (a per-connection setting)."""
    return await storage._writes.submit(lambda conn: conn.execute(sql).fetchone())


async def stored(storage, game_id):
    game = await storage.get_game(game_id)
    return game.step, game.state, len(await storage.events_of(game_id))


async def test_a_full_disk_refuses_the_click_changes_nothing_and_recovers(sessions):
    storage = sessions.storage
    game = await started(sessions)
    (pages,) = await on_writer(storage, "PRAGMA page_count")
    await on_writer(storage, f"PRAGMA max_page_count = {pages}")  # the disk is full now
    for _ in range(500):  # the clicks that still fit in the file's free space go through
        before = await stored(storage, game.id)
        in_memory = (await sessions.game(game.id)).step
        try:
            await click(sessions, game.id)
        except Refusal as refusal:
            assert refusal.code == "storage-unavailable"
            break
    else:
        pytest.fail("the full disk never refused a click")
    assert await stored(storage, game.id) == before
    assert (await sessions.game(game.id)).step == in_memory

    await on_writer(storage, "PRAGMA max_page_count = 1073741823")  # space again
    outcome = await click(sessions, game.id)
    assert outcome.game.step == in_memory + 1
    assert (await stored(storage, game.id))[0] == in_memory + 1


async def test_a_write_lock_held_by_another_process_refuses_the_click_then_recovers(sessions):
    storage = sessions.storage
    game = await started(sessions)
    before = await stored(storage, game.id)
    locker = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        HOLD_WRITE_LOCK,
        str(storage.path),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert await locker.stdout.readline() == b"locked\n"
        with pytest.raises(Refusal) as refused:
            await click(sessions, game.id)
        assert refused.value.code == "storage-unavailable"
        assert await stored(storage, game.id) == before
    finally:
        locker.stdin.close()
        await locker.wait()
    outcome = await click(sessions, game.id)
    assert outcome.game.step == before[0] + 1
    assert (await stored(storage, game.id))[0] == before[0] + 1


def _open_as(uid: int, gid: int, path: Path) -> str:
    """Open the store in a child process running as that user; its StorageError message."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover - the child reports through the pipe
        message = "opened"
        try:
            os.setgid(gid)
            os.setuid(uid)
            storage = asyncio.run(open_store(path))
            asyncio.run(storage.close())
        except StorageError as exc:
            message = str(exc)
        except BaseException as exc:
            message = f"unexpected {exc!r}"
        os.write(write, message.encode())
        os._exit(0)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        message = pipe.read().decode()
    os.waitpid(child, 0)
    return message


def test_a_read_only_file_at_start_is_named_as_such_and_kept():
    if os.geteuid() == 0:  # root may write any file: play the bot's unprivileged user
        user = pwd.getpwnam("nobody")
        uid, gid = user.pw_uid, user.pw_gid
    else:
        uid, gid = os.getuid(), os.getgid()
    folder = Path(tempfile.mkdtemp())
    try:
        path = folder / "games.sqlite3"
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE kept (x)")
        content = path.read_bytes()
        for entry in (folder, path):
            os.chown(entry, uid, gid)
        path.chmod(0o444)
        message = _open_as(uid, gid, path)
        assert "read-only for the bot's user" in message
        assert "corrupt" not in message
        assert path.read_bytes() == content
    finally:
        for entry in sorted(folder.iterdir()):
            entry.unlink()
        folder.rmdir()


async def test_a_database_locked_at_start_is_named_as_such(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0].sqlite)
        db.execute("PRAGMA user_version = 1")
    locker = await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        HOLD_WRITE_LOCK,
        str(path),
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert await locker.stdout.readline() == b"locked\n"
        with pytest.raises(StorageError, match="locked by another process") as refused:
            await open_store(path)
        assert "corrupt" not in str(refused.value)
    finally:
        locker.stdin.close()
        await locker.wait()
    storage = await open_store(path)  # the lock is gone: it opens and migrates
    assert await storage.schema_version() == len(MIGRATIONS)
    await storage.close()
