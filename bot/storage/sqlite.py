"""SQLite store: one file, WAL with synchronous=NORMAL, group commit on the event loop's thread.

The writer (bot/storage/group_commit.py) runs each batch's transaction on the loop's own thread: in
WAL mode with synchronous=NORMAL a commit appends to the log without waiting for the disk, so it
takes tens of microseconds, less than handing the batch to a thread and back. What could block
for long is kept off the loop: checkpoints (copying the log into the file) run on another thread,
and a write lock held by another process is waited for with asyncio.sleep, never by blocking.
Reads use a second connection on a second thread (WAL lets them run beside a commit). WAL with
synchronous=NORMAL survives a killed process; only a power cut could lose the last commits.

A write that cannot be made (disk full, another process holding the write lock for most of
Discord's answer window, a file that turned read-only) is rolled back whole and raises
StorageUnavailable; the next write tries again, so the bot recovers by itself when the fault ends.
"""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial
from itertools import groupby
from operator import attrgetter
from pathlib import Path
from typing import Any, TypeVar

from bot.domain import results
from bot.storage.base import (
    GameRecord,
    StaleStep,
    Storage,
    StorageError,
    StorageUnavailable,
)
from bot.storage.group_commit import GroupCommit, Outcomes, Write
from bot.storage.migrations import MIGRATIONS
from bot.storage.queries.results import (
    INSERT_RESULT,
    UPSERT_PLAYER,
    UPSERT_RATING,
    ratings_query,
)
from bot.storage.rows import TABLES, StepWrite, insert_values

log = logging.getLogger(__name__)

T = TypeVar("T")

BUSY_TIMEOUT_MS = 1000  # reads, and the checkpointer
STARTUP_BUSY_TIMEOUT_MS = 3000
LOCK_RETRY_SECONDS = 0.02  # while another process holds the write lock
CHECKPOINT_EVERY = 1000  # writes between checkpoints (about 1,000-2,000 pages of log)

_INSERT_GAME = (
    "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, players, state,"
    " step, meta, deadline, created_at, started_at, ended_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)
_UPDATE_GAME = (
    "UPDATE games SET status=?, players=?, state=?, step=?, meta=?, deadline=?,"
    " started_at=?, ended_at=? WHERE id=? AND step=?"
)
# The same update for a step that leaves the game's status, start and end as they were (nearly
# every step; StepWrite.same_status): it takes the same values (numbered), and leaving `status` out
# of SET spares SQLite rewriting the live-game-per-channel index, whose condition reads it (about
# an eighth of the pages a batch of steps writes). Its condition checks the caller's word: a step
# that does change them matches no row, and its run is written again the careful way.
_UPDATE_GAME_SAME_STATUS = (
    "UPDATE games SET players=?2, state=?3, step=?4, meta=?5, deadline=?6"
    " WHERE id=?9 AND step=?10 AND status=?1 AND started_at IS ?7 AND ended_at IS ?8"
)
_INSERT_EVENT = (
    "INSERT INTO events (game_id, step, actor_id, action, events, at) VALUES (?,?,?,?,?,?)"
)
_MARK_PENDING = "INSERT INTO pending_results (game_id) VALUES (?) ON CONFLICT DO NOTHING"
_UNMARK_PENDING = "DELETE FROM pending_results WHERE game_id = ?"
_UPSERT_LANGUAGE = (
    "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
    " ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language"
)


class SqliteStorage(Storage):
    def __init__(self, path: Path, connections: _Connections) -> None:
        self.path = path
        self.url = f"sqlite:///{path}"
        self._writer_conn = connections.writer
        self._reader_conn = connections.reader
        self._checkpoint_conn = connections.checkpointer
        self._reader_thread = ThreadPoolExecutor(1, thread_name_prefix="sqlite-reader")
        self._writes = GroupCommit(self._commit_batch, self._unavailable)
        self._since_checkpoint = 0
        self._checkpoint: asyncio.Future[None] | None = None

    # ------------------------------------------------------------------------- opening

    @classmethod
    async def connect(cls, path: str | Path) -> SqliteStorage:
        path = Path(path)
        loop = asyncio.get_running_loop()
        with ThreadPoolExecutor(1) as opener:
            connections = await loop.run_in_executor(opener, _open_file, path)
        return cls(path, connections)

    async def close(self) -> None:
        await self._writes.close()
        if self._checkpoint is not None:
            await asyncio.gather(self._checkpoint, return_exceptions=True)
        self._writer_conn.close()
        loop = asyncio.get_running_loop()
        for conn in (self._checkpoint_conn, self._reader_conn):  # the last one checkpoints
            await loop.run_in_executor(self._reader_thread, conn.close)
        self._reader_thread.shutdown()

    async def schema_version(self) -> int:
        (version,) = await self.fetch_one("PRAGMA user_version")
        return version

    # ------------------------------------------------------------------ reads and writes

    async def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._reader_thread, work, self._reader_conn)
        except sqlite3.OperationalError as exc:
            raise self._unavailable(exc) from exc

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        return await self._read(lambda conn: conn.execute(sql, tuple(args)).fetchall())

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncIterator[None]:
        await self._read(lambda conn: conn.execute("BEGIN"))
        try:
            yield
        finally:
            await self._read(lambda conn: conn.execute("COMMIT"))

    async def read_for_write(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]:
        # A few rows by primary key: on the loop's own connection, without a trip to a thread.
        try:
            return self._writer_conn.execute(sql, tuple(args)).fetchall()
        except sqlite3.OperationalError as exc:
            raise self._unavailable(exc) from exc

    async def _commit_batch(self, batch: list[Write]) -> Outcomes:
        await self._begin(min(write.refuse_after for write in batch))
        outcomes = self._write_batch(batch)
        self._since_checkpoint += len(batch)
        if self._since_checkpoint >= CHECKPOINT_EVERY and self._checkpoint is None:
            self._since_checkpoint = 0
            loop = asyncio.get_running_loop()
            self._checkpoint = loop.run_in_executor(self._reader_thread, self._run_checkpoint)
            self._checkpoint.add_done_callback(self._checkpoint_done)
        return outcomes

    async def _begin(self, give_up: float) -> None:
        """Open the write transaction, waiting (without blocking the loop) while another
        process holds the write lock, until `give_up` (time.monotonic())."""
        while True:
            try:
                self._writer_conn.execute("BEGIN IMMEDIATE")
                return
            except sqlite3.OperationalError as exc:
                if not _busy(exc) or time.monotonic() >= give_up:
                    raise
            await asyncio.sleep(LOCK_RETRY_SECONDS)

    def _run_checkpoint(self) -> None:
        self._checkpoint_conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()

    def _checkpoint_done(self, done: asyncio.Future[None]) -> None:
        self._checkpoint = None
        if not done.cancelled() and done.exception() is not None:
            log.warning("Checkpoint of %s failed: %s", self.path, done.exception())

    def _write_batch(self, batch: list[Write]) -> Outcomes:
        """The open transaction's writes, then COMMIT (or ROLLBACK of all, raising)."""
        conn = self._writer_conn
        outcomes: Outcomes = []
        try:
            now = time.monotonic()
            steps: list[StepWrite] = []
            for write in batch:
                if write.too_late(now):
                    outcomes += _write_steps(conn, steps)
                    steps = []
                    outcomes.append((False, StorageUnavailable("waited too long for the database")))
                elif isinstance(write.apply, StepWrite):
                    steps.append(write.apply)
                else:
                    outcomes += _write_steps(conn, steps)
                    steps = []
                    outcomes.append(_write_one(conn, write.apply))
            outcomes += _write_steps(conn, steps)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return outcomes

    def _unavailable(self, exc: BaseException) -> StorageUnavailable:
        if isinstance(exc, StorageUnavailable):
            return exc
        return StorageUnavailable(describe_fault(self.path, exc))

    # --------------------------------------------------------------------------- games

    async def create_game(self, record: GameRecord) -> GameRecord:
        values = insert_values(record)

        def insert(conn: sqlite3.Connection) -> int:
            try:
                return conn.execute(_INSERT_GAME, values).lastrowid
            except sqlite3.IntegrityError as exc:
                raise StaleStep("the channel already has a live game") from exc

        record.id = await self._writes.submit(insert)
        return record

    def _commit_step(self, step: StepWrite, finishing: bool) -> Awaitable[None]:
        if not finishing:
            return self._writes.submit(step)

        def finish(conn: sqlite3.Connection) -> None:
            _write_step(conn, step)
            conn.execute(_MARK_PENDING, (step.game_id,))

        return self._writes.submit(finish)

    # ------------------------------------------------------------------------ settings

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        await self._writes.submit(lambda conn: conn.execute(_UPSERT_LANGUAGE, (guild_id, language)))

    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        return await self._writes.submit(lambda conn: conn.executemany(sql, rows).rowcount)

    async def prune_event_log(self, game_id: int, key: str, at: float) -> int:
        def prune(conn: sqlite3.Connection) -> int:
            conn.execute(
                "UPDATE games SET meta = json_set(meta, ?, ?) WHERE id = ?",
                (f"$.{key}", at, game_id),
            )
            return conn.execute("DELETE FROM events WHERE game_id = ?", (game_id,)).rowcount

        return await self._writes.submit(prune)

    # ------------------------------------------------------------------------- results

    def _commit_results(
        self, record: GameRecord, plan: results.ResultsPlan | None
    ) -> Awaitable[int]:
        def write(conn: sqlite3.Connection) -> int:
            if conn.execute("SELECT 1 FROM results WHERE game_id = ?", (record.id,)).fetchone():
                log.warning("Game %s has its results already; not recording them again", record.id)
                written = 0
            elif plan is None:
                written = 0
            else:
                written = _write_results(conn, record, plan)
                if not written:
                    return 0  # logged; the mark stays for a later start
            conn.execute(_UNMARK_PENDING, (record.id,))
            return written

        return self._writes.submit(write)

    # ----------------------------------------------------------------------- copying

    async def insert_rows(self, table: str, rows: Sequence[Sequence[Any]]) -> None:
        columns = TABLES[table]
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({','.join('?' * len(columns))})"
        await self._writes.submit(lambda conn: conn.executemany(sql, rows))


def _write_step(conn: sqlite3.Connection, step: StepWrite) -> None:
    if conn.execute(_UPDATE_GAME, step.update).rowcount != 1:
        raise StaleStep(f"game {step.game_id} is no longer at step {step.expected}")
    if step.event is not None:
        conn.execute(_INSERT_EVENT, step.event)


def _write_one(conn: sqlite3.Connection, apply: Callable[[sqlite3.Connection], Any]) -> tuple:
    # A savepoint per write: one refused write does not fail the others in the batch.
    conn.execute("SAVEPOINT write")
    try:
        outcome = (True, apply(conn))
    except (StaleStep, sqlite3.IntegrityError) as exc:
        conn.execute("ROLLBACK TO write")
        outcome = (False, _as_stale(exc))
    conn.execute("RELEASE write")
    return outcome


def _write_steps(conn: sqlite3.Connection, steps: list[StepWrite]) -> Outcomes:
    """Write a run of ordinary steps in bulk. Each UPDATE names the step it replaces (and the
    status it leaves), so when every one of them finds its row (the usual case) all are accepted;
    otherwise the run is undone and written again knowing which are stale."""
    if not steps:
        return []
    conn.execute("SAVEPOINT steps")
    try:
        updated = 0
        for same_status, run in groupby(steps, key=attrgetter("same_status")):
            sql = _UPDATE_GAME_SAME_STATUS if same_status else _UPDATE_GAME
            updated += conn.executemany(sql, [step.update for step in run]).rowcount
        if updated == len(steps):
            conn.executemany(_INSERT_EVENT, [step.event for step in steps if step.event])
            conn.execute("RELEASE steps")
            return [(True, None)] * len(steps)
    except sqlite3.IntegrityError:  # not expected: the careful way below finds which one
        pass
    conn.execute("ROLLBACK TO steps")
    conn.execute("RELEASE steps")
    return _write_steps_checked(conn, steps)


def _write_steps_checked(conn: sqlite3.Connection, steps: list[StepWrite]) -> Outcomes:
    """Write a run of ordinary steps: read the games' steps once (the transaction holds the
    write lock, so they cannot change meanwhile), refuse the stale ones, write the rest in bulk."""
    ids = list({step.game_id for step in steps})
    current: dict[int, int] = {}
    for start in range(0, len(ids), 500):
        chunk = ids[start : start + 500]
        marks = ",".join("?" * len(chunk))
        current.update(conn.execute(f"SELECT id, step FROM games WHERE id IN ({marks})", chunk))
    outcomes: Outcomes = []
    accepted: list[StepWrite] = []
    for step in steps:
        if current.get(step.game_id) != step.expected:
            stale = StaleStep(f"game {step.game_id} is no longer at step {step.expected}")
            outcomes.append((False, stale))
            continue
        current[step.game_id] = step.new_step
        accepted.append(step)
        outcomes.append((True, None))
    conn.execute("SAVEPOINT steps")
    try:
        conn.executemany(_UPDATE_GAME, [step.update for step in accepted])
        conn.executemany(_INSERT_EVENT, [step.event for step in accepted if step.event])
    except sqlite3.IntegrityError:  # not expected; one at a time then, so only that one fails
        conn.execute("ROLLBACK TO steps")
        conn.execute("RELEASE steps")
        return [_write_one(conn, partial(_write_step, step=step)) for step in steps]
    conn.execute("RELEASE steps")
    return outcomes


def _as_stale(exc: Exception) -> Exception:
    if isinstance(exc, sqlite3.IntegrityError):
        stale = StaleStep(f"the write conflicts with a newer one ({exc})")
        stale.__cause__ = exc
        return stale
    return exc


def _write_results(conn: sqlite3.Connection, record: GameRecord, plan: results.ResultsPlan) -> int:
    """Write a results plan inside the open transaction, planning again if the ratings it was
    based on changed since. A failure is logged and undone (0 rows written)."""
    conn.execute("SAVEPOINT results")
    try:
        if plan.scopes:
            query = ratings_query(len(plan.scopes), len(plan.user_ids))
            args = (plan.rating_game, *plan.scopes, *plan.user_ids)
            now = {(s, u): (mu, sigma) for s, u, mu, sigma in conn.execute(query, args)}
            if now != plan.basis:
                plan = results.plan_results(record, now) or plan
        conn.executemany(INSERT_RESULT, plan.results)
        conn.executemany(UPSERT_RATING, plan.ratings)
        conn.executemany(UPSERT_PLAYER, plan.players)
    except (sqlite3.IntegrityError, ValueError, KeyError, TypeError):
        log.exception("Recording the results of game %s failed; they stay pending", record.id)
        conn.execute("ROLLBACK TO results")
        conn.execute("RELEASE results")
        return 0
    conn.execute("RELEASE results")
    return len(plan.results)


# ----------------------------------------------------------------------------- opening


@dataclass(frozen=True)
class _Connections:
    writer: sqlite3.Connection  # used on the event loop's thread only
    reader: sqlite3.Connection  # on the reader thread
    checkpointer: sqlite3.Connection  # on the reader thread


def _busy(exc: sqlite3.OperationalError) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def _open_file(path: Path) -> _Connections:
    """Open the connections and migrate; StorageError names the cause."""
    if str(path) != ":memory:":
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StorageError(f"Cannot create the folder for the database {path}: {exc}") from exc
        if path.exists() and not path.is_file():
            raise StorageError(f"The database path {path} is not a file.")
    writer = reader = checkpointer = None
    try:
        writer = _connect(path, STARTUP_BUSY_TIMEOUT_MS)
        _check_readable(writer)
        writer.execute("PRAGMA journal_mode=WAL")
        writer.execute("PRAGMA synchronous=NORMAL")
        writer.execute("PRAGMA foreign_keys=ON")
        _migrate(writer, path)
        writer.execute("PRAGMA busy_timeout=0")  # on the loop: never block, see _begin
        writer.execute("PRAGMA wal_autocheckpoint=0")  # checkpoints run on the reader thread
        reader = _connect(path, BUSY_TIMEOUT_MS)
        reader.execute("PRAGMA query_only=1")
        checkpointer = _connect(path, BUSY_TIMEOUT_MS)
    except (sqlite3.Error, OSError) as exc:
        for conn in (writer, reader, checkpointer):
            if conn is not None:
                conn.close()
        raise StorageError(describe_fault(path, exc, at_start=True)) from exc
    except StorageError:
        for conn in (writer, reader, checkpointer):
            if conn is not None:
                conn.close()
        raise
    return _Connections(writer, reader, checkpointer)


def _connect(path: Path, busy_ms: int) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout={busy_ms}")
    return conn


def _check_readable(conn: sqlite3.Connection) -> None:
    # Reading the schema finds a file that is not a database or has a damaged header. No
    # quick_check here: it reads every page, so start-up would grow with the games stored.
    conn.execute("SELECT count(*) FROM sqlite_master").fetchone()


def _migrate(conn: sqlite3.Connection, path: Path) -> None:
    # BEGIN IMMEDIATE even with nothing to migrate: a file the bot cannot write (read-only,
    # locked) is found now, with a clear message, not at the first click.
    conn.execute("BEGIN IMMEDIATE")
    try:
        (version,) = conn.execute("PRAGMA user_version").fetchone()
        if version > len(MIGRATIONS):
            raise StorageError(
                f"The database {path} has schema version {version}, newer than this bot "
                f"knows ({len(MIGRATIONS)}). Update the bot, or use another database."
            )
        for number, migration in enumerate(MIGRATIONS[version:], start=version + 1):
            log.info("Applying database migration %d (%s)", number, migration.description)
            for statement in _statements(migration.sqlite):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _statements(script: str) -> list[str]:
    """Split a migration into statements (a ';' inside a comment or string does not split)."""
    statements, pending = [], ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \n;"):
                statements.append(pending.strip())
            pending = ""
    return statements


# ------------------------------------------------------------------------------ faults


def describe_fault(path: Path, exc: BaseException, *, at_start: bool = False) -> str:
    """Name the actual cause of a database failure, and what to do about it."""
    text = str(exc).lower()
    folder = path.parent
    if "readonly" in text or "read-only" in text or isinstance(exc, PermissionError):
        if _read_only_file_system(folder):
            return (
                f"The database {path} is on a read-only file system ({exc}). Mount it writable "
                "or point DATABASE_URL at a writable place; the file was left untouched."
            )
        if path.exists() and not os.access(path, os.W_OK):
            return (
                f"The database {path} is read-only for the bot's user (uid {os.getuid()}) "
                f"({exc}). Give that user write permission on the file (chmod/chown); the games "
                "in it are kept."
            )
        return (
            f"The bot's user (uid {os.getuid()}) cannot write in the folder {folder} ({exc}). "
            "SQLite needs to create its -wal and -shm files beside the database: give that "
            "user write permission on the folder."
        )
    if "locked" in text or "busy" in text:
        return (
            f"The database {path} is locked by another process ({exc}). Is another bot or a "
            "tool using the same file? Stop it, or wait for it to finish."
            + (" Then start the bot again." if at_start else "")
        )
    if "disk is full" in text or "disk full" in text or "no space" in text:
        return f"The disk holding the database {path} is full ({exc}). Free some space."
    if "unable to open" in text:
        if not os.access(folder, os.W_OK | os.X_OK) or (
            path.exists() and not os.access(path, os.R_OK | os.W_OK)
        ):
            return (
                f"The bot's user (uid {os.getuid()}) has no permission to open the database "
                f"{path} ({exc}). Fix the owner or permissions of the file and its folder."
            )
        return f"Cannot open the database {path} ({exc})."
    if isinstance(exc, sqlite3.DatabaseError) and at_start:
        return (
            f"The database {path} is unreadable or corrupt ({exc}). It was left untouched: "
            "restore a backup, or move the file away to start with an empty database."
        )
    return f"The database {path} cannot be used right now ({exc})."


def _read_only_file_system(folder: Path) -> bool:
    try:
        return bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except OSError:
        return False
