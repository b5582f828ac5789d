"""The chaos soak: the random-click crawler (tests/e2e/crawler.py) plays every kind of table for a
fixed time while Discord misbehaves and the bot dies. At random times one fault is let loose for
a moment: 5xx answers, 429s with `retry_after` (with and without Discord's `Via` header), slow
answers, a dropped gateway connection (resumed with RESUME, the missed events replayed), or a
SIGKILL of the bot and a start on the same database. Its players accept what users meet then (a
press that goes unanswered, an answer too late); what they do not accept, checked at the end:

- a lost move: every press of a move the bot acknowledged (the board or hand redrawn for it) is
  in the event log as it was when the bot answered, and a Heckmeck move is the logged step after
  the one its button was drawn for, by the presser;
- a doubled post: never two messages of one game with working board or lobby controls in a
  channel at once (watched after every request; not in a group DM, where a board only the
  killed process's tokens could edit is retired by the next press on it), at most one ending
  post (the one with Rematch) and at most one lobby message per game;
- a frozen board: once no fault is on, every running game's board shows its stored state (and the
  player on turn can act) within the crawler's ceiling, during the run and after the last fault;
- a traceback or ERROR line in the bot's log, across all its starts;
- `python -m bot check` finding anything on the database.

benchmarks/chaos_soak.py runs it from the command line; tests/e2e/test_chaos_soak.py runs it short.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import hashlib
import random
import sqlite3
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.e2e.bot_process import BotProcess, run_to_exit
from tests.e2e.crawler import (
    ERROR_LINE,
    Click,
    Crawler,
    Finding,
    Table,
    controls,
    game_of,
    prefix_of,
)
from tests.e2e.fake_discord import (
    UPDATE_MESSAGE,
    FakeDiscord,
    FakeDiscordError,
    Interaction,
    Message,
    walk_components,
)

EDITIONS = ["classic", "junior", "drehwurm", "group-dm"]
# Components only a game's board or lobby shows: two messages with them for one game, both
# working, would be a board posted twice.
BOARD_PREFIXES = frozenset({"hm", "hmt", "lobby", "cpu", "dwh", "redraw"})
MOVE_PREFIXES = frozenset({"hm", "hmt", "dw", "dwp"})
RECENT = 30  # messages per channel the doubled-board watch looks at
QUIET_CEILING = 120.0  # seconds for the bot to be back after a fault (a restart included)
ANSWER_CEILING = 15.0  # beyond Discord's 3 s: an answer retried through a fault still counts
SNAP_WINDOW = 0.5


def bot_settings(seed: int) -> dict[str, str]:
    """The bot's settings for a soak: quick tables, its dice seeded, and a board whose last edit
    a fault swallowed drawn again after a few seconds."""
    return {
        "SNAP_WINDOW_SECONDS": str(SNAP_WINDOW),
        "COMPUTER_DELAY_SECONDS": "0",
        "BOARD_MAX_AGE_SECONDS": "4",
        "RANDOM_SEED": str(seed),
    }


class TimeUp(Exception):
    """The soak's time is over: a table stops at its next settling."""


@dataclass
class Ack:
    """A move press the bot acknowledged, and the event log as it stood when it did."""

    click: Click
    game_id: int
    step: int  # the step the pressed control was drawn for
    user_id: int
    last_step: int
    digest: str


@dataclass
class ChaosReport:
    seconds: float = 0.0
    faults: collections.Counter[str] = field(default_factory=collections.Counter)
    replayed: int = 0  # gateway events sent again on a RESUME
    unanswered: int = 0
    acks: list[Ack] = field(default_factory=list)
    lost: list[str] = field(default_factory=list)
    doubled: list[str] = field(default_factory=list)
    frozen: list[str] = field(default_factory=list)
    tracebacks: list[str] = field(default_factory=list)
    check: str = ""  # what `python -m bot check` said when it did not exit clean
    gave_up: list[str] = field(default_factory=list)  # a crawler wait abandoned under a fault

    @property
    def clean(self) -> bool:
        return not (self.lost or self.doubled or self.frozen or self.tracebacks or self.check)

    def summary(self, crawler: Crawler) -> str:
        figures = crawler.figures
        faults = ", ".join(f"{name} {n}" for name, n in sorted(self.faults.items()))
        return "\n".join(
            [
                f"chaos soak: {self.seconds:.0f} s, {figures.summary()}",
                f"faults: {faults or 'none'}; gateway events replayed on RESUME: {self.replayed}",
                f"presses unanswered: {self.unanswered}; moves acknowledged: {len(self.acks)}; "
                f"crawler waits given up under a fault: {len(self.gave_up)}",
                f"lost moves: {len(self.lost)}; doubled posts: {len(self.doubled)}; frozen "
                f"boards: {len(self.frozen)}; tracebacks: {len(self.tracebacks)}; "
                f"python -m bot check: {'clean' if not self.check else 'FAILED'}",
                *(f"  {line}" for line in self.problems()),
            ]
        )

    def problems(self) -> list[str]:
        return [
            *(f"lost: {x}" for x in self.lost),
            *(f"doubled: {x}" for x in self.doubled),
            *(f"frozen: {x}" for x in self.frozen),
            *(f"traceback: {x}" for x in self.tracebacks),
            *([f"check: {self.check}"] if self.check else []),
        ]


def fault_kinds(fake: FakeDiscord, bot: BotProcess, rng: random.Random) -> dict[str, Callable]:
    """What the soak lets loose, by name: each starts its fault and returns at once (a kill
    returns once the bot is back)."""

    def inject(*args: Any, **kwargs: Any) -> Callable[[], Awaitable[None]]:
        async def start() -> None:
            fake.inject(*args, **kwargs)

        return start

    def slow(target: str) -> Callable[[], Awaitable[None]]:
        async def start() -> None:
            fake.slow(target, rng.uniform(0.3, 2.5), times=rng.randint(1, 4))

        return start

    return {
        "callback-500": inject("callback", 500, times=2),
        "callback-503": inject("callback", 503, times=3),
        "callback-429": inject("callback", 429, retry_after=1.0, times=2),
        "edit-502": inject("edit", 502, times=3),
        "edit-429": inject("edit", 429, retry_after=2.0, times=2),
        "edit-429-without-via": inject("edit", 429, retry_after=1.0, via=False, times=1),
        "post-503": inject("post", 503, times=2),
        "post-429": inject("post", 429, retry_after=1.5, times=2),
        "webhook-edit-500": inject("webhook-edit", 500, times=2),
        "followup-502": inject("followup", 502, times=2),
        "slow-callback": slow("callback"),
        "slow-edit": slow("edit"),
        "slow-post": slow("post"),
        "disconnect": fake.disconnect_bot,
        "kill": lambda: bot.restart(kill=True),
    }


def _events_digest(rows: list[tuple[Any, ...]]) -> str:
    return hashlib.sha256(repr(rows).encode()).hexdigest()


class ChaosCrawler(Crawler):
    """The crawler with faults let loose beside it, tolerant of what a fault does to a press and
    strict about what must hold anyway (see the module's docstring)."""

    def __init__(self, fake: FakeDiscord, bot: BotProcess, seed: int, seconds: float, **kw: Any):
        super().__init__(fake, bot, seed, **kw)
        self.seconds = seconds
        self.report = ChaosReport()
        self.rng = random.Random(f"{seed}:chaos")
        self.calm = True  # no fault is on
        self.epoch = 0  # counts faults started and ended: a settling restarts its ceiling
        self.deadline = 0.0
        self.kills = 0
        self.recent_faults: list[str] = []
        self.started = time.monotonic()
        self.kills_seen: dict[str, int] = {}  # table: the kills its board was refreshed after
        self._seen_messages = 0
        self._channel_messages: dict[int, list[Message]] = collections.defaultdict(list)

    # ---- the run -------------------------------------------------------------------------

    async def soak(self, editions: list[str] = EDITIONS) -> ChaosReport:
        started = self.started = time.monotonic()
        self.deadline = started + self.seconds
        self._setup_tables(editions)
        stop = asyncio.Event()
        watch = asyncio.create_task(self._watch_boards(stop))
        chaos = asyncio.create_task(self._chaos())
        try:
            await asyncio.gather(*(self._crawl_until_time(self.tables[n]) for n in editions))
            await chaos
            await self._final_settle(editions)
        finally:
            chaos.cancel()
            stop.set()
            await watch
            self.report.seconds = self.figures.seconds = time.monotonic() - started
        self.report.replayed = self.fake.replayed
        self._check_acks()
        self._check_posts(editions)
        self._check_tracebacks()
        await self.bot.stop()
        await self._check_store()
        return self.report

    async def _chaos(self) -> None:
        kinds = fault_kinds(self.fake, self.bot, self.rng)
        deck: list[str] = []
        quiet_end = 8.0  # the last seconds are calm: the boards must catch up
        while time.monotonic() + quiet_end < self.deadline:
            if not deck:
                deck = self._deck(sorted(kinds))
            await asyncio.sleep(self.rng.uniform(0.5, 3.0))
            name = deck.pop(0)
            self.say(f"fault: {name}")
            self.calm, self.epoch = False, self.epoch + 1
            self.report.faults[name] += 1
            self.recent_faults.append(f"{name} at {time.monotonic() - self.started:.1f} s")
            await kinds[name]()
            self.kills += name == "kill"
            await asyncio.sleep(self.rng.uniform(0.5, 3.0))  # the fault meets what comes
            self.fake.clear_faults()
            await self.fake.wait_until(
                lambda: self.fake.connected, timeout=QUIET_CEILING, what="the bot back"
            )
            self.calm, self.epoch = True, self.epoch + 1

    def _deck(self, names: list[str]) -> list[str]:
        """Every fault once (a kill twice), in random order, a kill and a disconnect among the
        first four (so that a short soak meets both)."""
        early = ["kill", "disconnect"]
        rest = [n for n in names if n not in early] + ["kill"]
        self.rng.shuffle(rest)
        head = [*early, *rest[:2]]
        self.rng.shuffle(head)
        return [*head, *rest[2:]]

    async def _crawl_until_time(self, table: Table) -> None:
        while time.monotonic() < self.deadline:
            epoch = self.epoch
            try:
                game_id = await self._open_table(table)
                game = await self._fill_lobby(table, game_id)
                if game is None:
                    continue
                status = await self._play(table, game_id)
                self.say(f"{table.edition.name}: game {game_id} {status}")
                if status == "finished":
                    await self._after_game(table, game_id)
            except TimeUp:
                return
            except FakeDiscordError as exc:  # a wait of the crawler's own, met by a fault
                if self.calm and self.epoch == epoch:
                    raise
                self.report.gave_up.append(f"{table.name}: {str(exc).splitlines()[0]}")
                await self.quiet()

    async def quiet(self) -> None:
        await self.fake.wait_until(
            lambda: self.calm and self.fake.connected,
            timeout=QUIET_CEILING,
            what="the fault to pass",
        )

    # ---- tolerance of what a fault does --------------------------------------------------

    async def _open_table(self, table: Table) -> int:
        for _ in range(10):
            try:
                return await super()._open_table(table)
            except Finding as finding:  # the command was lost to a fault: open it again
                if "opened no lobby" not in finding.what:
                    raise
                await self.quiet()
        self.finding(f"no lobby opened in #{table.channel.name} in ten tries")

    async def command(self, table: Table, user, path: str, options: dict[str, Any], **kw: Any):
        try:
            return await super().command(table, user, path, options, **kw)
        except Finding as finding:
            if "could not be sent" in finding.what:  # the bot is away
                return None
            raise

    async def _check_answer(self, ix: Interaction, click: Click) -> None:
        with contextlib.suppress(FakeDiscordError):
            await self.fake.wait_until(
                lambda: (
                    ix.responded
                    or ix.late_response_attempts
                    or not (self.fake.connected or self.fake.resuming)
                ),
                timeout=ANSWER_CEILING,
                what=f"an answer to {ix!r}",
            )
        if not ix.responded:
            self.report.unanswered += 1
            click.answer = "unanswered"
            self._check_log()
            return
        await super()._check_answer(ix, click)

    def _check_log(self) -> None:
        """The log is read once, at the end (report.tracebacks): the soak goes on past one."""

    async def settle(self, table: Table, game_id: int) -> dict[str, Any]:
        """The crawler's settling (the board agrees with the stored game), pressing on through
        faults: its ceiling counts from the last fault's start or end while none is on; during
        one, only the bot's return is waited for."""
        if time.monotonic() >= self.deadline:
            raise TimeUp
        while True:
            await self._refresh_after_kill(table, game_id)
            epoch, calm = self.epoch, self.calm and self.fake.connected
            problem = [""]

            def agreed(epoch: int = epoch, problem: list[str] = problem) -> Any:
                game = self.store.game(game_id)
                assert game is not None
                if game["status"] != "running":
                    return game
                problem[0] = self._disagreement(table, game)
                if not problem[0]:
                    return game
                return "fault" if self.epoch != epoch else None

            began = time.monotonic()
            try:
                found = await self.fake.wait_until(
                    agreed,
                    timeout=self.settle_ceiling if calm else QUIET_CEILING,
                    what="the board to agree",
                )
            except FakeDiscordError:
                self.report.frozen.append(f"game {game_id}: {problem[0]}")
                self.finding(f"game {game_id} froze: {problem[0]}")
            finally:
                self.figures.settling += time.monotonic() - began
            if found != "fault":
                return found

    async def _refresh_after_kill(self, table: Table, game_id: int) -> None:
        """A table in a group DM is reached through the tokens of its presses, which a killed
        process takes with it (cogs/table/token_place.py): its board waits for the next press,
        and a player who finds it behind presses 🔄 Refresh."""
        if not table.edition.group_dm or self.kills_seen.get(table.name) == self.kills:
            return
        self.kills_seen[table.name] = self.kills
        for _ in range(5):  # a fault may swallow the press too: pressed again
            await self.quiet()
            game = self.store.game(game_id)
            if game is None or game["status"] != "running" or await self._refresh(table, game):
                return

    async def _refresh(self, table: Table, game: dict[str, Any]) -> bool:
        """🔄 Refresh pressed under the board; whether it was answered (by a redraw in place)."""
        board = self.message(game)
        redraw = f"redraw:{game['id']}"
        if board is None or redraw not in [c for _, c, _ in controls(board)]:
            return True  # nothing to press: the board is not the stale one
        ix = await self.press(table, self.someone(table), board.snapshot(), "button", redraw)
        if ix is None or not ix.responded:
            return False
        if ix.response_type != UPDATE_MESSAGE:
            self.finding(f"Refresh did not redraw the board in place: {ix!r}")
        return True

    # ---- acknowledged moves --------------------------------------------------------------

    async def _press(self, table, user, message, kind, custom_id, values):
        parts = custom_id.split(":")
        move = parts[0] in MOVE_PREFIXES and len(parts) > 2 and parts[2].isdigit()
        stored = self.store.game(int(parts[1])) if move else None
        clicks = len(self.clicks)
        ix = await super()._press(table, user, message, kind, custom_id, values)
        acknowledged = (
            ix is not None and ix.response_type == UPDATE_MESSAGE and not ix.ephemeral_messages
        )
        if not (acknowledged and stored is not None):
            return ix
        game_id, step = int(parts[1]), int(parts[2])
        click = self.clicks[clicks]  # (walks side by side append their clicks too)
        rows = self._events(game_id)
        self.report.acks.append(Ack(click, game_id, step, user.id, len(rows), _events_digest(rows)))
        # A press of the step the game stood at is a move, the step after it, by the presser (a
        # stale board's press is answered with the board as it stands, privately noted too).
        if parts[0] in ("hm", "hmt") and stored["step"] == step:
            made = [r for r in rows if r[0] == step + 1]
            if not made or made[0][1] != user.id:
                self.report.lost.append(
                    f"{click.describe()}: no step {step + 1} by the presser when answered ({made})"
                )
        return ix

    def _events(self, game_id: int) -> list[tuple[Any, ...]]:
        db = sqlite3.connect(f"file:{self.bot.database_path}?mode=ro", uri=True, timeout=10)
        try:
            return db.execute(
                "SELECT step, actor_id, action FROM events WHERE game_id = ? ORDER BY step",
                (game_id,),
            ).fetchall()
        finally:
            db.close()

    def _check_acks(self) -> None:
        logs: dict[int, list[tuple[Any, ...]]] = {}
        for ack in self.report.acks:
            rows = logs.setdefault(ack.game_id, self._events(ack.game_id))
            if _events_digest(rows[: ack.last_step]) != ack.digest:
                self.report.lost.append(
                    f"{ack.click.describe()}: the log of game {ack.game_id} up to its "
                    f"{ack.last_step} steps differs from what it was when answered"
                )

    # ---- doubled posts -------------------------------------------------------------------

    def _recent(self, channel_id: int) -> list[Message]:
        for message in self.fake.messages[self._seen_messages :]:
            if message.ephemeral_to is None:
                self._channel_messages[message.channel.id].append(message)
        self._seen_messages = len(self.fake.messages)
        return [m for m in self._channel_messages[channel_id][-RECENT:] if not m.deleted]

    async def _watch_boards(self, stop: asyncio.Event) -> None:
        seen: set[str] = set()

        def check() -> bool:
            for table in self.tables.values():
                if table.edition.group_dm:
                    # A killed process's tokens are gone, and with them the only way to edit its
                    # board there: it is retired by the next press on it (token_place.py).
                    continue
                live: dict[int, list[int]] = collections.defaultdict(list)
                for message in self._recent(table.channel.id):
                    games = {
                        game_of(b.custom_id)
                        for b in message.enabled_buttons()
                        if b.custom_id and prefix_of(b.custom_id) in BOARD_PREFIXES
                    }
                    for game_id in games - {None}:
                        assert game_id is not None
                        live[game_id].append(message.id)
                for game_id, ids in live.items():
                    key = f"{game_id}: {ids}"
                    if len(ids) > 1 and key not in seen:
                        seen.add(key)
                        shown = "; ".join(
                            f"{m!r} {m.describe_buttons()}"
                            for m in self._recent(table.channel.id)
                            if m.id in ids
                        )
                        self.report.doubled.append(
                            f"[{table.name}] game {game_id}: {len(ids)} boards with working "
                            f"controls, after the faults {self.recent_faults[-3:]}: {shown}"
                        )
            return stop.is_set()

        await self.fake.wait_until(check, timeout=24 * 3600, what="the end of the soak")

    def _check_posts(self, editions: list[str]) -> None:
        for name in editions:
            channel = self.tables[name].channel
            endings: collections.Counter[int] = collections.Counter()
            lobbies: collections.Counter[int] = collections.Counter()
            for message in self._channel_messages[channel.id]:
                if message.deleted:
                    continue
                ids = {
                    c.get("custom_id") or ""
                    for version in self.fake.versions_of(message)
                    for c in walk_components(version.get("components"))
                }
                for game_id in {game_of(i) for i in ids if prefix_of(i) == "rematch"} - {None}:
                    endings[game_id or 0] += 1
                for game_id in {game_of(i) for i in ids if prefix_of(i) == "lobby"} - {None}:
                    lobbies[game_id or 0] += 1
            for what, counts in (("ending posts", endings), ("lobby messages", lobbies)):
                for game_id, n in counts.items():
                    if n > 1:
                        self.report.doubled.append(f"game {game_id}: {n} {what}")

    # ---- the end -------------------------------------------------------------------------

    async def _final_settle(self, editions: list[str]) -> None:
        self.fake.clear_faults()
        await self.quiet()
        for name in editions:
            table = self.tables[name]
            live = self.store.live_game(table.channel.id)
            if live is None or live["status"] != "running":
                continue
            self.deadline = float("inf")  # settle, not stop
            with contextlib.suppress(Finding):  # noted in report.frozen
                await self.settle(table, live["id"])

    def _check_tracebacks(self) -> None:
        for path in self.bot.log_paths:
            if not path.exists():
                continue
            lines = path.read_text(errors="replace").splitlines()
            for i, line in enumerate(lines):
                if ERROR_LINE.search(line):
                    self.report.tracebacks.append(f"{path.name}: " + " | ".join(lines[i : i + 6]))

    async def _check_store(self) -> None:
        code, out, err = await run_to_exit(
            Path(self.bot.workdir), "check", timeout=300, DATABASE_PATH=str(self.bot.database_path)
        )
        if code != 0:
            self.report.check = f"exit {code}: {(out + err)[-2000:]}"
