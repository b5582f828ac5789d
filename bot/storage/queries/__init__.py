"""The queries beside the game store, one module per subject: results (the rows that record a
finished game, and reading them back), leaderboard, stats, history, maintenance (for the
operator's commands).

They are portable SQL with `?` placeholders, run through a store's `fetch_all` / `fetch_one` /
`write` (the PostgreSQL backend translates the placeholders: bot/storage/postgres.py `portable`),
so both stores run the same text. They take the store as `Reader` rather than `Storage`: the
interface (base.py) uses the results queries itself, and the imports point one way.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class Reader(Protocol):
    """What the queries need of a store (bot.storage.Storage has it)."""

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]: ...

    async def fetch_one(self, sql: str, args: Sequence[Any] = ()) -> tuple | None: ...
