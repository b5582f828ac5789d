"""The operator's tools against a running bot: a backup taken while players click mid-game.

(`python -m bot check` also runs on the database of every end-to-end test that started the bot:
see the `start_bot` fixture in conftest.py.)
"""

from __future__ import annotations

import asyncio
import random
import sqlite3

from tests.e2e.bot_process import run_to_exit
from tests.e2e.players import game_row, open_lobby, play_turns, start_game

WAIT = 30.0


async def test_a_backup_taken_mid_game_opens_and_passes_the_check(fake, bot, tmp_path):
    w = fake.world
    players = [w.alice, w.bob]
    rng = random.Random(3)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    board = (await play_turns(fake, board, players, rng, stop_after=6, take_chance=0.1)).board
    game_id = int(board.buttons()[0].custom_id.split(":")[1])
    before = game_row(bot, game_id)["step"]
    backed_up = asyncio.Event()

    async def keep_clicking():
        """Click on until the backup is done, and a little longer."""
        nonlocal board
        after_backup = 0
        while after_backup < 3:
            after_backup += backed_up.is_set()
            play = await play_turns(fake, board, players, rng, stop_after=2, take_chance=0.1)
            board = play.board
            assert play.clicks, "the game ended before the backup was done"

    clicking = asyncio.create_task(keep_clicking())
    copy = tmp_path / "backups" / "heckmeck.sqlite3"
    code, out, err = await run_to_exit(
        tmp_path, "backup", str(copy), DATABASE_PATH=str(bot.database_path), timeout=WAIT
    )
    backed_up.set()
    await asyncio.wait_for(clicking, WAIT)
    assert code == 0, err
    assert f"Backed up to {copy}" in out and "integrity check: ok" in out

    with sqlite3.connect(f"file:{copy}?mode=ro", uri=True) as db:
        status, step = db.execute(
            "SELECT status, step FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        (events,) = db.execute(
            "SELECT count(*) FROM events WHERE game_id = ?", (game_id,)
        ).fetchone()
    assert status == "running" and events == step
    assert before <= step < game_row(bot, game_id)["step"]  # mid-game; the game went on
    code, out, _ = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(copy), timeout=WAIT)
    assert code == 0, out
    assert "1 replayed from their log to their snapshot" in out and "Everything agrees." in out
    await fake.assert_healthy()


async def test_operator_commands_explain_what_they_need(tmp_path):
    code, _, err = await run_to_exit(
        tmp_path, "check", DATABASE_PATH=str(tmp_path / "missing.sqlite3")
    )
    assert code == 2 and "There is no database at" in err
    code, _, err = await run_to_exit(tmp_path, "backup", timeout=WAIT)
    assert code == 2 and "path" in err  # argparse names the missing argument
    code, _, err = await run_to_exit(tmp_path, "prune", EVENT_LOG_RETENTION_DAYS="soon")
    assert code == 2 and "EVENT_LOG_RETENTION_DAYS" in err
