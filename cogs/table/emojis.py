"""Uploading the games' pictures (each TableGame's `pictures`) as application emojis, once.

At start-up, in the background: the application's emojis are listed; a picture is drawn and uploaded
only when no emoji has its name, or the one that has was uploaded from an older drawing (the drawing
code's fingerprint kept in the database differs; it is then replaced). An emoji found by name that
the database does not know (a new database) is adopted as it is. The ids go into the database and
into the registry the boards draw from (cogs/table/icons.py). If anything fails (no permission, no
network), the boards keep their Unicode text and the log says so once.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import discord

from bot.table.services.notes import EmojiNotes
from cogs.table import icons
from cogs.table.games import all_table_games

log = logging.getLogger(__name__)


def _arts() -> list[Any]:
    return [game.pictures for game in all_table_games() if game.pictures is not None]


def emoji_names() -> list[str]:
    return [name for art in _arts() for name in art.emoji_names()]


def emoji_pictures() -> dict[str, bytes]:
    return {name: png for art in _arts() for name, png in art.emoji_pictures().items()}


def drawing_version() -> str:
    """The fingerprint of every game's drawing code: a change redraws and replaces the emojis."""
    return "+".join(art.drawing_version() for art in _arts())


class AppEmojis:
    def __init__(self, bot: discord.Client, notes: EmojiNotes) -> None:
        self.bot = bot
        self.notes = notes

    async def use_stored(self) -> bool:
        """Draw with the emojis the database knows from the last start, if every one is there as
        this version draws it: boards drawn before `sync` has checked Discord (just after a
        restart) then look like every other board. `sync` corrects them if Discord disagrees."""
        known = await self.notes.uploaded()
        version = drawing_version()
        names = emoji_names()
        if not all(known.get(name, (0, ""))[1] == version for name in names):
            return False
        icons.set_emojis({name: known[name][0] for name in names})
        return True

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
        version = drawing_version()
        known = await self.notes.uploaded()
        ready: dict[str, tuple[int, str]] = {}
        uploaded = 0
        try:
            remote = {e.name: e for e in await self.bot.fetch_application_emojis()}
            stale = [n for n in emoji_names() if not _current(n, remote, known, version)]
            ready = {
                name: (remote[name].id, version) for name in emoji_names() if name not in stale
            }
            pictures: dict[str, bytes] = {}
            if stale:  # only then draw (a quarter second of work, off the event loop)
                pictures = await asyncio.to_thread(emoji_pictures)
            for name in stale:
                if name in remote:  # drawn by an older version: replace it
                    await remote[name].delete()
                created = await self.bot.create_application_emoji(name=name, image=pictures[name])
                ready[name] = (created.id, version)
                uploaded += 1
        except (discord.HTTPException, discord.MissingApplicationID) as exc:
            log.warning(
                "Could not set up the application emojis (%s); the boards show those of the"
                " last start, or plain text",
                exc,
            )
            await self.notes.save(ready)  # what did upload need not upload again
            return uploaded
        await self.notes.save(ready)
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
        names = set(emoji_names())
        if not names <= set(remote):
            return False
        icons.set_emojis({name: remote[name] for name in names})
        log.info("Application emojis ready: uploaded by another process")
        return True


def _current(
    name: str, remote: dict[str, discord.Emoji], known: dict[str, tuple[int, str]], version: str
) -> bool:
    """Whether the application has emoji `name` as this version draws it (or one the database
    does not know, adopted as it is)."""
    if name not in remote:
        return False
    return known.get(name, (remote[name].id, version)) == (remote[name].id, version)
