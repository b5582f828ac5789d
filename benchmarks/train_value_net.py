"""Fit the two-player value network of `benchmarks/value_net.py` to self-play outcomes.

    python scripts/calibrate_expert.py play --games 30000 --seed 700000 --out /tmp/hh.jsonl
    python benchmarks/train_value_net.py /tmp/hh.jsonl

Every recorded two-player position between turns becomes one row: its features from the mover's
point of view (`position_features`) and the mover's share of the game's win (1, ½ or 0). One game in
ten is held out; the script prints the held-out log-loss of the network and of the logistic pair
model (`bot.domain.heckmeck.ai.expert_eval`) and writes the weights to
`benchmarks/value_net_weights.npz` (other editions' weights in that file are kept). Deterministic
given `--seed`.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
from dataclasses import replace

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np

from benchmarks.value_net import FEATURES, PARTS, WEIGHTS_FILE, forward, position_features
from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.expert_eval import win_shares


def rows(paths: list[str], edition: str):
    """(features, mover's share, logistic model's chance, game number) per recorded position."""
    x, y, logistic, game_of = [], [], [], []
    number = 0
    for path in paths:
        with open(path) as f:
            for line in f:
                game = json.loads(line)
                if len(game["placements"]) != 2 or game["options"]["edition"] != edition:
                    continue
                places = game["placements"]
                base = hm.new_game(2, hm.HeckmeckOptions.from_json(game["options"]))
                for p in game["positions"]:
                    state = replace(
                        base,
                        grill=tuple(p["grill"]),
                        stacks=tuple(tuple(s) for s in p["stacks"]),
                        current=p["current"],
                    )
                    me, other = state.current, 1 - state.current
                    x.append(position_features(state))
                    y.append((places[me] < places[other]) + 0.5 * (places[me] == places[other]))
                    logistic.append(win_shares(state)[me])
                    game_of.append(number)
                number += 1
    return np.array(x), np.array(y), np.array(logistic), np.array(game_of)


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-9, 1 - 1e-9)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def train(x, y, hidden, epochs, seed, l2, x_val=None, y_val=None):
    rng = np.random.default_rng(seed)
    mean = x.mean(axis=0)
    scale = x.std(axis=0) + 1e-6
    z = (x - mean) / scale
    sizes = [x.shape[1], *hidden, 1]
    params = []
    for a, b in itertools.pairwise(sizes):
        params += [rng.normal(0, 1 / np.sqrt(a), (a, b)), np.zeros(b)]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0
    batch = 512
    for epoch in range(epochs):
        lr = 3e-3 * (0.5 ** (epoch // max(1, epochs // 4)))
        order = rng.permutation(len(z))
        for start in range(0, len(z), batch):
            idx = order[start : start + batch]
            xb, yb = z[idx], y[idx]
            w1, b1, w2, b2, w3, b3 = params
            h1 = np.tanh(xb @ w1 + b1)
            h2 = np.tanh(h1 @ w2 + b2)
            p = 1 / (1 + np.exp(-(h2 @ w3 + b3)[:, 0]))
            d3 = ((p - yb) / len(idx))[:, None]
            g_w3 = h2.T @ d3
            g_b3 = d3.sum(0)
            d2 = (d3 @ w3.T) * (1 - h2**2)
            g_w2 = h1.T @ d2
            g_b2 = d2.sum(0)
            d1 = (d2 @ w2.T) * (1 - h1**2)
            g_w1 = xb.T @ d1
            g_b1 = d1.sum(0)
            grads = [g_w1 + l2 * w1, g_b1, g_w2 + l2 * w2, g_b2, g_w3 + l2 * w3, g_b3]
            step += 1
            for i, g in enumerate(grads):
                m[i] = 0.9 * m[i] + 0.1 * g
                v[i] = 0.999 * v[i] + 0.001 * g * g
                mh = m[i] / (1 - 0.9**step)
                vh = v[i] / (1 - 0.999**step)
                params[i] -= lr * mh / (np.sqrt(vh) + 1e-8)
        net = (mean, scale, *params)
        if x_val is not None:
            print(
                f"  epoch {epoch + 1}: train {log_loss(forward(net, x), y):.4f}"
                f"  held out {log_loss(forward(net, x_val), y_val):.4f}",
                flush=True,
            )
    return (mean, scale, *params)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("samples", nargs="+")
    parser.add_argument("--edition", default="classic")
    parser.add_argument("--hidden", default="48,24")
    parser.add_argument("--epochs", type=int, default=12)
    parser.add_argument("--l2", type=float, default=1e-5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--dry-run", action="store_true", help="do not write the weights")
    args = parser.parse_args()
    x, y, logistic, game_of = rows(args.samples, args.edition)
    held = game_of % 10 == 9
    print(f"{len(y)} positions from {game_of.max() + 1} games, {held.sum()} held out")
    print(f"logistic pair model: held-out log-loss {log_loss(logistic[held], y[held]):.4f}")
    hidden = tuple(int(h) for h in args.hidden.split(","))
    net = train(x[~held], y[~held], hidden, args.epochs, args.seed, args.l2, x[held], y[held])
    print(f"network: held-out log-loss {log_loss(forward(net, x[held]), y[held]):.4f}")
    if args.dry_run:
        return
    stored = {}
    if os.path.exists(WEIGHTS_FILE):
        with np.load(WEIGHTS_FILE) as data:
            stored = {k: data[k] for k in data if not k.startswith(f"{args.edition}_")}
    stored |= {f"{args.edition}_{n}": p.astype(np.float32) for n, p in zip(PARTS, net, strict=True)}
    stored[f"{args.edition}_features"] = np.array(FEATURES)
    np.savez_compressed(WEIGHTS_FILE, **stored)
    print(f"wrote {WEIGHTS_FILE}")


if __name__ == "__main__":
    main()
