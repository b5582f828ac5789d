"""A test's SQLite store is a copy of one migrated once per test process (tests/sqlite_copies.py):
the copy holds what a store migrated on its own holds, the same tables, indexes, file settings
and rows (the schema version among them), and is a store of its own."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from tests.sqlite_copies import copy_sqlite, migrate

SQLITE_FILE = ("user_version", "page_size", "auto_vacuum", "journal_mode", "encoding")


def described_file(path: Path | str) -> dict[str, Any]:
    with closing(sqlite3.connect(path)) as db:
        found: dict[str, Any] = {
            pragma: db.execute(f"PRAGMA {pragma}").fetchone() for pragma in SQLITE_FILE
        }
        found["schema"] = db.execute(
            "SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name"
        ).fetchall()
        tables = [name for (type_, name, _, _) in found["schema"] if type_ == "table"]
        found["rows"] = {
            table: sorted(db.execute(f'SELECT * FROM "{table}"').fetchall(), key=repr)
            for table in tables
        }
        return found


async def test_a_copied_sqlite_store_is_what_a_freshly_migrated_one_is(
    migrated_sqlite_url, tmp_path
):
    fresh = tmp_path / "fresh.sqlite3"
    await migrate(fresh)
    copied = described_file(sqlite_path(migrated_sqlite_url))
    assert copied == described_file(fresh)
    assert copied["user_version"] == (len(MIGRATIONS),)
    assert {"games", "events", "results"} <= set(copied["rows"])


async def test_each_sqlite_copy_is_a_store_of_its_own(
    migrated_sqlite, migrated_sqlite_url, tmp_path
):
    other = tmp_path / "other.sqlite3"
    copy_sqlite(migrated_sqlite, other)
    storage = await open_store(migrated_sqlite_url)
    try:
        await storage.write(
            "INSERT INTO user_settings (user_id, pings) VALUES (?, ?)", [(5, "off")]
        )
    finally:
        await storage.close()
    assert described_file(other) == described_file(migrated_sqlite)
    assert described_file(other) != described_file(sqlite_path(migrated_sqlite_url))
