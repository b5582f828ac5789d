"""Fixtures every test folder can use: a store of each kind (SQLite file, PostgreSQL schema).

The PostgreSQL server is started once per test run (in each parallel worker), only if a test asks
for it, and stopped at the end whether the tests passed or not.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path

import pytest

from tests.e2e import presses
from tests.postgres_databases import Databases, admin, run_alone
from tests.postgres_server import PostgresServer
from tests.sqlite_copies import copy_sqlite, migrate

_schemas = itertools.count(1)
_PRESSES_DIR = pytest.StashKey[Path]()


# ------------------------------------------------- what users can press, pressed by the e2e suite
# (tests/e2e/presses.py): each process notes what it ran and saw; the controlling process judges.


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput") and presses.shared_dir() is None:
        config.stash[_PRESSES_DIR] = presses.open_shared_dir()
    config.addinivalue_line("markers", "e2e: a test in tests/e2e (marked by its folder)")
    config.addinivalue_line("markers", "browser: a test that drives Chromium (its fixture)")


def _in_e2e(item: pytest.Item) -> bool:
    return Path(item.path).resolve().parent == presses.E2E_DIR


# The quick run, everything but these two kinds: python -m pytest -m "not e2e and not browser"
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if presses.E2E_DIR in Path(item.path).resolve().parents:
            item.add_marker(pytest.mark.e2e)
        if "chromium" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)


def pytest_collection_finish(session: pytest.Session) -> None:
    presses.RECORD.collected_files |= {Path(i.path).name for i in session.items if _in_e2e(i)}


def pytest_deselected(items: list[pytest.Item]) -> None:
    presses.RECORD.deselected += sum(1 for item in items if _in_e2e(item))


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    directory = presses.shared_dir()
    if directory is None:
        return
    worker = getattr(config, "workerinput", {}).get("workerid", "controller")
    presses.save(presses.RECORD, directory, worker)
    own = config.stash.get(_PRESSES_DIR, None)
    if own is None:  # an xdist worker: the controller judges
        return
    try:
        record = presses.merged(own)
        if session.testsfailed or session.shouldstop or session.shouldfail:
            return  # a failed run says enough, and may not have pressed everything
        whole = presses.whole_e2e_ran(
            record, list(config.args), config.option.keyword, config.option.markexpr
        )
        message = presses.verdict(record) if whole else None
        if message is not None:
            reporter = config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.write_line(message, red=True)
            else:
                print(message)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    finally:
        presses.close_shared_dir(own)


# Parallel test workers (`-n auto` in pyproject.toml): one per CPU, at least two (the end-to-end
# tests spend much of their time waiting for deadlines, retries and the bot process), at most
# four (each worker runs a bot process and, if a test asks for one, a PostgreSQL server).
MIN_WORKERS, MAX_WORKERS = 2, 4


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # the developer's own choice: pytest-xdist reads it
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    return min(max(cpus, MIN_WORKERS), MAX_WORKERS)


@pytest.fixture(scope="session")
def postgres_server():
    server = PostgresServer()
    try:
        server.start()
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="session")
def postgres_databases(postgres_server):
    return Databases(postgres_server)


@pytest.fixture
def postgres_url(postgres_server):
    """A URL of an empty PostgreSQL schema of its own (dropped after the test): for the tests of
    what a store does on its first start, or with a database an older bot left."""
    schema = f"test_{next(_schemas)}"
    admin(postgres_server.url, f"CREATE SCHEMA {schema}")
    yield f"{postgres_server.url}&search_path={schema}"
    admin(postgres_server.url, f"DROP SCHEMA {schema} CASCADE")


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory) -> Path:
    """A SQLite store migrated once per test process, to be copied (never opened by a test)."""
    path = tmp_path_factory.mktemp("migrated") / "games.sqlite3"
    run_alone(migrate(path))
    return path


@pytest.fixture
def migrated_sqlite_url(migrated_sqlite, tmp_path):
    """A URL of a SQLite store of its own, a copy of one migrated once: the state a freshly
    migrated store has (tests/storage/test_sqlite_copies.py compares them)."""
    copy = tmp_path / "games.sqlite3"
    copy_sqlite(migrated_sqlite, copy)
    return f"sqlite:///{copy}"


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request):
    """The URL of a store of the test's own with nothing stored in it (each test using it runs
    once per backend): a copy of a migrated SQLite file, or an empty PostgreSQL schema (a copy
    of a migrated database was no faster: see docs/benchmarks.md)."""
    if request.param == "sqlite":
        return request.getfixturevalue("migrated_sqlite_url")
    return request.getfixturevalue("postgres_url")


@pytest.fixture(params=["sqlite", "postgresql"])
def empty_store_url(request, tmp_path):
    """The URL of a truly empty store (no tables yet), once per backend: for the migrations'
    own tests."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    return request.getfixturevalue("postgres_url")


# Each game's Discord side registers itself with the shared table machinery when its package is
# imported, as loading its extension does in the bot.
import cogs.drehwurm  # noqa: E402
import cogs.heckmeck  # noqa: E402, F401
