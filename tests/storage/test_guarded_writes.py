"""Guarded writes (`write_together` with a `Guard`) from two processes at once over PostgreSQL:
both read their guard, both write, neither is refused by a deadlock.

Each guarded table is locked before its guard is read. Two transactions that both held a lock
that does not conflict with itself (SHARE) and then both wrote to the table would each wait for
the other's lock: PostgreSQL would end one with a deadlock error. The test makes that interleaving
happen: a third connection holds a lock on a table the guards read, so each writer waits inside
its guard until both are waiting, and only then are they let go.
"""

from __future__ import annotations

import asyncio

import asyncpg

from bot.storage.base import Guard
from bot.storage.connect import open_store

BARRIER = "guard_barrier"
CEILING = 60.0  # s: a generous ceiling for the writers to reach their waits


async def waiting_locks(conn: asyncpg.Connection) -> int:
    return await conn.fetchval("SELECT count(*) FROM pg_locks WHERE NOT granted")


async def test_two_guarded_writes_at_once_both_go_through(postgres_url):
    first, second = await open_store(postgres_url), await open_store(postgres_url)
    gate = await asyncpg.connect(postgres_url)
    try:
        await gate.execute(f"CREATE TABLE {BARRIER} (id INTEGER)")
        guard = Guard("deleted_players", f"SELECT id FROM {BARRIER}")
        insert = "INSERT INTO deleted_players (id, deleted_at) VALUES (?, ?)"
        closed = gate.transaction()
        await closed.start()
        await gate.execute(f"LOCK TABLE {BARRIER} IN ACCESS EXCLUSIVE MODE")
        writes = [
            asyncio.create_task(store.write_together([(insert, [(-1 - i, 0.0)])], [guard]))
            for i, store in enumerate((first, second))
        ]
        async with asyncio.timeout(CEILING):
            while await waiting_locks(gate) < 2:  # both writers wait: on the gate, or one's lock
                await asyncio.sleep(0.01)
        await closed.commit()
        assert await asyncio.gather(*writes) == [True, True]
        rows = await first.fetch_all("SELECT id FROM deleted_players ORDER BY id")
        assert [tuple(row) for row in rows] == [(-2,), (-1,)]
    finally:
        await gate.close()
        await first.close()
        await second.close()
