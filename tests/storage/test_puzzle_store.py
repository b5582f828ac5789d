"""Puzzles from finished games and puzzle ratings behave the same on SQLite and PostgreSQL: a
finished game is offered for mining until claimed, claimed once, its positions kept once; the
solvers' and puzzles' ratings count their attempts; a player's answered puzzles."""

import asyncio

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.storage.connect import open_store
from bot.storage.queries import daily, puzzles
from bot.storage.transfer import copy_store
from tests.table.test_pending_results import finished_game, new_sessions


async def test_games_mined_once_and_their_puzzles_kept_once(store_url):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    try:
        game = await finished_game(sessions, seed=1)
        assert await puzzles.unmined_games(storage, hm.KIND, 10) == [game.id]
        assert await puzzles.unmined_games(storage, "drehwurm", 10) == []
        assert await puzzles.claim_game(storage, game.id, 1.0) is True
        assert await puzzles.claim_game(storage, game.id, 2.0) is False  # another process's
        assert await puzzles.unmined_games(storage, hm.KIND, 10) == []

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
        assert await puzzles.save_game_puzzles(storage, game.id, rows, 4.0) == 0
        assert await puzzles.game_puzzle_ids(storage) == ids
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


async def test_a_rating_computed_from_a_stale_read_is_not_written(store_url):
    storage = await open_store(store_url)
    try:
        save = puzzles.save_attempt_if_unchanged
        assert await save(storage, 7, 0, (27.0, 8.0), 12, (23.0, 8.1), True)
        assert not await save(storage, 7, 0, (30.0, 8.0), 12, (20.0, 8.1), True)  # stale
        assert await puzzles.solver_rating(storage, 7) == puzzles.PuzzleRating(27.0, 8.0, 1, 1)
        assert await puzzles.puzzle_rating(storage, 12) == puzzles.PuzzleRating(23.0, 8.1, 1, 1)
        assert await save(storage, 7, 1, (26.0, 7.9), 12, (24.0, 8.0), False)
        assert await puzzles.solver_rating(storage, 7) == puzzles.PuzzleRating(26.0, 7.9, 2, 1)
    finally:
        await storage.close()


async def test_answers_of_one_solver_from_two_processes_lose_no_rating_update(store_url):
    """Two processes (two stores on one database, each its own Puzzles service and lock) rate
    answers of the same solver at once: every attempt counts."""
    from bot.table.heckmeck.puzzles import Puzzles

    first, second = await open_store(store_url), await open_store(store_url)
    try:
        services = [Puzzles(first, None), Puzzles(second, None)]  # type: ignore[arg-type]
        answers = [(services[i % 2], 12, i % 3 == 0) for i in range(12)]
        await asyncio.gather(*(s._rate(7, number, won) for s, number, won in answers))
        stored = await puzzles.solver_rating(first, 7)
        assert stored is not None and stored.attempts == 12 and stored.solved == 4
        puzzle = await puzzles.puzzle_rating(first, 12)
        assert puzzle is not None and puzzle.attempts == 12
    finally:
        await first.close()
        await second.close()
