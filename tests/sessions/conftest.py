"""The session layer's fixture: Sessions on a store of each kind, with a hand-driven clock."""

import random

import pytest

from bot.sessions import Sessions, Timing
from bot.storage import Storage
from tests.sessions.clock import Clock


@pytest.fixture
async def sessions(store_url):
    storage = await Storage.open(store_url)
    clock = Clock()
    s = Sessions(
        storage,
        Timing(turn_timeout=120, lobby_timeout=900, computer_delay=1),
        clock=clock,
        rng=random.Random(7),
    )
    s.clock_ = clock
    yield s
    await s.results_settled()
    await storage.close()
