"""A server's and a user's settings: one typed record each (bot/domain/settings.py), read whole
and changed whole (bot/storage/queries/settings.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from bot.domain.settings import DM_REFUSED, ServerSettings, UserSettings
from bot.storage.base import Storage
from bot.storage.queries import settings


class Settings:
    def __init__(self, storage: Storage) -> None:
        self._storage = storage
        # A change reads the record and writes it back: two at once must not undo each other.
        self._changing = asyncio.Lock()

    async def server(self, guild_id: int | None) -> ServerSettings:
        """The server's settings (the defaults outside a server or if it chose none)."""
        return await settings.server_settings(self._storage, guild_id)

    async def change_server(
        self, guild_id: int, change: Callable[[ServerSettings], ServerSettings]
    ) -> ServerSettings:
        """Store `change` of the server's settings; the settings as they are now."""
        async with self._changing:
            changed = change(await self.server(guild_id))
            await settings.save_server_settings(self._storage, guild_id, changed)
        return changed

    async def user(self, user_id: int) -> UserSettings:
        """The user's own settings, in every server (the defaults if they chose none)."""
        return await settings.user_settings(self._storage, user_id)

    async def change_user(
        self, user_id: int, change: Callable[[UserSettings], UserSettings]
    ) -> UserSettings:
        async with self._changing:
            changed = change(await self.user(user_id))
            await settings.save_user_settings(self._storage, user_id, changed)
        return changed

    async def dm_refusals_untold(self) -> list[int]:
        """The users whose last turn notice Discord refused and who have not been told yet."""
        return await settings.users_with_dm_turns(self._storage, DM_REFUSED)

    async def note_locale_once(self, user_id: int, at: float) -> bool:
        """Note that the user was told boards follow the server's language; False if they had
        been told already."""
        return await self._storage.note_locale_once(user_id, at)
