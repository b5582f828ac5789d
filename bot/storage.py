"""SQLite storage: schema migrations, games with their event log, per-server settings.

Every accepted action is written as one transaction (event row + the game's new snapshot) before
the bot answers, so a killed process loses nothing it has confirmed. WAL mode with
synchronous=NORMAL survives a killed process; only a power cut could lose the last commits.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

from bot.migrations import MIGRATIONS
from bot.results import record_results
from bot.sharding import ShardSet

log = logging.getLogger(__name__)

LIVE_STATUSES = ("lobby", "running")


class StorageError(Exception):
    """The database cannot be used; the message says why and what to do."""


class StaleStep(Exception):
    """The game moved on since the caller read it: the write was not made."""


@dataclass
class GameRecord:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    players: list[dict[str, Any]]
    state: dict[str, Any] | None
    step: int
    meta: dict[str, Any] = field(default_factory=dict)
    deadline: float | None = None
    created_at: float = 0.0
    started_at: float | None = None
    ended_at: float | None = None

    @property
    def live(self) -> bool:
        return self.status in LIVE_STATUSES


_GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, host_id, status, options, players, state, step, meta,"
    " deadline, created_at, started_at, ended_at"
)


def _record(row: sqlite3.Row | tuple) -> GameRecord:
    (gid, kind, guild, channel, host, status, options, players, state, step, meta) = row[:11]
    return GameRecord(
        id=gid,
        kind=kind,
        guild_id=guild,
        channel_id=channel,
        host_id=host,
        status=status,
        options=json.loads(options),
        players=json.loads(players),
        state=json.loads(state) if state is not None else None,
        step=step,
        meta=json.loads(meta),
        deadline=row[11],
        created_at=row[12],
        started_at=row[13],
        ended_at=row[14],
    )


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


class Storage:
    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self.db = db
        self.path = path
        # One connection serves every channel: its transactions must not interleave.
        self.write_lock = asyncio.Lock()

    # ------------------------------------------------------------------------- opening

    @classmethod
    async def open(cls, path: str | Path) -> Storage:
        """Open (or create) the database and bring its schema up to date.

        An unreadable or corrupt file raises StorageError and is left exactly as it was.
        """
        path = Path(path)
        if str(path) != ":memory:":
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise StorageError(
                    f"Cannot create the folder for the database {path}: {exc}"
                ) from exc
            if path.exists() and not path.is_file():
                raise StorageError(f"The database path {path} is not a file.")
        try:
            db = await aiosqlite.connect(path, isolation_level=None)
        except (sqlite3.Error, OSError) as exc:
            raise StorageError(f"Cannot open the database {path}: {exc}") from exc
        storage = cls(db, path)
        try:
            await storage._check_readable()
            await db.execute("PRAGMA journal_mode=WAL")
            await db.execute("PRAGMA synchronous=NORMAL")
            await db.execute("PRAGMA foreign_keys=ON")
            await db.execute("PRAGMA busy_timeout=5000")
            await storage._migrate()
        except sqlite3.DatabaseError as exc:
            await db.close()
            raise StorageError(
                f"The database {path} is unreadable or corrupt ({exc}). It was left untouched: "
                "restore a backup, or move the file away to start with an empty database."
            ) from exc
        except StorageError:
            await db.close()
            raise
        return storage

    async def _check_readable(self) -> None:
        async with self.db.execute("SELECT count(*) FROM sqlite_master") as cur:
            await cur.fetchone()
        async with self.db.execute("PRAGMA quick_check(1)") as cur:
            (verdict,) = await cur.fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(f"integrity check says {verdict!r}")

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            (version,) = await cur.fetchone()
        if version > len(MIGRATIONS):
            raise StorageError(
                f"The database {self.path} has schema version {version}, newer than this bot "
                f"knows ({len(MIGRATIONS)}). Update the bot, or use another DATABASE_PATH."
            )
        for number, script in enumerate(MIGRATIONS[version:], start=version + 1):
            log.info("Applying database migration %d", number)
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                for statement in _statements(script):
                    await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version = {number}")
                await self.db.commit()
            except BaseException:
                await self.db.rollback()
                raise

    async def close(self) -> None:
        await self.db.close()

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            (version,) = await cur.fetchone()
        return version

    # --------------------------------------------------------------------------- games

    async def create_game(self, record: GameRecord) -> GameRecord:
        """Insert a new live game; raises StaleStep if the channel already has one."""
        try:
            async with (
                self.write_lock,
                self.db.execute(
                    "INSERT INTO games (kind, guild_id, channel_id, host_id, status, options,"
                    " players, state, step, meta, deadline, created_at)"
                    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        record.kind,
                        record.guild_id,
                        record.channel_id,
                        record.host_id,
                        record.status,
                        _dumps(record.options),
                        _dumps(record.players),
                        None if record.state is None else _dumps(record.state),
                        record.step,
                        _dumps(record.meta),
                        record.deadline,
                        record.created_at,
                    ),
                ) as cur,
            ):
                record.id = cur.lastrowid
        except sqlite3.IntegrityError as exc:
            raise StaleStep("the channel already has a live game") from exc
        return record

    async def get_game(self, game_id: int) -> GameRecord | None:
        async with self.db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE id = ?", (game_id,)
        ) as cur:
            row = await cur.fetchone()
        return _record(row) if row else None

    async def live_game_in_channel(self, channel_id: int) -> GameRecord | None:
        async with self.db.execute(
            f"SELECT {_GAME_COLUMNS} FROM games"
            " WHERE channel_id = ? AND status IN ('lobby', 'running')",
            (channel_id,),
        ) as cur:
            row = await cur.fetchone()
        return _record(row) if row else None

    async def save(
        self,
        record: GameRecord,
        expected_step: int,
        *,
        actor_id: int | None = None,
        action: dict[str, Any] | None = None,
        events: Iterable[dict[str, Any]] = (),
        at: float = 0.0,
    ) -> None:
        """Write the record's new state, and (if `action`) one event-log row, in one transaction.

        The write happens only if the stored step is still `expected_step` (else StaleStep).
        """
        update = (
            record.status,
            _dumps(record.players),
            None if record.state is None else _dumps(record.state),
            record.step,
            _dumps(record.meta),
            record.deadline,
            record.started_at,
            record.ended_at,
            record.id,
            expected_step,
        )
        event = None
        if action is not None:
            event = (record.id, record.step, actor_id, _dumps(action), _dumps(list(events)), at)
        async with self.write_lock:
            if record.status == "finished" and event is not None:
                await self._save_final_step(record, update, event)
            else:
                # The common path runs as one call in aiosqlite's thread: one hop per action
                # instead of four is what lets a 2-core machine persist thousands per second.
                await self.db._execute(_save_step, self.db._conn, update, event)

    async def _save_final_step(self, record: GameRecord, update: tuple, event: tuple) -> None:
        """The step that ends a game also records its results, in the same transaction."""
        await self.db.execute("BEGIN IMMEDIATE")
        try:
            cur = await self.db.execute(_UPDATE_GAME, update)
            if cur.rowcount != 1:
                raise StaleStep(f"game {record.id} is no longer at step {update[-1]}")
            await self.db.execute(_INSERT_EVENT, event)
            await record_results(self.db, record)
            await self.db.commit()
        except BaseException:
            await self.db.rollback()
            raise

    async def events_of(self, game_id: int) -> list[dict[str, Any]]:
        async with self.db.execute(
            "SELECT step, actor_id, action, events, at FROM events WHERE game_id=? ORDER BY step",
            (game_id,),
        ) as cur:
            rows = await cur.fetchall()
        return [
            {"step": s, "actor_id": a, "action": json.loads(ac), "events": json.loads(ev), "at": at}
            for s, a, ac, ev, at in rows
        ]

    async def due_games(
        self, now: float, limit: int = 100, *, shards: ShardSet | None = None
    ) -> list[tuple[int, int, float]]:
        """(game id, step, deadline) of live games whose deadline has passed, oldest first;
        only games in guilds of `shards` when given."""
        async with self.db.execute(
            "SELECT id, step, deadline FROM games WHERE deadline IS NOT NULL AND deadline <= ?"
            f" AND {_shard_condition(shards)} ORDER BY deadline LIMIT ?",
            (now, limit),
        ) as cur:
            return [tuple(row) for row in await cur.fetchall()]

    async def next_deadline(self, shards: ShardSet | None = None) -> float | None:
        async with self.db.execute(
            "SELECT min(deadline) FROM games WHERE deadline IS NOT NULL"
            f" AND {_shard_condition(shards)}"
        ) as cur:
            (when,) = await cur.fetchone()
        return when

    async def live_game_counts(self, shards: ShardSet | None = None) -> dict[str, int]:
        """Lobbies and running games by kind (of `shards`' guilds when given)."""
        async with self.db.execute(
            "SELECT kind, count(*) FROM games WHERE status IN ('lobby', 'running')"
            f" AND {_shard_condition(shards)} GROUP BY kind"
        ) as cur:
            return {kind: count for kind, count in await cur.fetchall()}

    async def ping(self) -> None:
        """Raises if the database does not answer a trivial query."""
        async with self.db.execute("SELECT 1") as cur:
            await cur.fetchone()

    # ------------------------------------------------------------------------ settings

    async def guild_language(self, guild_id: int | None) -> str | None:
        if guild_id is None:
            return None
        async with self.db.execute(
            "SELECT language FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cur:
            row = await cur.fetchone()
        return row[0] if row else None

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        async with self.write_lock:
            await self._upsert_language(guild_id, language)

    async def _upsert_language(self, guild_id: int, language: str | None) -> None:
        await self.db.execute(
            "INSERT INTO guild_settings (guild_id, language) VALUES (?, ?)"
            " ON CONFLICT(guild_id) DO UPDATE SET language = excluded.language",
            (guild_id, language),
        )
        await self.db.commit()

    # ------------------------------------------------------- the table (pings, emojis, hands)

    async def guild_pings(self, guild_id: int | None) -> str | None:
        """The server's turn-ping setting ("every", "reminder", "off"), None if never set."""
        if guild_id is None:
            return None
        async with self.db.execute(
            "SELECT pings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        ) as cur:
            row = await cur.fetchone()
        return row[0] if row else None

    async def set_guild_pings(self, guild_id: int, pings: str) -> None:
        async with self.write_lock:
            await self.db.execute(
                "INSERT INTO guild_settings (guild_id, pings) VALUES (?, ?)"
                " ON CONFLICT(guild_id) DO UPDATE SET pings = excluded.pings",
                (guild_id, pings),
            )
            await self.db.commit()

    async def app_emojis(self) -> dict[str, tuple[int, str]]:
        """The application emojis uploaded so far: name -> (emoji id, how it was drawn)."""
        async with self.db.execute("SELECT name, emoji_id, digest FROM app_emojis") as cur:
            return {name: (emoji_id, digest) for name, emoji_id, digest in await cur.fetchall()}

    async def save_app_emojis(self, emojis: dict[str, tuple[int, str]]) -> None:
        async with self.write_lock:
            await self.db.executemany(
                "INSERT INTO app_emojis (name, emoji_id, digest) VALUES (?, ?, ?)"
                " ON CONFLICT(name) DO UPDATE SET emoji_id = excluded.emoji_id,"
                " digest = excluded.digest",
                [(name, emoji_id, digest) for name, (emoji_id, digest) in emojis.items()],
            )
            await self.db.commit()

    async def hand_messages(self, game_id: int) -> list[tuple[int, str, str, float]]:
        """The open hand messages of a game: (user id, interaction token, locale, shown at)."""
        async with self.db.execute(
            "SELECT user_id, token, locale, shown_at FROM hand_messages WHERE game_id = ?",
            (game_id,),
        ) as cur:
            return [tuple(row) for row in await cur.fetchall()]

    async def remember_hand_message(
        self, game_id: int, user_id: int, token: str, locale: str, shown_at: float
    ) -> None:
        async with self.write_lock:
            await self.db.execute(
                "INSERT INTO hand_messages (game_id, user_id, token, locale, shown_at)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT(game_id, user_id) DO UPDATE SET"
                " token = excluded.token, locale = excluded.locale, shown_at = excluded.shown_at",
                (game_id, user_id, token, locale, shown_at),
            )
            await self.db.commit()

    async def note_locale_once(self, user_id: int, at: float) -> bool:
        """Note that the user was told boards follow the server's language; False if they had
        been told already."""
        async with self.write_lock:
            cur = await self.db.execute(
                "INSERT INTO locale_notes (user_id, noted_at) VALUES (?, ?)"
                " ON CONFLICT(user_id) DO NOTHING",
                (user_id, at),
            )
            await self.db.commit()
        return cur.rowcount == 1

    async def forget_hand_messages(self, game_id: int, user_id: int | None = None) -> None:
        """Forget a game's hand messages (one player's, or all of them)."""
        query, args = "DELETE FROM hand_messages WHERE game_id = ?", (game_id,)
        if user_id is not None:
            query, args = query + " AND user_id = ?", (game_id, user_id)
        async with self.write_lock:
            await self.db.execute(query, args)
            await self.db.commit()


_UPDATE_GAME = (
    "UPDATE games SET status=?, players=?, state=?, step=?, meta=?, deadline=?,"
    " started_at=?, ended_at=? WHERE id=? AND step=?"
)
_INSERT_EVENT = (
    "INSERT INTO events (game_id, step, actor_id, action, events, at) VALUES (?,?,?,?,?,?)"
)


def _save_step(conn: sqlite3.Connection, update: tuple, event: tuple | None) -> None:
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute(_UPDATE_GAME, update).rowcount != 1:
            raise StaleStep(f"game {update[-2]} is no longer at step {update[-1]}")
        if event is not None:
            conn.execute(_INSERT_EVENT, event)
        conn.commit()
    except BaseException:
        conn.rollback()
        raise


def _shard_condition(shards: ShardSet | None) -> str:
    return "1=1" if shards is None else shards.sql_condition("guild_id")


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
