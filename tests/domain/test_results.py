"""Results, ratings, the leaderboard and statistics (bot/domain/results.py) against a real SQLite
file."""

import re
import sqlite3
from dataclasses import replace

import pytest
from openskill.models import PlackettLuce

from bot.domain import results, season_champion
from bot.domain.heckmeck import HECKMECK
from bot.domain.records import GameRecord
from bot.domain.results import GLOBAL
from bot.i18n import SUPPORTED, t
from bot.storage.base import StaleStep
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.storage.queries.leaderboard import leaderboard, player_rank, unrated_games
from bot.storage.queries.results import game_results
from bot.storage.queries.stats import player_stats
from bot.table.sessions import Player, Sessions, Timing
from tests.domain.heckmeck.helpers import position

GUILD = 77
ANN, BOB, CAT, DAN = 1, 2, 3, 4
NAMES = {ANN: "Ann", BOB: "Bob", CAT: "Cat", DAN: "Dan"}


@pytest.fixture
async def storage(store_url):
    storage = await open_store(store_url)
    yield storage
    await storage.close()


def human(user):
    return {"id": user, "name": NAMES.get(user, f"p{user}"), "computer": None, "missed": 0}


def computer(n=1, difficulty="normal"):
    return {"id": -n, "name": "", "computer": difficulty, "missed": 0}


def heckmeck_end(stacks, *, edition="classic", steals=None, failures=None, turns=None):
    """A finished game where seat i holds stacks[i]."""
    seats = len(stacks)
    state = position(seats, edition=edition, stacks=dict(enumerate(stacks)))
    return replace(
        state,
        grill=(),
        over=True,
        steals=tuple(steals or [0] * seats),
        failures=tuple(failures or [0] * seats),
        turns=tuple(turns or [5] * seats),
    ).to_json()


async def finish(
    storage,
    players,
    state,
    *,
    guild=GUILD,
    status="finished",
    options=None,
    action=True,
    ended=1000.0,
):
    """Create a running game and save the step that ends it, then record its results (as the
    session layer does: in a transaction of their own, right after the step's)."""
    record = GameRecord(
        id=0,
        kind="heckmeck",
        guild_id=guild,
        channel_id=500 + (guild or 0),
        host_id=players[0]["id"],
        status="running",
        options=options or {"edition": "classic"},
        players=players,
        state=None,
        step=3,
        created_at=ended - 100,
        started_at=ended - 90,
    )
    record = await storage.create_game(record)
    record.status, record.state, record.step, record.ended_at = status, state, 4, ended
    await storage.save(
        record, 3, actor_id=players[0]["id"], action={"type": "roll"} if action else None, at=ended
    )
    if action and status == "finished":
        assert await storage.pending_results() == [record.id]
        await storage.record_results(record)
    return record


async def rating_rows(storage, scope):
    rows = await storage.fetch_all(
        "SELECT user_id, mu, sigma, ordinal, games, wins, score_sum FROM ratings"
        " WHERE rating_game = 'heckmeck' AND scope = ? ORDER BY user_id",
        (scope,),
    )
    return {row[0]: row[1:] for row in rows}


async def count(storage, table):
    return await storage.count_rows(table)


# ------------------------------------------------------------------------------------ recording


async def test_the_finishing_step_records_results_and_rates_like_openskill(storage):
    # Ann 2 worms (tiles 21, 26 → 1 + 2), Bob 4 worms (tile 36), Cat nothing: Bob, Ann, Cat.
    state = heckmeck_end(
        [(21, 26), (36,), ()], steals=[1, 0, 2], failures=[2, 1, 3], turns=[6, 6, 5]
    )
    game = await finish(storage, [human(ANN), human(BOB), human(CAT)], state)

    rows = await game_results(storage, game.id)
    assert [(r["user_id"], r["placement"], r["score"]) for r in rows] == [
        (ANN, 2, 3),
        (BOB, 1, 4),
        (CAT, 3, 0),
    ]
    assert [r["counts"] for r in rows] == [
        {"tiles": 2, "steals": 1, "failures": 2, "turns": 6},
        {"tiles": 1, "steals": 0, "failures": 1, "turns": 6},
        {"tiles": 0, "steals": 2, "failures": 3, "turns": 5},
    ]

    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=[2, 1, 3])
    for scope in (GUILD, GLOBAL):
        stored = await rating_rows(storage, scope)
        for user, (team,) in zip((ANN, BOB, CAT), expected, strict=True):
            mu, sigma, ordinal, games, _, _ = stored[user]
            assert mu == pytest.approx(team.mu)
            assert sigma == pytest.approx(team.sigma)
            assert ordinal == pytest.approx(team.ordinal())
            assert games == 1
        assert [stored[u][4] for u in (ANN, BOB, CAT)] == [0, 1, 0]
        assert [stored[u][5] for u in (ANN, BOB, CAT)] == [3, 4, 0]
    assert rows[1]["ordinal_global"] == pytest.approx(expected[1][0].ordinal())
    assert rows[1]["ordinal_server"] == pytest.approx(expected[1][0].ordinal())

    # A second game in another server moves on from the stored global ratings, and starts fresh
    # ratings in that server.
    second = heckmeck_end([(21,), (22,)])  # 1 worm each, Bob holds the higher tile
    await finish(storage, [human(CAT), human(BOB)], second, guild=88, ended=2000.0)
    bob, cat = expected[1][0], expected[2][0]
    again = model.rate(
        [[model.rating(mu=cat.mu, sigma=cat.sigma)], [model.rating(mu=bob.mu, sigma=bob.sigma)]],
        ranks=[2, 1],
    )
    stored = await rating_rows(storage, GLOBAL)
    assert stored[CAT][0] == pytest.approx(again[0][0].mu)
    assert stored[BOB][0] == pytest.approx(again[1][0].mu)
    assert stored[BOB][3:5] == (2, 2)
    fresh = model.rate([[model.rating()], [model.rating()]], ranks=[2, 1])
    assert (await rating_rows(storage, 88))[BOB][0] == pytest.approx(fresh[1][0].mu)
    assert (await rating_rows(storage, GUILD))[BOB][3] == 1  # untouched by the other server


async def test_ties_share_a_rank(storage):
    # Junior breaks no ties: Ann and Bob have 2 worms each (tiles 6 and 7), Cat 1 (tile 4).
    state = heckmeck_end([(6,), (7,), (4,)], edition="junior")
    game = await finish(
        storage, [human(ANN), human(BOB), human(CAT)], state, options={"edition": "junior"}
    )
    rows = await game_results(storage, game.id)
    assert [r["placement"] for r in rows] == [1, 1, 3]

    model = PlackettLuce()
    expected = model.rate([[model.rating()] for _ in range(3)], ranks=[1, 1, 3])
    stored = await storage.fetch_all(
        "SELECT user_id, mu, sigma, wins FROM ratings WHERE rating_game = 'junior' AND scope = 0"
        " ORDER BY user_id"
    )
    assert [s[3] for s in stored] == [1, 1, 0]  # a shared first place is a win for both
    assert stored[0][1] == stored[1][1]
    for (_, mu, sigma, _), (team,) in zip(stored, expected, strict=True):
        assert (mu, sigma) == (pytest.approx(team.mu), pytest.approx(team.sigma))
    assert (await rating_rows(storage, GLOBAL)) == {}  # Junior is rated apart from classic


async def test_abandoned_games_and_non_finishing_saves_record_nothing(storage):
    state = heckmeck_end([(21,), (36,)])
    await finish(storage, [human(ANN), human(BOB)], state, status="abandoned")
    assert await count(storage, "results") == 0

    game = await finish(storage, [human(ANN), human(BOB)], state, action=False)
    assert await count(storage, "results") == 0  # a save with no action is not the finishing step

    # Recording the same game twice (e.g. a later board save) changes nothing.
    game.status = "finished"
    assert await storage.record_results(game) == 2
    before = await rating_rows(storage, GLOBAL)
    assert await storage.record_results(game) == 0
    assert await count(storage, "results") == 2
    assert await rating_rows(storage, GLOBAL) == before


async def test_a_refused_finishing_step_records_nothing(storage):
    game = await finish(storage, [human(ANN), human(BOB)], None, status="running", action=False)
    game.status, game.state, game.step = "finished", heckmeck_end([(21,), (36,)]), 9
    with pytest.raises(StaleStep):
        await storage.save(game, 7, actor_id=ANN, action={"type": "roll"})
    assert await count(storage, "results") == 0
    assert await count(storage, "ratings") == 0


async def test_a_failure_while_recording_does_not_stop_the_game_from_finishing(
    storage, monkeypatch
):
    def broken(kind):
        raise RuntimeError("boom")

    monkeypatch.setattr(results, "_rules", broken)
    game = await finish(storage, [human(ANN), human(BOB)], heckmeck_end([(21,), (36,)]))
    assert (await storage.get_game(game.id)).status == "finished"
    assert await count(storage, "results") == 0
    assert await count(storage, "ratings") == 0
    assert await storage.pending_results() == [game.id]  # a later start (a fixed bot) tries again


async def test_computer_players_are_recorded_and_rated_against_but_never_rated_or_ranked(storage):
    players = [human(ANN), computer(1, "hard"), human(BOB)]
    game = await finish(storage, players, heckmeck_end([(21,), (36,), (30,)]))
    rows = await game_results(storage, game.id)
    assert [(r["user_id"], r["computer"], r["placement"]) for r in rows] == [
        (ANN, None, 3),
        (-1, "hard", 1),
        (BOB, None, 2),
    ]
    assert set(await rating_rows(storage, GLOBAL)) == {ANN, BOB}
    # Bob beat Ann, but the computer came first: nobody human won. The computer takes part in
    # the update at its fixed rating.
    model = PlackettLuce()
    hard = model.rating(*results.COMPUTER_RATINGS["hard"])
    expected = model.rate([[model.rating()], [hard], [model.rating()]], ranks=[3, 1, 2])
    assert (await rating_rows(storage, GLOBAL))[BOB][0] == pytest.approx(expected[2][0].mu)
    assert (await rating_rows(storage, GLOBAL))[ANN][0] == pytest.approx(expected[0][0].mu)
    assert [r[4] for r in (await rating_rows(storage, GLOBAL)).values()] == [0, 0]
    board = await leaderboard(storage, "heckmeck", GLOBAL)
    assert [r.user_id for r in board.rows] == [BOB, ANN]

    # One human against computers: rated (a win against two normal computers raises it), and
    # on the leaderboard; the computers are not.
    await finish(storage, [human(CAT), computer(1), computer(2)], heckmeck_end([(36,), (), ()]))
    alone = model.rate(
        [[model.rating()]] + [[model.rating(*results.COMPUTER_RATINGS["normal"])] for _ in "ab"],
        ranks=[1, 2, 2],
    )
    assert (await rating_rows(storage, GLOBAL))[CAT][0] == pytest.approx(alone[0][0].mu)
    board = await leaderboard(storage, "heckmeck", GLOBAL)
    assert set(r.user_id for r in board.rows) == {ANN, BOB, CAT}
    assert all(r.user_id > 0 for r in board.rows)
    stats = (await player_stats(storage, CAT))["heckmeck"]
    assert (stats.games, stats.wins, stats.rated_games) == (1, 1, 1)
    assert stats.rating == pytest.approx(alone[0][0].ordinal())


async def test_games_played_through_the_session_layer(storage):
    now = [1000.0]
    sessions = Sessions(storage, Timing(turn_timeout=60), clock=lambda: now[0])

    async def started(channel):
        game = await sessions.open_lobby(
            "heckmeck",
            guild_id=GUILD,
            channel_id=channel,
            host=Player(ANN, "Ann"),
            options={"edition": "classic"},
        )
        await sessions.join(game.id, Player(BOB, "Bob"))
        return (await sessions.start(game.id, ANN)).game

    stopped = await started(1)
    assert (await sessions.stop(stopped.id, ANN, may_manage=False)).game.status == "abandoned"
    assert await count(storage, "results") == 0

    game = await started(2)
    outcomes = []
    while not outcomes or outcomes[-1].game.live:  # nobody plays: 5 timeouts end the game
        now[0] += 61
        outcomes += await sessions.run_due()
    assert outcomes[-1].game.status == "finished" and len(outcomes) == 5
    await sessions.results_recorded(game.id)  # recorded right after the finishing step
    assert await storage.pending_results() == []
    rows = await game_results(storage, game.id)
    assert sorted(r["user_id"] for r in rows) == [ANN, BOB]
    assert [r["placement"] for r in rows] == [1, 1]  # nobody took a tile: a shared first place
    assert sorted(r["counts"]["turns"] for r in rows) == [2, 3]
    board = await leaderboard(storage, "heckmeck", GUILD)
    assert sorted(r.user_id for r in board.rows) == [ANN, BOB]
    assert {r.name for r in board.rows} == {"Ann", "Bob"}


async def test_a_game_outside_a_server_is_rated_globally_only(storage):
    game = await finish(storage, [human(ANN), human(BOB)], heckmeck_end([(21,), (36,)]), guild=None)
    assert set(await rating_rows(storage, GLOBAL)) == {ANN, BOB}
    assert await storage.fetch_one("SELECT count(*) FROM ratings WHERE scope != 0") == (0,)
    assert all(r["ordinal_server"] is None for r in await game_results(storage, game.id))


async def test_migration_2_upgrades_a_version_1_database(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.executescript(MIGRATIONS[0].sqlite)
        db.execute("PRAGMA user_version = 1")
    storage = await open_store(path)
    try:
        assert await storage.schema_version() >= 2
        for table in ("results", "ratings", "players"):
            assert await count(storage, table) == 0
    finally:
        await storage.close()


# ------------------------------------------------------------------------------- won by forfeit


def removed(player):
    return {**player, "removed": True}


async def forfeit_counts(storage, scope):
    """user -> (wins, forfeit wins) in one scope of classic Heckmeck."""
    rows = await storage.fetch_all(
        "SELECT user_id, wins, forfeit_wins FROM ratings WHERE rating_game = 'heckmeck'"
        " AND scope = ?",
        (scope,),
    )
    return {user: (wins, forfeits) for user, wins, forfeits in rows}


async def test_the_last_player_left_wins_by_forfeit_and_the_ratings_count_it(storage):
    # Bob and Cat were removed; Ann, the last one left, leads: won by forfeit.
    players = [human(ANN), removed(human(BOB)), removed(human(CAT))]
    game = await finish(storage, players, heckmeck_end([(36,), (21,), ()]), ended=1000.0)
    assert [r["forfeit"] for r in await game_results(storage, game.id)] == [1, 0, 0]
    # Ann is the last one left but Bob kept more worms: Bob won, and not by forfeit.
    players = [human(ANN), removed(human(BOB))]
    game = await finish(storage, players, heckmeck_end([(21,), (36,)]), ended=2000.0)
    assert [r["placement"] for r in await game_results(storage, game.id)] == [2, 1]
    assert [r["forfeit"] for r in await game_results(storage, game.id)] == [0, 0]
    # In another server Bob wins by forfeit against Ann; then Ann wins a game played out.
    players = [removed(human(ANN)), human(BOB)]
    await finish(storage, players, heckmeck_end([(21,), (22,)]), guild=88, ended=3000.0)
    game = await finish(storage, [human(ANN), human(BOB)], heckmeck_end([(36,), (21,)]))
    assert [r["forfeit"] for r in await game_results(storage, game.id)] == [0, 0]

    assert await forfeit_counts(storage, GUILD) == {ANN: (2, 1), BOB: (1, 0), CAT: (0, 0)}
    assert await forfeit_counts(storage, 88) == {ANN: (0, 0), BOB: (1, 1)}
    assert await forfeit_counts(storage, GLOBAL) == {ANN: (2, 1), BOB: (2, 1), CAT: (0, 0)}
    board = await leaderboard(storage, "heckmeck", GUILD, "wins")
    assert [(r.user_id, r.wins, r.forfeit_wins) for r in board.rows] == [
        (ANN, 2, 1),
        (BOB, 1, 0),
        (CAT, 0, 0),
    ]
    mine = await player_rank(storage, "heckmeck", GLOBAL, "wins", BOB)
    assert mine is not None and (mine.wins, mine.forfeit_wins) == (2, 1)


async def test_an_assisted_game_won_by_forfeit_is_marked_but_not_counted(storage):
    players = [human(ANN), removed(human(BOB))]
    record = await finish(storage, players, None, status="running", action=False)
    record.meta = {"assisted": [ANN]}
    record.status, record.state = "finished", heckmeck_end([(36,), (21,)])
    assert await storage.record_results(record) == 2
    rows = await game_results(storage, record.id)
    # Only Ann used a hint: her row says assisted; the game is unrated for both.
    assert [(r["forfeit"], r["rated"], r["assisted"]) for r in rows] == [(1, 0, 1), (0, 0, 0)]
    assert await count(storage, "ratings") == 0  # not rated, so no win to count


async def test_unrated_games_are_counted_apart_by_the_board_and_by_stats(storage):
    players = [human(ANN), removed(human(BOB))]
    record = await finish(storage, players, None, status="running", action=False)
    record.meta = {"assisted": [ANN]}
    record.status, record.state = "finished", heckmeck_end([(36,), (21,)])
    await storage.record_results(record)
    assert await unrated_games(storage, "heckmeck", GLOBAL) == 1
    assert await unrated_games(storage, "heckmeck", GUILD) == 1
    assert await unrated_games(storage, "heckmeck", GUILD + 1) == 0
    assert await unrated_games(storage, "junior", GLOBAL) == 0
    assert (await leaderboard(storage, "heckmeck", GLOBAL)).rows == []
    ann = (await player_stats(storage, ANN))["heckmeck"]
    assert (ann.games, ann.wins, ann.rated_games, ann.rated_wins) == (1, 1, 0, 0)


# ---------------------------------------------------------------------------------- leaderboard


async def put_rating(
    storage, user, *, ordinal, games, wins, score_sum, scope=GLOBAL, name=None, human_games=None
):
    """A rating row; its games are against other people unless `human_games` says fewer."""
    human_games = games if human_games is None else human_games
    row = ("heckmeck", scope, user, 25.0, 8.0, ordinal, games, wins, score_sum, 0.0, 0, human_games)
    await storage.insert_rows("ratings", [row])
    await storage.insert_rows("players", [(user, name or f"p{user}", 0.0)])


async def test_sorts_and_newcomers_listed_after(storage):
    #                                       rating  games wins  worms   win rate  average
    await put_rating(storage, 11, ordinal=30, games=10, wins=2, score_sum=30)  # 0.2     3.0
    await put_rating(storage, 12, ordinal=20, games=4, wins=3, score_sum=24)  # 0.75    6.0
    await put_rating(storage, 13, ordinal=10, games=10, wins=5, score_sum=40)  # 0.5     4.0
    await put_rating(storage, 14, ordinal=99, games=2, wins=2, score_sum=20)  # newcomer
    await put_rating(storage, 15, ordinal=5, games=1, wins=0, score_sum=1)  # newcomer
    await put_rating(storage, 16, ordinal=50, games=5, wins=1, score_sum=5, scope=GUILD)

    async def order(sort):
        page = await leaderboard(storage, "heckmeck", GLOBAL, sort)
        return [r.user_id for r in page.rows]

    assert await order("rating") == [11, 12, 13, 14, 15]
    assert await order("wins") == [13, 12, 11, 14, 15]
    assert await order("win_rate") == [12, 13, 11, 14, 15]
    assert await order("worms") == [12, 13, 11, 14, 15]
    page = await leaderboard(storage, "heckmeck", GLOBAL, "worms")
    assert [r.rank for r in page.rows] == [1, 2, 3, 4, 5]
    assert page.rows[0].name == "p12"
    assert (page.rows[0].average, page.rows[0].win_rate) == (6.0, 0.75)
    assert [r.established for r in page.rows] == [True, True, True, False, False]
    assert [r.user_id for r in (await leaderboard(storage, "heckmeck", GUILD)).rows] == [16]
    with pytest.raises(ValueError):
        await leaderboard(storage, "heckmeck", GLOBAL, "name; DROP TABLE ratings")


async def test_pages_and_own_rank_off_the_page(storage):
    for user in range(100, 125):  # 25 players, user 100 + k has rating 100 - k
        await put_rating(storage, user, ordinal=100 - (user - 100), games=3, wins=1, score_sum=3)

    first = await leaderboard(storage, "heckmeck", GLOBAL, "rating", page=0)
    assert (first.page, first.pages, first.total) == (0, 3, 25)
    assert [r.user_id for r in first.rows] == list(range(100, 110))
    third = await leaderboard(storage, "heckmeck", GLOBAL, "rating", page=2)
    assert [r.rank for r in third.rows] == [21, 22, 23, 24, 25]
    beyond = await leaderboard(storage, "heckmeck", GLOBAL, "rating", page=40)
    assert (beyond.page, beyond.rows) == (2, third.rows)

    mine = await player_rank(storage, "heckmeck", GLOBAL, "rating", 116)
    assert mine is not None and mine.user_id not in [r.user_id for r in first.rows]
    assert (mine.rank, mine.name, mine.ordinal) == (17, "p116", 84)
    second = await leaderboard(storage, "heckmeck", GLOBAL, "rating", page=1)
    assert second.rows[6] == mine
    assert await player_rank(storage, "heckmeck", GUILD, "rating", 116) is None

    empty = await leaderboard(storage, "junior", GLOBAL)
    assert (empty.page, empty.pages, empty.total, empty.rows) == (0, 1, 0, [])


# ----------------------------------------------------------------------------------- statistics


async def test_stats_streaks_averages_and_rating_change(storage):
    # Ann against Bob, 12 games: W W L W W W L W W L L W (Ann's tile 36 beats 21; else loses).
    outcome = "WWLWWWLWWLLW"
    for i, result in enumerate(outcome):
        ann, bob = ((36,), (21,)) if result == "W" else ((22,), (35,))
        guild = GUILD if i < 10 else 88
        state = heckmeck_end([ann, bob], steals=[1, 0], failures=[1, 2], turns=[4, 4])
        await finish(storage, [human(ANN), human(BOB)], state, guild=guild, ended=1000.0 + i)
    await finish(storage, [human(ANN), computer()], heckmeck_end([(), (30,)]), ended=5000.0)

    stats = (await player_stats(storage, ANN))["heckmeck"]
    assert (stats.games, stats.wins, stats.rated_games) == (13, 8, 13)  # computers rate too
    assert stats.win_rate == pytest.approx(8 / 13)
    assert (stats.current_streak, stats.best_streak) == (0, 3)  # the computer won the last one
    assert stats.best == 4
    assert stats.average == pytest.approx((8 * 4 + 4 * 1 + 0) / 13)
    assert stats.counts == {"tiles": 12, "steals": 12, "failures": 12, "turns": 12 * 4 + 5}
    key, args = HECKMECK.counts.stats_line(stats.counts) or ("", {})
    assert (key, args["steals"], args["turns"]) == ("stats-steals", 12, 53)
    assert args["failed"] == pytest.approx(12 / 53)

    rows = await storage.fetch_all(
        "SELECT ordinal_global FROM results WHERE user_id = ? AND rated = 1 ORDER BY id", (ANN,)
    )
    after = [row[0] for row in rows]
    assert stats.rating == pytest.approx(after[-1])
    assert (stats.rating_change, stats.change_games) == (pytest.approx(after[-1] - after[-11]), 10)

    here = (await player_stats(storage, ANN, GUILD))["heckmeck"]
    assert (here.games, here.wins, here.current_streak, here.best_streak) == (11, 7, 0, 3)
    assert (here.rated_games, here.change_games) == (11, 10)  # 10 against Bob, 1 alone
    rows = await storage.fetch_all(
        "SELECT ordinal_server FROM results WHERE user_id = ? AND guild_id = ? AND rated = 1"
        " ORDER BY id",
        (ANN, GUILD),
    )
    in_guild = [row[0] for row in rows]
    assert here.rating_change == pytest.approx(in_guild[-1] - in_guild[0])

    assert (await player_stats(storage, ANN, 88))["heckmeck"].current_streak == 1

    bob = (await player_stats(storage, BOB))["heckmeck"]
    assert (bob.games, bob.wins, bob.current_streak, bob.best_streak) == (12, 4, 0, 2)
    assert await player_stats(storage, DAN) == {}


# ------------------------------------------------------------------------------ the rendering


def test_leaderboard_embed_heads_the_newcomers_once_and_shows_the_viewer():
    from cogs.leaderboard import PAGE_TEMPLATE, board_embed, page_id, page_view

    rows = [
        results.BoardRow(9, 1, "Ann", 3.0, 5, 2, 10, human_games=5),
        results.BoardRow(10, 2, "B*b", 2.0, 2, 1, 4, human_games=2),
        results.BoardRow(11, 3, "", 1.0, 1, 0, 0, human_games=1),
    ]
    board = results.BoardPage("heckmeck", GUILD, "wins", 0, 2, 13, rows)
    embed = board_embed("en", board, "server", "Cat", rows[2])
    counts, legend, *lines = embed.description.splitlines()
    assert counts == t("en", "leaderboard-counts", min=3)  # which games count, above page 1
    assert legend == t("en", "leaderboard-legend", unit="worms")  # what a row's figures are
    assert [line.startswith("**") for line in lines] == [True, False, True, False]
    assert lines[1] == t("en", "leaderboard-newcomers", min=3)
    assert lines[0].startswith("**9.** Ann")
    assert r"B\*b" in lines[2] and "<@3>" in lines[3]  # markdown escaped; no name: a mention
    # Players below the minimum of rated games get no rank.
    assert lines[2].startswith("**–.** ") and "**10.**" not in embed.description
    # The viewer's own line is highlighted on the page; below it only what a rank still takes.
    assert lines[3].startswith("➡️ **–.** ") and lines[3].endswith(" ⬅️")
    assert " · 26.0 · 0/1 · ⌀ 0.0" in lines[3]  # ordinal 1.0: 26.0
    [where] = embed.fields
    assert where.name == "Where Cat stands" and where.value == t(
        "en", "leaderboard-to-rank", count=2
    )
    # Off the page, the viewer's line comes once, below it.
    elsewhere = board_embed(
        "en", board, "server", "Dan", results.BoardRow(40, 4, "Dan", -30.0, 3, 0, 0, human_games=3)
    )
    assert elsewhere.fields[0].name == "Where Dan stands"
    assert "Dan · 0.0 ·" in elsewhere.fields[0].value  # never a negative number
    # The rating is explained in the command's help, not on every page.
    later = board_embed("en", replace(board, page=1), "server", "Ann", rows[0])
    assert t("en", "leaderboard-counts", min=3) not in later.description
    assert all(str(field.value).startswith("**") for field in elsewhere.fields)
    assert "3" in t("en", "cmd-leaderboard-desc") and results.MIN_GAMES == 3
    assert embed.footer.text == "Page 1 of 2 · 13 players · sorted by wins"

    [previous, following] = page_view("de", board, "server", GUILD).children
    assert (previous.label, previous.disabled) == ("◀ Zurück", True)
    assert (following.label, following.disabled) == ("Weiter ▶", False)
    longest = page_id("n", "heckmeck", "global", "win_rate", 999_999, 2**64 - 1)
    assert len(longest) <= 100
    match = re.fullmatch(PAGE_TEMPLATE, following.custom_id)
    assert match and (match["page"], match["guild"]) == ("1", str(GUILD))
    assert re.fullmatch(PAGE_TEMPLATE, longest)


@pytest.mark.parametrize(
    "loc, forfeit, plain",
    [
        ("en", "12/20 (1 by forfeit)", "1/3"),
        ("de", "12/20 (1 kampflos)", "1/3"),
        ("es", "12/20 (1 por abandono)", "1/3"),
    ],
)
def test_the_leaderboard_line_counts_the_wins_by_forfeit_only_when_there_are_some(
    loc, forfeit, plain
):
    from cogs.leaderboard import board_embed

    rows = [
        results.BoardRow(1, 1, "Ann", 3.0, 20, 12, 60, forfeit_wins=1, human_games=20),
        results.BoardRow(2, 2, "Bob", 2.0, 3, 1, 4, human_games=3),
    ]
    board = results.BoardPage("heckmeck", GUILD, "rating", 0, 1, 2, rows)
    _, _, ann, bob = board_embed(loc, board, "server", "Ann", rows[0]).description.splitlines()
    assert ann.startswith("➡️ **1.** Ann · ") and ann.endswith(" ⬅️")  # still highlighted
    assert f" · {forfeit} · " in ann
    assert f" · {plain} · " in bob and "(" not in bob
    # Below the page, the viewer's own line says it too.
    cat = results.BoardRow(30, 3, "Cat", 0.0, 20, 12, 50, forfeit_wins=1, human_games=20)
    [where] = board_embed(loc, board, "server", "Cat", cat).fields
    assert where.name == t(loc, "leaderboard-rank-title", player="Cat")
    assert where.value.startswith("**30.** Cat · ") and f" · {forfeit} · " in where.value


async def test_games_against_computer_players_alone_rate_but_earn_no_rank(storage):
    """Dan loses three games to a computer player: rated (his rating moves), but no rank, so he
    cannot top the board with no win. Ann and Bob play each other (a computer at the table too):
    three games each against another human rank them, above Dan whatever the ratings."""
    when = 1_795_000_000.0  # in November 2026
    for i in range(3):
        await finish(storage, [human(DAN), computer()], heckmeck_end([(), (30,)]), ended=when + i)
    alone = await leaderboard(storage, "heckmeck", GUILD, "rating")
    [dan] = alone.rows
    assert (dan.games, dan.wins, dan.human_games, dan.established) == (3, 0, 0, False)
    assert dan.games_to_rank == 3
    assert (alone.total, alone.ranked) == (1, 0)
    assert season_champion.champion([alone]) is None  # the top row, but without a rank
    for i in range(3):
        stacks = [(36,), (21,), ()] if i < 2 else [(21,), (36,), ()]
        players = [human(ANN), human(BOB), computer()]
        await finish(storage, players, heckmeck_end(stacks), ended=when + 10 + i)

    for season in (None, "2026-11", "2026-Q4"):
        board = await leaderboard(storage, "heckmeck", GUILD, "rating", season=season)
        assert [(r.user_id, r.established) for r in board.rows] == [
            (ANN, True), (BOB, True), (DAN, False)
        ], season  # fmt: skip
        assert (board.total, board.ranked) == (3, 2)
        assert season_champion.champion([board]) == ANN
        mine = await player_rank(storage, "heckmeck", GUILD, "rating", DAN, season=season)
        assert mine is not None and (mine.rank, mine.games_to_rank) == (3, 3)

    # The board says it: Dan under the not-yet-ranked heading, without a rank.
    from cogs.leaderboard import board_embed

    for loc in SUPPORTED:
        embed = board_embed(loc, board, "server", "Dan", mine)
        lines = embed.description.splitlines()
        assert lines[0] == t(loc, "leaderboard-counts", min=3)
        assert lines[2].startswith("**1.** Ann") and lines[3].startswith("**2.** Bob")
        assert lines[4] == t(loc, "leaderboard-newcomers", min=3)
        assert lines[5].startswith("➡️ **–.** Dan")
        assert embed.fields[0].value == t(loc, "leaderboard-to-rank", count=3)


async def test_the_migration_counts_earlier_games_against_people(store_url):
    storage = await open_store(store_url)
    when = 1_795_000_000.0
    try:
        await finish(storage, [human(DAN), computer()], heckmeck_end([(), (30,)]), ended=when)
        await finish(storage, [human(ANN), human(BOB)], heckmeck_end([(36,), (21,)]), ended=when)
        await finish(storage, [human(ANN), computer()], heckmeck_end([(36,), (21,)]), ended=when)
        tables = ("ratings", "season_ratings")
        before = {table: sorted(await storage.table_rows(table)) for table in tables}
        await storage.write("UPDATE ratings SET human_games = 0", [()])
        await storage.write("UPDATE season_ratings SET human_games = 0", [()])
        [migration] = [m for m in MIGRATIONS if "against another human" in m.description]
        script = migration.postgres if store_url.startswith("postgres") else migration.sqlite
        updates = [s for s in script.split(";") if s.strip().startswith("UPDATE")]
        for statement in updates:
            await storage.write(statement, [()])
        for table, rows in before.items():
            assert sorted(await storage.table_rows(table)) == rows, table
        counted = await storage.fetch_all(
            "SELECT scope, user_id, human_games FROM ratings ORDER BY scope, user_id"
        )
        assert [tuple(r) for r in counted] == [
            (GLOBAL, ANN, 1), (GLOBAL, BOB, 1), (GLOBAL, DAN, 0),
            (GUILD, ANN, 1), (GUILD, BOB, 1), (GUILD, DAN, 0),
        ]  # fmt: skip
    finally:
        await storage.close()
