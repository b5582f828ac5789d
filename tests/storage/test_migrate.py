"""`python -m bot migrate`: SQLite to PostgreSQL, every table copied and counted."""

from __future__ import annotations

import asyncio
import os
import random
import sys
from pathlib import Path

import pytest

from bot.domain.results import GLOBAL
from bot.domain.settings import ServerSettings
from bot.domain.tournaments import TournamentFormat
from bot.storage.base import StorageError
from bot.storage.connect import open_store
from bot.storage.queries import settings, tournaments
from bot.storage.queries.leaderboard import leaderboard
from bot.storage.queries.stats import player_stats
from bot.storage.rows import TABLES
from bot.storage.transfer import copy_store
from bot.table.sessions import Sessions
from bot.table.types import Player, Timing
from tests.table.clock import Clock

ROOT = Path(__file__).resolve().parents[2]


async def a_played_store(url: str) -> None:
    """A store with finished (rated) games, a lobby and a server setting."""
    storage = await open_store(url)
    clock = Clock()
    sessions = Sessions(storage, Timing(turn_timeout=60), clock=clock, rng=random.Random(5))
    for channel in (1, 2, 3):
        game = await sessions.open_lobby(
            "heckmeck", guild_id=9, channel_id=channel, host=Player(1, "Ann"), options={}
        )
        if channel != 3:
            await sessions.join(game.id, Player(2, "Bob"))
            await sessions.start(game.id, 1)
    while (await storage.get_game(1)).live:  # nobody plays game 1: the deadlines end it
        clock.now += 61
        await sessions.run_due()
    await settings.save_server_settings(storage, 9, ServerSettings(language="de"))
    await a_tournament(storage)
    await sessions.results_settled()
    await storage.close()


async def a_tournament(storage) -> int:
    """A running tournament of three players, its first round's table opened on game 1."""
    fmt = TournamentFormat("heckmeck", {"short_game": True}, 2, 3, 0, None)
    tournament = await tournaments.create(storage, 9, 1, 1, fmt, None, 2**61, 900.0)
    for user_id in (1, 2, 3):
        await tournaments.join(storage, tournament.id, user_id, f"P{user_id}", 901.0)
    assert await tournaments.claim_round(storage, tournament.id, 1, [([3, 1, 2], 0)])
    await tournaments.table_opened(storage, tournament.id, 1, 1, 1234, 1)
    await tournaments.set_role(storage, 9, 77)
    return tournament.id


async def test_a_sqlite_store_is_copied_to_postgresql_whole(tmp_path, postgres_url):
    source_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    await a_played_store(source_url)
    copied = await copy_store(source_url, postgres_url, report=lambda line: None)
    assert copied["games"] == 3 and copied["results"] >= 2 and copied["ratings"] == 4
    assert copied["events"] > 5 and copied["guild_settings"] == 1

    source, target = await open_store(source_url), await open_store(postgres_url)
    try:
        for table in TABLES:
            assert await target.table_rows(table) == await source.table_rows(table), table
        # Nobody played games 1 and 2: in each, one player missed three turns and the other won
        # by forfeit.
        forfeit = "SELECT game_id, user_id FROM results WHERE forfeit = 1 ORDER BY game_id"
        assert [game for game, _ in await source.fetch_all(forfeit)] == [1, 2]
        assert await target.fetch_all(forfeit) == await source.fetch_all(forfeit)
        for game_id in (1, 2, 3):
            assert await target.get_game(game_id) == await source.get_game(game_id)
            assert await target.events_of(game_id) == await source.events_of(game_id)
        assert (await settings.server_settings(target, 9)).language == "de"
        assert await leaderboard(target, "heckmeck", GLOBAL) == await leaderboard(
            source, "heckmeck", GLOBAL
        )
        assert await player_stats(target, 1) == await player_stats(source, 1)
        # The copy goes on where the source stopped: new ids follow the copied ones.
        sessions = Sessions(target, clock=Clock())
        fresh = await sessions.open_lobby(
            "heckmeck", guild_id=9, channel_id=4, host=Player(1, "Ann"), options={}
        )
        assert fresh.id == 4
        assert copied["tournaments"] == 1 and copied["tournament_players"] == 3
        assert await tournaments.tournament(target, 1) == await tournaments.tournament(source, 1)
        assert await tournaments.settings(target, 9) == await tournaments.settings(source, 9)
        assert await a_tournament(target) == 2
    finally:
        await source.close()
        await target.close()

    with pytest.raises(StorageError, match="empty database"):
        await copy_store(source_url, postgres_url, report=lambda line: None)


async def test_the_migrate_command_reports_each_table(tmp_path, postgres_url):
    source_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    await a_played_store(source_url)
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "migrate", "--from", source_url, "--to", postgres_url,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE, cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    stdout, stderr = await process.communicate()
    assert process.returncode == 0, stderr.decode()
    lines = stdout.decode().splitlines()
    assert "games: 3 rows copied and counted" in lines
    assert lines[-1].startswith("Done")


async def test_the_copy_names_every_table_and_column_of_the_schema(store_url):
    if store_url.startswith("postgresql://"):
        tables = (
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
        )
        columns = (
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_schema = current_schema() AND table_name = ?"
        )
    else:
        tables = "SELECT name FROM sqlite_master WHERE type = 'table'"
        columns = "SELECT name FROM pragma_table_info(?)"
    storage = await open_store(store_url)
    try:
        found = {name for (name,) in await storage.fetch_all(tables)} - {"schema_version"}
        assert found == set(TABLES)
        for table, copied in TABLES.items():
            schema = await storage.fetch_all(columns, (table,))
            assert sorted(name for (name,) in schema) == sorted(copied), table
    finally:
        await storage.close()
