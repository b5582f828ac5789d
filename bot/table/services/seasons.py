"""A server's seasons: its setting, and the closing of each season (bot/table/season_loop.py)."""

from __future__ import annotations

from bot.domain.seasons import SeasonSettings
from bot.storage.base import Storage
from bot.storage.queries import seasons
from bot.table.services.base import RESULTS_WAIT_SECONDS, Tables, shard_condition


class Seasons:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables

    async def settings(self, guild_id: int | None) -> SeasonSettings:
        """The server's season setting (seasons off if it chose none)."""
        return await seasons.season_settings(self._storage, guild_id)

    async def save_settings(self, guild_id: int, chosen: SeasonSettings) -> None:
        await seasons.set_season_settings(self._storage, guild_id, chosen)

    async def guilds_with_seasons(self) -> dict[int, SeasonSettings]:
        """The servers of this process's shards that have seasons on."""
        return await seasons.guilds_with_seasons(
            self._storage, shard_condition(self._tables, "guild_id")
        )

    async def closed(self, guild_id: int, season: str) -> bool:
        return await seasons.is_closed(self._storage, guild_id, season)

    async def close_state(self, guild_id: int, season: str) -> str | None:
        """None (the season's closing never claimed), "claimed" (not done yet) or "done"."""
        return await seasons.close_state(self._storage, guild_id, season)

    async def claim_close(self, guild_id: int, season: str, now: float) -> bool:
        """True for the one caller that should close the season (see season_loop.py)."""
        # the season's last games count in its final post
        await self._tables.results_settled(RESULTS_WAIT_SECONDS)
        return await seasons.claim_close(self._storage, guild_id, season, now)

    async def mark_closed(self, guild_id: int, season: str) -> None:
        await seasons.mark_closed(self._storage, guild_id, season)

    async def last_champion(self, guild_id: int, other_than: str) -> int | None:
        """The champion of the server's latest closed season but `other_than` (None if none)."""
        return await seasons.last_champion(self._storage, guild_id, other_than)

    async def note_champion(self, guild_id: int, season: str, user_id: int | None) -> None:
        await seasons.note_champion(self._storage, guild_id, season, user_id)

    async def note_post(self, guild_id: int, season: str, message_id: int) -> None:
        await seasons.note_post(self._storage, guild_id, season, message_id)

    async def post(self, guild_id: int, season: str) -> int | None:
        """The message id of the season's final post, once it was sent (None before)."""
        return await seasons.post_of(self._storage, guild_id, season)
