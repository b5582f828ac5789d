"""The table's notes of each game (its board message, its turn call), moved out of the games'
meta into a table of their own."""

SQLITE = """
    CREATE TABLE table_notes (
        game_id INTEGER PRIMARY KEY REFERENCES games (id),
        board TEXT,  -- {message_id, posted_at, step}: the message that shows the game
        ping TEXT  -- {turn_no, message_id, reminded}: the last turn call
    );
    INSERT INTO table_notes (game_id, board, ping)
        SELECT id,
            CASE WHEN json_type(meta, '$.board') = 'object' THEN json_extract(meta, '$.board') END,
            CASE WHEN json_type(meta, '$.ping') = 'object' THEN json_extract(meta, '$.ping') END
        FROM games
        WHERE json_type(meta, '$.board') = 'object' OR json_type(meta, '$.ping') = 'object';
    UPDATE games SET meta = json_remove(meta, '$.board', '$.ping')
        WHERE json_type(meta, '$.board') IS NOT NULL OR json_type(meta, '$.ping') IS NOT NULL;
    """

POSTGRES = """
    CREATE TABLE table_notes (
        game_id BIGINT PRIMARY KEY REFERENCES games (id),
        board TEXT,
        ping TEXT
    );
    INSERT INTO table_notes (game_id, board, ping)
        SELECT id,
            CASE WHEN jsonb_typeof(meta::jsonb -> 'board') = 'object'
                THEN (meta::jsonb -> 'board')::text END,
            CASE WHEN jsonb_typeof(meta::jsonb -> 'ping') = 'object'
                THEN (meta::jsonb -> 'ping')::text END
        FROM games
        WHERE jsonb_typeof(meta::jsonb -> 'board') = 'object'
            OR jsonb_typeof(meta::jsonb -> 'ping') = 'object';
    UPDATE games SET meta = (meta::jsonb - 'board' - 'ping')::text
        WHERE meta::jsonb ? 'board' OR meta::jsonb ? 'ping';
    """
