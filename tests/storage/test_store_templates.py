"""A test's store is a copy of one migrated once per test process (tests/postgres_databases.py,
tests/sqlite_copies.py): the copy holds what a store migrated on its own holds, the same tables,
columns, indexes, constraints, sequences and rows (the schema version among them), and is a
store of its own."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path
from typing import Any

import asyncpg

from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.storage.postgres import PostgresStorage
from tests.sqlite_copies import copy_sqlite, migrate

CATALOGUE = {
    "columns": "SELECT table_name, column_name, ordinal_position, data_type, column_default,"
    " is_nullable, character_maximum_length, numeric_precision FROM information_schema.columns"
    " WHERE table_schema = 'public' ORDER BY 1, 2",
    "indexes": "SELECT tablename, indexname, indexdef FROM pg_indexes"
    " WHERE schemaname = 'public' ORDER BY 1, 2",
    "constraints": "SELECT conrelid::regclass::text, conname, pg_get_constraintdef(oid)"
    " FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2",
    "sequences": "SELECT sequencename, data_type::text, start_value, last_value FROM pg_sequences"
    " WHERE schemaname = 'public' ORDER BY 1",
    "views": "SELECT viewname, definition FROM pg_views WHERE schemaname = 'public' ORDER BY 1",
}


async def described(url: str) -> dict[str, Any]:
    conn = await asyncpg.connect(url)
    try:
        found: dict[str, Any] = {
            name: [tuple(row) for row in await conn.fetch(query)]
            for name, query in CATALOGUE.items()
        }
        tables = [
            name
            for (name,) in await conn.fetch(
                "SELECT table_name FROM information_schema.tables"
                " WHERE table_schema = 'public' ORDER BY 1"
            )
        ]
        found["rows"] = {
            table: sorted(map(tuple, await conn.fetch(f'SELECT * FROM "{table}"')), key=repr)
            for table in tables
        }
        return found
    finally:
        await conn.close()


async def test_a_copied_store_is_what_a_freshly_migrated_one_is(
    postgres_databases, migrated_postgres_url
):
    empty = postgres_databases.empty()
    fresh = postgres_databases.url(empty)
    await (await PostgresStorage.connect(fresh)).close()

    copied, migrated = await described(migrated_postgres_url), await described(fresh)
    postgres_databases.drop(empty)
    assert copied == migrated
    assert copied["rows"]["schema_version"] == [(len(MIGRATIONS),)]
    assert {"games", "events", "results"} <= set(copied["rows"])
    assert copied["indexes"] and copied["constraints"]


async def test_each_copy_is_a_store_of_its_own(postgres_databases, migrated_postgres_url):
    copy = postgres_databases.copy(postgres_databases.migrated())
    other = postgres_databases.url(copy)
    storage = await open_store(migrated_postgres_url)
    try:
        await storage.write(
            "INSERT INTO user_settings (user_id, pings) VALUES (?, ?)", [(5, "off")]
        )
    finally:
        await storage.close()
    later = postgres_databases.copy(postgres_databases.migrated())
    untouched = await described(other)
    assert untouched == await described(postgres_databases.url(later))
    assert untouched != await described(migrated_postgres_url)
    postgres_databases.drop(copy)
    postgres_databases.drop(later)


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
