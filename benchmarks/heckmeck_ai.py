"""Figures for the Heckmeck computer players (issue 6).

    python benchmarks/heckmeck_ai.py [--games N] [--turns N] [--workers N]

Prints:
1. the hard policy's exact probability of ending the classic opening turn (all 16 tiles on the
   grill) with a tile, and its expected worms, and the same estimated by simulating that many turns
   through the engine;
2. hard decision times (p50/p99/max) over every decision of some hard-vs-hard games, the turn
   tables being cached only as in play (so each turn's first decision pays for its table);
3. win rates over N two-player classic games of hard vs normal and of normal vs easy, seats
   alternating (a shared win counts half).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.ai.heckmeck_policy import choose_action, turn_outlook
from bot.rules import heckmeck as hm

CLASSIC = hm.HeckmeckOptions()


def simulate_opening_turns(args: tuple[int, int]) -> tuple[int, int, int]:
    """(turns, turns ending with a tile, worms taken) over `count` opening turns."""
    seed, count = args
    rng = random.Random(seed)
    start = hm.new_game(2, CLASSIC)
    tiles = worms = 0
    for _ in range(count):
        state = start
        while state.current == 0 and not state.over:
            state, _ = hm.apply(state, 0, choose_action(state, "hard", rng), rng)
        if state.stacks[0]:
            tiles += 1
            worms += state.rules.worms_on(state.stacks[0][-1])
    return count, tiles, worms


def play_game(difficulties: tuple[str, ...], seed: int, timings: list[float] | None = None):
    """Play one game; returns each seat's share of the win."""
    rng = random.Random(seed)
    state = hm.new_game(len(difficulties), CLASSIC)
    while not state.over:
        seat = state.current
        started = time.perf_counter()
        action = choose_action(state, difficulties[seat], rng)  # type: ignore[arg-type]
        if timings is not None and difficulties[seat] == "hard":
            timings.append(time.perf_counter() - started)
        state, _ = hm.apply(state, seat, action, rng)
    winners = hm.winners(state)
    return [1 / len(winners) if s in winners else 0.0 for s in range(len(difficulties))]


def play_match(args: tuple[str, str, int, int]) -> tuple[float, int]:
    """`first` against `second` over `count` games, seats alternating: first's total share."""
    first, second, seed, count = args
    share = 0.0
    for g in range(count):
        if g % 2 == 0:
            share += play_game((first, second), seed + g)[0]
        else:
            share += play_game((second, first), seed + g)[1]
    return share, count


def split(total: int, parts: int) -> list[int]:
    return [total // parts + (i < total % parts) for i in range(parts)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per pairing")
    parser.add_argument("--turns", type=int, default=100_000, help="simulated opening turns")
    parser.add_argument("--timing-games", type=int, default=100, help="hard-vs-hard games timed")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    print("== Classic opening turn, all 16 tiles on the grill (hard policy)")
    opening = turn_outlook(hm.new_game(2, CLASSIC))
    print(f"exact:      P(tile) = {opening.p_tile:.6f}   E[worms] = {opening.e_worms:.6f}")
    started = time.perf_counter()
    chunks = [(1000 + i, n) for i, n in enumerate(split(args.turns, 4 * args.workers)) if n]
    with Pool(args.workers) as pool:
        results = pool.map(simulate_opening_turns, chunks)
    turns = sum(r[0] for r in results)
    tiles = sum(r[1] for r in results)
    worms = sum(r[2] for r in results)
    p = tiles / turns
    mean = worms / turns
    print(
        f"simulated:  P(tile) = {p:.6f} ± {1.96 * math.sqrt(p * (1 - p) / turns):.6f}   "
        f"E[worms] = {mean:.6f}   ({turns} turns, {time.perf_counter() - started:.1f} s)"
    )

    print("\n== Hard decision time (hard vs hard, classic, 2 players)")
    timings: list[float] = []
    for g in range(args.timing_games):
        play_game(("hard", "hard"), 50_000 + g, timings)
    timings.sort()
    ms = [t * 1000 for t in timings]
    p99 = ms[min(len(ms) - 1, math.ceil(0.99 * len(ms)) - 1)]
    print(
        f"{len(ms)} decisions: p50 {statistics.median(ms):.2f} ms   p99 {p99:.2f} ms   "
        f"max {ms[-1]:.2f} ms"
    )

    print(f"\n== Two-player classic games, seats alternating ({args.games} per pairing)")
    for first, second in (("hard", "normal"), ("normal", "easy")):
        started = time.perf_counter()
        chunks = [
            (first, second, 1_000_000 * (i + 1), n)
            for i, n in enumerate(split(args.games, 8 * args.workers))
            if n
        ]
        with Pool(args.workers) as pool:
            results = pool.map(play_match, chunks)
        share = sum(r[0] for r in results)
        games = sum(r[1] for r in results)
        rate = share / games
        margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
        print(
            f"{first} vs {second}: {first} wins {rate:.1%} ± {margin:.1%}"
            f"   ({games} games, {time.perf_counter() - started:.0f} s)"
        )


if __name__ == "__main__":
    main()
