"""Held clocks on a store of each kind: a host's pause stops the table's clocks and runs out by
itself (also across a restart), a player's away time stops their turns' clocks and nobody is
removed for it, and coming back or resuming gives the turn the time it had left. Short turns
and tournament tables keep their clocks."""

import random

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.held_clocks import DAY, gone_away
from bot.domain.settings import UserSettings
from bot.storage.queries import settings
from bot.table.sessions import Sessions
from bot.table.types import Player, Refusal

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")
TURN = 24 * 3600.0


async def started(sessions, *players, meta=None, channel=50):
    game = await sessions.open_lobby(
        "heckmeck",
        guild_id=1,
        channel_id=channel,
        host=players[0],
        options={"edition": "classic"},
        meta={"turn_time": int(TURN)} if meta is None else meta,
        seated=list(players[1:]),
    )
    return (await sessions.start(game.id, players[0].id)).game


def on_turn(game):
    return game.players[hm.state_from_json(game.state).current]["id"]


async def play_turn(sessions, game, rng):
    """Play legal moves until the turn passes (or the game ends); the game as it then stands."""
    mover = on_turn(game)
    while game.status == "running" and on_turn(game) == mover:
        state = hm.state_from_json(game.state)
        action = rng.choice(hm.legal_actions(state, state.current))
        game = (await sessions.act(game.id, mover, game.step, hm.action_to_json(action))).game
    return game


async def wait(sessions, seconds, step=3600.0):
    """Let `seconds` pass an hour at a time, firing what falls due."""
    passed = 0.0
    while passed < seconds:
        sessions.clock_.now += min(step, seconds - passed)
        passed += step
        await sessions.run_due()


async def test_a_paused_table_waits_and_then_gives_the_turn_the_time_it_had_left(sessions):
    game = await started(sessions, ANN, BOB)
    mover = on_turn(game)
    sessions.clock_.now += 6 * 3600  # a quarter of the turn gone
    left = game.deadline - sessions.clock_.now
    paused = (await sessions.pause(game.id, ANN.id, 3)).game
    assert paused.deadline == sessions.clock_.now + 3 * DAY
    assert paused.meta["pause"]["until"] == paused.deadline and paused.step == game.step
    await wait(sessions, 3 * DAY - 60)
    stored = await sessions.storage.get_game(game.id)
    assert stored.step == game.step and "hold" in stored.meta  # nobody timed out
    await wait(sessions, 120)
    running = await sessions.game(game.id)
    assert "pause" not in running.meta and "hold" not in running.meta
    assert running.deadline == pytest.approx(paused.deadline + left)
    assert on_turn(running) == mover and running.players[0].get("missed", 0) == 0


async def test_moves_go_on_during_a_pause_and_each_new_turn_waits_for_its_end(sessions):
    game = await started(sessions, ANN, BOB)
    until = (await sessions.pause(game.id, ANN.id, 2)).game.deadline
    game = await play_turn(sessions, await sessions.game(game.id), random.Random(5))
    assert game.deadline == until and game.meta["hold"]["deadline"] == sessions.clock_.now + TURN
    await wait(sessions, 2 * DAY + 60)
    game = await sessions.game(game.id)
    assert game.deadline == pytest.approx(until + TURN)  # the whole turn, from the pause's end


async def test_a_pause_runs_out_by_itself_after_a_restart(sessions):
    game = await started(sessions, ANN, BOB)
    until = (await sessions.pause(game.id, ANN.id, 7)).game.deadline
    restarted = Sessions(sessions.storage, sessions.timing, clock=sessions.clock_)
    sessions.clock_.now = until + 1
    await restarted.run_due()
    resumed = await restarted.game(game.id)
    assert "pause" not in resumed.meta and resumed.deadline == pytest.approx(until + TURN)
    assert resumed.step == game.step


async def test_the_host_resumes_early_and_the_clock_runs_with_the_time_left(sessions):
    game = await started(sessions, ANN, BOB)
    sessions.clock_.now += 3600
    left = game.deadline - sessions.clock_.now
    await sessions.pause(game.id, ANN.id, 5)
    sessions.clock_.now += DAY
    with pytest.raises(Refusal, match="pause-not-host"):
        await sessions.resume(game.id, BOB.id)
    resumed = (await sessions.resume(game.id, ANN.id)).game
    assert resumed.deadline == pytest.approx(sessions.clock_.now + left)
    with pytest.raises(Refusal, match="pause-none"):
        await sessions.resume(game.id, ANN.id)


@pytest.mark.parametrize(
    ("who", "days", "meta", "refused"),
    [
        (BOB, 2, None, "pause-not-host"),
        (ANN, 0, None, "pause-days-invalid"),
        (ANN, 8, None, "pause-days-invalid"),
        (ANN, 2, {}, "pause-short-turns"),
        (ANN, 2, {"turn_time": int(TURN), "tournament": {"id": 1}}, "pause-tournament"),
    ],
)
async def test_a_refused_pause_changes_nothing(sessions, who, days, meta, refused):
    game = await started(sessions, ANN, BOB, meta=meta)
    with pytest.raises(Refusal, match=refused):
        await sessions.pause(game.id, who.id, days)
    stored = await sessions.storage.get_game(game.id)
    assert stored.deadline == game.deadline and "pause" not in stored.meta


async def test_an_away_player_is_not_removed_and_the_others_play_on(sessions):
    rng = random.Random(11)
    game = await started(sessions, ANN, BOB, CAT)
    last = (hm.state_from_json(game.state).current - 1) % 3
    away = game.players[last]["id"]  # the others play their turns before theirs comes
    chosen = await sessions.go_away(away, 5)
    assert chosen.away_until == sessions.clock_.now + 5 * DAY and chosen.away_days == 5
    game = await sessions.game(game.id)
    assert game.meta["away"] == {str(away): chosen.away_until}
    for _ in range(5 * 24):  # five days, an hour at a time; the others play when it is theirs
        game = await sessions.game(game.id)
        if on_turn(game) != away:
            game = await play_turn(sessions, game, rng)
        await wait(sessions, 3600)
    game = await sessions.game(game.id)
    assert game.status == "running" and game.meta["turn_no"] == 3 and on_turn(game) == away
    assert not game.players[last].get("removed") and game.players[last].get("missed", 0) == 0
    # back from away time: their turn's whole clock from then on
    assert game.deadline == pytest.approx(chosen.away_until + TURN)
    assert "hold" not in game.meta and "away" not in game.meta


async def test_a_game_started_with_a_player_away_holds_their_turns_from_the_start(sessions):
    await sessions.go_away(ANN.id, 2)
    await sessions.go_away(BOB.id, 1)
    game = await started(sessions, ANN, BOB)
    until = {str(ANN.id): 1000.0 + 2 * DAY, str(BOB.id): 1000.0 + DAY}
    assert game.meta["away"] == until
    assert game.deadline == until[str(on_turn(game))]  # the clock of the first turn stands
    assert game.meta["hold"] == {"since": 1000.0, "deadline": 1000.0 + TURN}
    short = await started(sessions, CAT, ANN, meta={}, channel=51)
    assert "away" not in short.meta and short.deadline == 1000.0 + 120


async def test_coming_back_early_runs_the_clock_with_the_time_left(sessions):
    game = await started(sessions, ANN, BOB)
    mover = on_turn(game)
    sessions.clock_.now += 2 * 3600
    left = game.deadline - sessions.clock_.now
    await sessions.go_away(mover, 4)
    held = await sessions.game(game.id)
    assert held.deadline == sessions.clock_.now + 4 * DAY
    sessions.clock_.now += 1.5 * DAY
    back = await sessions.come_back(mover)
    assert back.away_days == 2  # two days begun, two given back
    game = await sessions.game(game.id)
    assert game.deadline == pytest.approx(sessions.clock_.now + left)
    assert "away" not in game.meta and "hold" not in game.meta
    with pytest.raises(Refusal, match="away-not-away"):
        await sessions.come_back(mover)


async def test_away_time_the_game_did_not_hear_of_holds_its_clock_at_the_deadline(sessions):
    game = await started(sessions, ANN, BOB)
    mover = on_turn(game)
    # taken in another process, which does not run this game's server
    await settings.save_user_settings(
        sessions.storage, mover, gone_away(UserSettings(), 3, sessions.clock_.now)
    )
    assert "away" not in (await sessions.game(game.id)).meta
    sessions.clock_.now = game.deadline + 1
    await sessions.run_due()
    game = await sessions.game(game.id)
    assert game.meta["away"] == {str(mover): 1000.0 + 3 * DAY} and on_turn(game) == mover
    sessions.clock_.now = 1000.0 + 3 * DAY + 1
    await sessions.run_due()
    game = await sessions.game(game.id)
    assert game.deadline == pytest.approx(1000.0 + 3 * DAY + TURN)  # the turn began while away


@pytest.mark.parametrize(
    "meta", [{}, {"turn_time": int(TURN), "tournament": {"id": 1}}], ids=["short", "tournament"]
)
async def test_away_time_stops_no_clock_of_short_turns_or_a_tournament(sessions, meta):
    game = await started(sessions, ANN, BOB, meta=meta)
    mover = on_turn(game)
    await sessions.go_away(mover, 3)
    sessions.clock_.now = game.deadline + 1
    await sessions.run_due()
    game = await sessions.game(game.id)
    assert on_turn(game) != mover  # timed out as ever
    seat = next(s for s, p in enumerate(game.players) if p["id"] == mover)
    assert game.players[seat]["missed"] == 1 and "away" not in game.meta


@pytest.mark.parametrize(
    ("days", "used", "refused"),
    [(0, 0, "away-days-invalid"), (15, 0, "away-days-invalid"), (3, 14, "away-none-left"),
     (5, 12, "away-too-many")],
)  # fmt: skip
async def test_refused_away_time_changes_nothing(sessions, days, used, refused):
    from dataclasses import replace

    from bot.domain.held_clocks import month_of

    game = await started(sessions, ANN, BOB)
    before = replace(await settings.user_settings(sessions.storage, ANN.id),
                     away_month=month_of(sessions.clock_.now), away_days=used)  # fmt: skip
    await settings.save_user_settings(sessions.storage, ANN.id, before)
    with pytest.raises(Refusal, match=refused):
        await sessions.go_away(ANN.id, days)
    assert await settings.user_settings(sessions.storage, ANN.id) == before
    assert "away" not in (await sessions.storage.get_game(game.id)).meta


async def test_going_away_twice_is_refused(sessions):
    await sessions.go_away(ANN.id, 2)
    with pytest.raises(Refusal, match="away-already"):
        await sessions.go_away(ANN.id, 1)
