"""Fit the expert's win model (`bot/domain/heckmeck/ai/expert_eval.py`) from self-play.

    python scripts/calibrate_expert.py play --games 600 --players 2 --out /tmp/samples.jsonl
    python scripts/calibrate_expert.py fit /tmp/samples*.jsonl
    python scripts/calibrate_expert.py iterate --rounds 4 /tmp/samples*.jsonl
    python scripts/calibrate_expert.py fit-field /tmp/samples4*.jsonl

`play` plays games between computer players (hard by default) and appends, per game, every
position between two turns and the final placings. `fit` fits, per edition and for two players
and for more, the logistic model of "a finishes above b" over every pair of players in every
recorded position, labelled by the game's outcome, and writes the weights to
`bot/domain/heckmeck/ai/expert_weights.py`.

`fit-field` fits the model of the whole field for three or more players
(`bot/domain/heckmeck/ai/expert_field.py`), a conditional logit over the players of every recorded
position labelled by their shares of the win, by maximum likelihood, per edition, and writes
`bot/domain/heckmeck/ai/expert_field_weights.py`; it prints its log-loss on held-out games beside
the pairwise model's. Its weights were fitted on games recorded with `play --pairwise`: the expert
valuing positions by the pairwise model.

`iterate` refits the two-player weights by fitted value iteration instead: the label of each
recorded two-player position is what the model itself says one turn later, averaged exactly over
the mover's turn (the expert's own turn dynamic programme, every end of the turn valued by the
model, exactly when the game ends there), and the model is refitted to those labels, round after
round. Each round's labels are one exact turn closer to the game's real ends than the model.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from dataclasses import replace
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai import expert, expert_eval
from bot.domain.heckmeck.ai.expert_eval import FEATURES, pair_features
from bot.domain.heckmeck.ai.expert_field import FEATURES as FIELD_FEATURES
from bot.domain.heckmeck.ai.expert_field import field_features
from bot.domain.heckmeck.ai.expert_field_weights import FIELD_WEIGHTS
from bot.domain.heckmeck.ai.expert_weights import WEIGHTS
from bot.domain.heckmeck.ai.policy import choose_action

WEIGHTS_FILE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "bot", "ai", "expert_weights.py"
)
FIELD_WEIGHTS_FILE = os.path.join(os.path.dirname(WEIGHTS_FILE), "expert_field_weights.py")


def play_one(args: tuple[dict, tuple[str, ...], int, bool]) -> dict:
    options_json, seating, seed, pairwise = args
    expert.FIELD = not pairwise  # in the worker process, whichever way it was started
    rng = random.Random(seed)
    state = hm.new_game(len(seating), hm.HeckmeckOptions.from_json(options_json))
    positions = []
    while not state.over:
        seat = state.current
        state, _ = hm.apply(state, seat, choose_action(state, seating[seat], rng), rng)
        if not state.over and state.phase == "roll":
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
    policies = args.policy.split(",")  # seated in turn, rotating from game to game
    seats = range(args.players)
    jobs = [
        (
            options,
            tuple(policies[(s + g) % len(policies)] for s in seats),
            args.seed + g,
            args.pairwise,
        )
        for g in range(args.games)
    ]
    with Pool(args.workers) as pool, open(args.out, "a") as out:
        for game in pool.imap_unordered(play_one, jobs, chunksize=4):
            out.write(json.dumps(game) + "\n")


def positions(game: dict):
    """Every recorded position of one game, as states between two turns."""
    options = hm.HeckmeckOptions.from_json(game["options"])
    base = hm.new_game(len(game["placements"]), options)
    for p in game["positions"]:
        yield replace(
            base,
            grill=tuple(p["grill"]),
            stacks=tuple(tuple(s) for s in p["stacks"]),
            current=p["current"],
        )


def pair_rows(game: dict):
    """(features, label) for every pair a < b in every position of one recorded game."""
    places = game["placements"]
    for state in positions(game):
        worms = hm.scores(state)
        for a in range(len(places)):
            for b in range(a + 1, len(places)):
                label = 1.0 if places[a] < places[b] else 0.5 if places[a] == places[b] else 0.0
                yield pair_features(state, a, b, worms), label


def logistic_fit(
    x: np.ndarray, y: np.ndarray, l2: float = 1e-3, start: np.ndarray | None = None
) -> np.ndarray:
    """Newton's method on the log-likelihood (labels may be chances), no intercept (the features
    are antisymmetric)."""
    w = np.zeros(x.shape[1]) if start is None else np.array(start, dtype=float)
    for _ in range(50):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (y - p) - l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        step = np.linalg.solve(hess, grad)
        w += step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(1 / (1 + np.exp(-(x @ w))), 1e-12, 1 - 1e-12)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def write_weights(weights: dict) -> None:
    lines = [
        '"""Fitted by `scripts/calibrate_expert.py`, per edition, for two players (2) and for more',
        '(3): the weights of `bot.domain.heckmeck.ai.expert_eval.FEATURES`."""',
        "",
        "WEIGHTS = {",
    ]
    for edition, by_players in sorted(weights.items()):
        lines.append(f'    "{edition}": {{')
        for players, w in sorted(by_players.items()):
            lines.append(f"        {players}: (")
            lines += [
                f"            {value!r},  # {name}" for name, value in zip(FEATURES, w, strict=True)
            ]
            lines.append("        ),")
        lines.append("    },")
    lines.append("}")
    with open(WEIGHTS_FILE, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {WEIGHTS_FILE}")


def load(paths: list[str]) -> list[dict]:
    games = []
    for path in paths:
        with open(path) as f:
            games += [json.loads(line) for line in f]
    return games


def fit(args: argparse.Namespace) -> None:
    rows: dict[tuple[str, int], list] = {}
    for game in load(args.samples):
        group = (game["options"]["edition"], 2 if len(game["placements"]) == 2 else 3)
        rows.setdefault(group, []).extend(pair_rows(game))
    weights = {edition: dict(w) for edition, w in WEIGHTS.items()}  # groups without samples
    for (edition, players), data in sorted(rows.items()):
        if args.players and players != args.players:
            continue
        x = np.array([r[0] for r in data])[:, : args.features]
        y = np.array([r[1] for r in data])
        w = logistic_fit(x, y)
        print(f"{edition} {players}: {len(y)} pairs, log-loss {log_loss(x, y, w):.4f}")
        w = np.concatenate([w, np.zeros(len(FEATURES) - len(w))])  # the features left out
        for name, value in zip(FEATURES, w, strict=True):
            print(f"  {name:24} {value:+.4f}")
        weights[edition][players] = tuple(round(float(v), 5) for v in w)
    write_weights(weights)


def field_rows(games: list[dict]) -> tuple[np.ndarray, np.ndarray]:
    """Every recorded position of games of one player count: the players' field features
    (positions × players × features) and their shares of the win."""
    xs, ys = [], []
    for game in games:
        places = game["placements"]
        firsts = places.count(1)
        label = [1 / firsts if place == 1 else 0.0 for place in places]
        for state in positions(game):
            xs.append(field_features(state))
            ys.append(label)
    return np.array(xs), np.array(ys)


def softmax_fit(x: np.ndarray, y: np.ndarray, l2: float = 1e-3, start=None) -> np.ndarray:
    """Newton's method on the log-likelihood of the conditional logit (labels may be shares)."""
    k = x.shape[2]
    w = np.zeros(k) if start is None else np.array(start, dtype=float)
    for _ in range(60):
        p = field_probabilities(x, w)
        grad = np.einsum("ni,nik->k", y - p, x) - l2 * w
        mean = np.einsum("ni,nik->nk", p, x)
        hess = np.einsum("ni,nik,nil->kl", p, x, x) - mean.T @ mean + l2 * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w += step
        if np.max(np.abs(step)) < 1e-9:
            break
    return w


def field_probabilities(x: np.ndarray, w: np.ndarray) -> np.ndarray:
    s = x @ w
    s -= s.max(axis=1, keepdims=True)
    e = np.exp(s)
    return e / e.sum(axis=1, keepdims=True)


def field_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    p = np.clip(field_probabilities(x, w), 1e-12, 1)
    return float(-np.mean(np.sum(y * np.log(p), axis=1)))


def fit_field(args: argparse.Namespace) -> None:
    by_group: dict[tuple[str, int], list[dict]] = {}
    for game in load(args.samples):
        players = len(game["placements"])
        if players >= 3:
            by_group.setdefault((game["options"]["edition"], players), []).append(game)
    weights = {edition: tuple(w) for edition, w in FIELD_WEIGHTS.items()}
    pairwise_only = np.zeros(len(FIELD_FEATURES))
    pairwise_only[-1] = 1.0
    for (edition, players), games in sorted(by_group.items()):
        held = max(1, int(len(games) * args.held_out))
        x, y = field_rows(games[:-held])
        hx, hy = field_rows(games[-held:])
        w = softmax_fit(x, y, l2=args.l2)
        print(
            f"{edition} {players} players: {len(games) - held} games ({len(y)} positions), "
            f"held-out log-loss {field_loss(hx, hy, w):.4f} "
            f"(the pairwise model alone {field_loss(hx, hy, pairwise_only):.4f}, "
            f"{held} games)"
        )
        w = softmax_fit(np.concatenate([x, hx]), np.concatenate([y, hy]), l2=args.l2, start=w)
        for name, value in zip(FIELD_FEATURES, w, strict=True):
            print(f"  {name:28} {value:+.4f}")
        weights[edition] = tuple(round(float(v), 5) for v in w)
    lines = [
        '"""Fitted by `scripts/calibrate_expert.py fit-field`; the weights of',
        "`bot.domain.heckmeck.ai.expert_field.FEATURES` per edition (a unit weight on the last",
        "alone is the",
        'pairwise model)."""',
        "",
        "FIELD_WEIGHTS = {",
    ]
    for edition, w in sorted(weights.items()):
        lines.append(f'    "{edition}": (')
        lines += [f"        {v!r},  # {name}" for name, v in zip(FIELD_FEATURES, w, strict=True)]
        lines.append("    ),")
    lines.append("}")
    with open(FIELD_WEIGHTS_FILE, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {FIELD_WEIGHTS_FILE}")


def backed_up(state: hm.HeckmeckState) -> float:
    """Seat 0's chance one exact turn later, by the model: the mover's turn played by the expert's
    own dynamic programme without its look-ahead, every end valued by the model."""
    table = expert.build_table(state, look_ahead=False)
    at_start = table.values[table.model.index[table.model.key(())]]
    return at_start if state.current == 0 else 1 - at_start


def iterate(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    by_edition: dict[str, list] = {}
    for game in load(args.samples):
        if len(game["placements"]) != 2:
            continue
        places = game["placements"]
        outcome = 1.0 if places[0] < places[1] else 0.5 if places[0] == places[1] else 0.0
        by_edition.setdefault(game["options"]["edition"], []).extend(
            (state, outcome) for state in positions(game)
        )
    weights = {edition: dict(w) for edition, w in WEIGHTS.items()}
    expert_eval.WEIGHTS = weights  # the model the labels are computed with, round by round
    for edition, data in sorted(by_edition.items()):
        if len(data) > args.positions:
            data = rng.sample(data, args.positions)
        states = [state for state, _ in data]
        x = np.array([pair_features(s, 0, 1, hm.scores(s)) for s in states])
        outcomes = np.array([o for _, o in data])
        w = np.array(weights[edition][2], dtype=float)
        loss = log_loss(x, outcomes, w)
        print(f"{edition}: {len(states)} positions, outcome log-loss {loss:.4f}")
        for r in range(args.rounds):
            started = time.perf_counter()
            y = np.array([backed_up(s) for s in states])
            y = (1 - args.outcome_weight) * y + args.outcome_weight * outcomes
            w = logistic_fit(x, y, start=w)
            weights[edition][2] = tuple(round(float(v), 5) for v in w)
            print(
                f"  round {r + 1}: label log-loss {log_loss(x, y, w):.4f}, outcome log-loss "
                f"{log_loss(x, outcomes, w):.4f}  ({time.perf_counter() - started:.0f} s)"
            )
        for name, value in zip(FEATURES, w, strict=True):
            print(f"  {name:24} {value:+.4f}")
    write_weights(weights)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--games", type=int, default=500)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--edition", default="classic")
    p.add_argument("--policy", default="hard", help="or several, comma-separated: expert,hard")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--workers", type=int, default=1)
    p.add_argument("--out", required=True)
    p.add_argument(
        "--pairwise",
        action="store_true",
        help="the expert values positions with 3+ players by the pairwise model alone, as it "
        "did before the field model (the games the field model was fitted on)",
    )
    p.set_defaults(run=play)
    f = sub.add_parser("fit")
    f.add_argument("samples", nargs="+")
    f.add_argument("--players", type=int, choices=(2, 3), help="refit only this group")
    f.add_argument(
        "--features", type=int, default=len(FEATURES), help="only the first N (the rest 0)"
    )
    f.set_defaults(run=fit)
    ff = sub.add_parser("fit-field", help="the field model for three or more players")
    ff.add_argument("samples", nargs="+")
    ff.add_argument("--held-out", type=float, default=0.15, help="share of games held out")
    ff.add_argument("--l2", type=float, default=1e-3)
    ff.set_defaults(run=fit_field)
    i = sub.add_parser("iterate")
    i.add_argument("samples", nargs="+")
    i.add_argument("--rounds", type=int, default=4)
    i.add_argument("--positions", type=int, default=20_000, help="per edition, sampled")
    i.add_argument("--outcome-weight", type=float, default=0.0, help="blend in the outcome")
    i.add_argument("--seed", type=int, default=0)
    i.set_defaults(run=iterate)
    args = parser.parse_args()
    args.run(args)


if __name__ == "__main__":
    main()
