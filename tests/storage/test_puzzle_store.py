"""Puzzles from finished games and puzzle ratings behave the same on SQLite and PostgreSQL: a
finished game is offered for mining until claimed, claimed once, its positions kept once; the
solvers' and puzzles' ratings count their attempts; a player's answered puzzles."""

import asyncio
from datetime import date

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.heckmeck.puzzles.rating import NEW, Rating, attempt
from bot.storage.connect import open_store
from bot.storage.queries import daily, puzzles
from bot.storage.transfer import copy_store
from tests.table.test_pending_results import finished_game, new_sessions


async def test_games_mined_once_and_their_puzzles_kept_once(store_url):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    try:
        game = await finished_game(sessions, seed=1)
        assert await puzzles.unmined_games(storage, hm.KIND, 10, 1.0) == [game.id]
        assert await puzzles.unmined_games(storage, "drehwurm", 10, 1.0) == []
        assert await puzzles.claim_game(storage, game.id, 1.0) is True
        assert await puzzles.claim_game(storage, game.id, 2.0) is False  # another process's
        assert await puzzles.unmined_games(storage, hm.KIND, 10, 2.0) == []
        # its process stopped before mining it: after the lease, offered and claimed once more
        later = 1.0 + puzzles.MINING_LEASE_SECONDS
        assert await puzzles.unmined_games(storage, hm.KIND, 10, later - 1) == []
        assert await puzzles.unmined_games(storage, hm.KIND, 10, later) == [game.id]
        assert await puzzles.claim_game(storage, game.id, later) is True
        assert await puzzles.claim_game(storage, game.id, later) is False

        record = await storage.get_game(game.id)
        found = puzzles_of_game(record.options, record.players, await storage.events_of(game.id))
        rows = [(p.state.to_json(), hm.action_to_json(p.best), p.gap) for p in found]
        assert found, "the seed's game has a puzzle (choose another seed if the AI changed)"
        assert await puzzles.save_game_puzzles(storage, game.id, rows, 3.0) == len(rows)
        ids = await puzzles.game_puzzle_ids(storage)
        assert len(ids) == len(rows)
        stored = await puzzles.game_puzzle(storage, ids[0])
        assert (stored.state, stored.best) == (rows[0][0], rows[0][1])
        assert await puzzles.game_puzzle(storage, max(ids) + 1) is None
        (count,) = await storage.fetch_one(
            "SELECT found FROM puzzle_mined WHERE game_id = ?", (game.id,)
        )
        assert count == len(rows)
        # the same positions again (another game that reached them): nothing new
        assert await puzzles.claim_game(storage, game.id + 1, 4.0) is True
        assert await puzzles.save_game_puzzles(storage, game.id + 1, rows, 4.0) == 0
        assert await puzzles.game_puzzle_ids(storage) == ids
        far = 4.0 + 2 * puzzles.MINING_LEASE_SECONDS  # mined: never offered again
        assert await puzzles.unmined_games(storage, hm.KIND, 10, far) == []
        assert await puzzles.claim_game(storage, game.id, far) is False
    finally:
        await sessions.results_settled()
        await storage.close()


async def test_ratings_and_answered_puzzles(store_url):
    storage = await open_store(store_url)
    try:
        assert await puzzles.solver_rating(storage, 7) is None
        assert await puzzles.puzzle_ratings(storage) == {}
        await puzzles.save_attempt(storage, 7, (27.0, 8.0), 12, (23.0, 8.1), True)
        await puzzles.save_attempt(storage, 7, (26.0, 7.9), 1001, (26.5, 8.0), False)
        await puzzles.save_attempt(storage, 8, (24.0, 8.0), 12, (24.0, 8.0), False)
        assert await puzzles.solver_rating(storage, 7) == puzzles.PuzzleRating(26.0, 7.9, 2, 1)
        assert await puzzles.puzzle_rating(storage, 12) == puzzles.PuzzleRating(24.0, 8.0, 2, 1)
        assert await puzzles.puzzle_ratings(storage) == {
            12: puzzles.PuzzleRating(24.0, 8.0, 2, 1),
            1001: puzzles.PuzzleRating(26.5, 8.0, 1, 0),
        }
        assert await puzzles.answered_puzzles(storage, 7) == set()
        for puzzle in (12, 1001):
            await daily.save_puzzle_answer(storage, 7, puzzle, "2026-11-27", False, "best", 0.0)
        assert await puzzles.answered_puzzles(storage, 7) == {12, 1001}
    finally:
        await storage.close()


async def test_a_copy_to_postgresql_numbers_new_puzzles_after_the_copied(tmp_path, postgres_url):
    source_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    source = await open_store(source_url)
    state = {"a": 1}
    await puzzles.claim_game(source, 5, 1.0)
    await puzzles.save_game_puzzles(source, 5, [(state, {"type": "roll"}, 0.7)], 2.0)
    await puzzles.save_attempt(source, 7, (27.0, 8.0), 1001, (23.0, 8.1), True)
    await source.close()
    await copy_store(source_url, postgres_url, report=lambda line: None)
    target = await open_store(postgres_url)
    try:
        assert await puzzles.game_puzzle(target, 1) == puzzles.StoredPuzzle(
            1, state, {"type": "roll"}
        )
        assert await puzzles.solver_rating(target, 7) == puzzles.PuzzleRating(27.0, 8.0, 1, 1)
        await puzzles.save_game_puzzles(target, 6, [({"b": 2}, {"type": "roll"}, 0.9)], 3.0)
        assert await puzzles.game_puzzle_ids(target) == [1, 2]
    finally:
        await target.close()


def rated_answer(user_id: int, puzzle: int, solver_attempts: int, solver, puzzle_attempts: int,
                 rated, grade: str = "best") -> puzzles.RatedAnswer:  # fmt: skip
    return puzzles.RatedAnswer(
        user_id, puzzle, "2026-11-27", False, grade, 0.0, solver_attempts, solver,
        puzzle_attempts, rated,
    )  # fmt: skip


async def test_a_rating_computed_from_a_stale_read_writes_nothing(store_url):
    storage = await open_store(store_url)
    try:
        save = puzzles.save_rated_answer
        assert await save(storage, rated_answer(7, 12, 0, (27.0, 8.0), 0, (23.0, 8.1)))
        # the solver's rating read before that answer: neither the answer nor a rating is kept
        assert not await save(storage, rated_answer(7, 13, 0, (30.0, 8.0), 0, (20.0, 8.1)))
        # the puzzle's rating read before another solver's answer: the same
        assert not await save(storage, rated_answer(8, 12, 0, (30.0, 8.0), 0, (20.0, 8.1)))
        assert await puzzles.answered_puzzles(storage, 7) == {12}
        assert await puzzles.answered_puzzles(storage, 8) == set()
        assert await puzzles.solver_rating(storage, 7) == puzzles.PuzzleRating(27.0, 8.0, 1, 1)
        assert await puzzles.solver_rating(storage, 8) is None
        assert await puzzles.puzzle_rating(storage, 12) == puzzles.PuzzleRating(23.0, 8.1, 1, 1)
        assert await puzzles.puzzle_rating(storage, 13) is None
        # a second answer to the same puzzle: refused, whatever it was computed from
        assert not await save(storage, rated_answer(7, 12, 1, (26.0, 7.9), 1, (24.0, 8.0)))
        assert await save(storage, rated_answer(7, 13, 1, (26.0, 7.9), 0, (24.0, 8.0), "good"))
        assert await puzzles.solver_rating(storage, 7) == puzzles.PuzzleRating(26.0, 7.9, 2, 1)
    finally:
        await storage.close()


def rated_in_turn(times: int) -> tuple[Rating, Rating]:
    """A NEW solver's rating after `times` puzzles solved, each NEW; a NEW puzzle's after
    `times` NEW solvers solved it. The same in any order: a lost update shows as fewer."""
    solver = puzzle = NEW
    for _ in range(times):
        solver, _ = attempt(solver, NEW, True)
        _, puzzle = attempt(NEW, puzzle, True)
    return solver, puzzle


async def test_answers_from_two_processes_at_once_lose_no_rating_update(store_url):
    """Two processes (two stores on one database, each its own Puzzles service and lock) keep
    answers at once: of one solver to different puzzles, and of different solvers to one
    puzzle. Every attempt is counted, and each rating is the one the answers give in turn."""
    from bot.table.heckmeck.puzzles import Puzzles

    first, second = await open_store(store_url), await open_store(store_url)
    day = date(2026, 11, 27)
    try:
        services = [Puzzles(first, None), Puzzles(second, None)]  # type: ignore[arg-type]
        one_solver = [services[i % 2].answer(7, 100 + i, day, "best", 0.0) for i in range(8)]
        one_puzzle = [services[i % 2].answer(50 + i, 12, day, "best", 0.0) for i in range(8)]
        done = await asyncio.gather(*one_solver, *one_puzzle)
        assert all(answered.first for answered in done)
        solver, puzzle = rated_in_turn(8)
        stored = await puzzles.solver_rating(first, 7)
        assert stored is not None and (stored.attempts, stored.solved) == (8, 8)
        assert (stored.mu, stored.sigma) == pytest.approx((solver.mu, solver.sigma))
        stored = await puzzles.puzzle_rating(first, 12)
        assert stored is not None and (stored.attempts, stored.solved) == (8, 8)
        assert (stored.mu, stored.sigma) == pytest.approx((puzzle.mu, puzzle.sigma))
        assert await puzzles.answered_puzzles(second, 7) == set(range(100, 108))
        again = await asyncio.gather(*(s.answer(7, 100, day, "best", 0.0) for s in services))
        assert not any(answered.first for answered in again)  # not rated twice
        stored = await puzzles.solver_rating(first, 7)
        assert stored is not None and stored.attempts == 8
    finally:
        await first.close()
        await second.close()
