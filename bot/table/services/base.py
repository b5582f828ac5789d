"""What every service needs of the live tables, as a Protocol: the table layer's Sessions has it.

The services sit below the rest of bot/table (the tournament runner and the season loop use
them), so they name only this, never Sessions itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from bot.sharding import ShardSet

# Recording a finished game's results takes a millisecond or so; a read of results or ratings
# waits at most this long for the recordings under way.
RESULTS_WAIT_SECONDS = 1.0


class Tables(Protocol):
    """The live tables as the services see them: this process's shards, the clock, and the
    results of finished games being recorded (bot/table/results_outbox.py)."""

    @property
    def shards(self) -> ShardSet | None: ...

    @property
    def clock(self) -> Callable[[], float]: ...

    async def results_settled(self, timeout: float | None = None) -> None: ...

    async def results_recorded(self, game_id: int) -> None: ...


def shard_condition(tables: Tables, column: str) -> str:
    """The SQL condition that keeps the rows of this process's shards' servers."""
    shards = tables.shards
    return "1=1" if shards is None else shards.sql_condition(column)
