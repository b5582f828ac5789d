"""The players of benchmarks/shard_load.py: open-loop clicks on the live games' boards, a share of
slash commands, and what the fake Discord saw of them."""

from __future__ import annotations

import asyncio
import contextlib
import random
import re
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.shard_world import World
from tests.e2e.fake_discord import FakeDiscord, FakeDiscordError, Interaction
from tests.e2e.players import choose, current_mention

HOT_SHARE = 0.9  # of clicks on the games played now; the rest on long-turn games
ANSWER_WINDOW = 3.0  # Discord refuses a first answer later than this
COMMANDS = (("leaderboard",), ("stats",), ("heckmeck", "games"))
# Commands whose private answer is then answered with a click: a move of the daily, a puzzle's
# answer (their clicks are the "answers" of the figures).
ANSWERED = {("heckmeck", "daily"): "hmd:", ("heckmeck", "puzzle"): "hmp:"}
ANSWERED_SHARE = 0.4  # of the commands
EXEMPT = ("/interactions/", "/webhooks/")  # not bound to Discord's global limit


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


@dataclass
class Figures:
    name: str
    first_answer: float = 0.0
    rss_ready: float = 0.0
    rss_end: float = 0.0
    rss_series: list[float] = field(default_factory=list)  # every 30 s over the load
    cpu: float = 0.0
    clicks: int = 0
    unanswered: int = 0
    skipped: int = 0  # picks that found no legal click (a computer's turn, a game over)
    click_ms: list[float] = field(default_factory=list)
    slash: int = 0
    slash_unanswered: int = 0
    slash_ms: list[float] = field(default_factory=list)
    answers: int = 0  # clicks on a daily's or a puzzle's private message
    answers_unanswered: int = 0
    answers_ms: list[float] = field(default_factory=list)
    rest_per_second: float = 0.0
    rest_routes: Counter[str] = field(default_factory=Counter)  # the REST calls, by route
    too_many: int = 0
    stall_max: float = 0.0  # the event loop's longest stall over the load, ms
    stall_p99: float = 0.0
    # The end: the gateway dropped, clicks made meanwhile, replayed by the RESUME.
    resume_clicks: int = 0
    resume_unanswered: int = 0
    resume_seconds: float = float("nan")  # from the drop to RESUMED
    resume_ms: list[float] = field(default_factory=list)  # those clicks' answers
    replayed: int = 0  # events the RESUME sent again
    answered_twice: int = 0  # second answers to one interaction (Discord refuses: 40060)
    # With several shard processes: (process, CPU s, RSS after settling, at the end, longest
    # stall, stall p99) each, and their clicks' latencies (ms) by the shard of the clicked game.
    per_process: list[tuple[int, float, float, float, float, float]] = field(default_factory=list)
    shard_ms: dict[int, list[float]] = field(default_factory=dict)
    shard_unanswered: dict[int, int] = field(default_factory=dict)

    def line(self) -> str:
        return (
            f"{self.name}: {self.clicks} clicks, p50 {percentile(self.click_ms, 0.5):.1f} ms, "
            f"p99 {percentile(self.click_ms, 0.99):.1f} ms, {self.unanswered} unanswered, "
            f"{self.slash} commands, {self.rest_per_second:.1f} REST/s, CPU {self.cpu:.1f} s, "
            f"RSS {self.rss_ready:.0f}->{self.rss_end:.0f} MB, first answer "
            f"{self.first_answer:.1f} s, loop stall max {self.stall_max:.0f} ms, "
            f"p99 {self.stall_p99:.1f} ms"
            + (
                f", RSS every 30 s: {' '.join(f'{r:.0f}' for r in self.rss_series)}"
                if self.rss_series
                else ""
            )
            + f", RESUME after {self.resume_seconds:.1f} s replayed {self.replayed} events, "
            f"{self.resume_clicks} clicks, {self.resume_unanswered} unanswered"
        )

    def processes(self) -> list[str]:
        """A line per shard process: its clicks (by the clicked game's shard) and its own CPU,
        memory and stalls."""
        lines = []
        for number, cpu, rss_ready, rss_end, stall_max, stall_p99 in self.per_process:
            ms = self.shard_ms.get(number, [])
            lines.append(
                f"process {number} (shard {number}): {len(ms)} clicks answered, "
                f"{self.shard_unanswered.get(number, 0)} unanswered, p50 "
                f"{percentile(ms, 0.5):.1f} ms, p99 {percentile(ms, 0.99):.1f} ms, "
                f"p99.9 {percentile(ms, 0.999):.1f} ms, CPU {cpu:.1f} s, "
                f"RSS {rss_ready:.0f}->{rss_end:.0f} MB, loop stall max {stall_max:.0f} ms, "
                f"p99 {stall_p99:.1f} ms"
            )
        return lines

    @staticmethod
    def table(bot: Figures, floor: Figures) -> str:
        rows = [
            ("click -> answer p50 (ms)", *(percentile(f.click_ms, 0.5) for f in (bot, floor))),
            ("click -> answer p99 (ms)", *(percentile(f.click_ms, 0.99) for f in (bot, floor))),
            ("click -> answer p99.9 (ms)", *(percentile(f.click_ms, 0.999) for f in (bot, floor))),
            ("command -> answer p50 (ms)", *(percentile(f.slash_ms, 0.5) for f in (bot, floor))),
            ("command -> answer p99 (ms)", *(percentile(f.slash_ms, 0.99) for f in (bot, floor))),
            ("daily/puzzle click p50", *(percentile(f.answers_ms, 0.5) for f in (bot, floor))),
            ("daily/puzzle click p99", *(percentile(f.answers_ms, 0.99) for f in (bot, floor))),
            (
                "daily/puzzle clicks / unanswered",
                f"{bot.answers}/{bot.answers_unanswered}",
                f"{floor.answers}/{floor.answers_unanswered}",
            ),
            ("clicks sent", bot.clicks, floor.clicks),
            ("unanswered clicks", bot.unanswered, floor.unanswered),
            (
                "commands sent / unanswered",
                f"{bot.slash}/{bot.slash_unanswered}",
                f"{floor.slash}/{floor.slash_unanswered}",
            ),
            ("event loop's longest stall (ms)", bot.stall_max, floor.stall_max),
            ("event loop stall p99 (ms)", bot.stall_p99, floor.stall_p99),
            ("REST calls/s (not interactions)", bot.rest_per_second, floor.rest_per_second),
            ("429 answers", bot.too_many, floor.too_many),
            ("interactions answered twice", bot.answered_twice, floor.answered_twice),
            ("RSS after first answer (MB)", bot.rss_ready, floor.rss_ready),
            ("RSS at the end (MB)", bot.rss_end, floor.rss_end),
            ("CPU seconds over the load", bot.cpu, floor.cpu),
            (
                "CPU ms per click",
                *(1000 * f.cpu / max(1, f.clicks + f.slash) for f in (bot, floor)),
            ),
            ("start -> first answered click (s)", bot.first_answer, floor.first_answer),
            ("gateway drop -> RESUMED (s)", bot.resume_seconds, floor.resume_seconds),
            (
                "clicks over the drop / unanswered",
                f"{bot.resume_clicks}/{bot.resume_unanswered}",
                f"{floor.resume_clicks}/{floor.resume_unanswered}",
            ),
            (
                "their answer, the slowest (ms)",
                *(max(f.resume_ms, default=float("nan")) for f in (bot, floor)),
            ),
        ]
        lines = [f"{'':36} {'bot':>10} {'floor':>10} {'ratio':>7}"]
        for label, ours, base in rows:
            ratio = ""
            if isinstance(ours, (int, float)) and isinstance(base, (int, float)) and base:
                ratio = f"{ours / base:.2f}"
            lines.append(f"{label:36} {_shown(ours):>10} {_shown(base):>10} {ratio:>7}")
        return "\n".join(lines)


def _shown(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.1f}" if value < 1000 else f"{value:.0f}"
    return str(value)


def loop_stalls(path: Path, began: float, ended: float) -> tuple[float, float]:
    """The longest and the 99th percentile of the event loop's stalls (ms) between two wall-clock
    times, from benchmarks/loop_probe's file."""
    if not path.exists():
        return float("nan"), float("nan")
    stalls = []
    for line in path.read_text().splitlines():
        at, late = line.split()
        if began <= float(at) <= ended:
            stalls.append(1000 * max(0.0, float(late)))
    return (max(stalls, default=float("nan")), percentile(stalls, 0.99))


class Driver:
    def __init__(self, fake: FakeDiscord, world: World, rng: random.Random, *, slash: bool):
        self.fake = fake
        self.world = world
        self.rng = rng
        self.real_commands = slash  # the bot's commands; the floor has only /noop
        self.hot = [g for g in world.games if g.played_now] or world.games
        self.busy: set[int] = set()
        self.clicks: list[Interaction] = []
        self.commands: list[Interaction] = []
        self.answers: list[Interaction] = []
        self.skipped = 0
        self._waits: set[asyncio.Task] = set()
        self._requests_at = 0
        self._load_requests: list[str] = []

    def _pick(self):
        """(game id, user, kind, custom_id, values) of a legal click, or None."""
        games = self.hot if self.rng.random() < HOT_SHARE else self.world.games
        game = self.rng.choice(games)
        record = game.record
        if record.id in self.busy:
            return None
        board = self.world.boards[record.id]
        if record.kind == "drehwurm":  # a seated player looks at the hand
            buttons = board.enabled_buttons()
            humans = [p["id"] for p in record.players if not p["computer"]]
            if not buttons or not humans:
                return None
            user = self.world.users[self.rng.choice(humans)]
            return record.id, user, "button", buttons[0].custom_id, []
        mover = current_mention(board)
        if mover is None or mover not in self.world.users:
            return None
        try:
            kind, custom_id, values = choose(board, self.rng, take_chance=0.3)
        except AssertionError:
            return None
        return record.id, self.world.users[mover], kind, custom_id, values

    async def _click(self) -> Interaction | None:
        picked = self._pick()
        if picked is None:
            self.skipped += 1
            return None
        game_id, user, kind, custom_id, values = picked
        board = self.world.boards[game_id]
        self.busy.add(game_id)
        try:
            if kind == "select":
                ix = await self.fake.select(user, board, custom_id, values)
            else:
                ix = await self.fake.click(user, board, custom_id)
        except FakeDiscordError:
            self.busy.discard(game_id)
            self.skipped += 1
            return None
        self._follow(ix, game_id)
        return ix

    def _follow(self, ix: Interaction, game_id: int | None) -> None:
        async def wait() -> None:
            with contextlib.suppress(FakeDiscordError):
                await ix.wait_response(timeout=ANSWER_WINDOW + 2)
            if game_id is not None:
                self.busy.discard(game_id)

        task = asyncio.create_task(wait())
        self._waits.add(task)
        task.add_done_callback(self._waits.discard)

    async def _command(self) -> None:
        server = self.rng.choice(self.world.servers)
        user = self.rng.choice(server.members)
        channel = server.channels[-1]
        if not self.real_commands:
            words: tuple[str, ...] = ("noop",)
        elif self.rng.random() < ANSWERED_SHARE:
            words = self.rng.choice(list(ANSWERED))
        else:
            words = self.rng.choice(COMMANDS)
        ix = await self.fake.slash(user, channel, *words)
        self.commands.append(ix)
        if words in ANSWERED:
            self._answer_later(ix, user, ANSWERED[words])
        else:
            self._follow(ix, None)

    def _answer_later(self, ix: Interaction, user, prefix: str) -> None:
        """Once the command's private message is there, click one of its buttons (a daily's
        move, a puzzle's answer) as its reader would."""

        async def answer() -> None:
            with contextlib.suppress(FakeDiscordError):
                await ix.wait_response(timeout=ANSWER_WINDOW + 2)
                message = await ix.reply(timeout=ANSWER_WINDOW + 2)
                buttons = [
                    b for b in message.buttons(enabled=True)
                    if (b.custom_id or "").startswith(prefix)
                ]  # fmt: skip
                if not buttons:
                    return
                click = await self.fake.click(user, message, self.rng.choice(buttons).custom_id)
                self.answers.append(click)
                await click.wait_response(timeout=ANSWER_WINDOW + 2)

        task = asyncio.create_task(answer())
        self._waits.add(task)
        task.add_done_callback(self._waits.discard)

    async def first_answer(self, timeout: float) -> float:
        """Click until a click is answered (the bot may not be up yet); the loop time of that
        first answer. Clicks before it are not counted."""
        loop = asyncio.get_running_loop()
        ends = loop.time() + timeout
        while loop.time() < ends:
            ix = None
            with contextlib.suppress(FakeDiscordError):
                ix = await self._click()
            if ix is None:
                await asyncio.sleep(0.05)
                continue
            with contextlib.suppress(FakeDiscordError):
                await ix.wait_response(timeout=ANSWER_WINDOW)
            if ix.responded_at is not None:
                return ix.responded_at
        raise FakeDiscordError(f"no click answered within {timeout} s")

    async def load(self, rate: float, seconds: float, slash_share: float) -> None:
        """Open loop: arrivals at `rate` per second (Poisson) for `seconds`, each a click or,
        with `slash_share`, a command; then wait for the answers still due."""
        loop = asyncio.get_running_loop()
        requests_before = len(self.fake.requests)
        start = loop.time()
        at = start
        while True:
            at += self.rng.expovariate(rate)
            if at - start > seconds:
                break
            await asyncio.sleep(max(0.0, at - loop.time()))
            if self.rng.random() < slash_share:
                await self._command()
                continue
            ix = await self._click()
            if ix is not None:
                self.clicks.append(ix)
        if self._waits:
            await asyncio.wait(set(self._waits), timeout=ANSWER_WINDOW + 5)
        self._load_requests = self.fake.requests[requests_before:]

    async def resume(self, figures: Figures, clicks: int, timeout: float) -> None:
        """The load's end: the gateway connection dropped (Discord's close 4000), `clicks` clicks
        made before the bot is back, which its RESUME replays and it answers."""
        loop = asyncio.get_running_loop()
        resumes, replayed = self.fake.resumes, self.fake.replayed
        began = loop.time()
        await self.fake.disconnect_bot()
        sent: list[Interaction] = []
        for _ in range(clicks * 5):
            if len(sent) == clicks or self.fake.resumes > resumes:
                break
            with contextlib.suppress(FakeDiscordError):
                if (ix := await self._click()) is not None:
                    sent.append(ix)
        await self.fake.wait_until(
            lambda: self.fake.resumes > resumes, timeout=timeout, what="the bot's RESUME"
        )
        figures.resume_seconds = loop.time() - began
        figures.replayed = self.fake.replayed - replayed
        if self._waits:
            await asyncio.wait(set(self._waits), timeout=ANSWER_WINDOW + 5)
        figures.resume_clicks = len(sent)
        figures.resume_unanswered = sum(1 for ix in sent if not ix.responded)
        figures.resume_ms = [1000 * ix.latency for ix in sent if ix.latency is not None]

    def slowest(self, count: int = 12) -> list[str]:
        """The slowest answered clicks: latency, the game, the button, what else it got."""
        answered = [ix for ix in self.clicks if ix.latency is not None]
        answered.sort(key=lambda ix: ix.latency or 0.0, reverse=True)
        return [
            f"{1000 * (ix.latency or 0.0):.0f} ms {ix.data.get('custom_id')} "
            f"type {ix.response_type}, {len(ix.ephemeral_messages)} private"
            for ix in answered[:count]
        ]

    def fill_shards(self, figures: Figures, shards: int) -> None:
        """The clicks' latencies by the shard of the clicked game's server (Discord's routing)."""
        for ix in self.clicks:
            shard = (ix.channel.guild.id >> 22) % shards
            if ix.latency is None:
                figures.shard_unanswered[shard] = figures.shard_unanswered.get(shard, 0) + 1
            else:
                figures.shard_ms.setdefault(shard, []).append(1000 * ix.latency)

    def fill(self, figures: Figures, seconds: float) -> None:
        figures.clicks = len(self.clicks)
        figures.unanswered = sum(1 for ix in self.clicks if not ix.responded)
        figures.click_ms = [1000 * ix.latency for ix in self.clicks if ix.latency is not None]
        figures.slash = len(self.commands)
        figures.slash_unanswered = sum(1 for ix in self.commands if not ix.responded)
        figures.slash_ms = [1000 * ix.latency for ix in self.commands if ix.latency is not None]
        figures.skipped = self.skipped
        figures.answers = len(self.answers)
        figures.answers_unanswered = sum(1 for ix in self.answers if not ix.responded)
        figures.answers_ms = [1000 * ix.latency for ix in self.answers if ix.latency is not None]
        rest = [r for r in self._load_requests if not any(e in r for e in EXEMPT)]
        figures.rest_per_second = len(rest) / seconds
        figures.rest_routes = Counter(re.sub(r"\d{5,}", "{id}", r) for r in rest)
        figures.too_many = sum(1 for e in self.fake.errors if e.status == 429)
