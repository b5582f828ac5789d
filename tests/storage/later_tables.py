"""Tables created, and columns added to older tables, by migrations after a given schema version:
a test that takes a store back to an older version by hand drops these too, so migrations added
later do not break it."""

import re

from bot.storage.migrations import MIGRATIONS


def tables_created_after(version: int) -> list[str]:
    created: list[str] = []
    added: list[tuple[str, str]] = []
    for migration in MIGRATIONS[version:]:
        created += re.findall(r"CREATE TABLE (\w+)", migration.sqlite)
        added += re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", migration.sqlite)
    return [
        *(
            f"ALTER TABLE {table} DROP COLUMN {column}"
            for table, column in added
            if table not in created
        ),
        *(f"DROP TABLE IF EXISTS {name}" for name in created),
    ]
