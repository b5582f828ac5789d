"""Databases of their own on the tests' PostgreSQL server: each test's store is a copy of a
template (`CREATE DATABASE ... TEMPLATE`), made once per server, such as a freshly migrated
store or one with games played into it. A copy is a few files copied by the server, where
building the same state again costs each test its migrations or its games."""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

import asyncpg

from bot.storage.postgres import PostgresStorage
from tests.postgres_server import PostgresServer

MIGRATED = "migrated_template"
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


class Databases:
    """The templates of one server and the copies made of them."""

    def __init__(self, server: PostgresServer) -> None:
        self.server = server
        self._templates: set[str] = set()
        self._numbers = itertools.count(1)

    def url(self, database: str) -> str:
        return f"postgresql://postgres@/{database}?host={self.server.folder}"

    def template(self, name: str, fill: Callable[[str], Awaitable[object]]) -> str:
        """The template `name`, made the first time it is asked for: an empty database that
        `fill(url)` brings into shape, and that no connection may hold once it returns."""
        if name not in self._templates:
            admin(self.server.url, f"CREATE DATABASE {name}")
            run_alone(fill(self.url(name)))
            self._templates.add(name)
        return name

    def migrated(self) -> str:
        return self.template(MIGRATED, _migrate)

    def empty(self) -> str:
        name = f"empty_{next(self._numbers)}"
        admin(self.server.url, f"CREATE DATABASE {name}")
        return name

    def copy(self, template: str) -> str:
        """A new database holding what the template holds; the server waits (up to 5 s) for
        the template's last connections to end."""
        name = f"copy_{next(self._numbers)}"
        admin(self.server.url, f"CREATE DATABASE {name} TEMPLATE {template}")
        return name

    def drop(self, database: str) -> None:
        admin(self.server.url, f"DROP DATABASE {database} WITH (FORCE)")


async def _migrate(url: str) -> None:
    storage = await PostgresStorage.connect(url)
    await storage.close()
