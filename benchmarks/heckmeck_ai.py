"""Figures for the Heckmeck computer players.

    python benchmarks/heckmeck_ai.py [--games N] [--turns N] [--workers N]
    python benchmarks/heckmeck_ai.py --only expert --expert-games N [--multi-games N]
        [--junior-games N] [--junior-multi-games N]
        [--player expert|hard] [--opponent hard|turnmax]

Prints:
1. the hard policy's exact probability of ending the classic opening turn (all 16 tiles on the
   grill) with a tile, and its expected worms, and the same estimated by simulating that many turns
   through the engine;
2. hard decision times (p50/p99/max) over every decision of some hard-vs-hard games, the turn
   tables being cached only as in play (so each turn's first decision pays for its table);
3. win rates over N two-player classic games of hard vs normal and of normal vs easy, seats
   alternating (a shared win counts half);
4. the expert against hard: its win rate over N heads-up classic games (seats alternating) with a
   95 % confidence interval, its win share in 4-player classic games against three hard players
   (its seat rotating; fair share 25 %), the same two in Junior, and the expert's decision
   times (p50/p99/max) over every decision it made in those games. `--opponent turnmax` plays
   these games against the reference player of benchmarks/reference_players.py (a pure
   worm-per-turn maximiser) instead of hard; `--player hard` measures hard instead of the expert.
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

from benchmarks.reference_players import turnmax_action
from bot.domain.heckmeck.ai.policy import choose_action, turn_outlook
from bot.domain.heckmeck.engine import rules as hm

CLASSIC = hm.HeckmeckOptions()


def act(state: hm.HeckmeckState, player: str, rng: random.Random) -> hm.Action:
    """A difficulty's action, or the turnmax reference player's."""
    if player == "turnmax":
        return turnmax_action(state)
    return choose_action(state, player, rng)  # type: ignore[arg-type]


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


def play_game(
    difficulties: tuple[str, ...],
    seed: int,
    timings: list[float] | None = None,
    options: hm.HeckmeckOptions = CLASSIC,
    timed: str = "hard",
):
    """Play one game; returns each seat's share of the win. The decision times of the `timed`
    difficulty go to `timings`."""
    rng = random.Random(seed)
    state = hm.new_game(len(difficulties), options)
    while not state.over:
        seat = state.current
        started = time.perf_counter()
        action = act(state, difficulties[seat], rng)
        if timings is not None and difficulties[seat] == timed:
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


def play_against(args: tuple[str, str, int, str, int, int]) -> tuple[float, int, list[float]]:
    """One `player` against `players - 1` `opponent`s over `count` games, the player's seat
    rotating: its total share of the win, the games, and its decision times."""
    player, opponent, players, edition, seed, count = args
    options = hm.HeckmeckOptions(edition=edition)
    share = 0.0
    timings: list[float] = []
    for g in range(count):
        seat = (seed + g) % players
        seating = tuple(player if s == seat else opponent for s in range(players))
        share += play_game(seating, seed + g, timings, options, player)[seat]
    return share, count, timings


def split(total: int, parts: int) -> list[int]:
    return [total // parts + (i < total % parts) for i in range(parts)]


def percentile(ms: list[float], q: float) -> float:
    return ms[min(len(ms) - 1, math.ceil(q * len(ms)) - 1)]


def expert_figures(args: argparse.Namespace) -> None:
    player, opponent = args.player, args.opponent
    setups = (
        (f"heads-up classic, {player} vs {opponent}", 2, "classic", args.expert_games),
        (f"4 players classic, {player} vs 3 {opponent}", 4, "classic", args.multi_games),
        (f"heads-up Junior, {player} vs {opponent}", 2, "junior", args.junior_games),
        (f"4 players Junior, {player} vs 3 {opponent}", 4, "junior", args.junior_multi_games),
    )
    timings: list[float] = []
    for title, players, edition, games in setups:
        if not games:
            continue
        started = time.perf_counter()
        chunks = [
            (player, opponent, players, edition, args.seed + 3_000_000 * (i + 1), n)
            for i, n in enumerate(split(games, 8 * args.workers))
            if n
        ]
        with Pool(args.workers) as pool:
            results = pool.map(play_against, chunks)
        rate = sum(r[0] for r in results) / games
        margin = 1.96 * math.sqrt(rate * (1 - rate) / games)
        for r in results:
            timings += r[2]
        print(
            f"{title}: {player} wins {rate:.1%} ± {margin:.1%} "
            f"[{rate - margin:.1%}, {rate + margin:.1%}], fair {1 / players:.0%}"
            f"   ({games} games, {time.perf_counter() - started:.0f} s)"
        )
    if timings:
        ms = sorted(t * 1000 for t in timings)
        print(
            f"{player} decision time over {len(ms)} decisions ({args.workers} worker processes): "
            f"p50 {statistics.median(ms):.2f} ms   p99 {percentile(ms, 0.99):.2f} ms   "
            f"max {ms[-1]:.2f} ms"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per pairing")
    parser.add_argument("--turns", type=int, default=100_000, help="simulated opening turns")
    parser.add_argument("--timing-games", type=int, default=100, help="hard-vs-hard games timed")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--expert-games", type=int, default=20_000, help="heads-up classic games")
    parser.add_argument("--multi-games", type=int, default=4_000, help="4-player classic games")
    parser.add_argument("--player", choices=("expert", "hard"), default="expert")
    parser.add_argument("--opponent", choices=("hard", "turnmax"), default="hard")
    parser.add_argument("--junior-games", type=int, default=4_000, help="heads-up Junior games")
    parser.add_argument(
        "--junior-multi-games", type=int, default=4_000, help="4-player Junior games"
    )
    parser.add_argument("--only", choices=("hard", "expert"), help="run only these figures")
    parser.add_argument("--seed", type=int, default=0, help="expert games: other games than 0's")
    args = parser.parse_args()
    if args.only != "hard":
        print(f"== {args.player.capitalize()} against {args.opponent}")
        expert_figures(args)
        if args.only == "expert":
            return
        print()

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
