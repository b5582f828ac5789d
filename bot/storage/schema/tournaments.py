"""The tables of tournaments, their players and the tables of each round, and a server's
tournament settings: one script for both stores but for the generated id. BIGINT and DOUBLE
PRECISION mean the same as INTEGER and REAL to SQLite."""

from bot.storage.schema import POSTGRES_ID, SQLITE_ID

# `{id}`: the store's auto-numbered primary key
_TABLES = """
    ALTER TABLE guild_settings ADD COLUMN tournament_role_id BIGINT;
    ALTER TABLE guild_settings ADD COLUMN tournament_rated INTEGER;  -- 0: unrated (NULL: rated)
    CREATE TABLE tournaments (
        id {id},
        guild_id BIGINT NOT NULL,
        channel_id BIGINT NOT NULL,
        organiser_id BIGINT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,  -- JSON: the game's variant options
        rounds INTEGER NOT NULL,
        table_size INTEGER NOT NULL,
        final_size INTEGER NOT NULL,  -- 0: no final table
        fill_level TEXT,  -- the computer players' level (NULL: none)
        close_at DOUBLE PRECISION,  -- sign-up closes by itself then (NULL: a manual start)
        status TEXT NOT NULL,  -- signup | running | finished | cancelled
        round_no INTEGER NOT NULL DEFAULT 0,  -- 0 in sign-up, rounds + 1 = the final table
        seed BIGINT NOT NULL,  -- draws and ties broken at random come from it
        signup_message_id BIGINT,
        winner_id BIGINT,
        created_at DOUBLE PRECISION NOT NULL,
        finished_at DOUBLE PRECISION
    );
    CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);
    CREATE TABLE tournament_players (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        user_id BIGINT NOT NULL,
        name TEXT NOT NULL,
        joined_at DOUBLE PRECISION NOT NULL,
        dropped INTEGER NOT NULL DEFAULT 0,  -- 1: keeps their points, not drawn again
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_tables (
        tournament_id BIGINT NOT NULL REFERENCES tournaments (id),
        round_no INTEGER NOT NULL,
        table_no INTEGER NOT NULL,
        seats TEXT NOT NULL,  -- JSON list of the human players' user ids
        computers INTEGER NOT NULL DEFAULT 0,
        thread_id BIGINT,  -- NULL until the table is opened
        game_id BIGINT,  -- NULL until its game is opened
        finished INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round_no, table_no)
    );
    CREATE INDEX tournament_tables_by_game ON tournament_tables (game_id);
"""

SQLITE = _TABLES.format(id=SQLITE_ID)
POSTGRES = _TABLES.format(id=POSTGRES_ID)
