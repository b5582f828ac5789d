"""Uploading the bot's pictures (bot/art/emoji_art.py) as application emojis, once.

At start-up, in the background: the application's emojis are listed; a picture is uploaded only
when no emoji has its name, or the one that has was uploaded from an older drawing (the digest
kept in the database differs; it is then replaced). The ids go into the database and into the
registry the boards draw from (cogs/icons.py). If anything fails (no permission, no network), the
boards keep their Unicode text and the log says so once.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.art.emoji_art import digest, emoji_pictures
from bot.storage import Storage
from cogs import icons

log = logging.getLogger(__name__)


class AppEmojis:
    def __init__(self, bot: discord.Client, storage: Storage) -> None:
        self.bot = bot
        self.storage = storage

    async def sync(self, *, upload: bool = True, tries: int = 10, pause: float = 30.0) -> int:
        """Make sure every picture is an application emoji; returns how many were uploaded.

        With `upload=False` (a sharded process other than shard 0's: one process uploads, or
        they would race) the emojis are only looked up, a few times, until all are there.
        """
        if not upload:
            for _ in range(tries):
                if await self._adopt():
                    return 0
                await asyncio.sleep(pause)
            log.warning("The application emojis are not all there; the boards show plain text")
            return 0
        pictures = emoji_pictures()
        known = await self.storage.app_emojis()
        ready: dict[str, tuple[int, str]] = {}
        uploaded = 0
        try:
            remote = {e.name: e for e in await self.bot.fetch_application_emojis()}
            for name, png in pictures.items():
                fingerprint = digest(png)
                have = remote.get(name)
                if have is not None and known.get(name, (have.id, fingerprint)) == (
                    have.id,
                    fingerprint,
                ):
                    ready[name] = (have.id, fingerprint)  # found by name, unchanged
                    continue
                if have is not None:  # an older drawing: replace it
                    await have.delete()
                created = await self.bot.create_application_emoji(name=name, image=png)
                ready[name] = (created.id, fingerprint)
                uploaded += 1
        except (discord.HTTPException, discord.MissingApplicationID) as exc:
            log.warning(
                "Could not set up the application emojis (%s); the boards show plain text", exc
            )
            await self.storage.save_app_emojis(ready)  # what did upload need not upload again
            return uploaded
        await self.storage.save_app_emojis(ready)
        icons.set_emojis({name: emoji_id for name, (emoji_id, _) in ready.items()})
        log.info(
            "Application emojis ready: %d uploaded, %d already there",
            uploaded,
            len(ready) - uploaded,
        )
        return uploaded

    async def _adopt(self) -> bool:
        """Use the emojis another process uploaded, if every one is there."""
        try:
            remote = {e.name: e.id for e in await self.bot.fetch_application_emojis()}
        except (discord.HTTPException, discord.MissingApplicationID) as exc:
            log.info("Could not list the application emojis: %s", exc)
            return False
        if not set(emoji_pictures()) <= set(remote):
            return False
        icons.set_emojis({name: remote[name] for name in emoji_pictures()})
        log.info("Application emojis ready: uploaded by another process")
        return True
