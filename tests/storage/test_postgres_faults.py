"""PostgreSQL going away: the clicker is told "cannot save right now", nothing changes, and the
bot carries on by itself once the server is back."""

from __future__ import annotations

import pytest

from bot.storage.base import StorageError
from bot.storage.connect import open_store
from bot.table.sessions import Player, Refusal, Sessions, Timing
from tests.postgres_server import PostgresServer
from tests.table.clock import Clock

ANN, BOB = Player(1, "Ann"), Player(2, "Bob")


@pytest.fixture
def own_server():
    server = PostgresServer()
    try:
        yield server.start()
    finally:
        server.stop()


async def test_a_server_that_goes_away_refuses_the_click_then_recovers(own_server):
    storage = await open_store(own_server.url)
    try:
        sessions = Sessions(storage, Timing(), clock=Clock())
        game = await sessions.open_lobby("heckmeck", guild_id=1, channel_id=7, host=ANN, options={})
        own_server.pause()
        with pytest.raises(Refusal) as refused:
            await sessions.join(game.id, BOB)
        assert refused.value.code == "storage-unavailable"
        own_server.resume()
        await sessions.join(game.id, BOB)  # the same click again, once the server is back
        stored = await storage.get_game(game.id)
        assert [p["id"] for p in stored.players] == [ANN.id, BOB.id] and stored.step == 1
    finally:
        await storage.close()


async def test_an_unreachable_server_at_start_is_named(own_server):
    own_server.pause()
    with pytest.raises(StorageError, match="Cannot connect to the PostgreSQL database"):
        await open_store(own_server.url)
