"""The SQLite database file: opening it (the three connections, a check that it is a database,
the migrations) and naming the cause of a fault, with what to do about it.

Faults found at start-up raise StorageError; bot/storage/sqlite.py turns a fault met later into
StorageUnavailable with the same description.
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from bot.storage.base import StorageError
from bot.storage.migrations import MIGRATIONS

log = logging.getLogger(__name__)

BUSY_TIMEOUT_MS = 1000  # reads, and the checkpointer
STARTUP_BUSY_TIMEOUT_MS = 3000


@dataclass(frozen=True)
class Connections:
    writer: sqlite3.Connection  # used on the event loop's thread only
    reader: sqlite3.Connection  # on the reader thread
    checkpointer: sqlite3.Connection  # on the reader thread


def is_busy(exc: sqlite3.OperationalError) -> bool:
    return getattr(exc, "sqlite_errorcode", None) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


def open_file(path: Path) -> Connections:
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
        writer.execute("PRAGMA busy_timeout=0")  # on the loop: never block (SqliteStorage._begin)
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
    return Connections(writer, reader, checkpointer)


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
            for statement in statements(migration.sqlite):
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {number}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def statements(script: str) -> list[str]:
    """Split a migration into statements (a ';' inside a comment or string does not split)."""
    statements: list[str] = []
    pending = ""
    for piece in script.split(";"):
        pending += piece + ";"
        if sqlite3.complete_statement(pending):
            if pending.strip(" \n;"):
                statements.append(pending.strip())
            pending = ""
    return statements


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
