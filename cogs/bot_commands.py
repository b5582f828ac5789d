"""The bot's own commands, the same for every game: `/heckmeck settings` (the server's and each
player's own), `status`, `games`, `remind` and `stop`. The group bears the bot's name; each game
package adds its own commands to it at setup (`bot_group`), so a bot without a game keeps these.
"""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain.seasons import LENGTHS as SEASON_LENGTHS
from bot.domain.turn_times import TURN_TIMES
from bot.i18n import SUPPORTED, t
from bot.table.types import Refusal
from cogs.seasons import configure as configure_seasons
from cogs.table import held, ids, leaving
from cogs.table import lobby as tables
from cogs.table import threads as game_threads
from cogs.table.bot import TableBot
from cogs.table.core import CoreBot
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.my_games import set_direct_notices, show_my_games
from cogs.table.pings import MODES, SERVER_MODE
from cogs.table.settings import apply_own_setting, apply_server_setting
from cogs.table.web_links import web_setting_answer

# The bot's command group bears the bot's name, which its first game shares.
GROUP = "heckmeck"
# "auto": the server's own language; then every language of the catalogues.
LANGUAGES = ("auto", *SUPPORTED)


def _invalid(chosen: object | None) -> Refusal | None:
    """The refusal of an option's value that is none of its choices (`ids.choice` gave None)."""
    return Refusal("invalid-option") if chosen is None else None


def bot_group(bot: CoreBot) -> app_commands.Group:
    """The bot's command group, for a game package to add its commands to (this extension loads
    first: bot/app/extensions.py)."""
    found = bot.tree.get_command(GROUP)
    if not isinstance(found, app_commands.Group):
        raise RuntimeError("cogs.bot_commands must be loaded before the game packages")
    return found


class BotCommands(commands.Cog):
    group = app_commands.Group(name=cmd_name(GROUP), description=cmd_desc(GROUP), guild_only=True)
    settings = app_commands.Group(
        name=cmd_name(f"{GROUP}-settings"),
        description=cmd_desc(f"{GROUP}-settings"),
        parent=group,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @group.command(name=cmd_name("heckmeck-status"), description=cmd_desc("heckmeck-status"))
    async def status(self, interaction: discord.Interaction) -> None:
        await tables.repost_board(interaction)

    @group.command(name=cmd_name("heckmeck-games"), description=cmd_desc("heckmeck-games"))
    async def games(self, interaction: discord.Interaction) -> None:
        """Every game the user sits in across the server (Heckmeck and Drehwurm)."""
        await show_my_games(interaction)

    @group.command(name=cmd_name("heckmeck-remind"), description=cmd_desc("heckmeck-remind"))
    @app_commands.rename(**opt_names("heckmeck-remind", "dm"))
    @app_commands.describe(**opt_descs("heckmeck-remind", "dm"))
    async def remind(self, interaction: discord.Interaction, dm: bool) -> None:
        """Turn notices by direct message, the user's own choice (Heckmeck and Drehwurm)."""
        await set_direct_notices(interaction, dm)

    @group.command(name=cmd_name("heckmeck-away"), description=cmd_desc("heckmeck-away"))
    @app_commands.rename(**opt_names("heckmeck-away", "days"))
    @app_commands.describe(**opt_descs("heckmeck-away", "days"))
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        """Away time, the user's own: their turns in games of long turns wait for them."""
        await held.go_away(interaction, days)

    @group.command(name=cmd_name("heckmeck-back"), description=cmd_desc("heckmeck-back"))
    async def back(self, interaction: discord.Interaction) -> None:
        await held.come_back(interaction)

    @group.command(name=cmd_name("heckmeck-pause"), description=cmd_desc("heckmeck-pause"))
    @app_commands.rename(**opt_names("heckmeck-pause", "days"))
    @app_commands.describe(**opt_descs("heckmeck-pause", "days"))
    async def pause(self, interaction: discord.Interaction, days: int) -> None:
        """The host pauses this channel's game of long turns; ▶️ Resume on its board ends it."""
        await held.pause(interaction, days)

    @group.command(name=cmd_name("heckmeck-stop"), description=cmd_desc("heckmeck-stop"))
    async def stop(self, interaction: discord.Interaction) -> None:
        await tables.ask_to_stop(interaction)

    @group.command(name=cmd_name("heckmeck-leave"), description=cmd_desc("heckmeck-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave the running game here (Heckmeck and Drehwurm), after a confirmation."""
        await leaving.ask_to_leave(interaction)

    @settings.command(
        name=cmd_name("heckmeck-settings-takeover"),
        description=cmd_desc("heckmeck-settings-takeover"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-takeover", "takeover"))
    @app_commands.describe(**opt_descs("heckmeck-settings-takeover", "takeover"))
    @app_commands.choices(takeover=choices("takeover", *leaving.TAKEOVER_CHOICES))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def takeover(self, interaction: discord.Interaction, takeover: str) -> None:
        """Who plays on in the seat of a player who leaves a new game here, by default."""
        valid = ids.choice(takeover, leaving.TAKEOVER_CHOICES) is not None
        level = None if takeover == leaving.REMOVE else takeover
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, takeover=level)
            ),
            lambda loc: t(
                loc, "settings-takeover-set", choice=t(loc, f"choice-takeover-{takeover}")
            ),
            refusal=None if valid else Refusal("invalid-option"),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-language"),
        description=cmd_desc("heckmeck-settings-language"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-language", "language"))
    @app_commands.describe(**opt_descs("heckmeck-settings-language", "language"))
    @app_commands.choices(language=choices("language", *LANGUAGES))
    @app_commands.checks.has_permissions(manage_guild=True)  # subgroups' defaults are not sent
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        chosen = None if language == "auto" else language

        async def store(guild_id: int) -> None:
            await self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, language=chosen)
            )
            self.bot.boards.forget_language(guild_id)

        key = "settings-language-reset" if chosen is None else "settings-language-set"
        await apply_server_setting(
            interaction,
            store,
            lambda loc: t(loc, key, language=chosen or "en"),  # the asker's language
            refusal=_invalid(ids.choice(language, LANGUAGES)),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-pings"),
        description=cmd_desc("heckmeck-settings-pings"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-pings", "mode"))
    @app_commands.describe(**opt_descs("heckmeck-settings-pings", "mode"))
    @app_commands.choices(mode=choices("pings", *MODES))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def pings(self, interaction: discord.Interaction, mode: str) -> None:
        """Turn pings in this server (Heckmeck and Drehwurm): every turn, reminder only, off."""
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.pings.set_mode(guild_id, mode),
            lambda loc: t(loc, "settings-pings-set", mode=mode),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-my-pings"),
        description=cmd_desc("heckmeck-settings-my-pings"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-my-pings", "mode"))
    @app_commands.describe(**opt_descs("heckmeck-settings-my-pings", "mode"))
    @app_commands.choices(mode=choices("pings", *MODES, SERVER_MODE))
    async def my_pings(self, interaction: discord.Interaction, mode: str) -> None:
        """How the bot calls you when it is your turn, in every server (anyone may choose)."""
        await apply_own_setting(
            interaction,
            lambda user_id: self.bot.services.settings.change_user(
                user_id, lambda s: replace(s, pings=None if mode == SERVER_MODE else mode)
            ),
            lambda loc: t(loc, "settings-my-pings-set", mode=mode),
            refusal=_invalid(ids.choice(mode, (*MODES, SERVER_MODE))),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-hints"), description=cmd_desc("heckmeck-settings-hints")
    )
    @app_commands.rename(**opt_names("heckmeck-settings-hints", "hints"))
    @app_commands.describe(**opt_descs("heckmeck-settings-hints", "hints"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def hints(self, interaction: discord.Interaction, hints: bool) -> None:
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, hints=hints)
            ),
            lambda loc: t(loc, "settings-hints-set", on=hints),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-turn_time"),
        description=cmd_desc("heckmeck-settings-turn_time"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-turn_time", "turn_time"))
    @app_commands.describe(**opt_descs("heckmeck-settings-turn_time", "turn_time"))
    @app_commands.choices(turn_time=choices("turn_time", *TURN_TIMES))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def turn_time(self, interaction: discord.Interaction, turn_time: str) -> None:
        valid = ids.choice(turn_time, tuple(TURN_TIMES)) is not None
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, turn_time=turn_time)
            ),
            lambda loc: t(
                loc, "settings-turn-time-set", time=t(loc, f"choice-turn_time-{turn_time}")
            ),
            refusal=None if valid else Refusal("invalid-turn-time"),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-threads"),
        description=cmd_desc("heckmeck-settings-threads"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-threads", "threads"))
    @app_commands.describe(**opt_descs("heckmeck-settings-threads", "threads"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def threads(self, interaction: discord.Interaction, threads: bool) -> None:
        """Whether new games (Heckmeck and Drehwurm) are played in a thread of their own."""
        refusal = _invalid(ids.flag(threads))
        missing = game_threads.missing_permissions(interaction)
        if refusal is None and threads and missing:  # the games here could not get threads
            names = game_threads.permission_names(user_locale(interaction), missing)
            refusal = Refusal("settings-threads-permission", permissions=names)
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, threads=threads)
            ),
            lambda loc: t(loc, "settings-threads-set", on=threads),
            refusal=refusal,
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-web"), description=cmd_desc("heckmeck-settings-web")
    )
    @app_commands.rename(**opt_names("heckmeck-settings-web", "web"))
    @app_commands.describe(**opt_descs("heckmeck-settings-web", "web"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def web(self, interaction: discord.Interaction, web: bool) -> None:
        """This server's web pages (leaderboards, profiles, games): on or off; the pages show the
        server's name as it is now."""
        name = interaction.guild.name if interaction.guild else None
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.services.settings.change_server(
                guild_id, lambda s: replace(s, web=web, name=name or s.name)
            ),
            lambda loc: web_setting_answer(self.bot, interaction, web),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-profile"),
        description=cmd_desc("heckmeck-settings-profile"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-profile", "public"))
    @app_commands.describe(**opt_descs("heckmeck-settings-profile", "public"))
    async def profile(self, interaction: discord.Interaction, public: bool) -> None:
        """The asking player's own web profile, in every server: shown or hidden."""
        await apply_own_setting(
            interaction,
            lambda user_id: self.bot.services.settings.change_user(
                user_id, lambda s: replace(s, web_hidden=not public)
            ),
            lambda loc: t(loc, "settings-profile-set", public=public),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-ranked"),
        description=cmd_desc("heckmeck-settings-ranked"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-ranked", "listed"))
    @app_commands.describe(**opt_descs("heckmeck-settings-ranked", "listed"))
    async def ranked(self, interaction: discord.Interaction, listed: bool) -> None:
        """The asking player on leaderboards, season posts and web pages, in every server: listed
        or not (their games count for the others' ratings either way)."""
        await apply_own_setting(
            interaction,
            lambda user_id: self.bot.services.settings.change_user(
                user_id, lambda s: replace(s, unranked=not listed)
            ),
            lambda loc: t(loc, "settings-ranked-set", listed=listed),
            refusal=_invalid(ids.flag(listed)),
        )

    @settings.command(
        name=cmd_name("heckmeck-settings-season"), description=cmd_desc("heckmeck-settings-season")
    )
    @app_commands.rename(**opt_names("heckmeck-settings-season", "length", "role", "channel"))
    @app_commands.describe(**opt_descs("heckmeck-settings-season", "length", "role", "channel"))
    @app_commands.choices(length=choices("season-length", *SEASON_LENGTHS))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def season(
        self,
        interaction: discord.Interaction,
        length: str,
        role: discord.Role | None = None,
        channel: discord.TextChannel | None = None,
    ) -> None:
        await configure_seasons(interaction, length, role, channel)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(BotCommands(bot))
