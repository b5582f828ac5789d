"""A store written before the table notes had their own table: each game's board message and turn
call, kept in its meta then, move to table_notes (SQLite and PostgreSQL alike), and its game
resumes with them."""

import random
import sqlite3
from contextlib import closing

import asyncpg
import orjson

from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.table.sessions import Sessions
from bot.table.types import Timing
from tests.storage.later_tables import tables_created_after
from tests.table.clock import Clock
from tests.table.test_sessions import ANN, BOB, current_player, started

BOARD = {"message_id": 1_234_567_890_123_456_789, "posted_at": 1000.5, "step": 3}
# The table notes came with the 8th migration.
TABLE_NOTES_VERSION = 8
CALL = {"turn_no": 2, "message_id": 1_234_567_890_123_456_790, "reminded": 1}


async def as_before(url: str, game_id: int, meta: dict) -> None:
    """The store as the bot before this migration left it: no table_notes, the notes in meta."""
    statements = [
        *tables_created_after(TABLE_NOTES_VERSION - 1, postgres=url.startswith("postgresql://")),
        f"UPDATE games SET meta = '{orjson.dumps(meta).decode()}' WHERE id = {game_id}",
    ]
    if url.startswith("postgresql://"):
        conn = await asyncpg.connect(url)
        try:
            version = f"UPDATE schema_version SET version = {TABLE_NOTES_VERSION - 1}"
            await conn.execute(";".join([*statements, version]))
        finally:
            await conn.close()
    else:
        with closing(sqlite3.connect(sqlite_path(url))) as db:
            for statement in [*statements, f"PRAGMA user_version = {TABLE_NOTES_VERSION - 1}"]:
                db.execute(statement)
            db.commit()


async def test_old_notes_move_out_of_meta_and_the_game_resumes_with_them(store_url):
    clock = Clock()
    storage = await open_store(store_url)
    sessions = Sessions(storage, Timing(), clock=clock, rng=random.Random(2))
    sessions.clock_ = clock
    game = await started(sessions, ANN, BOB)
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=51, host=ANN, options={"edition": "classic"}
    )
    await storage.close()
    meta = {**game.meta, "board": BOARD, "ping": CALL}
    await as_before(store_url, game.id, meta)

    storage = await open_store(store_url)
    try:
        assert await storage.schema_version() == len(MIGRATIONS)
        (stored_meta,) = await storage.fetch_one("SELECT meta FROM games WHERE id = ?", (game.id,))
        assert orjson.loads(stored_meta) == game.meta  # the rest of the meta as it was
        notes = [
            (g, orjson.loads(b), orjson.loads(p))
            for g, b, p in await storage.table_rows("table_notes")
        ]
        assert notes == [(game.id, BOARD, CALL)]  # only the game that had notes
        resumed = Sessions(storage, Timing(), clock=clock, rng=random.Random(3))
        record = await resumed.game(game.id)
        assert (resumed.board_of(record), resumed.call_of(record)) == (BOARD, CALL)
        assert resumed.board_of(await resumed.game(lobby.id)) is None  # it had none
        live = {r.id: r for r in await resumed.live_games()}
        assert resumed.board_of(live[game.id]) == BOARD
        # The game plays on.
        moved = await resumed.act(game.id, current_player(record), record.step, {"type": "roll"})
        assert moved.game.step == record.step + 1
        assert resumed.board_of(moved.game) == BOARD
    finally:
        await storage.close()
