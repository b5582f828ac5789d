"""A test's SQLite store as a copy of a file made once per test process (a migrated store, or
one with games played into it), through SQLite's backup, which reads the write-ahead log too."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from bot.storage.connect import open_store


def copy_sqlite(source: Path | str, target: Path | str) -> None:
    with closing(sqlite3.connect(source)) as read, closing(sqlite3.connect(target)) as written:
        read.backup(written)


async def migrate(path: Path) -> None:
    storage = await open_store(f"sqlite:///{path}")
    await storage.close()
