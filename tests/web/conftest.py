"""The web tests' store: filled once per test module by playing games (tests/web/store.py) into a
SQLite file, then opened by each test; and the application over it."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.storage.connect import open_store
from bot.web.app import make_app
from tests.web.chromium import chromium_binary
from tests.web.store import Filled, fill


@pytest.fixture(scope="module")
def filled(tmp_path_factory) -> Filled:
    url = f"sqlite:///{tmp_path_factory.mktemp('web') / 'games.sqlite3'}"
    with ThreadPoolExecutor(1) as thread:  # its own loop: a module fixture is synchronous
        return thread.submit(asyncio.run, fill(url)).result()


@pytest.fixture
async def storage(filled):
    store = await open_store(filled.url)
    yield store
    await store.close()


@pytest.fixture
async def client(storage):
    async with TestClient(TestServer(make_app(storage))) as test_client:
        yield test_client


@pytest.fixture(scope="session")
def chromium() -> str:
    """The headless Chromium, installed from the OS packages when missing; a machine where it
    cannot be installed fails the browser tests with what to install (as PostgreSQL's do)."""
    return chromium_binary()
