"""Shipped migrations never change: the stores run them by number, so a database migrated by an
earlier version must get the same schema as a new one. The texts (description, SQLite and
PostgreSQL script) of the migrations shipped so far hash to what they were when shipped; new
migrations are appended after them and are not part of the hash."""

import hashlib
from dataclasses import replace

from bot.storage.migrations import MIGRATIONS, Migration
from bot.storage.schema import daily, games, human_games, puzzles, seasons, tournaments

SHIPPED = 18
SHIPPED_SHA256 = "ec34b4928560bce632591948068a0a7eb5aea7cdcd72fd972c2979d189137251"


def texts_hash(migrations: tuple[Migration, ...]) -> str:
    digest = hashlib.sha256()
    for migration in migrations:
        for text in (migration.description, migration.sqlite, migration.postgres):
            digest.update(text.encode())
            digest.update(b"\0")
    return digest.hexdigest()


def test_the_shipped_migrations_are_byte_for_byte_as_shipped():
    assert len(MIGRATIONS) >= SHIPPED
    assert texts_hash(MIGRATIONS[:SHIPPED]) == SHIPPED_SHA256


def test_the_hash_sees_a_change_of_one_byte():
    shipped = list(MIGRATIONS[:SHIPPED])
    shipped[4] = replace(shipped[4], postgres=shipped[4].postgres + " ")
    assert texts_hash(tuple(shipped)) != SHIPPED_SHA256


def test_each_feature_module_gives_its_migration_its_scripts():
    by_text = {(m.sqlite, m.postgres): n for n, m in enumerate(MIGRATIONS, 1)}
    assert by_text[(games.SQLITE, games.POSTGRES)] == 1
    assert by_text[(daily.SQL, daily.SQL)] == 10
    assert by_text[(seasons.SQL, seasons.SQL)] == 14
    assert by_text[(puzzles.SQLITE, puzzles.POSTGRES)] == 15
    assert by_text[(tournaments.SQLITE, tournaments.POSTGRES)] == 16
    assert by_text[(human_games.SQLITE, human_games.POSTGRES)] == 18
    # Scripts that differ only in the generated id column.
    assert "INTEGER PRIMARY KEY" in tournaments.SQLITE and "IDENTITY" in tournaments.POSTGRES
    assert "{" not in puzzles.SQLITE + tournaments.POSTGRES  # every placeholder filled
