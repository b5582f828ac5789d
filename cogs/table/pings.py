"""Calling the player whose turn it is: a small new message that mentions only them.

A mention notifies only in a newly created message, so the board (one edited message) cannot call
anybody. When the turn passes to a human, the bot sends a short message mentioning that player
(allowed_mentions: that user only) with a link to the board, and deletes its previous turn message
of the game, so a channel holds at most one per game. A player idle for half the turn's time (75 %
of a turn of an hour or more) gets one reminder. A player the last turn hit (a tile stolen: the
game's `callouts`) is mentioned in the same message, or in one of its own on a computer's turn.
Each player chooses with `/heckmeck settings my-pings`: every turn, reminder only, or off; a
player who chose nothing gets the server's setting, `/heckmeck settings pings` (every turn by
default). A player who chose off is never called. The first call a player gets in a game says
where that switch is.

Who is told how and when follows bot/table/turn_notices.py: one notice per turn (a player with
direct messages on gets those instead of the channel's calls), in a game of short turns only once
the turn has waited without a press, and no reminder for a turn that has ended (decided under the
game's lock, against the game as it then stands).

Which turn it is comes from the game's `meta["turn_no"]` (counted by the table layer); the turn
message is kept in the game's table notes (bot/table/notes.py), so a restart still deletes the
last one. The step that passes the turn forgets the last message in its own write; this module
deletes it, and stores the new one's id by a small write of its own (it exists only once the step
is committed and the message sent).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import Any

from bot.domain import shown, turn_times
from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.clocks import REASON as HELD
from bot.table.deadline_loop import DeadlineLoop
from bot.table.due_times import DueTimes
from bot.table.keyed_locks import KeyedLocks
from bot.table.sessions import Sessions
from bot.table.tasks import tracked
from bot.table.turn_notices import (
    Notice,
    call_wait,
    current_human,
    last_chance,
    notice_for,
    pressed,
    still_waiting,
    turn_deadline,
)
from bot.table.types import Outcome, Refusal
from cogs.table.board_link import board_link
from cogs.table.core import CoreBot
from cogs.table.games import table_game
from cogs.table.sent_reminders import going_out, notice_cut_short, reminded, sent_before
from cogs.table.token_place import TokenPlaces, short_link, token_only
from cogs.table.turn_call_messages import TurnCallMessages, call_cut_short, calling

MODES = ("every", "reminder", "off")
DEFAULT_MODE = "every"
SERVER_MODE = "server"  # a user's choice to follow the server's setting (stored as NULL)
OVERDUE_SPACING = 0.2  # s between the reminders a start finds overdue: far below Discord's 50/s
RESTORE_PAGE = 200  # games read at a time by the restore, which clicks must not wait behind


class TurnPings:
    def __init__(
        self,
        bot: CoreBot,
        sessions: Sessions,
        locale: Callable[[GameRecord], Any],
        *,
        clock: Callable[[], float] = time.time,
        direct: Any = None,
        places: TokenPlaces | None = None,
    ) -> None:
        self.bot = bot
        self.messages = TurnCallMessages(bot, places)  # places: channels reached by tokens only
        self.direct = direct  # turn notices by direct message (cogs/table/direct.py), if any
        self.sessions = sessions
        self.locale = locale  # awaitable: the board's language of a game
        self.clock = clock
        self._modes: dict[int, str] = {}
        self._locks = KeyedLocks()
        self._handled_step: dict[int, int] = {}
        # What each waiting turn has due: (when, step, turn_no, "call" or "reminder"), fired by
        # one loop that sleeps until the nearest (at most a few seconds, so a moved test clock is
        # followed). A call waits in a game of short turns (turn_notices.py).
        self._due: DueTimes[tuple[float, int, int, str]] = DueTimes()
        self._reminders = DeadlineLoop(self._remind_due, self._next_reminder, clock)
        self._restoring: asyncio.Task[None] | None = None
        self._reminding: dict[int, asyncio.Task[None]] = {}
        # The turn message of each game: {turn_no, message_id, reminded}. Kept here, since a
        # record in an outcome may be older than the last call; stored in the table notes for
        # restarts.
        self._pinged: dict[int, dict[str, Any]] = {}
        # calls deleted when their player pressed, per game: a step committed before that press
        # was handled may still hand the same call over for deletion
        self._answered_calls: dict[int, set[int]] = {}
        # Extra words for a turn message (e.g. "press Show my hand"): (record, user id) -> key
        self.hints: list[Callable[[GameRecord, int], Awaitable[str | None]]] = []

    # ------------------------------------------------------------------------ settings

    async def mode(self, guild_id: int | None) -> str:
        if guild_id is None:
            return DEFAULT_MODE
        if guild_id not in self._modes:
            stored = (await self.bot.services.settings.server(guild_id)).pings
            self._modes[guild_id] = stored if stored in MODES else DEFAULT_MODE
        return self._modes[guild_id]

    async def set_mode(self, guild_id: int, mode: str) -> None:
        await self.bot.services.settings.change_server(guild_id, lambda s: replace(s, pings=mode))
        self._modes[guild_id] = mode

    async def mode_for(self, guild_id: int | None, user_id: int) -> str:
        """How a player is called: their own choice, else the server's. Read at each new turn
        (not cached: a user's choice holds in every server, which other processes may run)."""
        chosen = (await self.bot.services.settings.user(user_id)).pings
        return chosen if chosen in MODES else await self.mode(guild_id)

    async def notice(self, record: GameRecord, user_id: int) -> Notice:
        """How the player is told of a turn in this game: one notice, not two."""
        dm = await self.direct.setting(user_id) if self.direct is not None else None
        return notice_for(dm, await self.mode_for(record.guild_id, user_id))

    # --------------------------------------------------------------------- the turns

    async def on_outcome(self, outcome: Outcome) -> None:
        """After any change of a game (a click, a deadline, a computer's move, a stop)."""
        record = outcome.game
        async with self._locks[record.id]:
            if outcome.reason == "extended" and record.step == self._handled_step.get(record.id):
                await self._extended(record)
                return
            if outcome.reason == HELD and record.step == self._handled_step.get(record.id):
                self._arm_reminder(record, record.meta.get("turn_no", 0))  # none while held
                return
            if record.step <= self._handled_step.get(record.id, -1):
                return  # a newer change was handled already
            self._handled_step[record.id] = record.step
            await self._on_change(record, outcome.events)
        if not record.live:
            self._locks.pop(record.id, None)
            self._handled_step.pop(record.id, None)
            self._pinged.pop(record.id, None)
            self._answered_calls.pop(record.id, None)

    async def _on_change(self, record: GameRecord, events: list[dict[str, Any]]) -> None:
        if record.status == "lobby":
            return
        player = current_human(record, self.sessions.state_of)
        pinged = self._last_call(record)
        turn_no = record.meta.get("turn_no", 0)
        every = await self.mode(record.guild_id) == "every"
        hit = pinged.get("called_out") != turn_no and every  # told once a turn
        if player is None:
            self._due.pop(record.id)
            if record.live and pinged.get("called_out") == turn_no and pinged.get("message_id"):
                return  # this turn's call-out stays until the next call
            await self._retire(record, pinged)  # an ended or stopped game calls nobody
            if hit and (message_id := await self._send(record, None, None, hits=True)):
                # the only call of the game: deleted with the next one
                await self._remember(record.id, {**pinged, "message_id": message_id,
                                                 "called_out": turn_no})  # fmt: skip
            return
        if pinged.get("turn_no") == turn_no:
            # The same turn goes on: it was called already, or a call waits; its player pressing
            # first drops it (then only the reminder, if they wait), another's play does not.
            due = self._due.get(record.id)
            seat = record.players.index(player)
            if due is not None and due[3] == "call" and not pressed(events, seat):
                self._due[record.id] = (due[0], record.step, turn_no, "call")
                return
            if pressed(events, seat):
                await self._answered(record, pinged)
            self._arm_reminder(record, turn_no)
            return
        await self._retire(record, pinged)
        notice = await self.notice(record, player["id"])
        wait = call_wait(record.meta, self.sessions.timing.call_wait)
        message_id = None
        if wait > 0 and (notice.call or notice.direct):
            if hit:  # whom the last turn hit is told at once
                message_id = await self._send(record, None, None, hits=True)
            self._arm(record, self.clock() + wait, turn_no, "call")
        else:
            notice = await self._directly(record, player, notice, "dm-turn")
            if notice.call:
                message_id = await self._call(record, player, hits=every)
            elif hit:  # the player is not called, but whom the last turn hit is
                message_id = await self._send(record, None, None, hits=True)
            self._arm_reminder(record, turn_no)
        call = {"turn_no": turn_no, "message_id": message_id, "called_out": turn_no}
        if message_id is not None and notice.call and not (every and await self._hits(record)):
            call["call_id"] = message_id  # it only calls the player: gone once they press
        if message_id is None and not notice.direct:  # nothing to delete or not to repeat
            self._pinged[record.id] = self._with_told(record.id, call)
            self.sessions.call_noted(record.id, self._pinged[record.id])
        else:  # stored at once: a restart must still delete it (or not tell the player again)
            await self._remember(record.id, call)

    async def _directly(
        self, record: GameRecord, player: dict[str, Any], notice: Notice, key: str
    ) -> Notice:
        """Send the notice `key` by direct message if the player is told so; the notice as it
        then stands: a direct message Discord refused leaves it to the channel this time, as the
        player's pings say."""
        if not notice.direct:
            return notice
        delivered = await self.direct.notify_once(  # a turn's start: its call is stored after it
            record, player["id"], key, self._last_call(record), self._remember
        )
        if delivered or notice.call or notice.reminder:
            return notice
        return notice_for(None, await self.mode_for(record.guild_id, player["id"]))

    async def _extended(self, record: GameRecord) -> None:
        """The same turn with a later deadline (a tournament organiser's extension): the
        reminder moves with it, and a reminder already standing, which names the old deadline,
        is replaced by one naming the new (the turn call names none)."""
        player = current_human(record, self.sessions.state_of)
        if player is None:
            return
        if (await self.notice(record, player["id"])).direct:  # theirs named the old deadline
            deadline = turn_deadline(record)
            await self.direct.notify(record, player["id"], "dm-turn-extended", deadline)
        turn_no = record.meta.get("turn_no", 0)
        call = self._last_call(record)
        if call.get("reminded") != turn_no or not call.get("message_id"):
            if (self._due.get(record.id) or (0, 0, 0, ""))[3] != "call":  # a waiting call stays
                self._arm_reminder(record, turn_no)
            return
        await self._retire(record, call)
        message_id = await self._send(record, player, "ping-reminder")
        await self._remember(
            record.id, {"turn_no": turn_no, "message_id": message_id, "reminded": turn_no}
        )

    # -------------------------------------------------------------------- reminders

    async def restore(self) -> None:
        """After a start: arm the reminders of the turns that were waiting (timers are not kept
        across a restart; the deadline and the last call are). In the background from READY, a
        page of games at a time: a shard's thousands must not hold up the servers nor clicks."""
        self._reminders.start()
        self._restoring = asyncio.create_task(self._restore_reminders(), name="reminders-restore")

    async def _restore_reminders(self) -> None:
        await self.bot.wait_until_ready()  # the channels are known then, not fetched one by one
        overdue = 0
        async for page in self.sessions.live_game_pages(RESTORE_PAGE):
            for record in page:
                if record.status != "running" or turn_deadline(record) is None:
                    continue
                async with self._locks[record.id]:
                    if record.id in self._due:  # a change since the start armed it already
                        continue
                    if current_human(record, self.sessions.state_of) is not None:
                        self._arm_reminder(record, record.meta.get("turn_no", 0))
                    call = self._last_call(record)
                    if notice_cut_short(call, record, self.clock()) or call_cut_short(
                        call, record, self.clock()
                    ):
                        await self._on_change(record, [])
                    due = self._due.get(record.id)
                    if due is not None and due[0] <= self.clock():  # missed while away: paced
                        self._due[record.id] = (self.clock() + overdue * OVERDUE_SPACING, *due[1:])
                        overdue += 1

    def _last_call(self, record: GameRecord) -> dict[str, Any]:
        if record.id not in self._pinged:
            self._pinged[record.id] = dict(self.sessions.call_of(record))
        return self._pinged[record.id]

    def _arm_reminder(self, record: GameRecord, turn_no: int) -> None:
        """One reminder when the player has been idle for half the turn's time (75 % of a long
        turn)."""
        self._due.pop(record.id)
        if "hold" in record.meta:  # a paused table or an away player: armed when it runs again
            return
        pinged = self._last_call(record)
        deadline = turn_deadline(record)
        if deadline is None or deadline <= self.clock() or pinged.get("reminded") == turn_no:
            return  # no deadline, the turn is ending anyway, or it was reminded already
        length = turn_times.turn_seconds(record.meta, self.sessions.timing.turn_timeout)
        due = deadline - length * (1 - turn_times.reminder_share(record.meta))
        self._arm(record, due, turn_no, "reminder")

    def _arm(self, record: GameRecord, due: float, turn_no: int, what: str) -> None:
        self._due[record.id] = (due, record.step, turn_no, what)
        self._reminders.wake_for(due)

    async def _remind_due(self) -> None:
        """The calls and reminders whose time has come (on the table's clock, which a test may
        move)."""
        for game_id, (_, step, turn_no, what) in list(self._due.pop_due(self.clock())):
            tracked(self._reminding, game_id, self._remind_now(game_id, step, turn_no, what))

    async def _next_reminder(self) -> float | None:
        return self._due.earliest()

    async def _remind_now(self, game_id: int, step: int, turn_no: int, what: str) -> None:
        """A waiting turn's call or reminder, decided under the game's lock against the game as
        it then stands: none for a turn that has ended or moved on, even one whose end is still
        to be handled."""
        async with self._locks[game_id]:
            try:
                record = await self.sessions.game(game_id)
            except Refusal:
                return
            player = current_human(record, self.sessions.state_of)
            on_turn = player is not None and record.meta.get("turn_no", 0) == turn_no
            if player is None or not still_waiting(
                record.step, step, turn_deadline(record), self.clock(), on_turn=on_turn
            ):
                return
            notice = await self.notice(record, player["id"])
            if what == "call":
                notice = await self._directly(record, player, notice, "dm-turn")
                if notice.call:
                    call = self._last_call(record)
                    message_id = await self._call(record, player)
                    # a call-out sent at the turn's start stays beside it, deleted with it
                    kept = {"hits_id": call["message_id"]} if call.get("message_id") else {}
                    await self._remember(game_id, {"turn_no": turn_no, "message_id": message_id,
                                                   "called_out": turn_no, "call_id": message_id,
                                                   **kept})  # fmt: skip
                self._arm_reminder(record, turn_no)
                return
            await self._remind(record, player, notice, turn_no)

    async def _remind(
        self, record: GameRecord, player: dict[str, Any], notice: Notice, turn_no: int
    ) -> None:
        """The turn's reminder, once across a restart (cogs/table/sent_reminders.py)."""
        call = self._last_call(record)
        channel_of = self.messages.channel
        found = await sent_before(self.bot, channel_of, record, player["id"], call, turn_no)
        if found is None:
            if not (notice.direct or notice.reminder):
                return  # nobody to remind
            await self._remember(record.id, going_out(call, turn_no))
            fault_point("turn.reminder.due")
            notice = await self._directly(record, player, notice, "dm-reminder")
            if notice.reminder:
                await self._retire(record, self._last_call(record))
                found = await self._send(record, player, "ping-reminder")
            fault_point("turn.reminder.sent")
        await self._remember(record.id, reminded(self._last_call(record), turn_no, found))

    async def _call(
        self, record: GameRecord, player: dict[str, Any], *, hits: bool = False
    ) -> int | None:
        """The turn's call, once across a restart (cogs/table/turn_call_messages.py): its message
        id (the caller stores it), or None if none went out."""
        turn_no = record.meta.get("turn_no", 0)
        call = self._last_call(record)
        found = await self.messages.sent_before(record, player["id"], call, turn_no)
        if found is not None:
            return found
        await self._remember(record.id, calling(call, turn_no))
        fault_point("turn.call.due")
        message_id = await self._send(record, player, "ping-turn", hits=hits)
        fault_point("turn.call.sent")
        return message_id

    async def _answered(self, record: GameRecord, call: dict[str, Any]) -> None:
        """The called player pressed: their call has done its job and goes (a call-out beside
        it, which tells another player what the last turn did to them, stays to the turn's end).
        The turn stays noted as called, so it is not called again."""
        message_id = call.get("call_id")
        if not message_id or call.get("message_id") != message_id:
            return
        await self._remember(record.id, {**call, "message_id": None, "call_id": None})
        self._answered_calls.setdefault(record.id, set()).add(message_id)
        await self.messages.delete(record, message_id)

    async def _hits(self, record: GameRecord) -> bool:
        return bool(table_game(record.kind).callouts(record, await self.locale(record)))

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
        if await self.messages.channel(record.channel_id, record.guild_id) is None:
            return None
        latest = await self.sessions.game(record.id)  # the board may have moved meanwhile
        called = [user for user, _ in lines]
        parts = [text for _, text in lines]
        if player is not None and key is not None:
            deadline = turn_deadline(latest)
            link = board_link(record.guild_id, record.channel_id, latest.notes)
            text = t(
                loc,
                key,
                name=f"<@{player['id']}>",
                game=t(loc, "game-name", game=kind(record.kind).rating_game(record.options)),
                icon=table_game(record.kind).icon,
                link=short_link(record, link, t(loc, "board-link-label")),
                when=shown.deadline(deadline or self.clock()),
            )
            for hint in self.hints:
                extra = await hint(latest, player["id"])
                if extra:
                    text += "\n" + t(loc, extra)
            if last_chance(latest, player["id"]):
                text += "\n" + t(loc, "ping-last-chance")
            if not token_only(record) and self._first_call(record.id, player["id"]):  # settings
                text += "\n" + t(loc, "ping-switch")
            parts.append(text)
            called.append(player["id"])
        return await self.messages.send(record, "\n".join(parts), called)

    async def _retire(self, record: GameRecord, pinged: dict[str, Any]) -> None:
        """Delete the last turn message, forgotten first: a restart in between must not delete it
        twice (Discord answers a second delete with an error). The step that passed the turn
        forgot it already (its id is handed over once: take_retired_call); else it is forgotten
        here, by a write of its own."""
        candidates = (
            pinged.get("message_id"),
            pinged.get("hits_id"),
            self.sessions.take_retired_call(record.id),
        )
        if pinged.get("calling") not in (None, pinged.get("turn_no"), record.meta.get("turn_no")):
            # a call of an earlier turn that a crash cut short after it went out
            candidates += (await self.messages.sent_before(record, None, pinged),)
        retired = {int(message_id) for message_id in candidates if message_id is not None}
        retired -= self._answered_calls.get(record.id, set())
        if not retired:
            return
        forgotten = {**pinged, "message_id": None, "hits_id": None}
        if self.sessions.call_of(record).get("message_id") in retired:
            await self._remember(record.id, forgotten)
        else:
            self._pinged[record.id] = forgotten
        for message_id in sorted(retired):
            await self.messages.delete(record, message_id)

    async def _remember(self, game_id: int, value: dict[str, Any] | None) -> None:
        value = self._with_told(game_id, value or {})
        self._pinged[game_id] = value
        with contextlib.suppress(Refusal):
            await self.sessions.turn_called(game_id, value)

    def _with_told(self, game_id: int, call: dict[str, Any]) -> dict[str, Any]:
        """`call` with the players already told where the ping switch is (kept all game)."""
        told = (self._pinged.get(game_id) or {}).get("told")
        return {**call, "told": told} if told and "told" not in call else dict(call)

    def _first_call(self, game_id: int, user_id: int) -> bool:
        """Whether this is the player's first call in the game (noted as told: it says where
        `/heckmeck settings my-pings` is, once)."""
        call = self._pinged.setdefault(game_id, {})
        told = list(call.get("told") or [])
        if user_id in told:
            return False
        call["told"] = [*told, user_id]
        return True

    async def close(self) -> None:
        if self._restoring is not None:
            self._restoring.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._restoring
        await self._reminders.stop()
        self._due.clear()
        for reminder in list(self._reminding.values()):
            reminder.cancel()
