import asyncio
import sqlite3
from contextlib import closing

import pytest

from bot.domain.records import GameRecord
from bot.domain.settings import ServerSettings
from bot.storage.base import StaleStep, StorageError
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.storage.queries import settings
from bot.storage.sqlite_file import statements


def lobby(channel_id=10, status="lobby"):
    return GameRecord(
        id=0,
        kind="heckmeck",
        guild_id=1,
        channel_id=channel_id,
        host_id=5,
        status=status,
        options={"edition": "classic"},
        players=[{"id": 5, "name": "Ann"}],
        state=None,
        step=0,
        created_at=1.0,
    )


async def test_a_missing_file_is_created_with_the_latest_schema(tmp_path):
    path = tmp_path / "sub" / "games.sqlite3"
    storage = await open_store(path)
    assert path.exists()
    assert await storage.schema_version() == len(MIGRATIONS)
    await storage.close()


@pytest.mark.parametrize(
    "content", [b"this is not a database at all" * 100, b"SQLite format 3\x00" + b"\xff" * 5000]
)
async def test_a_corrupt_file_is_refused_and_left_untouched(tmp_path, content):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StorageError, match="unreadable or corrupt"):
        await open_store(path)
    assert path.read_bytes() == content


async def test_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    with pytest.raises(StorageError, match="newer than this bot"):
        await open_store(path)


async def test_one_live_game_per_channel_and_steps_are_checked(store_url):
    storage = await open_store(store_url)
    game = await storage.create_game(lobby())
    with pytest.raises(StaleStep):
        await storage.create_game(lobby())
    await storage.create_game(lobby(channel_id=11))

    game.step = 1
    game.status = "running"
    await storage.save(
        game, 0, actor_id=5, action={"type": "start"}, events=[{"type": "x"}], at=2.0
    )
    with pytest.raises(StaleStep):
        await storage.save(game, 0, actor_id=5, action={"type": "start"}, at=3.0)
    stored = await storage.get_game(game.id)
    assert stored.status == "running" and stored.step == 1
    assert await storage.events_of(game.id) == [
        {
            "step": 1,
            "actor_id": 5,
            "action": {"type": "start"},
            "events": [{"type": "x"}],
            "at": 2.0,
        }
    ]
    await storage.close()


async def test_data_survives_reopening(store_url):
    storage = await open_store(store_url)
    game = await storage.create_game(lobby())
    await settings.save_server_settings(storage, 1, ServerSettings(language="de"))
    await storage.close()
    storage = await open_store(store_url)
    assert (await storage.live_game_in_channel(10)).id == game.id
    assert (await settings.server_settings(storage, 1)).language == "de"
    await storage.close()


async def test_writes_committed_together_fail_alone(store_url):
    """Writes that arrive together share a transaction; a stale one among them is refused
    alone, and every other one is committed."""
    storage = await open_store(store_url)
    games = [await storage.create_game(lobby(channel_id=20 + n)) for n in range(6)]
    saves = []
    for game in games:
        game.step = 1
        saves.append(storage.save(game, 0, actor_id=5, action={"type": "a"}, at=1.0))
    stale = lobby(channel_id=99)
    stale.id, stale.step = games[2].id, 1
    saves.insert(3, storage.save(stale, 0, actor_id=6, action={"type": "b"}, at=1.0))
    outcomes = await asyncio.gather(*saves, return_exceptions=True)
    assert [type(o).__name__ for o in outcomes] == ["NoneType"] * 3 + ["StaleStep"] + [
        "NoneType"
    ] * 3
    for game in games:
        assert (await storage.get_game(game.id)).step == 1
        assert [e["action"] for e in await storage.events_of(game.id)] == [{"type": "a"}]
    await storage.close()


@pytest.mark.parametrize("word", ["honest", "always same", "never same"])
async def test_steps_committed_together_keep_each_ones_status_start_and_end(store_url, word):
    """In one transaction: a game that starts (its status and start change), one that ends, and
    ordinary steps that leave them as they were. Every row gets all of its own values, whatever
    the caller says of the status (`same_status` is a hint: a wrong one must not lose a change)."""
    storage = await open_store(store_url)
    games = [await storage.create_game(lobby(channel_id=40 + n)) for n in range(5)]
    starting, ending = games[1], games[3]
    for game in games:
        game.step = 1
        game.players = [*game.players, {"id": 6, "name": f"Bo{game.channel_id}"}]
    starting.status, starting.started_at = "running", 7.0
    ending.status, ending.ended_at = "cancelled", 8.0
    same = {"honest": [True, False, True, False, True], "always same": [True] * 5}.get(
        word, [False] * 5
    )
    await asyncio.gather(
        *(
            storage.save(g, 0, actor_id=5, action={"type": "a"}, at=1.0, same_status=same[n])
            for n, g in enumerate(games)
        )
    )
    for game in games:
        stored = await storage.get_game(game.id)
        assert (stored.status, stored.started_at, stored.ended_at) == (
            game.status,
            game.started_at,
            game.ended_at,
        )
        assert stored.step == 1 and stored.players == game.players
    assert (await storage.live_game_in_channel(41)).status == "running"
    assert await storage.live_game_in_channel(43) is None
    # The next steps leave the status as it was: they are written too.
    for game in (games[0], starting):
        game.step, game.meta = 2, {"turn_no": 2}
        await storage.save(game, 1, actor_id=5, action={"type": "b"}, at=2.0, same_status=True)
        stored = await storage.get_game(game.id)
        assert (stored.step, stored.meta, stored.status) == (2, {"turn_no": 2}, game.status)
    await storage.close()


async def test_migration_7_keeps_the_event_log_and_appends_its_rows(tmp_path):
    """A store from before (events WITHOUT ROWID, ordered by game and step) keeps every logged
    row; the log then has rowids and a unique (game, step) index that still refuses a step twice."""
    path = tmp_path / "old.sqlite3"
    with closing(sqlite3.connect(path)) as db:
        for migration in MIGRATIONS[:6]:
            for statement in statements(migration.sqlite):
                db.execute(statement)
        db.execute("PRAGMA user_version = 6")
        db.execute(
            "INSERT INTO games (id, kind, channel_id, host_id, status, options, players, step,"
            " created_at) VALUES (1, 'heckmeck', 5, 1, 'running', '{}', '[]', 2, 0.0)"
        )
        db.executemany(
            "INSERT INTO events VALUES (1, ?, 1, ?, '[]', ?)",
            [(2, '{"type": "roll"}', 2.0), (1, '{"type": "started"}', 1.0)],
        )
        db.commit()
    storage = await open_store(f"sqlite:///{path}")
    try:
        assert await storage.schema_version() == len(MIGRATIONS)
        assert [e["step"] for e in await storage.events_of(1)] == [1, 2]
        (sql,) = await storage.fetch_one("SELECT sql FROM sqlite_master WHERE name = 'events'")
        assert "WITHOUT ROWID" not in sql.upper()
        with pytest.raises(StaleStep):  # the store's answer to a unique constraint
            await storage.write("INSERT INTO events VALUES (1, 2, 1, '{}', '[]', 3.0)", [()])
    finally:
        await storage.close()
