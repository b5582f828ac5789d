"""Opening a store: the backend is chosen from the URL.

Kept apart from the interface (base.py) because it names both backends, and each backend
builds on the interface: here the imports point one way.
"""

from __future__ import annotations

from typing import Any

from bot.storage.base import Storage, sqlite_path


async def open_store(target: Any) -> Storage:
    """Open (or create) the store `target` names and bring its schema up to date.

    `target`: `sqlite:///relative/path`, `sqlite:////absolute/path`, a plain file path, or
    `postgresql://user:pass@host:port/db`. An unusable store raises StorageError naming the
    cause; a SQLite file is never overwritten.
    """
    text = str(target)
    # Imported here: a SQLite bot never loads the PostgreSQL driver.
    if text.startswith(("postgresql://", "postgres://")):
        from bot.storage.postgres import PostgresStorage

        return await PostgresStorage.connect(text)
    from bot.storage.sqlite import SqliteStorage

    return await SqliteStorage.connect(sqlite_path(text))
