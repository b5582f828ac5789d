"""`python -m bot migrate --from URL --to URL`: copy every table from one store to another
(e.g. SQLite to PostgreSQL), then check that each table holds as many rows on both sides.

The target must be empty (its schema is created or brought up to date first). Ids are kept, so
buttons on messages already posted keep pointing at their games.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Callable

from bot.storage.base import Storage, StorageError
from bot.storage.connect import open_store
from bot.storage.rows import TABLES

CHUNK = 1000


async def copy_store(
    source_url: str, target_url: str, report: Callable[[str], object] = print
) -> dict[str, int]:
    """Copy every table; returns the rows copied per table. StorageError if anything is off."""
    source = await open_store(source_url)
    try:
        target = await open_store(target_url)
        try:
            return await _copy(source, target, report)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(
    source: Storage, target: Storage, report: Callable[[str], object]
) -> dict[str, int]:
    for table in TABLES:
        if await target.count_rows(table):
            raise StorageError(
                f"The target database already holds {table}: copy only into an empty database."
            )
    copied: dict[str, int] = {}
    for table in TABLES:  # in an order that puts games before the rows that refer to them
        rows = await source.table_rows(table)
        for start in range(0, len(rows), CHUNK):
            await target.insert_rows(table, rows[start : start + CHUNK])
        there = await target.count_rows(table)
        if there != len(rows):
            raise StorageError(f"{table}: copied {len(rows)} rows but the target holds {there}")
        copied[table] = len(rows)
        report(f"{table}: {len(rows)} rows copied and counted")
    return copied


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot migrate",
        description="Copy the bot's games, event log, results, ratings and settings to another "
        "database, e.g. --from sqlite:///data/heckmeck.sqlite3 --to postgresql://user@host/db",
    )
    parser.add_argument("--from", dest="source", required=True, help="database URL to copy from")
    parser.add_argument("--to", dest="target", required=True, help="database URL to copy to")
    args = parser.parse_args(argv)
    try:
        asyncio.run(copy_store(args.source, args.target))
    except StorageError as exc:
        print(f"The copy failed: {exc}", file=sys.stderr)
        return 2
    print("Done: every table holds the same number of rows in both databases.")
    return 0
