"""Hints: who marks a game assisted, and unrated results."""


import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.storage.queries.results import game_results, last_game_of
from bot.table.sessions import Player, Refusal, Timing
from tests.table.harness import sessions_on, take_the_last_tile

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")


@pytest.fixture
async def sessions(store_url):
    async with sessions_on(store_url, Timing(), seed=3) as s:
        yield s


async def started(sessions, *, hints: bool, channel: int = 50):
    game = await sessions.open_lobby(
        "heckmeck",
        guild_id=1,
        channel_id=channel,
        host=ANN,
        options={"edition": "junior"},
        meta={"hints": hints},
    )
    await sessions.join(game.id, BOB)
    return (await sessions.start(game.id, ANN.id)).game


async def finish(sessions, game):
    """End the game at once (its last tile taken) and wait for its results."""
    finished = await take_the_last_tile(sessions, game)
    await sessions.results_recorded(game.id)
    return finished


def on_turn(game):
    """(the player on turn, the other player) of a two-player game."""
    current = hm.state_from_json(game.state).current
    ids = [p["id"] for p in game.players]
    return ids[current], ids[1 - current]


async def test_a_hint_on_your_own_turn_marks_you_assisted_and_the_game_unrated(sessions):
    game = await started(sessions, hints=True)
    step = game.step
    mover, waiting = on_turn(game)
    record = await sessions.use_hint(game.id, CAT.id)  # a spectator only looks on
    assert "assisted" not in record.meta
    record = await sessions.use_hint(game.id, waiting)  # a player off turn only watches
    assert "assisted" not in record.meta
    record = await sessions.use_hint(game.id, mover)
    assert record.meta["assisted"] == [mover]
    await sessions.use_hint(game.id, mover)
    assert (await sessions.storage.get_game(game.id)).meta["assisted"] == [mover]
    assert (await sessions.game(game.id)).step == step  # not a game step

    finished = await finish(sessions, game)
    rows = await game_results(sessions.storage, finished.id)
    # Nobody is rated; only the row of the player who used the hint says assisted.
    assert [(r["user_id"], r["rated"], r["assisted"]) for r in rows] == [
        (p["id"], 0, int(p["id"] == mover)) for p in finished.players
    ]
    assert await sessions.storage.fetch_one("SELECT count(*) FROM ratings") == (0,)
    assert await last_game_of(sessions.storage, BOB.id, 1) == finished.id
    assert await last_game_of(sessions.storage, BOB.id, 2) is None  # another server
    assert await last_game_of(sessions.storage, CAT.id, 1) is None


async def test_hints_asked_off_turn_leave_the_game_rated(sessions):
    game = await started(sessions, hints=True)
    _, waiting = on_turn(game)
    await sessions.use_hint(game.id, waiting)
    await sessions.use_hint(game.id, CAT.id)
    finished = await finish(sessions, game)
    rows = await game_results(sessions.storage, finished.id)
    assert [(r["rated"], r["assisted"]) for r in rows] == [(1, 0), (1, 0)]


async def test_a_game_without_hints_used_is_rated(sessions):
    game = await started(sessions, hints=True)
    finished = await finish(sessions, game)
    rows = await game_results(sessions.storage, finished.id)
    assert [(r["rated"], r["assisted"]) for r in rows] == [(1, 0), (1, 0)]


async def test_no_hint_in_a_game_with_hints_off_or_not_running(sessions):
    game = await started(sessions, hints=False)
    with pytest.raises(Refusal) as refused:
        await sessions.use_hint(game.id, ANN.id)
    assert refused.value.code == "hints-off"
    assert "assisted" not in (await sessions.game(game.id)).meta
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=51, host=ANN, options={}, meta={"hints": True}
    )
    with pytest.raises(Refusal) as refused:
        await sessions.use_hint(lobby.id, ANN.id)
    assert refused.value.code == "game-not-running"
