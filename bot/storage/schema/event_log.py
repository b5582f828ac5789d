"""The event log appends its rows (SQLite): rebuilt with rowids and a unique index on (game,
step). PostgreSQL's table is a heap already: its script does nothing."""

SQLITE = """
    CREATE TABLE events_appended (
        game_id INTEGER NOT NULL REFERENCES games (id),
        step INTEGER NOT NULL,
        actor_id INTEGER,
        action TEXT NOT NULL,
        events TEXT NOT NULL,
        at REAL NOT NULL
    );
    INSERT INTO events_appended (game_id, step, actor_id, action, events, at)
        SELECT game_id, step, actor_id, action, events, at FROM events ORDER BY game_id, step;
    DROP TABLE events;
    ALTER TABLE events_appended RENAME TO events;
    CREATE UNIQUE INDEX events_by_game_step ON events (game_id, step);
    """

POSTGRES = "SELECT 1;"
