"""A store written before each game declared its own result counts: the rows' shared `tiles`,
`steals`, `failures` and `turns` columns move into one JSON object under each game's names
(SQLite and PostgreSQL alike), written as the code now writes a new row, so `bot check` finds the
old rows equal to the ones it records again; /stats reads them as before."""

import sqlite3
from contextlib import closing

import asyncpg

from bot.domain import games, result_counts
from bot.domain.results import GLOBAL
from bot.storage.base import sqlite_path
from bot.storage.connect import open_store
from bot.storage.migrations import MIGRATIONS
from bot.storage.queries.results import game_results
from bot.storage.queries.stats import player_stats

# the schema just before the counts moved (the migration that brought them, counted from 0)
BEFORE = next(
    n for n, m in enumerate(MIGRATIONS) if m.description.startswith("each game's own result counts")
)
ANN, BOB = 1, 2
# The final states' counts as the two games keep them (only what the counts are read from).
HECKMECK_END = {"stacks": [[21, 26], [36]], "steals": [1, 0], "failures": [2, 1], "turns": [6, 6]}
DREHWURM_END = {"piles_eaten": [3, 0], "snaps_won": [2, 5], "turns": [9, 8]}
# (game, kind, rating game, seat, user, tiles, steals, failures, turns) as the code before wrote
# them: Drehwurm's out-of-turn worms in steals, its piles eaten in failures; game 3 is a Drehwurm
# game started before Drehwurm counted (NULLs).
OLD_ROWS = [
    (1, "heckmeck", "heckmeck", 0, ANN, 2, 1, 2, 6),
    (1, "heckmeck", "heckmeck", 1, BOB, 1, 0, 1, 6),
    (2, "drehwurm", "drehwurm", 0, ANN, None, 2, 3, 9),
    (2, "drehwurm", "drehwurm", 1, BOB, None, 5, 0, 8),
    (3, "drehwurm", "drehwurm", 0, ANN, None, None, None, None),
    (3, "drehwurm", "drehwurm", 1, BOB, None, None, None, None),
]


def _statements() -> list[str]:
    games_rows = [
        "INSERT INTO games (id, kind, channel_id, host_id, status, options, players, step,"
        f" created_at) VALUES ({g}, '{kind}', 5, 1, 'finished', '{{}}', '[]', 9, 0.0)"
        for g, kind in ((1, "heckmeck"), (2, "drehwurm"), (3, "drehwurm"))
    ]
    results = [
        "INSERT INTO results (game_id, kind, rating_game, seat, user_id, channel_id, name,"
        " placement, score, tiles, steals, failures, turns, ended_at) VALUES ("
        + ", ".join(
            "NULL" if v is None else f"'{v}'" if isinstance(v, str) else str(v)
            for v in (g, kind, rating, seat, user, 5, "x", seat + 1, 0, *counts, 1.0)
        )
        + ")"
        for g, kind, rating, seat, user, *counts in OLD_ROWS
    ]
    return [*games_rows, *results]


async def written_before(url: str) -> None:
    """The store as the bot before this migration left it, with its result rows."""
    if url.startswith("postgresql://"):
        conn = await asyncpg.connect(url)
        try:
            await conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
            await conn.execute(f"INSERT INTO schema_version (version) VALUES ({BEFORE})")
            for migration in MIGRATIONS[:BEFORE]:
                await conn.execute(migration.postgres)
            await conn.execute(";".join(_statements()))
        finally:
            await conn.close()
    else:
        with closing(sqlite3.connect(sqlite_path(url))) as db:
            for migration in MIGRATIONS[:BEFORE]:
                db.executescript(migration.sqlite)
            for statement in [*_statements(), f"PRAGMA user_version = {BEFORE}"]:
                db.execute(statement)
            db.commit()


async def result_columns(storage, url: str) -> set[str]:
    if url.startswith("postgresql://"):
        sql = (
            "SELECT column_name FROM information_schema.columns"
            " WHERE table_name = 'results' AND table_schema = current_schema()"
        )
    else:
        sql = "SELECT name FROM pragma_table_info('results')"
    return {row[0] for row in await storage.fetch_all(sql, ())}


async def test_the_old_count_columns_move_under_each_games_names(empty_store_url):
    await written_before(empty_store_url)
    storage = await open_store(empty_store_url)
    try:
        assert await storage.schema_version() == len(MIGRATIONS)
        heckmeck, drehwurm = games.kind("heckmeck").counts, games.kind("drehwurm").counts
        stored = {
            (g, seat): text
            for g, seat, text in await storage.fetch_all(
                "SELECT game_id, seat, counts FROM results ORDER BY game_id, seat", ()
            )
        }
        # Exactly the text a row recorded now gets from the game's final state.
        assert stored == {
            (1, 0): result_counts.encode(heckmeck.of(HECKMECK_END, 0)),
            (1, 1): result_counts.encode(heckmeck.of(HECKMECK_END, 1)),
            (2, 0): result_counts.encode(drehwurm.of(DREHWURM_END, 0)),
            (2, 1): result_counts.encode(drehwurm.of(DREHWURM_END, 1)),
            (3, 0): result_counts.encode(drehwurm.of({}, 0)),
            (3, 1): result_counts.encode(drehwurm.of({}, 1)),
        }
        assert (await game_results(storage, 2))[1]["counts"] == {
            "piles_eaten": 0,
            "snaps_won": 5,
            "turns": 8,
        }
        columns = await result_columns(storage, empty_store_url)
        assert "counts" in columns and not {"tiles", "steals", "failures", "turns"} & columns
        stats = await player_stats(storage, ANN, GLOBAL)
        assert stats["heckmeck"].counts == {"tiles": 2, "steals": 1, "failures": 2, "turns": 6}
        assert stats["drehwurm"].counts == {"piles_eaten": 3, "snaps_won": 2, "turns": 9}
    finally:
        await storage.close()
