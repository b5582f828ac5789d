"""The season's final post lists the standings as the leaderboard does, and says plainly what
the bot could not do with the champion role (cogs/season_close.py)."""

from types import SimpleNamespace

import pytest

from bot.domain.results import MIN_GAMES
from bot.i18n import SUPPORTED, t
from cogs.season_close import Seasons, _standings
from tests.domain.test_season_champion import board, row


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_final_standings_list_the_unranked_after_the_ranked_without_a_rank(loc):
    lines = _standings(loc, board("heckmeck", row(1, 1, 3), row(2, 2, 4), row(3, 3, 2))).split("\n")
    assert lines[:2] == ["**1.** p1", "**2.** p2"]
    assert lines[2] == t(loc, "season-final-unranked", min=MIN_GAMES)
    assert lines[3] == "**–.** p3"
    everyone_ranked = _standings(loc, board("heckmeck", row(1, 1, 3), row(2, 2, 3)))
    assert t(loc, "season-final-unranked", min=MIN_GAMES) not in everyone_ranked
    nobody_ranked = _standings(loc, board("heckmeck", row(1, 1, 1))).split("\n")
    assert nobody_ranked[0] == t(loc, "season-final-unranked", min=MIN_GAMES)
    assert nobody_ranked[1] == "**–.** p1"


def test_only_the_top_three_are_listed():
    rows = [row(n, n, 3) for n in range(1, 13)]
    text = _standings("en", board("heckmeck", *rows))
    assert text.split("\n") == ["**1.** p1", "**2.** p2", "**3.** p3"]


def guild_without_manage_roles() -> SimpleNamespace:
    role = SimpleNamespace(mention="<@&7>")
    me = SimpleNamespace(guild_permissions=SimpleNamespace(manage_roles=False))
    return SimpleNamespace(id=1, me=me, get_role=lambda role_id: role)


@pytest.mark.parametrize(
    ("champion", "problem"),
    [
        (5, "season-problem-no-manage-roles"),
        (None, "season-problem-no-manage-roles-take"),  # only taking it was left to do
    ],
)
async def test_a_role_the_bot_may_not_change_is_named_for_what_it_had_to_do(champion, problem):
    cog = SimpleNamespace(bot=None)  # it never reaches Discord: it may not change the role
    found = await Seasons._move_role(cog, guild_without_manage_roles(), 7, 4, champion)
    assert found == [(problem, {"role": "<@&7>"})]


async def test_nothing_to_move_when_the_champion_keeps_the_title_or_there_is_no_role():
    cog = SimpleNamespace(bot=None)
    assert await Seasons._move_role(cog, guild_without_manage_roles(), 7, 4, 4) == []
    assert await Seasons._move_role(cog, guild_without_manage_roles(), None, 4, None) == []
