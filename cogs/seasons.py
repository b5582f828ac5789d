"""Seasons on Discord: the server's season setting (/heckmeck settings season), which season a
leaderboard or /stats shows, and whether the bot can give the champion's role. Closing a season
(the final post, the role) is cogs/season_close.py; the calendar is bot/domain/seasons.py.
"""

from __future__ import annotations

import discord

from bot.domain import results, seasons, shown
from bot.domain.seasons import SeasonSettings
from bot.i18n import t
from bot.table.types import Refusal
from cogs.i18n import user_locale
from cogs.table.common import GameBot


def season_name(loc: str, key: str) -> str:
    parts = seasons.label_parts(key)
    return t(loc, "season-name", **{**parts, "year": str(parts["year"])})


async def season_of_period(
    bot: GameBot, guild_id: int | None, scope: str | None, period: str | None
) -> str | None:
    """The season a leaderboard shows (None: all time), by the server's setting: this season by
    default where seasons are on. Raises Refusal for a season where there is none."""
    if period == "all" or (period is None and (scope == "global" or not guild_id)):
        return None
    if not guild_id:
        raise Refusal("season-refused-no-server")
    chosen = await bot.records.season_settings(guild_id)
    if not chosen.on:
        if period is None:
            return None
        raise Refusal("season-refused-off")
    if scope == "global":
        raise Refusal("season-refused-global")
    current = seasons.season_of(chosen.length, bot.sessions.clock())
    return seasons.previous(current) if period == "last" else current


async def stats_lines(bot: GameBot, loc: str, guild_id: int | None, user_id: int) -> dict[str, str]:
    """Per rating game, the /stats line of this season in this server (none where seasons are
    off)."""
    chosen = await bot.records.season_settings(guild_id)
    current = chosen.current(bot.sessions.clock())
    if guild_id is None or current is None:
        return {}
    name = season_name(loc, current)
    lines = {}
    for game in results.rating_games():
        row = await bot.records.player_rank(game, guild_id, "rating", user_id, current)
        if row is None:
            lines[game] = t(loc, "stats-season-none", season=name)
        else:
            lines[game] = t(
                loc,
                "stats-season" if row.established else "stats-season-unranked",
                season=name,
                rank=row.rank,
                rating=shown.rating(row.ordinal),
                wins=row.wins,
                games=row.games,
            )
    return lines


def role_problem(guild: discord.Guild, role: discord.Role | None) -> str | None:
    """Why the bot cannot give `role` (a key of season-problem-*), or None if it can."""
    if role is None:
        return "season-problem-role-gone"
    if not guild.me.guild_permissions.manage_roles:
        return "season-problem-no-manage-roles"
    if role >= guild.me.top_role or role.managed or role.is_default():
        return "season-problem-role-too-high"
    return None


async def configure(
    interaction: discord.Interaction,
    length: str,
    role: discord.Role | None,
    channel: discord.TextChannel | None,
) -> None:
    """/heckmeck settings season: store the server's choice and say what it means."""
    bot: GameBot = interaction.client  # type: ignore[assignment]
    loc = user_locale(interaction)
    guild = interaction.guild
    if length not in seasons.LENGTHS or guild is None:
        await interaction.response.send_message(t(loc, "invalid-option"), ephemeral=True)
        return
    now = bot.sessions.clock()
    if length == "off":
        await bot.records.set_season_settings(guild.id, SeasonSettings())
        await interaction.response.send_message(t(loc, "settings-season-off"), ephemeral=True)
        return
    target = channel.id if channel is not None else interaction.channel_id
    before = await bot.records.season_settings(guild.id)
    since = before.since if before.length == length and before.since is not None else now
    chosen = SeasonSettings(length, role.id if role else None, target, since)
    await bot.records.set_season_settings(guild.id, chosen)
    current = seasons.season_of(length, now)
    lines = [
        t(
            loc,
            "settings-season-set",
            length=length,
            season=season_name(loc, current),
            ends=f"<t:{int(seasons.bounds(current)[1])}:f>",
            channel=f"<#{target}>",
            role=role.mention if role else "none",
        )
    ]
    problem = role_problem(guild, role) if role is not None else None
    if problem is not None:
        warning = t(loc, problem, role=role.mention if role else "")
        lines.append(t(loc, "settings-season-role-warning", problem=warning))
    await interaction.response.send_message(
        "\n".join(lines), ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
    )
