"""Per-channel game sessions: lobbies, moves, deadlines, computer turns. Knows nothing of Discord.

Every change goes through one path: take the channel's lock, check the caller and the step, let the
rules engine apply the action, write the event and the new snapshot in one transaction, and only
then report the outcome. A stale or doubled click carries an old step and is refused.

Out-of-turn play (Drehwurm's snaps, see GameKind.out_of_turn): a regular action that leaves the
game's window open (GameKind.window_open) stores `meta["window"]` = {step: the step it created,
until: when the next regular action may come, turn_deadline, computer: a computer's planned
out-of-turn action}. An out-of-turn action carries that step, not the latest one: it is accepted
while that window is the game's window, and the first one to take the lock wins (the engine
refuses the later ones). The next regular action is refused until `until`. Being in the stored
meta, all of it survives a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import logging
import random
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bot.bounded import Bounded
from bot.deadline_loop import DeadlineLoop
from bot.draws import RecordingRandom, with_draws
from bot.games import DIFFICULTIES, GameKind, kind
from bot.hints import assisted_by, hints_on
from bot.keyed_locks import KeyedLocks
from bot.observability.logs import bind_game, game_scope
from bot.observability.metrics import DEADLINE_LAG, PERSISTED_ACTIONS
from bot.rules.errors import IllegalAction
from bot.running_log import add_recent
from bot.sharding import ShardSet
from bot.storage import GameRecord, StaleStep, Storage, StorageUnavailable

log = logging.getLogger(__name__)

MISSED_TURNS_LIMIT = 3
# Games that just ended stay in memory for the reads their ending brings (the final board, the
# ending message, a late click's answer), the most recent this many.
ENDED_KEPT = 256
# Games that ended in this process, remembered so that a store read begun before the end cannot
# bring one back into memory as live. Such a read lasts milliseconds; this many is ample, and
# bounds what a long-running bot keeps.
ENDED_REMEMBERED = 10_000


# The games a request changed, noted while `noting_changes` is in force (tasks it starts share it).
_CHANGED: contextvars.ContextVar[set[int] | None] = contextvars.ContextVar(
    "changed_games", default=None
)


@contextlib.contextmanager
def noting_changes() -> Iterator[set[int]]:
    """The ids of the games changed inside the block (a step, or a game made assisted): how a
    request that failed half-way knows whether it changed anything."""
    changed: set[int] = set()
    token = _CHANGED.set(changed)
    try:
        yield changed
    finally:
        _CHANGED.reset(token)


def _note_change(game_id: int) -> None:
    changed = _CHANGED.get()
    if changed is not None:
        changed.add(game_id)


class Refusal(Exception):
    """A request the bot turns down; `code` names the message the user sees, `params` fill it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass
class Player:
    id: int
    name: str
    computer: str | None = None  # difficulty of a computer player, None for a human

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "computer": self.computer, "missed": 0}


@dataclass
class Outcome:
    """What an accepted request changed: the game as it now stands and the engine's events."""

    game: GameRecord
    events: list[dict[str, Any]] = field(default_factory=list)
    reason: str = "action"  # action | joined | left | started | cancelled | stopped | expired | ...


Listener = Callable[[Outcome], Awaitable[None]]


@dataclass(frozen=True)
class Timing:
    turn_timeout: float = 120.0
    lobby_timeout: float = 900.0
    computer_delay: float = 1.0
    snap_window: float = 4.0


# A computer's reaction time for an out-of-turn play, as a fraction of the snap window (a human
# needs a second or two of the default four).
REACTION = {"easy": (0.6, 1.0), "normal": (0.35, 0.85), "hard": (0.25, 0.6)}


_new = object.__new__

PLAYED_STATUSES = ("running", "finished", "abandoned")  # the games with a running log


def _tracked(
    tasks: dict[int, asyncio.Task[None]], game_id: int, work: Any, name: str | None = None
) -> asyncio.Task[None]:
    """Run `work` as the game's task in `tasks`, which forgets it once done (unless a newer one
    took its place)."""
    task = asyncio.create_task(work, name=name)
    tasks[game_id] = task

    def forget(done: asyncio.Task[None]) -> None:
        if tasks.get(game_id) is done:
            del tasks[game_id]

    task.add_done_callback(forget)
    return task


def _keep_recent(record: GameRecord, events: list[dict[str, Any]]) -> None:
    """Add a step's events to the game's running log (the step the commit will give it)."""
    record.recent = add_recent(record.recent, events, record.step + 1)


class Sessions:
    def __init__(
        self,
        storage: Storage,
        timing: Timing = Timing(),
        *,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        shards: ShardSet | None = None,
    ) -> None:
        self.storage = storage
        self.shards = shards  # the deadlines of games in these shards' guilds are ours
        self.timing = timing
        self.clock = clock
        self.rng = rng or random.SystemRandom()
        self._locks = KeyedLocks()
        self._live: dict[int, GameRecord] = {}  # live games loaded so far, by id
        self._live_in: dict[int, int] = {}  # the id of each channel's live game in `_live`
        # The engine state of each live game's latest step, beside the JSON it was stored as
        # (`record.state`), so a step does not parse again what the previous step produced.
        self._states: dict[int, tuple[dict[str, Any], Any]] = {}
        self._listeners: list[Listener] = []
        self._notifying: dict[int, asyncio.Task[None]] = {}  # the latest notification per game
        self._unsaved_boards: set[int] = set()  # games whose board step is noted, not stored
        self._ended: Bounded[int, bool] = Bounded(ENDED_REMEMBERED)  # never live again
        self._just_ended: Bounded[int, GameRecord] = Bounded(ENDED_KEPT)
        # The game whose board each board message shows (lobbies included), for the boards this
        # process noted or loaded: a click on one is for that game only.
        self._board_messages: Bounded[int, int] = Bounded(ENDED_REMEMBERED)
        # The results being recorded, by game: started right after the finishing step's commit
        # (see _commit), awaited by whoever reads them (results_recorded, results_settled).
        self._recording: dict[int, asyncio.Task[None]] = {}
        self.deadlines = DeadlineLoop(
            self.run_due, lambda: storage.next_deadline(shards), self.clock
        )

    # ----------------------------------------------------------------------- plumbing

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks[channel_id]

    def add_listener(self, listener: Listener) -> None:
        """Called after changes nobody clicked for (deadlines, computer moves, lobby expiry)."""
        self._listeners.append(listener)

    async def game(self, game_id: int) -> GameRecord:
        record = self._in_memory(game_id)
        if record is None:
            record = await self.storage.get_game(game_id)
            if record is None:
                raise Refusal("game-not-found")
            await self._with_running_logs([record])
            if record.live:
                record = self._cache(record)
            bind_game(record.id, record.channel_id)
        return record

    def _in_memory(self, game_id: int) -> GameRecord | None:
        """The game's copy in memory (live or just ended), if there is one: `game` without a
        coroutine, for the paths every click takes."""
        record = self._live.get(game_id) or self._just_ended.get(game_id)
        if record is not None:
            bind_game(record.id, record.channel_id)
        return record

    def _cache(self, record: GameRecord) -> GameRecord:
        """Keep a live game just read in memory, unless memory knows better: another caller may
        have loaded and changed it, or ended it, while this one read."""
        if self._ended.get(record.id):
            return record
        known = self._live.get(record.id)
        return known if known is not None else self._keep(record)

    def _keep(self, record: GameRecord) -> GameRecord:
        """`record` as its game's live copy in memory, found by id and by channel."""
        self._live[record.id] = record
        self._live_in[record.channel_id] = record.id
        board = record.meta.get("board")
        if board:
            self._board_messages.put(board["message_id"], record.id)
        return record

    def game_on_board(self, message_id: int) -> int | None:
        """The game whose board (or lobby) `message_id` is, if this process knows it as one."""
        return self._board_messages.get(message_id)

    async def _with_running_logs(self, records: list[GameRecord]) -> list[GameRecord]:
        """Games just read from the store, with their running logs from the event log."""
        missing = [
            r.id
            for r in records
            if r.status in PLAYED_STATUSES and not r.recent and r.id not in self._live
        ]
        if missing:
            logs = await self.storage.running_logs(missing)
            for record in records:
                record.recent = logs.get(record.id, record.recent)
        return records

    def _live_here(self, channel_id: int) -> GameRecord | None:
        """The channel's live game, if memory has it."""
        known = self._live.get(self._live_in.get(channel_id, 0))
        return known if known is not None and known.live else None

    async def live_game(self, channel_id: int) -> GameRecord | None:
        known = self._live_here(channel_id)
        if known is not None:
            return known
        record = await self.storage.live_game_in_channel(channel_id)
        if record is not None:
            await self._with_running_logs([record])
            record = self._cache(record)
            bind_game(record.id, record.channel_id)
        return record

    @staticmethod
    def seat_of(record: GameRecord, user_id: int) -> int | None:
        for seat, player in enumerate(record.players):
            if player["id"] == user_id:
                return seat
        return None

    def state_of(self, record: GameRecord, game_kind: GameKind | None = None) -> Any:
        """The engine state of `record` (the parsed `record.state`, reused while it is current)."""
        cached = self._states.get(record.id)
        if cached is not None and cached[0] is record.state:
            return cached[1]
        return (game_kind or kind(record.kind)).load(record.state)

    async def _commit(
        self,
        record: GameRecord,
        *,
        actor_id: int | None,
        action: dict[str, Any],
        events: list[dict[str, Any]],
        state: Any = None,
    ) -> None:
        """Persist a change of `record` (already applied in memory to a copy) as the next step;
        `state`: the engine state `record.state` is the JSON of, if known."""
        expected = record.step
        before = self._live.get(record.id)  # the copy `record` was made from, if it is live
        same_status = before is not None and before.status == record.status
        record.step += 1
        now = self.clock()
        try:
            await self.storage.save(
                record,
                expected,
                actor_id=actor_id,
                action=action,
                events=events,
                at=now,
                same_status=same_status,
            )
        except BaseException as exc:
            # Nothing was written: forget the in-memory copy so the next read comes from disk.
            self._forget(record.id)
            if isinstance(exc, StaleStep):  # the game moved on meanwhile: a stale request
                raise Refusal("stale-button") from exc
            if isinstance(exc, StorageUnavailable):  # disk full, locked: nothing was changed
                raise Refusal("storage-unavailable") from exc
            raise
        PERSISTED_ACTIONS[record.kind] += 1
        _note_change(record.id)
        if record.live:
            self._keep(record)
            if state is not None:
                self._states[record.id] = (record.state, state)
        else:
            self._forget(record.id)
            self._ended.put(record.id, True)
            self._just_ended.put(record.id, record)
            log.info("Game %s ended: %s after %d steps", record.id, record.status, record.step)
            if record.status == "finished":
                # Its results and ratings in a transaction of their own, submitted now; the
                # caller is answered without waiting for them (the step and its pending mark are
                # committed: a crash meanwhile is made good at the next start).
                self._record_results(record)
        self._wake_for(record.deadline)

    def _forget(self, game_id: int) -> None:
        forgotten = self._live.pop(game_id, None)
        if forgotten is not None and self._live_in.get(forgotten.channel_id) == game_id:
            del self._live_in[forgotten.channel_id]
        self._states.pop(game_id, None)
        self._just_ended.pop(game_id)

    def _wake_for(self, deadline: float | None) -> None:
        self.deadlines.wake_for(deadline)

    @staticmethod
    def _copy(record: GameRecord) -> GameRecord:
        """A copy to change, leaving `record` as it was (outcomes already handed out keep it): its
        own players list and meta dict; a player's dict is copied only where it changes
        (`_player_to_change`), the options and the state are never changed in place."""
        updated = _new(GameRecord)
        updated.__dict__.update(record.__dict__)
        updated.players = list(record.players)
        updated.meta = dict(record.meta)
        return updated

    @staticmethod
    def _player_to_change(record: GameRecord, seat: int) -> dict[str, Any]:
        player = record.players[seat] = dict(record.players[seat])
        return player

    # -------------------------------------------------------------------------- lobby

    async def open_lobby(
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
        async with self.lock(channel_id):
            # The store's one-live-game-per-channel index has the last word; reading the store
            # first would cost every new game a read that nearly always finds nothing.
            running = self._live_here(channel_id)
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
                record = await self.storage.create_game(record)
            except StaleStep as exc:  # memory did not know it: another process's, or a restart
                running = await self.live_game(channel_id)
                here = running.kind if running is not None else kind_name
                raise Refusal("game-running-here", channel_id=channel_id, kind=here) from exc
            except StorageUnavailable as exc:
                raise Refusal("storage-unavailable") from exc
            self._keep(record)
            _note_change(record.id)
            bind_game(record.id, channel_id)
            log.info("Lobby of game %s opened (%s)", record.id, kind_name)
            self._wake_for(record.deadline)
            return record

    async def _lobby_change(
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
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            if record.status != "lobby":
                raise Refusal("lobby-closed")
            if step is not None and step > record.step:
                raise Refusal("stale-button")
            updated = self._copy(record)
            reason = change(updated, kind(record.kind))
            action = with_draws({"type": reason}, draws or [])  # `change` may have drawn some
            await self._commit(updated, actor_id=user_id, action=action, events=[{"type": reason}])
            return Outcome(updated, reason=reason)

    async def join(self, game_id: int, player: Player, step: int | None = None) -> Outcome:
        def change(record: GameRecord, game_kind: GameKind) -> str:
            if self.seat_of(record, player.id) is not None:
                raise Refusal("already-joined")
            _, most = game_kind.player_limits(game_kind.options_from_json(record.options))
            if len(record.players) >= most:
                raise Refusal("lobby-full", max=most)
            record.players.append(player.to_json())
            return "joined"

        return await self._lobby_change(game_id, player.id, change, step)

    async def leave(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        def change(record: GameRecord, _: GameKind) -> str:
            seat = self.seat_of(record, user_id)
            if seat is None:
                raise Refusal("not-in-lobby")
            if user_id == record.host_id:
                raise Refusal("host-cannot-leave")
            del record.players[seat]
            return "left"

        return await self._lobby_change(game_id, user_id, change, step)

    async def add_computer(
        self, game_id: int, user_id: int, difficulty: str, step: int | None = None
    ) -> Outcome:
        if difficulty not in DIFFICULTIES:
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

        return await self._lobby_change(game_id, user_id, change, step)

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
            record.deadline = self._deadline_for(record, game_kind, state)
            record.meta["turn_no"] = 1  # counts the turns: a new number, a new turn to call
            return "started"

        # Any drawn step: answers to simultaneous joins can reach the host out of order, and a
        # Start refused for an older lobby picture would leave the host nothing to press. A start
        # applies once either way (the game is no longer a lobby after it).
        return await self._lobby_change(game_id, user_id, change, step, draws=dealt.draws)

    async def cancel(self, game_id: int, user_id: int, step: int | None = None) -> Outcome:
        def change(record: GameRecord, _: GameKind) -> str:
            if user_id != record.host_id:
                raise Refusal("only-host")
            record.status = "cancelled"
            record.deadline = None
            record.ended_at = self.clock()
            return "cancelled"

        return await self._lobby_change(game_id, user_id, change, step)

    # -------------------------------------------------------------------------- moves

    async def act(
        self, game_id: int, user_id: int, step: int, action_data: dict[str, Any]
    ) -> Outcome:
        """Apply a player's move, if `step` is still the game's step (else it is stale)."""
        record = self._in_memory(game_id) or await self.game(game_id)
        async with self.lock(record.channel_id):
            record = self._in_memory(game_id) or await self.game(game_id)
            if record.status != "running":
                raise Refusal("game-not-running")
            seat = self.seat_of(record, user_id)
            if seat is None:
                raise Refusal("not-a-player")
            game_kind = kind(record.kind)
            try:
                action = game_kind.action(action_data)
            except IllegalAction as refused:
                raise Refusal(f"illegal-{refused.code}", **refused.params) from refused
            window = record.meta.get("window")
            if game_kind.out_of_turn(action):
                # Keyed on the step that opened the window, not the latest step.
                if window is None or window["step"] != step:
                    raise Refusal("out-of-turn-too-late")
            else:
                if step != record.step:
                    raise Refusal("stale-button")
                if window is not None and self.clock() < window["until"]:
                    state = self.state_of(record, game_kind)
                    if game_kind.rules.current_seat(state) == seat:
                        raise Refusal("illegal-window-open")
            return await self._apply(record, game_kind, seat, action)

    async def _apply(
        self, record: GameRecord, game_kind: GameKind, seat: int, action: Any, *, by_timer=False
    ) -> Outcome:
        state = self.state_of(record, game_kind)
        dice = RecordingRandom(self.rng)  # stored with the action, so the game can be replayed
        try:
            new_state, events = game_kind.rules.apply(state, seat, action, dice)
        except IllegalAction as refused:
            raise Refusal(f"illegal-{refused.code}", **refused.params) from refused
        updated = self._copy(record)
        player = updated.players[seat]
        if not by_timer:
            if player.get("missed"):
                self._player_to_change(updated, seat)["missed"] = 0
        elif not player["computer"]:
            player = self._player_to_change(updated, seat)
            if not any(e.get("type") == "timed-out" for e in events):
                events = [{"type": "timed-out", "seat": seat}, *events]
            player["missed"] = player.get("missed", 0) + 1
            if player["missed"] >= MISSED_TURNS_LIMIT and not game_kind.rules.is_over(new_state):
                new_state, removed = game_kind.rules.remove_player(new_state, seat)
                player["removed"] = True
                events = events + removed
        same_turn = game_kind.turn_of(new_state) == game_kind.turn_of(state)
        self._settle(
            updated,
            game_kind,
            new_state,
            out_of_turn=game_kind.out_of_turn(action),
            same_turn=same_turn,
        )
        if not same_turn:
            updated.meta["turn_no"] = updated.meta.get("turn_no", 1) + 1
        _keep_recent(updated, events)
        await self._commit(
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
            turn_deadline = window["turn_deadline"]
        else:
            turn_deadline = self._deadline_for(record, game_kind, state)
        record.deadline = turn_deadline
        if not game_kind.window_open(state):
            return
        if out_of_turn and window is not None:
            window.pop("computer", None)
        else:
            window = self._open_window(record, game_kind, state, turn_deadline)
        record.meta["window"] = window
        if window.get("computer"):
            record.deadline = min(window["turn_deadline"], window["computer"]["at"])
        else:
            record.deadline = window["turn_deadline"]

    def _open_window(
        self, record: GameRecord, game_kind: GameKind, state: Any, turn_deadline: float
    ) -> dict[str, Any]:
        """A regular action opened the window: the next regular one waits; computers may react."""
        now = self.clock()
        until = now + self.timing.snap_window
        window: dict[str, Any] = {
            "step": record.step + 1,  # the step the commit of this change will give the game
            "until": until,
            "turn_deadline": max(turn_deadline, until),
        }
        fastest = None
        for seat, player in enumerate(record.players):
            if not player["computer"] or player.get("removed"):
                continue
            action = game_kind.computer_out_of_turn(state, seat, self.rng)
            if action is None:
                continue
            low, high = REACTION.get(player["computer"], REACTION["normal"])
            at = now + self.rng.uniform(low, high) * self.timing.snap_window
            if fastest is None or at < fastest["at"]:
                fastest = {"seat": seat, "at": at, "action": game_kind.rules.action_to_json(action)}
        if fastest is not None:
            window["computer"] = fastest
        return window

    def _deadline_for(self, record: GameRecord, game_kind: GameKind, state: Any) -> float | None:
        seat = game_kind.rules.current_seat(state)
        if seat is None:
            return None
        if record.players[seat]["computer"]:
            return self.clock() + self.timing.computer_delay
        return self.clock() + self.timing.turn_timeout

    async def stop(self, game_id: int, user_id: int, *, may_manage: bool) -> Outcome:
        """End a game early for its host or a moderator; it is recorded as abandoned."""
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            if not record.live:
                raise Refusal("game-not-running")
            if user_id != record.host_id and not may_manage:
                raise Refusal("stop-not-allowed")
            updated = self._copy(record)
            updated.status = "abandoned" if record.status == "running" else "cancelled"
            updated.deadline = None
            updated.meta.pop("window", None)
            updated.ended_at = self.clock()
            events = [{"type": "stopped", "by": user_id}]
            _keep_recent(updated, events)
            await self._commit(updated, actor_id=user_id, action={"type": "stop"}, events=events)
            return Outcome(updated, events, reason="stopped")

    async def remember_board(
        self, game_id: int, message_id: int, posted_at: float, step: int
    ) -> None:
        """Note which message shows the board, drawn at `step` (not a game step: no event row)."""
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            record.meta["board"] = {"message_id": message_id, "posted_at": posted_at, "step": step}
            self._board_messages.put(message_id, game_id)
            await self.storage.save(record, record.step)

    def note_board_shown(self, game_id: int, message_id: int, step: int) -> None:
        """The board message now shows `step`. Kept in memory and stored with the game's next
        write (or at shutdown): after a crash the bot only redraws a board more than needed."""
        record = self._live.get(game_id)
        board = record.meta.get("board") if record is not None else None
        if record is None or not board or board["message_id"] != message_id:
            return
        if board.get("step", -1) < step:
            record.meta["board"] = {**board, "step": step}
            self._unsaved_boards.add(game_id)

    async def save_board_notes(self) -> None:
        """Store the board steps noted since the games' last write (at shutdown)."""
        for game_id in sorted(self._unsaved_boards):
            record = self._live.get(game_id)
            if record is None:
                continue
            async with self.lock(record.channel_id):
                try:
                    await self.storage.save(record, record.step)
                except StaleStep:
                    self._forget(game_id)
        self._unsaved_boards.clear()

    async def live_games(self) -> list[GameRecord]:
        """Every lobby and running game (of this process's shards)."""
        records = await self.storage.live_games(self.shards)
        return [self._cache(r) for r in await self._with_running_logs(records)]

    async def remember(self, game_id: int, key: str, value: Any) -> None:
        """Note something about how the game is shown (`meta[key]`; None forgets it), not a game
        step: no event row. E.g. the turn ping message."""
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            if value is None:
                record.meta.pop(key, None)
            else:
                record.meta[key] = value
            try:
                await self.storage.save(record, record.step)
            except StaleStep:
                self._forget(game_id)

    async def use_hint(self, game_id: int, user_id: int) -> GameRecord:
        """Someone asks for the 💡 Odds of a running game that allows hints. A player of the game
        who does makes it assisted (not rated); anyone else only looks on. Not a game step."""
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            if record.status != "running":
                raise Refusal("game-not-running")
            if not hints_on(record):
                raise Refusal("hints-off")
            used = assisted_by(record)
            if self.seat_of(record, user_id) is not None and user_id not in used:
                record.meta["assisted"] = [*used, user_id]
                try:
                    await self.storage.save(record, record.step)
                except StaleStep:
                    self._forget(game_id)
                    raise Refusal("stale-button") from None
                _note_change(game_id)
            return record

    # ------------------------------------------------------------------------- timers

    async def run_due(self) -> list[Outcome]:
        """Handle every passed deadline: expire lobbies, time out turns, play computer turns."""
        outcomes = []
        for game_id, step, deadline in await self.storage.due_games(
            self.clock(), shards=self.shards
        ):
            DEADLINE_LAG.observe(max(0.0, self.clock() - deadline))
            with game_scope():
                try:
                    outcome = await self._handle_deadline(game_id, step)
                except Exception:
                    log.exception("Handling the deadline of game %s failed", game_id)
                    continue
                if outcome is not None:
                    outcomes.append(outcome)
                    self.notify(outcome)
        return outcomes

    def notify(self, outcome: Outcome) -> asyncio.Task[None]:
        """Tell the listeners about a change without waiting for them: they talk to Discord, and
        one slow or rate-limited channel must not hold up every other game's deadlines. Per game
        the notifications still run in order."""
        game_id = outcome.game.id
        previous = self._notifying.get(game_id)
        return _tracked(self._notifying, game_id, self._tell_listeners(outcome, previous))

    async def _tell_listeners(self, outcome: Outcome, previous: asyncio.Task[None] | None) -> None:
        if previous is not None:
            await asyncio.wait([previous])
        for listener in self._listeners:
            try:
                await listener(outcome)
            except Exception:
                log.exception("A listener failed on game %s", outcome.game.id)

    async def _handle_deadline(self, game_id: int, step: int) -> Outcome | None:
        record = await self.game(game_id)
        async with self.lock(record.channel_id):
            record = await self.game(game_id)
            if record.step != step or record.deadline is None or record.deadline > self.clock():
                return None  # somebody moved first
            game_kind = kind(record.kind)
            if record.status == "lobby":
                updated = self._copy(record)
                updated.status = "expired"
                updated.deadline = None
                updated.ended_at = self.clock()
                events = [{"type": "expired"}]
                await self._commit(updated, actor_id=None, action={"type": "expire"}, events=events)
                return Outcome(updated, events, reason="expired")
            planned = (record.meta.get("window") or {}).get("computer")
            if planned is not None and planned["at"] <= self.clock():
                return await self._computer_out_of_turn(record, game_kind, planned)
            state = self.state_of(record, game_kind)
            seat = game_kind.rules.current_seat(state)
            player = record.players[seat]
            if player["computer"]:
                action = await asyncio.get_running_loop().run_in_executor(
                    None, game_kind.computer_action, state, player["computer"], self.rng
                )
                return await self._apply(record, game_kind, seat, action)
            action = game_kind.rules.timeout_action(state)
            return await self._apply(record, game_kind, seat, action, by_timer=True)

    async def _computer_out_of_turn(
        self, record: GameRecord, game_kind: GameKind, planned: dict[str, Any]
    ) -> Outcome | None:
        """Play a computer's planned out-of-turn action (its reaction time has passed)."""
        try:
            return await self._apply(
                record, game_kind, planned["seat"], game_kind.action(planned["action"])
            )
        except Refusal as refusal:
            # Cannot happen while the window stands (any change closes it); never loop on it.
            log.warning("Game %s: planned out-of-turn action refused (%s)", record.id, refusal)
            window = dict(record.meta["window"])
            window.pop("computer", None)
            record.meta["window"] = window
            record.deadline = window["turn_deadline"]
            await self.storage.save(record, record.step)
            self._wake_for(record.deadline)
            return None

    def start_timers(self) -> None:
        self.deadlines.start()

    async def stop_timers(self) -> None:
        """Stop the deadlines, and the notifications still talking to Discord (a restart redraws
        what they would have shown)."""
        await self.deadlines.stop()
        pending = list(self._notifying.values())
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)

    # ------------------------------------------------------------------------ results

    def _record_results(self, record: GameRecord) -> asyncio.Task[None]:
        """Record a finished game's results in the background (one task per game)."""
        return _tracked(self._recording, record.id, self._recorded(record), f"results-{record.id}")

    async def _recorded(self, record: GameRecord) -> None:
        try:
            await self.storage.record_results(record)
        except Exception:
            log.exception(
                "Recording the results of game %s failed; they stay pending until the next start",
                record.id,
            )

    async def results_recorded(self, game_id: int) -> None:
        """Wait until the results of `game_id`, if this process is recording them, are recorded
        (or their recording failed, which is logged). Never raises; a cancelled waiter leaves
        the recording running."""
        task = self._recording.get(game_id)
        if task is not None:
            await asyncio.wait([task])

    async def results_settled(self, timeout: float | None = None) -> None:
        """Wait for every recording of results under way (before reading results or ratings that
        a game just finished may change, and before the store closes)."""
        tasks = list(self._recording.values())
        if tasks:
            await asyncio.wait(tasks, timeout=timeout)

    async def record_pending_results(self) -> int:
        """At start-up: record the results of every game whose finishing step was stored but whose
        results were not (the process stopped in between). Returns the games recorded."""
        try:
            pending = await self.storage.pending_results()
        except StorageUnavailable as exc:
            log.warning("Could not read the games whose results are pending: %s", exc)
            return 0
        tasks = []
        for game_id in pending:
            if game_id in self._recording:
                continue
            record = await self.storage.get_game(game_id)
            if record is None:
                continue
            if self.shards is not None and not self.shards.owns(record.guild_id):
                continue  # another process's game: the one whose shards own it records it
            log.info("Recording the pending results of game %s", game_id)
            tasks.append(self._record_results(record))
        if tasks:
            await asyncio.wait(tasks)
        return len(tasks)
