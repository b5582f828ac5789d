"""Turn clocks that stand still: a host's pause of the table and a player's away time, by the
rules of bot/domain/held_clocks.py.

While a turn's clock stands, the game's deadline is the moment it may run again; the deadline
loop then lets it run with the time the turn had left (`apply_clock`), so a held turn never
times out and nobody is removed for it. A step taken meanwhile (a pause stops no one from
playing) holds the next turn's clock from its start. Away time reaches the games of this
process when it is taken or ended; a game another process changed learns of it at the latest
when its turn would run out (`Clocks.at_deadline` reads the player's away time then).
"""

from __future__ import annotations

import asyncio
from typing import Any

from bot.domain import held_clocks, shown
from bot.domain.games import GameKind, kind
from bot.domain.records import GameRecord
from bot.domain.settings import UserSettings
from bot.domain.turn_times import turn_seconds
from bot.observability.faults import fault_point
from bot.storage.queries.settings import save_user_settings, user_settings
from bot.table.changes import note_change
from bot.table.context import TableJob
from bot.table.live import copy, seat_of
from bot.table.types import Outcome, Refusal

REASON = "clock"  # an Outcome's reason: a turn's clock stopped or runs again (no game step)


def on_turn_user(record: GameRecord, game_kind: GameKind, state: Any) -> int | None:
    """The user id of the human whose turn it is (None: a computer's turn, or nobody's)."""
    seat = game_kind.rules.current_seat(state)
    if seat is None:
        return None
    player = record.players[seat]
    return None if player["computer"] or player.get("removed") else int(player["id"])


def apply_clock(record: GameRecord, on_turn: int | None, now: float) -> None:
    """Stop or run the turn's clock of `record` (a copy to change) as its pause and away times
    now say: a clock that must stand is held from now (or stays held), one held that may run
    again gets the time it had left."""
    meta = record.meta
    held_clocks.forget_ended(meta, now)
    if record.status != "running" or record.deadline is None:
        meta.pop("hold", None)
        return
    until = held_clocks.held_until(meta, on_turn, now)
    held = meta.get("hold")
    if until is not None:
        if held is None:
            meta["hold"] = held_clocks.hold(record.deadline, now)
        record.deadline = until
    elif held is not None:
        del meta["hold"]
        # from when the hold ended (the deadline loop may look a moment later)
        shift = held_clocks.resumed_shift(held, min(now, record.deadline))
        record.deadline = float(held["deadline"]) + shift
        window = meta.get("window")
        if window is not None:
            window = {**window, "turn_deadline": window["turn_deadline"] + shift}
            if "computer" in window:
                window["computer"] = {**window["computer"], "at": window["computer"]["at"] + shift}
            meta["window"] = window


def settle_clock(
    record: GameRecord, game_kind: GameKind, state: Any, now: float, *, same_turn: bool
) -> None:
    """After a step (its deadline just set): a new turn's clock is held from its start while the
    table is paused or its player away; a held turn the step left as it was stays held."""
    held = record.meta.pop("hold", None)
    if held is not None and same_turn and held["deadline"] == record.deadline:
        record.meta["hold"] = held
    apply_clock(record, on_turn_user(record, game_kind, state), now)


class Clocks(TableJob):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._away_lock = asyncio.Lock()  # one change of a user's away time at a time

    async def go_away(self, user_id: int, days: int) -> tuple[UserSettings, list[Outcome]]:
        """The user is away for `days` days from now, if their allowance lets them (else a
        Refusal naming the days left; nothing changes); their games here hold their turns (the
        changes of those games are returned)."""
        now = self.clock()
        async with self._away_lock:
            chosen = await user_settings(self.live.storage, user_id)
            refused = held_clocks.away_refusal(
                days, chosen.away_until, chosen.away_month, chosen.away_days, now
            )
            if refused is not None:
                code, left = refused
                when = shown.deadline(chosen.away_until or now)
                raise Refusal(code, left=left, most=held_clocks.AWAY_DAYS_PER_MONTH, when=when)
            chosen = held_clocks.gone_away(chosen, days, now)
            await save_user_settings(self.live.storage, user_id, chosen)
        # A crash here leaves the games unaware: each reads the away time at its deadline.
        fault_point("game.away.saved")
        return chosen, await self.away_changed(user_id, chosen.away_until)

    async def come_back(self, user_id: int) -> tuple[UserSettings, list[Outcome]]:
        """The user ends their away time early (a Refusal if they are not away): the days not
        begun are given back, and their turns' clocks run again with the time they had left."""
        now = self.clock()
        async with self._away_lock:
            chosen = await user_settings(self.live.storage, user_id)
            if chosen.away_until is None or chosen.away_until <= now:
                left = held_clocks.days_left(chosen.away_month, chosen.away_days, now)
                raise Refusal("away-not-away", left=left)
            chosen = held_clocks.came_back(chosen, now)
            await save_user_settings(self.live.storage, user_id, chosen)
        return chosen, await self.away_changed(user_id, None)

    async def pause(self, game_id: int, user_id: int, days: int) -> Outcome:
        """The host pauses the table for `days` days (a pause standing is replaced)."""
        now = self.clock()

        def paused(record: GameRecord) -> None:
            if user_id != record.host_id:
                raise Refusal("pause-not-host")
            refused = held_clocks.pause_refusal(record.meta, days)
            if refused is not None:
                raise Refusal(refused, most=held_clocks.PAUSE_DAYS_MOST)
            record.meta["pause"] = {"until": now + days * held_clocks.DAY, "by": user_id}

        return await self._change(game_id, paused)

    async def resume(self, game_id: int, user_id: int) -> Outcome:
        """The host ends the table's pause: the clocks run again with the time they had left."""

        def resumed(record: GameRecord) -> None:
            if user_id != record.host_id:
                raise Refusal("pause-not-host")
            if held_clocks.paused_until(record.meta, self.clock()) is None:
                raise Refusal("pause-none")
            del record.meta["pause"]

        return await self._change(game_id, resumed)

    async def away_changed(self, user_id: int, until: float | None) -> list[Outcome]:
        """A player went away until `until` (None: came back): their games of long turns here
        learn it, and the clock of a turn of theirs stops or runs again."""
        outcomes: list[Outcome] = []
        for record in await self.live.live_games():
            seat = seat_of(record, user_id)
            if (
                record.status != "running"
                or seat is None
                or record.players[seat].get("removed")
                or not held_clocks.clocks_stop(record.meta)
            ):
                continue

            def noted(game: GameRecord) -> None:
                away = dict(game.meta.get("away") or {})
                if until is None:
                    away.pop(str(user_id), None)
                else:
                    away[str(user_id)] = until
                game.meta["away"] = away

            try:
                outcomes.append(await self._change(record.id, noted))
            except Refusal:
                continue  # ended or moved on meanwhile
        return outcomes

    async def players_away(self, record: GameRecord) -> Outcome | None:
        """A game just started learns which of its players are away (the clock of a turn of
        theirs stands from its start); None if none is, or away time stops no clock here."""
        if record.status != "running" or not held_clocks.clocks_stop(record.meta):
            return None
        now = self.clock()
        away = {}
        for player in record.players:
            if not player["computer"]:
                until = (await user_settings(self.live.storage, player["id"])).away_until
                if until is not None and until > now:
                    away[str(player["id"])] = until
        if not away:
            return None

        def noted(game: GameRecord) -> None:
            game.meta["away"] = {**(game.meta.get("away") or {}), **away}

        try:
            return await self._change(record.id, noted)
        except Refusal:
            return None  # ended meanwhile

    async def at_deadline(self, record: GameRecord, game_kind: GameKind) -> Outcome | None:
        """The game's deadline has come (the caller holds its lock): if it was a held clock's,
        the clock runs again (or stays held) and the change is returned; None if it is the
        turn's own deadline. A player's away time the game did not know yet holds it now."""
        now = self.clock()
        if not held_clocks.clocks_stop(record.meta) or record.deadline is None:
            return None
        on_turn = on_turn_user(record, game_kind, self.live.state_of(record, game_kind))
        updated = copy(record)
        held = held_clocks.held_until(record.meta, on_turn, now) is not None
        if "hold" not in record.meta and not held:
            if on_turn is None or "window" in record.meta:
                return None
            away = await user_settings(self.live.storage, on_turn)
            if away.away_until is None or away.away_until <= now:
                return None
            known: dict[str, float] = record.meta.get("away") or {}
            updated.meta["away"] = {**known, str(on_turn): away.away_until}
            length = turn_seconds(record.meta, self.timing.turn_timeout)
            since = held_clocks.stopped_since(away.away_since or now, record.deadline, length)
            updated.meta["hold"] = held_clocks.hold(record.deadline, since)
        apply_clock(updated, on_turn, now)
        await self._store(updated)
        return Outcome(updated, reason=REASON)

    async def _change(self, game_id: int, change: Any) -> Outcome:
        """Apply `change` (a function of a copy) to a running game under its lock, set its clock
        and store it (no game step)."""
        live = self.live
        async with live.running(game_id) as record:
            game_kind = kind(record.kind)
            updated = copy(record)
            change(updated)
            on_turn = on_turn_user(updated, game_kind, live.state_of(record, game_kind))
            apply_clock(updated, on_turn, self.clock())
            await self._store(updated)
            return Outcome(updated, reason=REASON)

    async def _store(self, record: GameRecord) -> None:
        await self.live.save_meta(record)
        self.live.keep(record)
        note_change(record.id)
        self.live.wake_for(record.deadline)
