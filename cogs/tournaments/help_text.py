"""/tournament help: the format, the points scale with a worked example, the tie-breaks and the
commands. The example's figures are in the catalogues; a test computes them with the domain's
placing_points and checks every language states them."""

from __future__ import annotations

import discord

from bot.i18n import t
from cogs.tournaments.render import COLOUR

SECTIONS = ("format", "points", "example", "ties", "commands")


def help_embed(loc: str) -> discord.Embed:
    embed = discord.Embed(title=t(loc, "tournament-help-title"), colour=COLOUR)
    embed.description = t(loc, "tournament-help-intro")
    for section in SECTIONS:
        embed.add_field(
            name=t(loc, f"tournament-help-{section}-title"),
            value=t(loc, f"tournament-help-{section}"),
            inline=False,
        )
    return embed
