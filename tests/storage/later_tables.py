"""Tables and columns created by migrations after a given schema version: a test that takes a
store back to an older version by hand drops these too, so migrations added later do not break
it."""

import re

from bot.storage.migrations import MIGRATIONS


def tables_created_after(version: int) -> list[str]:
    """The statements that drop every table, then every column of an older table, that the
    migrations after `version` created."""
    tables: list[str] = []
    columns: list[tuple[str, str]] = []
    for migration in MIGRATIONS[version:]:
        tables += re.findall(r"CREATE TABLE (\w+)", migration.sqlite)
        columns += re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", migration.sqlite)
    # The latest first: a table may reference one created before it.
    drops = [f"DROP TABLE IF EXISTS {name}" for name in reversed(tables)]
    kept = [(t, c) for t, c in dict.fromkeys(columns) if t not in tables]
    return drops + [f"ALTER TABLE {table} DROP COLUMN {column}" for table, column in kept]
