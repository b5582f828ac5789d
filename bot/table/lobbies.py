"""Lobbies: opening one, joining, leaving, adding a computer, starting and cancelling."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.domain.draws import RecordingRandom, with_draws
from bot.domain.games import GameKind, difficulties, kind
from bot.domain.records import GameRecord
from bot.observability.logs import bind_game
from bot.storage.base import StaleStep, StorageUnavailable
from bot.table.changes import note_change
from bot.table.context import TableJob
from bot.table.live import copy, seat_of
from bot.table.moves import turn_deadline
from bot.table.types import Outcome, Player, Refusal

log = logging.getLogger(__name__)


class Lobbies(TableJob):

    async def open(
        self,
        kind_name: str,
        *,
        guild_id: int | None,
        channel_id: int,
        host: Player,
        options: dict[str, Any],
        meta: dict[str, Any] | None = None,
        seated: list[Player] | None = None,
    ) -> GameRecord:
        """A new lobby with `host` (and, for a rematch, the `seated` players) already in it."""
        game_kind = kind(kind_name)
        game_kind.options_from_json(options)  # refuses bad options before anything is stored
        live = self.live
        async with live.lock(channel_id):
            # The store's one-live-game-per-channel index has the last word; reading the store
            # first would cost every new game a read that nearly always finds nothing.
            running = live.live_here(channel_id)
            if running is not None:
                raise Refusal("game-running-here", channel_id=channel_id, kind=running.kind)
            now = self.clock()
            record = GameRecord(
                id=0,
                kind=kind_name,
                guild_id=guild_id,
                channel_id=channel_id,
                host_id=host.id,
                status="lobby",
                options=options,
                players=[host.to_json()] + [p.to_json() for p in seated or ()],
                state=None,
                step=0,
                meta=dict(meta or {}),
                deadline=now + self.timing.lobby_timeout,
                created_at=now,
            )
            try:
                record = await live.storage.create_game(record)
            except StaleStep as exc:  # memory did not know it: another process's, or a restart
                running = await live.live_game(channel_id)
                here = running.kind if running is not None else kind_name
                raise Refusal("game-running-here", channel_id=channel_id, kind=here) from exc
            except StorageUnavailable as exc:
                raise Refusal("storage-unavailable") from exc
            live.keep(record)
            note_change(record.id)
            bind_game(record.id, channel_id)
            log.info("Lobby of game %s opened (%s)", record.id, kind_name)
            live.wake_for(record.deadline)
            return record

    async def _change(
        self,
        game_id: int,
        user_id: int,
        change: Callable[[GameRecord, GameKind], str],
        step: int | None,
        *,
        draws: list[Any] | None = None,
    ) -> Outcome:
        """Apply a lobby change drawn at `step` (None: not from a click). Join, leave, start and
        cancel apply once by nature and only refuse a step the lobby never had; adding a computer
        checks its own step (see add_computer)."""
        async with self.live.locked(game_id) as record:
            if record.status != "lobby":
                raise Refusal("lobby-closed")
            if step is not None and step > record.step:
                raise Refusal("stale-button")
            updated = copy(record)
            reason = change(updated, kind(record.kind))
            action = with_draws({"type": reason}, draws or [])  # `change` may have drawn some
            await self.live.commit(
                updated, actor_id=user_id, action=action, events=[{"type": reason}]
            )
            return Outcome(updated, reason=reason)

    async def join(self, game_id: int, player: Player, step: int | None = None) -> Outcome:
        def change(record: GameRecord, game_kind: GameKind) -> str:
            if seat_of(record, player.id) is not None:
                raise Refusal("already-joined")
            _, most = game_kind.player_limits(game_kind.options_from_json(record.options))
            if len(record.players) >= most:
                raise Refusal("lobby-full", max=most)
            record.players.append(player.to_json())
            return "joined"

        return await self._change(game_id, player.id, change, step)

    async def leave(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        def change(record: GameRecord, _: GameKind) -> str:
            seat = seat_of(record, user_id)
            if seat is None:
                raise Refusal("not-in-lobby")
            if user_id == record.host_id:
                raise Refusal("host-cannot-leave")
            del record.players[seat]
            return "left"

        return await self._change(game_id, user_id, change, step)

    async def add_computer(
        self, game_id: int, user_id: int, difficulty: str, step: int | None = None
    ) -> Outcome:
        if difficulty not in difficulties():
            raise Refusal("unknown-difficulty")

        def change(record: GameRecord, game_kind: GameKind) -> str:
            if user_id != record.host_id:
                raise Refusal("only-host")
            if difficulty not in game_kind.difficulties:
                raise Refusal("unknown-difficulty")
            _, most = game_kind.player_limits(game_kind.options_from_json(record.options))
            if len(record.players) >= most:
                raise Refusal("lobby-full", max=most)
            # A doubled pick (or one from a lobby drawn before the last computer came) is stale;
            # a pick from a lobby that only missed a join or a leave still counts.
            if step is not None and step < record.meta.get("computer_added_at", 0):
                raise Refusal("stale-button")
            computers = sum(1 for p in record.players if p["computer"])
            record.players.append(Player(-(computers + 1), "", difficulty).to_json())
            record.meta["computer_added_at"] = record.step + 1
            return "computer-added"

        return await self._change(game_id, user_id, change, step)

    async def start(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        dealt = RecordingRandom(self.rng)  # the deal, stored so the game can be replayed

        def change(record: GameRecord, game_kind: GameKind) -> str:
            if user_id != record.host_id:
                raise Refusal("only-host")
            options = game_kind.options_from_json(record.options)
            fewest, _ = game_kind.player_limits(options)
            if len(record.players) < fewest:
                raise Refusal("too-few-players", min=fewest)
            self.rng.shuffle(record.players)  # the seat order, and so who starts
            state = game_kind.rules.new_game(len(record.players), options, dealt)
            record.state = state.to_json()
            record.status = "running"
            record.started_at = self.clock()
            record.deadline = turn_deadline(record, game_kind, state, self.timing, self.clock())
            record.meta["turn_no"] = 1  # counts the turns: a new number, a new turn to call
            return "started"

        # Any drawn step: answers to simultaneous joins can reach the host out of order, and a
        # Start refused for an older lobby picture would leave the host nothing to press. A start
        # applies once either way (the game is no longer a lobby after it).
        return await self._change(game_id, user_id, change, step, draws=dealt.draws)

    async def move_to(self, game_id: int, user_id: int, channel_id: int) -> GameRecord:
        """Move the host's lobby to `channel_id` (a thread opened for it) before it starts: the
        game is played there, and its old channel is free for another. The lobby's message
        stays where it was; the game gets a new board in its new channel."""
        live = self.live
        async with live.locked(game_id) as record:
            if record.status != "lobby":
                raise Refusal("lobby-closed")
            if user_id != record.host_id:
                raise Refusal("only-host")
            moved = copy(record)
            moved.meta["thread_of"] = record.channel_id
            if not await live.storage.move_lobby(moved, channel_id):
                live.forget(game_id)
                raise Refusal("stale-button")
            live.forget(game_id)
            moved.channel_id = channel_id
            moved.notes = {**record.notes, "board": None}
            await live.storage.save_table_notes([(game_id, None, record.notes.get("ping"))])
            live.keep(moved)
            note_change(game_id)
            bind_game(game_id, channel_id)
            log.info("Lobby of game %s moved to channel %s", game_id, channel_id)
            return moved

    async def cancel(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        def change(record: GameRecord, _: GameKind) -> str:
            if user_id != record.host_id:
                raise Refusal("only-host")
            record.status = "cancelled"
            record.deadline = None
            record.ended_at = self.clock()
            return "cancelled"

        return await self._change(game_id, user_id, change, step)
