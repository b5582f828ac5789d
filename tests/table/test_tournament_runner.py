"""The tournament runner on a store of each kind, its tables played by scripted players with a
hand-driven clock and a stand-in for the Discord layer: a whole tournament to its winner, a
restart in the middle of a round, reconciles racing, a drop, cancel and extend."""

from __future__ import annotations

import asyncio
import contextlib

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.tournaments import placing_points
from bot.table.services.tournaments import Tournaments
from bot.table.tournament_runner import TournamentRunner
from bot.table.types import Player, Refusal, Timing
from tests.table.harness import sessions_on
from tests.table.tournaments import GUILD, ORGANISER, FakeOpener, play_out, signed_up


def runner_on(sessions):
    records = Tournaments(sessions.storage, sessions)
    return TournamentRunner(sessions, records, sessions.clock_, FakeOpener())


@pytest.fixture
def runner(sessions):
    return runner_on(sessions)


async def tables_of(runner, tournament_id, round_no):
    return await runner.tournaments.tables(tournament_id, round_no)


async def play_round(runner, tournament_id, round_no, *, tell=True):
    """Play every table of the round to its end; `tell`: the ending hook tells the runner."""
    for table in await tables_of(runner, tournament_id, round_no):
        await play_out(runner.sessions, table.game_id)
        if tell:
            await runner.game_ended(table.game_id)


def assert_seated_once(tables, players):
    seated = [u for t in tables for u in t.seats]
    assert sorted(seated) == sorted(players)


async def test_nine_players_play_two_rounds_and_a_final_to_the_winner(runner, sessions):
    tournament = await signed_up(runner.tournaments, runner, 9)
    players = [101 + n for n in range(9)]
    with pytest.raises(Refusal, match="tournament-refused-not-organiser"):
        await runner.start(tournament.id, 101)
    assert (await runner.tournaments.get(tournament.id)).status == "signup"
    with pytest.raises(Refusal, match="tournament-refused-joined"):
        await runner.join(tournament.id, Player(101, "P1"))

    await runner.start(tournament.id, ORGANISER)
    opener = runner.opener
    first = await tables_of(runner, tournament.id, 1)
    assert [len(t.seats) for t in first] == [3, 3, 3] and all(t.computers == 0 for t in first)
    assert_seated_once(first, players)
    for table, (round_no, table_no, channel, seats) in zip(first, opener.opened, strict=True):
        game = await sessions.game(table.game_id)
        assert game.status == "running" and game.channel_id == channel == table.thread_id
        assert sorted(p["id"] for p in game.players) == sorted(seats) == sorted(table.seats)
        assert game.meta["tournament"] == tournament.id
        assert (game.meta["round"], game.meta["table"]) == (round_no, table_no)
        assert (round_no, table_no) == (1, table.table_no)
    assert [r for r, _ in opener.rounds_started] == [1]
    with pytest.raises(Refusal, match="tournament-refused-started"):
        await runner.start(tournament.id, ORGANISER)

    await play_round(runner, tournament.id, 1)
    [(done_round, after_one)] = opener.rounds_finished
    assert done_round == 1
    assert sum(s.points for s in after_one) == 3 * sum(placing_points([1, 2, 3]))
    assert await runner.standings(tournament.id) == after_one  # on demand: the same
    assert await runner.standings(await runner.tournaments.get(tournament.id)) == after_one
    second = await tables_of(runner, tournament.id, 2)
    assert_seated_once(second, players)
    # Grouped by points: the leaders of round one meet at the first table.
    assert set(second[0].seats) == {s.user_id for s in after_one[:3]}
    assert [r for r, _ in opener.rounds_started] == [1, 2]

    await play_round(runner, tournament.id, 2)
    assert [r for r, _ in opener.rounds_finished] == [1, 2]
    after_two = opener.rounds_finished[1][1]
    [final] = await tables_of(runner, tournament.id, 3)
    assert list(final.seats) == [s.user_id for s in after_two[:4]] and final.computers == 0
    assert opener.finished == []

    final_game = await play_out(sessions, final.game_id)
    await runner.game_ended(final.game_id)
    [(order, _)] = opener.finished
    placed = hm.placements(hm.state_from_json(final_game.state))
    places = {p["id"]: place for p, place in zip(final_game.players, placed, strict=True)}
    standing = [s.user_id for s in after_two]  # a tie in the final goes to the better standing
    assert order[:4] == sorted(places, key=lambda u: (places[u], standing.index(u)))
    assert sorted(order) == players and order[4:] == [s.user_id for s in after_two[4:]]
    done = await runner.tournaments.get(tournament.id)
    assert done.status == "finished" and done.winner_id == order[0]
    # Told again (a doubled hook, the periodic look): nothing more happens.
    await runner.game_ended(final.game_id)
    await runner.reconcile_all()
    assert len(opener.finished) == 1 and len(opener.opened) == 7


@contextlib.asynccontextmanager
async def restarted(sessions, store_url):
    """A new process on the same store: its own sessions (nothing in memory), the clock on."""
    async with sessions_on(store_url, Timing(turn_timeout=120), seed=8) as later:
        later.clock_.now = sessions.clock_.now
        yield runner_on(later)


async def test_a_restart_in_the_middle_of_round_two_picks_up_where_it_stood(
    runner, sessions, store_url
):
    tournament = await signed_up(runner.tournaments, runner, 9)
    await runner.start(tournament.id, ORGANISER)
    await play_round(runner, tournament.id, 1)
    second = await tables_of(runner, tournament.id, 2)
    # The bot goes down while table 1 finishes: nobody tells the runner.
    await play_out(sessions, second[0].game_id)
    opened = list(runner.opener.opened)

    async with restarted(sessions, store_url) as again:
        await again.reconcile_all()
        assert again.opener.opened == [] and opened == runner.opener.opened
        tables = await tables_of(again, tournament.id, 2)
        assert [t.finished for t in tables] == [True, False, False]
        assert [t.game_id for t in tables] == [t.game_id for t in second]
        for table in tables[1:]:
            await play_out(again.sessions, table.game_id)
            await again.game_ended(table.game_id)
        [final] = await tables_of(again, tournament.id, 3)
        assert final.game_id is not None
        assert [r for r, _ in again.opener.rounds_finished] == [2]
        # Round 2's post is asked for again after the start (a crash may have cut it short; the
        # Discord layer finds it in the channel), then the final's.
        assert [r for r, _ in again.opener.rounds_started] == [2, 3]
        assert (await again.sessions.game(final.game_id)).status == "running"


async def test_reconciles_racing_open_each_table_once(runner, sessions):
    tournament = await signed_up(runner.tournaments, runner, 9)
    opener, runner.opener = runner.opener, None  # started before the Discord layer is there
    await runner.start(tournament.id, ORGANISER)
    assert all(t.thread_id is None for t in await tables_of(runner, tournament.id, 1))
    runner.opener = opener
    racing = [runner.reconcile(tournament.id) for _ in range(3)]
    await asyncio.gather(*racing, runner.reconcile_all())
    assert len(runner.opener.opened) == 3
    tables = await tables_of(runner, tournament.id, 1)
    games = [await sessions.game(t.game_id) for t in tables]
    assert all(g.status == "running" for g in games)
    assert len(runner.opener.rounds_started) == 1


@pytest.mark.parametrize("crash", ["before the start", "before the record"])
async def test_a_crash_after_the_lobby_opened_seats_nobody_twice(
    runner, sessions, store_url, crash
):
    tournament = await signed_up(runner.tournaments, runner, 3)
    records = runner.tournaments
    recorded, start = records.table_opened, sessions.start

    async def record_no_game(tid, round_no, table_no, thread_id, game_id):
        if game_id is not None:
            raise ConnectionError("the bot stopped")
        return await recorded(tid, round_no, table_no, thread_id, game_id)

    async def no_start(game_id, user_id, step=None):
        raise ConnectionError("the bot stopped")

    if crash == "before the start":
        sessions.start = no_start
    else:
        records.table_opened = record_no_game
    await runner.start(tournament.id, ORGANISER)
    [table] = await tables_of(runner, tournament.id, 1)
    assert table.thread_id is not None and table.game_id is None
    left = await sessions.live_game(table.thread_id)
    assert left.status == ("lobby" if crash == "before the start" else "running")

    records.table_opened, sessions.start = recorded, start
    async with restarted(sessions, store_url) as again:
        shown = []
        again.sessions.notify = lambda outcome: shown.append(outcome.game.id)
        await again.reconcile_all()
        await again.reconcile_all()
        assert shown == [left.id]  # handed to the Discord layer once, for its board
        [table] = await tables_of(again, tournament.id, 1)
        assert table.game_id == left.id and again.opener.opened == []
        game = await again.sessions.game(left.id)
        assert game.status == "running"
        assert sorted(p["id"] for p in game.players) == [101, 102, 103]
    live = await sessions.storage.live_games(None)
    assert [g.id for g in live if g.meta.get("tournament") == tournament.id] == [left.id]


async def test_a_failing_table_holds_up_no_other(runner, sessions):
    tournament = await signed_up(runner.tournaments, runner, 9)
    runner.opener.failing.add((1, 2))
    await runner.start(tournament.id, ORGANISER)
    tables = await tables_of(runner, tournament.id, 1)
    assert [t.game_id is not None for t in tables] == [True, False, True]
    assert runner.opener.rounds_started == []
    for table in (tables[0], tables[2]):
        await play_out(sessions, table.game_id)
        await runner.game_ended(table.game_id)
    assert runner.opener.rounds_finished == []
    runner.opener.failing.clear()
    await runner.reconcile_all()
    tables = await tables_of(runner, tournament.id, 1)
    assert [t.finished for t in tables] == [True, False, True]
    assert [r for r, _ in runner.opener.rounds_started] == [1]
    await play_out(sessions, tables[1].game_id)
    await runner.game_ended(tables[1].game_id)
    assert [r for r, _ in runner.opener.rounds_finished] == [1]


async def test_a_dropped_player_leaves_their_game_keeps_their_points_and_is_not_drawn(
    runner, sessions
):
    tournament = await signed_up(runner.tournaments, runner, 9)
    await runner.start(tournament.id, ORGANISER)
    [table, *_] = await tables_of(runner, tournament.id, 1)
    gone = table.seats[0]
    with pytest.raises(Refusal, match="tournament-refused-not-organiser"):
        await runner.drop(tournament.id, 102, gone)
    with pytest.raises(Refusal, match="tournament-refused-not-player"):
        await runner.drop(tournament.id, ORGANISER, 999)
    await runner.drop(tournament.id, ORGANISER, gone)
    game = await sessions.game(table.game_id)
    assert [p["id"] for p in game.players if p.get("removed")] == [gone]
    with pytest.raises(Refusal, match="tournament-refused-dropped"):
        await runner.drop(tournament.id, ORGANISER, gone)
    await play_round(runner, tournament.id, 1)
    [(done_round, standings)] = runner.opener.rounds_finished
    assert done_round == 1
    mine = next(s for s in standings if s.user_id == gone)
    assert mine.dropped and mine.games == 1 and mine.points == 0  # last at a table of three
    second = await tables_of(runner, tournament.id, 2)
    assert gone not in [u for t in second for u in t.seats]
    # Eight cannot sit at tables of three: the short table gets a computer (never a table of 2).
    assert sorted((len(t.seats), t.computers) for t in second) == [(2, 1), (3, 0), (3, 0)]


async def test_cancel_stops_the_tables_and_nothing_moves_on(runner, sessions):
    tournament = await signed_up(runner.tournaments, runner, 6)
    await runner.start(tournament.id, ORGANISER)
    tables = await tables_of(runner, tournament.id, 1)
    await play_out(sessions, tables[0].game_id)
    await runner.cancel(tournament.id)
    assert (await runner.tournaments.get(tournament.id)).status == "cancelled"
    assert (await sessions.game(tables[1].game_id)).status == "abandoned"
    for table in tables:
        await runner.game_ended(table.game_id)
    await runner.reconcile_all()
    assert runner.opener.rounds_finished == [] and len(runner.opener.opened) == 2
    await runner.cancel(tournament.id)  # again: nothing left to stop, no error
    with pytest.raises(Refusal, match="tournament-refused-over"):
        await runner.join(tournament.id, Player(200, "Late"))
    signup = await signed_up(runner.tournaments, runner, 2)
    await runner.cancel(signup.id)
    assert (await runner.tournaments.get(signup.id)).status == "cancelled"
    with pytest.raises(Refusal, match="tournament-refused-over"):
        await runner.start(signup.id, ORGANISER)


async def test_extend_moves_the_close_time_or_every_table_turn(runner, sessions):
    clock = sessions.clock_
    manual = await signed_up(runner.tournaments, runner, 3)
    with pytest.raises(Refusal, match="tournament-refused-no-close-time"):
        await runner.extend(manual.id, 10)
    timed = await signed_up(runner.tournaments, runner, 6, close_at=clock.now + 60)
    with pytest.raises(Refusal, match="tournament-refused-minutes"):
        await runner.extend(timed.id, 0)
    await runner.extend(timed.id, 10)
    assert (await runner.tournaments.get(timed.id)).close_at == clock.now + 660
    clock.now += 61
    assert await runner.reconcile_all() == clock.now + 599  # not yet: the next look
    assert (await runner.tournaments.get(timed.id)).status == "signup"
    clock.now += 600
    await runner.reconcile_all()  # the close time: started
    tables = await tables_of(runner, timed.id, 1)
    before = [(await sessions.game(t.game_id)).deadline for t in tables]
    await runner.extend(timed.id, 5)
    after = [(await sessions.game(t.game_id)).deadline for t in tables]
    assert after == [d + 300 for d in before]


async def test_at_the_close_time_too_few_leave_the_signup_open_and_the_organiser_told(runner):
    clock = runner.clock
    tournament = await signed_up(runner.tournaments, runner, 2, close_at=clock.now + 60)
    with pytest.raises(Refusal, match="tournament-refused-too-few") as refused:
        await runner.start(tournament.id, ORGANISER)
    assert refused.value.params == {"needed": 3, "signed": 2}
    # 2 + 2, never a table of 2
    cannot = await signed_up(runner.tournaments, runner, 4, table_size=3)
    with pytest.raises(Refusal, match="tournament-refused-cannot-seat") as refused:
        await runner.start(cannot.id, ORGANISER)
    assert refused.value.params == {"signed": 4, "size": 3}
    assert (await runner.tournaments.get(cannot.id)).status == "signup"
    clock.now += 61
    for _ in range(2):
        await runner.reconcile_all()
    assert runner.opener.short == [2]
    row = await runner.tournaments.get(tournament.id)
    assert row.status == "signup" and row.close_at is None
    await runner.join(tournament.id, Player(300, "Late"))
    await runner.start(tournament.id, ORGANISER)
    assert len(runner.opener.opened) == 1


async def test_tables_are_filled_with_computers_of_the_chosen_level(runner, sessions):
    tournament = await signed_up(
        runner.tournaments, runner, 4, table_size=3, fill_level="easy", rounds=1, final_size=0
    )
    await runner.start(tournament.id, ORGANISER)
    tables = await tables_of(runner, tournament.id, 1)
    assert [(len(t.seats), t.computers) for t in tables] == [(2, 1), (2, 1)]
    game = await sessions.game(tables[0].game_id)
    assert [p["computer"] for p in game.players].count("easy") == 1
    for table in tables:
        await play_out(sessions, table.game_id)
        await runner.game_ended(table.game_id)
    [(order, standings)] = runner.opener.finished
    assert sorted(order) == [101, 102, 103, 104] and all(u > 0 for u in order)
    assert order == [s.user_id for s in standings]


@pytest.mark.parametrize("rated", [True, False])
async def test_tournament_games_are_rated_unless_the_server_says_not(runner, sessions, rated):
    await runner.tournaments.set_rated(GUILD, rated)
    tournament = await signed_up(runner.tournaments, runner, 3, rounds=1, final_size=0)
    await runner.start(tournament.id, ORGANISER)
    [table] = await tables_of(runner, tournament.id, 1)
    await play_out(sessions, table.game_id)
    (rows,) = await sessions.storage.fetch_one(
        "SELECT count(*) FROM results WHERE game_id = ? AND rated = 1", (table.game_id,)
    )
    assert rows == (3 if rated else 0)
    # Rated: each player in the server's table and the global one.
    assert await sessions.storage.count_rows("ratings") == (6 if rated else 0)


async def test_the_loop_looks_at_start_up_and_at_a_close_time(runner, sessions):
    clock = sessions.clock_
    # closed while down
    due = await signed_up(runner.tournaments, runner, 3, close_at=clock.now - 1)
    runner.start_loop()
    runner.start_loop()  # once only
    try:
        await until(lambda: runner.opener.opened)
        assert (await runner.tournaments.get(due.id)).status == "running"
    finally:
        await runner.stop_loop()
        await runner.stop_loop()
    [(round_no, _, _, seats)] = runner.opener.opened
    assert round_no == 1 and sorted(seats) == [101, 102, 103]


async def until(condition, ceiling: float = 60.0) -> None:
    """Wait until `condition()` holds (the loop runs as a task of its own)."""
    loop = asyncio.get_running_loop()
    give_up = loop.time() + ceiling
    while not condition():
        assert loop.time() < give_up, "the loop did not get there"
        await asyncio.sleep(0.01)


async def test_drops_that_end_a_table_end_its_round(runner, sessions):
    tournament = await signed_up(runner.tournaments, runner, 3, rounds=1, final_size=0)
    await runner.start(tournament.id, ORGANISER)
    [table] = await tables_of(runner, tournament.id, 1)
    stays, *gone = table.seats
    for user_id in gone:
        await runner.drop(tournament.id, ORGANISER, user_id)
    game = await sessions.game(table.game_id)
    assert game.status == "finished"  # one player left
    await sessions.results_recorded(game.id)
    await runner.game_ended(game.id)  # as the ending hook does
    [(order, _)] = runner.opener.finished
    assert order[0] == stays and sorted(order[1:]) == sorted(gone)
    done = await runner.tournaments.get(tournament.id)
    assert done.status == "finished" and done.winner_id == stays


async def test_a_junior_tournament_is_played_and_scored_by_its_own_unit(runner, sessions):
    tournament = await signed_up(
        runner.tournaments,
        runner,
        4,
        options={"edition": "junior"},
        rounds=1,
        final_size=0,
        table_size=4,
    )
    await runner.start(tournament.id, ORGANISER)
    [table] = await tables_of(runner, tournament.id, 1)
    game = await play_out(sessions, table.game_id)
    assert game.options["edition"] == "junior"
    await runner.game_ended(game.id)
    [(order, standings)] = runner.opener.finished
    scores = hm.scores(hm.state_from_json(game.state))
    by_player = {p["id"]: score for p, score in zip(game.players, scores, strict=True)}
    assert {s.user_id: s.worms for s in standings} == by_player
    assert by_player[order[0]] == max(by_player.values())
