"""A person's data on SQLite and PostgreSQL (bot/table/services/privacy.py): what the privacy
answer counts is what the export holds; a deletion leaves no row with their id or name but the
deleted player's pseudonym in the games they played, and changes nothing the others see: their
results, the leaderboards without the deleted player, every game's replay, `python -m bot check`.
A stranger, a second deletion, a player at a live table: nothing changes."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from bot.domain.privacy import DELETED_FIRST, is_deleted
from bot.domain.replay import replay
from bot.domain.results import GLOBAL, rating_games
from bot.ops.check import check
from bot.storage.base import Guard
from bot.storage.connect import open_store
from bot.storage.queries import leaderboard
from bot.storage.rows import TABLES
from bot.table.services.privacy import Privacy
from bot.table.services.settings import Settings
from bot.table.sessions import Player, Sessions
from bot.table.types import Timing
from tests.domain.test_replay import Recorder, open_game, play_out
from tests.postgres_databases import run_alone
from tests.sqlite_copies import copy_sqlite
from tests.table.clock import Clock

# Ids and names as long as Discord's, so that finding them in a row means they are there.
ANN = Player(304_211_876_543_210_001, "Annabel Quist")
BOB = Player(304_211_876_543_210_002, "Bobby Quist")
CAT = Player(304_211_876_543_210_003, "Catalina Quist")
STRANGER = 304_211_876_543_210_099
GUILD = 1  # open_game's server


async def dump(storage) -> dict[str, list[tuple[Any, ...]]]:
    return {table: await storage.table_rows(table) for table in TABLES}


def mentions(rows: dict[str, list[tuple[Any, ...]]], player: Player) -> list[str]:
    """Where the rows hold the player's id or name (in any column, in JSON text too)."""
    found = []
    for table, table_rows in rows.items():
        for row in table_rows:
            for column, value in zip(TABLES[table], row, strict=True):
                text = str(value)
                if value == player.id or str(player.id) in text or player.name in text:
                    found.append(f"{table}.{column}")
    return found


async def others_view(storage, deleted: set[int]) -> dict[str, Any]:
    """What the other players see: their result rows, the boards without the deleted, the
    replayed positions of every game."""
    results = await storage.fetch_all(
        f"SELECT {', '.join(TABLES['results'])} FROM results ORDER BY id"
    )
    user = TABLES["results"].index("user_id")
    boards = {}
    for game in rating_games():
        for scope in (GUILD, GLOBAL):
            page = await leaderboard.leaderboard(storage, game, scope, page_size=50)
            boards[(game, scope)] = [
                replace(row, rank=0) for row in page.rows if row.user_id not in deleted
            ]
    replays = {}
    for (game_id,) in await storage.fetch_all("SELECT id FROM games ORDER BY id"):
        record = await storage.get_game(game_id)
        rebuilt = replay(record, await storage.events_of(game_id))
        replays[game_id] = [(p.step, p.state.to_json(), p.status) for p in rebuilt.positions]
    return {
        "results": [
            row for row in results if row[user] not in deleted and not is_deleted(row[user])
        ],
        "boards": boards,
        "replays": replays,
    }


async def played(sessions, players: list[Player], seed: int, computers=()) -> int:
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, players, computers)
    finished = await play_out(sessions, Recorder(), started.game, random.Random(seed))
    assert finished.status == "finished"
    return finished.id


def sessions_over(storage, now: float) -> Sessions:
    clock = Clock()
    clock.now = now
    sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(7))
    sessions.clock_ = clock
    return sessions


async def some_history(storage) -> Sessions:
    sessions = sessions_over(storage, Clock().now)
    await played(sessions, [ANN, BOB], 1, ["easy"])
    await played(sessions, [CAT, ANN], 2)
    await played(sessions, [BOB, CAT], 3)
    await played(sessions, [ANN, BOB, CAT], 4)
    last = await played(sessions, [BOB, ANN], 5)
    await sessions.results_settled()
    await storage.save_table_notes([(last, None, {"turn_no": 9, "told": [BOB.id, ANN.id]})])
    await Settings(storage).change_user(ANN.id, lambda s: replace(s, pings="off", unranked=False))
    await storage.write(
        "INSERT INTO daily_streaks (user_id, name, last_day, current, best) VALUES (?, ?, ?, ?, ?)",
        [(ANN.id, ANN.name, "2026-11-01", 2, 3)],
    )
    await storage.write(
        "INSERT INTO puzzle_solvers (user_id, mu, sigma, attempts, solved) VALUES (?, ?, ?, ?, ?)",
        [(ANN.id, 25.0, 8.0, 1, 1)],
    )
    return sessions


async def played_into(url: str) -> float:
    """Play the history into the store at `url`; the time its clock shows afterwards."""
    storage = await open_store(url)
    try:
        return (await some_history(storage)).clock_.now
    finally:
        await storage.close()


# The history's games (some 3,000 writes) are played once per backend and test process; each
# test gets a copy of its own: a SQLite file copied, a PostgreSQL database made from a template.
@pytest.fixture(scope="session")
def played_sqlite(tmp_path_factory) -> tuple[str, float]:
    path = str(tmp_path_factory.mktemp("privacy") / "played.sqlite3")
    return path, run_alone(played_into(f"sqlite:///{path}"))


@pytest.fixture(scope="session")
def played_postgres(postgres_databases) -> tuple[str, float]:
    after: list[float] = []

    async def fill(url: str) -> None:
        after.append(await played_into(url))

    return postgres_databases.template("privacy_played", fill), after[0]


@pytest.fixture(params=["sqlite", "postgresql"])
def history(request, tmp_path) -> Iterator[tuple[str, float]]:
    """The URL of a store of the test's own holding some_history's games and rows, and the time
    its clock showed when they were written (for sessions_over)."""
    if request.param == "sqlite":
        played, now = request.getfixturevalue("played_sqlite")
        copy = tmp_path / "games.sqlite3"
        copy_sqlite(played, copy)
        yield f"sqlite:///{copy}", now
        return
    databases = request.getfixturevalue("postgres_databases")
    template, now = request.getfixturevalue("played_postgres")
    database = databases.copy(template)
    yield databases.url(database), now
    databases.drop(database)


async def test_export_holds_every_kind_the_answer_counts(history):
    url, _ = history
    storage = await open_store(url)
    try:
        privacy = Privacy(storage)
        counts = await privacy.counts(ANN.id)
        exported = json.loads(json.dumps(await privacy.export(ANN.id)))
        assert exported["user_id"] == str(ANN.id)
        assert exported["counts"] == counts.as_dict()
        assert set(exported["data"]) == set(counts.as_dict())
        for kind, rows in exported["data"].items():
            assert len(rows) == counts.as_dict()[kind], kind
        assert counts.games == 4 and counts.results == 4 and counts.settings == 1
        assert counts.ratings == 2 * len({r["rating_game"] for r in exported["data"]["results"]})
        assert counts.daily_streaks == 1 and counts.puzzle_ratings == 1
        assert exported["data"]["names"] == [ANN.name]
        moves = [m for g in exported["data"]["games"] for m in g["your_moves"]]
        assert moves and all(g["seat"] is not None for g in exported["data"]["games"])
        stranger = await privacy.export(STRANGER)
        assert stranger["counts"] == (await privacy.counts(STRANGER)).as_dict()
        assert (await privacy.counts(STRANGER)).nothing
        assert all(not rows for rows in stranger["data"].values())
    finally:
        await storage.close()


async def test_a_deleted_player_leaves_only_a_pseudonym_and_the_others_see_the_same(history):
    url, _ = history
    storage = await open_store(url)
    try:
        privacy = Privacy(storage)
        before = await others_view(storage, {ANN.id})
        assert (await check(storage)).ok

        deletion = await privacy.delete(ANN.id)
        assert deletion.deleted
        rows = await dump(storage)
        assert mentions(rows, ANN) == []
        assert mentions(rows, BOB) and mentions(rows, CAT)  # the scan finds what is there
        (pseudonym,) = [row[0] for row in rows["deleted_players"]]
        assert pseudonym == DELETED_FIRST
        user = TABLES["results"].index("user_id")
        assert sum(1 for row in rows["results"] if row[user] == pseudonym) == 4
        assert await others_view(storage, {ANN.id}) == before
        report = await check(storage)
        assert report.ok, report.summary()
        assert (await privacy.counts(ANN.id)).nothing

        again = await privacy.delete(ANN.id)  # a second deletion: nothing stored, no change
        assert not again.deleted and again.nothing_stored
        assert await dump(storage) == rows
    finally:
        await storage.close()


async def test_a_game_of_two_deleted_players_still_replays_and_checks(history):
    url, _ = history
    storage = await open_store(url)
    try:
        privacy = Privacy(storage)
        before = await others_view(storage, {ANN.id, BOB.id})
        assert (await privacy.delete(ANN.id)).deleted
        assert (await privacy.delete(BOB.id)).deleted
        rows = await dump(storage)
        assert mentions(rows, ANN) == [] and mentions(rows, BOB) == []
        assert sorted(r[0] for r in rows["deleted_players"]) == [DELETED_FIRST - 1, DELETED_FIRST]
        assert await others_view(storage, {ANN.id, BOB.id}) == before
        report = await check(storage)
        assert report.ok, report.summary()
    finally:
        await storage.close()


async def test_a_stranger_or_a_player_at_a_live_table_changes_nothing(history):
    url, now = history
    storage = await open_store(url)
    try:
        sessions = sessions_over(storage, now)
        privacy = Privacy(storage)
        nobody = await privacy.delete(STRANGER)
        assert not nobody.deleted and nobody.nothing_stored
        lobby = await sessions.open_lobby(
            "heckmeck", guild_id=GUILD, channel_id=71, host=CAT, options={"edition": "classic"}
        )
        await sessions.join(lobby.id, ANN)
        rows = await dump(storage)
        refused = await privacy.delete(ANN.id)
        assert not refused.deleted and not refused.nothing_stored
        assert refused.live_games == (lobby.id,)
        assert await dump(storage) == rows
    finally:
        await storage.close()


async def test_a_table_joined_between_the_check_and_the_deletion_refuses_it(history):
    """The check that the person sits at no live table is part of the deletion's transaction: a
    lobby joined after the check was read (here: just before the deletion is written) is seen
    there, and nothing of the deletion is written."""
    url, now = history
    storage = await open_store(url)
    try:
        sessions = sessions_over(storage, now)
        privacy = Privacy(storage)
        lobby = await sessions.open_lobby(
            "heckmeck", guild_id=GUILD, channel_id=71, host=CAT, options={"edition": "classic"}
        )
        written = storage.write_together
        seen: dict[str, Any] = {}

        async def joined_meanwhile(statements, guards=()):
            await sessions.join(lobby.id, ANN)
            seen["rows"] = await dump(storage)
            return await written(statements, guards)

        storage.write_together = joined_meanwhile
        refused = await privacy.delete(ANN.id)
        storage.write_together = written
        assert not refused.deleted and refused.live_games == (lobby.id,)
        assert await dump(storage) == seen["rows"]
        assert ANN.id in {p["id"] for p in (await storage.get_game(lobby.id)).players}
        assert not (await privacy.counts(ANN.id)).nothing
    finally:
        await storage.close()


async def test_a_guard_that_is_not_clear_writes_nothing(history):
    url, _ = history
    storage = await open_store(url)
    try:
        rows = await dump(storage)
        statements = [("DELETE FROM user_settings WHERE user_id = ?", [(ANN.id,)])]
        seated = Guard("games", "SELECT id FROM games WHERE host_id = ?", (ANN.id,))
        assert not await storage.write_together(statements, [seated])
        assert await dump(storage) == rows
        nobody = Guard("games", "SELECT id FROM games WHERE host_id = ?", (STRANGER,))
        assert await storage.write_together(statements, [nobody])
        assert len((await dump(storage))["user_settings"]) == len(rows["user_settings"]) - 1
    finally:
        await storage.close()


async def test_a_player_off_the_leaderboards_is_still_rated(history):
    url, _ = history
    storage = await open_store(url)
    try:
        game = rating_games()[0]
        listed = await leaderboard.leaderboard(storage, game, GUILD)
        assert ANN.id in {row.user_id for row in listed.rows}
        settings = Settings(storage)
        await settings.change_user(ANN.id, lambda s: replace(s, unranked=True))
        hidden = await leaderboard.leaderboard(storage, game, GUILD)
        assert ANN.id not in {row.user_id for row in hidden.rows}
        assert hidden.total == listed.total - 1
        assert await leaderboard.player_rank(storage, game, GUILD, "rating", ANN.id) is None
        (season,) = (await storage.fetch_all("SELECT min(season) FROM season_ratings"))[0]
        in_season = await leaderboard.leaderboard(storage, game, GUILD, season=season)
        assert in_season.rows and ANN.id not in {row.user_id for row in in_season.rows}
        ratings = await storage.fetch_all(
            "SELECT count(*) FROM ratings WHERE user_id = ?", (ANN.id,)
        )
        assert ratings[0][0] > 0
        await settings.change_user(ANN.id, lambda s: replace(s, unranked=False))
        assert await leaderboard.leaderboard(storage, game, GUILD) == listed
    finally:
        await storage.close()
