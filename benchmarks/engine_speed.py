"""Rules engine and hard player speed, each beside its baseline from the same run.

    python -m pip install -e ".[bench]"
    python benchmarks/engine_speed.py [--rounds N] [--games N] [--decision-games N]

Prints:
1. random 4-player classic games per second through `bot.domain.heckmeck.engine.rules` and through
   pickomino-env 1.4.1 (a Gymnasium environment for the same game on PyPI), both playing the same
   games (below), in alternating rounds of about equal length, and the median round's ratio;
2. the hard player's decision time (p50/p99/max over every decision of hard-vs-hard games, the turn
   tables cached only as in play) with the machine quiet and with one CPU-burning process per
   core, beside the same with the plain-Python sweep the turn table used before (`solve_reference`).
   Loaded, it is timed twice: back to back (this process a third CPU-bound one, sharing the cores
   with the burners, the worst case) and paced like the bot (which waits for Discord between its
   decisions: a short pause before each, not timed).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.domain.heckmeck.ai import policy
from bot.domain.heckmeck.ai.turn_values import solve, solve_reference
from bot.domain.heckmeck.engine import rules as hm

CLASSIC = hm.HeckmeckOptions()
PLAYERS = 4
OURS_PER_ROUND = 10  # our games per pickomino-env game in a round: rounds of about equal length


# ------------------------------------------------------------------------------------- engines


# Both engines play the same games: seat 0 is a random player (a random face it may set aside, then
# stop or roll on at random), seats 1-3 play pickomino-env's bot heuristic (the face adding most to
# the sum, worms before fives, then fewer dice; stop as soon as a worm is kept and the sum reaches
# the lowest tile on the grill). pickomino-env cannot seat anything else.

FACES = CLASSIC.rules.faces  # ascending value, the worm last
VALUE = CLASSIC.rules.value_of
# Actions are immutable values: a player may reuse them as the engine's own legal_actions does.
ROLL, TIMEOUT = hm.Roll(), hm.Timeout()
SET_ASIDE = {face: hm.SetAside(face) for face in FACES}
STOPS: dict[hm.Take, hm.Stop] = {}


def _stop(take: hm.Take) -> hm.Stop:
    stop = STOPS.get(take)
    if stop is None:
        stop = STOPS[take] = hm.Stop(take)
    return stop


def _bot_face(state: hm.HeckmeckState) -> str:
    """The face adding most; on a tie the later face: the worm before the 5, else fewer dice."""
    roll, kept = state.roll, state.kept
    best, best_face = 0, ""
    for face in FACES:
        if face not in kept:
            adds = roll.count(face) * VALUE[face]
            if adds and adds >= best:
                best, best_face = adds, face
    return best_face


def _bot_stops(state: hm.HeckmeckState) -> bool:
    return state.has_worm and state.total >= state.grill[0]


def _pick(choices: list, rng: random.Random):
    return choices[int(rng.random() * len(choices))]


def _step(state: hm.HeckmeckState, rng: random.Random) -> hm.Action:
    phase = state.phase
    if phase == "roll":
        return ROLL
    if phase == "pick":
        if state.current == 0:
            return SET_ASIDE[_pick(hm.pickable_faces(state), rng)]
        return SET_ASIDE[_bot_face(state)]
    if phase == "take":
        return _stop(hm.take_options(state)[0])
    if state.current == 0:
        if rng.random() < 0.5:  # stop: with the engine's first take, or fail without one
            takes = hm.take_options(state)
            return _stop(takes[0]) if takes else TIMEOUT
        return ROLL
    return _stop(hm.take_options(state)[0]) if _bot_stops(state) else ROLL


def play_ours(seed: int) -> int:
    """One game through our engine; returns the number of actions."""
    rng = random.Random(seed)
    state = hm.new_game(PLAYERS, CLASSIC)
    apply = hm.apply
    steps = 0
    while not state.over:
        state, _ = apply(state, state.current, _step(state, rng), rng)
        steps += 1
    return steps


def play_pickomino(env, seed: int) -> int:
    """One game of pickomino-env: the agent picks a random face it may collect and rolls on or
    stops at random (always stops when no dice would be left); the env plays its 3 bots."""
    rng = random.Random(seed)
    _, info = env.reset(seed=seed)
    steps = 0
    while True:
        rolled, collected = info["dice_rolled"], info["dice_collected"]
        face = _pick([f for f in range(6) if rolled[f] and not collected[f]], rng)
        dice_left = 8 - sum(collected) - rolled[face]
        stop = 1 if dice_left == 0 or rng.random() < 0.5 else 0  # pickomino-env: 1 stops
        _, _, terminated, truncated, info = env.step((face, stop))
        assert not truncated, info["explanation"]
        steps += 1
        if terminated:
            return steps


def games_per_second(play, games: int, first_seed: int) -> float:
    started = time.perf_counter()
    for g in range(games):
        play(first_seed + g)
    return games / (time.perf_counter() - started)


def engine_figures(rounds: int, games: int) -> None:
    """Alternating rounds of similar length: ours plays OURS_PER_ROUND times as many games as
    pickomino-env per round, so that both face the same machine (a round of ours alone lasted a
    few milliseconds, at the mercy of any other process). Each round's ratio compares the two
    engines measured back to back; the figure is the median round's."""
    from pickomino_env.pickomino import PickominoEnv

    env = PickominoEnv(number_of_bots=PLAYERS - 1)

    def theirs_round(seed: int) -> float:
        return games_per_second(lambda s: play_pickomino(env, s), games, seed)

    def ours_round(seed: int) -> float:
        return games_per_second(play_ours, games * OURS_PER_ROUND, seed)

    ours_round(10**6), theirs_round(10**6)  # warm-up: first calls, caches
    ours: list[float] = []
    theirs: list[float] = []
    for r in range(rounds):
        seed = 1000 * r
        if r % 2 == 0:
            ours.append(ours_round(seed))
            theirs.append(theirs_round(seed))
        else:
            theirs.append(theirs_round(seed))
            ours.append(ours_round(seed))
    ratios = sorted(a / b for a, b in zip(ours, theirs, strict=True))
    quartiles = statistics.quantiles(ratios, n=4)
    print(
        f"== Random {PLAYERS}-player classic games ({rounds} alternating rounds: "
        f"{games * OURS_PER_ROUND} games of ours, {games} of pickomino-env; medians)"
    )
    print(f"the engine          {statistics.median(ours):9.1f} games/s")
    print(f"pickomino-env 1.4.1  {statistics.median(theirs):9.1f} games/s")
    print(
        f"ratio                {statistics.median(ratios):9.1f} ×   (target ≥ 10 ×; rounds' "
        f"middle half {quartiles[0]:.1f}–{quartiles[2]:.1f})"
    )


# ------------------------------------------------------------------------------- hard player


# Between two decisions the bot waits for Discord (a click, a computer's delay of a second or
# more); the paced run pauses far less than that before each decision.
PAUSE_SECONDS = 0.002


def decision_times(games: int, first_seed: int, pause: float = 0.0) -> list[float]:
    """Every hard decision of `games` hard-vs-hard 2-player classic games, in ms, the turn tables
    cached as in play from an empty cache (so each turn's first decision builds its table);
    `pause`: seconds of idle before each decision (not timed)."""
    policy.turn_table.clear()
    timings = []
    for g in range(games):
        rng = random.Random(first_seed + g)
        state = hm.new_game(2, CLASSIC)
        while not state.over:
            if pause:
                time.sleep(pause)
            started = time.perf_counter()
            action = policy.choose_action(state, "hard", rng)
            timings.append((time.perf_counter() - started) * 1000)
            state, _ = hm.apply(state, state.current, action, rng)
    return timings


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(q * len(ordered)) - 1)]


def burn() -> None:
    while True:
        pass


def decision_row(label: str, games: int, reference: bool, pause: float = 0.0) -> float:
    policy.solve = solve_reference if reference else solve
    try:
        ms = decision_times(games, 50_000, pause)
    finally:
        policy.solve = solve
    p99 = percentile(ms, 0.99)
    print(
        f"{label:38s} {len(ms):5d} decisions   p50 {statistics.median(ms):6.2f} ms"
        f"   p99 {p99:6.2f} ms   max {max(ms):6.2f} ms"
    )
    return p99


def decision_figures(games: int, baseline_games: int) -> None:
    print(f"\n== Hard decision time (hard vs hard, classic, 2 players, {games} games)")
    quiet = decision_row("quiet:  numpy sweep", games, reference=False)
    quiet_base = decision_row("quiet:  plain-Python sweep (baseline)", baseline_games, True)
    cores = os.cpu_count() or 2
    burners = [multiprocessing.Process(target=burn, daemon=True) for _ in range(cores)]
    for b in burners:
        b.start()
    try:
        time.sleep(0.5)
        loaded = decision_row("loaded: numpy sweep", games, reference=False)
        loaded_base = decision_row("loaded: plain-Python sweep (baseline)", baseline_games, True)
        paced = decision_row("loaded, paced: numpy sweep", games, False, PAUSE_SECONDS)
        paced_base = decision_row(
            "loaded, paced: plain sweep (baseline)", baseline_games, True, PAUSE_SECONDS
        )
    finally:
        for b in burners:
            b.terminate()
            b.join()
    print(f"p99 quiet  {quiet:6.2f} ms = {quiet / quiet_base:.2f} × baseline   (target < 10 ms)")
    print(f"p99 loaded {loaded:6.2f} ms = {loaded / loaded_base:.2f} × baseline   (target < 15 ms)")
    print(
        f"p99 loaded, paced {paced:6.2f} ms = {paced / paced_base:.2f} × baseline"
        "   (target < 15 ms)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=31, help="alternating rounds per engine")
    parser.add_argument(
        "--games", type=int, default=8, help="pickomino-env's games per round (ours: 10 ×)"
    )
    parser.add_argument("--decision-games", type=int, default=100, help="hard-vs-hard games")
    parser.add_argument("--baseline-games", type=int, default=20, help="the same, plain sweep")
    args = parser.parse_args()
    if args.rounds:
        engine_figures(args.rounds, args.games)
    if args.decision_games:
        decision_figures(args.decision_games, args.baseline_games)


if __name__ == "__main__":
    multiprocessing.set_start_method("spawn", force=True)
    main()
