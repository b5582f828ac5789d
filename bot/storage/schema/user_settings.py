"""Each user's own settings across servers: turn pings, turn notices by direct message, a hidden
web profile."""

SQL = """
    CREATE TABLE user_settings (
        user_id BIGINT PRIMARY KEY,
        pings TEXT,  -- every | reminder | off; NULL = the server's setting
        dm_turns INTEGER,  -- 1 = turn notices also by direct message
        web_hidden INTEGER  -- 1 = no public web profile
    );
    """
