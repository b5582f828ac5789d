"""The board's running log (bot/domain/running_log.py): kept in memory beside each live game, not in
its stored row, and rebuilt from the event log when a game is read from the store."""

import random

import orjson

from bot.domain.heckmeck import rules as hm
from bot.domain.running_log import RECENT_EVENTS, add_recent, from_log
from bot.storage.connect import open_store
from bot.table.sessions import Refusal, Sessions
from tests.table.test_sessions import ANN, BOB, current_player, started


async def play(sessions, game, moves: int, rng: random.Random):
    """Play `moves` legal moves of a running game (fewer if it ends); the game as it stands."""
    for _ in range(moves):
        if game.status != "running":
            break
        state = hm.state_from_json(game.state)
        action = rng.choice(hm.legal_actions(state, state.current))
        try:
            game = (
                await sessions.act(
                    game.id, current_player(game), game.step, hm.action_to_json(action)
                )
            ).game
        except Refusal:
            break
    return game


async def test_a_restart_rebuilds_the_running_log_the_session_kept(sessions):
    rng = random.Random(3)
    game = await started(sessions, ANN, BOB)
    for moves in (1, 5, 40):
        game = await play(sessions, game, moves, rng)
        assert game.recent, "the session keeps the log of the moves so far"
        assert len(game.recent) <= RECENT_EVENTS
        restarted = Sessions(sessions.storage, clock=sessions.clock_)
        assert (await restarted.game(game.id)).recent == game.recent
        assert (await restarted.live_games())[0].recent == game.recent


async def test_the_running_log_is_not_written_with_every_step(sessions):
    game = await play(sessions, await started(sessions, ANN, BOB), 12, random.Random(5))
    (meta,) = await sessions.storage.fetch_one("SELECT meta FROM games WHERE id = ?", (game.id,))
    assert "recent" not in orjson.loads(meta)
    assert game.recent  # but the session has it


async def test_a_game_stored_with_its_log_in_meta_keeps_it(store_url):
    """Older rows carry the log in meta: it is read from there."""
    storage = await open_store(store_url)
    try:
        sessions = Sessions(storage)
        game = await started(sessions, ANN, BOB)
        logged = [{"type": "next-turn", "seat": 1, "step": 3}]
        await storage.write(
            "UPDATE games SET meta = ? WHERE id = ?",
            [(orjson.dumps({"recent": logged}).decode(), game.id)],
        )
        record = await Sessions(storage).game(game.id)
        assert record.recent == logged and "recent" not in record.meta
    finally:
        await storage.close()


def test_the_log_starts_again_when_play_starts():
    rows = [
        (1, {"type": "joined"}, [{"type": "joined"}]),
        (2, {"type": "started"}, [{"type": "started"}]),
        (3, {"type": "roll"}, [{"type": "rolled", "seat": 0, "dice": ["1"]}]),
    ]
    assert from_log(rows) == [{"type": "rolled", "seat": 0, "dice": ["1"], "step": 3}]
    many = [
        (s, {"type": "roll"}, [{"type": "x", "n": s}, {"type": "y"}])
        for s in range(1, RECENT_EVENTS)
    ]
    expected: list = []
    for step, _, events in many:
        expected = add_recent(expected, events, step)
    assert from_log(many) == expected and len(expected) == RECENT_EVENTS
