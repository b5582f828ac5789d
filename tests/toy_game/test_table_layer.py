"""The toy game played end to end through the table layer on both stores: lobby, join, start,
moves (a player's, the timer's, a computer's), the end; then its results and ratings, its replay
from the event log and `python -m bot check` agree. No generic module knows the toy: it is
registered by the `toy_game` fixture only."""

from __future__ import annotations

import pytest

from bot.domain import games
from bot.domain.export import export_game
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.replay import replay
from bot.domain.results import GLOBAL
from bot.ops.check import check_database
from bot.storage.queries.results import game_results
from bot.table.services import Services
from bot.table.sessions import Player, Refusal, Timing
from tests.table.harness import sessions_on
from tests.toy_game import rules
from tests.toy_game.kind import NAME

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")
GUILD, CHANNEL = 5, 70
TURN = 120.0
THROW = {"type": "throw"}


@pytest.fixture
async def sessions(store_url, toy_game):
    async with sessions_on(store_url, Timing(turn_timeout=TURN, computer_delay=1), seed=5) as s:
        yield s


async def lobby_of_two(sessions, channel=CHANNEL, rounds=3):
    game = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=channel, host=ANN, options={"rounds": rounds}
    )
    await sessions.join(game.id, BOB)
    return game


async def play_out(sessions, game):
    """Every turn thrown by the player on turn, through Sessions.act with the engine's action
    value, as a board's button sends it; the finished game."""
    for _ in range(2 * rules.ToyOptions().rounds + 1):
        if game.status != "running":
            return game
        seat = rules.current_seat(rules.state_from_json(game.state))
        user = game.players[seat]["id"]
        game = (await sessions.act(game.id, user, game.step, rules.Throw())).game
    return game


def finished_seat(game, player):
    return next(s for s, p in enumerate(game.players) if p["id"] == player.id)


async def test_the_toy_is_played_to_its_end_and_recorded(sessions, store_url):
    game = await lobby_of_two(sessions)
    with pytest.raises(Refusal) as full:
        await sessions.join(game.id, CAT)  # the toy's own player limits
    assert full.value.code == "lobby-full" and full.value.params == {"max": 2}
    started = (await sessions.start(game.id, ANN.id)).game
    assert started.status == "running" and started.kind == NAME

    # Bad input gets its refusal and changes nothing.
    state = rules.state_from_json(started.state)
    waiting = started.players[1 - state.current]["id"]
    for user, action, code in (
        (waiting, THROW, "illegal-not-your-turn"),
        (started.players[state.current]["id"], {"type": "roll"}, "illegal-unknown-action"),
        (started.players[state.current]["id"], hm.Roll(), "illegal-unknown-action"),
        (CAT.id, THROW, "not-a-player"),
    ):
        with pytest.raises(Refusal) as refused:
            await sessions.act(game.id, user, started.step, action)
        assert refused.value.code == code
    assert (await sessions.game(game.id)).step == started.step

    finished = await play_out(sessions, started)
    assert finished.status == "finished"
    final = rules.state_from_json(finished.state)
    assert final.over and sum(final.points) <= 3

    services = Services.build(sessions.storage, sessions)
    changes = await services.results.rating_changes(game.id)  # waits for the recording
    assert set(changes) == {ANN.id, BOB.id}
    rows = await game_results(sessions.storage, game.id)
    assert [(r["user_id"], r["score"], r["placement"]) for r in rows] == [
        (p["id"], score, place)
        for p, score, place in zip(
            finished.players, rules.scores(final), rules.placements(final), strict=True
        )
    ]
    assert all(r["rated"] for r in rows)
    # The toy's own result count, under its own name, logged as the JSON of its action.
    assert [r["counts"] for r in rows] == [{"rounds_won": points} for points in final.points]
    logged = [e["action"] for e in await services.games.events_of(game.id) if e["action"]]
    assert {"draws": [5], **THROW} in logged  # with the die it drew

    board = await services.leaderboard.page(NAME, GLOBAL, "rating", 0)
    assert board.game == NAME and {row.user_id for row in board.rows} == {ANN.id, BOB.id}
    winners = {finished.players[s]["id"] for s in rules.winners(final)}
    assert {row.user_id for row in board.rows if row.wins} == winners  # a shared first place wins
    stats = await services.stats.of_player(ANN.id)
    assert set(stats) == {NAME} and stats[NAME].games == 1
    assert stats[NAME].counts == {"rounds_won": final.points[finished_seat(finished, ANN)]}
    history = await services.history.page(GUILD, ANN.id, NAME, 0)
    assert [past.record.id for past in history.games] == [game.id]
    assert history.games[0].rating_game == NAME

    rebuilt = replay(
        await sessions.storage.get_game(game.id), await services.games.events_of(game.id)
    )
    assert rebuilt.kind is games.kind(NAME)
    assert rebuilt.positions[-1].state == final and rebuilt.positions[-1].status == "finished"
    assert len(rebuilt.positions) == 1 + sum(  # the start, then one position per throw
        1
        for e in (await services.games.events_of(game.id))
        for ev in e["events"]
        if ev["type"] == "threw"
    )

    exported = export_game(rebuilt, await services.games.events_of(game.id), 0.0)
    assert exported["game"]["kind"] == NAME
    assert exported["result"]["scores"] == rules.scores(final)

    await sessions.results_settled()
    report = await check_database(store_url)
    assert report.ok, report.summary()
    assert (report.games, report.replayed, report.finished, report.result_rows) == (1, 1, 1, 2)


async def test_the_timer_plays_for_the_missing_and_the_computer(sessions, store_url):
    """A human who lets three turns run out is removed (the toy's remove_player ends the game);
    the computer throws on its own, through the deadlines."""
    game = await sessions.open_lobby(
        NAME, guild_id=GUILD, channel_id=CHANNEL + 1, host=ANN, options={"rounds": 9}
    )
    await sessions.add_computer(game.id, ANN.id, "easy")
    with pytest.raises(Refusal) as unknown:
        await sessions.add_computer(game.id, ANN.id, "hard")  # the toy offers only "easy"
    assert unknown.value.code in ("unknown-difficulty", "lobby-full")
    record = (await sessions.start(game.id, ANN.id)).game
    clock = sessions.clock_
    for _ in range(40):
        if record.status != "running":
            break
        clock.now = record.deadline + 0.1
        await sessions.run_due()
        record = await sessions.game(game.id)
    assert record.status == "finished"
    ann = next(p for p in record.players if p["id"] == ANN.id)
    assert ann["removed"] and ann["missed"] == 3
    final = rules.state_from_json(record.state)
    computer_seat = next(s for s, p in enumerate(record.players) if p["computer"])
    assert rules.placements(final)[computer_seat] == 1

    await sessions.results_settled()
    rows = await game_results(sessions.storage, game.id)
    assert {r["seat"]: bool(r["forfeit"]) for r in rows}[computer_seat]
    report = await check_database(store_url)
    assert report.ok, report.summary()
    assert (report.replayed, report.finished) == (1, 1)


async def test_the_toy_is_unknown_without_its_registration():
    """Nothing installs the toy: outside the fixture no registry has it."""
    assert games.find(NAME) is None
    assert NAME not in games.rating_games()
