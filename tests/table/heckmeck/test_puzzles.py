"""The background mining of finished games and the puzzle picks, on both stores: a finished
game is mined once (also by two processes' passes), its puzzles open by number from 1001 and are
offered beside the shipped set near the player's rating; a first answer rates both sides."""

import logging
from datetime import date

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.heckmeck.puzzles.rating import NEW
from bot.storage.connect import open_store
from bot.storage.queries.daily import save_puzzle_answer
from bot.storage.queries.puzzles import game_puzzle_ids
from bot.table.heckmeck.puzzle_harvest import PUZZLES_MINED, PuzzleHarvest
from bot.table.heckmeck.puzzles import Puzzles
from bot.table.services.games import StoredGames
from tests.table.test_pending_results import finished_game, new_sessions


async def test_finished_games_are_mined_once_and_their_puzzles_offered(store_url, caplog):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    puzzles, games = Puzzles(storage, sessions), StoredGames(storage, sessions)
    try:
        game = await finished_game(sessions, seed=1)
        record = await storage.get_game(game.id)
        expected = puzzles_of_game(record.options, record.players, await storage.events_of(game.id))
        assert expected
        mining, other_process = (PuzzleHarvest(puzzles, games, 60) for _ in range(2))
        with caplog.at_level(logging.INFO):
            assert await mining.mine_some() == 1
        assert f"{PUZZLES_MINED}: 1 games, {len(expected)} new puzzles" in caplog.text
        assert await mining.mine_some() == 0
        assert await other_process.mine_some() == 0

        rows = await game_puzzle_ids(storage)
        numbers = [positions.game_puzzle_number(row) for row in rows]
        assert numbers[0] == positions.GAME_PUZZLES_FROM
        mined = [await puzzles.load(n) for n in numbers]
        assert [(p.state, hm.action_from_json(p.best)) for p in mined] == [
            (f.state, f.best) for f in expected
        ]
        assert all(p.from_a_game for p in mined)
        assert await puzzles.load(numbers[-1] + 1) is None
        assert (await puzzles.load(3)).state == positions.puzzle(3).state

        # offered beside the shipped set: a player who answered every shipped one gets these
        for p in positions.shipped():
            await save_puzzle_answer(storage, 7, p.number, "2026-11-27", False, "best", 0.0)
        offered = {(await puzzles.pick_for(7, seed)).number for seed in range(20)}
        assert offered == set(numbers)

        day = date(2026, 11, 27)
        rated = await puzzles.answer(7, numbers[0], day, "best", 0.0)  # solved: rated up
        assert rated.first and rated.change is not None and rated.change > 0
        assert rated.solver.mu > NEW.mu > rated.puzzle.mu
        assert await puzzles.solver_rating(7) == rated.solver
        assert await puzzles.puzzle_rating(numbers[0]) == rated.puzzle
        assert (rated.answered, rated.best) == (len(positions.shipped()) + 1,) * 2
        again = await puzzles.answer(7, numbers[0], day, "mistake", 1.0)  # only the first counts
        assert not again.first and again.change is None
        assert (again.solver, again.puzzle, again.answered) == (
            rated.solver,
            rated.puzzle,
            rated.answered,
        )
        missed = await puzzles.answer(8, numbers[0], day, "mistake", 1.0)  # not solved: down
        assert missed.first and missed.change is not None and missed.change < 0
    finally:
        await sessions.results_settled()
        await storage.close()


async def test_a_game_that_cannot_be_mined_is_left_out(store_url, caplog):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    puzzles, games = Puzzles(storage, sessions), StoredGames(storage, sessions)
    try:
        game = await finished_game(sessions, seed=2)

        async def broken_log(game_id):
            return [{"action": {"type": "roll"}, "events": []}]  # no dice: cannot be replayed

        games.events_of = broken_log
        with caplog.at_level(logging.INFO):
            assert await PuzzleHarvest(puzzles, games, 60).mine_some() == 1
        assert f"Mining game {game.id} for puzzles failed" in caplog.text
        assert await game_puzzle_ids(storage) == []
        assert await puzzles.unmined_games(hm.KIND, 10) == []
    finally:
        await sessions.results_settled()
        await storage.close()
