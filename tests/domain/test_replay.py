"""Replaying games from their event log (bot/domain/replay.py) against the snapshots the sessions
stored.

Games are played through the real session layer on a SQLite file, with a hand-driven clock: humans
pick random legal moves (and snap in Drehwurm), a computer plays through the deadlines, and one
human lets their turns time out until they are removed. The snapshot after every step is kept;
the replay must pass through exactly those positions. A tampered log must not replay.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from bot.domain.draws import LogMismatch
from bot.domain.drehwurm import rules as dw
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.replay import LogTooOld, replay
from bot.storage.connect import open_store
from bot.table.sessions import Outcome, Player, Refusal, Sessions, Timing
from tests.table.clock import Clock

ANN, BOB, CAT = Player(1, "Ann"), Player(2, "Bob"), Player(3, "Cat")
TURN = 120.0
WINDOW = 4.0


@pytest.fixture
async def sessions(tmp_path):
    storage = await open_store(tmp_path / "games.db")
    clock = Clock()
    s = Sessions(
        storage,
        Timing(turn_timeout=TURN, lobby_timeout=900, computer_delay=1, snap_window=WINDOW),
        clock=clock,
        rng=random.Random(5),
    )
    s.clock_ = clock
    yield s
    await s.results_settled()
    await storage.close()


class Recorder:
    """The stored snapshot after every step of one game, by step."""

    def __init__(self) -> None:
        self.snapshots: dict[int, dict[str, Any]] = {}
        self.statuses: dict[int, str] = {}

    def note(self, outcome: Outcome) -> Outcome:
        game = outcome.game
        if game.state is not None:
            self.snapshots[game.step] = json.loads(json.dumps(game.state))
            self.statuses[game.step] = game.status
        return outcome


async def open_game(sessions, kind, options, humans, computers=()):
    game = await sessions.open_lobby(
        kind, guild_id=1, channel_id=70, host=humans[0], options=options
    )
    for p in humans[1:]:
        await sessions.join(game.id, p)
    await sessions.leave(game.id, humans[-1].id)  # lobby steps come before the start
    await sessions.join(game.id, humans[-1])
    for difficulty in computers:
        await sessions.add_computer(game.id, humans[0].id, difficulty)
    return await sessions.start(game.id, humans[0].id)


def legal_move(game, rng: random.Random) -> tuple[int, dict[str, Any]] | None:
    """(seat, action JSON) of a random legal regular move of the current seat, if a human's."""
    rules = hm if game.kind == "heckmeck" else dw
    state = rules.state_from_json(game.state)
    seat = rules.current_seat(state)
    if seat is None or game.players[seat]["computer"]:
        return None
    if game.kind == "heckmeck":
        moves = [a for a in hm.legal_actions(state, seat) if not isinstance(a, hm.Timeout)]
    else:
        moves = dw.regular_plays(state, seat) or [dw.CannotPlay(0)]
    return seat, rules.action_to_json(rng.choice(moves))


async def play_out(
    sessions, recorder: Recorder, game, rng, *, sleeper: int | None = None, settle: bool = True
):
    """Play until the game is over. `sleeper` (a user id) never moves: their turns time out.
    `settle`: also wait for the finished game's results to be recorded (as its ending does)."""
    clock = sessions.clock_
    for _ in range(5000):
        if not game.live:
            if settle:
                await sessions.results_recorded(game.id)
            return game
        state = (hm if game.kind == "heckmeck" else dw).state_from_json(game.state)
        if game.kind == "drehwurm" and game.meta.get("window"):
            snappers = [
                s
                for s in range(state.num_players)
                if dw.snaps(state, s) and not game.players[s]["computer"]
            ]
            if snappers and rng.random() < 0.5:
                seat = rng.choice(snappers)
                snap = rng.choice(dw.snaps(state, seat))
                game = recorder.note(
                    await sessions.act(
                        game.id,
                        game.players[seat]["id"],
                        game.meta["window"]["step"],
                        dw.action_to_json(snap),
                    )
                ).game
                continue
            clock.now = max(clock.now, game.meta["window"]["until"])
        move = legal_move(game, rng)
        if move is None or game.players[move[0]]["id"] == sleeper:
            clock.now = max(clock.now, game.deadline or clock.now)
            outcomes = await sessions.run_due()
            for outcome in outcomes:
                recorder.note(outcome)
            game = await sessions.game(game.id) if not outcomes else outcomes[-1].game
            continue
        seat, action = move
        try:
            outcome = await sessions.act(game.id, game.players[seat]["id"], game.step, action)
        except Refusal as refusal:
            if refusal.code != "illegal-window-open":
                raise
            clock.now += WINDOW
            continue
        game = recorder.note(outcome).game
    raise AssertionError("the game did not end")


async def check_replay(sessions, recorder: Recorder, game_id: int):
    record = await sessions.storage.get_game(game_id)
    rebuilt = replay(record, await sessions.storage.events_of(game_id))
    steps = [p.step for p in rebuilt.positions]
    assert steps == sorted(recorder.snapshots), "a position for every step from the start on"
    for position in rebuilt.positions:
        assert position.state.to_json() == recorder.snapshots[position.step], position.step
        assert position.status == recorder.statuses[position.step]
    return rebuilt


async def test_a_heckmeck_game_replays_through_every_stored_position(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB, CAT], ["normal"])
    )
    game = await play_out(sessions, recorder, started.game, random.Random(3), sleeper=CAT.id)
    assert game.status == "finished"
    assert any(p.get("removed") for p in game.players), "Cat timed out until removed"
    rebuilt = await check_replay(sessions, recorder, game.id)
    assert len(rebuilt.positions) > 30
    # The removal shows from its step on, not before.
    cat = next(s for s, p in enumerate(game.players) if p["id"] == CAT.id)
    flags = [p.players[cat]["removed"] for p in rebuilt.positions]
    assert not flags[0] and flags[-1] and flags == sorted(flags)
    # "Next turn" lands on the first position of the next player's turn.
    first = rebuilt.next_turn(0)
    assert rebuilt.positions[first].state.current != rebuilt.positions[0].state.current
    assert all(
        p.state.current == rebuilt.positions[0].state.current for p in rebuilt.positions[:first]
    )
    assert rebuilt.next_turn(len(rebuilt.positions) - 1) == len(rebuilt.positions) - 1


async def test_a_drehwurm_game_with_snaps_replays_through_every_stored_position(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "drehwurm", {"variant": "standard"}, [ANN, BOB], ["hard"])
    )
    game = await play_out(sessions, recorder, started.game, random.Random(8))
    assert game.status == "finished"
    log = await sessions.storage.events_of(game.id)
    assert any(row["action"]["type"] == "snap" for row in log)
    rebuilt = await check_replay(sessions, recorder, game.id)
    matches = {p.state.match for p in rebuilt.positions}
    assert matches == {1, 2, 3}, "every match was dealt again from the logged shuffles"


async def test_an_abandoned_game_replays_to_its_stop(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "heckmeck", {"edition": "junior"}, [ANN, BOB])
    )
    game = started.game
    for _ in range(5):
        seat, action = legal_move(game, random.Random(1))
        game = recorder.note(
            await sessions.act(game.id, game.players[seat]["id"], game.step, action)
        ).game
    recorder.note(await sessions.stop(game.id, ANN.id, may_manage=False))
    rebuilt = await check_replay(sessions, recorder, game.id)
    assert rebuilt.positions[-1].status == "abandoned"
    assert rebuilt.positions[-1].events == [{"type": "stopped", "by": ANN.id}]


async def finished_heckmeck(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
    )
    game = await play_out(sessions, recorder, started.game, random.Random(4))
    return await sessions.storage.get_game(game.id), await sessions.storage.events_of(game.id)


def first_roll(log):
    return next(row for row in log if row["action"]["type"] == "roll")


@pytest.mark.parametrize(
    "tamper",
    [
        pytest.param(lambda log: first_roll(log)["action"]["draws"].__setitem__(0, 9), id="die"),
        pytest.param(lambda log: first_roll(log)["action"].pop("draws"), id="dice-removed"),
        pytest.param(lambda log: log.pop(len(log) // 2), id="row-deleted"),
        pytest.param(
            lambda log: first_roll(log)["events"][0].__setitem__("dice", ["worm"] * 8),
            id="event-text",
        ),
        pytest.param(
            lambda log: log[-1].__setitem__("actor_id", log[-2]["actor_id"] + 1000), id="actor"
        ),
    ],
)
async def test_a_tampered_log_does_not_replay(sessions, tamper):
    record, log = await finished_heckmeck(sessions)
    replay(record, log)  # untouched, it replays
    tamper(log)
    with pytest.raises(LogMismatch):
        replay(record, log)


async def test_a_tampered_snapshot_does_not_match_its_log(sessions):
    record, log = await finished_heckmeck(sessions)
    record.state = {**record.state, "steals": [5, 5]}
    with pytest.raises(LogMismatch, match="snapshot"):
        replay(record, log)


def without_draws(log):
    for row in log:
        row["action"].pop("draws", None)
    return log


async def test_a_heckmeck_log_from_before_the_draws_replays_from_its_rolls(sessions):
    record, log = await finished_heckmeck(sessions)
    old_log = without_draws(copy.deepcopy(log))
    assert any("draws" in row["action"] for row in log)
    old = replay(record, old_log)
    assert [p.state for p in old.positions] == [p.state for p in replay(record, log).positions]
    first_roll(old_log)["events"][0]["dice"][0] = "7"  # not a face of the dice
    with pytest.raises(LogMismatch, match="face"):
        replay(record, old_log)


async def test_a_drehwurm_log_from_before_the_draws_cannot_be_dealt_again(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "drehwurm", {"variant": "beginners"}, [ANN, BOB, CAT])
    )
    record = await sessions.storage.get_game(started.game.id)
    with pytest.raises(LogTooOld):
        replay(record, without_draws(await sessions.storage.events_of(record.id)))


async def test_replays_in_memory_are_reused_only_while_the_game_is_unchanged(sessions):
    from cogs.replay import RecentReplays

    record, log = await finished_heckmeck(sessions)
    recent = RecentReplays(size=1)
    assert recent.get(record) is None
    kept = recent.keep(replay(record, log))
    assert recent.get(record) is kept
    pruned = await sessions.storage.get_game(record.id)
    pruned.meta["log_pruned_at"] = 1.0
    assert recent.get(pruned) is None  # pruned since: the log is read again (and is gone)
    deleted = await sessions.storage.get_game(record.id)
    deleted.players[0] = {**deleted.players[0], "id": -1_000_000_000, "name": ""}
    assert recent.get(deleted) is None  # a player deleted since: no name of theirs is kept
    other = await finished_heckmeck(sessions)
    recent.keep(replay(*other))
    assert recent.get(record) is None  # only the latest `size` are kept


COUNTS = ("piles_eaten", "snaps_won", "turns")


async def test_a_drehwurm_game_started_before_its_counts_replays_without_them(sessions):
    recorder = Recorder()
    started = recorder.note(
        await open_game(sessions, "drehwurm", {"variant": "beginners"}, [ANN, BOB], ["hard"])
    )
    game = await play_out(sessions, recorder, started.game, random.Random(2))
    record = await sessions.storage.get_game(game.id)
    log = await sessions.storage.events_of(game.id)
    assert all(key in record.state for key in COUNTS)
    assert sum(record.state["turns"]) > 0
    counted = replay(record, log)
    assert all("turns" in p.state.to_json() for p in counted.positions)

    # The code before the counts wrote the same log and a snapshot without them.
    old = copy.deepcopy(record)
    old.state = {k: v for k, v in record.state.items() if k not in COUNTS}
    uncounted = replay(old, log)
    assert all("turns" not in p.state.to_json() for p in uncounted.positions)
    assert [p.events for p in uncounted.positions] == [p.events for p in counted.positions]

    # Counts still have to agree where the snapshot has them.
    wrong = copy.deepcopy(record)
    wrong.state["turns"] = [0] * len(wrong.state["turns"])
    with pytest.raises(LogMismatch, match="snapshot"):
        replay(wrong, log)
