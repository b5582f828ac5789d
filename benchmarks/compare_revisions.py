"""The headline benchmarks of two revisions, in alternating rounds of one run.

    python benchmarks/compare_revisions.py --base HEAD~5 [--new WORKTREE] [--rounds 3]
        [--only click_cost,sessions_throughput,engine_speed]

Each round checks a revision out afresh into a temporary folder (`git worktree add --detach`;
the working tree, the default `--new`, is copied: its tracked and untracked, not ignored, files)
and runs each benchmark of that checkout with PYTHONPATH pointing at it, so every revision runs
its own benchmark script against its own code. Rounds go base, new, base, new, ..., so both meet
the shared machine as it is at that moment. Small sizes keep one full comparison within a few
minutes; the figures are for telling two revisions apart, not the benchmarks' own full runs.

Prints per benchmark and figure: base median, new median, new / base, and each side's spread
(min-max) across rounds. A benchmark missing in a revision (or one that fails, or prints no
figure) is reported as such, and the rest still runs.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

WORKTREE = "WORKTREE"  # the working tree as it is, uncommitted changes included


@dataclass(frozen=True)
class Figure:
    name: str
    pattern: str  # a regular expression whose first group is the number
    unit: str
    higher_is_better: bool


@dataclass(frozen=True)
class Benchmark:
    name: str
    script: str
    arguments: tuple[str, ...]
    figures: tuple[Figure, ...]


NUMBER = r"([0-9][0-9,]*(?:\.[0-9]+)?)"

BENCHMARKS = (
    Benchmark(
        "click_cost",
        "benchmarks/click_cost.py",
        ("--clicks", "60", "--rounds", "5"),
        (
            Figure("bot CPU per click", rf"bot CPU per click:\s+{NUMBER} ms", "ms", False),
            Figure("ratio to the no-op bot", rf"ratio \(target <= 2\.0\):\s+{NUMBER}", "", False),
        ),
    ),
    Benchmark(
        "sessions_throughput",
        "benchmarks/sessions_throughput.py",
        (
            *("--no-postgres", "--games", "200", "--actions", "6000", "--rate", "1000"),
            *("--paced-seconds", "3", "--scale-games", "400", "--stored-games", "2000"),
        ),
        (
            Figure("saturated", rf"\): {NUMBER} actions/s; plain sqlite3", "actions/s", True),
            Figure(
                "saturated / plain sqlite3",
                rf"plain sqlite3 [0-9,]+/s \(medians\); ratio {NUMBER}",
                "",
                True,
            ),
            Figure("CPU per action", rf"CPU per action \(all threads\) {NUMBER} us", "us", False),
            Figure("paced p99", rf"paced at .* p99 {NUMBER} ms", "ms", False),
            Figure("storage alone", rf"interface alone.*: {NUMBER} saves/s", "saves/s", True),
        ),
    ),
    Benchmark(
        "engine_speed",
        "benchmarks/engine_speed.py",
        ("--rounds", "7", "--decision-games", "20", "--baseline-games", "2"),
        (
            # an older revision names the engine's line after its module
            Figure(
                "engine",
                rf"^(?:bot\.rules\.heckmeck|the engine)\s+{NUMBER} games/s",
                "games/s",
                True,
            ),
            Figure("engine / pickomino-env", rf"^ratio\s+{NUMBER} ×", "", True),
            Figure("hard decision p99, quiet", rf"p99 quiet\s+{NUMBER} ms", "ms", False),
        ),
    ),
)


def parse_figures(benchmark: Benchmark, output: str) -> dict[str, float]:
    """The benchmark's headline figures found in its output; a figure it does not print is
    left out (an older revision may print fewer)."""
    found = {}
    for figure in benchmark.figures:
        match = re.search(figure.pattern, output, re.MULTILINE)
        if match:
            found[figure.name] = float(match.group(1).replace(",", ""))
    return found


@dataclass
class Side:
    """What the rounds of one revision gave for one benchmark."""

    values: dict[str, list[float]] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)

    def add(self, figures: dict[str, float]) -> None:
        for name, value in figures.items():
            self.values.setdefault(name, []).append(value)


@dataclass(frozen=True)
class Row:
    benchmark: str
    figure: str
    unit: str
    base: list[float]
    new: list[float]

    @property
    def ratio(self) -> float | None:
        if not self.base or not self.new or statistics.median(self.base) == 0:
            return None
        return statistics.median(self.new) / statistics.median(self.base)


def rows(benchmark: Benchmark, base: Side, new: Side) -> list[Row]:
    return [
        Row(benchmark.name, f.name, f.unit, base.values.get(f.name, []), new.values.get(f.name, []))
        for f in benchmark.figures
    ]


def median_and_spread(values: list[float]) -> str:
    if not values:
        return "—"
    low, high = min(values), max(values)
    return f"{statistics.median(values):,.2f} ({low:,.2f}–{high:,.2f})"


def table(all_rows: list[Row], problems: list[str]) -> str:
    """A Markdown table: the medians with each side's min–max across rounds, and the ratio."""
    lines = [
        "| benchmark | figure | base median (min–max) | new median (min–max) | new / base |",
        "| --- | --- | --- | --- | --- |",
    ]
    for row in all_rows:
        unit = f" {row.unit}" if row.unit else ""
        ratio = "—" if row.ratio is None else f"{row.ratio:.3f}"
        lines.append(
            f"| {row.benchmark} | {row.figure}{unit} | {median_and_spread(row.base)} |"
            f" {median_and_spread(row.new)} | {ratio} |"
        )
    lines += [f"\n{problem}" for problem in problems]
    return "\n".join(lines)


# --------------------------------------------------------------------------------- checkouts


def git(repo: Path, *arguments: str) -> str:
    return subprocess.run(
        ["git", "-C", str(repo), *arguments], check=True, capture_output=True, text=True
    ).stdout.strip()


def describe(repo: Path, revision: str) -> str:
    if revision == WORKTREE:
        dirty = git(repo, "status", "--porcelain")
        return f"the working tree at {git(repo, 'rev-parse', '--short', 'HEAD')}" + (
            " with uncommitted changes" if dirty else ""
        )
    return f"{revision} = {git(repo, 'rev-parse', '--short', revision)}"


class Checkout:
    """A fresh copy of one revision in a temporary folder, removed on exit."""

    def __init__(self, repo: Path, revision: str) -> None:
        self.repo, self.revision = repo, revision
        self.folder = Path(tempfile.mkdtemp(prefix="compare-")) / "checkout"

    def __enter__(self) -> Path:
        if self.revision == WORKTREE:
            listed = git(self.repo, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
            for name in filter(None, listed.split("\0")):
                source = self.repo / name
                if source.is_file():
                    (self.folder / name).parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(source, self.folder / name)
        else:
            git(self.repo, "worktree", "add", "--detach", "--quiet", str(self.folder),
                self.revision)  # fmt: skip
        return self.folder

    def __exit__(self, *_exc) -> None:
        if self.revision != WORKTREE:
            git(self.repo, "worktree", "remove", "--force", str(self.folder))
        shutil.rmtree(self.folder.parent, ignore_errors=True)


def run_benchmark(checkout: Path, benchmark: Benchmark, timeout: float) -> tuple[str, str | None]:
    """The benchmark's output, and what went wrong if it did."""
    script = checkout / benchmark.script
    if not script.is_file():
        return "", f"{benchmark.script} does not exist in this revision"
    environment = dict(os.environ, PYTHONPATH=str(checkout))
    try:
        done = subprocess.run(
            [sys.executable, str(script), *benchmark.arguments],
            cwd=checkout,
            env=environment,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return "", f"{benchmark.script} ran longer than {timeout:.0f} s"
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no error output"])[-1]
        return done.stdout, f"{benchmark.script} failed (exit {done.returncode}): {last}"
    return done.stdout, None


def compare(repo: Path, base: str, new: str, rounds: int, chosen: list[Benchmark],
            timeout: float) -> str:  # fmt: skip
    sides = {(b.name, which): Side() for b in chosen for which in ("base", "new")}
    for number in range(rounds):
        for which, revision in (("base", base), ("new", new)):
            started = time.monotonic()
            with Checkout(repo, revision) as checkout:
                for benchmark in chosen:
                    output, problem = run_benchmark(checkout, benchmark, timeout)
                    side = sides[benchmark.name, which]
                    side.add(parse_figures(benchmark, output))
                    if problem and problem not in side.problems:
                        side.problems.append(problem)
            print(f"round {number + 1} {which}: {time.monotonic() - started:.0f} s",
                  file=sys.stderr, flush=True)  # fmt: skip
    all_rows: list[Row] = []
    problems: list[str] = []
    for benchmark in chosen:
        all_rows += rows(benchmark, sides[benchmark.name, "base"], sides[benchmark.name, "new"])
        for which in ("base", "new"):
            problems += [f"{which}: {p}" for p in sides[benchmark.name, which].problems]
    return table(all_rows, problems)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="a git revision, e.g. HEAD~5 or main")
    parser.add_argument("--new", default=WORKTREE, help="a git revision; default: the working tree")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of each revision")
    parser.add_argument("--only", help="comma-separated benchmark names")
    parser.add_argument("--timeout", type=float, default=600, help="seconds per benchmark run")
    args = parser.parse_args()
    repo = Path(git(Path(__file__).resolve().parent, "rev-parse", "--show-toplevel"))
    names = args.only.split(",") if args.only else [b.name for b in BENCHMARKS]
    unknown = set(names) - {b.name for b in BENCHMARKS}
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(sorted(unknown))}")
    chosen = [b for b in BENCHMARKS if b.name in names]
    # Fixed once, so that a commit made while the rounds run does not change what they measure.
    base, new = (r if r == WORKTREE else git(repo, "rev-parse", r) for r in (args.base, args.new))
    print(f"base: {describe(repo, args.base)}; new: {describe(repo, args.new)}")
    print(f"{args.rounds} rounds of each, alternating; load average {os.getloadavg()[0]:.1f}\n")
    # Stopped by a signal, the checkout under way is still removed (its `with` exits).
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    print(compare(repo, base, new, args.rounds, chosen, args.timeout))


if __name__ == "__main__":
    main()
