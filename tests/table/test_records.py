"""The cogs' one path to the store (bot/table/records.py), on both stores: a read of results or
ratings waits for the results of games that just finished, and the server settings read back
with their defaults."""

import asyncio

import pytest

from bot.domain.hints import DEFAULT_HINTS
from bot.domain.results import GLOBAL
from bot.table.records import Records
from bot.table.sessions import Timing
from tests.table.harness import sessions_on, take_the_last_tile
from tests.table.test_hints import ANN, BOB, started

GUILD = 1  # the guild of tests.table.test_hints.started


@pytest.fixture
async def sessions(store_url):
    async with sessions_on(store_url, Timing(), seed=3) as s:
        yield s


@pytest.fixture
def records(sessions):
    return Records(sessions.storage, sessions)


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
        lambda r, game: r.leaderboard("junior", GUILD, "rating", 0),
        lambda r, game: r.player_rank("junior", GLOBAL, "rating", BOB.id),
        lambda r, game: r.player_stats(BOB.id, GUILD),
        lambda r, game: r.history_page(GUILD, BOB.id, None, 0),
        lambda r, game: r.last_game_of(BOB.id, GUILD),
        lambda r, game: r.rating_changes(game.id),
    ],
    ids=["leaderboard", "rank", "stats", "history", "last-game", "rating-changes"],
)
async def test_reads_of_results_wait_for_the_game_that_just_finished(sessions, records, read):
    order: list[str] = []
    hold_recordings(sessions, order)
    game = await take_the_last_tile(sessions, await started(sessions, hints=False))
    note_reads(sessions, order)
    found = await read(records, game)
    assert order and order[0] == "recorded"  # the recording came before the first read
    assert found  # and the read shows the game


async def test_what_the_reads_show_of_a_finished_game(sessions, records):
    game = await take_the_last_tile(sessions, await started(sessions, hints=False))
    board = await records.leaderboard("junior", GUILD, "rating", 0)
    assert sorted(row.user_id for row in board.rows) == [ANN.id, BOB.id]
    assert (await records.player_rank("junior", GUILD, "rating", ANN.id)).games == 1
    history = await records.history_page(GUILD, BOB.id, None, 0)
    assert (history.total, [past.record.id for past in history.games]) == (1, [game.id])
    placements = [seat["placement"] for seat in history.games[0].seats]
    assert placements == sorted(placements)  # best placement first
    elsewhere = await records.history_page(GUILD + 1, BOB.id, None, 0)
    assert (elsewhere.total, elsewhere.games) == (0, [])
    assert await records.last_game_of(ANN.id, GUILD) == game.id
    assert await records.last_game_of(ANN.id, GUILD, game.kind) == game.id  # a game's own review
    assert await records.last_game_of(ANN.id, GUILD, "no-such-game") is None
    assert set(await records.rating_changes(game.id)) == {ANN.id, BOB.id}
    assert (await records.game(game.id)).status == "finished"
    assert [e["step"] for e in await records.events_of(game.id)] == list(range(1, game.step + 1))
    assert await records.game(10**9) is None


async def test_server_settings_and_their_defaults(records):
    assert DEFAULT_HINTS is False  # every game is rated unless a hint is used: opt-in
    assert await records.guild_hints(9) is DEFAULT_HINTS
    assert await records.guild_hints(None) is DEFAULT_HINTS
    await records.set_guild_language(9, "de")
    await records.set_guild_hints(9, True)
    await records.set_guild_pings(9, "off")
    assert await records.guild_hints(9) is True
    assert await records.guild_language(9) == "de"  # the other settings are kept
    assert await records.guild_pings(9) == "off"
    await records.set_guild_hints(9, False)
    assert await records.guild_hints(9) is False
    await records.set_guild_language(9, None)
    assert await records.guild_language(9) is None


async def test_the_games_waiting_for_a_deadline(sessions, records):
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=GUILD, channel_id=60, host=ANN, options={}, meta={}
    )
    running = await started(sessions, hints=False, channel=61)
    assert sorted(await records.games_with_deadline()) == sorted([lobby.id, running.id])
