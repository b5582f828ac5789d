"""What the tournament cog's modules share: the language of its public posts, and who may
organise (Manage Server, or the server's tournament role)."""

from __future__ import annotations

from typing import Any

import discord

from bot.domain.tournaments import table_sizes
from bot.i18n import board_locale
from bot.table.types import Refusal
from cogs.table.bot import TableBot, table_bot


async def public_locale(bot: TableBot, guild_id: int | None) -> str:
    """The server's language for public messages (its override, else its locale)."""
    guild = bot.get_guild(guild_id) if guild_id else None
    override = (await bot.services.settings.server(guild_id)).language
    return board_locale(override, guild.preferred_locale if guild else None)


async def may_organise(interaction: discord.Interaction) -> bool:
    """An admin (Manage Server) or a member with the server's tournament role."""
    if interaction.permissions.manage_guild or interaction.permissions.administrator:
        return True
    role_id = (
        await table_bot(interaction).services.tournaments.settings(interaction.guild_id)
    ).role_id
    roles = getattr(interaction.user, "roles", ())
    return role_id is not None and any(role.id == role_id for role in roles)


async def check_organiser(interaction: discord.Interaction, tournament: Any) -> bool:
    """Raise the refusal for anyone but the tournament's organiser or someone who may organise;
    whether the user may organise (an admin or the role: the runner lets them act for the
    organiser)."""
    manages = await may_organise(interaction)
    if manages or interaction.user.id == tournament.organiser_id:
        return manages
    raise Refusal("tournament-not-organiser", organiser=f"<@{tournament.organiser_id}>")


async def tournament_here(
    interaction: discord.Interaction, number: int | None, *, or_last: bool = False
) -> Any:
    """The tournament `number` of this server, or else the live one of this channel (the only live
    one of the server if the channel has none); with `or_last`, when none is live, the last one
    of this channel (else of the server). Raises Refusal if there is none or it is unclear."""
    bot = table_bot(interaction)
    guild_id = interaction.guild_id
    if guild_id is None:
        raise Refusal("guild-only")
    if number is not None:
        found = await bot.services.tournaments.get(number)
        if found is None or found.guild_id != guild_id:
            raise Refusal("tournament-unknown", number=number)
        return found
    live = await bot.services.tournaments.in_guild(guild_id, live_only=True)
    here = [t for t in live if t.channel_id == interaction.channel_id] or live
    if not here and or_last:
        every = await bot.services.tournaments.in_guild(guild_id, live_only=False)
        here = ([t for t in every if t.channel_id == interaction.channel_id] or every)[:1]
    if not here:
        raise Refusal("tournament-none-here")
    if len(here) > 1:
        numbers = ", ".join(f"#{t.id}" for t in here)
        raise Refusal("tournament-which", numbers=numbers)
    return here[0]


async def check_seating(bot: TableBot, tournament: Any) -> None:
    """Refuse a start whose sign-ups the tables cannot seat although there are enough of them
    (four at tables of three: a table of two is never drawn). Fewer than the table size is the
    runner's refusal."""
    players = await bot.services.tournaments.players(tournament.id)
    signed = sum(1 for p in players if not p.dropped)
    fill = tournament.fill_level is not None
    if signed >= tournament.table_size and not table_sizes(signed, tournament.table_size, fill):
        raise Refusal("tournament-cannot-seat", signed=signed, size=tournament.table_size)
