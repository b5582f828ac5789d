"""Heckmeck in tournaments: classic (every variant) and Junior (no variant), as `/tournament
create` offers them (cogs/tournaments/variants.py)."""

from __future__ import annotations

from typing import Any

from bot.domain.heckmeck import HECKMECK
from bot.domain.heckmeck.engine.data import JUNIOR
from bot.table.types import Refusal
from cogs.tournaments.variants import SWITCHES, TournamentGame, register


def _classic(switches: frozenset[str]) -> dict[str, Any]:
    return {"edition": "classic", **{name: name in switches for name in SWITCHES}}


def _junior(switches: frozenset[str]) -> dict[str, Any]:
    if switches:
        raise Refusal("illegal-variant-classic-only")
    return {"edition": JUNIOR.name, **{name: False for name in SWITCHES}}


register(TournamentGame(HECKMECK.rating_game({}), HECKMECK.name, _classic))
register(TournamentGame(JUNIOR.name, HECKMECK.name, _junior))
