"""PostgreSQL store (asyncpg): the same interface and the same guarantees as SQLite.

Writes go through the same group commit (bot/storage/group_commit.py): one transaction per batch
on one pooled connection, each caller answered after the commit. A game's row is only updated if
it is still at the step the caller expects, so two bot processes sharing the database never
overwrite each other's newer step: the stale one gets StaleStep and reloads.
"""

from __future__ import annotations

import logging
import re
import time
from collections.abc import AsyncGenerator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any, cast

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.domain import results
from bot.storage.base import (
    GameRecord,
    Guard,
    StaleStep,
    Storage,
    StorageError,
    StorageUnavailable,
)
from bot.storage.group_commit import GroupCommit, Outcomes, Write
from bot.storage.migrations import MIGRATIONS
from bot.storage.result_writes import (
    INSERT_RESULT,
    UPSERT_PLAYER,
    UPSERT_RATING,
    UPSERT_SEASON_RATING,
    basis_queries,
)
from bot.storage.rows import TABLES, UPSERT_NOTES, StepWrite, insert_values

log = logging.getLogger(__name__)

# Server-side limits shorter than Discord's 3 s answer window (milliseconds).
_SERVER_SETTINGS = {"lock_timeout": "1000", "statement_timeout": "2000"}
_MIGRATION_LOCK = 0x4865636B  # advisory lock id: one process migrates at a time

_INSERT_GAME = (
    "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options, players, state,"
    " step, meta, deadline, created_at, started_at, ended_at)"
    " VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id"
)
_UPDATE_GAME = (
    "UPDATE games SET status=$1, players=$2, state=$3, step=$4, meta=$5, deadline=$6,"
    " started_at=$7, ended_at=$8 WHERE id=$9 AND step=$10"
)
_INSERT_EVENT = (
    "INSERT INTO events (game_id, step, actor_id, action, events, at) VALUES ($1,$2,$3,$4,$5,$6)"
)
# A run of ordinary steps in one statement each: the update returns the games it moved on.
_UPDATE_GAMES = (
    "UPDATE games AS g SET status = v.status, players = v.players, state = v.state,"
    " step = v.step, meta = v.meta, deadline = v.deadline, started_at = v.started_at,"
    " ended_at = v.ended_at FROM unnest($1::text[], $2::text[], $3::text[], $4::int[],"
    " $5::text[], $6::float8[], $7::float8[], $8::float8[], $9::bigint[], $10::int[])"
    " AS v(status, players, state, step, meta, deadline, started_at, ended_at, id, expected)"
    " WHERE g.id = v.id AND g.step = v.expected RETURNING g.id"
)
_INSERT_EVENTS = (
    "INSERT INTO events (game_id, step, actor_id, action, events, at) SELECT * FROM"
    " unnest($1::bigint[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::float8[])"
)
_MARK_PENDING = "INSERT INTO pending_results (game_id) VALUES ($1) ON CONFLICT DO NOTHING"
_LOCK_PENDING = "SELECT 1 FROM pending_results WHERE game_id = $1 FOR UPDATE"
_UNMARK_PENDING = "DELETE FROM pending_results WHERE game_id = $1"
_MARK_ENDING = "INSERT INTO pending_endings (game_id) VALUES ($1) ON CONFLICT DO NOTHING"
_FAULTS = (
    OSError,
    asyncpg.PostgresConnectionError,
    asyncpg.InterfaceError,
    asyncpg.InsufficientResourcesError,  # disk full, out of memory, too many connections
    asyncpg.ReadOnlySQLTransactionError,
    asyncpg.LockNotAvailableError,
    asyncpg.QueryCanceledError,
    asyncpg.CannotConnectNowError,
    asyncpg.AdminShutdownError,
)

# A connection of the pool, as `acquire` hands it out.
Connection = asyncpg.Connection | PoolConnectionProxy
WriteFn = Callable[[Connection], Awaitable[Any]]


def portable(sql: str) -> str:
    """`?` placeholders (the portable queries of bot/storage) as PostgreSQL's `$n`."""
    counter = iter(range(1, 10_000))
    return re.sub(r"\?", lambda _: f"${next(counter)}", sql)


_UPSERT_NOTES = portable(UPSERT_NOTES)


class PostgresStorage(Storage):
    def __init__(self, url: str, pool: asyncpg.Pool) -> None:
        self.url = url
        self._pool = pool
        self._snapshot: Connection | None = None  # see read_snapshot
        self._writes = GroupCommit(self._commit_batch, self._unavailable)

    @classmethod
    async def connect(cls, url: str) -> PostgresStorage:
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=4, server_settings=_SERVER_SETTINGS, timeout=10
            )
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StorageError(
                f"Cannot connect to the PostgreSQL database in DATABASE_URL ({_safe(url)}): "
                f"{exc}. Is the server running and the user, password and database right?"
            ) from exc
        try:
            async with pool.acquire() as conn:
                await _migrate(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(url, pool)

    async def close(self) -> None:
        await self._writes.close()
        await self._pool.close()

    async def schema_version(self) -> int:
        return await self._pool.fetchval("SELECT version FROM schema_version")

    # ------------------------------------------------------------------ reads and writes

    @asynccontextmanager
    async def read_snapshot(self) -> AsyncGenerator[None, None]:
        async with (
            self._pool.acquire() as conn,
            conn.transaction(isolation="repeatable_read", readonly=True),
        ):
            self._snapshot = conn
            try:
                yield
            finally:
                self._snapshot = None

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        reader = self._snapshot or self._pool
        try:
            rows = await reader.fetch(portable(sql), *args)
        except _FAULTS as exc:
            raise self._unavailable(exc) from exc
        return [tuple(row) for row in rows]

    async def _commit_batch(self, batch: list[Write]) -> Outcomes:
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    return await _write_batch(conn, batch)
            except _FAULTS:
                raise
            except asyncpg.PostgresError:
                if len(batch) == 1:
                    raise
            # One write broke the batch's transaction: each alone, so only that one fails.
            outcomes: Outcomes = []
            for write in batch:
                try:
                    async with conn.transaction():
                        outcomes.append(await _attempt(conn, write))
                except asyncpg.PostgresError as exc:
                    outcomes.append((False, exc))
            return outcomes

    def _unavailable(self, exc: BaseException) -> StorageUnavailable:
        if isinstance(exc, StorageUnavailable):
            return exc
        return StorageUnavailable(f"PostgreSQL at {_safe(self.url)}: {exc}")

    # --------------------------------------------------------------------------- games

    async def create_game(self, record: GameRecord) -> GameRecord:
        values = insert_values(record)

        async def insert(conn: Connection) -> int:
            try:
                async with conn.transaction():  # a savepoint: a refusal keeps the batch alive
                    return cast(int, await conn.fetchval(_INSERT_GAME, *values))  # RETURNING id
            except asyncpg.UniqueViolationError as exc:
                raise StaleStep("the channel already has a live game") from exc

        record.id = await self._writes.submit(insert)
        return record

    def _commit_step(self, step: StepWrite, finishing: bool, ending: bool) -> Awaitable[None]:
        if not ending:
            return self._writes.submit(step)

        async def finish(conn: Connection) -> None:
            await _write_step(conn, step)
            if finishing:
                await conn.execute(_MARK_PENDING, step.game_id)
            await conn.execute(_MARK_ENDING, step.game_id)

        return self._writes.submit(finish)

    # ------------------------------------------------------------------------ writes

    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        statement = portable(sql)

        async def run(conn: Connection) -> int:
            changed = 0
            for row in rows:
                status = await conn.execute(statement, *row)
                changed += int(status.split()[-1])
            return changed

        return await self._writes.submit(run)

    async def write_together(
        self,
        statements: Sequence[tuple[str, Sequence[Sequence[Any]]]],
        guards: Sequence[Guard] = (),
    ) -> bool:
        async def write(conn: Connection) -> bool:
            async with conn.transaction():  # a savepoint in the batch: all or nothing
                # Another process's write to a guarded table waits for this batch's commit, and
                # one under way when the lock is asked for commits first: the guard sees it. The
                # mode conflicts with itself, so two guarded batches go one after the other (two
                # that both held a SHARE lock and then wrote would wait for each other); the
                # tables are locked in one order, so two batches cannot hold one each.
                for table in sorted({guard.table for guard in guards}):
                    await conn.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")
                for guard in guards:
                    found = await conn.fetch(portable(guard.sql), *guard.args)
                    if not guard.clear([tuple(row) for row in found]):
                        return False
                for sql, rows in statements:
                    statement = portable(sql)
                    for row in rows:
                        await conn.execute(statement, *row)
            return True

        return await self._writes.submit(write)

    async def insert_once(
        self,
        sql: str,
        rows: Sequence[Sequence[Any]],
        then: Sequence[tuple[str, Sequence[Any]]] = (),
        locked: Sequence[str] = (),
    ) -> bool:
        statement = portable(sql)

        async def insert(conn: Connection) -> bool:
            try:
                async with conn.transaction():  # a savepoint: a refusal keeps the batch alive
                    for table in locked:  # held to the batch's commit: always in this order
                        await conn.execute(f"LOCK TABLE {table} IN SHARE ROW EXCLUSIVE MODE")
                    await conn.executemany(statement, [tuple(row) for row in rows])
                    for more, args in then:
                        if (await conn.execute(portable(more), *args)).endswith(" 0"):
                            raise _NotClaimed
            except (asyncpg.UniqueViolationError, _NotClaimed):
                return False
            return True

        return await self._writes.submit(insert)

    async def insert_with_id(self, sql: str, args: Sequence[Any]) -> int:
        statement = f"{portable(sql)} RETURNING id"
        return await self._writes.submit(lambda conn: conn.fetchval(statement, *args))

    async def prune_event_log(self, game_id: int, key: str, at: float) -> int:
        async def prune(conn: Connection) -> int:
            await conn.execute(
                "UPDATE games SET meta = (meta::jsonb || jsonb_build_object($1::text, $2::float8))"
                "::text WHERE id = $3",
                key,
                at,
                game_id,
            )
            done = await conn.execute("DELETE FROM events WHERE game_id = $1", game_id)
            return int(done.split()[-1])

        return await self._writes.submit(prune)

    # ------------------------------------------------------------------------- results

    def _commit_results(
        self, record: GameRecord, plan: results.ResultsPlan | None
    ) -> Awaitable[int]:
        async def write(conn: Connection) -> int:
            # The mark's row lock: another process recording the same game (both starting up)
            # waits here, then finds the results there.
            await conn.execute(_LOCK_PENDING, record.id)
            if await conn.fetchval("SELECT 1 FROM results WHERE game_id = $1", record.id):
                log.warning("Game %s has its results already; not recording them again", record.id)
                written = 0
            elif plan is None:
                written = 0
            else:
                written = await _write_results(conn, record, plan)
                if not written:
                    return 0  # logged; the mark stays for a later start
            await conn.execute(_UNMARK_PENDING, record.id)
            return written

        return self._writes.submit(write)

    # ----------------------------------------------------------------------- copying

    async def insert_rows(self, table: str, rows: Sequence[Sequence[Any]]) -> None:
        columns = TABLES[table]
        marks = ",".join(f"${n}" for n in range(1, len(columns) + 1))
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})"

        async def insert(conn: Connection) -> None:
            await conn.executemany(sql, [tuple(row) for row in rows])
            if "id" in columns:  # the next generated id follows the copied ones
                await conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" coalesce((SELECT max(id) FROM {table}), 0) + 1, false)"
                )

        await self._writes.submit(insert)


class _NotClaimed(Exception):
    """A condition of insert_once changed no row: its savepoint is rolled back."""


async def _attempt(conn: Connection, write: Write) -> tuple[bool, Any]:
    apply = write.apply
    try:
        if isinstance(apply, StepWrite):
            return True, await _write_step(conn, apply)
        return True, await apply(conn)
    except StaleStep as stale:  # nothing was written: the update matched no row
        return False, stale


async def _write_step(conn: Connection, step: StepWrite) -> None:
    if await conn.execute(_UPDATE_GAME, *step.update) != "UPDATE 1":
        raise StaleStep(f"game {step.game_id} is no longer at step {step.expected}")
    if step.event is not None:
        await conn.execute(_INSERT_EVENT, *step.event)
    if step.notes is not None:
        await conn.execute(_UPSERT_NOTES, *step.notes)


async def _write_batch(conn: Connection, batch: list[Write]) -> Outcomes:
    """The batch's writes in order; each run of ordinary steps of distinct games goes in two
    statements, the rest one by one."""
    outcomes: Outcomes = []
    run: list[StepWrite] = []
    now = time.monotonic()
    for write in batch:
        if write.too_late(now):
            outcomes += await _write_steps(conn, run)
            run = []
            outcomes.append((False, StorageUnavailable("waited too long for the database")))
            continue
        if isinstance(write.apply, StepWrite) and write.apply.game_id not in {
            step.game_id for step in run
        }:
            run.append(write.apply)
            continue
        outcomes += await _write_steps(conn, run)
        run = []
        if isinstance(write.apply, StepWrite):
            run.append(write.apply)
        else:
            outcomes.append(await _attempt(conn, write))
    outcomes += await _write_steps(conn, run)
    return outcomes


async def _write_steps(conn: Connection, run: list[StepWrite]) -> Outcomes:
    if not run:
        return []
    columns = [list(values) for values in zip(*(step.update for step in run), strict=True)]
    moved = {row[0] for row in await conn.fetch(_UPDATE_GAMES, *columns)}
    events = [step.event for step in run if step.game_id in moved and step.event is not None]
    if events:
        await conn.execute(_INSERT_EVENTS, *[list(c) for c in zip(*events, strict=True)])
    notes = [step.notes for step in run if step.game_id in moved and step.notes is not None]
    if notes:
        await conn.executemany(_UPSERT_NOTES, notes)
    return [
        (True, None)
        if step.game_id in moved
        else (False, StaleStep(f"game {step.game_id} is no longer at step {step.expected}"))
        for step in run
    ]


async def _write_results(
    conn: Connection, record: GameRecord, plan: results.ResultsPlan
) -> int:
    """Write a results plan inside the open transaction, planning again if the ratings it was
    based on changed since. A failure is logged and undone (0 rows written)."""
    try:
        async with conn.transaction():
            reads = basis_queries(
                plan.rating_game, plan.scopes, plan.user_ids, record.guild_id, plan.seasons
            )
            if reads:
                now = {}
                for sql, args in reads:
                    rows = await conn.fetch(portable(sql + " FOR UPDATE"), *args)
                    now.update({(s, u): (mu, sigma) for s, u, mu, sigma in rows})
                if now != plan.basis:
                    plan = results.plan_results(record, now) or plan
            await conn.executemany(portable(INSERT_RESULT), plan.results)
            await conn.executemany(portable(UPSERT_RATING), plan.ratings)
            await conn.executemany(portable(UPSERT_SEASON_RATING), plan.season_ratings)
            await conn.executemany(portable(UPSERT_PLAYER), plan.players)
    except (asyncpg.IntegrityConstraintViolationError, asyncpg.DataError, ValueError, KeyError):
        log.exception("Recording the results of game %s failed; they stay pending", record.id)
        return 0
    return len(plan.results)


async def _migrate(conn: Connection) -> None:
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        version = await conn.fetchval("SELECT version FROM schema_version")
        if version is None:
            version = 0
            await conn.execute("INSERT INTO schema_version (version) VALUES (0)")
        if version > len(MIGRATIONS):
            raise StorageError(
                f"The database has schema version {version}, newer than this bot knows "
                f"({len(MIGRATIONS)}). Update the bot, or use another database."
            )
        for number, migration in enumerate(MIGRATIONS[version:], start=version + 1):
            log.info("Applying database migration %d (%s)", number, migration.description)
            await conn.execute(migration.postgres)
            await conn.execute("UPDATE schema_version SET version = $1", number)


def _safe(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)
