"""Tables and columns created by migrations after a given schema version: a test that takes a
store back to an older version by hand drops these too (and adds back the columns they dropped),
so migrations added later do not break it."""

import re

from bot.storage.migrations import MIGRATIONS

# The result counts' old columns, filled back from the counts object they moved to: per game,
# column -> the count's name (bot/storage/schema/result_counts.py).
OLD_COUNTS = {
    "heckmeck": {"tiles": "tiles", "steals": "steals", "failures": "failures", "turns": "turns"},
    "drehwurm": {"steals": "snaps_won", "failures": "piles_eaten", "turns": "turns"},
}


def _count(name: str, postgres: bool) -> str:
    if postgres:
        return f"CAST(CAST(counts AS json) ->> '{name}' AS INTEGER)"
    return f"json_extract(counts, '$.{name}')"


def _filled_back(column: str, postgres: bool) -> list[str]:
    return [
        f"UPDATE results SET {column} = {_count(names[column], postgres)} WHERE kind = '{kind}'"
        for kind, names in OLD_COUNTS.items()
        if column in names
    ]


def tables_created_after(version: int, postgres: bool = False) -> list[str]:
    """The statements that add back every column the migrations after `version` dropped (the
    result counts' INTEGER columns, with what they held), then drop every table, then every
    column and index of an older table, that they created."""
    tables: list[str] = []
    indexes: list[tuple[str, str]] = []
    columns: list[tuple[str, str]] = []
    dropped: list[tuple[str, str]] = []
    for migration in MIGRATIONS[version:]:
        tables += re.findall(r"CREATE TABLE (\w+)", migration.sqlite)
        columns += re.findall(r"ALTER TABLE (\w+) ADD COLUMN (\w+)", migration.sqlite)
        dropped += re.findall(r"ALTER TABLE (\w+) DROP COLUMN (\w+)", migration.sqlite)
        indexes += re.findall(r"CREATE (?:UNIQUE )?INDEX (\w+) ON (\w+)", migration.sqlite)
    # The latest first: a table may reference one created before it.
    drops = [f"DROP TABLE IF EXISTS {name}" for name in reversed(tables)]
    kept = [(t, c) for t, c in dict.fromkeys(columns) if t not in tables]
    back = [
        statement
        for table, column in dropped
        for statement in [
            f"ALTER TABLE {table} ADD COLUMN {column} INTEGER",
            *(_filled_back(column, postgres) if table == "results" else []),
        ]
    ]
    unindexed = [f"DROP INDEX IF EXISTS {name}" for name, table in indexes if table not in tables]
    return (
        back
        + drops
        + unindexed
        + [f"ALTER TABLE {table} DROP COLUMN {column}" for table, column in kept]
    )
