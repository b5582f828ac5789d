"""Tables created by migrations after a given schema version: a test that takes a store back to
an older version by hand drops these too, so migrations added later do not break it."""

import re

from bot.storage.migrations import MIGRATIONS


def tables_created_after(version: int) -> list[str]:
    found: list[str] = []
    for migration in MIGRATIONS[version:]:
        found += re.findall(r"CREATE TABLE (\w+)", migration.sqlite)
    return [f"DROP TABLE IF EXISTS {name}" for name in found]
