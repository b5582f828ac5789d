"""Fixtures every test folder can use: a store of each kind (SQLite file, PostgreSQL schema).

The PostgreSQL server is started once per test run (in each parallel worker), only if a test asks
for it, and stopped at the end whether the tests passed or not.
"""

from __future__ import annotations

import asyncio
import itertools
import os
from concurrent.futures import ThreadPoolExecutor

import asyncpg
import pytest

from tests.postgres_server import PostgresServer

_schemas = itertools.count(1)

# Parallel test workers (`-n auto` in pyproject.toml): one per CPU, at least two (the end-to-end
# tests spend much of their time waiting for deadlines, retries and the bot process), at most
# four (each worker runs a bot process and, if a test asks for one, a PostgreSQL server).
MIN_WORKERS, MAX_WORKERS = 2, 4


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # the developer's own choice: pytest-xdist reads it
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    return min(max(cpus, MIN_WORKERS), MAX_WORKERS)


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
