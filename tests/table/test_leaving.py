"""A player leaves a running game, on a store of each kind: their seat is removed as a missed
turn's is, or a computer of the table's takeover difficulty plays on in it (also when they miss
too many turns); the log replays, the leaver's result is a loss whatever the computer makes of
the seat, and a second leave changes nothing."""

import pytest

from bot.domain import shown
from bot.domain.drehwurm import rules as dw
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.replay import replay
from bot.table.types import Player, Refusal

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")


async def started(sessions, *players, meta=None, kind="heckmeck"):
    options = {"edition": "classic"} if kind == "heckmeck" else {"variant": "standard"}
    game = await sessions.open_lobby(
        kind,
        guild_id=1,
        channel_id=50,
        host=players[0],
        options=options,
        meta=meta,
        seated=list(players[1:]),
    )
    return (await sessions.start(game.id, players[0].id)).game


def on_turn(game, rules=hm):
    return game.players[rules.state_from_json(game.state).current]["id"]


def seat_of(game, user_id):
    return next(s for s, p in enumerate(game.players) if p["id"] == user_id)


async def replays(sessions, game_id):
    record = await sessions.storage.get_game(game_id)
    return replay(record, await sessions.storage.events_of(game_id))


async def played_out(sessions, game_id, most=3000):
    """Let the deadlines pass until the game ends (computers play, humans time out)."""
    for _ in range(most):
        game = await sessions.game(game_id)
        if game.status != "running":
            return game
        sessions.clock_.now = max(sessions.clock_.now, game.deadline) + 0.5
        await sessions.run_due()
    raise AssertionError("the game did not end")


async def test_a_leave_without_takeover_removes_the_seat_and_says_it_was_a_leave(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    mover = on_turn(game)
    out = next(p.id for p in (ANN, BOB, CAT) if p.id != mover)
    outcome = await sessions.leave_game(game.id, out)
    seat = seat_of(outcome.game, out)
    assert outcome.events == [{"type": "quit", "seat": seat}, {"type": "removed", "seat": seat}]
    player = outcome.game.players[seat]
    assert player["removed"] and player["quit"] and on_turn(outcome.game) == mover
    assert (await replays(sessions, game.id)).positions[-1].players[seat]["quit"]
    with pytest.raises(Refusal, match="leave-not-seated"):
        await sessions.leave_game(game.id, out)
    assert (await sessions.storage.get_game(game.id)).step == outcome.game.step


async def test_a_leave_on_turn_times_the_turn_out_first(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    mover = on_turn(game)
    outcome = await sessions.leave_game(game.id, mover)
    seat = seat_of(outcome.game, mover)
    quit_mark, timed_out = {"type": "quit", "seat": seat}, {"type": "timed-out", "seat": seat}
    assert outcome.events[:2] == [quit_mark, timed_out]
    assert {"type": "removed", "seat": seat} in outcome.events
    assert on_turn(outcome.game) != mover
    await replays(sessions, game.id)


async def test_a_computer_takes_the_seat_over_at_once_and_plays_the_game_to_its_end(sessions):
    game = await started(sessions, ANN, BOB, meta={"takeover": "easy"})
    mover = on_turn(game)
    await sessions.act(game.id, mover, game.step, {"type": "roll"})
    sessions.clock_.now += 5
    outcome = await sessions.leave_game(game.id, mover)
    seat = seat_of(outcome.game, mover)
    turn = outcome.game.meta["turn_no"]
    assert outcome.events == [
        {"type": "taken-over", "seat": seat, "level": "easy", "turn": turn, "reason": "left"}
    ]
    player = outcome.game.players[seat]
    assert player["computer"] == "easy" and player["since"] == turn and player["id"] == mover
    assert outcome.game.deadline == sessions.clock_.now + 1  # the computer plays on at once
    assert shown.seat_name("en", player) == f"{player['name']} (computer since turn {turn})"
    with pytest.raises(Refusal, match="not-a-player"):
        await sessions.act(game.id, mover, outcome.game.step, {"type": "roll"})
    with pytest.raises(Refusal, match="leave-not-seated"):
        await sessions.leave_game(game.id, mover)
    other = next(p.id for p in (ANN, BOB) if p.id != mover)
    await sessions.leave_game(game.id, other)  # both seats played by computers to the end
    ended = await played_out(sessions, game.id)
    assert ended.status == "finished"
    assert (await replays(sessions, game.id)).positions[-1].status == "finished"
    await sessions.results_recorded(game.id)
    rows = await sessions.storage.fetch_all(
        "SELECT user_id, computer, placement, removed, rated FROM results WHERE game_id = ?"
        " ORDER BY seat",
        (game.id,),
    )
    # Both left: both are persons placed last, whatever their computers made of the seats.
    assert sorted(rows) == [(1, None, 2, 1, 1), (2, None, 2, 1, 1)]


async def test_the_leaver_loses_whatever_the_computer_makes_of_the_seat(sessions):
    game = await started(sessions, ANN, Player(-1, "", "easy"), meta={"takeover": "hard"})
    await sessions.leave_game(game.id, ANN.id)
    ended = await played_out(sessions, game.id)  # the hard computer plays Ann's seat out
    assert ended.status == "finished"
    await sessions.results_recorded(game.id)
    rows = await sessions.storage.fetch_all(
        "SELECT user_id, computer, placement, removed FROM results WHERE game_id = ?"
        " ORDER BY seat",
        (game.id,),
    )
    assert (ANN.id, None, 2, 1) in rows  # last, in a person's row, whoever won the seat
    (wins, games) = await sessions.storage.fetch_one(
        "SELECT wins, games FROM ratings WHERE scope = 0 AND rating_game = 'heckmeck'"
        " AND user_id = ?",
        (ANN.id,),
    )
    assert (wins, games) == (0, 1)


async def test_missed_turns_hand_the_seat_to_the_computer_when_the_table_chose_one(sessions):
    game = await started(sessions, ANN, BOB, CAT, meta={"takeover": "normal"})
    clock = sessions.clock_
    first = on_turn(game)
    for _ in range(7):  # the first player misses a third turn on the 7th deadline
        game = await sessions.game(game.id)
        clock.now = game.deadline + 1
        [outcome] = await sessions.run_due()
    seat = seat_of(outcome.game, first)
    handed = outcome.events[-1]
    assert handed == {
        "type": "taken-over", "seat": seat, "level": "normal",
        "turn": outcome.game.meta["turn_no"], "reason": "missed",
    }  # fmt: skip
    assert outcome.game.players[seat]["computer"] == "normal"
    assert not outcome.game.players[seat].get("removed")
    assert (await replays(sessions, game.id)).positions[-1].players[seat]["since"]


async def test_a_tournament_table_removes_the_leaver_whatever_the_takeover(sessions):
    meta = {"takeover": "hard", "tournament": 4, "round": 1, "table": 1}
    game = await started(sessions, ANN, BOB, CAT, meta=meta)
    out = next(p.id for p in (ANN, BOB, CAT) if p.id != on_turn(game))
    outcome = await sessions.leave_game(game.id, out)
    assert outcome.game.players[seat_of(outcome.game, out)]["removed"]


async def test_a_drehwurm_seat_is_taken_over_and_played_to_the_end(sessions):
    game = await started(sessions, ANN, BOB, CAT, meta={"takeover": "normal"}, kind="drehwurm")
    for player in (ANN, BOB, CAT):
        await sessions.leave_game(game.id, player.id)
    ended = await played_out(sessions, game.id)
    assert ended.status == "finished"
    assert all(p["computer"] == "normal" for p in ended.players)
    assert dw.is_over(dw.state_from_json(ended.state))
    assert (await replays(sessions, game.id)).positions[-1].status == "finished"


async def test_undo_is_a_step_refused_when_stale_and_replayed(sessions):
    game = await started(sessions, ANN, BOB)
    mover = on_turn(game)
    rolled = await sessions.act(game.id, mover, game.step, {"type": "roll"})
    state = hm.state_from_json(rolled.game.state)
    face = hm.pickable_faces(state)[0]
    picked = await sessions.act(game.id, mover, rolled.game.step, hm.SetAside(face))
    assert hm.can_undo(hm.state_from_json(picked.game.state))
    undone = await sessions.act(game.id, mover, picked.game.step, hm.Undo())
    assert undone.game.state == rolled.game.state
    assert [e["type"] for e in undone.game.recent] == ["rolled"]
    with pytest.raises(Refusal, match="stale-button"):
        await sessions.act(game.id, mover, picked.game.step, hm.Undo())
    with pytest.raises(Refusal, match="illegal-nothing-to-undo"):
        await sessions.act(game.id, mover, undone.game.step, hm.Undo())
    positions = (await replays(sessions, game.id)).positions
    assert positions[-1].state.to_json() == state.to_json()
