"""Figures for the 💡 Odds answers: how long `position_odds` takes.

    python benchmarks/odds.py [--games N] [--players N]

Positions come from games of normal computer players (classic and Junior, every variant, a few
players), every decision point of every turn. Each position is timed twice, in the same run:

- cold: every cache of the turn emptied first (the hard player's turn table and the odds sweep),
  as for the first 💡 press of a turn;
- baseline: the hard player's own decision on the same position, also from an empty cache
  (what a hard computer pays for its first decision of a turn).

Prints p50 / p99 / max of each and the ratio of the p99s. The target is p99 ≤ 100 ms for the cold
odds.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.domain.heckmeck.ai import odds
from bot.domain.heckmeck.ai import policy as heckmeck_policy
from bot.domain.heckmeck.engine import rules as hm

OPTIONS = [
    hm.HeckmeckOptions(),
    hm.HeckmeckOptions(short_game=True),
    hm.HeckmeckOptions(free_choice=True),
    hm.HeckmeckOptions(harsh_failure=True),
    hm.HeckmeckOptions(edition="junior"),
]


def positions(games: int, players: int) -> list[hm.HeckmeckState]:
    found = []
    for g in range(games):
        rng = random.Random(g)
        options = OPTIONS[g % len(OPTIONS)]
        state = hm.new_game(min(players, options.rules.max_players), options)
        while not state.over:
            found.append(state)
            action = heckmeck_policy.choose_action(state, "normal", rng)
            state, _ = hm.apply(state, state.current, action, rng)
    return found


def empty_caches() -> None:
    heckmeck_policy.turn_table.clear()
    odds.turn_odds.clear()


def timed(function, state) -> float:
    empty_caches()
    started = time.perf_counter()
    function(state)
    return (time.perf_counter() - started) * 1000


def summary(ms: list[float]) -> tuple[float, float, float]:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, math.ceil(0.99 * len(ms)) - 1)]
    return statistics.median(ms), p99, ms[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    states = positions(args.games, args.players)
    cold, hard = [], []
    for state in states:
        cold.append(timed(odds.position_odds, state))
        hard.append(
            timed(lambda s: heckmeck_policy.choose_action(s, "hard", random.Random(0)), state)
        )
    print(f"{len(states)} positions from {args.games} games ({args.players} players)")
    c50, c99, cmax = summary(cold)
    h50, h99, hmax = summary(hard)
    print(f"odds, cold caches:      p50 {c50:6.2f} ms   p99 {c99:6.2f} ms   max {cmax:6.2f} ms")
    print(f"baseline, hard player:  p50 {h50:6.2f} ms   p99 {h99:6.2f} ms   max {hmax:6.2f} ms")
    print(f"ratio of the p99s (odds / hard player): {c99 / h99:.2f}")
    print(f"target p99 <= 100 ms: {'met' if c99 <= 100 else 'NOT met'}")


if __name__ == "__main__":
    main()
