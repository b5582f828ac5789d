"""Fit the expert's win model (`bot/ai/expert_eval.py`) from self-play.

    python scripts/calibrate_expert.py play --games 600 --players 2 --out /tmp/samples.jsonl
    python scripts/calibrate_expert.py fit /tmp/samples*.jsonl

`play` plays games between computer players (hard by default) and appends, per game, every
position between two turns and the final placings. `fit` fits, per edition, the logistic model of
"a finishes above b" over every pair of players in every recorded position, and writes the
weights to `bot/ai/expert_weights.py`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from dataclasses import replace
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np

from bot.ai.expert_eval import FEATURES, pair_features
from bot.ai.expert_weights import WEIGHTS
from bot.ai.heckmeck_policy import choose_action
from bot.rules import heckmeck as hm

WEIGHTS_FILE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bot", "ai", "expert_weights.py"
)


def play_one(args: tuple[dict, tuple[str, ...], int]) -> dict:
    options_json, seating, seed = args
    rng = random.Random(seed)
    state = hm.new_game(len(seating), hm.HeckmeckOptions.from_json(options_json))
    positions = []
    while not state.over:
        seat = state.current
        state, _ = hm.apply(state, seat, choose_action(state, seating[seat], rng), rng)
        if not state.over and state.turn.phase == "roll":
            positions.append(
                {"grill": state.grill, "stacks": state.stacks, "current": state.current}
            )
    return {
        "options": options_json,
        "positions": positions,
        "placements": hm.placements(state),
    }


def play(args: argparse.Namespace) -> None:
    options = hm.HeckmeckOptions(edition=args.edition).to_json()
    seating = tuple(args.policy for _ in range(args.players))
    jobs = [(options, seating, args.seed + g) for g in range(args.games)]
    with Pool(args.workers) as pool, open(args.out, "a") as out:
        for game in pool.imap_unordered(play_one, jobs, chunksize=4):
            out.write(json.dumps(game) + "\n")


def pair_rows(game: dict):
    """(features, label) for every pair a < b in every position of one recorded game."""
    options = hm.HeckmeckOptions.from_json(game["options"])
    places = game["placements"]
    base = hm.new_game(len(places), options)
    for p in game["positions"]:
        state = replace(
            base,
            grill=tuple(p["grill"]),
            stacks=tuple(tuple(s) for s in p["stacks"]),
            current=p["current"],
        )
        worms = hm.scores(state)
        for a in range(len(places)):
            for b in range(a + 1, len(places)):
                label = 1.0 if places[a] < places[b] else 0.5 if places[a] == places[b] else 0.0
                yield pair_features(state, a, b, worms), label


def logistic_fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3) -> np.ndarray:
    """Newton's method on the log-likelihood, no intercept (the features are antisymmetric)."""
    w = np.zeros(x.shape[1])
    for _ in range(50):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (y - p) - l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w += step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def fit(args: argparse.Namespace) -> None:
    rows: dict[str, list] = {}
    for path in args.samples:
        with open(path) as f:
            for line in f:
                game = json.loads(line)
                rows.setdefault(game["options"]["edition"], []).extend(pair_rows(game))
    weights = dict(WEIGHTS)  # editions without samples keep theirs
    for edition, data in sorted(rows.items()):
        x = np.array([r[0] for r in data])
        y = np.array([r[1] for r in data])
        w = logistic_fit(x, y)
        p = np.clip(1 / (1 + np.exp(-(x @ w))), 1e-12, 1 - 1e-12)
        loss = -np.mean(y * np.log(p) + (1 - y) * np.log(1 - p))
        print(f"{edition}: {len(y)} pairs, log-loss {loss:.4f}")
        for name, value in zip(FEATURES, w, strict=True):
            print(f"  {name:24} {value:+.4f}")
        weights[edition] = tuple(round(float(v), 5) for v in w)
    lines = [
        '"""Fitted by `scripts/calibrate_expert.py fit` from self-play; the weights of',
        '`bot.ai.expert_eval.FEATURES` per edition."""',
        "",
        "WEIGHTS = {",
    ]
    for edition, w in sorted(weights.items()):
        lines.append(f"    {edition!r}: (")
        lines += [f"        {value!r},  # {name}" for name, value in zip(FEATURES, w, strict=True)]
        lines.append("    ),")
    lines.append("}")
    with open(WEIGHTS_FILE, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {WEIGHTS_FILE}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--edition", default="classic")
    p.add_argument("--policy", default="hard")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--out", required=True)
    p.set_defaults(run=play)
    f = sub.add_parser("fit")
    f.add_argument("samples", nargs="+")
    f.set_defaults(run=fit)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
