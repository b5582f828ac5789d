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
)
