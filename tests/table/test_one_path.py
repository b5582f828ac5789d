"""One path to the data: a click reads its game at most once and writes once (its step). How the
game is shown (its board message, its turn call) is the table's own record (table_notes), written
by the table layer, never into the game's row."""

import random

import orjson

from bot.domain.heckmeck.engine import rules as hm
from bot.table.sessions import Sessions
from tests.table.test_sessions import ANN, BOB, current_player, started

READS = ("get_game", "live_game_in_channel", "live_games")  # a game (with its notes)
# Every write ends in one of these: a step's commit, any other statement, a new game's row.
WRITES = ("_commit_step", "write", "create_game")
BOARD = 10**18  # the board message's id


class Counted:
    """Counts the calls of the store's reads of a game and of its writes (which still run)."""

    def __init__(self, storage) -> None:
        self.calls: list[str] = []
        for name in READS + WRITES:
            self._wrap(storage, name)

    def _wrap(self, storage, name: str) -> None:
        method = getattr(storage, name)

        def counting(*args, **kwargs):
            self.calls.append(name)
            return method(*args, **kwargs)

        setattr(storage, name, counting)

    def take(self) -> tuple[int, int]:
        """(reads, writes) since the last take."""
        calls, self.calls = self.calls, []
        return sum(c in READS for c in calls), sum(c in WRITES for c in calls)


async def click(sessions: Sessions, game, rng: random.Random):
    """A player's click as the bot handles it: the move, then its board shown (in place)."""
    state = hm.state_from_json(game.state)
    action = hm.action_to_json(rng.choice(hm.legal_actions(state, state.current)))
    outcome = await sessions.act(game.id, current_player(game), game.step, action)
    sessions.board_shown(game.id, BOARD, outcome.game.step)
    return outcome.game


async def test_a_click_reads_its_game_at_most_once_and_writes_once(sessions):
    rng = random.Random(4)
    game = await started(sessions, ANN, BOB)
    await sessions.board_posted(game.id, BOARD, 0.0, game.step)
    counted = Counted(sessions.storage)
    for _ in range(30):
        game = await click(sessions, game, rng)
        assert counted.take() == (0, 1)  # the game from memory; its step, nothing more
    assert game.status == "running"

    # After a restart the first click reads the game once, with its notes.
    restarted = Sessions(sessions.storage, clock=sessions.clock_)
    game = await click(restarted, game, rng)
    assert counted.take() == (1, 1)
    assert restarted.board_of(game)["message_id"] == BOARD


async def test_a_turn_call_is_one_small_write_of_the_notes_not_of_the_game(sessions):
    game = await started(sessions, ANN, BOB)
    await sessions.board_posted(game.id, BOARD, 12.5, game.step)
    counted = Counted(sessions.storage)
    call = {"turn_no": 1, "message_id": BOARD + 1}
    await sessions.turn_called(game.id, call)
    assert counted.calls == ["write"]
    row = await sessions.storage.fetch_one(
        "SELECT board, ping FROM table_notes WHERE game_id = ?", (game.id,)
    )
    board = {"message_id": BOARD, "posted_at": 12.5, "step": game.step}
    assert (orjson.loads(row[0]), orjson.loads(row[1])) == (board, call)
    (meta,) = await sessions.storage.fetch_one("SELECT meta FROM games WHERE id = ?", (game.id,))
    assert not {"board", "ping"} & set(orjson.loads(meta))
    # Read back with the game, by a restarted bot.
    restarted = Sessions(sessions.storage, clock=sessions.clock_)
    again = await restarted.game(game.id)
    assert (restarted.board_of(again), restarted.call_of(again)) == (board, call)


async def test_the_step_a_board_shows_is_stored_at_shutdown_in_one_write(sessions):
    games = []
    for channel in (60, 61):
        game = await sessions.open_lobby(
            "heckmeck", guild_id=1, channel_id=channel, host=ANN, options={"edition": "classic"}
        )
        await sessions.join(game.id, BOB)
        game = (await sessions.start(game.id, ANN.id)).game
        await sessions.board_posted(game.id, BOARD + channel, 0.0, game.step)
        games.append(game)
    moved = []
    for game in games:
        game = (await sessions.act(game.id, current_player(game), game.step, {"type": "roll"})).game
        sessions.board_shown(game.id, BOARD + game.channel_id, game.step)
        moved.append(game)
    counted = Counted(sessions.storage)
    await sessions.save_board_notes()
    assert counted.take() == (0, 1)
    restarted = Sessions(sessions.storage, clock=sessions.clock_)
    for game in moved:
        assert restarted.board_of(await restarted.game(game.id))["step"] == game.step
