"""Calling the player whose turn it is: a small new message that mentions only them.

A mention notifies only in a newly created message, so the board (one edited message) cannot call
anybody. When the turn passes to a human, the bot sends a short message mentioning that player
(allowed_mentions: that user only) with a link to the board, and deletes its previous turn message
of the game, so a channel holds at most one per game. A player idle for half the turn's time gets
one reminder. A player the last turn hit (a tile stolen: the game's `callouts`) is mentioned in
the same message, or in one of its own on a computer's turn. The server decides with
`/heckmeck settings pings`: every turn (default), reminder only, or off.

Which turn it is comes from the game's `meta["turn_no"]` (counted by the table layer); the turn
message is kept in the game's table notes (bot/table/notes.py), so a restart still deletes the
last one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.domain.games import kind
from bot.i18n import t
from bot.storage import GameRecord
from bot.table.keyed_locks import KeyedLocks
from bot.table.sessions import Sessions
from bot.table.types import Outcome, Refusal
from cogs.table.games import table_game
from cogs.table.lobby import board_link

log = logging.getLogger(__name__)

MODES = ("every", "reminder", "off")
DEFAULT_MODE = "every"


def current_human(
    record: GameRecord, state_of: Callable[[GameRecord], Any]
) -> dict[str, Any] | None:
    """The human player on turn in a running game (None on a computer's turn or when over);
    `state_of`: the parsed state of a record (Sessions.state_of)."""
    if record.status != "running" or record.state is None:
        return None
    seat = kind(record.kind).rules.current_seat(state_of(record))
    if seat is None:
        return None
    player = record.players[seat]
    return None if player["computer"] or player.get("removed") else player


def turn_deadline(record: GameRecord) -> float | None:
    """When the current turn runs out (a Drehwurm window does not move it)."""
    return (record.meta.get("window") or {}).get("turn_deadline", record.deadline)


class TurnPings:
    def __init__(
        self,
        bot: discord.Client,
        sessions: Sessions,
        locale: Callable[[GameRecord], Any],
        *,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.bot = bot
        self.sessions = sessions
        self.locale = locale  # awaitable: the board's language of a game
        self.clock = clock
        self._modes: dict[int, str] = {}
        self._locks = KeyedLocks()
        self._handled_step: dict[int, int] = {}
        self._reminders: dict[int, asyncio.TimerHandle | asyncio.Task[None]] = {}
        # The turn message of each game: {turn_no, message_id, reminded}. Kept here, since a
        # record in an outcome may be older than the last call; stored in the table notes for
        # restarts.
        self._pinged: dict[int, dict[str, Any]] = {}
        # Extra words for a turn message (e.g. "press Show my hand"): (record, user id) -> key
        self.hints: list[Callable[[GameRecord, int], Awaitable[str | None]]] = []

    # ------------------------------------------------------------------------ settings

    async def mode(self, guild_id: int | None) -> str:
        if guild_id is None:
            return DEFAULT_MODE
        if guild_id not in self._modes:
            stored = await self.bot.records.guild_pings(guild_id)
            self._modes[guild_id] = stored if stored in MODES else DEFAULT_MODE
        return self._modes[guild_id]

    async def set_mode(self, guild_id: int, mode: str) -> None:
        await self.bot.records.set_guild_pings(guild_id, mode)
        self._modes[guild_id] = mode

    # --------------------------------------------------------------------- the turns

    async def on_outcome(self, outcome: Outcome) -> None:
        """After any change of a game (a click, a deadline, a computer's move, a stop)."""
        record = outcome.game
        async with self._locks[record.id]:
            if record.step <= self._handled_step.get(record.id, -1):
                return  # a newer change was handled already
            self._handled_step[record.id] = record.step
            await self._on_change(record)
        if not record.live:
            self._locks.pop(record.id, None)
            self._handled_step.pop(record.id, None)
            self._pinged.pop(record.id, None)

    async def _on_change(self, record: GameRecord) -> None:
        if record.status == "lobby":
            return
        player = current_human(record, self.sessions.state_of)
        pinged = self._last_call(record)
        turn_no = record.meta.get("turn_no", 0)
        every = await self.mode(record.guild_id) == "every"
        hit = pinged.get("called_out") != turn_no and every  # told once a turn
        if player is None:
            self._cancel_reminder(record.id)
            if pinged.get("called_out") == turn_no and pinged.get("message_id"):
                return  # this turn's call-out stays until the next call
            await self._retire(record, pinged)
            if hit and (message_id := await self._send(record, None, None, hits=True)):
                # the only call of the game: deleted with the next one
                await self._remember(record.id, {**pinged, "message_id": message_id,
                                                 "called_out": turn_no})  # fmt: skip
            return
        self._arm_reminder(record, turn_no)
        if pinged.get("turn_no") == turn_no:
            return  # the same turn goes on: it was called already
        await self._retire(record, pinged)
        message_id = None
        if every:
            message_id = await self._send(record, player, "ping-turn", hits=True)
        await self._remember(
            record.id, {"turn_no": turn_no, "message_id": message_id, "called_out": turn_no}
        )

    # -------------------------------------------------------------------- reminders

    async def restore(self) -> None:
        """After a start: arm the reminders of the turns that were waiting (timers are not kept
        across a restart; the game's deadline and its last call are)."""
        for game_id in await self.bot.records.games_with_deadline():
            try:
                record = await self.sessions.game(game_id)
            except Refusal:
                continue
            if current_human(record, self.sessions.state_of) is not None:
                self._arm_reminder(record, record.meta.get("turn_no", 0))

    def _last_call(self, record: GameRecord) -> dict[str, Any]:
        if record.id not in self._pinged:
            self._pinged[record.id] = dict(self.sessions.call_of(record))
        return self._pinged[record.id]

    def _arm_reminder(self, record: GameRecord, turn_no: int) -> None:
        """One reminder when the player has been idle for half the turn's time."""
        self._cancel_reminder(record.id)
        pinged = self._last_call(record)
        deadline = turn_deadline(record)
        if deadline is None or deadline <= self.clock() or pinged.get("reminded") == turn_no:
            return  # no deadline, the turn is ending anyway, or it was reminded already
        due = deadline - self.sessions.timing.turn_timeout / 2
        # A timer, not a sleeping task: it is re-armed on every move, and most never fire.
        self._reminders[record.id] = asyncio.get_running_loop().call_later(
            max(0.0, due - self.clock()), self._remind, record.id, record.step, turn_no
        )

    def _cancel_reminder(self, game_id: int) -> None:
        reminder = self._reminders.pop(game_id, None)
        if reminder is not None and reminder is not asyncio.current_task():
            reminder.cancel()

    def _remind(self, game_id: int, step: int, turn_no: int) -> None:
        self._reminders[game_id] = asyncio.create_task(self._remind_now(game_id, step, turn_no))

    async def _remind_now(self, game_id: int, step: int, turn_no: int) -> None:
        try:
            record = await self.sessions.game(game_id)
        except Refusal:
            return
        async with self._locks[game_id]:
            player = current_human(record, self.sessions.state_of)
            if record.step != step or player is None or await self.mode(record.guild_id) == "off":
                return
            await self._retire(record, self._last_call(record))
            message_id = await self._send(record, player, "ping-reminder")
            await self._remember(
                game_id, {"turn_no": turn_no, "message_id": message_id, "reminded": turn_no}
            )

    # ---------------------------------------------------------------------- Discord

    async def _send(
        self,
        record: GameRecord,
        player: dict[str, Any] | None,
        key: str | None,
        *,
        hits: bool = False,
    ) -> int | None:
        """Call `player` with the message `key`; with `hits`, also tell whom the turn that just
        ended hit (in `record`, the change being handled). None: nothing sent."""
        loc = await self.locale(record)
        lines = table_game(record.kind).callouts(record, loc) if hits else []
        if player is None and not lines:
            return None
        channel = await self._channel(record.channel_id)
        if channel is None:
            return None
        latest = await self.sessions.game(record.id)  # the board may have moved meanwhile
        called = [user for user, _ in lines]
        parts = [text for _, text in lines]
        if player is not None and key is not None:
            deadline = turn_deadline(latest)
            text = t(
                loc,
                key,
                name=f"<@{player['id']}>",
                game=t(loc, "game-name", game=kind(record.kind).rating_game(record.options)),
                link=board_link(record.guild_id, record.channel_id, latest.notes),
                when=f"<t:{int(deadline or self.clock())}:R>",
            )
            for hint in self.hints:
                extra = await hint(latest, player["id"])
                if extra:
                    text += "\n" + t(loc, extra)
            parts.append(text)
            called.append(player["id"])
        try:
            message = await channel.send(
                "\n".join(parts),
                allowed_mentions=discord.AllowedMentions(
                    everyone=False, roles=False, users=[discord.Object(u) for u in set(called)]
                ),
            )
        except discord.HTTPException as exc:
            log.info("Could not call %s in game %s: %s", player["id"], record.id, exc)
            return None
        return message.id

    async def _retire(self, record: GameRecord, pinged: dict[str, Any]) -> None:
        """Delete the last turn message, forgetting it first: a restart in between must not
        delete it twice (Discord answers a second delete with an error)."""
        if not pinged.get("message_id"):
            return
        await self._remember(record.id, {**pinged, "message_id": None})
        await self._delete(record, pinged["message_id"])

    async def _delete(self, record: GameRecord, message_id: int) -> None:
        channel = await self._channel(record.channel_id)
        if channel is None:
            return
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound:
            pass
        except discord.HTTPException as exc:
            log.info("Could not delete turn message %s of game %s: %s", message_id, record.id, exc)

    async def _remember(self, game_id: int, value: dict[str, Any] | None) -> None:
        self._pinged[game_id] = dict(value or {})
        with contextlib.suppress(Refusal):
            await self.sessions.turn_called(game_id, value)

    async def _channel(self, channel_id: int) -> Any:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                return None
        return channel

    async def close(self) -> None:
        for reminder in self._reminders.values():
            reminder.cancel()
        self._reminders.clear()
