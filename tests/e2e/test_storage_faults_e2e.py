"""A database another process holds locked: the click is answered in time, privately, with
"cannot save right now"; nothing changes; once the lock is gone the same click works."""

from __future__ import annotations

import asyncio
import sys

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE
from tests.e2e.players import game_id_of, game_row, open_lobby

HOLD_WRITE_LOCK = """
import sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
sys.stdin.read()
"""


async def test_a_locked_database_gets_a_clear_private_answer_and_recovers(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    join = f"lobby:{game_id_of(lobby)}:join"
    locker = await asyncio.create_subprocess_exec(
        sys.executable, "-c", HOLD_WRITE_LOCK, str(bot.database_path),
        stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
    )  # fmt: skip
    try:
        assert await locker.stdout.readline() == b"locked\n"
        refused = await fake.click(w.bob, lobby, join)
        assert await refused.wait_response(timeout=30) == CHANNEL_MESSAGE
        answer = await refused.reply(timeout=30)
        assert answer.ephemeral_to == w.bob
        assert answer.text == t("en", "storage-unavailable")
        assert refused.late_response_attempts == 0  # answered within Discord's 3 s
    finally:
        locker.stdin.close()
        await locker.wait()
    game = game_row(bot, game_id_of(lobby))
    assert [p["id"] for p in game["players"]] == [w.alice.id] and game["step"] == 0

    again = await fake.click(w.bob, lobby, join)
    assert await again.wait_response(timeout=30) == UPDATE_MESSAGE
    game = game_row(bot, game_id_of(lobby))
    assert [p["id"] for p in game["players"]] == [w.alice.id, w.bob.id]
