"""A person's data in their hands (/privacy, `python -m bot export-user` and `forget`): what the
bot keeps of them, counted; all of it as one JSON document; and their deletion, refused while
they sit at a live game or take part in a live tournament (bot/storage/queries/privacy.py and
erasure.py)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot.domain.privacy import StoredCounts, is_deleted
from bot.storage.base import Storage
from bot.storage.queries import erasure, privacy
from bot.table.services.base import Tables

EXPORT_FORMAT = "heckmeck-bot/user-data"
EXPORT_VERSION = 1


@dataclass(frozen=True)
class Deletion:
    """What a request to delete a person came to: deleted, nothing stored, or refused for the
    live games and tournaments they are in (nothing changed then)."""

    deleted: bool
    nothing_stored: bool = False
    live_games: tuple[int, ...] = ()
    live_tournaments: tuple[int, ...] = ()


class Privacy:
    def __init__(
        self,
        storage: Storage,
        tables: Tables | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._storage = storage
        self._tables = tables
        self._clock = clock if tables is None else tables.clock
        self._deleting = asyncio.Lock()

    async def _settled(self) -> None:
        """Let the games that just finished be recorded, so their results are counted too."""
        if self._tables is not None:
            await self._tables.results_settled()

    async def counts(self, user_id: int) -> StoredCounts:
        """How much the bot keeps of the person, per kind (all zero for a stranger)."""
        if is_deleted(user_id):
            return StoredCounts()
        await self._settled()
        return await privacy.stored_counts(self._storage, user_id)

    async def export(self, user_id: int) -> dict[str, Any]:
        """Everything kept of the person as one JSON document: the counts, then the rows."""
        await self._settled()
        counts, data = StoredCounts(), {}
        if not is_deleted(user_id):
            async with self._storage.read_snapshot():
                counts = await privacy.stored_counts(self._storage, user_id)
                data = await privacy.everything_of(self._storage, user_id)
        return {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "exported_at": datetime.fromtimestamp(self._clock(), UTC).isoformat(),
            "user_id": str(user_id),
            "counts": counts.as_dict(),
            "data": data,
        }

    async def delete(self, user_id: int) -> Deletion:
        """Delete the person (bot/storage/queries/erasure.py) unless nothing is kept of them or
        they are in a live game or tournament."""
        async with self._deleting:
            await self._settled()
            if (await self.counts(user_id)).nothing:
                return Deletion(deleted=False, nothing_stored=True)
            games, tournaments = await self._live(user_id)
            if not (games or tournaments):
                if await erasure.erase(self._storage, user_id, self._clock()) is not None:
                    return Deletion(deleted=True)
                # erase checks again in its transaction: a table joined meanwhile refuses it
                games, tournaments = await self._live(user_id)
            return Deletion(False, live_games=games, live_tournaments=tournaments)

    async def _live(self, user_id: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
        games = await privacy.live_games_of(self._storage, user_id)
        tournaments = await privacy.live_tournaments_of(self._storage, user_id)
        return tuple(games), tuple(tournaments)
