"""Figures for the Daily Grill and the puzzles: what a click costs the bot's CPU, beside the hard
player.

    python benchmarks/daily.py [--days N] [--games N]

For each of N days, an attempt is played by the normal computer player; at every one of its
steps, timed in the same run:

- step: what a click computes, rebuilding the attempt from its stored actions on the day's dice
  and applying the new action (the store's read and write are not counted);
- finish: what the finishing click adds, the hard player's whole attempt on the day's dice from
  empty caches (its turn tables), once per day;
- review: the review of the finished attempt (every decision graded by the hard player's values),
  from empty caches, once per day;
- grading: a puzzle answer's grade (every choice of the position valued), from empty caches, for
  every shipped puzzle and every choice of it;
- mining: a finished game searched for puzzles (bot/domain/heckmeck/puzzles/harvest.py), from
  empty caches, for each of --games self-play games of the normal and hard players (run in a
  worker thread by the bot, off the event loop: how long one game holds a core);
- pick: choosing the next puzzle near a solver's rating among 5,000 rated puzzles;
- baseline: the hard player's own decision on each position of the attempt, from an empty cache
  (what a hard computer pays for its first decision of a turn).

Prints p50 / p99 / max of each and the ratio of each p99 to the baseline's. Discord wants an answer
within 3 s; the finishing click and the review are deferred anyway.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from datetime import date, timedelta

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.domain.heckmeck.ai import odds
from bot.domain.heckmeck.ai import policy as heckmeck_policy
from bot.domain.heckmeck.daily import computer, game
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.puzzles import grading, harvest, positions, rating


def empty_caches() -> None:
    heckmeck_policy.turn_table.clear()
    odds.turn_odds.clear()
    computer.computer_attempt.cache_clear()


def ms_of(function, *args) -> float:
    started = time.perf_counter()
    function(*args)
    return (time.perf_counter() - started) * 1000


def click(day: date, stored: list[dict], new: dict) -> None:
    """What a click computes: the attempt from its stored actions, then the new action."""
    attempt = game.replay(day, stored)
    game.play(attempt, hm.action_from_json(new))


def self_play_log(rng: random.Random) -> list[dict]:
    """The event rows of a two-player game of the normal and the hard player."""
    state, rows = hm.new_game(2, hm.HeckmeckOptions()), []
    while not state.over:
        action = heckmeck_policy.choose_action(state, ("normal", "hard")[state.current], rng)
        state, events = hm.apply(state, state.current, action, rng)
        rows.append({"action": hm.action_to_json(action), "events": list(events)})
    return rows


def summary(ms: list[float]) -> tuple[float, float, float]:
    ms = sorted(ms)
    p99 = ms[min(len(ms) - 1, math.ceil(0.99 * len(ms)) - 1)]
    return statistics.median(ms), p99, ms[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    steps, finishes, reviews, hard = [], [], [], []
    first = date(2026, 1, 1)
    for n in range(args.days):
        day = first + timedelta(days=n)
        rng = random.Random(n)
        attempt = game.play_through(
            day, lambda s, rng=rng: heckmeck_policy.choose_action(s, "normal", rng)
        )
        actions = attempt.actions
        for i in range(len(actions)):
            steps.append(ms_of(click, day, actions[:i], actions[i]))
            state = game.replay(day, actions[:i]).state
            if state.phase != "roll":
                empty_caches()
                hard.append(ms_of(heckmeck_policy.choose_action, state, "hard", random.Random(0)))
        empty_caches()
        finishes.append(ms_of(computer.computer_attempt, day))
        empty_caches()
        reviews.append(ms_of(computer.review_attempt, attempt))
    grades = []
    for puzzle in positions.shipped():
        state = puzzle.state
        for action in hm.legal_actions(state, state.current):
            if not isinstance(action, hm.Timeout):
                empty_caches()
                grades.append(ms_of(grading.grade, state, action))
                empty_caches()
                hard.append(ms_of(heckmeck_policy.choose_action, state, "hard", random.Random(0)))
    mining = []
    for g in range(args.games):
        rows = self_play_log(random.Random(g))
        empty_caches()
        options = hm.HeckmeckOptions().to_json()
        mining.append(ms_of(harvest.puzzles_of_game, options, [{}, {}], rows))
    picks = []
    rng = random.Random(1)
    rated = {n: rating.Rating(rng.gauss(25, 5), 4.0) for n in range(1, 5001)}
    for seed in range(200):
        answered = set(rng.sample(range(1, 5001), 500))
        picks.append(ms_of(rating.pick, list(rated), rated, answered, rating.NEW, seed))
    print(
        f"{args.days} days, {len(steps)} steps, {len(grades)} puzzle answers,"
        f" {len(mining)} games mined, {len(hard)} decisions of the hard player"
    )
    base = summary(hard)
    rows = [("step", summary(steps)), ("finish", summary(finishes)), ("review", summary(reviews)),
            ("puzzle grading", summary(grades)), ("mining a game", summary(mining)),
            ("puzzle pick", summary(picks)),
            ("baseline, hard player", base)]  # fmt: skip
    for name, (p50, p99, top) in rows:
        ratio = p99 / base[1]
        print(f"{name:24} p50 {p50:7.2f} ms  p99 {p99:7.2f} ms  max {top:7.2f} ms"
              f"  p99 / baseline p99 {ratio:6.2f}")  # fmt: skip
    print(f"load: {os.getloadavg()[0]:.1f} (1 min), {os.cpu_count()} cores")


if __name__ == "__main__":
    main()
