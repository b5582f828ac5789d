"""The bot's card and dice pictures, as the test process needs them to compute what a message
shows: once the bot has its application emojis (its log says so), the test draws with the same
ids. `pictures_as_the_bot(fake, bot)` in a test; the registry is emptied after the test by the
`clean_pictures` fixture (tests/e2e/conftest.py), since the ids belong to that test's fake."""

from __future__ import annotations

from cogs.table import icons
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import FakeDiscord

READY = "Application emojis ready"


async def pictures_as_the_bot(fake: FakeDiscord, bot: BotProcess) -> None:
    await fake.wait_until(lambda: READY in bot.log(), timeout=60, what="the emojis uploaded")
    icons.set_emojis({e["name"]: int(e["id"]) for e in fake.app_emojis.values()})
