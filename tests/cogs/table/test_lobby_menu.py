"""The lobby's menu of computer players: each game offers the difficulties it has."""

import discord
import pytest

from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.table.render import lobby_view


def menu(kind: str, loc: str) -> list[tuple[str, str]]:
    record = GameRecord(1, kind, 1, 50, 7, "lobby", {}, [], None, 0)
    view = lobby_view(record, loc)
    assert view is not None
    (select,) = [item for item in view.children if isinstance(item, discord.ui.Select)]
    return [(option.value, option.label) for option in select.options]


@pytest.mark.parametrize("loc", SUPPORTED)
def test_heckmeck_offers_the_expert_and_drehwurm_does_not(loc):
    assert [value for value, _ in menu("heckmeck", loc)] == ["easy", "normal", "hard", "expert"]
    assert [value for value, _ in menu("drehwurm", loc)] == ["easy", "normal", "hard"]
    labels = dict(menu("heckmeck", loc))
    assert labels["expert"] == t(loc, "difficulty-expert") != "difficulty-expert"
    assert labels["expert"] != labels["hard"]
    name = t(loc, "computer-name", difficulty="expert", number=2)
    assert name != t(loc, "computer-name", difficulty="normal", number=2)
