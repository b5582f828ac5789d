"""Numbered schema migrations: MIGRATIONS[n - 1] brings the schema from version n - 1 to n.

Append new migrations; never edit one that has shipped. `PRAGMA user_version` holds the number.
"""

MIGRATIONS: tuple[str, ...] = (
    # 1: games, their event log, per-server settings
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        host_id INTEGER NOT NULL,
        status TEXT NOT NULL,
        options TEXT NOT NULL,
        players TEXT NOT NULL,
        state TEXT,
        step INTEGER NOT NULL DEFAULT 0,
        meta TEXT NOT NULL DEFAULT '{}',
        deadline REAL,
        created_at REAL NOT NULL,
        started_at REAL,
        ended_at REAL
    );
    CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel_id)
        WHERE status IN ('lobby', 'running');
    CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;
    CREATE TABLE events (
        game_id INTEGER NOT NULL REFERENCES games (id),
        step INTEGER NOT NULL,
        actor_id INTEGER,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, step)
    ) WITHOUT ROWID;
    CREATE TABLE guild_settings (
        guild_id INTEGER PRIMARY KEY,
        language TEXT
    );
    """,
    # 2: results of finished games, ratings per game and scope, players' display names
    """
    CREATE TABLE results (
        id INTEGER PRIMARY KEY,  -- order of recording = order of the rating updates
        game_id INTEGER NOT NULL REFERENCES games (id),
        seat INTEGER NOT NULL,
        rating_game TEXT NOT NULL,  -- heckmeck (classic) | junior | drehwurm
        kind TEXT NOT NULL,
        edition TEXT,
        variants TEXT NOT NULL DEFAULT '{}',
        guild_id INTEGER,
        channel_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        computer TEXT,  -- the computer player's difficulty; NULL for a human
        placement INTEGER NOT NULL,  -- 1 = first; ties share a place
        score INTEGER NOT NULL,  -- worms (Heckmeck) or points (Drehwurm)
        tiles INTEGER,
        steals INTEGER,
        failures INTEGER,
        turns INTEGER,
        removed INTEGER NOT NULL DEFAULT 0,
        rated INTEGER NOT NULL DEFAULT 0,
        ordinal_server REAL,  -- rating ordinal after this game, in the game's server
        ordinal_global REAL,  -- rating ordinal after this game, over all servers
        started_at REAL,
        ended_at REAL NOT NULL,
        UNIQUE (game_id, seat)
    );
    CREATE INDEX results_by_user ON results (user_id, rating_game, id);
    CREATE TABLE ratings (
        rating_game TEXT NOT NULL,
        scope INTEGER NOT NULL,  -- guild id, or 0 for all servers
        user_id INTEGER NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        ordinal REAL NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        score_sum INTEGER NOT NULL DEFAULT 0,
        updated_at REAL NOT NULL,
        PRIMARY KEY (rating_game, scope, user_id)
    ) WITHOUT ROWID;
    CREATE TABLE players (
        user_id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        updated_at REAL NOT NULL
    );
    """,
    # 3: the table (issue 11): turn pings per server, application emojis, open Drehwurm hands
    """
    ALTER TABLE guild_settings ADD COLUMN pings TEXT;  -- every | reminder | off; NULL = every
    CREATE TABLE app_emojis (
        name TEXT PRIMARY KEY,
        emoji_id INTEGER NOT NULL,
        digest TEXT NOT NULL  -- how it was drawn (drawing_version): a change uploads anew
    ) WITHOUT ROWID;
    CREATE TABLE hand_messages (
        game_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        token TEXT NOT NULL,  -- the interaction token that showed the hand (15 minutes of edits)
        locale TEXT NOT NULL,
        shown_at REAL NOT NULL,
        PRIMARY KEY (game_id, user_id)
    ) WITHOUT ROWID;
    CREATE TABLE locale_notes (  -- users told once that boards follow the server's language
        user_id INTEGER PRIMARY KEY,
        noted_at REAL NOT NULL
    );
    """,
)
