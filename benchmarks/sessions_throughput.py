"""Persisted actions through the real session layer, beside plain sqlite3 in the same run.

No Discord: this measures what the bot itself costs per accepted action (rules engine, channel
lock, the storage write committed before the caller hears back). Games are played to their end
(the step that ends the game included, and the recording of its results and ratings that the
session layer starts right after it) and a new game starts at the table; the deadline loop runs
throughout.

    python benchmarks/sessions_throughput.py [--games 1000] [--actions 60000] [--rate 2000]
        [--paced-seconds 15] [--scale-games 10000] [--stored-games 100000] [--no-postgres]

Prints, per store:
  - saturated: every table clicks again as soon as its last click was answered; actions/s beside
    the baseline (plain sqlite3, WAL, synchronous=NORMAL, one transaction per action: insert an
    event row + upsert the game's snapshot), in SATURATED_ROUNDS rounds of each by turns, and the
    median of the rounds' own ratios;
  - paced at --rate actions/s over --games tables: p50/p99 latency, and the game-ending step's
    p50 beside an ordinary step's;
  - memory per live game (resident, measured after play), at --games and at --scale-games;
  - start-up (open the store, first deadline scan) with 10 and with --stored-games finished games,
    the two stores opened by turns (medians of STARTUP_ROUNDS each).
PostgreSQL runs on a throwaway local server (Unix socket, fsync on) when its programs are there,
once in this process and once as two processes sharing it (as sharded bot processes do).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.runtime import tune_garbage_collector
from bot.storage.base import Storage, sqlite_path
from bot.storage.connect import open_store
from bot.storage.sqlite import SqliteStorage
from bot.table.sessions import Sessions
from bot.table.types import Player, Refusal, Timing

OPTIONS = {"edition": "classic", "short_game": True}
STARTUP_ROUNDS = 21  # start-ups of each store, by turns
SATURATED_ROUNDS = 6  # saturated runs of ours and of the baseline, by turns


def rss_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


# --------------------------------------------------------------------------------- baseline


def snapshot_of_a_real_game() -> str:
    """A stored game row's JSON (players, state, meta) as the bot writes it mid-game."""
    rng = random.Random(3)
    state = hm.new_game(2, hm.HeckmeckOptions(**OPTIONS), rng)
    for _ in range(40):
        state, _ = hm.apply(state, state.current, pick(state, rng), rng)
    players = [
        {"id": 10**17 + i, "name": f"player{i}", "computer": None, "missed": 0} for i in (1, 2)
    ]
    meta = {"guild_locale": "en-US", "turn_no": 21}
    row = {"state": state.to_json(), "players": players, "meta": meta, "options": OPTIONS}
    return json.dumps(row, separators=(",", ":"))


class PlainSqlite3:
    """Plain sqlite3 doing the same work as the bot per action, one transaction per action: the
    baseline. Each call of `run` goes on where the last one stopped (the same games, next steps)."""

    def __init__(self, folder: Path, games: int, snapshot: str) -> None:
        path = folder / f"baseline-{time.monotonic_ns()}.sqlite3"
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, step INTEGER, snapshot TEXT)")
        # The event log as the bot kept it until migration 7: the faster of the two for one
        # action per transaction (the bot's appended rows and index cost this baseline a little
        # more).
        self.db.execute(
            "CREATE TABLE events (game_id INTEGER, step INTEGER, action TEXT, events TEXT,"
            " at REAL, PRIMARY KEY (game_id, step)) WITHOUT ROWID"
        )
        self.games, self.snapshot, self.done = games, snapshot, 0

    def run(self, actions: int) -> float:
        """Actions/s over the next `actions` actions."""
        db, games, snapshot = self.db, self.games, self.snapshot
        action = '{"type":"roll"}'
        events = '[{"type":"rolled","dice":["1","2","3","4","5","worm"]}]'
        started = time.perf_counter()
        for n in range(self.done, self.done + actions):
            game, step = n % games, n // games + 1
            db.execute("BEGIN IMMEDIATE")
            db.execute("INSERT INTO events VALUES (?,?,?,?,?)", (game, step, action, events, 0.0))
            db.execute(
                "INSERT INTO games VALUES (?,?,?) ON CONFLICT (id) DO UPDATE SET"
                " step = excluded.step, snapshot = excluded.snapshot",
                (game, step, snapshot),
            )
            db.execute("COMMIT")
        self.done += actions
        return actions / (time.perf_counter() - started)

    def close(self) -> None:
        self.db.close()


def plain_sqlite3(folder: Path, actions: int, games: int, snapshot: str) -> float:
    """Actions/s of plain sqlite3 doing the same work, one transaction per action."""
    baseline = PlainSqlite3(folder, games, snapshot)
    try:
        return baseline.run(actions)
    finally:
        baseline.close()


# ------------------------------------------------------------------------------------ tables


def pick(state: hm.HeckmeckState, rng: random.Random) -> hm.Action:
    """A quick player: stops on the best tile offered, else keeps worms and high faces.

    The players stand in for people clicking, whose choosing costs the bot nothing, so they
    look only at what the phase offers (the same choices, and the same draws of `rng`, as
    picking from `hm.legal_actions`, for a fraction of the time)."""
    if state.phase == "pick":
        roll = state.roll
        faces = hm.pickable_faces(state)
        if faces:
            return hm.SetAside(max(faces, key=lambda f: _worth(f, roll.count(f))))
    elif state.phase == "roll":
        return rng.choice(_ROLL_ONLY)
    stops = [hm.Stop(take) for take in hm.take_options(state)]
    if stops and rng.random() < 0.9:
        return max(stops, key=lambda a: a.take.tile)
    return rng.choice(([hm.Roll()] if hm.can_roll(state) else []) + stops)


_ROLL_ONLY = [hm.Roll()]


def _worth(face: str, count: int) -> tuple:
    return (face == "worm", count * (5 if face == "worm" else int(face)))


@dataclass
class Tally:
    ordinary: list[float] = field(default_factory=list)
    ending: list[float] = field(default_factory=list)
    lobby: list[float] = field(default_factory=list)
    refused: int = 0  # "cannot save right now": waited past the answer window
    choosing: float = 0.0  # seconds the simulated players spent choosing their moves

    @property
    def actions(self) -> int:
        return len(self.ordinary) + len(self.ending) + len(self.lobby)

    def all(self) -> list[float]:
        return sorted(self.ordinary + self.ending + self.lobby)


class Table:
    """One channel where two players play game after game."""

    def __init__(self, sessions: Sessions, channel: int) -> None:
        self.sessions = sessions
        self.channel = channel
        self.rng = random.Random(channel)
        self.host, self.guest = Player(2 * channel + 1, "a"), Player(2 * channel + 2, "b")
        self.game_id = 0

    async def new_game(self, tally: Tally | None) -> None:
        s = self.sessions
        started = time.perf_counter()
        record = await s.open_lobby(
            "heckmeck", guild_id=1 + self.channel % 50, channel_id=self.channel,
            host=self.host, options=OPTIONS,
        )  # fmt: skip
        middle = time.perf_counter()
        await s.join(record.id, self.guest)
        joined = time.perf_counter()
        await s.start(record.id, self.host.id)
        if tally is not None:
            done = time.perf_counter()
            tally.lobby += [middle - started, joined - middle, done - joined]
        self.game_id = record.id

    async def fast_forward(self) -> None:
        """Set up: play a random part of the game on the pure engine and store it in one write,
        so games end all through the measured runs instead of all at once."""
        record = await self.sessions.game(self.game_id)
        state = hm.state_from_json(record.state)
        for _ in range(self.rng.randrange(150)):
            after, _ = hm.apply(state, state.current, pick(state, self.rng), self.rng)
            if hm.is_over(after):
                break
            state = after
        expected = record.step
        record.state, record.step = state.to_json(), record.step + 1
        await self.sessions.storage.save(record, expected)

    async def click(self, tally: Tally) -> None:
        record = await self.sessions.game(self.game_id)
        if record.status != "running":
            try:
                await self.new_game(tally)
            except Refusal:
                tally.refused += 1
            return
        started = time.perf_counter()
        state = self.sessions.state_of(record)  # choosing a move is not the bot's cost
        action = hm.action_to_json(pick(state, self.rng))
        user = record.players[state.current]["id"]
        tally.choosing += time.perf_counter() - started
        started = time.perf_counter()
        try:
            outcome = await self.sessions.act(self.game_id, user, record.step, action)
        except Refusal as refusal:
            tally.refused += refusal.code == "storage-unavailable"
            return
        elapsed = time.perf_counter() - started
        (tally.ending if outcome.game.status == "finished" else tally.ordinary).append(elapsed)


async def saturated(tables: list[Table], actions: int) -> tuple[Tally, float]:
    tally = Tally()

    async def run(table: Table) -> None:
        while tally.actions < actions:
            await table.click(tally)

    started = time.perf_counter()
    await asyncio.gather(*(run(t) for t in tables))
    return tally, time.perf_counter() - started


async def paced(tables: list[Table], rate: float, seconds: float) -> tuple[Tally, float]:
    tally = Tally()
    interval = len(tables) / rate
    stop = time.perf_counter() + seconds

    async def run(table: Table) -> None:
        await asyncio.sleep(table.rng.uniform(0, interval))
        while time.perf_counter() < stop:
            await table.click(tally)
            await asyncio.sleep(table.rng.uniform(0.5 * interval, 1.5 * interval))

    started = time.perf_counter()
    await asyncio.gather(*(run(t) for t in tables))
    return tally, time.perf_counter() - started


def ms(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000 if values else float("nan")


class WritesNothing(SqliteStorage):
    """The session layer alone: the same tables, and a store where a running game's steps write
    nothing (lobbies and endings are saved, so tables go on playing game after game)."""

    async def save(self, record, expected_step, **kwargs) -> None:
        written = self.__dict__.setdefault("written", {})  # game id -> step last written
        if record.status == "running" and record.id in written and kwargs.get("action"):
            return
        await super().save(record, written.get(record.id, expected_step), **kwargs)
        written[record.id] = record.step


async def open_tables(
    url: str, games: int, store: type[SqliteStorage] | None = None, first_channel: int = 1000
) -> tuple[Storage, Sessions, list[Table]]:
    storage = await (open_store(url) if store is None else store.connect(sqlite_path(url)))
    # Seeded dice: the bot's SystemRandom costs a system call per die, which is not storage.
    timing = Timing(turn_timeout=3600, lobby_timeout=3600)
    sessions = Sessions(storage, timing, rng=random.Random(len(url)))
    sessions.start_timers()
    tables = [Table(sessions, first_channel + n) for n in range(games)]
    for table in tables:
        await table.new_game(None)
        await table.fast_forward()
    return storage, sessions, tables


async def measure_store(url: str, args, plain: PlainSqlite3) -> dict:
    """Saturated: SATURATED_ROUNDS rounds, each of ours and of the baseline by turns (the machine
    drifts within seconds: a baseline measured only before and after moved by a third); the
    median of the rounds' own ratios. Then paced, and the memory."""
    before = rss_kb()
    storage, sessions, tables = await open_tables(url, args.games)
    per_round = max(1, args.actions // SATURATED_ROUNDS)
    rates: list[float] = []
    own_rates: list[float] = []  # without the time the simulated players spent choosing
    bases: list[float] = []
    cpus: list[float] = []
    base_cpus: list[float] = []
    endings = 0
    for number in range(SATURATED_ROUNDS):
        for ours_now in (True, False) if number % 2 == 0 else (False, True):
            cpu = time.process_time()
            if ours_now:
                tally, elapsed = await saturated(tables, per_round)
                rates.append(tally.actions / elapsed)
                own_rates.append(tally.actions / (elapsed - tally.choosing))
                cpus.append((time.process_time() - cpu) / tally.actions)
                endings += len(tally.ending)
            else:
                bases.append(plain.run(per_round))
                base_cpus.append((time.process_time() - cpu) / per_round)
    ratios = sorted(r / b for r, b in zip(rates, bases, strict=True))
    cpu_ratios = sorted(b / c for b, c in zip(base_cpus, cpus, strict=True))
    own_ratios = sorted(r / b for r, b in zip(own_rates, bases, strict=True))
    quarter = len(ratios) // 4
    rate, base = statistics.median(rates), statistics.median(bases)
    print(
        f"saturated, {args.games} tables, {SATURATED_ROUNDS} rounds of {per_round:,} actions by"
        f" turns with the baseline ({endings} games ended): {rate:,.0f} actions/s; plain sqlite3"
        f" {base:,.0f}/s (medians); ratio {statistics.median(ratios):.2f} (the rounds' middle half"
        f" {ratios[quarter]:.2f}-{ratios[-1 - quarter]:.2f})"
    )
    print(
        f"  CPU per action (all threads) {statistics.median(cpus) * 1e6:.0f} us; plain sqlite3"
        f" {statistics.median(base_cpus) * 1e6:.0f} us; ratio {statistics.median(cpu_ratios):.2f}"
        " (the throughput ratio on an otherwise idle machine)"
    )
    print(
        f"  without the simulated players' time choosing their moves (the loop is saturated, so"
        f" it is time the bot would have had): ratio {statistics.median(own_ratios):.2f} (middle"
        f" half {own_ratios[quarter]:.2f}-{own_ratios[-1 - quarter]:.2f})"
    )
    tally, elapsed = await paced(tables, args.rate, args.paced_seconds)
    every = tally.all()
    print(
        f"paced at {args.rate:,.0f}/s offered over {args.games} tables: {len(every):,} actions"
        f" ({len(every) / elapsed:,.0f}/s), p50 {ms(every, 0.5):.2f} ms,"
        f" p99 {ms(every, 0.99):.2f} ms (target < 5 ms); {tally.refused} refused"
    )
    ordinary, ending = ms(tally.ordinary, 0.5), ms(tally.ending, 0.5)
    print(
        f"  game-ending step p50 {ending:.2f} ms ({len(tally.ending)} endings) beside an ordinary"
        f" step p50 {ordinary:.2f} ms: ratio {ending / ordinary:.2f} (target <= 2)"
    )
    per_game = (rss_kb() - before) / args.games
    print(f"resident memory per live game after play: {per_game:.1f} KB")
    await sessions.stop_timers()
    await sessions.results_settled()
    writes = storage._writes
    print(f"group commit: {writes.writes / max(1, writes.batches):.1f} writes per transaction")
    await storage.close()
    return {"rate": rate, "base": base}


def finished_state() -> dict:
    rng = random.Random(9)
    state = hm.new_game(2, hm.HeckmeckOptions(**OPTIONS), rng)
    while not hm.is_over(state):
        state, _ = hm.apply(state, state.current, pick(state, rng), rng)
    return state.to_json()


async def storage_alone(url: str, games: int, rounds: int, baseline) -> None:
    """The storage interface by itself: every game saves a step, all at once, round after round
    (saturated); then ordinary steps and game-ending steps one at a time (latency)."""
    storage = await open_store(url)
    row = json.loads(snapshot_of_a_real_game())
    records = []
    for n in range(games + 400):
        players = [dict(p, id=p["id"] + 10 * n) for p in row["players"]]
        record = GameRecord(0, "heckmeck", 1, 5000 + n, players[0]["id"], "running", OPTIONS,
                            players, row["state"], 0, row["meta"])  # fmt: skip
        records.append(await storage.create_game(record))
    event = [{"type": "rolled", "dice": ["1", "2", "3", "4", "5", "worm"]}]

    async def step(record: GameRecord) -> float:
        started = time.perf_counter()
        record.step += 1
        await storage.save(record, record.step - 1, actor_id=1, action={"type": "roll"},
                           events=event, at=1.0)  # fmt: skip
        return time.perf_counter() - started

    started = time.perf_counter()
    for _ in range(rounds):
        await asyncio.gather(*(step(r) for r in records[:games]))
    rate, base = games * rounds / (time.perf_counter() - started), baseline()
    print(
        f"storage interface alone, saturated ({games} games saving at once): {rate:,.0f} saves/s;"
        f" plain sqlite3 {base:,.0f}/s; ratio {rate / base:.2f}"
    )
    ordinary = [await step(r) for r in records[games : games + 200]]
    final = finished_state()
    ending, recording = [], []
    for record in records[games + 200 :]:
        record.status, record.state, record.ended_at = "finished", final, 2.0
        ending.append(await step(record))
        started = time.perf_counter()
        await storage.record_results(record)  # as the session layer does right after
        recording.append(time.perf_counter() - started)
    p50, end50 = ms(ordinary, 0.5), ms(ending, 0.5)
    print(
        f"  one at a time: ordinary step p50 {p50:.2f} ms, p99 {ms(ordinary, 0.99):.2f} ms;"
        f" game-ending step (the step and its pending-results mark) p50 {end50:.2f} ms:"
        f" ratio {end50 / p50:.2f} (target <= 2); then recording its results and ratings (plan"
        f" + their own transaction) p50 {ms(recording, 0.5):.2f} ms"
    )
    await storage.close()


async def scale(url: str, games: int, rate: float, seconds: float) -> None:
    before = rss_kb()
    storage, sessions, tables = await open_tables(url, games)
    tally, elapsed = await paced(tables, rate, seconds)
    per_game = (rss_kb() - before) / games
    every = tally.all()
    print(
        f"{games:,} live games, paced at {rate:,.0f}/s offered: {len(every) / elapsed:,.0f}"
        f" actions/s, p50 {ms(every, 0.5):.2f} ms, p99 {ms(every, 0.99):.2f} ms,"
        f" {tally.refused} refused; resident memory per live game after play {per_game:.1f} KB"
        " (target < 20 KB)"
    )
    await sessions.stop_timers()
    await sessions.results_settled()
    await storage.close()


async def store_finished_games(path: Path, count: int) -> None:
    """Fill a fresh database with `count` finished games (rows as the bot stores them)."""
    await (await open_store(path)).close()
    snapshot = json.loads(snapshot_of_a_real_game())
    row = (
        "heckmeck", 1, "finished", json.dumps(OPTIONS), json.dumps(snapshot["players"]),
        json.dumps(snapshot["state"]), 200, "{}", None, 0.0, 1.0, 2.0,
    )  # fmt: skip
    with sqlite3.connect(path) as db:
        db.executemany(
            "INSERT INTO games (kind, guild_id, status, options, players, state, step, meta,"
            " deadline, created_at, started_at, ended_at, channel_id, host_id)"
            " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
            ((*row, n, n) for n in range(count)),
        )


async def start_up(path: Path) -> float:
    started = time.perf_counter()
    storage = await open_store(path)
    sessions = Sessions(storage)
    await sessions.record_pending_results()  # as the bot starts (none are pending here)
    await sessions.run_due()
    await storage.next_deadline()
    elapsed = time.perf_counter() - started
    await storage.close()
    return elapsed


async def worker(args) -> None:
    """One of several processes sharing a store (run by `processes`): its own tables, saturated;
    prints what it did as one JSON line."""
    first = 1_000_000 + args.worker_index * args.games  # apart from the one-process tables
    storage, sessions, tables = await open_tables(args.worker, args.games, first_channel=first)
    tally, elapsed = await saturated(tables, args.actions)
    await sessions.stop_timers()
    await sessions.results_settled()
    await storage.close()
    every = tally.all()
    print(json.dumps({"actions": tally.actions, "elapsed": elapsed, "p99": ms(every, 0.99)}))


async def processes(url: str, args, count: int, single_rate: float) -> None:
    """`count` bot-like processes on one store (as sharded processes share PostgreSQL), each with
    its share of the tables and actions, side by side with the one-process figure."""
    share = [sys.executable, __file__, "--worker", url, "--games", str(args.games // count),
             "--actions", str(args.actions // count)]  # fmt: skip
    runs = [
        await asyncio.create_subprocess_exec(
            *share, "--worker-index", str(i), stdout=asyncio.subprocess.PIPE
        )
        for i in range(count)
    ]
    results = [json.loads((await run.communicate())[0].decode().strip().splitlines()[-1])
               for run in runs]  # fmt: skip
    actions = sum(r["actions"] for r in results)
    rate = actions / max(r["elapsed"] for r in results)
    p99 = max(r["p99"] for r in results)
    print(
        f"{count} processes sharing the store, {args.games} tables in all: {rate:,.0f} actions/s"
        f" (worst process p99 {p99:.2f} ms); one process {single_rate:,.0f}/s;"
        f" ratio {rate / single_rate:.2f}"
    )


async def main(args) -> None:
    from tests.postgres_server import PostgresMissing, PostgresServer

    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        snapshot = snapshot_of_a_real_game()
        print(f"snapshot per game: {len(snapshot):,} bytes of JSON")

        def baseline() -> float:
            return plain_sqlite3(folder, args.actions // 2, args.games, snapshot)

        print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores shared)")
        print("\n== SQLite")
        url = f"sqlite:///{folder / 'storage.sqlite3'}"
        await storage_alone(url, args.games, args.actions // args.games, baseline)
        url = f"sqlite:///{folder / 'alone.sqlite3'}"
        storage, sessions, tables = await open_tables(url, args.games, WritesNothing)
        tally, elapsed = await saturated(tables, args.actions)
        alone, base = tally.actions / elapsed, baseline()
        print(
            f"session layer alone (ordinary steps write nothing): {alone:,.0f}"
            f" actions/s; plain sqlite3 {base:,.0f}/s; ratio {alone / base:.2f}"
        )
        await sessions.stop_timers()
        await sessions.results_settled()
        await storage.close()
        plain = PlainSqlite3(folder, args.games, snapshot)
        await measure_store(f"sqlite:///{folder / 'bench.sqlite3'}", args, plain)
        if not args.no_postgres:
            try:
                server = PostgresServer(durable=True).start()
            except PostgresMissing as missing:
                print(f"\n== PostgreSQL: not measured ({missing})")
            else:
                print("\n== PostgreSQL (local socket, fsync on)")
                try:
                    await storage_alone(server.url, args.games, args.actions // args.games,
                                        baseline)  # fmt: skip
                    single = await measure_store(server.url, args, plain)
                    await processes(server.url, args, 2, single["rate"])
                finally:
                    server.stop()

        print("\n== scale (SQLite)")
        await scale(f"sqlite:///{folder / 'scale.sqlite3'}", args.scale_games, args.rate,
                    args.paced_seconds)  # fmt: skip
        # Both stores opened by turns, so that both meet the same machine (a start-up lasts a
        # few milliseconds: any other process on the two cores moves a single figure).
        paths = {count: folder / f"stored-{count}.sqlite3" for count in (10, args.stored_games)}
        for count, path in paths.items():
            await store_finished_games(path, count)
        times: dict[int, list[float]] = {count: [] for count in paths}
        for _ in range(STARTUP_ROUNDS):
            for count, path in paths.items():
                times[count].append(await start_up(path))
        few, many = (statistics.median(times[count]) for count in paths)
        print(
            f"start-up with 10 stored finished games {few * 1000:.1f} ms, with"
            f" {args.stored_games:,}: {many * 1000:.1f} ms (ratio {many / few:.2f}; flat is 1)"
        )
        print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--actions", type=int, default=60000, help="saturated run")
    parser.add_argument("--rate", type=float, default=2000.0, help="offered actions/s, paced")
    parser.add_argument("--paced-seconds", type=float, default=15.0)
    parser.add_argument("--scale-games", type=int, default=10000)
    parser.add_argument("--stored-games", type=int, default=100000)
    parser.add_argument("--no-postgres", action="store_true")
    parser.add_argument("--worker", help=argparse.SUPPRESS)  # a store URL: run as one process
    parser.add_argument("--worker-index", type=int, default=0, help=argparse.SUPPRESS)
    tune_garbage_collector()  # as `python -m bot` does
    arguments = parser.parse_args()
    asyncio.run(worker(arguments) if arguments.worker else main(arguments))
