"""The storage interface the sessions, results and commands use, whichever database runs.

Every accepted action is one atomic write (event row + the game's new snapshot) committed before
the caller is answered. Every write of a game names the step it expects to replace: a stale copy
(another process, a doubled click) is refused with StaleStep and never overwrites a newer step.

The step that ends a game also marks the game in `pending_results` (an outbox), in the same
transaction; its results and ratings are recorded in a transaction of their own right after
(`record_results`, started by the session layer), which removes the mark. A game still marked
(the process died in between) is recorded at the next start (`pending_results`).
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any

import orjson

from bot.domain import results, running_log
from bot.domain.records import GameRecord
from bot.sharding import ShardSet
from bot.storage.result_writes import basis_queries
from bot.storage.rows import (
    GAMES_NOTED,
    TABLES,
    UPSERT_NOTES,
    StepWrite,
    dumps,
    event_values,
    events_from_rows,
    notes_values,
    record_from_row,
    update_values,
)

log = logging.getLogger(__name__)


class StorageError(Exception):
    """The database cannot be used at all; the message says why and what to do."""


class StorageUnavailable(Exception):
    """A write could not be made right now (disk full, locked, server away); nothing changed."""


class StaleStep(Exception):
    """The game moved on since the caller read it: the write was not made."""


def _none(rows: list[tuple[Any, ...]]) -> bool:
    return not rows


@dataclass(frozen=True)
class Guard:
    """A read inside a write's transaction that may call the write off: `sql` (portable, `?`
    placeholders) with `args`, read after the rows of `table` are locked against other
    processes' writes (PostgreSQL; SQLite has one writer); the write goes ahead only if
    `clear(rows)` holds of what it returns (by default: nothing)."""

    table: str
    sql: str
    args: Sequence[Any] = ()
    clear: Callable[[list[tuple[Any, ...]]], bool] = _none


class Storage(ABC):
    """One database behind the bot. `bot.storage.connect.open_store(url)` opens the backend the URL
    names."""

    url: str

    @abstractmethod
    async def close(self) -> None: ...

    @abstractmethod
    async def schema_version(self) -> int: ...

    # --------------------------------------------------------------------------- games

    @abstractmethod
    async def create_game(self, record: GameRecord) -> GameRecord:
        """Insert a new live game and set its id; StaleStep if the channel already has one."""

    async def get_game(self, game_id: int) -> GameRecord | None:
        row = await self.fetch_one(f"{GAMES_NOTED} WHERE id = ?", (game_id,))
        return record_from_row(row) if row else None

    async def live_game_in_channel(self, channel_id: int) -> GameRecord | None:
        row = await self.fetch_one(
            f"{GAMES_NOTED} WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,),
        )
        return record_from_row(row) if row else None

    def save(
        self,
        record: GameRecord,
        expected_step: int,
        *,
        actor_id: int | None = None,
        action: dict[str, Any] | None = None,
        events: Iterable[dict[str, Any]] = (),
        at: float = 0.0,
        same_status: bool = False,
        notes: tuple[Any, Any] | None = None,
    ) -> Awaitable[None]:
        """Write the record's new state, and (if `action`) one event-log row, atomically; awaiting
        the answer waits for the commit (a plain function: no coroutine on every step's path).

        Only if the stored step is still `expected_step` (else StaleStep). The step that finishes
        a game (status "finished", with an action) also marks the game's results as still to be
        recorded (see `record_results`) and its ending as still to be posted, in the same
        transaction; the step that stops one (status "abandoned") marks its ending only (what
        it still takes: its thread's closing, cogs/table/endings.py). `same_status`: see StepWrite.
        `notes`: the game's table notes (board, ping), written with the step if not None.
        """
        update = update_values(record, expected_step)
        event = None if action is None else event_values(record, actor_id, action, events, at)
        finishing = event is not None and record.status == "finished"
        ending = finishing or (event is not None and record.status == "abandoned")
        written = None if notes is None else notes_values(record.id, *notes)
        return self._commit_step(StepWrite(update, event, same_status, written), finishing, ending)

    @abstractmethod
    def _commit_step(self, step: StepWrite, finishing: bool, ending: bool) -> Awaitable[None]:
        """Commit `step` (and, if `finishing`, the game's mark in pending_results; if `ending`,
        its mark in pending_endings) in one transaction; awaiting the answer waits for the
        commit."""

    async def events_of(self, game_id: int) -> list[dict[str, Any]]:
        rows = await self.fetch_all(
            "SELECT step, actor_id, action, events, at FROM events WHERE game_id=? ORDER BY step",
            (game_id,),
        )
        return events_from_rows(rows)

    async def running_logs(self, game_ids: Sequence[int]) -> dict[int, list[dict[str, Any]]]:
        """The board's running log of each game, from its latest event-log rows."""
        rows_of: dict[int, list[tuple[Any, ...]]] = {game_id: [] for game_id in game_ids}
        for start in range(0, len(game_ids), 500):
            chunk = list(game_ids[start : start + 500])
            rows = await self.fetch_all(
                "SELECT game_id, step, action, events FROM (SELECT game_id, step, action, events,"
                " row_number() OVER (PARTITION BY game_id ORDER BY step DESC) AS latest"
                f" FROM events WHERE game_id IN ({','.join('?' * len(chunk))})) AS log"
                " WHERE latest <= ? ORDER BY game_id, step",
                (*chunk, running_log.RECENT_EVENTS),
            )
            for game_id, step, action, events in rows:
                rows_of[game_id].append((step, orjson.loads(action), orjson.loads(events)))
        return {game_id: running_log.from_log(rows) for game_id, rows in rows_of.items()}

    async def due_games(
        self, now: float, limit: int = 100, *, shards: ShardSet | None = None
    ) -> list[tuple[int, int, float]]:
        """(game id, step, deadline) of live games whose deadline has passed, oldest first;
        only games in guilds of `shards` when given."""
        rows = await self.fetch_all(
            "SELECT id, step, deadline FROM games WHERE deadline IS NOT NULL AND deadline <= ?"
            f" AND {_shard_condition(shards)} ORDER BY deadline LIMIT ?",
            (float(now), limit),
        )
        return [tuple(row) for row in rows]

    async def next_deadline(self, shards: ShardSet | None = None) -> float | None:
        row = await self.fetch_one(
            "SELECT min(deadline) FROM games WHERE deadline IS NOT NULL"
            f" AND {_shard_condition(shards)}"
        )
        return row[0] if row else None

    async def live_game_counts(self, shards: ShardSet | None = None) -> dict[str, int]:
        """Lobbies and running games by kind (of `shards`' guilds when given)."""
        rows = await self.fetch_all(
            "SELECT kind, count(*) FROM games WHERE status IN ('lobby', 'running')"
            f" AND {_shard_condition(shards)} GROUP BY kind"
        )
        return {kind: count for kind, count in rows}

    async def live_games(self, shards: ShardSet | None = None) -> list[GameRecord]:
        """Lobbies and running games (of `shards`' guilds when given)."""
        rows = await self.fetch_all(
            f"{GAMES_NOTED} WHERE status IN ('lobby', 'running') AND {_shard_condition(shards)}"
        )
        return [record_from_row(row) for row in rows]

    async def live_games_page(
        self, after: int, limit: int, shards: ShardSet | None = None
    ) -> list[GameRecord]:
        """Up to `limit` lobbies and running games with ids above `after`, by id (of `shards`'
        guilds when given), without their running logs."""
        rows = await self.fetch_all(
            f"{GAMES_NOTED} WHERE status IN ('lobby', 'running') AND id > ?"
            f" AND {_shard_condition(shards)} ORDER BY id LIMIT ?",
            (after, limit),
        )
        return [record_from_row(row) for row in rows]

    async def behind_boards(self, shards: ShardSet | None = None) -> list[int]:
        """The lobbies and running games (of `shards`' guilds when given) whose board shows an
        older step than the game's: read as ids, steps and board notes, not as whole games."""
        rows = await self.fetch_all(
            "SELECT id, step, board FROM games LEFT JOIN table_notes ON game_id = id"
            f" WHERE status IN ('lobby', 'running') AND {_shard_condition(shards)}"
        )
        return [
            game_id
            for game_id, step, board in rows
            if board and orjson.loads(board).get("step", -1) < step
        ]

    async def unshown_lobbies(self, shards: ShardSet | None = None) -> list[int]:
        """The lobbies (of `shards`' guilds when given) no board note shows: their opening was cut
        short between the store and the note (cogs/table/lost_lobbies.py)."""
        rows = await self.fetch_all(
            "SELECT id FROM games LEFT JOIN table_notes ON game_id = id"
            f" WHERE status = 'lobby' AND board IS NULL AND {_shard_condition(shards)}"
            " ORDER BY id"
        )
        return [game_id for (game_id,) in rows]

    async def live_games_in(self, guild_id: int) -> list[GameRecord]:
        """The server's lobbies and running games, oldest first."""
        rows = await self.fetch_all(
            f"{GAMES_NOTED} WHERE status IN ('lobby', 'running') AND guild_id = ? ORDER BY id",
            (guild_id,),
        )
        return [record_from_row(row) for row in rows]

    async def ping(self) -> None:
        """Raises if the database does not answer a trivial query."""
        await self.fetch_one("SELECT 1")

    @abstractmethod
    async def prune_event_log(self, game_id: int, key: str, at: float) -> int:
        """Delete an ended game's event rows and note `key` = `at` in its meta, atomically.
        Returns the event rows deleted."""

    # ---------------------------------------------------------- writes, and the table's notes

    @abstractmethod
    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int:
        """Run one portable statement (`?` placeholders) once per row, as one write of the
        group commit; returns the rows it changed."""

    @abstractmethod
    async def write_together(
        self,
        statements: Sequence[tuple[str, Sequence[Sequence[Any]]]],
        guards: Sequence[Guard] = (),
    ) -> bool:
        """Run portable statements (each once per row of its own) in one transaction: all of
        them are written, or (an error raised) none. The `guards` are read first in the same
        transaction: if one is not clear, nothing is written and the answer is False."""

    @abstractmethod
    async def insert_once(
        self,
        sql: str,
        rows: Sequence[Sequence[Any]],
        then: Sequence[tuple[str, Sequence[Any]]] = (),
        locked: Sequence[str] = (),
    ) -> bool:
        """A claim only one caller wins: run a portable INSERT once per row, then the
        statements `then` ((sql, args), conditions: each must change a row), all in one
        transaction. False, and nothing written, if a row's key is taken already or a
        statement of `then` changed nothing. `locked`: tables whose writes by other processes
        wait, first, for this commit (PostgreSQL; SQLite has one writer), so that claims
        touching several rows of them, batched in any order, cannot deadlock."""

    @abstractmethod
    async def insert_with_id(self, sql: str, args: Sequence[Any]) -> int:
        """Run a portable INSERT of one row into a table with a generated `id`; returns it."""

    async def move_lobby(self, record: GameRecord, channel_id: int) -> bool:
        """Move a lobby (at its step, still a lobby) to another channel, with its meta as
        `record` has it now; False if it is no longer that lobby."""
        changed = await self.write(
            "UPDATE games SET channel_id = ?, meta = ?"
            " WHERE id = ? AND step = ? AND status = 'lobby'",
            [(channel_id, dumps(record.meta), record.id, record.step)],
        )
        return changed == 1

    async def app_emojis(self) -> dict[str, tuple[int, str]]:
        """The application emojis uploaded so far: name -> (emoji id, how it was drawn)."""
        rows = await self.fetch_all("SELECT name, emoji_id, digest FROM app_emojis")
        return {name: (emoji_id, digest) for name, emoji_id, digest in rows}

    async def save_app_emojis(self, emojis: dict[str, tuple[int, str]]) -> None:
        if not emojis:
            return
        await self.write(
            "INSERT INTO app_emojis (name, emoji_id, digest) VALUES (?, ?, ?)"
            " ON CONFLICT(name) DO UPDATE SET emoji_id = excluded.emoji_id,"
            " digest = excluded.digest",
            [(name, emoji_id, digest) for name, (emoji_id, digest) in emojis.items()],
        )

    async def forget_app_emojis(self, names: list[str]) -> None:
        if names:
            await self.write("DELETE FROM app_emojis WHERE name = ?", [(name,) for name in names])

    async def save_table_notes(self, notes: Sequence[tuple[int, Any, Any]]) -> None:
        """Store games' table notes: (game id, board, ping) each, one write for them all."""
        await self.write(UPSERT_NOTES, [notes_values(*note) for note in notes])

    async def note_locale_once(self, user_id: int, at: float) -> bool:
        """Note that the user was told boards follow the server's language; False if they had
        been told already."""
        changed = await self.write(
            "INSERT INTO locale_notes (user_id, noted_at) VALUES (?, ?)"
            " ON CONFLICT(user_id) DO NOTHING",
            [(user_id, float(at))],
        )
        return changed == 1

    # ------------------------------------------------------------- results and queries

    async def record_results(self, record: GameRecord) -> int:
        """Record a finished game's results and ratings in a transaction of their own, which also
        removes the game from pending_results (normally right after its finishing step).

        Returns the result rows written: 0 if the game is not finished or was recorded already
        (its mark is removed then too). Planning runs before the write, from the ratings as they
        stand; the write plans again if another game changed them meanwhile. A failure to plan
        or to write is logged and leaves the mark, so a later start tries again;
        StorageUnavailable is raised (nothing was written).
        """
        plan = None
        if record.status == "finished" and record.state is not None:
            plan = await self.plan_results(record)
            if plan is None:
                return 0  # logged; the mark stays
        return await self._commit_results(record, plan)

    @abstractmethod
    def _commit_results(
        self, record: GameRecord, plan: results.ResultsPlan | None
    ) -> Awaitable[int]:
        """One transaction: unless the game's results are there already, write `plan` (planned
        again if the ratings changed since); remove the game's pending mark unless the write
        failed. Returns the result rows written."""

    async def pending_results(self) -> list[int]:
        """The games whose finishing step is stored but whose results are not recorded yet."""
        rows = await self.fetch_all("SELECT game_id FROM pending_results ORDER BY game_id")
        return [game_id for (game_id,) in rows]

    async def pending_endings(self) -> list[int]:
        """The finished games whose ending message is not known to be posted yet, and the stopped
        ones whose ending (their thread's closing) is not known to be kept (the mark the finishing
        or stopping step wrote, removed by `ending_posted`)."""
        rows = await self.fetch_all("SELECT game_id FROM pending_endings ORDER BY game_id")
        return [game_id for (game_id,) in rows]

    async def ending_posted(self, game_id: int) -> None:
        """The game's ending message is posted (or has nowhere to go): remove its mark."""
        await self.write("DELETE FROM pending_endings WHERE game_id = ?", [(game_id,)])

    async def plan_results(self, record: GameRecord) -> results.ResultsPlan | None:
        """What recording `record`'s results writes, from the ratings as they stand (read outside
        any transaction). A failure is logged and gives None."""
        try:
            game, scopes, users = results.rated_scopes(record)
            seasons = results.rated_seasons(record)
            known: dict[tuple[int | str, int], tuple[float, float]] = {}
            for sql, args in basis_queries(game, scopes, users, record.guild_id, seasons):
                rows = await self.read_for_write(sql, args)
                known.update({(scope, user): (mu, sigma) for scope, user, mu, sigma in rows})
            return results.plan_results(record, known)
        except StorageUnavailable:
            raise
        except Exception:
            log.exception(
                "Planning the results of game %s failed; they stay pending (a later start tries"
                " again)",
                record.id,
            )
            return None

    @abstractmethod
    def read_snapshot(self) -> AbstractAsyncContextManager[None]:
        """`async with store.read_snapshot():` the reads inside (of one task) all see the store
        as it stood at the first of them, whatever is written meanwhile."""

    @abstractmethod
    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """Run a read-only query written in portable SQL with `?` placeholders."""

    async def read_for_write(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        """A small read on the write path (the ratings a finished game's results change)."""
        return await self.fetch_all(sql, args)

    async def fetch_one(self, sql: str, args: Sequence[Any] = ()) -> tuple[Any, ...] | None:
        rows = await self.fetch_all(sql, args)
        return rows[0] if rows else None

    # -------------------------------------------------------- copying between stores

    @abstractmethod
    async def insert_rows(self, table: str, rows: Sequence[Sequence[Any]]) -> None:
        """Append rows of one of TABLES (all its columns, ids included) in one transaction."""

    async def table_rows(self, table: str) -> list[tuple[Any, ...]]:
        """Every row of one of TABLES, all its columns, in key order (its first two columns, or
        its one)."""
        columns = TABLES[table]
        order = ", ".join(str(n) for n in range(1, min(2, len(columns)) + 1))
        return await self.fetch_all(f"SELECT {', '.join(columns)} FROM {table} ORDER BY {order}")

    async def count_rows(self, table: str) -> int:
        if table not in TABLES:
            raise ValueError(f"unknown table {table!r}")
        row = await self.fetch_one(f"SELECT count(*) FROM {table}")
        return row[0] if row else 0


def _shard_condition(shards: ShardSet | None) -> str:
    return "1=1" if shards is None else shards.sql_condition("guild_id")


def sqlite_path(target: str) -> str:
    """The file path in `sqlite:///relative` / `sqlite:////absolute` (or a plain path)."""
    if target.startswith("sqlite://"):
        rest = target[len("sqlite://") :]
        if not rest.startswith("/"):
            raise StorageError(f"A SQLite URL looks like sqlite:///path/to/file, not {target}")
        return rest[1:] or ":memory:"
    return target
