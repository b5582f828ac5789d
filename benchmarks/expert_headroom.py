"""How much win chance each player gives away per game, as two judges see it (issue 17).

    python benchmarks/expert_headroom.py [--games N] [--seed S] [--workers N] [--opponent turnmax]

The issue asks the expert to win 56 % of heads-up games against hard. This measures how much
room hard leaves for that. At the start of every turn of N heads-up classic games, expert against
hard with seats alternating (or against the turnmax reference player, to check the judges where
the measured gap is larger), a judge values every way the turn can end (each take the engine
offers for each sum, and the failed turn) by the mover's chance to win from the position it
leaves. From those values the turn's dynamic programme gives the most the mover could expect
(`bot.ai.turn_values.solve`), and `follow` what the mover expects playing the turn its own way:
the difference is the win chance that turn gave away, as the judge sees it.

Two judges:
- `model`: the expert's own value (`bot.ai.expert_eval`'s calibrated model, with the expert's
  look-ahead near the end). The expert plays best by it, so by it the expert gives away nothing.
- `net`: the value network of `benchmarks/value_net.py`, fitted on other games, which predicts
  outcomes better than the model.

Beside each judge's figures the run prints its baseline, the expert's measured win share in the
same games: a judge's predicted share is 50 % plus what the opponent gives away minus what the
expert does, and the share of a player who gave nothing away by it is 50 % plus what the opponent
gives away.
Neither is a bound: a judge sees only the mistakes its own values can tell apart, and the noise
of its values also counts as mistakes.
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

from benchmarks.heckmeck_ai import act, split
from benchmarks.reference_players import build_turnmax_table
from benchmarks.value_net import mover_win_chances
from bot.ai import expert
from bot.ai.heckmeck_policy import build_table as hard_table
from bot.ai.turn_ends import turn_ends
from bot.ai.turn_values import follow, solve, turn_model
from bot.rules import heckmeck as hm

JUDGES = ("model", "net")


def own_way(state: hm.HeckmeckState, player: str) -> tuple[dict[hm.Take, float], float]:
    """How `player` values each take and the failed turn: the values its turn policy follows."""
    if player == "expert":
        table = expert.build_table(state)
    elif player == "turnmax":
        table = build_turnmax_table(state)
    else:
        table = hard_table(state)
    return table.take_values, table.fail


def by_net(
    state: hm.HeckmeckState, after: dict[hm.Take, hm.HeckmeckState], failed: hm.HeckmeckState
) -> tuple[dict[hm.Take, float], float]:
    """The mover's chance to win from each end of the turn, by the value network."""
    me = state.current
    ends = [*after.values(), failed]
    live = [p for p in ends if not p.over]
    chances = iter(mover_win_chances(live))
    values = []
    for p in ends:
        if p.over:
            winners = hm.winners(p)
            values.append(1 / len(winners) if me in winners else 0.0)
        else:
            chance = next(chances)
            values.append(chance if p.current == me else 1 - chance)
    return dict(zip(after, values[:-1], strict=True)), values[-1]


def given_away(state: hm.HeckmeckState, player: str) -> dict[str, float]:
    """The win chance the mover's turn gives away from here, by each judge."""
    model = turn_model(state.options.edition)
    start = model.index[model.key(())]
    takes_by_sum, after, failed = turn_ends(state, model)
    own, own_fail = own_way(state, player)
    chosen = [max(takes, key=own.__getitem__) if takes else None for takes in takes_by_sum]
    own_stops = [None if take is None else own[take] for take in chosen]
    judged = {
        "model": own_way(state, "expert"),
        "net": by_net(state, after, failed),
    }
    result = {}
    for judge, (values, fail) in judged.items():
        best = [max(values[t] for t in takes) if takes else None for takes in takes_by_sum]
        most = solve(model, best, fail)[start]
        followed = [None if take is None else values[take] for take in chosen]
        result[judge] = most - follow(model, own_stops, own_fail, followed, fail)[start]
    return result


def play(args: tuple[str, int, int]) -> tuple[float, list[dict[str, dict[str, float]]]]:
    """`count` games against `opponent` from `seed`, the expert's seat alternating: its total
    share of the win and, per game, what each player gave away by each judge."""
    opponent, seed, count = args
    players = ("expert", opponent)
    share = 0.0
    games = []
    for g in range(count):
        seats = players if (seed + g) % 2 == 0 else players[::-1]
        rng = random.Random(seed + g)
        state = hm.new_game(2, hm.HeckmeckOptions())
        lost = {player: dict.fromkeys(JUDGES, 0.0) for player in players}
        while not state.over:
            seat = state.current
            player = seats[seat]
            if state.phase == "roll" and not state.kept:  # a turn begins
                for judge, amount in given_away(state, player).items():
                    lost[player][judge] += amount
            state, _ = hm.apply(state, seat, act(state, player, rng), rng)
        winners = hm.winners(state)
        mine = seats.index("expert")
        share += 1 / len(winners) if mine in winners else 0.0
        games.append(lost)
    return share, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--opponent", choices=("hard", "turnmax"), default="hard")
    args = parser.parse_args()
    started = time.perf_counter()
    chunks = [
        (args.opponent, args.seed + 1_000_000 * i, n)
        for i, n in enumerate(split(args.games, 4 * args.workers))
    ]
    with Pool(args.workers) as pool:
        results = pool.map(play, [c for c in chunks if c[2]])
    games = [game for _, chunk in results for game in chunk]
    n = len(games)
    share = sum(s for s, _ in results) / n
    margin = 1.96 * math.sqrt(share * (1 - share) / n)
    print(
        f"{n} heads-up classic games, expert vs {args.opponent}, seats alternating "
        f"({time.perf_counter() - started:.0f} s, {args.workers} workers)"
    )
    print(f"baseline: the expert's measured share {share:.1%} ± {margin:.1%}, fair 50 %")
    for judge in JUDGES:
        mean = {}
        for player in ("expert", args.opponent):
            amounts = [game[player][judge] for game in games]
            spread = 1.96 * statistics.stdev(amounts) / math.sqrt(n) if n > 1 else 0.0
            mean[player] = statistics.fmean(amounts)
            print(
                f"  judge {judge}: {player} gives away {mean[player]:.2%} ± {spread:.2%} "
                "of win chance per game"
            )
        predicted = 0.5 + mean[args.opponent] - mean["expert"]
        print(
            f"  judge {judge}: predicted expert share {predicted:.1%} "
            f"(measured / predicted {share / predicted:.3f}); a player giving nothing away by "
            f"it would win {0.5 + mean[args.opponent]:.1%}"
        )


if __name__ == "__main__":
    main()
