"""Fixtures every test folder can use: a store of each kind (SQLite file, PostgreSQL schema).

The PostgreSQL server is started once per test run, only if a test asks for it, and stopped at
the end whether the tests passed or not.
"""

from __future__ import annotations

import asyncio
import itertools
from concurrent.futures import ThreadPoolExecutor

import asyncpg
import pytest

from tests.postgres_server import PostgresServer

_schemas = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server():
    server = PostgresServer()
    try:
        server.start()
        yield server
    finally:
        server.stop()


def _admin(url: str, statement: str) -> None:
    """Run one statement on its own loop (the fixtures are synchronous: any test may use them)."""

    async def run() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    with ThreadPoolExecutor(1) as thread:
        thread.submit(asyncio.run, run()).result()


@pytest.fixture
def postgres_url(postgres_server):
    """A URL of an empty PostgreSQL schema of its own (dropped after the test)."""
    schema = f"test_{next(_schemas)}"
    _admin(postgres_server.url, f"CREATE SCHEMA {schema}")
    yield f"{postgres_server.url}&search_path={schema}"
    _admin(postgres_server.url, f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request, tmp_path):
    """The URL of an empty store: each test using it runs once per backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    return request.getfixturevalue("postgres_url")

# Each game's Discord side registers itself with the shared table machinery when its package is
# imported, as loading its extension does in the bot.
import cogs.drehwurm  # noqa: E402
import cogs.heckmeck  # noqa: E402, F401
