"""Which puzzle a player gets, and their answers and puzzle rating: the shipped set and the puzzles
mined from the bot's games (puzzle_harvest.py) found by number, a pick near the player's rating
among the puzzles they have not answered (bot/domain/heckmeck/puzzles/rating.py), and a first
answer kept and rated as an attempt.

Puzzles from games are offered in every server: a position is tiles and dice alone, with no name
or id, so it says nothing about the server or the players it came from, and every server gets the
whole pool (docs/playing.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any

from bot.domain.heckmeck.daily.streaks import days_in_a_row
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.rating import NEW, Rating, attempt, pick
from bot.storage.base import Storage
from bot.storage.queries import daily, puzzles
from bot.table.keyed_locks import KeyedLocks
from bot.table.services.base import Tables


@dataclass(frozen=True)
class Answered:
    """What a player's answer to a puzzle left."""

    first: bool  # their first answer to it (only that one counts)
    solver: Rating  # their rating now
    change: int | None  # what this answer did to their shown rating (None: not their first)
    puzzle: Rating  # the puzzle's rating now
    answered: int  # puzzles they answered
    best: int  # of them, answered with the best play
    streak: int  # days in a row they answered the puzzle of the day


class Puzzles:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables
        # One rating update of a player at a time (a read, then a write of the new rating).
        self._rating_locks = KeyedLocks()

    async def load(self, number: int) -> positions.Puzzle | None:
        """The puzzle `number` (shipped or mined); None if there is none."""
        row = positions.game_puzzle_row(number)
        if row is None:
            return positions.puzzle(number)
        stored = await puzzles.game_puzzle(self._storage, row)
        return None if stored is None else positions.from_game(number, stored.state, stored.best)

    async def answered(self, user_id: int) -> set[int]:
        return await puzzles.answered_puzzles(self._storage, user_id)

    async def solver_rating(self, user_id: int) -> Rating:
        found = await puzzles.solver_rating(self._storage, user_id)
        return NEW if found is None else Rating(found.mu, found.sigma)

    async def puzzle_rating(self, number: int) -> Rating:
        stored = await puzzles.puzzle_rating(self._storage, number)
        return NEW if stored is None else Rating(stored.mu, stored.sigma)

    async def pick_for(
        self, user_id: int, seed: int, other_than: int | None = None
    ) -> positions.Puzzle:
        """A puzzle near the player's rating that they have not answered."""
        numbers = [p.number for p in positions.shipped()]
        numbers += [
            positions.game_puzzle_number(row)
            for row in await puzzles.game_puzzle_ids(self._storage)
        ]
        ratings = {
            n: Rating(r.mu, r.sigma)
            for n, r in (await puzzles.puzzle_ratings(self._storage)).items()
        }
        answered = await self.answered(user_id)
        solver = await self.solver_rating(user_id)
        number = pick(numbers, ratings, answered, solver, seed, other_than)
        found = None if number is None else await self.load(number)
        return found if found is not None else positions.shipped()[0]

    async def answer(
        self, user_id: int, number: int, day: date, grade: str, loss: float
    ) -> Answered:
        """Keep the player's answer graded `grade` (its first answer only) and rate it as a game
        against the puzzle: solved if it was the best play."""
        of_the_day = positions.of_the_day(day).number == number
        rated = await self._keep_rated(user_id, number, day, of_the_day, grade, loss)
        if rated is not None:
            before, solver, puzzle = rated
            change: int | None = solver.shown - before.shown
        else:
            solver, change = await self.solver_rating(user_id), None
            puzzle = await self.puzzle_rating(number)
        record = await daily.puzzle_record(self._storage, user_id)
        streak = days_in_a_row([date.fromisoformat(d) for d in record.daily_days], day)
        return Answered(rated is not None, solver, change, puzzle, record.answered, record.best,
                        streak)  # fmt: skip

    async def _keep_rated(
        self, user_id: int, number: int, day: date, of_the_day: bool, grade: str, loss: float
    ) -> tuple[Rating, Rating, Rating] | None:
        """The first answer kept and rated in one transaction: (the solver's rating before,
        after, the puzzle's after); None if they had answered it before. Safe across processes:
        each rating is a compare-and-set on its count of attempts, tried again on a conflict
        (another process rated an attempt of the solver or the puzzle meanwhile), so no update
        is lost; the lock only spares this process's own retries."""
        async with self._rating_locks[user_id]:
            while True:
                found = await puzzles.solver_rating(self._storage, user_id)
                stored = await puzzles.puzzle_rating(self._storage, number)
                before = NEW if found is None else Rating(found.mu, found.sigma)
                puzzle = NEW if stored is None else Rating(stored.mu, stored.sigma)
                after, rated = attempt(before, puzzle, grade == "best")
                answer = puzzles.RatedAnswer(
                    user_id, number, day.isoformat(), of_the_day, grade, loss,
                    0 if found is None else found.attempts, (after.mu, after.sigma),
                    0 if stored is None else stored.attempts, (rated.mu, rated.sigma),
                )  # fmt: skip
                if await puzzles.save_rated_answer(self._storage, answer):
                    return before, after, rated
                if number in await self.answered(user_id):
                    return None

    # ------------------------------------------------------------- mining the bot's games

    async def unmined_games(self, kind: str, limit: int) -> list[int]:
        """Finished games of `kind` not yet looked at for puzzles, oldest first."""
        return await puzzles.unmined_games(self._storage, kind, limit, self._tables.clock())

    async def claim_game(self, game_id: int) -> bool:
        """True for the one process that mines the game."""
        return await puzzles.claim_game(self._storage, game_id, self._tables.clock())

    async def save_mined(
        self, game_id: int, found: list[tuple[dict[str, Any], dict[str, Any], float]]
    ) -> int:
        """Keep the puzzles found in the game (state, best action, gap each); how many."""
        return await puzzles.save_game_puzzles(self._storage, game_id, found, self._tables.clock())
