"""The background mining of finished games and the puzzle picks, on both stores: a finished
game is mined once (also by two processes' passes), its puzzles open by number from 1001 and are
offered beside the shipped set near the player's rating; a first answer rates both sides."""

import logging

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import positions
from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.heckmeck.puzzles.rating import NEW
from bot.storage.connect import open_store
from bot.table.records import Records
from cogs.heckmeck import puzzle_picks
from cogs.heckmeck.puzzle_harvest import PUZZLES_MINED, PuzzleHarvest
from tests.table.test_pending_results import finished_game, new_sessions


async def test_finished_games_are_mined_once_and_their_puzzles_offered(store_url, caplog):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    records = Records(storage, sessions)
    try:
        game = await finished_game(sessions, seed=1)
        record = await storage.get_game(game.id)
        expected = puzzles_of_game(record.options, record.players, await storage.events_of(game.id))
        assert expected
        mining, other_process = (PuzzleHarvest(records, sessions.clock, 60) for _ in range(2))
        with caplog.at_level(logging.INFO):
            assert await mining.mine_some() == 1
        assert f"{PUZZLES_MINED}: 1 games, {len(expected)} new puzzles" in caplog.text
        assert await mining.mine_some() == 0
        assert await other_process.mine_some() == 0

        rows = await records.game_puzzle_ids()
        numbers = [positions.game_puzzle_number(row) for row in rows]
        assert numbers[0] == positions.GAME_PUZZLES_FROM
        mined = [await puzzle_picks.load(records, n) for n in numbers]
        assert [(p.state, hm.action_from_json(p.best)) for p in mined] == [
            (f.state, f.best) for f in expected
        ]
        assert all(p.from_a_game for p in mined)
        assert await puzzle_picks.load(records, numbers[-1] + 1) is None
        assert (await puzzle_picks.load(records, 3)).state == positions.puzzle(3).state

        # offered beside the shipped set: a player who answered every shipped one gets these
        for p in positions.shipped():
            await records.save_puzzle_answer(7, p.number, "2026-11-27", False, "best", 0.0)
        offered = {(await puzzle_picks.pick_for(records, 7, seed)).number for seed in range(20)}
        assert offered == set(numbers)

        rated = await puzzle_picks.rate_attempt(records, 7, numbers[0], solved=True)
        assert rated.before == NEW and rated.after.mu > NEW.mu > rated.puzzle.mu
        assert await puzzle_picks.solver_rating(records, 7) == rated.after
        assert await puzzle_picks.puzzle_rating(records, numbers[0]) == rated.puzzle
    finally:
        await sessions.results_settled()
        await storage.close()


async def test_a_game_that_cannot_be_mined_is_left_out(store_url, caplog):
    storage = await open_store(store_url)
    sessions = new_sessions(storage)
    records = Records(storage, sessions)
    try:
        game = await finished_game(sessions, seed=2)

        async def broken_log(game_id):
            return [{"action": {"type": "roll"}, "events": []}]  # no dice: cannot be replayed

        records.events_of = broken_log
        with caplog.at_level(logging.INFO):
            assert await PuzzleHarvest(records, sessions.clock, 60).mine_some() == 1
        assert f"Mining game {game.id} for puzzles failed" in caplog.text
        assert await records.game_puzzle_ids() == []
        assert await records.unmined_games(hm.KIND, 10) == []
    finally:
        await sessions.results_settled()
        await storage.close()
