"""The installed games keep the order bot/domain/installed.py gives them, whichever of their
packages is imported first (the first game's table is the default /leaderboard)."""

import subprocess
import sys
from pathlib import Path

import pytest

from bot.domain.installed import INSTALLED_GAMES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("first", INSTALLED_GAMES)
def test_the_games_are_in_the_installed_order_whichever_is_imported_first(first):
    code = (
        f"import {first}\n"
        "from bot.domain import games\n"
        "print(' '.join(k.rules.__name__ for k in games.kinds()))"
    )
    found = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    modules = found.stdout.split()
    assert len(modules) == len(INSTALLED_GAMES)
    for package, module in zip(INSTALLED_GAMES, modules, strict=True):
        assert module.startswith(package + ".")
