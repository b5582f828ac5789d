"""Databases of their own on the tests' PostgreSQL server: a test's store as a copy of a
template (`CREATE DATABASE ... TEMPLATE`) made once per server, such as a store with games played
into it: a copy costs the server about 0.1-0.4 s, where playing the games again costs seconds."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import asyncpg

from tests.postgres_server import PostgresServer

T = TypeVar("T")


def run_alone(work: Awaitable[T]) -> T:
    """Run a coroutine on a loop of its own (the fixtures are synchronous: any test may use
    them, whatever its own loop)."""

    async def run() -> T:
        return await work

    with ThreadPoolExecutor(1) as thread:
        return thread.submit(asyncio.run, run()).result()


def admin(url: str, statement: str) -> None:
    async def run() -> None:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute(statement)
        finally:
            await conn.close()

    run_alone(run())


async def _fetch_value(url: str, query: str) -> str:
    conn = await asyncpg.connect(url)
    try:
        return str(await conn.fetchval(query))
    finally:
        await conn.close()


class Databases:
    """The templates of one server and the copies made of them."""

    def __init__(self, server: PostgresServer) -> None:
        self.server = server
        self._templates: set[str] = set()
        self._numbers = itertools.count(1)
        self._copies_files: bool | None = None

    def url(self, database: str) -> str:
        return f"postgresql://postgres@/{database}?host={self.server.folder}"

    def template(self, name: str, fill: Callable[[str], Awaitable[object]]) -> str:
        """The template `name`, made the first time it is asked for: an empty database that
        `fill(url)` brings into shape, and that no connection may hold once it returns."""
        if name not in self._templates:
            admin(self.server.url, f"CREATE DATABASE {name}")
            run_alone(fill(self.url(name)))
            # No connection from now on, not even autovacuum's, whose visit would make each
            # copy wait for it to leave.
            admin(self.server.url, f"ALTER DATABASE {name} WITH ALLOW_CONNECTIONS false")
            self._templates.add(name)
        return name

    def copy(self, template: str) -> str:
        """A new database holding what the template holds; the server waits (up to 5 s) for
        the template's last connections to end."""
        name = f"copy_{next(self._numbers)}"
        admin(self.server.url, f"CREATE DATABASE {name} TEMPLATE {template}{self._strategy()}")
        return name

    def _strategy(self) -> str:
        """Since PostgreSQL 15 a copy is written to the write-ahead log unless told to copy the
        files, which is three times faster here (the server does not sync: its checkpoint
        before the copy costs little)."""
        if self._copies_files is None:
            version = run_alone(_fetch_value(self.server.url, "SHOW server_version_num"))
            self._copies_files = int(version) >= 150000
        return " STRATEGY FILE_COPY" if self._copies_files else ""

    def drop(self, database: str) -> None:
        admin(self.server.url, f"DROP DATABASE {database} WITH (FORCE)")
