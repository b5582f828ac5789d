"""The stored games, live or ended, as the Discord layer reads them: one game, its event log, the
games a player sits in, the games waiting for a deadline."""

from __future__ import annotations

from typing import Any

from bot.domain.records import GameRecord
from bot.storage.base import Storage
from bot.table.services.base import Tables


class StoredGames:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables

    async def game(self, game_id: int) -> GameRecord | None:
        """The stored game (live or ended); None if there is none."""
        return await self._storage.get_game(game_id)

    async def pending_endings(self) -> list[int]:
        """The finished games whose ending message is not known to be posted yet."""
        return await self._storage.pending_endings()

    async def ending_posted(self, game_id: int) -> None:
        """The game's ending message is out (or has nowhere to go): its mark goes."""
        await self._storage.ending_posted(game_id)

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
