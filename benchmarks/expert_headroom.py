"""How much win chance the expert's play gains over the opponent's, as two judges see it.

    python benchmarks/expert_headroom.py [--games N] [--players 2|4] [--opponent hard|turnmax]
        [--seed S] [--workers N]

The expert's targets were to win 56 % of heads-up games against hard (32 % of four-player games
against three). This measures how much room hard leaves for that. In N classic games, one expert
against hard (its seat rotating), at the start of every turn of the expert a judge values every way
the turn can end (each take the engine offers for each sum, and the failed turn) by the mover's
chance to win from the position it leaves. From those values the turn's dynamic programme gives the
most the mover could expect (`bot.domain.heckmeck.ai.turn_values.solve`), and `follow` what it
expects playing the turn one player's way: the difference is the win chance that way gives away, as
the judge sees it. It is computed for the expert's way and for the opponent's way in the same seat.

Two judges:
- `model`: the expert's own value (`bot.domain.heckmeck.ai.expert_eval`'s calibrated model, with the
  expert's look-ahead near the end; the model of the whole field with more players). The expert
  plays best by it, so by it the expert gives away nothing.
- `net` (two players only): the value network of `benchmarks/value_net.py`, fitted on other
  games, which predicts outcomes better than the model.

Beside each judge's figures the run prints its baseline, the expert's measured share of the win
in the same games. By a judge, the expert's share is about the fair share plus, summed over its
turns, what the opponent's way would give away there minus what the expert's way does; a player
who gave nothing away by the judge would win about the fair share plus the first sum. Neither is
a bound: a judge sees only the mistakes its own values can tell apart, and the noise of its
values also counts as mistakes. `--opponent turnmax` plays the turnmax reference player instead
of hard, to check the judges where the measured gap is larger.
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
from benchmarks.reference_players import turnmax_table
from benchmarks.value_net import mover_win_chances
from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai import expert
from bot.domain.heckmeck.ai.policy import turn_table
from bot.domain.heckmeck.ai.turn_ends import turn_ends
from bot.domain.heckmeck.ai.turn_values import follow, solve, turn_model

JUDGES = ("model", "net")


def own_way(state: hm.HeckmeckState, player: str) -> tuple[dict[hm.Take, float], float]:
    """How `player` values each take and the failed turn: the values its turn policy follows,
    from the per-turn table the player itself builds (and finds again when it acts)."""
    tables = {"expert": expert.expert_table, "turnmax": turnmax_table, "hard": turn_table}
    table = tables[player](state)
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


def given_away(
    state: hm.HeckmeckState, player: str, judges: tuple[str, ...] = JUDGES
) -> dict[str, float]:
    """The win chance the mover's turn, played `player`'s way, gives away from here, by each
    judge (`net`: two players only)."""
    return given_away_by(state, (player,), judges)[player]


def given_away_by(
    state: hm.HeckmeckState, ways: tuple[str, ...], judges: tuple[str, ...] = JUDGES
) -> dict[str, dict[str, float]]:
    """`given_away` for several ways of playing the same turn, each judge's values and best
    computed once."""
    model = turn_model(state.options.edition)
    start = model.index[model.key(())]
    takes_by_sum, after, failed = turn_ends(state, model)
    judged = {}
    for judge in judges:
        values, fail = (
            own_way(state, "expert") if judge == "model" else by_net(state, after, failed)
        )
        best = [max(values[t] for t in takes) if takes else None for takes in takes_by_sum]
        judged[judge] = (values, fail, solve(model, best, fail)[start])
    result = {}
    for way in ways:
        own, own_fail = own_way(state, way)
        chosen = [max(takes, key=own.__getitem__) if takes else None for takes in takes_by_sum]
        own_stops = [None if take is None else own[take] for take in chosen]
        result[way] = {}
        for judge, (values, fail, most) in judged.items():
            followed = [None if take is None else values[take] for take in chosen]
            result[way][judge] = most - follow(model, own_stops, own_fail, followed, fail)[start]
    return result


def play(args: tuple[str, int, int, int]) -> tuple[float, list[dict[str, dict[str, float]]]]:
    """`count` games of one expert against `opponent`s from `seed`, the expert's seat rotating:
    its total share of the win and, per game, what each way would give away in its turns."""
    opponent, players, seed, count = args
    judges = JUDGES if players == 2 else ("model",)
    share = 0.0
    games = []
    for g in range(count):
        mine = (seed + g) % players
        rng = random.Random(seed + g)
        state = hm.new_game(players, hm.HeckmeckOptions())
        lost = {way: dict.fromkeys(judges, 0.0) for way in ("expert", opponent)}
        while not state.over:
            seat = state.current
            player = "expert" if seat == mine else opponent
            if seat == mine and state.phase == "roll" and not state.kept:  # its turn begins
                for way, by_judge in given_away_by(state, tuple(lost), judges).items():
                    for judge, amount in by_judge.items():
                        lost[way][judge] += amount
            state, _ = hm.apply(state, seat, act(state, player, rng), rng)
        winners = hm.winners(state)
        share += 1 / len(winners) if mine in winners else 0.0
        games.append(lost)
    return share, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, choices=(2, 4), default=2)
    parser.add_argument("--opponent", choices=("hard", "turnmax"), default="hard")
    args = parser.parse_args()
    started = time.perf_counter()
    chunks = [
        (args.opponent, args.players, args.seed + 1_000_000 * i, n)
        for i, n in enumerate(split(args.games, 4 * args.workers))
    ]
    with Pool(args.workers) as pool:
        results = pool.map(play, [c for c in chunks if c[3]])
    games = [game for _, chunk in results for game in chunk]
    n = len(games)
    fair = 1 / args.players
    share = sum(s for s, _ in results) / n
    margin = 1.96 * math.sqrt(share * (1 - share) / n)
    opponents = f"{args.players - 1} {args.opponent}" if args.players > 2 else args.opponent
    print(
        f"{n} classic games, one expert vs {opponents}, its seat rotating "
        f"({time.perf_counter() - started:.0f} s, {args.workers} workers)"
    )
    print(f"baseline: the expert's measured share {share:.1%} ± {margin:.1%}, fair {fair:.0%}")
    for judge in games[0]["expert"]:
        mean = {}
        for way in ("expert", args.opponent):
            amounts = [game[way][judge] for game in games]
            spread = 1.96 * statistics.stdev(amounts) / math.sqrt(n) if n > 1 else 0.0
            mean[way] = statistics.fmean(amounts)
            print(
                f"  judge {judge}: in the expert's turns, {way}'s way gives away "
                f"{mean[way]:.2%} ± {spread:.2%} of win chance per game"
            )
        predicted = fair + mean[args.opponent] - mean["expert"]
        print(
            f"  judge {judge}: predicted expert share {predicted:.1%} (measured / predicted "
            f"{share / predicted:.3f}); a player giving nothing away by it: "
            f"{fair + mean[args.opponent]:.1%}"
        )


if __name__ == "__main__":
    main()
