"""The order the parallel workers take the tests in: the slowest first, so that no long test starts
last while the other worker sits idle (pytest-xdist's worksteal gives each worker a contiguous
share of the list and lets an idle worker take the far end of a busy worker's share).

The tests are ranked by what they measured (`--durations`): the files whose tests take 15 s or
more under load, slowest first; then the rest of the end-to-end tests and the other slow groups;
then everything else, in collection order. The ranked list is dealt out round-robin, one share
per worker, so every worker starts with its slowest tests and ends with quick ones.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

SLOWEST_FILES = (
    "e2e/test_long_names_e2e.py",
    "e2e/test_seasons_e2e.py",
    "e2e/test_assisted_e2e.py",
    "e2e/test_tournament.py",
    "e2e/test_chaos.py",
    "e2e/test_old_database.py",
    "e2e/test_long_turns_e2e.py",
    "e2e/test_sharding.py",
    "e2e/test_crawler.py",
    "e2e/test_shutdown.py",
    "e2e/test_drehwurm_phone_e2e.py",
    "e2e/test_heckmeck_restart.py",
    "e2e/test_board_faults.py",
)
SLOW_GROUPS = (
    "e2e/",
    "web/test_browser.py",
    "domain/drehwurm/test_properties.py",
    "domain/heckmeck/test_properties.py",
)


def rank(item: pytest.Item) -> int:
    try:
        path = Path(item.path).resolve().relative_to(TESTS).as_posix()
    except ValueError:
        return len(SLOWEST_FILES) + 1
    if path in SLOWEST_FILES:
        return SLOWEST_FILES.index(path)
    if path.startswith(SLOW_GROUPS):
        return len(SLOWEST_FILES)
    return len(SLOWEST_FILES) + 1


def dealt(items: list[pytest.Item], workers: int) -> list[pytest.Item]:
    """`items` ranked slowest first, then dealt round-robin into `workers` contiguous shares."""
    ranked = sorted(items, key=rank)  # stable: collection order within a rank
    return [item for share in range(workers) for item in ranked[share::workers]]


def reorder(items: list[pytest.Item]) -> None:
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
    items[:] = dealt(items, max(workers, 1))
