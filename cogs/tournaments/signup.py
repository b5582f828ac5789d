"""The sign-up message: the format, the players signed up, Join / Leave / Start.

The buttons are DynamicItems (their state is their custom_id), so they work after a restart. A
refused click (a second Join, a Leave by someone not in, a Start by anyone but the organiser or
with too few players) is answered privately and changes nothing.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.table.types import Player, Refusal
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId
from cogs.tournaments import ids, render
from cogs.tournaments.common import check_organiser, check_seating, public_locale

log = logging.getLogger(__name__)


async def signup_message(bot: TableBot, tournament: Any) -> dict[str, Any]:
    """The sign-up message's embed and buttons as the tournament now stands."""
    loc = await public_locale(bot, tournament.guild_id)
    players = await bot.services.tournaments.players(tournament.id)
    view = render.signup_view(tournament, loc)
    return {"embed": render.signup_embed(tournament, players, loc), "view": view}


async def post_signup(interaction: discord.Interaction, tournament: Any) -> None:
    """Answer /tournament create with the sign-up message, and note it with the tournament."""
    bot = table_bot(interaction)
    message = await signup_message(bot, tournament)
    await interaction.response.send_message(
        **message, allowed_mentions=discord.AllowedMentions.none()
    )
    sent = await interaction.original_response()
    await bot.services.tournaments.set_signup_message(tournament.id, sent.id)


async def redraw_signup(bot: TableBot, tournament_id: int) -> None:
    """Edit the sign-up message to show the tournament as it now stands."""
    tournament = await bot.services.tournaments.get(tournament_id)
    if tournament is not None:
        await show_signup(bot, tournament)


async def show_signup(bot: TableBot, tournament: Any) -> None:
    """Edit the sign-up message to show `tournament`."""
    if tournament.signup_message_id is None:
        return
    channel = await bot.boards.channel(tournament.channel_id)
    if channel is None:
        return
    try:
        await channel.get_partial_message(tournament.signup_message_id).edit(
            **await signup_message(bot, tournament)
        )
    except discord.HTTPException as exc:
        log.info("Could not redraw the sign-up of tournament %s: %s", tournament.id, exc)


async def _answer_with_signup(interaction: discord.Interaction, tournament_id: int) -> None:
    bot = table_bot(interaction)
    tournament = await bot.services.tournaments.get(tournament_id)
    if tournament is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    message = await signup_message(bot, tournament)
    if interaction.response.is_done():
        await interaction.edit_original_response(**message)
    else:
        await interaction.response.edit_message(**message)


class SignupButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=ids.SIGNUP_TEMPLATE
):
    """Join, Leave and Start (organiser) under a tournament's sign-up message."""

    async def callback(self, interaction: discord.Interaction) -> None:
        click = ids.parse_signup(self.raw_id)
        if click is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        bot = table_bot(interaction)
        user = interaction.user
        tournament = await bot.services.tournaments.get(click.tournament)
        try:
            if tournament is None or tournament.guild_id != interaction.guild_id:
                raise Refusal("stale-button")
            if click.op == "join":
                await bot.tournaments.join(tournament.id, Player(user.id, user.display_name))
            elif click.op == "leave":
                await bot.tournaments.leave(tournament.id, user.id)
            else:
                manages = await check_organiser(interaction, tournament)
                if tournament.status == "signup":
                    await check_seating(bot, tournament)
                await interaction.response.defer()  # the tables' threads and games take a moment
                await bot.tournaments.start(tournament.id, user.id, may_manage=manages)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await _answer_with_signup(interaction, tournament.id)
