"""Which puzzle a player gets, and their puzzle rating: the shipped set and the puzzles mined from
the bot's games (cogs/heckmeck/puzzle_harvest.py) found by number, a pick near the player's
rating among the puzzles they have not answered (bot/domain/heckmeck/puzzles/rating.py), and a
first answer rated as an attempt.

Puzzles from games are offered in every server: a position is tiles and dice alone, with no name
or id, so it says nothing about the server or the players it came from, and every server gets the
whole pool (docs/playing.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.rating import NEW, Rating, attempt, pick
from bot.table.keyed_locks import KeyedLocks
from bot.table.records import Records

# One rating update of a player at a time (a read, then a write of the new rating).
_RATING_LOCKS = KeyedLocks()


@dataclass(frozen=True)
class Rated:
    before: Rating  # the solver's
    after: Rating
    puzzle: Rating  # the puzzle's, after the attempt


async def load(records: Records, number: int) -> positions.Puzzle | None:
    row = positions.game_puzzle_row(number)
    if row is None:
        return positions.puzzle(number)
    stored = await records.game_puzzle(row)
    return None if stored is None else positions.from_game(number, stored.state, stored.best)


async def solver_rating(records: Records, user_id: int) -> Rating:
    found = await records.solver_rating(user_id)
    return NEW if found is None else Rating(found.mu, found.sigma)


async def pick_for(
    records: Records, user_id: int, seed: int, other_than: int | None = None
) -> positions.Puzzle:
    """A puzzle near the player's rating that they have not answered."""
    numbers = [p.number for p in positions.shipped()]
    numbers += [positions.game_puzzle_number(row) for row in await records.game_puzzle_ids()]
    ratings = {n: Rating(r.mu, r.sigma) for n, r in (await records.puzzle_ratings()).items()}
    answered = await records.answered_puzzles(user_id)
    solver = await solver_rating(records, user_id)
    number = pick(numbers, ratings, answered, solver, seed, other_than)
    found = None if number is None else await load(records, number)
    return found if found is not None else positions.shipped()[0]


async def rate_attempt(records: Records, user_id: int, number: int, solved: bool) -> Rated:
    """Rate the player's first answer to the puzzle `number` as a game against the puzzle."""
    async with _RATING_LOCKS[user_id]:
        before = await solver_rating(records, user_id)
        stored = await records.puzzle_rating(number)
        puzzle = NEW if stored is None else Rating(stored.mu, stored.sigma)
        after, rated = attempt(before, puzzle, solved)
        await records.save_puzzle_attempt(
            user_id, (after.mu, after.sigma), number, (rated.mu, rated.sigma), solved
        )
    return Rated(before, after, rated)


async def puzzle_rating(records: Records, number: int) -> Rating:
    stored = await records.puzzle_rating(number)
    return NEW if stored is None else Rating(stored.mu, stored.sigma)
