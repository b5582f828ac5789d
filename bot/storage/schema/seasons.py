"""Seasons: a server's season length, champion role, channel and since when; the ratings of each
season; the seasons closed (claimed once)."""

SQL = """
    ALTER TABLE guild_settings ADD COLUMN season_length TEXT;  -- monthly | quarterly; NULL = off
    ALTER TABLE guild_settings ADD COLUMN season_role BIGINT;
    ALTER TABLE guild_settings ADD COLUMN season_channel BIGINT;
    ALTER TABLE guild_settings ADD COLUMN season_since DOUBLE PRECISION;
    CREATE TABLE season_ratings (
        rating_game TEXT NOT NULL,
        scope BIGINT NOT NULL,  -- the server
        season TEXT NOT NULL,  -- 2026-11 (a month) or 2026-Q4 (a quarter)
        user_id BIGINT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        ordinal DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        forfeit_wins INTEGER NOT NULL DEFAULT 0,
        score_sum BIGINT NOT NULL DEFAULT 0,
        updated_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (rating_game, scope, season, user_id)
    );
    CREATE TABLE season_closes (
        guild_id BIGINT NOT NULL,
        season TEXT NOT NULL,
        claimed_at DOUBLE PRECISION NOT NULL,
        done INTEGER NOT NULL DEFAULT 0,  -- 1 once posted (and the role given, where it could)
        champion_id BIGINT,  -- who got the champion's role (taken from them next season)
        PRIMARY KEY (guild_id, season)
    );
    """
