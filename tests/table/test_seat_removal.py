"""Taking a player out of a running game from outside it (a tournament's drop) and giving the
player on turn more time, on a store of each kind: the seat goes as an idle player's does, the
log still replays, and doing it again changes nothing."""

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.replay import replay
from bot.table.types import Player, Refusal

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")


async def started(sessions, *players, meta=None):
    game = await sessions.open_lobby(
        "heckmeck",
        guild_id=1,
        channel_id=50,
        host=players[0],
        options={"edition": "classic"},
        meta=meta,
        seated=list(players[1:]),
    )
    return (await sessions.start(game.id, players[0].id)).game


def on_turn(game):
    return game.players[hm.state_from_json(game.state).current]["id"]


async def replays(sessions, game_id):
    record = await sessions.storage.get_game(game_id)
    return replay(record, await sessions.storage.events_of(game_id))


async def test_a_player_not_on_turn_is_taken_out_and_the_turn_keeps_its_clock(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    mover = on_turn(game)
    await sessions.act(game.id, mover, game.step, {"type": "roll"})
    before = await sessions.game(game.id)
    out = next(p.id for p in (ANN, BOB, CAT) if p.id != mover)
    sessions.clock_.now += 30
    outcome = await sessions.remove_player(game.id, out)
    seat = next(s for s, p in enumerate(outcome.game.players) if p["id"] == out)
    assert outcome.events == [{"type": "removed", "seat": seat}]
    assert outcome.game.players[seat]["removed"] and outcome.game.status == "running"
    assert on_turn(outcome.game) == mover and outcome.game.deadline == before.deadline
    stored = await sessions.storage.get_game(game.id)
    assert stored.players[seat]["removed"] and stored.step == before.step + 1
    assert (await replays(sessions, game.id)).positions[-1].players[seat]["removed"]
    assert await sessions.remove_player(game.id, out) is None  # again: nothing left to do
    assert (await sessions.storage.get_game(game.id)).step == stored.step


async def test_a_player_on_turn_times_out_first_and_the_next_one_plays(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    mover = on_turn(game)
    outcome = await sessions.remove_player(game.id, mover)
    seat = next(s for s, p in enumerate(outcome.game.players) if p["id"] == mover)
    assert outcome.events[0] == {"type": "timed-out", "seat": seat}
    assert {"type": "removed", "seat": seat} in outcome.events
    assert on_turn(outcome.game) != mover and outcome.game.status == "running"
    assert outcome.game.deadline == sessions.clock_.now + 120  # the next player's whole turn
    assert len((await replays(sessions, game.id)).positions) == 2
    with pytest.raises(Refusal, match="illegal-not-your-turn"):
        await sessions.act(game.id, mover, outcome.game.step, {"type": "roll"})


async def test_taking_out_the_second_last_player_ends_the_game(sessions):
    game = await started(sessions, ANN, BOB)
    outcome = await sessions.remove_player(game.id, BOB.id)
    assert outcome.game.status == "finished" and outcome.events[-1]["type"] == "game-over"
    await sessions.results_recorded(game.id)
    assert (await replays(sessions, game.id)).positions[-1].status == "finished"
    assert await sessions.remove_player(game.id, ANN.id) is None


async def test_the_player_on_turn_gets_more_time(sessions):
    game = await started(sessions, ANN, BOB)
    outcome = await sessions.extend_turn(game.id, 600)
    assert outcome.game.deadline == game.deadline + 600 and outcome.game.step == game.step
    assert (await sessions.storage.get_game(game.id)).deadline == game.deadline + 600
    sessions.clock_.now += 121  # the old deadline passed: nothing is due
    assert await sessions.run_due() == []
    sessions.clock_.now += 600
    [timed_out] = await sessions.run_due()
    assert timed_out.events[0]["type"] == "timed-out"


async def test_a_computer_on_turn_gets_no_more_time(sessions):
    game = await started(sessions, ANN, Player(-1, "", "easy"))
    if on_turn(game) == ANN.id:  # Ann's turn times out: the computer's turn
        sessions.clock_.now += 121
        [outcome] = await sessions.run_due()
        game = outcome.game
    assert on_turn(game) == -1
    assert await sessions.extend_turn(game.id, 600) is None
    assert (await sessions.storage.get_game(game.id)).deadline == game.deadline


async def test_a_tournament_table_is_stopped_only_by_a_moderator(sessions):
    game = await started(sessions, ANN, BOB, meta={"tournament": 4, "round": 1, "table": 1})
    for player in (ANN, BOB):  # the first seat is the game's host, but not its owner
        with pytest.raises(Refusal, match="tournament-refused-stop-table"):
            await sessions.stop(game.id, player.id, may_manage=False)
    outcome = await sessions.stop(game.id, 99, may_manage=True)
    assert outcome.game.status == "abandoned"
