"""Build the shipped puzzle set (bot/domain/heckmeck/puzzles/seeds.json) from self-play.

    python scripts/build_puzzles.py [--games 300] [--count 120] [--seed 1]

Two-player classic games, a normal and a hard computer player; every position in the middle of a
turn where the best choice beats the second best by the margin of
bot/domain/heckmeck/puzzles/positions.py and where the player to move chose otherwise, or the hard
and expert players disagree, is a puzzle. Positions are anonymous (seats only) and deduplicated,
a few from each game.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.domain.heckmeck.ai.expert import expert_action
from bot.domain.heckmeck.ai.odds import position_odds
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles.positions import is_puzzle

OUT = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
    "bot", "domain", "heckmeck", "puzzles", "seeds.json",
)  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--count", type=int, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--per-game", type=int, default=2, help="at most this many from a game")
    args = parser.parse_args()
    found: dict[str, dict] = {}
    for g in range(args.games):
        rng = random.Random(args.seed * 100_003 + g)
        players = ("normal", "hard") if g % 2 else ("hard", "normal")
        state = hm.new_game(2, hm.HeckmeckOptions())
        taken = 0
        while not state.over and len(found) < args.count and taken < args.per_game:
            action = choose_action(state, players[state.current], rng)
            if state.phase in ("pick", "decide") and is_puzzle(state):
                best = position_odds(state).best.action
                if action != best or expert_action(state) != best:
                    key = json.dumps(state.to_json(), sort_keys=True)
                    taken += key not in found
                    found.setdefault(key, {"state": state.to_json(),
                                           "best": hm.action_to_json(best)})  # fmt: skip
            state, _ = hm.apply(state, state.current, action, rng)
        if len(found) >= args.count:
            break
    with open(OUT, "w", encoding="utf-8") as f:
        json.dump(list(found.values()), f, separators=(",", ":"))
        f.write("\n")
    print(f"{len(found)} puzzles from {g + 1} games written to {OUT}")


if __name__ == "__main__":
    main()
