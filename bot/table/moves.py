"""Moves of a running game: a player's action or the timer's, checked, applied by the rules engine
and settled (the new state, the deadline and the out-of-turn window it calls for); and the other
requests of a running game (stop, a hint)."""

from __future__ import annotations

from typing import Any, cast

from bot.domain.draws import RecordingRandom, with_draws
from bot.domain.errors import IllegalAction
from bot.domain.games import GameKind, kind
from bot.domain.hints import assisted_by, hints_on
from bot.domain.records import GameRecord
from bot.domain.replay import DROPPED, QUIT
from bot.domain.takeover import (
    TAKEOVER_ACTION,
    hand_over,
    takeover_event,
    takeover_level,
)
from bot.domain.turn_times import missed_turns_limit, turn_seconds
from bot.table import window as windows
from bot.table.changes import note_change
from bot.table.clocks import settle_clock
from bot.table.context import TableJob
from bot.table.live import copy, keep_recent, player_to_change, seat_of
from bot.table.types import Outcome, Refusal, Timing


def turn_deadline(
    record: GameRecord, game_kind: GameKind, state: Any, timing: Timing, now: float
) -> float | None:
    """When the turn that `state` gives to someone runs out (a computer's: when it plays)."""
    seat = game_kind.rules.current_seat(state)
    if seat is None:
        return None
    if record.players[seat]["computer"]:
        return now + timing.computer_delay
    return now + turn_seconds(record.meta, timing.turn_timeout)


def logged(move: object) -> bool:
    """Whether `move` is an action's logged JSON rather than the engine's own value."""
    return isinstance(move, dict)


class Moves(TableJob):
    async def act(self, game_id: int, user_id: int, step: int, move: object) -> Outcome:
        """Apply a player's move, if `step` is still the game's step (else it is stale). `move`
        is a value of the game's rules engine, or its logged JSON (read by the engine); the
        engine refuses a value that is not one of its actions."""
        live = self.live
        async with live.running(game_id) as record:
            seat = seat_of(record, user_id)
            if seat is None:
                raise Refusal("not-a-player")
            game_kind = kind(record.kind)
            try:
                action = game_kind.action(cast("dict[str, Any]", move)) if logged(move) else move
            except IllegalAction as refused:
                raise Refusal(f"illegal-{refused.code}", **refused.params) from refused
            windows.check_timing(
                record,
                game_kind,
                seat,
                action,
                step,
                now=self.clock(),
                current_seat=lambda: game_kind.rules.current_seat(live.state_of(record, game_kind)),
            )
            return await self.apply(record, game_kind, seat, action)

    async def apply(
        self,
        record: GameRecord,
        game_kind: GameKind,
        seat: int,
        action: Any,
        *,
        by_timer: bool = False,
    ) -> Outcome:
        """Apply `action` of `seat` to the game (the caller holds the channel's lock)."""
        state = self.live.state_of(record, game_kind)
        dice = RecordingRandom(self.rng)  # stored with the action, so the game can be replayed
        try:
            new_state, events = game_kind.rules.apply(state, seat, action, dice)
        except IllegalAction as refused:
            raise Refusal(f"illegal-{refused.code}", **refused.params) from refused
        updated = copy(record)
        player = updated.players[seat]
        handover: str | None = None  # the difficulty that takes over a seat out of turns
        if not by_timer:
            if player.get("missed"):
                player_to_change(updated, seat)["missed"] = 0
        elif not player["computer"]:
            player = player_to_change(updated, seat)
            if not any(e.get("type") == "timed-out" for e in events):
                events = [{"type": "timed-out", "seat": seat}, *events]
            player["missed"] = player.get("missed", 0) + 1
            limit = missed_turns_limit(record.meta)
            if player["missed"] >= limit and not game_kind.rules.is_over(new_state):
                level = takeover_level(record.meta)
                if level is None:
                    new_state, removed = game_kind.rules.remove_player(new_state, seat)
                    player["removed"] = True
                    events = events + removed
                else:
                    handover = level
        same_turn = game_kind.turn_of(new_state) == game_kind.turn_of(state)
        self._settle(
            updated,
            game_kind,
            new_state,
            out_of_turn=game_kind.out_of_turn(action),
            same_turn=same_turn,
        )
        settle_clock(updated, game_kind, new_state, self.clock(), same_turn=same_turn)
        if not same_turn:
            updated.meta["turn_no"] = updated.meta.get("turn_no", 1) + 1
        if handover is not None:  # from the turn after the one missed
            turn = updated.meta["turn_no"]
            updated.players[seat] = hand_over(player, handover, turn)
            events = [*events, takeover_event(seat, handover, turn, "missed")]
        keep_recent(updated, events)
        await self.live.commit(
            updated,
            actor_id=player["id"],
            action=with_draws(game_kind.rules.action_to_json(action), dice.draws),
            events=events,
            state=new_state,
        )
        return Outcome(updated, events)

    def _settle(
        self,
        record: GameRecord,
        game_kind: GameKind,
        state: Any,
        *,
        out_of_turn: bool = False,
        same_turn: bool = False,
    ) -> None:
        """Store the new state, and set the deadline and the out-of-turn window it calls for."""
        record.state = state.to_json()
        window = record.meta.pop("window", None)
        if game_kind.rules.is_over(state):
            record.status = "finished"
            record.ended_at = self.clock()
            record.deadline = None
            return
        if out_of_turn and same_turn and window is not None:
            # An out-of-turn play leaves the turn's clock as it was (unless it ended the match
            # and someone else starts the next).
            deadline = window["turn_deadline"]
        else:
            deadline = turn_deadline(record, game_kind, state, self.timing, self.clock())
        record.deadline = deadline
        if deadline is None or not game_kind.window_open(state):
            return
        if out_of_turn and window is not None:
            window.pop("computer", None)
        else:
            window = windows.open_window(
                record,
                game_kind,
                state,
                deadline,
                now=self.clock(),
                snap_window=self.timing.snap_window,
                rng=self.rng,
            )
        record.meta["window"] = window
        record.deadline = windows.deadline_with(window)

    async def stop(self, game_id: int, user_id: int, *, may_manage: bool) -> Outcome:
        """End a game early for its host or a moderator; it is recorded as abandoned."""
        async with self.live.locked(game_id) as record:
            if not record.live:
                raise Refusal("game-not-running")
            if not may_manage:
                # A tournament's table is not its first player's to end: only a moderator's.
                if "tournament" in record.meta:
                    raise Refusal("tournament-refused-stop-table")
                if user_id != record.host_id:
                    raise Refusal("stop-not-allowed")
            updated = copy(record)
            updated.status = "abandoned" if record.status == "running" else "cancelled"
            updated.deadline = None
            updated.meta.pop("window", None)
            updated.ended_at = self.clock()
            events = [{"type": "stopped", "by": user_id}]
            keep_recent(updated, events)
            await self.live.commit(
                updated, actor_id=user_id, action={"type": "stop"}, events=events
            )
            return Outcome(updated, events, reason="stopped")

    async def remove_seat(self, game_id: int, user_id: int) -> Outcome | None:
        """Take a player out of a running game as one who missed too many turns is taken out:
        their turn, if it is theirs, ends as a timed-out turn first. None if the game is not
        running or the player is not (or no longer) in it."""
        async with self.live.locked(game_id) as record:
            seat = seat_of(record, user_id)
            if record.status != "running" or seat is None or record.players[seat].get("removed"):
                return None
            return await self._remove(record, seat, user_id)

    async def leave_seat(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        """A player leaves a running game: a computer of the table's takeover difficulty plays
        on in their seat (bot/domain/takeover.py), or, without one, the seat is removed as
        `remove_seat` removes it. `step`: the game's step the player confirmed at, if any (a
        confirmation of an older step is stale)."""
        live = self.live
        async with live.running(game_id) as record:
            seat = seat_of(record, user_id)
            if seat is None or record.players[seat].get("removed"):
                raise Refusal("leave-not-seated")
            if step is not None and step != record.step:
                raise Refusal("stale-button")
            level = takeover_level(record.meta)
            if level is None:
                return await self._remove(record, seat, user_id, left=True)
            game_kind = kind(record.kind)
            state = live.state_of(record, game_kind)
            updated = copy(record)
            turn = record.meta.get("turn_no", 1)
            updated.players[seat] = hand_over(record.players[seat], level, turn)
            events = [takeover_event(seat, level, turn, "left")]
            if game_kind.rules.current_seat(state) == seat:  # the computer plays on at once
                deadline = turn_deadline(updated, game_kind, state, self.timing, self.clock())
                window = updated.meta.get("window")
                if window is not None:
                    updated.meta["window"] = {**window, "turn_deadline": deadline}
                    deadline = windows.deadline_with(updated.meta["window"])
                updated.deadline = deadline
            keep_recent(updated, events)
            await live.commit(
                updated, actor_id=user_id, action=dict(TAKEOVER_ACTION), events=events
            )
            return Outcome(updated, events, reason="left")

    async def _remove(
        self, record: GameRecord, seat: int, actor_id: int, *, left: bool = False
    ) -> Outcome:
        """Remove `seat` (the caller holds the channel's lock); `left`: its player chose to."""
        live = self.live
        game_kind = kind(record.kind)
        state = live.state_of(record, game_kind)
        rules = game_kind.rules
        dice = RecordingRandom(self.rng)
        if rules.current_seat(state) == seat:
            action = rules.timeout_action(state)
            new_state, events = rules.apply(state, seat, action, dice)
            if not any(e.get("type") == "timed-out" for e in events):
                events = [{"type": "timed-out", "seat": seat}, *events]
            logged = with_draws(rules.action_to_json(action), dice.draws)
        else:
            new_state, events = state, []
            logged = dict(DROPPED)
        if not rules.is_over(new_state):
            new_state, removed = rules.remove_player(new_state, seat)
            events = events + removed
        if left:  # told as a leave, not as missed turns
            events = [{**QUIT, "seat": seat}, *events]
        updated = copy(record)
        player_to_change(updated, seat)["removed"] = True
        if left:
            player_to_change(updated, seat)["quit"] = True
        same_turn = game_kind.turn_of(new_state) == game_kind.turn_of(state)
        self._settle(updated, game_kind, new_state, out_of_turn=same_turn, same_turn=same_turn)
        if same_turn and updated.live and "window" not in record.meta:
            updated.deadline = record.deadline  # the player on turn keeps their clock
        settle_clock(updated, game_kind, new_state, self.clock(), same_turn=same_turn)
        if not same_turn:
            updated.meta["turn_no"] = updated.meta.get("turn_no", 1) + 1
        keep_recent(updated, events)
        await live.commit(
            updated, actor_id=actor_id, action=logged, events=events, state=new_state
        )
        return Outcome(updated, events, reason="left" if left else "removed")

    async def extend_turn(self, game_id: int, seconds: float) -> Outcome | None:
        """Give the player on turn of a running game `seconds` more (not a game step). None if
        nobody human is on turn."""
        live = self.live
        async with live.locked(game_id) as record:
            if record.status != "running" or record.deadline is None:
                return None
            game_kind = kind(record.kind)
            seat = game_kind.rules.current_seat(live.state_of(record, game_kind))
            if seat is None or record.players[seat]["computer"]:
                return None
            updated = copy(record)
            window = updated.meta.get("window")
            held = updated.meta.get("hold")
            if held is not None:  # the clock stands: the turn gets more once it runs again
                updated.meta["hold"] = {**held, "deadline": held["deadline"] + seconds}
            elif window is not None:
                window = {**window, "turn_deadline": window["turn_deadline"] + seconds}
                updated.meta["window"] = window
                updated.deadline = windows.deadline_with(window)
            else:
                updated.deadline = record.deadline + seconds
            await live.save_meta(updated)
            live.keep(updated)
            note_change(game_id)
            return Outcome(updated, reason="extended")

    async def use_hint(self, game_id: int, user_id: int) -> GameRecord:
        """Someone asks for the 💡 Odds of a running game that allows hints. The player on turn
        who does makes the game assisted (not rated); anyone else, a player waiting for their
        turn included, only looks on. Not a game step."""
        async with self.live.running(game_id) as record:
            if not hints_on(record):
                raise Refusal("hints-off")
            game_kind = kind(record.kind)
            seat = game_kind.rules.current_seat(self.live.state_of(record, game_kind))
            used = assisted_by(record)
            if seat is not None and seat == seat_of(record, user_id) and user_id not in used:
                record.meta["assisted"] = [*used, user_id]
                await self.live.save_meta(record)
                note_change(game_id)
            return record
