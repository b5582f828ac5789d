"""Two deletions at the same moment (two processes over one store) each give the deleted player a
pseudonym of their own: a deletion that read the next pseudonym before the other wrote it is
built again with the following one, and never fails or gives one twice."""

from __future__ import annotations

from bot.domain.privacy import DELETED_FIRST
from bot.storage.connect import open_store
from bot.storage.queries import erasure

ANN, BOB = 1001, 1002


async def test_a_pseudonym_taken_meanwhile_is_not_given_twice(store_url, monkeypatch):
    storage = await open_store(store_url)
    try:
        real = erasure.pseudonym
        calls = 0

        async def read_before_ann_was_deleted(db):
            """Bob's deletion read the next pseudonym before Ann's deletion wrote it."""
            nonlocal calls
            calls += 1
            if calls == 1:
                assert await erasure.erase(storage, ANN, 1.0) == DELETED_FIRST
                return DELETED_FIRST
            return await real(db)

        monkeypatch.setattr(erasure, "pseudonym", read_before_ann_was_deleted)
        assert await erasure.erase(storage, BOB, 2.0) == DELETED_FIRST - 1
        rows = await storage.fetch_all("SELECT id, deleted_at FROM deleted_players ORDER BY id")
        assert [tuple(row) for row in rows] == [(DELETED_FIRST - 1, 2.0), (DELETED_FIRST, 1.0)]
    finally:
        await storage.close()
