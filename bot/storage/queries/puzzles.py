"""Puzzles mined from finished games (game_puzzles), the games looked at (puzzle_mined), and the
puzzle ratings of puzzles and solvers (puzzle_ratings, puzzle_solvers). The answers themselves are
in daily.py (puzzle_answers).

A game is claimed before it is mined (a row of puzzle_mined with no count yet), so of several
processes one mines it; a process that stops in between leaves it claimed and unmined, a few
positions lost. A position found twice is kept once (game_puzzles.state is unique).
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


async def unmined_games(storage: Storage, kind: str, limit: int) -> list[int]:
    """Finished games of `kind` not looked at yet, oldest first."""
    rows = await storage.fetch_all(
        "SELECT id FROM games WHERE kind = ? AND status = 'finished' AND NOT EXISTS"
        " (SELECT 1 FROM puzzle_mined WHERE puzzle_mined.game_id = games.id) ORDER BY id LIMIT ?",
        (kind, limit),
    )
    return [row[0] for row in rows]


async def claim_game(storage: Storage, game_id: int, at: float) -> bool:
    """Claim the game for mining; False if it was claimed before."""
    changed = await storage.write(
        "INSERT INTO puzzle_mined (game_id, found, mined_at) VALUES (?, NULL, ?)"
        " ON CONFLICT (game_id) DO NOTHING",
        [(game_id, float(at))],
    )
    return changed == 1


async def save_game_puzzles(
    storage: Storage, game_id: int, found: list[tuple[dict[str, Any], dict[str, Any], float]],
    at: float,
) -> int:  # fmt: skip
    """Keep the game's puzzles (state, best action, gap) not known yet; returns how many were
    new, also noted as the game's count."""
    new = 0
    if found:
        new = await storage.write(
            "INSERT INTO game_puzzles (game_id, state, best, gap, found_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (state) DO NOTHING",
            [(game_id, dumps(state), dumps(best), float(gap), float(at))
             for state, best, gap in found],
        )  # fmt: skip
    await storage.write(
        "UPDATE puzzle_mined SET found = ?, mined_at = ? WHERE game_id = ?",
        [(new, float(at), game_id)],
    )
    return new


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


async def save_attempt_if_unchanged(
    storage: Storage, user_id: int, attempts_before: int, solver: tuple[float, float],
    puzzle: int, rated: tuple[float, float], solved: bool,
) -> bool:  # fmt: skip
    """save_attempt, but only if the solver has made `attempts_before` attempts still (the
    rating the new one was computed from): False, and nothing written, if another process
    rated an attempt of theirs meanwhile (then read again and compute anew). The solver's row is
    the compare-and-set; the puzzle's follows it, counted as save_attempt does."""
    won = int(solved)
    changed = await storage.write(
        "INSERT INTO puzzle_solvers (user_id, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
        " ON CONFLICT (user_id) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " attempts = puzzle_solvers.attempts + 1, solved = puzzle_solvers.solved + excluded.solved"
        " WHERE puzzle_solvers.attempts = ?",
        [(user_id, float(solver[0]), float(solver[1]), won, attempts_before)],
    )
    if changed != 1:
        return False
    await storage.write(
        "INSERT INTO puzzle_ratings (puzzle, mu, sigma, attempts, solved) VALUES (?, ?, ?, 1, ?)"
        " ON CONFLICT (puzzle) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
        " attempts = puzzle_ratings.attempts + 1, solved = puzzle_ratings.solved + excluded.solved",
        [(puzzle, float(rated[0]), float(rated[1]), won)],
    )
    return True


async def answered_puzzles(storage: Storage, user_id: int) -> set[int]:
    rows = await storage.fetch_all(
        "SELECT puzzle FROM puzzle_answers WHERE user_id = ?", (user_id,)
    )
    return {row[0] for row in rows}
