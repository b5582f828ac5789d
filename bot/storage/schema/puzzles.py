"""The tables of the puzzles mined from finished games and of the puzzle ratings.

game_puzzles holds a position and its best choice, no name and no id but the game's, which is
never shown (its puzzle number is 1000 + id); puzzle_mined each game looked at once (a claim,
then how many puzzles it gave); puzzle_ratings and puzzle_solvers the ratings of puzzles (shipped
ones too, by their number) and of solvers. puzzle_answers.puzzle holds these numbers as well.
"""

from bot.storage.schema import POSTGRES_ID, SQLITE_ID

# `{id}`: the store's auto-numbered primary key
_TABLES = """
    CREATE TABLE game_puzzles (
        id {id},
        game_id BIGINT NOT NULL,
        state TEXT NOT NULL UNIQUE,  -- JSON of the position
        best TEXT NOT NULL,  -- JSON of the best action
        gap DOUBLE PRECISION NOT NULL,  -- worms between the best choice and the second best
        found_at DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE puzzle_mined (
        game_id BIGINT PRIMARY KEY,
        found INTEGER,  -- NULL while being mined
        mined_at DOUBLE PRECISION NOT NULL
    );
    CREATE TABLE puzzle_ratings (
        puzzle INTEGER PRIMARY KEY,  -- its number: shipped from 1, from games from 1001
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        attempts INTEGER NOT NULL,
        solved INTEGER NOT NULL
    );
    CREATE TABLE puzzle_solvers (
        user_id BIGINT PRIMARY KEY,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        attempts INTEGER NOT NULL,
        solved INTEGER NOT NULL
    );
    """

SQLITE = _TABLES.format(id=SQLITE_ID)
POSTGRES = _TABLES.format(id=POSTGRES_ID)
