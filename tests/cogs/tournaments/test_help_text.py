"""/tournament help states the points scale with a worked example: the example's figures are
written in the catalogues, so they are computed here with the domain's rules and checked in every
language."""

from __future__ import annotations

import re

import pytest

from bot.domain.tournaments import placing_points
from bot.i18n import SUPPORTED, t
from cogs.tournaments.help_text import help_embed

BOLD_NUMBER = re.compile(r"\*\*(\d+(?:[.,]\d+)?)\*\*")


def _number(text: str) -> float:
    return float(text.replace(",", "."))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_worked_example_agrees_with_the_points_rule(loc):
    # The example: a table of four, the winner alone, two tied second, the last alone.
    points = placing_points([1, 2, 2, 4])
    assert points == [3, 1.5, 1.5, 0]
    stated = [_number(n) for n in BOLD_NUMBER.findall(t(loc, "tournament-help-example"))]
    # Each distinct figure once, in seat order: the winner's, the tied pair's share, the last's.
    assert stated == list(dict.fromkeys(points))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_shared_place_is_written_as_the_language_writes_decimals(loc):
    example = t(loc, "tournament-help-example")
    assert ("1,5" in example) == (loc != "en")
    assert ("1.5" in example) == (loc == "en")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_help_names_the_scale_the_ties_and_the_commands(loc):
    embed = help_embed(loc)
    values = [field.value for field in embed.fields]
    assert t(loc, "tournament-help-points") in values
    assert t(loc, "tournament-help-ties") in values
    assert sum(len(v) for v in values) + len(embed.description or "") < 6000  # Discord's limit
    assert all(len(v) <= 1024 for v in values)
