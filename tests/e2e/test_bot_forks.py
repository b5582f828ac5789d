"""The tests' bot processes, forked from a warm parent (tests/e2e/bot_forks.py), start and end as
a fresh `python -m bot` does: the same commands synced, each with its own settings, and exit
codes as asyncio reports a child's."""

from __future__ import annotations

import signal

from tests.e2e.bot_process import BotProcess, ForkedBot
from tests.e2e.fake_discord import PATIENCE


async def test_a_forked_bot_and_a_fresh_one_sync_the_same_commands_and_end_alike(
    fake, tmp_path_factory
):
    forked = BotProcess(fake, tmp_path_factory.mktemp("forked"), LOG_LEVEL="DEBUG")
    fresh = BotProcess(fake, tmp_path_factory.mktemp("fresh"), fresh_interpreter=True)
    try:
        await forked.start()
        assert isinstance(forked.process, ForkedBot)
        assert " DEBUG " in forked.log()  # its own settings, not the warm parent's
        await forked.kill()
        assert forked.returncode == -signal.SIGKILL
        await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")

        await fresh.start()
        assert not isinstance(fresh.process, ForkedBot)
        assert " DEBUG " not in fresh.log()
        assert await fresh.stop(timeout=PATIENCE) == 0  # SIGTERM: a graceful end
        assert fake.command_syncs[0].names == fake.command_syncs[1].names

        await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")
        await forked.start()  # again, on the database it left
        assert await forked.stop(timeout=PATIENCE) == 0
    finally:
        await forked.kill()
        await fresh.kill()
    await fake.assert_healthy()
