"""benchmarks/compare_revisions.py: reading the benchmarks' figures and putting rounds together."""

import subprocess
from pathlib import Path

from benchmarks.compare_revisions import (
    BENCHMARKS,
    WORKTREE,
    Benchmark,
    Figure,
    Side,
    compare,
    parse_figures,
    rows,
    table,
)

BY_NAME = {b.name: b for b in BENCHMARKS}

CLICK_COST = """round 1: ours 1.80 ms CPU/click, no-op bot 1.00 ms CPU/click, ratio 1.80

clicks per round: 60; rounds: 5 (medians)
  bot CPU per click:        1.71 ms
  no-op discord.py bot:     0.98 ms
  ratio (target <= 2.0):    1.83 (the rounds' middle half 1.62-2.06; all clicks together 1.80)
"""

SESSIONS = """== SQLite
storage interface alone, saturated (200 games saving at once): 46,551 saves/s; plain sqlite3 \
27,957/s; ratio 1.67
saturated, 200 tables, 6 rounds of 1,000 actions by turns with the baseline (3 games ended): \
17,807 actions/s; plain sqlite3 27,999/s (medians); ratio 0.63 (the rounds' middle half 0.59-0.64)
  CPU per action (all threads) 56 us; plain sqlite3 27 us; ratio 0.49 (the throughput ratio)
paced at 1,000/s offered over 200 tables: 2,990 actions (997/s), p50 0.23 ms, p99 0.85 ms \
(target < 5 ms); 0 refused
== scale (SQLite)
400 live games, paced at 1,000/s offered: 990 actions/s, p50 0.20 ms, p99 13.00 ms, 0 refused
"""

ENGINE = """== Random 4-player classic games (7 alternating rounds: 80 games of ours, 8 of theirs)
bot.rules.heckmeck      1362.0 games/s
pickomino-env 1.4.1      128.8 games/s
ratio                     10.4 ×   (target ≥ 10 ×; rounds' middle half 10.0–11.0)
p99 quiet    0.74 ms = 0.11 × baseline   (target < 10 ms)
p99 loaded   9.11 ms = 0.38 × baseline   (target < 15 ms)
"""


def test_each_benchmarks_headline_figures_are_read_from_its_output():
    assert parse_figures(BY_NAME["click_cost"], CLICK_COST) == {
        "bot CPU per click": 1.71,
        "ratio to the no-op bot": 1.83,
    }
    assert parse_figures(BY_NAME["sessions_throughput"], SESSIONS) == {
        "saturated": 17807,
        "saturated / plain sqlite3": 0.63,
        "CPU per action": 56,
        "paced p99": 0.85,  # the paced run's, not the scale run's 13.00 further down
        "storage alone": 46551,
    }
    assert parse_figures(BY_NAME["engine_speed"], ENGINE) == {
        "engine": 1362.0,
        "engine / pickomino-env": 10.4,
        "hard decision p99, quiet": 0.74,
    }


def test_a_figure_missing_from_the_output_is_left_out():
    assert parse_figures(BY_NAME["engine_speed"], ENGINE.split("p99 quiet")[0]) == {
        "engine": 1362.0,
        "engine / pickomino-env": 10.4,
    }
    assert parse_figures(BY_NAME["click_cost"], "") == {}


def test_rounds_give_medians_spreads_and_the_ratio_of_medians():
    benchmark = BY_NAME["click_cost"]
    base, new = Side(), Side()
    for cpu in (2.0, 1.0, 3.0):
        base.add({"bot CPU per click": cpu})
    for cpu in (1.0, 1.5, 1.2):
        new.add({"bot CPU per click": cpu})
    cpu_row, ratio_row = rows(benchmark, base, new)
    assert cpu_row.base == [2.0, 1.0, 3.0] and cpu_row.ratio == 1.2 / 2.0
    assert ratio_row.base == [] and ratio_row.ratio is None
    text = table([cpu_row, ratio_row], ["new: benchmarks/x.py does not exist in this revision"])
    assert "| bot CPU per click ms | 2.00 (1.00–3.00) | 1.20 (1.00–1.50) | 0.600 |" in text
    assert "| click_cost | ratio to the no-op bot | — | — | — |" in text
    assert "new: benchmarks/x.py does not exist in this revision" in text


def git(repo: Path, *arguments: str) -> None:
    subprocess.run(["git", "-C", str(repo), *arguments], check=True, capture_output=True)


def test_two_revisions_run_alternately_and_a_missing_script_is_reported(tmp_path):
    """A small repository: the base revision has no benchmark script, the next one prints 100,
    the working tree (uncommitted) prints 200."""
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q")
    git(repo, "config", "user.email", "t@example.org")
    git(repo, "config", "user.name", "t")
    (repo / "README").write_text("x\n")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "no benchmark yet")
    script = repo / "bench.py"
    script.write_text("print('speed 100.0 units')\n")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "benchmark")
    script.write_text("print('speed 200.0 units')\n")
    speed = Benchmark("toy", "bench.py", (), (Figure("speed", r"speed ([0-9.]+)", "", True),))

    against_working_tree = compare(repo, "HEAD", WORKTREE, 2, [speed], timeout=60)
    assert "| toy | speed | 100.00 (100.00–100.00) | 200.00 (200.00–200.00) | 2.000 |" in (
        against_working_tree
    )
    against_no_script = compare(repo, "HEAD~1", "HEAD", 1, [speed], timeout=60)
    assert "| toy | speed | — | 100.00 (100.00–100.00) | — |" in against_no_script
    assert "base: bench.py does not exist in this revision" in against_no_script
    listed = subprocess.run(["git", "-C", str(repo), "worktree", "list"], capture_output=True,
                            text=True, check=True).stdout  # fmt: skip
    assert len(listed.splitlines()) == 1  # the checkouts are gone again
