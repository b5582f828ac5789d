"""The session layer's fixture: Sessions on a store of each kind, with a hand-driven clock."""

import pytest

from bot.table.types import Timing
from tests.table.harness import sessions_on


@pytest.fixture
async def sessions(store_url):
    timing = Timing(turn_timeout=120, lobby_timeout=900, computer_delay=1)
    async with sessions_on(store_url, timing, seed=7) as s:
        yield s
