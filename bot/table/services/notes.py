"""What the Discord side keeps beside the games: the application emojis it uploaded."""

from __future__ import annotations

from bot.storage.base import Storage


class EmojiNotes:
    def __init__(self, storage: Storage) -> None:
        self._storage = storage

    async def uploaded(self) -> dict[str, tuple[int, str]]:
        """The application emojis uploaded so far: name -> (emoji id, how it was drawn)."""
        return await self._storage.app_emojis()

    async def save(self, emojis: dict[str, tuple[int, str]]) -> None:
        await self._storage.save_app_emojis(emojis)

    async def forget(self, names: list[str]) -> None:
        """Forget the emojis `names` (deleted from the application)."""
        await self._storage.forget_app_emojis(names)
