"""The toy game registered for a test, through the same registries as the installed games, and
forgotten afterwards (no other test sees it)."""

import pytest

from bot.domain import games
from cogs.table.games import register_table_game, unregister_table_game
from tests.toy_game.kind import NAME, TOY
from tests.toy_game.table import TABLE_GAME


@pytest.fixture
def toy_game():
    assert games.find(NAME) is None, "the toy must not be known before it is registered"
    games.register(TOY)
    register_table_game(TABLE_GAME)
    try:
        yield TOY
    finally:
        games.unregister(NAME)
        unregister_table_game(NAME)
