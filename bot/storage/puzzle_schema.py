"""The tables of the puzzles mined from finished games and of the puzzle ratings, for their
migration (bot/storage/migrations.py; kept here so that list stays short enough to read).

game_puzzles holds a position and its best choice, no name and no id but the game's, which is
never shown (its puzzle number is 1000 + id); puzzle_mined each game looked at once (a claim,
then how many puzzles it gave); puzzle_ratings and puzzle_solvers the ratings of puzzles (shipped
ones too, by their number) and of solvers. puzzle_answers.puzzle holds these numbers as well.
"""


def puzzle_tables(id_column: str) -> str:
    """The script, with the store's auto-numbered primary key for game_puzzles.id."""
    return f"""
    CREATE TABLE game_puzzles (
        id {id_column},
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
