"""Passed deadlines: lobbies expire, idle turns time out, computers play their turns and their
planned out-of-turn plays, held clocks run again (clocks.py)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from bot.domain.games import GameKind, kind
from bot.domain.records import GameRecord
from bot.observability.faults import fault_point
from bot.observability.logs import game_scope
from bot.sharding import ShardSet
from bot.table import window as windows
from bot.table.clocks import Clocks
from bot.table.live import LiveGames, copy
from bot.table.measures import MEASURES
from bot.table.moves import Moves
from bot.table.notifications import Notifications
from bot.table.types import Outcome, Refusal

log = logging.getLogger(__name__)

CATCH_UP_AT_MOST = 4  # deadlines handled for one press (answered within 3 s); then the loop


class Timers:
    def __init__(
        self,
        live: LiveGames,
        moves: Moves,
        clocks: Clocks,
        notifications: Notifications,
        clock: Callable[[], float],
        shards: ShardSet | None = None,
    ) -> None:
        self.live = live
        self.moves = moves
        self.clocks = clocks
        self.notifications = notifications
        self.clock = clock
        self.shards = shards

    async def run_due(self) -> list[Outcome]:
        """Handle every passed deadline: expire lobbies, time out turns, play computer turns."""
        outcomes: list[Outcome] = []
        for game_id, step, deadline in await self.live.storage.due_games(
            self.clock(), shards=self.shards
        ):
            MEASURES.deadline_lag.observe(max(0.0, self.clock() - deadline))
            with game_scope():
                try:
                    outcome = await self._handle_deadline(game_id, step)
                except Exception:
                    log.exception("Handling the deadline of game %s failed", game_id)
                    continue
                if outcome is not None:
                    fault_point("game.deadline.fired")
                    outcomes.append(outcome)
                    self.notifications.notify(outcome)
        return outcomes

    async def catch_up(self, game_id: int) -> list[Outcome]:
        """Handle the passed deadlines of one game now, as the loop would: a press on a table that
        nothing could show a timed-out turn on is judged on the game as it then stands."""
        outcomes: list[Outcome] = []
        for _ in range(CATCH_UP_AT_MOST):  # a held clock may run again, then time out
            record = await self.live.game(game_id)
            if record.deadline is None or record.deadline > self.clock():
                break
            if self._computer_on_turn(record):  # its moves take time: the loop plays them
                break
            try:
                outcome = await self._handle_deadline(game_id, record.step)
            except Exception:  # the loop tries again; the press goes on
                log.exception("Handling the deadline of game %s at a press failed", game_id)
                break
            if outcome is None:
                break
            outcomes.append(outcome)
            self.notifications.notify(outcome)
        return outcomes

    def _computer_on_turn(self, record: GameRecord) -> bool:
        if record.status != "running":
            return False
        game_kind = kind(record.kind)
        seat = game_kind.rules.current_seat(self.live.state_of(record, game_kind))
        return seat is not None and bool(record.players[seat].get("computer"))

    async def _handle_deadline(self, game_id: int, step: int) -> Outcome | None:
        live = self.live
        async with live.locked(game_id) as record:
            if record.step != step or record.deadline is None or record.deadline > self.clock():
                return None  # somebody moved first
            game_kind = kind(record.kind)
            if record.status == "lobby":
                updated = copy(record)
                updated.status = "expired"
                updated.deadline = None
                updated.ended_at = self.clock()
                events = [{"type": "expired"}]
                await live.commit(updated, actor_id=None, action={"type": "expire"}, events=events)
                return Outcome(updated, events, reason="expired")
            held = await self.clocks.at_deadline(record, game_kind)
            if held is not None:  # a paused table's or an away player's clock
                return held
            window: dict[str, Any] = record.meta.get("window") or {}
            planned: dict[str, Any] | None = window.get("computer")
            if planned is not None and planned["at"] <= self.clock():
                return await self._computer_out_of_turn(record, game_kind, planned)
            state = live.state_of(record, game_kind)
            seat = game_kind.rules.current_seat(state)
            if seat is None:  # nobody's turn: a finished game keeps no deadline
                return None
            player: dict[str, Any] = record.players[seat]
            if player["computer"]:
                action = await asyncio.get_running_loop().run_in_executor(
                    None, game_kind.computer_action, state, player["computer"], self.moves.rng
                )
                return await self.moves.apply(record, game_kind, seat, action)
            action = game_kind.rules.timeout_action(state)
            return await self.moves.apply(record, game_kind, seat, action, by_timer=True)

    async def _computer_out_of_turn(
        self, record: GameRecord, game_kind: GameKind, planned: dict[str, Any]
    ) -> Outcome | None:
        """Play a computer's planned out-of-turn action (its reaction time has passed)."""
        try:
            return await self.moves.apply(
                record, game_kind, planned["seat"], game_kind.action(planned["action"])
            )
        except Refusal as refusal:
            # Cannot happen while the window stands (any change closes it); never loop on it.
            log.warning("Game %s: planned out-of-turn action refused (%s)", record.id, refusal)
            windows.drop_planned_play(record)
            await self.live.storage.save(record, record.step)
            self.live.wake_for(record.deadline)
            return None
