"""A stored game rebuilt from its event log through the rules engine, position by position.

Nothing is taken from stored text: the start is dealt again with the logged draws, every move is
applied again with the draws of its step, and the engine's events must be the logged ones. The
replay ends where the stored snapshot stands, or raises LogMismatch saying where the log and the
engine part. So a replay is also a check of the log (`python -m bot check` runs one per game).

The table layer writes the log (bot/table/live.py, commit): lobby steps ("joined", "left",
"computer-added"), then "started" with the deal's draws, then one row per move (actor, action
with its draws, events), ending with the move that finishes the game, or "stop" (abandoned),
"cancelled" or "expire".
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from bot.domain.draws import DRAWS_KEY, LogMismatch, ReplayRandom, split_draws
from bot.domain.errors import IllegalAction
from bot.domain.games import GameKind, kind
from bot.domain.records import GameRecord
from bot.domain.running_log import add_recent
from bot.domain.takeover import TAKEN_OVER, TAKEOVER_ACTION, hand_over, takeover_event

PRUNED_KEY = "log_pruned_at"  # in a game's meta once `python -m bot prune` deleted its log
LOBBY_STEPS = frozenset({"joined", "left", "computer-added"})
UNSTARTED_ENDS = {"cancelled": "cancelled", "expire": "expired", "stop": "cancelled"}
STOPPED = {"type": "stop"}  # /… stop by the host or a moderator (a Heckmeck take has a tile)
# A tournament's organiser dropped the actor while another player was on turn (dropped on their
# own turn, the turn times out first and is logged as a timed-out turn with the removal).
DROPPED = {"type": "drop"}
# A player left the game of their own accord: the first event of the step that removes them (a
# mark of the table's, as "timed-out" is; the engine's own events follow it).
QUIT = {"type": "quit"}


class LogPruned(Exception):
    """The game's event log was deleted by the retention setting; its result is kept."""


class LogTooOld(Exception):
    """The game was logged before the draws were stored, and its deal cannot be rebuilt."""


@dataclass(frozen=True)
class Position:
    """The game after one logged step: the engine's state, what the step did, who sat where."""

    step: int
    state: Any
    events: list[dict[str, Any]]
    players: list[dict[str, Any]]
    status: str  # running, finished or abandoned


@dataclass(frozen=True)
class Replay:
    record: GameRecord
    positions: list[Position]  # from the start of play; empty if the game never started

    @property
    def kind(self) -> GameKind:
        return kind(self.record.kind)

    def position_record(self, index: int) -> GameRecord:
        """The game as it stood at position `index`, in the form the board renderers draw."""
        position = self.positions[index]
        recent: list[dict[str, Any]] = []  # the board's running log, as the session kept it
        for earlier in self.positions[1 : index + 1]:
            recent = add_recent(recent, earlier.events, earlier.step)
        return replace(
            self.record,
            status=position.status,
            players=[dict(p) for p in position.players],
            state=position.state.to_json(),
            step=position.step,
            meta={},
            recent=recent,
            deadline=None,
        )

    def next_turn(self, index: int) -> int:
        """The first position after `index` in another turn (the last position if none)."""
        turn_of = self.kind.turn_of
        here = turn_of(self.positions[index].state)
        for later in range(index + 1, len(self.positions)):
            if turn_of(self.positions[later].state) != here:
                return later
        return len(self.positions) - 1

    def seat_of(self, user_id: int) -> int | None:
        for seat, player in enumerate(self.record.players):
            if player["id"] == user_id and not player.get("computer"):
                return seat
        return None


def _plain(value: Any) -> Any:
    """As stored: JSON types only (tuples become lists)."""
    return json.loads(json.dumps(value))


def replay(record: GameRecord, log: list[dict[str, Any]]) -> Replay:
    """Rebuild `record` from `log` (storage's `events_of`); LogMismatch if they disagree.

    Log rows after the record's step (written while this was read) are left out.
    """
    log = [row for row in log if row["step"] <= record.step]
    if not log and record.meta.get(PRUNED_KEY):
        raise LogPruned(f"game {record.id}: the event log was pruned")
    steps = [row["step"] for row in log]
    if steps != list(range(1, record.step + 1)):
        missing = sorted(set(range(1, record.step + 1)) - set(steps))
        raise LogMismatch(f"the log lacks steps {missing[:5]} of 1..{record.step}")
    # Logs written before the draws were stored have none at all (a log with some is not old).
    old = not any(DRAWS_KEY in row["action"] for row in log)
    return _Replayer(record, old).run(log)


class _Replayer:
    def __init__(self, record: GameRecord, old: bool = False) -> None:
        self.record = record
        self.old = old
        self.kind = kind(record.kind)
        self.status = "lobby"
        self.state: Any = None
        self.players: list[dict[str, Any]] = []
        self.positions: list[Position] = []

    def run(self, log: list[dict[str, Any]]) -> Replay:
        for row in log:
            if self.status not in ("lobby", "running"):
                raise LogMismatch(f"step {row['step']} comes after the game ended")
            try:
                self._step(row)
            except LogMismatch as exc:
                raise LogMismatch(f"step {row['step']}: {exc}") from None
        self._agrees_with_snapshot()
        return Replay(self.record, self.positions)

    def _step(self, row: dict[str, Any]) -> None:
        action, draws = split_draws(row["action"])
        what = action.get("type")
        if self.status == "lobby":
            if what in LOBBY_STEPS:
                return
            if what in UNSTARTED_ENDS:
                self.status = UNSTARTED_ENDS[what]
                return
            if what != "started":
                raise LogMismatch(f"a {what!r} before the game started")
            self._start(row["step"], draws)
            return
        if action == STOPPED:
            self.status = "abandoned"
            self._add(row["step"], _plain(row["events"]))
            return
        if action == DROPPED:
            self._drop(row)
            return
        if action == TAKEOVER_ACTION:
            self._take_over(row)
            return
        self._move(row, action, draws)

    def _seat_of_actor(self, row: dict[str, Any]) -> int:
        seat = next((s for s, p in enumerate(self.players) if p["id"] == row["actor_id"]), None)
        if seat is None:
            raise LogMismatch(f"the actor {row['actor_id']} is not a player")
        return seat

    def _take_over(self, row: dict[str, Any]) -> None:
        """A player left their seat to a computer: the game itself is unchanged."""
        seat = self._seat_of_actor(row)
        logged = row["events"]
        handed = logged[0] if len(logged) == 1 else {}
        if handed.get("type") != TAKEN_OVER or handed != takeover_event(
            seat, handed.get("level", ""), handed.get("turn", 0), "left"
        ):
            raise LogMismatch(f"the takeover's events {logged} are not one of the seat {seat}")
        self.players[seat] = hand_over(self.players[seat], handed["level"], handed["turn"])
        self._add(row["step"], logged)

    @staticmethod
    def _left_mark(seat: int, logged: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The table's "quit" mark the logged events of `seat` begin with, if any."""
        left = {**QUIT, "seat": seat}
        return [left] if logged[:1] == [left] else []

    def _drop(self, row: dict[str, Any]) -> None:
        seat = next((s for s, p in enumerate(self.players) if p["id"] == row["actor_id"]), None)
        if seat is None:
            raise LogMismatch(f"the dropped {row['actor_id']} is not a player")
        state, removed = self.kind.rules.remove_player(self.state, seat)
        quit_mark = self._left_mark(seat, row["events"])
        removed = quit_mark + _plain(removed)
        if removed != row["events"]:
            raise LogMismatch(f"the engine's events {removed} differ from the logged drop")
        self.players[seat] = {**self.players[seat], "removed": True} | (
            {"quit": True} if quit_mark else {}
        )
        self.state = state
        if self.kind.rules.is_over(state):
            self.status = "finished"
        self._add(row["step"], row["events"])

    def _start(self, step: int, draws: list[Any]) -> None:
        rng = ReplayRandom(draws)
        options = self.kind.options_from_json(self.record.options)
        try:
            self.state = self.kind.rules.new_game(len(self.record.players), options, rng)
        except IllegalAction as exc:
            raise LogMismatch(f"the engine refuses to start the game: {exc}") from None
        except LogMismatch:
            if self.old:
                raise LogTooOld(f"game {self.record.id} was logged without its deal") from None
            raise
        if rng.left:
            raise LogMismatch(f"{rng.left} logged draws of the deal were not used")
        self.state = self.kind.replay_start(self.state, self.record.state)
        self.players = [{**p, "removed": False, "missed": 0} for p in self.record.players]
        self.status = "running"
        self._add(step, [])

    def _move(self, row: dict[str, Any], action_json: dict[str, Any], draws: list[Any]) -> None:
        seat = next((s for s, p in enumerate(self.players) if p["id"] == row["actor_id"]), None)
        if seat is None:
            raise LogMismatch(f"the actor {row['actor_id']} is not a player")
        rules = self.kind.rules
        if self.old and self.kind.draws_from_events is not None:
            options = self.kind.options_from_json(self.record.options)
            draws = self.kind.draws_from_events(options, row["events"])
        rng = ReplayRandom(draws)
        try:
            action = self.kind.action(action_json)
            state, events = rules.apply(self.state, seat, action, rng)
        except IllegalAction as exc:
            raise LogMismatch(f"the engine refuses {action_json}: {exc}") from None
        if rng.left:
            raise LogMismatch(f"{rng.left} logged draws were not used")
        left = self._left_mark(seat, row["events"])
        logged = row["events"][len(left) :]
        events = _plain(events)
        timed_out = {"type": "timed-out", "seat": seat}
        if logged[:1] == [timed_out] and events[:1] != [timed_out]:
            events = [timed_out, *events]  # the session marks a turn ended by its deadline
        if len(logged) > len(events) and logged[len(events)].get("type") == "removed":
            state, removed = rules.remove_player(state, seat)  # three missed turns, or quit
            events += _plain(removed)
            self.players[seat] = {**self.players[seat], "removed": True} | (
                {"quit": True} if left else {}
            )
        if len(logged) > len(events) and logged[len(events)].get("type") == TAKEN_OVER:
            handed = logged[len(events)]  # missed too many turns: a computer plays on
            events.append(takeover_event(seat, handed["level"], handed["turn"], "missed"))
            self.players[seat] = hand_over(self.players[seat], handed["level"], handed["turn"])
        if events != logged:
            raise LogMismatch(f"the engine's events {events} differ from the logged {logged}")
        self.state = state
        if rules.is_over(state):
            self.status = "finished"
        self._add(row["step"], left + events)

    def _add(self, step: int, events: list[dict[str, Any]]) -> None:
        players = [dict(p) for p in self.players]
        self.positions.append(Position(step, self.state, events, players, self.status))

    def _agrees_with_snapshot(self) -> None:
        record = self.record
        if self.status != record.status:
            raise LogMismatch(f"the log ends {self.status}, the stored game is {record.status}")
        replayed = None if self.state is None else _plain(self.state.to_json())
        if replayed != record.state:
            raise LogMismatch("the replayed position differs from the stored snapshot")
