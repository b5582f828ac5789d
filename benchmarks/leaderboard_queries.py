"""Time the /leaderboard and /stats queries on a database holding 100,000 results.

    python benchmarks/leaderboard_queries.py [--results 100000] [--players 3000] [--servers 8]

Fills a temporary database through the real `record_results` (so the ratings are what the bot
would have computed): a few thousand players spread over several servers, some playing far more
than others, games of 2–5 seats, some with computer players, across classic Heckmeck, Junior and
Drehwurm. Then prints, per query, the median and worst of several runs.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.domain import results
from bot.domain.drehwurm import rules as dw
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.storage.base import Storage
from bot.storage.connect import open_store
from bot.storage.queries import leaderboard, stats
from bot.storage.result_writes import (
    INSERT_RESULT,
    UPSERT_PLAYER,
    UPSERT_RATING,
    UPSERT_SEASON_RATING,
    basis_queries,
)


def heckmeck_state(seats: int, edition: str, rng: random.Random) -> dict:
    state = hm.new_game(seats, hm.HeckmeckOptions(edition=edition), rng)
    tiles = list(state.grill)
    rng.shuffle(tiles)
    stacks = [tiles[i::seats][: rng.randint(0, 5)] for i in range(seats)]
    turns = [rng.randint(8, 16) for _ in range(seats)]
    return replace(
        state,
        grill=(),
        turned=tuple(sorted(set(tiles) - {t for s in stacks for t in s})),
        stacks=tuple(tuple(s) for s in stacks),
        over=True,
        steals=tuple(rng.randint(0, 3) for _ in range(seats)),
        failures=tuple(rng.randint(0, t // 2) for t in turns),
        turns=tuple(turns),
    ).to_json()


def drehwurm_state(seats: int, rng: random.Random) -> dict:
    state = dw.new_game(seats, dw.DrehwurmOptions(), rng)
    totals = tuple(rng.randint(-5, 40) for _ in range(seats))
    return replace(state, totals=totals, over=True).to_json()


# Finished games written per transaction by `fill`.
BATCH = 5000


async def fill(storage: Storage, target: int, players: int, servers: int, seed: int) -> int:
    """At least `target` result rows of finished games, planned by the bot's own results code
    (bot/domain/results.py) from the ratings as they stand and written with its statements
    (bot/storage/result_writes.py), as `record_results` does, but over one SQLite connection in
    transactions of BATCH games: one game's transaction each would take minutes."""
    rng = random.Random(seed)
    guilds = [900_000_000_000_000_000 + i for i in range(servers)]
    users = [100_000_000_000_000_000 + i for i in range(players)]
    home = {user: rng.choice(guilds) for user in users}
    members = {g: [u for u in users if home[u] == g] for g in guilds}
    activity = {user: rng.paretovariate(1.2) for user in users}  # a few play a great deal
    weights = {g: [activity[u] for u in members[g]] for g in guilds}
    written = games = 0
    db = sqlite3.connect(storage.path, isolation_level=None)
    try:
        db.execute("BEGIN")
        while written < target:
            record = finished_game(games + 1, rng, guilds, users, members, weights)
            db.execute(
                "INSERT INTO games (id, kind, guild_id, channel_id, host_id, status, options,"
                " players, state, step, meta, deadline, created_at, started_at, ended_at)"
                " VALUES (?,?,?,?,?,?,'{}','[]',NULL,1,'{}',NULL,?,?,?)",
                (
                    record.id,
                    record.kind,
                    record.guild_id,
                    record.channel_id,
                    record.host_id,
                    record.status,
                    record.created_at,
                    record.started_at,
                    record.ended_at,
                ),
            )
            written += write_results(db, record)
            games += 1
            if games % BATCH == 0:
                db.execute("COMMIT")
                db.execute("BEGIN")
        db.execute("COMMIT")
        db.execute("ANALYZE")
    finally:
        db.close()
    return games


def finished_game(
    game_id: int,
    rng: random.Random,
    guilds: list[int],
    users: list[int],
    members: dict[int, list[int]],
    weights: dict[int, list[float]],
) -> GameRecord:
    guild = rng.choice(guilds)
    game = rng.choices(("heckmeck", "junior", "drehwurm"), weights=(6, 2, 2))[0]
    seats = rng.randint(3, 5) if game == "drehwurm" else rng.randint(2, 5)
    computers = rng.choices((0, 1, seats - 1), weights=(14, 4, 2))[0]
    humans: list[int] = []
    while len(humans) < seats - computers:
        user = rng.choices(members[guild], weights=weights[guild])[0]
        if rng.random() < 0.05:  # sometimes a visitor from another server
            user = rng.choice(users)
        if user not in humans:
            humans.append(user)
    roster = [
        {"id": u, "name": f"player{u % 100_000}", "computer": None, "missed": 0} for u in humans
    ] + [{"id": -(i + 1), "name": "", "computer": "normal", "missed": 0} for i in range(computers)]
    rng.shuffle(roster)
    if game == "drehwurm":
        kind, options, state = "drehwurm", {"variant": "standard"}, drehwurm_state(seats, rng)
    else:
        options = {"edition": "classic" if game == "heckmeck" else "junior"}
        kind, state = "heckmeck", heckmeck_state(seats, options["edition"], rng)
    ended = 1_700_000_000.0 + game_id * 60.0
    return GameRecord(
        id=game_id,
        kind=kind,
        guild_id=guild,
        channel_id=guild + 1,
        host_id=humans[0],
        status="finished",
        options=options,
        players=roster,
        state=state,
        step=1,
        created_at=ended - 900,
        started_at=ended - 880,
        ended_at=ended,
    )


def write_results(db: sqlite3.Connection, record: GameRecord) -> int:
    """A finished game's results and ratings, planned from the ratings in `db`."""
    game, scopes, humans = results.rated_scopes(record)
    seasons = results.rated_seasons(record)
    known: dict[tuple[int | str, int], tuple[float, float]] = {}
    for sql, args in basis_queries(game, scopes, humans, record.guild_id, seasons):
        known.update(
            {(scope, user): (mu, sigma) for scope, user, mu, sigma in db.execute(sql, args)}
        )
    plan = results.plan_results(record, known)
    if plan is None:
        return 0
    db.executemany(INSERT_RESULT, plan.results)
    db.executemany(UPSERT_RATING, plan.ratings)
    db.executemany(UPSERT_SEASON_RATING, plan.season_ratings)
    db.executemany(UPSERT_PLAYER, plan.players)
    return len(plan.results)


async def timed(label: str, make, runs: int = 15) -> None:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        await make()
        times.append((time.perf_counter() - start) * 1000)
    print(f"  {label:<44} median {statistics.median(times):7.2f} ms   worst {max(times):7.2f} ms")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--results", type=int, default=100_000)
    parser.add_argument("--players", type=int, default=3000)
    parser.add_argument("--servers", type=int, default=8)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        storage = await open_store(Path(folder) / "bench.sqlite3")
        try:
            started = time.perf_counter()
            games = await fill(storage, args.results, args.players, args.servers, args.seed)
            db = storage
            counts = {}
            for table in ("results", "ratings", "players"):
                counts[table] = await storage.count_rows(table)
            print(
                f"Filled {counts['results']:,} results of {games:,} games "
                f"({counts['ratings']:,} rating rows, {counts['players']:,} players) "
                f"in {time.perf_counter() - started:.1f} s"
            )
            guild, guild_players = await storage.fetch_one(
                "SELECT scope, count(*) AS n FROM ratings WHERE rating_game = 'heckmeck'"
                " AND scope != 0 GROUP BY scope ORDER BY n DESC LIMIT 1"
            )
            by_activity = await storage.fetch_all(
                "SELECT user_id, count(*) AS n FROM results WHERE computer IS NULL"
                " GROUP BY user_id ORDER BY n DESC"
            )
            busiest, busiest_games = by_activity[0]
            typical, typical_games = by_activity[len(by_activity) // 2]
            (global_players,) = await storage.fetch_one(
                "SELECT count(*) FROM ratings WHERE rating_game = 'heckmeck' AND scope = 0"
            )
            print(
                f"Classic Heckmeck: {global_players:,} rated players over all servers, "
                f"{guild_players:,} in the biggest server"
            )
            print("Leaderboard page (10 rows):")
            for scope_name, scope in (("server", guild), ("global", results.GLOBAL)):
                for sort in results.SORTS:
                    await timed(
                        f"{scope_name:<6} sort={sort:<8} page 1",
                        lambda s=scope, o=sort: leaderboard.leaderboard(db, "heckmeck", s, o, 0),
                    )
                await timed(
                    f"{scope_name:<6} sort=rating   last page",
                    lambda s=scope: leaderboard.leaderboard(db, "heckmeck", s, "rating", 10**6),
                )
            print("Own rank:")
            for scope_name, scope in (("server", guild), ("global", results.GLOBAL)):
                for sort in ("rating", "win_rate"):
                    await timed(
                        f"{scope_name:<6} sort={sort}",
                        lambda s=scope, o=sort: leaderboard.player_rank(
                            db, "heckmeck", s, o, typical
                        ),
                    )
            print("Stats:")
            for who, user, n in (
                ("busiest", busiest, busiest_games),
                ("typical", typical, typical_games),
            ):
                for scope_name, scope in (("server", guild), ("global", results.GLOBAL)):
                    await timed(
                        f"{who} player ({n:,} games) {scope_name}",
                        lambda u=user, s=scope: stats.player_stats(db, u, s),
                    )
        finally:
            await storage.close()


if __name__ == "__main__":
    asyncio.run(main())
