"""The web pages' queries (bot/storage/queries/web.py) on both stores, over games played through
the session layer: the two switches, a player's name and rating over time, results against the
computer players."""

from __future__ import annotations

from bot.domain.results import rating_games
from bot.storage.connect import open_store
from bot.storage.queries import stats
from bot.storage.queries import web as queries
from tests.web.store import ANN, CAT, MARKUP, NOT_OPTED_IN, OPTED_IN, fill


async def test_the_web_queries_read_the_same_on_both_stores(store_url):
    await fill(store_url)
    storage = await open_store(store_url)
    try:
        assert await queries.guild_web(storage, OPTED_IN)
        assert not await queries.guild_web(storage, NOT_OPTED_IN)
        assert not await queries.guild_web(storage, 999), "off unless a server turned it on"
        await queries.set_guild_web(storage, OPTED_IN, False)
        assert not await queries.guild_web(storage, OPTED_IN)

        assert not await queries.web_hidden(storage, ANN.id)
        await queries.set_web_hidden(storage, ANN.id, True)
        assert await queries.web_hidden(storage, ANN.id)
        await queries.set_web_hidden(storage, ANN.id, False)
        assert not await queries.web_hidden(storage, ANN.id)

        assert await queries.player_name(storage, MARKUP.id, OPTED_IN) == MARKUP.name
        assert await queries.player_name(storage, MARKUP.id, NOT_OPTED_IN) is None
        assert await queries.player_name(storage, 999, OPTED_IN) is None

        history = await queries.rating_history(storage, ANN.id, OPTED_IN)
        assert set(history) <= set(rating_games()) and len(history["heckmeck"]) == 4
        when = [at for at, _ in history["heckmeck"]]
        assert when == sorted(when)
        now = await stats.player_stats(storage, ANN.id, OPTED_IN)
        assert history["heckmeck"][-1][1] == now["heckmeck"].rating

        against = await queries.against_computers(storage, CAT.id, OPTED_IN)
        assert sorted((a.game, a.difficulty, a.games) for a in against) == [
            ("junior", "easy", 1),
            ("junior", "hard", 1),
        ]
        assert all(a.ahead in (0, 1) for a in against)
        assert await queries.against_computers(storage, ANN.id, OPTED_IN) == []
    finally:
        await storage.close()
