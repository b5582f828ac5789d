"""Opting out of the leaderboards, and the pseudonyms of deleted players.

A user who opts out (`unranked`) stays rated, so their games still count for the others, but is
left off every leaderboard, season post and web page. A player who asked to be deleted is
replaced in finished games by a pseudonym (bot/domain/privacy.py); deleted_players lists the
pseudonyms given, so the next one is new and `python -m bot check` knows them: it holds no id or
name of the person.
"""

SQL = """
    ALTER TABLE user_settings ADD COLUMN unranked INTEGER;  -- 1 = off the leaderboards
    CREATE TABLE deleted_players (
        id BIGINT PRIMARY KEY,  -- the pseudonym, below bot/domain/privacy.py's DELETED_FIRST
        deleted_at DOUBLE PRECISION NOT NULL
    );
    """
