"""DATABASE_URL picks the store; DATABASE_PATH keeps working when it is not set."""

from pathlib import Path

import pytest

from bot.settings import Settings, SettingsError
from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS


def test_database_path_alone_still_names_the_sqlite_file():
    assert Settings.from_env({}).store_url == "sqlite:///data/heckmeck.sqlite3"
    settings = Settings.from_env({"DATABASE_PATH": "/var/lib/heckmeck/db.sqlite3"})
    assert settings.store_url == "sqlite:////var/lib/heckmeck/db.sqlite3"


def test_database_url_wins_and_is_checked():
    url = "postgresql://bot:secret@db:5432/heckmeck"
    settings = Settings.from_env({"DATABASE_URL": url, "DATABASE_PATH": "/x.sqlite3"})
    assert settings.store_url == url
    with pytest.raises(SettingsError, match="DATABASE_URL"):
        Settings.from_env({"DATABASE_URL": "mysql://db/heckmeck"})


def test_sqlite_urls_name_relative_and_absolute_files():
    assert sqlite_path("sqlite:///data/games.sqlite3") == "data/games.sqlite3"
    assert sqlite_path("sqlite:////srv/games.sqlite3") == "/srv/games.sqlite3"
    assert sqlite_path("data/games.sqlite3") == "data/games.sqlite3"


async def test_each_url_opens_its_own_kind_of_store(empty_store_url):
    storage = await open_store(empty_store_url)
    try:
        assert type(storage).__name__ == (
            "SqliteStorage" if empty_store_url.startswith("sqlite") else "PostgresStorage"
        )
        assert await storage.schema_version() == len(MIGRATIONS)
    finally:
        await storage.close()
    if empty_store_url.startswith("sqlite"):
        assert Path(sqlite_path(empty_store_url)).exists()
