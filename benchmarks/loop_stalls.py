"""How long the event loop stalls while the Heckmeck AI loads for the first time (the first 💡
press, review or computer move of a process builds its tables: seconds of pure Python).

Each way runs in a fresh process (the AI loads once per process), on a loop that ticks every
millisecond with a little work per tick, as a bot between clicks does; the figure is the longest
gap between ticks and the 99th percentile, beside the same loop with nothing loading (the
baseline: what the machine's load alone does to it).

    python benchmarks/loop_stalls.py [--rounds 3]

The ways: the AI loaded on the loop itself (as the 💡 press did before it moved the load into
its worker thread), in a worker thread with Python's default switch interval (5 ms), and in a
worker thread with the bot's (bot/runtime.py: GIL_SWITCH_SECONDS).
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

AI = "bot.domain.heckmeck.ai.odds"  # the 💡 odds; it loads the computer players' tables too
WAYS = ("nothing", "on the loop", "worker, 5 ms switch", "worker, bot's switch")


async def ticking(load) -> dict[str, float]:
    gaps: list[float] = []
    done = load()
    last = time.perf_counter()
    end = last + 3.0  # the baseline ticks as long
    work = 0
    while not (done.done() if done is not None else last > end):
        await asyncio.sleep(0.001)
        for _ in range(2000):  # a little work per tick
            work += 1
        now = time.perf_counter()
        gaps.append(now - last)
        last = now
    gaps.sort()
    return {"max": gaps[-1], "p99": gaps[int(0.99 * len(gaps))]}


def measure(way: str) -> dict[str, float]:
    import bot.app.client  # noqa: F401  (what the bot has loaded before any click)
    from bot.runtime import GIL_SWITCH_SECONDS

    if way == "worker, bot's switch":
        sys.setswitchinterval(GIL_SWITCH_SECONDS)

    def load():
        loop = asyncio.get_running_loop()
        if way == "nothing":
            return None
        if way == "on the loop":
            future = loop.create_future()
            loop.call_soon(lambda: (importlib.import_module(AI), future.set_result(None)))
            return future
        return loop.run_in_executor(None, importlib.import_module, AI)

    return asyncio.run(ticking(load))


def main(rounds: int) -> None:
    figures: dict[str, list[dict[str, float]]] = {way: [] for way in WAYS}
    for number in range(rounds):
        for way in WAYS if number % 2 == 0 else reversed(WAYS):
            run = subprocess.run(
                [sys.executable, __file__, "--measure", way],
                capture_output=True, text=True, check=True,
            )  # fmt: skip
            figures[way].append(json.loads(run.stdout.strip().splitlines()[-1]))
    load = Path("/proc/loadavg").read_text().split()[0]
    print(f"the event loop's stalls while the AI loads, medians of {rounds} rounds (load {load})")
    for way, rows in figures.items():
        longest = statistics.median(r["max"] for r in rows)
        p99 = statistics.median(r["p99"] for r in rows)
        print(
            f"  {way:22} longest gap {longest * 1000:7.0f} ms, 99th percentile {p99 * 1000:5.0f} ms"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--measure", choices=WAYS, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure is None:
        main(args.rounds)
    else:
        print(json.dumps(measure(args.measure)))
