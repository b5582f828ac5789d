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
import sqlite3
import time
from collections.abc import AsyncGenerator, Awaitable, Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from functools import partial
from itertools import groupby
from operator import attrgetter
from pathlib import Path
from typing import Any, TypeVar

from bot.domain import results
from bot.storage.base import (
    GameRecord,
    Guard,
    StaleStep,
    Storage,
    StorageUnavailable,
)
from bot.storage.group_commit import GroupCommit, Outcomes, Write
from bot.storage.result_writes import (
    INSERT_RESULT,
    UPSERT_PLAYER,
    UPSERT_RATING,
    UPSERT_SEASON_RATING,
    basis_queries,
)
from bot.storage.rows import TABLES, UPSERT_NOTES, StepWrite, insert_values
from bot.storage.sqlite_file import Connections, describe_fault, is_busy, open_file

log = logging.getLogger(__name__)

T = TypeVar("T")

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
_MARK_ENDING = "INSERT INTO pending_endings (game_id) VALUES (?) ON CONFLICT DO NOTHING"


class SqliteStorage(Storage):
    def __init__(self, path: Path, connections: Connections) -> None:
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
            connections = await loop.run_in_executor(opener, open_file, path)
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
        row = await self.fetch_one("PRAGMA user_version")
        return row[0] if row else 0

    # ------------------------------------------------------------------ reads and writes

    def _write(self, apply: Callable[[sqlite3.Connection], T]) -> asyncio.Future[T]:
        """Queue a write of the writer's connection (group_commit.py commits it)."""
        return self._writes.submit(apply)

    async def _read(self, work: Callable[[sqlite3.Connection], T]) -> T:
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._reader_thread, work, self._reader_conn)
        except sqlite3.OperationalError as exc:
            raise self._unavailable(exc) from exc

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        return await self._read(lambda conn: conn.execute(sql, tuple(args)).fetchall())

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncGenerator[None, None]:
        await self._read(lambda conn: conn.execute("BEGIN"))
        try:
            yield
        finally:
            await self._read(lambda conn: conn.execute("COMMIT"))

    async def read_for_write(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
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
                if not is_busy(exc) or time.monotonic() >= give_up:
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
                return _row_id(conn.execute(_INSERT_GAME, values))
            except sqlite3.IntegrityError as exc:
                raise StaleStep("the channel already has a live game") from exc

        record.id = await self._writes.submit(insert)
        return record

    def _commit_step(self, step: StepWrite, finishing: bool, ending: bool) -> Awaitable[None]:
        if not ending:
            return self._writes.submit(step)

        def finish(conn: sqlite3.Connection) -> None:
            _write_step(conn, step)
            if finishing:
                conn.execute(_MARK_PENDING, (step.game_id,))
            conn.execute(_MARK_ENDING, (step.game_id,))

        return self._writes.submit(finish)

    # ------------------------------------------------------------------------ writes

    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        return await self._write(lambda conn: conn.executemany(sql, rows).rowcount)

    async def write_together(
        self,
        statements: Sequence[tuple[str, Sequence[Sequence[Any]]]],
        guards: Sequence[Guard] = (),
    ) -> bool:
        def write(conn: sqlite3.Connection) -> bool:
            # The one writer: what the guards read stays so until the savepoint is released.
            for guard in guards:
                if not guard.clear(conn.execute(guard.sql, tuple(guard.args)).fetchall()):
                    return False
            conn.execute("SAVEPOINT together")
            try:
                for sql, rows in statements:
                    conn.executemany(sql, rows)
            except BaseException:
                conn.execute("ROLLBACK TO together")
                conn.execute("RELEASE together")
                raise
            conn.execute("RELEASE together")
            return True

        return await self._writes.submit(write)

    async def insert_once(
        self,
        sql: str,
        rows: Sequence[Sequence[Any]],
        then: Sequence[tuple[str, Sequence[Any]]] = (),
        locked: Sequence[str] = (),
    ) -> bool:
        def insert(conn: sqlite3.Connection) -> bool:
            conn.execute("SAVEPOINT once")
            try:
                conn.executemany(sql, rows)
                claimed = all(conn.execute(more, tuple(args)).rowcount for more, args in then)
            except sqlite3.IntegrityError as exc:
                if "UNIQUE" not in str(exc):
                    conn.execute("ROLLBACK TO once")
                    conn.execute("RELEASE once")
                    raise
                claimed = False
            if not claimed:
                conn.execute("ROLLBACK TO once")
            conn.execute("RELEASE once")
            return claimed

        return await self._writes.submit(insert)

    async def insert_with_id(self, sql: str, args: Sequence[Any]) -> int:
        return await self._write(lambda conn: _row_id(conn.execute(sql, tuple(args))))

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
        await self._write(lambda conn: conn.executemany(sql, rows))


def _write_step(conn: sqlite3.Connection, step: StepWrite) -> None:
    if conn.execute(_UPDATE_GAME, step.update).rowcount != 1:
        raise StaleStep(f"game {step.game_id} is no longer at step {step.expected}")
    if step.event is not None:
        conn.execute(_INSERT_EVENT, step.event)
    if step.notes is not None:
        conn.execute(UPSERT_NOTES, step.notes)


def _write_rows(conn: sqlite3.Connection, steps: list[StepWrite]) -> None:
    """The event rows and table notes of steps whose games' rows were updated."""
    conn.executemany(_INSERT_EVENT, [step.event for step in steps if step.event])
    notes = [step.notes for step in steps if step.notes is not None]
    if notes:
        conn.executemany(UPSERT_NOTES, notes)


def _write_one(
    conn: sqlite3.Connection, apply: Callable[[sqlite3.Connection], Any]
) -> tuple[Any, ...]:
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
            _write_rows(conn, steps)
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
        _write_rows(conn, accepted)
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
        reads = basis_queries(
            plan.rating_game, plan.scopes, plan.user_ids, record.guild_id, plan.seasons
        )
        if reads:
            now: dict[tuple[int | str, int], tuple[float, float]] = {}
            for sql, args in reads:
                now.update({(s, u): (mu, sigma) for s, u, mu, sigma in conn.execute(sql, args)})
            if now != plan.basis:
                plan = results.plan_results(record, now) or plan
        conn.executemany(INSERT_RESULT, plan.results)
        conn.executemany(UPSERT_RATING, plan.ratings)
        conn.executemany(UPSERT_SEASON_RATING, plan.season_ratings)
        conn.executemany(UPSERT_PLAYER, plan.players)
    except (sqlite3.IntegrityError, ValueError, KeyError, TypeError):
        log.exception("Recording the results of game %s failed; they stay pending", record.id)
        conn.execute("ROLLBACK TO results")
        conn.execute("RELEASE results")
        return 0
    conn.execute("RELEASE results")
    return len(plan.results)


def _row_id(cursor: sqlite3.Cursor) -> int:
    """The id of the row an INSERT just added."""
    if cursor.lastrowid is None:
        raise sqlite3.OperationalError("the statement inserted no row")
    return cursor.lastrowid
