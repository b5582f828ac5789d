"""Leases on background work (bot/storage/queries/leases.py) on SQLite and PostgreSQL: one
holder at a time, renewed by its holder, taken over only once it ran out."""

from bot.storage.connect import open_store
from bot.storage.queries.leases import take_lease


async def test_a_lease_has_one_holder_until_it_runs_out(store_url):
    storage = await open_store(store_url)
    try:
        assert await take_lease(storage, "loop", "a", 100.0, 60.0) is True
        assert await take_lease(storage, "loop", "b", 150.0, 60.0) is False  # a's until 160
        assert await take_lease(storage, "other", "b", 150.0, 60.0) is True  # another lease
        assert await take_lease(storage, "loop", "a", 150.0, 60.0) is True  # renewed: until 210
        assert await take_lease(storage, "loop", "b", 200.0, 60.0) is False
        assert await take_lease(storage, "loop", "b", 211.0, 60.0) is True  # a stopped renewing
        assert await take_lease(storage, "loop", "a", 212.0, 60.0) is False
        assert await storage.table_rows("leases") == [("loop", "b", 271.0), ("other", "b", 210.0)]
    finally:
        await storage.close()
