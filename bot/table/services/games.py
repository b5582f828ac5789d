"""The stored games, live or ended, as the Discord layer reads them: one game, its event log, the
games a player sits in, the games waiting for a deadline."""

from __future__ import annotations

from typing import Any

from bot.domain.records import GameRecord
from bot.storage.base import Storage
from bot.storage.queries import thread_closings
from bot.storage.queries.thread_closings import ThreadClosing
from bot.table.services.base import Tables, shard_condition


class StoredGames:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables

    async def game(self, game_id: int) -> GameRecord | None:
        """The stored game (live or ended); None if there is none."""
        return await self._storage.get_game(game_id)

    async def pending_endings(self) -> list[int]:
        """The finished games whose ending message is not known to be posted yet (and the stopped
        ones whose thread's closing is not known to be kept)."""
        return await self._storage.pending_endings()

    async def ending_posted(self, game_id: int) -> None:
        """The game's ending message is out (or has nowhere to go): its mark goes."""
        await self._storage.ending_posted(game_id)

    async def note_closing(self, closing: ThreadClosing) -> None:
        """An ended game's thread is to be told of in its parent channel and archived."""
        await thread_closings.note_closing(self._storage, closing)

    async def closing_told(self, game_id: int) -> None:
        await thread_closings.closing_told(self._storage, game_id)

    async def closing_done(self, game_id: int) -> None:
        await thread_closings.closing_done(self._storage, game_id)

    async def open_closings(self) -> list[ThreadClosing]:
        """The threads of this process's servers still to be closed."""
        return await thread_closings.open_closings(
            self._storage, shard_condition(self._tables, "guild_id")
        )

    async def events_of(self, game_id: int) -> list[dict[str, Any]]:
        """The game's event log, step by step."""
        return await self._storage.events_of(game_id)

    async def seated(self, user_id: int, guild_id: int) -> list[GameRecord]:
        """The lobbies and running games of the server in which the user has a seat (not one
        they were removed from), oldest first."""
        return [
            record
            for record in await self._storage.live_games_in(guild_id)
            if any(p["id"] == user_id and not p.get("removed") for p in record.players)
        ]
