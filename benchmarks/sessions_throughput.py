"""Drive many concurrent Heckmeck games through the session layer on a real SQLite file.

No Discord: this measures what the bot itself costs per click (rules engine, channel lock,
one transaction per accepted action). Prints persisted actions per second, p50/p99 latency per
action, and resident memory per active game.

    python benchmarks/sessions_throughput.py [--games 1000] [--actions 20000]

Targets on the 2-core machine: >= 2,000 actions/s, p99 < 10 ms, < 50 KB per active game.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bot.rules import heckmeck as hm
from bot.runtime import tune_garbage_collector
from bot.sessions import Player, Sessions, Timing
from bot.storage import Storage


def rss_kb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def pick_action(state: hm.HeckmeckState, rng: random.Random) -> dict:
    actions = [a for a in hm.legal_actions(state, state.current) if a != hm.Timeout()]
    return hm.action_to_json(rng.choice(actions))


async def play(
    sessions: Sessions,
    game_id: int,
    budget: list[int],
    latencies: list[float],
    pause: float = 0.0,
):
    rng = random.Random(game_id)
    if pause:
        await asyncio.sleep(rng.uniform(0, pause))
    while budget[0] > 0:
        if pause:
            await asyncio.sleep(rng.uniform(0.5 * pause, 1.5 * pause))
        record = await sessions.game(game_id)
        if record.status != "running":
            return
        state = hm.state_from_json(record.state)
        user = record.players[state.current]["id"]
        action = pick_action(state, rng)
        budget[0] -= 1
        started = time.perf_counter()
        await sessions.act(game_id, user, record.step, action)
        latencies.append(time.perf_counter() - started)


async def main(games: int, actions: int, rate: float) -> None:
    with tempfile.TemporaryDirectory() as folder:
        storage = await Storage.open(Path(folder) / "bench.sqlite3")
        sessions = Sessions(storage, Timing(turn_timeout=3600), rng=random.Random(1))
        before = rss_kb()
        ids = []
        for n in range(games):
            host, guest = Player(2 * n + 1, "a"), Player(2 * n + 2, "b")
            record = await sessions.open_lobby(
                "heckmeck", guild_id=1, channel_id=1000 + n, host=host, options={}
            )
            await sessions.join(record.id, guest)
            await sessions.start(record.id, host.id)
            ids.append(record.id)
        per_game_kb = (rss_kb() - before) / games
        print(f"games: {games} concurrent; resident memory per active game: {per_game_kb:.1f} KB")

        # 1. Saturation: every game clicks again as soon as its last click was persisted.
        latencies: list[float] = []
        budget = [actions]
        started = time.perf_counter()
        await asyncio.gather(*(play(sessions, g, budget, latencies) for g in ids))
        report("saturated (every game clicking back to back)", latencies, started)

        # 2. A busy evening: each game clicks about once per `pause` seconds.
        pause = games / rate
        latencies = []
        budget = [actions // 2]
        started = time.perf_counter()
        await asyncio.gather(*(play(sessions, g, budget, latencies, pause) for g in ids))
        report(f"paced (about {rate:,.0f} actions/s offered)", latencies, started)
        await storage.close()


def report(label: str, latencies: list[float], started: float) -> None:
    elapsed = time.perf_counter() - started
    latencies.sort()

    def ms(q: float) -> float:
        return latencies[min(len(latencies) - 1, int(q * len(latencies)))] * 1000

    print(f"{label}: {len(latencies)} actions persisted")
    print(f"  throughput: {len(latencies) / elapsed:,.0f} actions/s")
    print(
        f"  latency per action: p50 {ms(0.50):.2f} ms, p99 {ms(0.99):.2f} ms, "
        f"mean {statistics.fmean(latencies) * 1000:.2f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--actions", type=int, default=20000)
    parser.add_argument("--rate", type=float, default=1000.0, help="offered actions/s, paced run")
    args = parser.parse_args()
    tune_garbage_collector()  # as `python -m bot` does
    asyncio.run(main(args.games, args.actions, args.rate))
