"""Puzzles mined from finished games (game_puzzles), the games looked at (puzzle_mined), and the
puzzle ratings of puzzles and solvers (puzzle_ratings, puzzle_solvers). The answers themselves are
in daily.py (puzzle_answers).

A game is claimed before it is mined (a row of puzzle_mined with no count yet), so of several
processes one mines it; a claim still without a count after MINING_LEASE_SECONDS (its process
stopped in between) is offered and claimed again. A position found twice is kept once
(game_puzzles.state is unique).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import orjson

from bot.storage.base import Storage
from bot.storage.rows import dumps


@dataclass(frozen=True)
class StoredPuzzle:
    id: int
    state: dict[str, Any]
    best: dict[str, Any]


@dataclass(frozen=True)
class PuzzleRating:
    mu: float
    sigma: float
    attempts: int
    solved: int


MINING_LEASE_SECONDS = 600.0  # far beyond a game's mining, which takes seconds


async def unmined_games(storage: Storage, kind: str, limit: int, at: float) -> list[int]:
    """Finished games of `kind` not looked at yet (or claimed and left unmined by a process that
    stopped), oldest first."""
    rows = await storage.fetch_all(
        "SELECT id FROM games WHERE kind = ? AND status = 'finished' AND NOT EXISTS"
        " (SELECT 1 FROM puzzle_mined WHERE puzzle_mined.game_id = games.id"
        " AND (found IS NOT NULL OR mined_at > ?)) ORDER BY id LIMIT ?",
        (kind, float(at) - MINING_LEASE_SECONDS, limit),
    )
    return [row[0] for row in rows]


async def claim_game(storage: Storage, game_id: int, at: float) -> bool:
    """Claim the game for mining; False if it was mined, or is claimed by a process that may
    still be mining it."""
    changed = await storage.write(
        "INSERT INTO puzzle_mined (game_id, found, mined_at) VALUES (?, NULL, ?)"
        " ON CONFLICT (game_id) DO UPDATE SET mined_at = excluded.mined_at"
        " WHERE puzzle_mined.found IS NULL AND puzzle_mined.mined_at <= ?",
        [(game_id, float(at), float(at) - MINING_LEASE_SECONDS)],
    )
    return changed == 1


async def save_game_puzzles(
    storage: Storage, game_id: int, found: list[tuple[dict[str, Any], dict[str, Any], float]],
    at: float,
) -> int:  # fmt: skip
    """Keep the game's puzzles (state, best action, gap) not known yet and note how many were
    new as the game's count, in one transaction (a crash leaves the game claimed, or mined);
    returns the count."""
    await storage.write_together([
        ("INSERT INTO game_puzzles (game_id, state, best, gap, found_at)"
         " VALUES (?, ?, ?, ?, ?) ON CONFLICT (state) DO NOTHING",
         [(game_id, dumps(state), dumps(best), float(gap), float(at))
          for state, best, gap in found]),
        ("UPDATE puzzle_mined SET found = (SELECT count(*) FROM game_puzzles WHERE game_id = ?),"
         " mined_at = ? WHERE game_id = ?",
         [(game_id, float(at), game_id)]),
    ])  # fmt: skip
    row = await storage.fetch_one("SELECT found FROM puzzle_mined WHERE game_id = ?", (game_id,))
    return 0 if row is None or row[0] is None else int(row[0])


async def game_puzzle(storage: Storage, row_id: int) -> StoredPuzzle | None:
    row = await storage.fetch_one(
        "SELECT id, state, best FROM game_puzzles WHERE id = ?", (row_id,)
    )
    return None if row is None else StoredPuzzle(row[0], orjson.loads(row[1]), orjson.loads(row[2]))


async def game_puzzle_ids(storage: Storage) -> list[int]:
    rows = await storage.fetch_all("SELECT id FROM game_puzzles ORDER BY id", ())
    return [row[0] for row in rows]


async def puzzle_ratings(storage: Storage) -> dict[int, PuzzleRating]:
    """The ratings of the puzzles attempted so far, by puzzle number."""
    rows = await storage.fetch_all(
        "SELECT puzzle, mu, sigma, attempts, solved FROM puzzle_ratings", ()
    )
    return {row[0]: PuzzleRating(*row[1:]) for row in rows}


async def puzzle_rating(storage: Storage, puzzle: int) -> PuzzleRating | None:
    row = await storage.fetch_one(
        "SELECT mu, sigma, attempts, solved FROM puzzle_ratings WHERE puzzle = ?", (puzzle,)
    )
    return None if row is None else PuzzleRating(*row)


async def solver_rating(storage: Storage, user_id: int) -> PuzzleRating | None:
    row = await storage.fetch_one(
        "SELECT mu, sigma, attempts, solved FROM puzzle_solvers WHERE user_id = ?", (user_id,)
    )
    return None if row is None else PuzzleRating(*row)


async def save_attempt(
    storage: Storage, user_id: int, solver: tuple[float, float], puzzle: int,
    rated: tuple[float, float], solved: bool,
) -> None:  # fmt: skip
    """The solver's and the puzzle's new ratings (mu, sigma) after an attempt."""
    won = int(solved)
    await storage.write(
        "INSERT INTO puzzle_solvers (user_id, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " attempts = puzzle_solvers.attempts + 1, solved = puzzle_solvers.solved + excluded.solved",
        [(user_id, float(solver[0]), float(solver[1]), won)],
    )
    await storage.write(
        "INSERT INTO puzzle_ratings (puzzle, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
        " ON CONFLICT (puzzle) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " attempts = puzzle_ratings.attempts + 1, solved = puzzle_ratings.solved + excluded.solved",
        [(puzzle, float(rated[0]), float(rated[1]), won)],
    )


SOLVER_IF_UNCHANGED = (
    "INSERT INTO puzzle_solvers (user_id, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
    " ON CONFLICT (user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
    " attempts = puzzle_solvers.attempts + 1, solved = puzzle_solvers.solved + excluded.solved"
    " WHERE puzzle_solvers.attempts = ?"
)
PUZZLE_IF_UNCHANGED = (
    "INSERT INTO puzzle_ratings (puzzle, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
    " ON CONFLICT (puzzle) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
    " attempts = puzzle_ratings.attempts + 1, solved = puzzle_ratings.solved + excluded.solved"
    " WHERE puzzle_ratings.attempts = ?"
)


@dataclass(frozen=True)
class RatedAnswer:
    """A first answer to a puzzle and the two ratings it moves, each computed from the rating
    read when it had `*_attempts` attempts."""

    user_id: int
    puzzle: int
    day: str
    of_the_day: bool
    grade: str
    loss: float
    solver_attempts: int
    solver: tuple[float, float]
    puzzle_attempts: int
    rated: tuple[float, float]


async def save_rated_answer(storage: Storage, answer: RatedAnswer) -> bool:
    """Keep the player's first answer to the puzzle together with the solver's and the puzzle's
    new ratings, in one transaction: each rating a compare-and-set on its count of attempts.
    False, and nothing written, if they had answered it before or another process rated an
    attempt of the solver or of the puzzle since the ratings were read (then read again)."""
    won = int(answer.grade == "best")
    return await storage.insert_once(
        "INSERT INTO puzzle_answers (user_id, puzzle, day, of_the_day, grade, loss)"
        " VALUES (?, ?, ?, ?, ?, ?)",
        [(answer.user_id, answer.puzzle, answer.day, int(answer.of_the_day), answer.grade,
          float(answer.loss))],
        then=[
            (SOLVER_IF_UNCHANGED, (answer.user_id, float(answer.solver[0]),
                                   float(answer.solver[1]), won, answer.solver_attempts)),
            (PUZZLE_IF_UNCHANGED, (answer.puzzle, float(answer.rated[0]), float(answer.rated[1]),
                                   won, answer.puzzle_attempts)),
        ],
        locked=("puzzle_solvers", "puzzle_ratings"),
    )  # fmt: skip


async def answered_puzzles(storage: Storage, user_id: int) -> set[int]:
    rows = await storage.fetch_all(
        "SELECT puzzle FROM puzzle_answers WHERE user_id = ?", (user_id,)
    )
    return {row[0] for row in rows}
