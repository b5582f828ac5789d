"""SIGTERM and SIGINT stop the bot whatever it is doing, well inside `docker stop`'s 10 s, after
the write under way is finished, with the database closed cleanly."""

from __future__ import annotations

import asyncio
import re
import signal
import sqlite3

from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import UPDATE_MESSAGE
from tests.e2e.players import current_mention, game_id_of, game_row, moves, open_lobby, start_game

# The bot bounds its own shutdown (about 2 s of timeouts: bot/app/client.py); what must hold is
# `docker stop`'s grace period of 10 s, on a loaded machine too. Under it, not a timing target.
SHUTDOWN_LIMIT = 8.0
RECONNECT = re.compile(r"Attempting a reconnect in (\d+(?:\.\d+)?)s")


async def signal_and_wait(bot: BotProcess, sig: signal.Signals) -> tuple[int, float]:
    """Send `sig`; (exit code, seconds until the process was gone). SIGKILL after 10 s."""
    assert bot.process is not None
    loop = asyncio.get_running_loop()
    sent = loop.time()
    bot.process.send_signal(sig)
    try:
        await asyncio.wait_for(bot.process.wait(), 10.0)
    except TimeoutError:
        await bot.kill()
        raise AssertionError(f"the bot ignored {sig.name}:\n{bot.log()}") from None
    took = loop.time() - sent
    code = await bot.stop()  # gone already: just reaps it
    assert code is not None
    return code, took


def assert_closed_cleanly(bot: BotProcess) -> None:
    # The last connection to close checkpoints the write-ahead log and removes it.
    wal = bot.database_path.with_name(bot.database_path.name + "-wal")
    assert not wal.exists(), "the database was not closed (its -wal file is left)"
    with sqlite3.connect(bot.database_path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    assert "Traceback" not in bot.log().split("shutting down", 1)[-1], bot.log()


async def test_sigterm_during_the_reconnect_back_off_stops_the_bot_at_once(fake, bot):
    fake.refuse_gateway = True  # a Discord outage: every reconnect fails, the back-off grows
    await fake.disconnect_bot()

    def sleeping_long() -> bool:
        delays = RECONNECT.findall(bot.log())
        return bool(delays) and float(delays[-1]) >= SHUTDOWN_LIMIT + 1

    await fake.wait_until(sleeping_long, what="a reconnect back-off of 3 s or more")
    code, took = await signal_and_wait(bot, signal.SIGTERM)

    assert code == 0, bot.log()
    assert took < SHUTDOWN_LIMIT, f"the bot took {took:.2f} s to stop"
    assert_closed_cleanly(bot)


async def test_sigint_with_a_click_in_flight_finishes_its_write_and_stops(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    step = game_row(bot, game_id)["step"]
    mover = w.alice if current_mention(board) == w.alice.id else w.bob

    click = await fake.click(mover, board, moves(board)["roll"])
    code, took = await signal_and_wait(bot, signal.SIGINT)

    assert code == 0, bot.log()
    assert took < SHUTDOWN_LIMIT, f"the bot took {took:.2f} s to stop"
    assert_closed_cleanly(bot)
    stored = game_row(bot, game_id)["step"]
    assert stored in (step, step + 1)  # the roll was written whole, or not at all
    if click.response_type == UPDATE_MESSAGE:  # the player saw it: it must be stored
        assert stored == step + 1
