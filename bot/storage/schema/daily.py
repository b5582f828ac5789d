"""The daily challenge's attempts and streaks, and each player's first answer to each puzzle."""

SQL = """
    CREATE TABLE daily_attempts (
        day TEXT NOT NULL,  -- the UTC day, YYYY-MM-DD
        user_id BIGINT NOT NULL,
        guild_id BIGINT,  -- the server it was started in (its table)
        name TEXT NOT NULL,
        actions TEXT NOT NULL,  -- JSON list of the player's actions
        step INTEGER NOT NULL,  -- how many actions (a write names the step it replaces)
        done INTEGER NOT NULL,
        score INTEGER,  -- once done: worms, failed turns, highest tile
        failed INTEGER,
        highest INTEGER,
        marks TEXT,  -- once done: JSON list per turn, the worms taken or null for a failure
        started_at DOUBLE PRECISION NOT NULL,
        finished_at DOUBLE PRECISION,
        PRIMARY KEY (day, user_id)
    );
    CREATE INDEX daily_attempts_by_guild ON daily_attempts (day, guild_id);
    CREATE TABLE daily_streaks (
        user_id BIGINT PRIMARY KEY,
        name TEXT NOT NULL,
        last_day TEXT NOT NULL,
        current INTEGER NOT NULL,
        best INTEGER NOT NULL
    );
    CREATE TABLE puzzle_answers (
        user_id BIGINT NOT NULL,
        puzzle INTEGER NOT NULL,  -- its number in the shipped set
        day TEXT NOT NULL,  -- the UTC day of the answer
        of_the_day INTEGER NOT NULL,  -- 1 = it was that day's puzzle
        grade TEXT NOT NULL,  -- best | good | inaccuracy | mistake
        loss DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (user_id, puzzle)  -- a player's first answer counts
    );
    """
