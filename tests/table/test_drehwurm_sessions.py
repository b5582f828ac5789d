"""Drehwurm in the session layer: out-of-turn snaps, the snap window, computer reactions.

A real SQLite file and a hand-driven clock. Games are steered to a turn after which two players
can snap the just-turned pile (found by trying each regular play on the pure engine first).
"""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.domain.drehwurm import rules as dw
from bot.table.sessions import Sessions
from bot.table.types import Player, Refusal, Timing
from tests.table.harness import sessions_on

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")
WINDOW = 4.0
TURN = 120.0


@pytest.fixture
async def sessions(store_url):
    timing = Timing(turn_timeout=TURN, lobby_timeout=900, computer_delay=1, snap_window=WINDOW)
    async with sessions_on(store_url, timing, seed=11) as s:
        yield s


async def started(sessions, *players, computers=(), variant="standard"):
    game = await sessions.open_lobby(
        "drehwurm", guild_id=1, channel_id=60, host=players[0], options={"variant": variant}
    )
    for p in players[1:]:
        await sessions.join(game.id, p)
    for difficulty in computers:
        await sessions.add_computer(game.id, players[0].id, difficulty)
    return (await sessions.start(game.id, players[0].id)).game


def state_of(game) -> dw.DrehwurmState:
    return dw.state_from_json(game.state)


def snappers(state: dw.DrehwurmState, players, *, humans_only=True) -> list[int]:
    return [
        seat
        for seat in range(state.num_players)
        if dw.snaps(state, seat) and not (humans_only and players[seat]["computer"])
    ]


def opening_play(state: dw.DrehwurmState, wanted):
    """A regular play for the current seat after which `wanted(state after)` holds, or None."""
    seat = state.current
    plays = dw.regular_plays(state, seat) or [dw.CannotPlay(i) for i in range(len(state.piles))]
    for play in plays:
        after, _ = dw.apply(state, seat, play, random.Random(0))
        if after.match == state.match and wanted(after):
            return play
    return None


async def steer_to_window(sessions, game, want=2, wanted=None):
    """Play regular turns (as the current human, waiting out windows) until a play opens a window
    that `want` humans can snap (or for which `wanted(state)` holds); returns the game right after
    that play."""
    if wanted is None:

        def wanted(after):
            return len(snappers(after, game.players)) >= want

    clock = sessions.clock_
    for _ in range(400):
        state = state_of(game)
        assert not state.over
        seat = state.current
        player = game.players[seat]
        clock.now += WINDOW + 0.1
        if player["computer"]:
            clock.now = max(clock.now, game.deadline)
            outcomes = await sessions.run_due()
            game = outcomes[-1].game if outcomes else await sessions.game(game.id)
            continue
        play = opening_play(state, wanted)
        action = play or dw.timeout_action(state)
        outcome = await sessions.act(game.id, player["id"], game.step, action.to_json())
        game = outcome.game
        if play is not None:
            return game
    raise AssertionError("no turn opened the window wanted")


def snap_of(game, seat) -> dw.Snap:
    return dw.snaps(state_of(game), seat)[0]


async def test_the_first_snap_wins_and_the_later_one_keeps_its_card(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    game = await steer_to_window(sessions, game)
    window = game.meta["window"]
    assert window["step"] == game.step
    assert window["until"] == sessions.clock_.now + WINDOW
    first, second = snappers(state_of(game), game.players)[:2]
    snaps = {seat: snap_of(game, seat) for seat in (first, second)}
    results = await asyncio.gather(
        *(
            sessions.act(game.id, game.players[seat]["id"], window["step"], snaps[seat].to_json())
            for seat in (first, second)
        ),
        return_exceptions=True,
    )
    accepted = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(accepted) == 1 and len(refused) == 1
    assert isinstance(refused[0], Refusal) and refused[0].code == "out-of-turn-too-late"
    winner, loser = (first, second) if not isinstance(results[0], Exception) else (second, first)
    after = state_of(accepted[0].game)
    assert accepted[0].events[0]["type"] == "snapped" and accepted[0].events[0]["seat"] == winner
    assert snaps[loser].card in after.hands[loser]  # the loser keeps the card
    assert len(after.hands[loser]) == len(state_of(game).hands[loser])
    assert snaps[winner].card not in after.hands[winner]
    assert "window" not in accepted[0].game.meta
    stored = await sessions.storage.get_game(game.id)
    assert stored.state == accepted[0].game.state


async def test_a_snap_does_not_need_the_latest_step_but_the_windows(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    game = await steer_to_window(sessions, game, want=1)
    seat = snappers(state_of(game), game.players)[0]
    snap = snap_of(game, seat).to_json()
    user = game.players[seat]["id"]
    with pytest.raises(Refusal, match="out-of-turn-too-late"):  # an older window's button
        await sessions.act(game.id, user, game.step - 1, snap)
    outcome = await sessions.act(game.id, user, game.step, snap)
    assert outcome.events[0]["type"] == "snapped"


async def test_a_regular_turn_waits_for_the_window(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    game = await steer_to_window(sessions, game, want=1)
    clock = sessions.clock_
    state = state_of(game)
    mover = game.players[state.current]["id"]
    action = dw.timeout_action(state).to_json()
    clock.now += WINDOW - 0.5
    with pytest.raises(Refusal, match="illegal-window-open"):
        await sessions.act(game.id, mover, game.step, action)
    # Someone else's regular action inside the window is refused as not their turn.
    other = next(p["id"] for p in game.players if p["id"] != mover)
    with pytest.raises(Refusal, match="illegal-not-your-turn"):
        await sessions.act(game.id, other, game.step, action)
    assert (await sessions.game(game.id)).step == game.step
    clock.now += 0.6
    outcome = await sessions.act(game.id, mover, game.step, action)
    assert outcome.events[0]["seat"] == state.current
    # The regular turn closed the window: a snap for it now is too late.
    seat = snappers(state, game.players)[0]
    with pytest.raises(Refusal, match="out-of-turn-too-late"):
        await sessions.act(
            game.id, game.players[seat]["id"], game.step, dw.snaps(state, seat)[0].to_json()
        )


async def test_a_restart_keeps_the_window(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    game = await steer_to_window(sessions, game, want=1)
    clock = sessions.clock_
    fresh = Sessions(sessions.storage, sessions.timing, clock=clock, rng=random.Random(3))
    resumed = await fresh.game(game.id)
    assert resumed.meta["window"] == game.meta["window"]
    state = state_of(resumed)
    mover = resumed.players[state.current]["id"]
    clock.now += 1
    with pytest.raises(Refusal, match="illegal-window-open"):
        await fresh.act(game.id, mover, resumed.step, dw.timeout_action(state).to_json())
    seat = snappers(state, resumed.players)[0]
    outcome = await fresh.act(
        game.id,
        resumed.players[seat]["id"],
        game.meta["window"]["step"],
        snap_of(game, seat).to_json(),
    )
    assert outcome.events[0] == {**outcome.events[0], "type": "snapped", "seat": seat}


async def test_a_snap_keeps_the_turns_deadline(sessions):
    game = await started(sessions, ANN, BOB, CAT)
    game = await steer_to_window(sessions, game, want=1)
    deadline = game.deadline
    assert deadline == game.meta["window"]["turn_deadline"]
    sessions.clock_.now += 2
    seat = snappers(state_of(game), game.players)[0]
    outcome = await sessions.act(
        game.id, game.players[seat]["id"], game.step, snap_of(game, seat).to_json()
    )
    assert outcome.game.deadline == deadline


async def test_a_computer_snaps_after_a_reaction_time(sessions):
    game = await started(sessions, ANN, BOB, computers=["normal"])
    computer = next(s for s, p in enumerate(game.players) if p["computer"])
    game = await steer_to_window(
        sessions, game, wanted=lambda after: bool(dw.snaps(after, computer))
    )
    planned = game.meta["window"]["computer"]
    now = sessions.clock_.now
    assert planned["seat"] == computer
    assert now + 0.35 * WINDOW <= planned["at"] <= now + 0.85 * WINDOW
    assert game.deadline == planned["at"]
    sessions.clock_.now = planned["at"] - 0.01
    assert await sessions.run_due() == []
    sessions.clock_.now = planned["at"]
    [outcome] = await sessions.run_due()
    assert outcome.events[0]["type"] == "snapped" and outcome.events[0]["seat"] == computer
    assert outcome.game.deadline == game.meta["window"]["turn_deadline"]
    assert "window" not in outcome.game.meta


async def test_a_computers_regular_turn_waits_for_the_window_and_a_timeout_is_narrated(sessions):
    game = await started(sessions, ANN, BOB, computers=["easy"])
    clock = sessions.clock_
    for _ in range(60):  # let the deadlines play: timeouts for the humans, turns for the computer
        clock.now = max(clock.now, game.deadline)
        outcomes = await sessions.run_due()
        for outcome in outcomes:
            game = outcome.game
            seat = next(e["seat"] for e in outcome.events if "seat" in e)
            if game.players[seat]["computer"] or outcome.events[0]["type"] == "snapped":
                continue
            assert outcome.events[0] == {"type": "timed-out", "seat": seat}
        if game.status != "running":
            break
        window = game.meta.get("window")
        if window is not None:
            assert game.deadline <= window["turn_deadline"]
            assert window["turn_deadline"] >= window["until"]
    assert any(p.get("removed") for p in game.players)


def check_deadline(game, now: float) -> None:
    """A computer's turn comes after its delay (or the window); a human's after the timeout."""
    if game.status != "running":
        assert game.deadline is None
        return
    state = state_of(game)
    window = game.meta.get("window")
    turn_deadline = window["turn_deadline"] if window else game.deadline
    if game.players[state.current]["computer"]:
        assert turn_deadline <= now + WINDOW + 1, (game.meta, now)
    else:
        assert now < turn_deadline <= now + WINDOW + TURN, (game.meta, now)
    assert game.deadline <= turn_deadline


async def play_whole_game(sessions, rng: random.Random) -> int:
    """Humans snap whenever they can (mostly), the current human plays after the window, the
    computer plays and snaps through the deadlines; the deadline is checked after every change.
    Returns how many snaps ended a match that the computer then started."""
    game = await started(sessions, ANN, BOB, computers=["hard"])
    clock = sessions.clock_
    computer_next = 0
    for _ in range(1000):
        if game.status != "running":
            break
        state = state_of(game)
        window = game.meta.get("window")
        humans = snappers(state, game.players) if window else []
        if humans and rng.random() < 0.9:
            seat = rng.choice(humans)
            snap = rng.choice(dw.snaps(state, seat))
            outcome = await sessions.act(
                game.id, game.players[seat]["id"], window["step"], snap.to_json()
            )
            game = outcome.game
            ended = any(e["type"] == "match-ended" for e in outcome.events)
            if ended and game.status == "running":
                computer_next += bool(game.players[state_of(game).current]["computer"])
                if not game.players[state_of(game).current]["computer"]:
                    # A new match, a new turn: a fresh deadline, whoever starts it.
                    assert game.deadline == pytest.approx(clock.now + TURN)
        elif game.players[state.current]["computer"] or (window and window.get("computer")):
            clock.now = max(clock.now, game.deadline)
            [outcome] = await sessions.run_due()
            game = outcome.game
        else:
            clock.now = max(clock.now, window["until"]) if window else clock.now + 1
            action = rng.choice(dw.legal_actions(state, state.current))
            if isinstance(action, dw.Snap):
                action = dw.timeout_action(state)
            user = game.players[state.current]["id"]
            game = (await sessions.act(game.id, user, game.step, action.to_json())).game
        check_deadline(game, clock.now)
    assert game.status == "finished"
    return computer_next


async def test_whole_games_with_snaps_keep_sound_deadlines(sessions):
    """After every change the deadline fits whose turn it is; in particular a snap that ends a
    match gives the next match's first turn its own deadline (not the old turn's)."""
    rng = random.Random(4)
    found = 0
    for _ in range(80):
        found += await play_whole_game(sessions, rng)
        if found:
            break
    assert found


async def test_a_slow_read_does_not_bring_back_an_older_game(sessions, monkeypatch):
    """After a restart, a click and a deadline may load the same game at once: a read that
    finishes after the other caller's change must not replace the newer game in memory."""
    game = await started(sessions, ANN, BOB, CAT)
    fresh = Sessions(sessions.storage, sessions.timing, clock=sessions.clock_, rng=random.Random(1))
    original = sessions.storage.get_game
    reads = []

    async def get_game(game_id):
        reads.append(game_id)
        slow = len(reads) == 1
        record = await original(game_id)
        if slow:
            await asyncio.sleep(0.05)
        return record

    monkeypatch.setattr(sessions.storage, "get_game", get_game)
    slow_read = asyncio.create_task(fresh.game(game.id))
    await asyncio.sleep(0)
    state = state_of(game)
    mover = game.players[state.current]["id"]
    outcome = await fresh.act(game.id, mover, game.step, dw.timeout_action(state).to_json())
    await slow_read
    assert len(reads) == 2
    assert (await fresh.game(game.id)).step == outcome.game.step == game.step + 1


async def test_a_snap_that_ends_the_match_gives_the_next_match_a_fresh_deadline(sessions):
    """Even when the player whose turn it was also starts the next match."""
    game = await started(sessions, ANN, BOB, CAT)

    def snapper_other_than_current(after):
        return any(s != after.current for s in snappers(after, game.players))

    game = await steer_to_window(sessions, game, wanted=snapper_other_than_current)
    state = state_of(game)
    seat = next(s for s in snappers(state, game.players) if s != state.current)
    snap = snap_of(game, seat)
    # The snap card is the snapper's last one (so it ends the match), and the next match is
    # started by the player whose turn it is now.
    hands = list(state.hands)
    hands[seat] = (snap.card,)
    rigged = dw.DrehwurmState.from_json(
        {
            **state.to_json(),
            "hands": [list(h) for h in hands],
            "start_seat": (state.current - 1) % state.num_players,
        }
    )
    stored = await sessions.game(game.id)
    stored.state = rigged.to_json()
    await sessions.storage.save(stored, stored.step)
    old_deadline = stored.deadline

    sessions.clock_.now += 2
    outcome = await sessions.act(game.id, game.players[seat]["id"], stored.step, snap.to_json())
    after = state_of(outcome.game)
    assert any(e["type"] == "match-ended" for e in outcome.events)
    assert after.match == state.match + 1 and after.current == state.current
    assert outcome.game.deadline == pytest.approx(sessions.clock_.now + TURN)
    assert outcome.game.deadline > old_deadline
