"""/heckmeck: open a lobby, play with dice-face buttons, stop, rules, server language.

Thin glue: every click becomes an action for the session layer, which decides; this module only
answers (the board for an accepted click, an ephemeral refusal otherwise).
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain import turn_times
from bot.domain.seasons import LENGTHS as SEASON_LENGTHS
from bot.domain.turn_times import TURN_TIMES
from bot.i18n import t
from bot.table.types import Refusal
from cogs.heckmeck import daily, puzzle
from cogs.heckmeck import ids as heckmeck_ids
from cogs.heckmeck.odds import HintAnswer, OddsButton
from cogs.heckmeck.puzzle_harvest import PuzzleHarvest
from cogs.review import show_review
from cogs.seasons import configure as configure_seasons
from cogs.table import ids
from cogs.table import lobby as tables
from cogs.table import threads as game_threads
from cogs.table.common import GameBot, bot_of, refuse, show_outcome
from cogs.table.components import FromCustomId, values
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table.my_games import set_direct_notices, show_my_games
from cogs.table.pings import MODES, SERVER_MODE
from cogs.table.settings import apply_own_setting, apply_server_setting
from cogs.table.web_links import web_setting_answer

log = logging.getLogger(__name__)

EDITIONS = ("classic", "junior")
LANGUAGES = ("auto", "en", "de", "es")


def _invalid(chosen: object | None) -> Refusal | None:
    """The refusal of an option's value that is none of its choices (`ids.choice` gave None)."""
    return Refusal("invalid-option") if chosen is None else None


async def play_move(interaction: discord.Interaction, move: ids.Move | None) -> None:
    if move is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    sessions = bot_of(interaction).sessions
    pending = sessions.act(move.game, interaction.user.id, move.step, move.action)
    await show_outcome(interaction, pending, game_id=move.game)


class MoveButton(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=heckmeck_ids.MOVE_TEMPLATE
):
    """A dice face, Roll, or a take on a Heckmeck board."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_move(interaction, heckmeck_ids.parse_move(self.raw_id))


class TakeSelect(
    FromCustomId, discord.ui.DynamicItem[discord.ui.Select], template=heckmeck_ids.TAKES_TEMPLATE
):
    """The menu of takes when a stop offers more than fit as buttons (free choice)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play_move(interaction, heckmeck_ids.parse_takes(self.raw_id, values(interaction)))


class Heckmeck(commands.Cog):
    heckmeck = app_commands.Group(
        name=cmd_name("heckmeck"), description=cmd_desc("heckmeck"), guild_only=True
    )
    settings = app_commands.Group(
        name=cmd_name("heckmeck-settings"),
        description=cmd_desc("heckmeck-settings"),
        parent=heckmeck,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @heckmeck.command(name=cmd_name("heckmeck-start"), description=cmd_desc("heckmeck-start"))
    @app_commands.rename(
        **opt_names(
            "heckmeck-start",
            "edition",
            "short_game",
            "free_choice",
            "harsh_failure",
            "hints",
            "turn_time",
            "thread",
        )
    )
    @app_commands.describe(
        **opt_descs(
            "heckmeck-start",
            "edition",
            "short_game",
            "free_choice",
            "harsh_failure",
            "hints",
            "turn_time",
            "thread",
        )
    )
    @app_commands.choices(
        edition=choices("edition", *EDITIONS), turn_time=choices("turn_time", *TURN_TIMES)
    )
    async def start(
        self,
        interaction: discord.Interaction,
        edition: str = "classic",
        short_game: bool = False,
        free_choice: bool = False,
        harsh_failure: bool = False,
        hints: bool | None = None,
        turn_time: str | None = None,
        thread: bool | None = None,
    ) -> None:
        options = {
            "edition": ids.choice(edition, EDITIONS),
            "short_game": ids.flag(short_game),
            "free_choice": ids.flag(free_choice),
            "harsh_failure": ids.flag(harsh_failure),
        }
        if None in options.values():
            await refuse(interaction, Refusal("invalid-option"))
            return
        if edition == "junior" and (short_game or free_choice or harsh_failure):
            await refuse(interaction, Refusal("illegal-variant-classic-only"))
            return
        if hints is None:
            hints = await self.bot.records.guild_hints(interaction.guild_id)
        elif ids.flag(hints) is None:
            await refuse(interaction, Refusal("invalid-option"))
            return
        if turn_time is None:
            turn_time = await self.bot.records.guild_turn_time(interaction.guild_id)
        elif ids.choice(turn_time, tuple(TURN_TIMES)) is None:
            await refuse(interaction, Refusal("invalid-turn-time"))
            return
        if thread is not None and ids.flag(thread) is None:
            await refuse(interaction, Refusal("invalid-option"))
            return
        meta = {"hints": hints, **turn_times.meta_for(turn_time)}
        await tables.open_lobby(interaction, "heckmeck", options, meta, thread=thread)

    @heckmeck.command(name=cmd_name("heckmeck-review"), description=cmd_desc("heckmeck-review"))
    @app_commands.rename(**opt_names("heckmeck-review", "game", "public"))
    @app_commands.describe(**opt_descs("heckmeck-review", "game", "public"))
    async def review(
        self,
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1] | None = None,
        public: bool = False,
    ) -> None:
        await show_review(interaction, game, public)

    @heckmeck.command(name=cmd_name("heckmeck-daily"), description=cmd_desc("heckmeck-daily"))
    @app_commands.rename(**opt_names("heckmeck-daily", "board"))
    @app_commands.describe(**opt_descs("heckmeck-daily", "board"))
    async def daily(self, interaction: discord.Interaction, board: bool = False) -> None:
        if ids.flag(board) is None:
            await refuse(interaction, Refusal("invalid-option"))
            return
        await daily.open_daily(interaction, board)

    @heckmeck.command(name=cmd_name("heckmeck-puzzle"), description=cmd_desc("heckmeck-puzzle"))
    @app_commands.rename(**opt_names("heckmeck-puzzle", "number"))
    @app_commands.describe(**opt_descs("heckmeck-puzzle", "number"))
    async def puzzle(
        self,
        interaction: discord.Interaction,
        number: app_commands.Range[int, 1, 999_999] | None = None,
    ) -> None:
        await puzzle.show_puzzle(interaction, number)

    @heckmeck.command(name=cmd_name("heckmeck-status"), description=cmd_desc("heckmeck-status"))
    async def status(self, interaction: discord.Interaction) -> None:
        await tables.repost_board(interaction)

    @heckmeck.command(name=cmd_name("heckmeck-games"), description=cmd_desc("heckmeck-games"))
    async def games(self, interaction: discord.Interaction) -> None:
        """Every game the user sits in across the server (Heckmeck and Drehwurm)."""
        await show_my_games(interaction)

    @heckmeck.command(name=cmd_name("heckmeck-remind"), description=cmd_desc("heckmeck-remind"))
    @app_commands.rename(**opt_names("heckmeck-remind", "dm"))
    @app_commands.describe(**opt_descs("heckmeck-remind", "dm"))
    async def remind(self, interaction: discord.Interaction, dm: bool) -> None:
        """Turn notices by direct message, the user's own choice (Heckmeck and Drehwurm)."""
        await set_direct_notices(interaction, dm)

    @heckmeck.command(name=cmd_name("heckmeck-stop"), description=cmd_desc("heckmeck-stop"))
    async def stop(self, interaction: discord.Interaction) -> None:
        await tables.ask_to_stop(interaction)

    @heckmeck.command(name=cmd_name("heckmeck-rules"), description=cmd_desc("heckmeck-rules"))
    @app_commands.rename(**opt_names("heckmeck-rules", "edition"))
    @app_commands.describe(**opt_descs("heckmeck-rules", "edition"))
    @app_commands.choices(edition=choices("edition", *EDITIONS))
    async def rules(self, interaction: discord.Interaction, edition: str = "classic") -> None:
        if ids.choice(edition, EDITIONS) is None:
            await refuse(interaction, Refusal("invalid-option"))
            return
        loc = user_locale(interaction)
        embed = discord.Embed(
            title=t(loc, f"rules-{edition}-title"),
            description=t(loc, f"rules-{edition}"),
            colour=discord.Colour.orange(),
        )
        await interaction.response.send_message(embed=embed, ephemeral=True)

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
            await self.bot.records.set_guild_language(guild_id, chosen)
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
            lambda user_id: self.bot.records.set_user_pings(
                user_id, None if mode == SERVER_MODE else mode
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
            lambda guild_id: self.bot.records.set_guild_hints(guild_id, hints),
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
            lambda guild_id: self.bot.records.set_guild_turn_time(guild_id, turn_time),
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
            lambda guild_id: self.bot.records.set_guild_threads(guild_id, threads),
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
        """This server's web pages (leaderboards, profiles, games): on or off."""
        await apply_server_setting(
            interaction,
            lambda guild_id: self.bot.records.set_guild_web(
                guild_id, web, interaction.guild.name if interaction.guild else None
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
            lambda user_id: self.bot.records.set_web_hidden(user_id, not public),
            lambda loc: t(loc, "settings-profile-set", public=public),
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


async def setup(bot: GameBot) -> None:
    bot.add_dynamic_items(
        MoveButton, TakeSelect, OddsButton, HintAnswer, *daily.ITEMS, *puzzle.ITEMS
    )
    mining = PuzzleHarvest(bot.records, bot.sessions.clock, bot.settings.puzzle_mining_seconds)

    async def start_mining() -> None:
        mining.start()

    bot.starters.append(start_mining)
    bot.closers.append(mining.stop)
    await bot.add_cog(Heckmeck(bot))
