"""Tables and columns created by migrations after a given schema version: a test that takes a
store back to an older version by hand drops these too, so migrations added later do not break
it. Columns added by the migrations up to that version are kept."""

import re

from bot.storage.migrations import MIGRATIONS


def tables_created_after(version: int) -> list[str]:
    tables: list[str] = []
    columns: list[str] = []
    for migration in MIGRATIONS[version:]:
        created = re.findall(r"CREATE TABLE (\w+)", migration.sqlite)
        tables += created
        for table, column in re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", migration.sqlite):
            if table not in tables:  # a table created later goes as a whole
                columns.append(f"ALTER TABLE {table} DROP COLUMN {column}")
    return [*columns, *(f"DROP TABLE IF EXISTS {name}" for name in tables)]
