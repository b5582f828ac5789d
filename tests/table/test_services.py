"""The cogs' one door to the store (bot/table/services/), on both stores: a read of results or
ratings waits for the results of games that just finished, and the server settings read back
with their defaults and change one at a time."""

import asyncio
from dataclasses import replace

import pytest

from bot.domain.hints import DEFAULT_HINTS
from bot.domain.results import GLOBAL
from bot.domain.settings import UserSettings
from bot.table.services import Services
from bot.table.sessions import Timing
from tests.table.harness import sessions_on, take_the_last_tile
from tests.table.test_hints import ANN, BOB, started

GUILD = 1  # the guild of tests.table.test_hints.started


@pytest.fixture
async def sessions(store_url):
    async with sessions_on(store_url, Timing(), seed=3) as s:
        yield s


@pytest.fixture
def services(sessions):
    return Services.build(sessions.storage, sessions)


def hold_recordings(sessions, order: list[str]) -> None:
    """Hold every recording of results back for a while, noting in `order` when one is done."""
    record_results = sessions.storage.record_results

    async def held(record):
        await asyncio.sleep(0.2)  # long after a read that did not wait would be done
        written = await record_results(record)
        order.append("recorded")
        return written

    sessions.storage.record_results = held


def note_reads(sessions, order: list[str]) -> None:
    """Note in `order` each read the calling task makes (not those of the recording itself)."""
    fetch_all, reader = sessions.storage.fetch_all, asyncio.current_task()

    async def reading(sql, args=()):
        if asyncio.current_task() is reader:
            order.append("read")
        return await fetch_all(sql, args)

    sessions.storage.fetch_all = reading


@pytest.mark.parametrize(
    "read",
    [
        lambda s, game: s.leaderboard.page("junior", GUILD, "rating", 0),
        lambda s, game: s.leaderboard.rank("junior", GLOBAL, "rating", BOB.id),
        lambda s, game: s.stats.of_player(BOB.id, GUILD),
        lambda s, game: s.history.page(GUILD, BOB.id, None, 0),
        lambda s, game: s.results.last_game_of(BOB.id, GUILD),
        lambda s, game: s.results.rating_changes(game.id),
    ],
    ids=["leaderboard", "rank", "stats", "history", "last-game", "rating-changes"],
)
async def test_reads_of_results_wait_for_the_game_that_just_finished(sessions, services, read):
    order: list[str] = []
    hold_recordings(sessions, order)
    game = await take_the_last_tile(sessions, await started(sessions, hints=False))
    note_reads(sessions, order)
    found = await read(services, game)
    assert order and order[0] == "recorded"  # the recording came before the first read
    assert found  # and the read shows the game


async def test_what_the_reads_show_of_a_finished_game(sessions, services):
    game = await take_the_last_tile(sessions, await started(sessions, hints=False))
    board = await services.leaderboard.page("junior", GUILD, "rating", 0)
    assert sorted(row.user_id for row in board.rows) == [ANN.id, BOB.id]
    assert (await services.leaderboard.rank("junior", GUILD, "rating", ANN.id)).games == 1
    history = await services.history.page(GUILD, BOB.id, None, 0)
    assert (history.total, [past.record.id for past in history.games]) == (1, [game.id])
    placements = [seat["placement"] for seat in history.games[0].seats]
    assert placements == sorted(placements)  # best placement first
    elsewhere = await services.history.page(GUILD + 1, BOB.id, None, 0)
    assert (elsewhere.total, elsewhere.games) == (0, [])
    assert await services.results.last_game_of(ANN.id, GUILD) == game.id
    # a game's own review
    assert await services.results.last_game_of(ANN.id, GUILD, game.kind) == game.id
    assert await services.results.last_game_of(ANN.id, GUILD, "no-such-game") is None
    assert set(await services.results.rating_changes(game.id)) == {ANN.id, BOB.id}
    assert (await services.games.game(game.id)).status == "finished"
    steps = [e["step"] for e in await services.games.events_of(game.id)]
    assert steps == list(range(1, game.step + 1))
    assert await services.games.game(10**9) is None


async def test_server_settings_and_their_defaults(services):
    settings = services.settings
    assert DEFAULT_HINTS is False  # every game is rated unless a hint is used: opt-in
    assert (await settings.server(9)).hints is DEFAULT_HINTS
    assert (await settings.server(None)).hints is DEFAULT_HINTS
    await settings.change_server(9, lambda s: replace(s, language="de"))
    await settings.change_server(9, lambda s: replace(s, hints=True))
    await settings.change_server(9, lambda s: replace(s, pings="off"))
    assert (await settings.server(9)).hints is True
    assert (await settings.server(9)).language == "de"  # the other settings are kept
    assert (await settings.server(9)).pings == "off"
    await settings.change_server(9, lambda s: replace(s, hints=False))
    assert (await settings.server(9)).hints is False
    await settings.change_server(9, lambda s: replace(s, language=None))
    assert (await settings.server(9)).language is None


async def test_settings_changed_at_once_keep_every_change(services):
    """A change reads the record and writes it back: two at once must not undo each other."""
    settings = services.settings
    await asyncio.gather(
        settings.change_server(9, lambda s: replace(s, language="es")),
        settings.change_server(9, lambda s: replace(s, threads=True)),
        settings.change_user(7, lambda s: replace(s, pings="off")),
        settings.change_user(7, lambda s: replace(s, web_hidden=True)),
    )
    assert ((await settings.server(9)).language, (await settings.server(9)).threads) == ("es", True)
    assert await settings.user(7) == UserSettings(pings="off", web_hidden=True)
