"""/tournament standings: the standings so far (points, worms, best tile; dropped players marked),
privately to whoever asks; the round's post and the final post show them to everyone. Eight
players a page: Previous and Next turn a private answer's page in place and answer a press
under a channel post privately, so nobody turns the page under the others' eyes."""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import t
from bot.table.types import Refusal
from cogs.table.bot import table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId
from cogs.table.i18n import user_locale
from cogs.tournaments import ids, render


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


async def show_standings(interaction: discord.Interaction, tournament: Any, page: int = 0) -> None:
    bot = table_bot(interaction)
    loc = user_locale(interaction)
    standings = await bot.tournaments.standings(tournament.id)
    heading = standings_heading(tournament, loc)
    embed = render.standings_embed(tournament, loc, standings, heading, page)
    view = render.standings_view(tournament, loc, standings, page) or discord.utils.MISSING
    message = interaction.message
    if message is not None and message.flags.ephemeral:
        await interaction.response.edit_message(embed=embed, view=view)
    else:
        await interaction.response.send_message(embed=embed, view=view, ephemeral=True)


class StandingsPage(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=ids.STANDINGS_TEMPLATE
):
    """Previous or Next under a tournament's standings; anyone may turn the page."""

    async def callback(self, interaction: discord.Interaction) -> None:
        click = ids.parse_standings_page(self.raw_id)
        bot = table_bot(interaction)
        tournament = None if click is None else await bot.services.tournaments.get(click.tournament)
        if click is None or tournament is None or tournament.guild_id != interaction.guild_id:
            await refuse(interaction, Refusal("stale-button"))
            return
        await show_standings(interaction, tournament, click.page)

