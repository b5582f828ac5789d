"""The session layer against a real SQLite file, with a hand-driven clock."""

import asyncio

import pytest

from bot.domain.draws import split_draws
from bot.domain.heckmeck.engine import rules as hm
from bot.table.sessions import Sessions
from bot.table.types import Player, Refusal
from tests.table.harness import count_reads

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")


async def started(sessions, *players, options=None):
    game = await sessions.open_lobby(
        "heckmeck",
        guild_id=1,
        channel_id=50,
        host=players[0],
        options=options or {"edition": "classic"},
    )
    for p in players[1:]:
        await sessions.join(game.id, p)
    return (await sessions.start(game.id, players[0].id)).game


def current_player(game):
    state = hm.state_from_json(game.state)
    return game.players[state.current]["id"]


async def test_one_game_per_channel(sessions):
    await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=ANN, options={"edition": "classic"}
    )
    with pytest.raises(Refusal) as refused:
        await sessions.open_lobby(
            "heckmeck", guild_id=1, channel_id=50, host=BOB, options={"edition": "classic"}
        )
    assert refused.value.code == "game-running-here"
    assert refused.value.params["channel_id"] == 50


async def test_lobby_rules(sessions):
    game = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=ANN, options={"edition": "junior"}
    )
    with pytest.raises(Refusal, match="too-few-players"):
        await sessions.start(game.id, ANN.id)
    await sessions.join(game.id, BOB)
    with pytest.raises(Refusal, match="already-joined"):
        await sessions.join(game.id, BOB)
    with pytest.raises(Refusal, match="only-host"):
        await sessions.start(game.id, BOB.id)
    for i in range(3):
        await sessions.join(game.id, Player(10 + i, f"P{i}"))
    with pytest.raises(Refusal, match="lobby-full"):
        await sessions.join(game.id, CAT)
    outcome = await sessions.start(game.id, ANN.id)
    assert outcome.game.status == "running" and len(outcome.game.players) == 5


async def test_moves_are_checked_and_persisted(sessions, tmp_path):
    game = await started(sessions, ANN, BOB)
    mover = current_player(game)
    other = BOB.id if mover == ANN.id else ANN.id
    with pytest.raises(Refusal, match="illegal-not-your-turn"):
        await sessions.act(game.id, other, game.step, {"type": "roll"})
    with pytest.raises(Refusal, match="not-a-player"):
        await sessions.act(game.id, CAT.id, game.step, {"type": "roll"})
    outcome = await sessions.act(game.id, mover, game.step, {"type": "roll"})
    assert outcome.events[0]["type"] == "rolled"
    with pytest.raises(Refusal, match="stale-button"):  # the same click again
        await sessions.act(game.id, mover, game.step, {"type": "roll"})
    stored = await sessions.storage.get_game(game.id)
    assert stored.state == outcome.game.state and stored.step == game.step + 1
    log = await sessions.storage.events_of(game.id)
    action, dice = split_draws(log[-1]["action"])
    assert action == {"type": "roll"} and log[-1]["events"] == outcome.events
    # The dice are stored with the action, so the game can be replayed from its log.
    sides = hm.HeckmeckOptions.from_json({"edition": "classic"}).rules.sides
    assert [sides[d] for d in dice] == list(outcome.events[0]["dice"])


async def test_concurrent_double_clicks_apply_once(sessions):
    game = await started(sessions, ANN, BOB)
    mover = current_player(game)
    results = await asyncio.gather(
        *(sessions.act(game.id, mover, game.step, {"type": "roll"}) for _ in range(10)),
        return_exceptions=True,
    )
    accepted = [r for r in results if not isinstance(r, Exception)]
    assert len(accepted) == 1
    assert all(
        isinstance(r, Refusal) and r.code == "stale-button" for r in results if r not in accepted
    )


async def test_a_missed_deadline_times_the_turn_out_and_three_remove_the_player(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    clock = sessions.clock_
    first = current_player(game)
    for _ in range(7):  # nobody plays: the first player misses a third turn on the 7th deadline
        clock.now += 121
        [outcome] = await sessions.run_due()
        assert outcome.events[0] == {"type": "timed-out", "seat": outcome.events[0]["seat"]}
    game = await sessions.game(game.id)
    assert [p["id"] for p in game.players if p.get("removed")] == [first]
    assert game.status == "running"
    clock.now += 121
    [outcome] = await sessions.run_due()  # the second is removed too: one player left, game over
    assert outcome.game.status == "finished"
    assert outcome.events[-1]["type"] == "game-over"


async def test_an_unstarted_lobby_expires(sessions):
    game = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=ANN, options={"edition": "classic"}
    )
    sessions.clock_.now += 901
    [outcome] = await sessions.run_due()
    assert outcome.reason == "expired" and outcome.game.id == game.id
    assert outcome.game.status == "expired"
    assert await sessions.live_game(50) is None


async def test_stop_needs_the_host_or_a_moderator(sessions):
    game = await started(sessions, ANN, BOB)
    with pytest.raises(Refusal, match="stop-not-allowed"):
        await sessions.stop(game.id, BOB.id, may_manage=False)
    outcome = await sessions.stop(game.id, BOB.id, may_manage=True)
    assert outcome.game.status == "abandoned"
    assert (await sessions.storage.get_game(game.id)).status == "abandoned"


async def test_a_fresh_session_layer_resumes_from_the_database(sessions, tmp_path):
    game = await started(sessions, ANN, BOB)
    mover = current_player(game)
    rolled = await sessions.act(game.id, mover, game.step, {"type": "roll"})
    again = Sessions(sessions.storage, clock=sessions.clock_)
    resumed = await again.game(game.id)
    assert resumed.state == rolled.game.state and resumed.step == rolled.game.step


async def test_a_fresh_session_layer_refuses_a_second_game_in_a_busy_channel(sessions):
    """Its memory is empty (a restart, or another process started the game): the store's
    answer still refuses the new lobby, naming the game that runs there, and stores nothing."""
    await started(sessions, ANN, BOB)  # a Heckmeck game in channel 50
    again = Sessions(sessions.storage, clock=sessions.clock_)
    with pytest.raises(Refusal) as refused:
        await again.open_lobby(
            "drehwurm", guild_id=1, channel_id=50, host=CAT, options={"variant": "standard"}
        )
    assert refused.value.code == "game-running-here"
    assert refused.value.params["kind"] == "heckmeck"
    assert [g.kind for g in await again.live_games()] == ["heckmeck"]


async def test_the_expert_plays_heckmeck_but_not_drehwurm(sessions):
    game = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=ANN, options={"edition": "junior"}
    )
    outcome = await sessions.add_computer(game.id, ANN.id, "expert")
    assert [p["computer"] for p in outcome.game.players] == [None, "expert"]
    game = await sessions.open_lobby(
        "drehwurm", guild_id=1, channel_id=51, host=ANN, options={"variant": "standard"}
    )
    with pytest.raises(Refusal, match="unknown-difficulty"):
        await sessions.add_computer(game.id, ANN.id, "expert")
    with pytest.raises(Refusal, match="unknown-difficulty"):
        await sessions.add_computer(game.id, ANN.id, "grandmaster")


async def test_each_channels_live_game_is_found_in_memory(sessions):
    """Found by its channel without reading the store, and gone from memory when it ends (the
    sessions keep each channel's live game by channel: they looked through every live game)."""
    game = await started(sessions, ANN, BOB)  # channel 50
    lobby = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=51, host=CAT, options={"edition": "classic"}
    )
    reads = count_reads(sessions, "live_game_in_channel")
    assert (await sessions.live_game(50)).id == game.id
    assert (await sessions.live_game(51)).id == lobby.id
    assert reads == []
    await sessions.stop(game.id, ANN.id, may_manage=True)
    assert await sessions.live_game(50) is None
    assert (await sessions.live_game(51)).id == lobby.id
    assert reads == [50]


async def test_the_store_hears_which_steps_keep_the_games_status(sessions):
    """Each step tells the store whether it leaves the game's status as it was (SQLite then
    writes less): joining a lobby and every move do; starting and ending do not."""
    said: list[tuple[str, bool]] = []
    save = sessions.storage.save

    async def saving(record, expected_step, **kwargs):
        said.append((record.status, kwargs.get("same_status", False)))
        await save(record, expected_step, **kwargs)

    sessions.storage.save = saving
    game = await started(sessions, ANN, BOB)
    assert said == [("lobby", True), ("running", False)]  # Bob joins, Ann starts
    said.clear()
    while game.status == "running":
        state = hm.state_from_json(game.state)
        action = hm.action_to_json(hm.legal_actions(state, state.current)[0])
        game = (await sessions.act(game.id, current_player(game), game.step, action)).game
    assert said[-1] == ("finished", False)
    assert len(said) > 10 and set(said[:-1]) == {("running", True)}


async def test_a_long_turn_lasts_its_time_and_two_missed_long_turns_remove_a_player(sessions):
    game = await sessions.open_lobby(
        "heckmeck",
        guild_id=1,
        channel_id=50,
        host=ANN,
        options={"edition": "classic"},
        meta={"turn_time": 86400},
    )
    await sessions.join(game.id, BOB)
    await sessions.join(game.id, CAT)
    game = (await sessions.start(game.id, ANN.id)).game
    clock = sessions.clock_
    assert game.deadline == clock.now + 86400
    first = current_player(game)
    clock.now += 86399
    assert await sessions.run_due() == []  # a second left
    for _ in range(3):  # nobody plays: the first player misses a second turn on the 4th deadline
        clock.now += 86401
        [outcome] = await sessions.run_due()
        assert outcome.events[0]["type"] == "timed-out"
        assert outcome.game.deadline == clock.now + 86400
    game = await sessions.game(game.id)
    assert [p["id"] for p in game.players if p.get("removed")] == []
    assert next(p for p in game.players if p["id"] == first)["missed"] == 1
    clock.now += 86401
    [outcome] = await sessions.run_due()
    assert [p["id"] for p in outcome.game.players if p.get("removed")] == [first]
    assert {"type": "removed", "seat": outcome.events[0]["seat"]} in outcome.events


async def test_a_lobby_moved_to_its_thread_frees_its_channel_and_starts_there(sessions):
    game = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=ANN, options={"edition": "classic"}
    )
    await sessions.join(game.id, BOB)
    with pytest.raises(Refusal, match="only-host"):
        await sessions.move_lobby(game.id, BOB.id, 51)
    moved = await sessions.move_lobby(game.id, ANN.id, 51)
    assert (moved.channel_id, moved.meta["thread_of"]) == (51, 50)
    assert await sessions.live_game(50) is None
    assert (await sessions.live_game(51)).id == game.id
    # Another lobby opens in the channel at once; the moved one starts in its thread.
    other = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=50, host=CAT, options={"edition": "classic"}
    )
    started = (await sessions.start(game.id, ANN.id)).game
    assert (started.status, started.channel_id) == ("running", 51)
    assert (await sessions.storage.get_game(game.id)).channel_id == 51
    assert (await sessions.live_game(50)).id == other.id
    with pytest.raises(Refusal, match="lobby-closed"):
        await sessions.move_lobby(game.id, ANN.id, 52)
