"""The queries beside the game store, one module per subject: results (the rows that record a
finished game, and reading them back), leaderboard, stats, history, maintenance (for the
operator's commands).

They are portable SQL with `?` placeholders, run through a store's `fetch_all` / `fetch_one` /
`write` (the PostgreSQL backend translates the placeholders: bot/storage/postgres.py `portable`),
so both stores run the same text. They take the store as `Reader`, which is all they need of it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

Row = tuple[Any, ...]


class Reader(Protocol):
    """What the queries need of a store (bot.storage.base.Storage has it)."""

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[Row]: ...

    async def fetch_one(self, sql: str, args: Sequence[Any] = ()) -> Row | None: ...


async def one_row(db: Reader, sql: str, args: Sequence[Any] = ()) -> Row:
    """The row of a query that always returns one (an aggregate: count(*), max(...))."""
    row = await db.fetch_one(sql, args)
    if row is None:
        raise LookupError(f"no row from {sql!r}")
    return row
