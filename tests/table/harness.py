"""Sessions on a real store with a hand-driven clock, for the session-layer tests."""

import contextlib
import random
from collections.abc import AsyncIterator

from bot.storage.connect import open_store
from bot.table.sessions import Sessions, Timing
from tests.table.clock import Clock


@contextlib.asynccontextmanager
async def sessions_on(store_url: str, timing: Timing, seed: int) -> AsyncIterator[Sessions]:
    """Sessions on the store at `store_url` (its clock as `.clock_`, seeded dice); on leaving,
    the results being recorded are awaited and the store is closed."""
    storage = await open_store(store_url)
    clock = Clock()
    sessions = Sessions(storage, timing, clock=clock, rng=random.Random(seed))
    sessions.clock_ = clock  # type: ignore[attr-defined]
    try:
        yield sessions
    finally:
        await sessions.results_settled()
        await storage.close()


def count_reads(sessions: Sessions, method: str) -> list:
    """The arguments of every later call of the store's `method` (which still runs)."""
    calls: list = []
    read = getattr(sessions.storage, method)

    async def counting(argument):
        calls.append(argument)
        return await read(argument)

    setattr(sessions.storage, method, counting)
    return calls
