"""The table's own tables: a server's turn pings, the application emojis the bot uploaded, the
open Drehwurm hands (the interaction that showed each) and the users told once about the
boards' language."""

SQLITE = """
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
    """

POSTGRES = """
    ALTER TABLE guild_settings ADD COLUMN pings TEXT;
    CREATE TABLE app_emojis (
        name TEXT PRIMARY KEY,
        emoji_id BIGINT NOT NULL,
        digest TEXT NOT NULL
    );
    CREATE TABLE hand_messages (
        game_id BIGINT NOT NULL,
        user_id BIGINT NOT NULL,
        token TEXT NOT NULL,
        locale TEXT NOT NULL,
        shown_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (game_id, user_id)
    );
    CREATE TABLE locale_notes (
        user_id BIGINT PRIMARY KEY,
        noted_at DOUBLE PRECISION NOT NULL
    );
    """
