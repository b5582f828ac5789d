"""/tournament standings: the standings so far (points, worms, best tile; dropped players marked),
privately to whoever asks; the round's post and the final post show them to everyone."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import t
from cogs.table.bot import table_bot
from cogs.table.i18n import user_locale
from cogs.tournaments import render


def standings_heading(tournament: Any, loc: str) -> str:
    if tournament.status == "signup":
        return t(loc, "tournament-standings-signup", number=tournament.id)
    if tournament.status in ("finished", "cancelled"):
        return t(loc, f"tournament-standings-{tournament.status}", number=tournament.id)
    return t(
        loc,
        "tournament-standings-now",
        number=tournament.id,
        round=min(tournament.round_no, tournament.rounds),
        rounds=tournament.rounds,
        final=tournament.round_no > tournament.rounds,
    )


async def show_standings(interaction: discord.Interaction, tournament: Any) -> None:
    bot = table_bot(interaction)
    loc = user_locale(interaction)
    standings = await bot.tournaments.standings(tournament.id)
    embed = render.standings_embed(tournament, loc, standings, standings_heading(tournament, loc))
    await interaction.response.send_message(embed=embed, ephemeral=True)
