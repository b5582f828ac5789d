"""Tournaments in the store, on SQLite and PostgreSQL, through the tournaments service
(bot/table/services/tournaments.py): a tournament and its settings, sign-up (a second join
refused, none after sign-up), drops, a round claimed once however many callers try at once, its
tables opened and finished, and the seats' results of a played table game read back from its
results."""

from __future__ import annotations

import asyncio
import random

from bot.domain.settings import ServerSettings
from bot.domain.tournaments import (
    CANCELLED,
    FINISHED,
    RUNNING,
    SIGNUP,
    TournamentFormat,
    TournamentRow,
    TournamentSettings,
    TournamentTable,
)
from bot.storage.connect import open_store
from bot.storage.queries import settings
from bot.table.services.tournaments import Tournaments
from bot.table.sessions import Sessions
from bot.table.types import Timing
from tests.domain.test_replay import ANN, BOB, CAT, Recorder, open_game, play_out
from tests.table.clock import Clock

GUILD, CHANNEL, ORGANISER = 1, 70, 500
CLASSIC = TournamentFormat("heckmeck", {"short_game": True}, 2, 3, 4, "hard")
WHERE = {"guild_id": GUILD, "channel_id": CHANNEL, "organiser_id": ORGANISER}


async def create(records: Tournaments, **more) -> TournamentRow:
    chosen = {**vars(CLASSIC), **WHERE, **more}
    return await records.create(**chosen)


async def open_records(store_url: str) -> tuple[Tournaments, Sessions, Clock]:
    storage = await open_store(store_url)
    clock = Clock()
    sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(3))
    sessions.clock_ = clock
    return Tournaments(storage, sessions), sessions, clock


async def close(sessions: Sessions) -> None:
    await sessions.results_settled()
    await sessions.storage.close()


async def test_a_tournament_is_created_read_back_and_moved_through_its_statuses(store_url):
    records, sessions, clock = await open_records(store_url)
    try:
        created = await create(records, close_at=clock.now + 600, seed=2**61 + 7)
        assert created.status == SIGNUP and created.round_no == 0
        assert created.format == CLASSIC
        assert (created.guild_id, created.channel_id, created.organiser_id) == (
            GUILD, CHANNEL, ORGANISER
        )
        assert created.seed == 2**61 + 7 and created.close_at == clock.now + 600
        assert created.created_at == clock.now and created.finished_at is None
        assert await records.get(created.id) == created
        assert await records.get(created.id + 1000) is None
        other = await create(records, created_at=clock.now + 5)
        assert other.id != created.id and 0 <= other.seed < 2**62 and other.close_at is None
        assert other.created_at == clock.now + 5

        await records.set_signup_message(created.id, 9001)
        await records.set_close(created.id, None)
        again = await records.get(created.id)
        assert again.signup_message_id == 9001 and again.close_at is None

        assert not await records.set_status(
            created.id, RUNNING, round_no=1, from_status=RUNNING
        )
        assert await records.set_status(created.id, RUNNING, from_status=SIGNUP)
        assert (await records.get(created.id)).round_no == 0  # not given: kept
        clock.now += 50
        assert await records.set_status(created.id, FINISHED, winner_id=ANN.id)
        done = await records.get(created.id)
        assert (done.status, done.winner_id, done.finished_at) == (FINISHED, ANN.id, clock.now)

        assert [t.id for t in await records.in_guild(GUILD)] == [other.id]
        assert [t.id for t in await records.in_guild(GUILD, live_only=False)] == [
            other.id, created.id
        ]
        assert await records.in_guild(GUILD + 1, live_only=False) == []
        assert [t.id for t in await records.live()] == [other.id]
        await records.set_status(other.id, CANCELLED)
        assert await records.live() == []
    finally:
        await close(sessions)


async def test_sign_up_takes_each_player_once_and_only_while_it_is_open(store_url):
    records, sessions, clock = await open_records(store_url)
    try:
        tid = (await create(records)).id
        assert await records.join(tid, ANN.id, "Ann")
        clock.now += 1
        assert await records.join(tid, BOB.id, "Bob")
        assert not await records.join(tid, ANN.id, "Ann again")
        assert not await records.join(tid + 99, CAT.id, "Cat")  # no such tournament
        assert not await records.leave(tid, CAT.id)
        clock.now += 1
        assert await records.join(tid, CAT.id, "Cat")
        assert await records.leave(tid, BOB.id)
        players = await records.players(tid)
        assert [(p.user_id, p.name, p.dropped) for p in players] == [
            (ANN.id, "Ann", False), (CAT.id, "Cat", False)
        ]
        assert players[0].joined_at == 1000.0 and players[1].joined_at == 1002.0

        await records.set_status(tid, RUNNING)
        assert not await records.join(tid, BOB.id, "Bob")
        assert not await records.leave(tid, ANN.id)
        assert await records.drop(tid, ANN.id)
        assert not await records.drop(tid, ANN.id)
        assert not await records.drop(tid, BOB.id)
        assert [(p.user_id, p.dropped) for p in await records.players(tid)] == [
            (ANN.id, True), (CAT.id, False)
        ]
    finally:
        await close(sessions)


async def test_a_round_is_claimed_once_whoever_tries(store_url):
    records, sessions, _ = await open_records(store_url)
    try:
        tid = (await create(records)).id
        first = [([1, 2, 3], 0), ([4, 5], 1)]
        other = [([5, 4, 3], 0), ([2, 1], 1)]
        claims = await asyncio.gather(
            *(records.claim_round(tid, 1, first if n % 2 else other) for n in range(6))
        )
        assert sorted(claims) == [False] * 5 + [True]
        winner = first if claims.index(True) % 2 else other
        tables = await records.tables(tid)
        assert tables == [
            TournamentTable(1, 1, tuple(winner[0][0]), 0),
            TournamentTable(1, 2, tuple(winner[1][0]), 1),
        ]
        moved = await records.get(tid)
        assert (moved.status, moved.round_no) == (RUNNING, 1)
        # A different set of tables for a round already claimed writes nothing at all.
        assert not await records.claim_round(tid, 1, [([9], 2), ([8], 2), ([7], 2)])
        assert len(await records.tables(tid, 1)) == 2

        assert await records.claim_round(tid, 2, [([1, 2, 3, 4, 5], 0)])
        assert (await records.get(tid)).round_no == 2
        assert [t.round_no for t in await records.tables(tid)] == [1, 1, 2]
        assert [t.table_no for t in await records.tables(tid, 2)] == [1]
        # An old round claimed late (it cannot be, but) never moves the tournament back.
        assert not await records.claim_round(tid, 1, first)
        assert (await records.get(tid)).round_no == 2
        # Nor is a round started in a tournament that is over.
        await records.set_status(tid, CANCELLED)
        assert not await records.claim_round(tid, 3, [([1, 2, 3], 0)])
        assert await records.tables(tid, 3) == []
        assert (await records.get(tid)).round_no == 2
    finally:
        await close(sessions)


async def test_two_processes_on_one_store_start_a_round_once(store_url):
    one, one_sessions, _ = await open_records(store_url)
    two, two_sessions, _ = await open_records(store_url)
    try:
        tid = (await create(one)).id
        tables = [([1, 2, 3], 0), ([4, 5, 6], 0)]
        claims = await asyncio.gather(
            *(records.claim_round(tid, 1, tables) for records in (one, two, one, two))
        )
        assert sorted(claims) == [False, False, False, True]
        assert len(await two.tables(tid)) == 2
    finally:
        await close(one_sessions)
        await close(two_sessions)


async def test_tables_are_opened_finished_and_found_by_their_game(store_url):
    records, sessions, _ = await open_records(store_url)
    try:
        tid = (await create(records)).id
        assert await records.claim_round(tid, 1, [([1, 2, 3], 0), ([4, 5, 6], 0)])
        assert await records.claim_table_thread(tid, 1, 2, 7002)  # the thread before its game
        assert not await records.claim_table_thread(tid, 1, 2, 7003)  # another process, later
        assert await records.of_game(77) is None
        await records.table_opened(tid, 1, 2, 7002, 77)
        assert await records.of_game(77) == (tid, 1, 2)
        assert await records.table_finished(tid, 1, 2)
        assert not await records.table_finished(tid, 1, 2)
        assert not await records.table_finished(tid, 1, 9)
        one, two = await records.tables(tid, 1)
        assert (one.thread_id, one.game_id, one.finished) == (None, None, False)
        assert (two.thread_id, two.game_id, two.finished) == (7002, 77, True)
    finally:
        await close(sessions)


async def test_a_finished_table_games_seats_are_read_from_its_results(store_url):
    records, sessions, _ = await open_records(store_url)
    try:
        started = await open_game(
            sessions, "heckmeck", {"short_game": True}, [ANN, BOB, CAT], computers=["easy"]
        )
        finished = await play_out(sessions, Recorder(), started.game, random.Random(8))
        assert finished.status == "finished"
        unfinished = await open_game(sessions, "heckmeck", {}, [ANN, BOB])
        found = await records.seat_results([finished.id, unfinished.game.id])
        assert list(found) == [finished.id]  # a game not finished has no results yet
        seats = found[finished.id]
        state = finished.state
        assert [s.user_id for s in seats] == [p["id"] for p in finished.players]
        assert [s.computer for s in seats] == [bool(p["computer"]) for p in finished.players]
        rows = await sessions.storage.fetch_all(
            "SELECT placement, score FROM results WHERE game_id = ? ORDER BY seat",
            (finished.id,),
        )
        assert [(s.place, s.score) for s in seats] == [tuple(row) for row in rows]
        assert [s.best for s in seats] == [max(stack, default=0) for stack in state["stacks"]]
        assert any(s.best > 0 for s in seats)
        assert not any(s.removed for s in seats)
        assert await records.seat_results([]) == {}

        # Cat never moves: she is removed from the game, and her seat says so.
        await sessions.stop(unfinished.game.id, ANN.id, may_manage=True)
        assert await records.seat_results([unfinished.game.id]) == {}  # stopped: no results
        started = await open_game(sessions, "heckmeck", {"short_game": True}, [ANN, BOB, CAT])
        finished = await play_out(
            sessions, Recorder(), started.game, random.Random(9), sleeper=CAT.id
        )
        seats = (await records.seat_results([finished.id]))[finished.id]
        assert [s.removed for s in seats] == [False, False, True]
    finally:
        await close(sessions)


async def test_a_servers_tournament_settings(store_url):
    records, sessions, _ = await open_records(store_url)
    try:
        assert await records.settings(GUILD) == TournamentSettings(None, True)
        assert await records.settings(None) == TournamentSettings()
        # another setting of the server
        await settings.save_server_settings(sessions.storage, GUILD, ServerSettings(pings="off"))
        assert await records.settings(GUILD) == TournamentSettings(None, True)
        await records.set_role(GUILD, 4242)
        await records.set_rated(GUILD, False)
        assert await records.settings(GUILD) == TournamentSettings(4242, False)
        assert (await settings.server_settings(sessions.storage, GUILD)).pings == "off"
        await records.set_role(GUILD, None)
        await records.set_rated(GUILD, True)
        assert await records.settings(GUILD) == TournamentSettings(None, True)
        await records.set_rated(GUILD + 1, False)  # a server without settings yet
        assert await records.settings(GUILD + 1) == TournamentSettings(None, False)
    finally:
        await close(sessions)
