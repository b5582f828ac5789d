"""Uploading the application emojis (cogs/table/emojis.py) against a stand-in for Discord: once,
only what is missing or drawn differently, and a fallback to text when Discord refuses."""

from __future__ import annotations

import itertools

import discord
import pytest

from bot.domain.heckmeck import pictures as emoji_art
from bot.storage.connect import open_store
from bot.table.services.notes import EmojiNotes
from cogs.table import emojis, icons


class FakeEmoji:
    def __init__(self, app: FakeApplication, emoji_id: int, name: str) -> None:
        self.app, self.id, self.name = app, emoji_id, name

    async def delete(self) -> None:
        self.app.deleted.append(self.name)
        del self.app.emojis[self.id]


class FakeApplication:
    """The two calls AppEmojis makes of discord.Client, over an in-memory list of emojis."""

    def __init__(self) -> None:
        self.emojis: dict[int, FakeEmoji] = {}
        self.uploaded: list[str] = []
        self.deleted: list[str] = []
        self.refuse = False
        self._ids = itertools.count(1000)

    async def fetch_application_emojis(self) -> list[FakeEmoji]:
        return list(self.emojis.values())

    async def create_application_emoji(self, *, name: str, image: bytes) -> FakeEmoji:
        if self.refuse:
            raise discord.Forbidden(_Response(), "Missing Permissions")
        assert image.startswith(b"\x89PNG")
        emoji = FakeEmoji(self, next(self._ids), name)
        self.emojis[emoji.id] = emoji
        self.uploaded.append(name)
        return emoji


class _Response:
    status = 403
    reason = "Forbidden"


@pytest.fixture
async def storage(tmp_path):
    storage = await open_store(tmp_path / "db.sqlite3")
    yield storage
    await storage.close()
    icons.set_emojis({})


async def test_uploaded_once_then_only_when_drawn_differently(storage, monkeypatch):
    app = FakeApplication()
    names = emojis.emoji_names()  # every game's pictures
    cards = {"red_5", "joker_1_or_10", "blue_chicken", "draw_pile"}
    assert set(emoji_art.emoji_names()) | cards <= set(names)
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == len(names)
    assert sorted(app.uploaded) == sorted(names)
    tile_id = (await storage.app_emojis())["tile_21_1_worm"][0]
    assert icons.icon("tile_21_1_worm", "21") == f"<:tile_21_1_worm:{tile_id}>"
    # found by name: nothing again
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == 0
    # One emoji deleted by hand: only it comes back.
    await next(e for e in app.emojis.values() if e.name == "die_3").delete()
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == 1
    assert app.uploaded[-1] == "die_3"
    # The drawing code changed: every emoji is replaced, the old ones deleted.
    monkeypatch.setattr(emojis, "drawing_version", lambda: "another-version")
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == len(names)
    assert sorted(app.deleted) == sorted([*names, "die_3"])
    assert len(app.emojis) == len(names)


async def test_an_emoji_under_a_name_no_game_draws_is_replaced_once(storage):
    """Pictures renamed (a new drawing's names): the bot's emojis under the old names are deleted
    and forgotten, the new ones uploaded; one the operator uploaded by hand is left alone."""
    app = FakeApplication()
    old = {"hm_d5": 0, "dw_r5": 0}
    for name in [*old, "operators_own"]:
        await app.create_application_emoji(name=name, image=b"\x89PNG")
    old = {e.name: (e.id, "older") for e in app.emojis.values() if e.name in old}
    await storage.save_app_emojis(old)
    names = emojis.emoji_names()
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == len(names)
    assert sorted(app.deleted) == sorted(old)
    assert sorted(e.name for e in app.emojis.values()) == sorted([*names, "operators_own"])
    assert set(await storage.app_emojis()) == set(names)
    # a restart: nothing uploaded, nothing deleted, no name twice
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == 0
    assert sorted(app.deleted) == sorted(old)
    assert len(app.emojis) == len(names) + 1


async def test_a_refused_upload_leaves_the_boards_in_text(storage):
    app = FakeApplication()
    app.refuse = True
    assert await emojis.AppEmojis(app, EmojiNotes(storage)).sync() == 0
    assert not icons.available()
    assert icons.icon("tile_21_1_worm", "`21`") == "`21`"
