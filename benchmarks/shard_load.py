"""A full shard in one process: the real `python -m bot` behind the gateway, beside the floor.

The fake Discord of the tests (tests/e2e/fake_discord.py) runs in this process on 127.0.0.1 with
G servers of a few dozen channels and roles each (READY, then a GUILD_CREATE per server, no
member lists). The store (a SQLite file) holds N live games dealt by the engines (2-7 seats,
Heckmeck classic and Junior, Drehwurm, humans and computers; most with turns of hours or days and
deadlines spread over three days, a few hundred short-turn games played now) and M finished ones
written through `record_results`; every live game's board is in its channel, drawn by the bot's
own board code.

Then, alternately, the bot and the floor (benchmarks/noop_bot.py: discord.py with the same intents
and cache settings, answering a click with a deferred update) are started against the same fake
and clicked open-loop (Poisson arrivals at --rate clicks/s) for --seconds: the legal buttons of
the player on turn on the played-now games (and now and then on a long-turn one), plus a share of
slash commands (/leaderboard, /stats, /heckmeck games; the floor answers its own /noop). Measured
on the fake's side: click -> answer latency, unanswered clicks, REST calls per second (interaction
answers excluded: Discord exempts them from the global limit), 429s, the bot's RSS after the
first answer and at the end, CPU seconds over the load, time from the process's start to the
first answered click.

    python benchmarks/shard_load.py [--guilds 2500] [--live 10000] [--finished 100000]
        [--rate 20 | --rates 20,100,300] [--seconds 60] [--rounds 1] [--settle S]
        [--finished-store FILE] [--profile DIR] [--smoke]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.click_cost import cpu_seconds  # noqa: E402
from benchmarks.leaderboard_queries import fill  # noqa: E402
from benchmarks.shard_drive import Driver, Figures, loop_stalls, rss_mb  # noqa: E402
from benchmarks.shard_store import write_live  # noqa: E402
from benchmarks.shard_world import add_live_games, build_servers  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.storage.connect import open_store  # noqa: E402
from bot.storage.transfer import copy_store  # noqa: E402
from tests.e2e.bot_process import BotProcess, clean_environment  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402
from tests.postgres_server import PostgresServer  # noqa: E402

PROBE = REPO / "benchmarks" / "loop_probe"  # sitecustomize: the event loop's stalls
# A folder put last on the bot's PYTHONPATH only, e.g. for a usercustomize that times things.
EXTRA_PATH = os.environ.get("SHARD_BOT_PYTHONPATH", "")
RESUME_CLICKS = 20  # made while the gateway connection is down, at the end
# As many clicks as 5 s at 5 clicks/s, sent in 2 s: the suite waits less for the same check.
SMOKE = {"guilds": 50, "live": 50, "finished": 200, "played_now": 20, "rate": 12.5, "seconds": 2.0}


async def prepare(fake: FakeDiscord, args: argparse.Namespace, folder: Path):
    """The servers in the fake, the store on disk; returns (world, database path)."""
    rng = random.Random(args.seed)
    started = time.perf_counter()
    world = build_servers(fake, args.guilds, rng, args.processes)
    database = folder / "heckmeck.sqlite3"
    finished = await finished_games(args, database)
    storage = await open_store(str(database))
    try:
        add_live_games(fake, world, args.live, args.played_now, finished + 1, time.time(), rng)
        await write_live(storage, world.games, {g: m.id for g, m in world.boards.items()})
    finally:
        await storage.close()
    print(
        f"prepared {args.guilds} servers, {args.live} live games ({args.played_now} played now), "
        f"{finished} finished games in {time.perf_counter() - started:.0f} s"
    )
    return world, database


async def finished_games(args: argparse.Namespace, database: Path) -> int:
    """The finished games in a new store at `database` (about three and a half results each,
    2-5 seats): filled, or copied from --finished-store, which a fill is kept in."""
    kept = Path(args.finished_store) if args.finished_store else None
    if kept is not None and kept.exists():
        shutil.copyfile(kept, database)
        storage = await open_store(str(database))
        try:
            return await storage.count_rows("games")
        finally:
            await storage.close()
    storage = await open_store(str(database))
    try:
        finished = (
            await fill(storage, int(args.finished * 3.5), 3000, 8, args.seed)
            if args.finished
            else 0
        )
    finally:
        await storage.close()
    if kept is not None:
        shutil.copyfile(database, kept)
    return finished


async def postgres_copy(stack: contextlib.ExitStack, database: Path) -> str:
    """A PostgreSQL server (from the OS packages, as the tests start it, durable) holding a copy
    of the SQLite store at `database`; its URL."""
    started = time.perf_counter()
    server = PostgresServer(durable=True).start()
    stack.callback(server.stop)
    rows = await copy_store(f"sqlite:///{database}", server.url, report=lambda _: None)
    took = time.perf_counter() - started
    print(f"copied {sum(rows.values())} rows to PostgreSQL in {took:.0f} s")
    return server.url


class Ours:
    """The bot: one process, or `processes` of them over one store, each running one shard."""

    name = "bot"

    def __init__(
        self, fake: FakeDiscord, folder: Path, store: dict[str, str], processes: int = 1
    ) -> None:
        self.probes = [folder / f"bot-{n}-loop.txt" for n in range(processes)]
        sharding = (
            (lambda n: {"SHARD_COUNT": str(processes), "SHARD_IDS": str(n)})
            if processes > 1
            else (lambda n: {})
        )
        self.bots = []
        for number, probe in enumerate(self.probes):
            workdir = folder / f"bot-{number}"
            workdir.mkdir(exist_ok=True)
            self.bots.append(
                BotProcess(
                    fake,
                    workdir,
                    fresh_interpreter=True,  # a fork of the tests' warm parent skips the probe
                    PYTHONPATH=os.pathsep.join(filter(None, (str(PROBE), str(REPO), EXTRA_PATH))),
                    LOOP_PROBE_FILE=str(probe),
                    TURN_TIMEOUT_SECONDS="120",
                    COMPUTER_DELAY_SECONDS="1",
                    # as deployed (the tests call at once): a short turn played within it calls
                    # nobody
                    TURN_CALL_WAIT_SECONDS=str(Settings().turn_call_wait_seconds),
                    GUILD_READY_TIMEOUT="2",
                    **store,
                    **sharding(number),
                )
            )

    async def start(self) -> None:
        for bot in self.bots:  # one after the other: each start waits for its own IDENTIFY
            await bot.start(timeout=600)

    async def spawn(self, fake: FakeDiscord) -> list[int]:
        """Start the processes without waiting (the driver times the start itself); their pids
        as each appears."""
        last = [bot.process for bot in self.bots]  # the last round's, exited
        self._starting = asyncio.create_task(self.start())
        pids = []
        for bot, before in zip(self.bots, last, strict=True):

            def spawned(bot: BotProcess = bot, before: object = before) -> bool:
                return bot.process is not before or self._starting.done()

            await fake.wait_until(spawned, timeout=600)
            assert bot.process is not None and bot.process is not before
            pids.append(bot.process.pid)
        return pids

    async def ready(self) -> None:
        """Until the start's own work is done: READY, and the boards of the last run checked."""
        await self._starting

    async def stop(self) -> None:
        if not self._starting.done():
            self._starting.cancel()
        for bot in self.bots:
            await bot.stop(timeout=20)

    def log(self) -> str:
        return "\n".join(bot.log() for bot in self.bots)


class Floor:
    name = "floor"

    def __init__(self, fake: FakeDiscord, folder: Path) -> None:
        self.fake = fake
        self.process: asyncio.subprocess.Process | None = None
        self.probes = [folder / "floor-loop.txt"]

    async def spawn(self, fake: FakeDiscord) -> list[int]:
        self.process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(REPO / "benchmarks" / "noop_bot.py"),
            env=clean_environment(
                DISCORD_TOKEN=fake.token,
                DISCORD_API_BASE_URL=fake.api_base_url,
                DISCORD_GATEWAY_URL=fake.gateway_url,
                GUILD_READY_TIMEOUT="2",
                PYTHONPATH=os.pathsep.join((str(PROBE), str(REPO))),
                LOOP_PROBE_FILE=str(self.probes[0]),
            ),
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL,
        )
        return [self.process.pid]

    async def stop(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.terminate()
            await self.process.wait()

    async def ready(self) -> None:
        await self.fake.wait_until(lambda: self.fake.connected, timeout=60)

    def log(self) -> str:
        return ""


async def run_one(
    runner, fake: FakeDiscord, world, args: argparse.Namespace, rng: random.Random
) -> Figures:
    await fake.wait_until(lambda: not fake.connected, timeout=60, what="the last bot to leave")
    loop = asyncio.get_running_loop()
    began = loop.time()
    pids = await runner.spawn(fake)
    profilers = []
    driver = Driver(fake, world, rng, slash=runner.name == "bot")
    try:
        first = await driver.first_answer(timeout=600)
        figures = Figures(runner.name)
        figures.first_answer = first - began
        if args.settle is not None or len(pids) > 1:  # every shard's process up
            await runner.ready()
        if args.settle is not None:  # the steady state: the start's own work left out
            await asyncio.sleep(args.settle)
        rss_ready = [rss_mb(pid) for pid in pids]
        cpu_before = [cpu_seconds(pid) for pid in pids]
        load_began = time.time()
        profilers = [await start_profiler(args, runner.name, pid) for pid in pids]
        sampling = asyncio.create_task(sample_rss(pids, figures.rss_series))
        errors_before = len(fake.errors)
        try:
            await driver.load(args.rate, args.seconds, args.slash_share)
        finally:
            sampling.cancel()
        cpu = [cpu_seconds(pid) - before for pid, before in zip(pids, cpu_before, strict=True)]
        load_ended = time.time()
        await asyncio.sleep(1.2)  # the probe's last second written
        stalls = [loop_stalls(probe, load_began, load_ended) for probe in runner.probes]
        rss_end = [rss_mb(pid) for pid in pids]
        figures.cpu, figures.rss_ready, figures.rss_end = sum(cpu), sum(rss_ready), sum(rss_end)
        figures.stall_max = max(stall for stall, _ in stalls)
        figures.stall_p99 = max(p99 for _, p99 in stalls)
        figures.answered_twice = sum(1 for e in fake.errors[errors_before:] if e.code == 40060)
        driver.fill(figures, args.seconds)
        if len(pids) > 1:
            driver.fill_shards(figures, len(pids))
            figures.per_process = [
                (n, cpu[n], rss_ready[n], rss_end[n], *stalls[n]) for n in range(len(pids))
            ]
        await driver.resume(figures, RESUME_CLICKS, timeout=60)
        if args.verbose:
            print("  slowest clicks:", *driver.slowest(), sep="\n    ")
    finally:
        await runner.stop()
        for profiler in profilers:
            if profiler is not None:
                await profiler.wait()
    return figures


async def sample_rss(pids: list[int], series: list[float], every: float = 30.0) -> None:
    """The processes' RSS (MB, summed) every `every` seconds over the load: flat, or growing."""
    while True:
        await asyncio.sleep(every)
        series.append(sum(rss_mb(pid) for pid in pids))


async def start_profiler(args: argparse.Namespace, name: str, pid: int):
    """With --profile DIR: py-spy samples the bot over the load (a file of stacks per round)."""
    if not args.profile or name != "bot":
        return None
    folder = Path(args.profile)
    folder.mkdir(parents=True, exist_ok=True)
    output = folder / f"{name}-{pid}.txt"
    return await asyncio.create_subprocess_exec(
        "py-spy",
        "record",
        "--pid",
        str(pid),
        "--output",
        str(output),
        "--rate",
        "100",
        "--duration",
        str(int(args.seconds)),
        "--format",
        "raw",
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )


async def main(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed + 1)
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    with contextlib.ExitStack() as stack:
        if args.keep:
            folder = Path(args.keep)
            folder.mkdir(parents=True, exist_ok=False)
        else:
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        async with FakeDiscord() as fake:
            world, database = await prepare(fake, args, folder)
            store = {"DATABASE_PATH": str(database)}
            if args.postgres:
                store = {"DATABASE_URL": await postgres_copy(stack, database)}
            ours = Ours(fake, folder, store, args.processes)
            floor = Floor(fake, folder)
            results: dict[str, list[Figures]] = {"bot": [], "floor": []}
            tables = []
            for rate in args.rates or [args.rate]:
                args.rate = rate
                print(f"--- {rate:g} clicks/s for {args.seconds:g} s")
                for number in range(args.rounds):
                    order = (floor, ours) if number % 2 == 0 else (ours, floor)
                    if args.bot_only:
                        order = (ours,)
                    for runner in order:
                        figures = await run_one(runner, fake, world, args, rng)
                        results[runner.name].append(figures)
                        print(figures.line(), f"(load average {os.getloadavg()[0]:.1f})")
                        print(*(f"  {line}" for line in figures.processes()), sep="\n")
                        if args.verbose:
                            print("  REST calls:", dict(figures.rest_routes.most_common(6)))
                if not args.bot_only:
                    tables.append((rate, Figures.table(results["bot"][-1], results["floor"][-1])))
            if args.smoke or args.verbose:
                problems = [e for e in fake.errors if e.status >= 500] + fake.internal_errors
                if problems:
                    print("fake Discord saw:", problems[:5])
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    for rate, table in tables:
        print(f"\n{rate:g} clicks/s, the last round of each:\n{table}")
    if args.smoke:
        unanswered = sum(f.unanswered + f.resume_unanswered for fs in results.values() for f in fs)
        clicks = sum(f.clicks for fs in results.values() for f in fs)
        if unanswered or not clicks:
            print(f"SMOKE FAILED: {unanswered} of {clicks} clicks unanswered")
            sys.exit(1)
        print(f"smoke: every one of {clicks} clicks answered")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--guilds", type=int, default=2500)
    parser.add_argument("--live", type=int, default=10_000, help="live games in the store")
    parser.add_argument("--played-now", type=int, default=300, help="short-turn games played now")
    parser.add_argument("--finished", type=int, default=100_000, help="finished games")
    parser.add_argument("--rate", type=float, default=20.0, help="clicks per second (open loop)")
    parser.add_argument(
        "--rates",
        type=lambda text: [float(r) for r in text.split(",")],
        help="a sweep, e.g. 20,100,300: one store, --rounds at each rate",
    )
    parser.add_argument("--seconds", type=float, default=60.0, help="length of each load")
    parser.add_argument("--slash-share", type=float, default=0.05, help="share of slash commands")
    parser.add_argument("--rounds", type=int, default=1, help="bot and floor, alternately")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--settle",
        type=float,
        help="start the load this many seconds after the start's own work is done "
        "(default: at the first answered click)",
    )
    parser.add_argument(
        "--bot-only", action="store_true", help="no floor rounds (a look at the bot alone)"
    )
    parser.add_argument(
        "--processes", type=int, default=1, help="shard processes, the servers split by shard"
    )
    parser.add_argument(
        "--postgres", action="store_true", help="one PostgreSQL server for the store (else SQLite)"
    )
    parser.add_argument("--smoke", action="store_true", help="a small run that checks it works")
    parser.add_argument("--verbose", action="store_true", help="REST calls by route")
    parser.add_argument(
        "--finished-store",
        help="a SQLite file of finished games: copied if it exists, else the fill is kept there",
    )
    parser.add_argument("--profile", help="a folder for py-spy's flame graphs of the bot")
    parser.add_argument("--keep", help="a new folder to keep the store and the bot's logs in")
    args = parser.parse_args(argv)
    if args.smoke:
        for key, value in SMOKE.items():
            setattr(args, key, value)
    return args


if __name__ == "__main__":
    asyncio.run(main(parse()))
