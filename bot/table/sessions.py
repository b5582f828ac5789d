"""The table layer behind one name: every game of this process's channels, whatever its kind.
Knows nothing of Discord.

Each job has a module of its own: the live games and the one path of a commit (live.py), lobbies
(lobbies.py), moves (moves.py), the out-of-turn window (window.py), deadlines and computer turns
(timers.py), telling the Discord layer (notifications.py), results (results_outbox.py), how each
game is shown (notes.py). This class builds them and is what callers hold.
"""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from bot.domain.records import GameRecord
from bot.domain.settings import UserSettings
from bot.sharding import ShardSet
from bot.storage.base import Storage
from bot.table.changes import noting_changes
from bot.table.clocks import Clocks
from bot.table.context import TableContext
from bot.table.deadline_loop import DeadlineLoop
from bot.table.live import LiveGames, seat_of
from bot.table.lobbies import Lobbies
from bot.table.moves import Moves
from bot.table.notes import board_of, call_of
from bot.table.notifications import Notifications
from bot.table.results_outbox import ResultsOutbox
from bot.table.timers import Timers
from bot.table.types import Listener, Outcome, Player, Refusal, Timing

__all__ = ["Outcome", "Player", "Refusal", "Sessions", "Timing", "noting_changes"]


class Sessions:
    def __init__(
        self,
        storage: Storage,
        timing: Timing | None = None,
        *,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        shards: ShardSet | None = None,
    ) -> None:
        self.storage = storage
        self.shards = shards  # the deadlines of games in these shards' guilds are ours
        self.timing = timing = timing or Timing()
        self.clock = clock
        self.rng = rng or random.SystemRandom()
        self.deadlines = DeadlineLoop(
            self.run_due, lambda: storage.next_deadline(shards), self.clock
        )
        self.results = ResultsOutbox(storage, shards)
        self.live = LiveGames(
            storage, self.results, self.deadlines.wake_for, clock=clock, shards=shards
        )
        self.notifications = Notifications()
        context = TableContext(self.live, timing, self.rng, clock)
        self.moves = Moves(context)
        self.lobbies = Lobbies(context)
        self.clocks = Clocks(context)
        self.timers = Timers(self.live, self.moves, self.clocks, self.notifications, clock, shards)
        self.notes = self.live.notes

    # ------------------------------------------------------------------ the live games

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self.live.lock(channel_id)

    async def game(self, game_id: int) -> GameRecord:
        return await self.live.game(game_id)

    async def live_game(self, channel_id: int) -> GameRecord | None:
        return await self.live.live_game(channel_id)

    async def live_games(self) -> list[GameRecord]:
        return await self.live.live_games()

    def live_game_pages(self, size: int) -> AsyncIterator[list[GameRecord]]:
        return self.live.live_game_pages(size)

    async def behind_boards(self) -> list[int]:
        return await self.live.behind_boards()

    async def unshown_lobbies(self) -> list[int]:
        return await self.live.unshown_lobbies()

    seat_of = staticmethod(seat_of)

    def game_on_board(self, message_id: int) -> int | None:
        return self.live.game_on_board(message_id)

    def state_of(self, record: GameRecord, game_kind: Any = None) -> Any:
        return self.live.state_of(record, game_kind)

    # --------------------------------------------------------------------- lobbies

    async def open_lobby(self, kind_name: str, **lobby: Any) -> GameRecord:
        return await self.lobbies.open(kind_name, **lobby)

    async def join(self, game_id: int, player: Player, step: int | None = None) -> Outcome:
        return await self.lobbies.join(game_id, player, step)

    async def leave(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        return await self.lobbies.leave(game_id, user_id, step)

    async def add_computer(
        self, game_id: int, user_id: int, difficulty: str, step: int | None = None
    ) -> Outcome:
        return await self.lobbies.add_computer(game_id, user_id, difficulty, step)

    async def start(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        outcome = await self.lobbies.start(game_id, user_id, step)
        away = await self.clocks.players_away(outcome.game)
        if away is None:
            return outcome
        return Outcome(away.game, outcome.events, reason=outcome.reason)

    async def cancel(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        return await self.lobbies.cancel(game_id, user_id, step)

    async def move_lobby(self, game_id: int, user_id: int, channel_id: int) -> GameRecord:
        return await self.lobbies.move_to(game_id, user_id, channel_id)

    # ----------------------------------------------------------------------- play

    def act(
        self, game_id: int, user_id: int, step: int, move: object
    ) -> Any:  # the coroutine of Moves.act, handed on without a frame of its own
        return self.moves.act(game_id, user_id, step, move)

    async def stop(self, game_id: int, user_id: int, *, may_manage: bool) -> Outcome:
        return await self.moves.stop(game_id, user_id, may_manage=may_manage)

    async def remove_player(self, game_id: int, user_id: int) -> Outcome | None:
        """Take a player out of a running game as an idle one is taken out (a tournament's
        drop); None if they are not in it any more."""
        return await self.moves.remove_seat(game_id, user_id)

    async def leave_game(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        """A player leaves a running game of their own accord: a computer takes their seat over,
        or it is removed, as the table chose (Moves.leave_seat)."""
        return await self.moves.leave_seat(game_id, user_id, step)

    async def extend_turn(self, game_id: int, seconds: float) -> Outcome | None:
        return await self.moves.extend_turn(game_id, seconds)

    async def use_hint(self, game_id: int, user_id: int) -> GameRecord:
        return await self.moves.use_hint(game_id, user_id)

    # ------------------------------------------------------------- held clocks

    async def pause(self, game_id: int, user_id: int, days: int) -> Outcome:
        return await self.clocks.pause(game_id, user_id, days)

    async def resume(self, game_id: int, user_id: int) -> Outcome:
        return await self.clocks.resume(game_id, user_id)

    async def go_away(self, user_id: int, days: int) -> UserSettings:
        """The user is away for `days` days (a Refusal if their allowance does not let them):
        their games here hold their turns' clocks; the boards are told."""
        chosen, outcomes = await self.clocks.go_away(user_id, days)
        for outcome in outcomes:
            self.notifications.notify(outcome)
        return chosen

    async def come_back(self, user_id: int) -> UserSettings:
        chosen, outcomes = await self.clocks.come_back(user_id)
        for outcome in outcomes:
            self.notifications.notify(outcome)
        return chosen

    # ------------------------------------------------------------ how it is shown

    board_of = staticmethod(board_of)
    call_of = staticmethod(call_of)

    async def board_posted(
        self,
        game_id: int,
        message_id: int,
        posted_at: float,
        step: int,
        replaces: int | None = None,
    ) -> None:
        record = self.live.in_memory(game_id) or await self.live.game(game_id)
        self.live.note_board_message(message_id, game_id)
        await self.notes.board_posted(record, message_id, posted_at, step, replaces)

    async def board_retired(self, game_id: int) -> None:
        record = self.live.in_memory(game_id) or await self.live.game(game_id)
        await self.notes.board_retired(record)

    def board_shown(self, game_id: int, message_id: int, step: int) -> None:
        self.notes.board_shown(game_id, message_id, step)

    def call_noted(self, game_id: int, call: dict[str, Any] | None) -> None:
        self.notes.call_noted(game_id, call)

    async def turn_called(self, game_id: int, call: dict[str, Any] | None) -> None:
        record = self.live.in_memory(game_id) or await self.live.game(game_id)
        await self.notes.turn_called(record, call)

    def take_retired_call(self, game_id: int) -> int | None:
        return self.notes.take_retired(game_id)

    async def save_board_notes(self) -> None:
        await self.notes.save_unsaved()

    # --------------------------------------------------------------------- timers

    def add_listener(self, listener: Listener) -> None:
        """Called after changes nobody clicked for (deadlines, computer moves, lobby expiry)."""
        self.notifications.add_listener(listener)

    def notify(self, outcome: Outcome) -> asyncio.Task[None]:
        return self.notifications.notify(outcome)

    async def run_due(self) -> list[Outcome]:
        return await self.timers.run_due()

    async def catch_up(self, game_id: int) -> list[Outcome]:
        """The passed deadlines of one game, handled now (before a press on it is judged)."""
        return await self.timers.catch_up(game_id)

    def start_timers(self) -> None:
        self.deadlines.start()

    async def stop_timers(self) -> None:
        """Stop the deadlines, and the notifications still talking to Discord."""
        await self.deadlines.stop()
        await self.notifications.cancel()
        await self.live.stop_dropping()

    # -------------------------------------------------------------------- results

    async def results_recorded(self, game_id: int) -> None:
        await self.results.recorded(game_id)

    async def results_settled(self, timeout: float | None = None) -> None:
        await self.results.settled(timeout)

    async def record_pending_results(self) -> int:
        return await self.results.record_pending()
