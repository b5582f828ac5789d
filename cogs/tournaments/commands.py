"""/tournament: create, start, standings, drop, extend, cancel, role, help.

Who may: creating needs Manage Server or the server's tournament role (`/tournament role`,
Manage Server only); start, drop, extend and cancel also the tournament's own organiser. Anyone
else is refused privately and nothing changes. The work is the runner's (bot.tournaments,
bot/table/tournament_runner.py); this module checks, asks it, and answers.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain import games, turn_times
from bot.domain.tournaments import TournamentFormat, tournament_games
from bot.domain.turn_times import TURN_TIMES
from bot.i18n import t
from bot.table.types import Refusal
from cogs.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names, user_locale
from cogs.table import ids as table_ids
from cogs.table import threads as game_threads
from cogs.table.common import GameBot, refuse
from cogs.tournaments import help_text, variants
from cogs.tournaments.common import (
    check_organiser,
    check_seating,
    may_organise,
    public_locale,
    tournament_here,
)
from cogs.tournaments.signup import post_signup, redraw_signup
from cogs.tournaments.standings import show_standings

# The rating games whose kind tournaments play: the choices of /tournament create's `game`.
GAME_CHOICES = tuple(
    g for g in games.rating_games() if games.of_rating_game(g).name in tournament_games()
)
FILL_CHOICES = tuple(
    dict.fromkeys(d for k in games.kinds() if k.name in tournament_games() for d in k.difficulties)
)
CREATE_OPTIONS = (
    "game",
    "rounds",
    "table_size",
    "final_size",
    "close_in",
    "fill",
    *variants.SWITCHES,
    "hints",
    "turn_time",
)


def _everyone_quiet() -> discord.AllowedMentions:
    return discord.AllowedMentions.none()


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name=cmd_name("tournament"), description=cmd_desc("tournament"), guild_only=True
    )

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @tournament.command(
        name=cmd_name("tournament-create"), description=cmd_desc("tournament-create")
    )
    @app_commands.rename(**opt_names("tournament-create", *CREATE_OPTIONS))
    @app_commands.describe(**opt_descs("tournament-create", *CREATE_OPTIONS))
    @app_commands.choices(
        game=choices("tournament-game", *GAME_CHOICES),
        fill=choices("tournament-fill", *FILL_CHOICES),
        turn_time=choices("turn_time", *TURN_TIMES),
    )
    async def create(
        self,
        interaction: discord.Interaction,
        game: str,
        rounds: app_commands.Range[int, 1, 4] = 2,
        table_size: app_commands.Range[int, 3, 5] = 4,
        final_size: app_commands.Range[int, 0, 6] = 0,
        close_in: app_commands.Range[int, 1, 10080] | None = None,
        fill: str | None = None,
        short_game: bool = False,
        free_choice: bool = False,
        harsh_failure: bool = False,
        hints: bool | None = None,
        turn_time: str | None = None,
    ) -> None:
        try:
            await self._create(
                interaction,
                game,
                (rounds, table_size, final_size, close_in, fill),
                (short_game, free_choice, harsh_failure),
                (hints, turn_time),
            )
        except Refusal as refusal:
            await refuse(interaction, refusal)

    async def _create(
        self,
        interaction: discord.Interaction,
        game: str,
        shape: tuple[int, int, int, int | None, str | None],
        switches: tuple[bool, bool, bool],
        table_choices: tuple[bool | None, str | None],
    ) -> None:
        """Check everything, then create the tournament and post its sign-up; a Refusal (nothing
        created) otherwise. `shape`: rounds, table size, final size, close in, fill level;
        `table_choices`: hints and turn time (None: the server's)."""
        rounds, table_size, final_size, close_in, fill = shape
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal("guild-only")
        if game_threads.in_thread(interaction):
            raise Refusal("tournament-not-in-thread")
        if not await may_organise(interaction):
            raise Refusal("tournament-not-allowed")
        flags = [table_ids.flag(value) for value in switches]
        if table_ids.choice(game, GAME_CHOICES) is None or None in flags:
            raise Refusal("invalid-option")
        if fill is not None and table_ids.choice(fill, FILL_CHOICES) is None:
            raise Refusal("invalid-option")
        on = frozenset(name for name, value in zip(variants.SWITCHES, flags, strict=True) if value)
        kind, options = variants.options_for(game, on)
        fmt = TournamentFormat(kind, options, rounds, table_size, final_size, fill)
        problems = fmt.problems()
        if problems:
            raise Refusal(problems[0])
        options = {**options, **await self._table_choices(interaction, *table_choices)}
        missing = game_threads.missing_permissions(interaction)
        if missing:  # every table is played in a thread of this channel
            names = game_threads.permission_names(user_locale(interaction), missing)
            raise Refusal("tournament-create-thread-permission", permissions=names)
        now = self.bot.sessions.clock()
        tournament = await self.bot.records.create_tournament(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            organiser_id=interaction.user.id,
            game=kind,
            options=options,  # with the tables' hints and turn time
            rounds=rounds,
            table_size=table_size,
            final_size=final_size,
            fill_level=fill,
            close_at=now + close_in * 60 if close_in else None,
        )
        await post_signup(interaction, tournament)

    async def _table_choices(
        self, interaction: discord.Interaction, hints: bool | None, turn_time: str | None
    ) -> dict[str, Any]:
        """What each table's lobby keeps in its meta, as /heckmeck start chooses it."""
        records = self.bot.records
        if hints is None:
            hints = await records.guild_hints(interaction.guild_id)
        elif table_ids.flag(hints) is None:
            raise Refusal("invalid-option")
        if turn_time is None:
            turn_time = await records.guild_turn_time(interaction.guild_id)
        elif table_ids.choice(turn_time, tuple(TURN_TIMES)) is None:
            raise Refusal("invalid-turn-time")
        return {"hints": hints, **turn_times.meta_for(turn_time)}

    @tournament.command(name=cmd_name("tournament-start"), description=cmd_desc("tournament-start"))
    @app_commands.rename(**opt_names("tournament-start", "number"))
    @app_commands.describe(**opt_descs("tournament-start", "number"))
    async def start(
        self, interaction: discord.Interaction, number: app_commands.Range[int, 1] | None = None
    ) -> None:
        try:
            found = await tournament_here(interaction, number)
            manages = await check_organiser(interaction, found)
            if found.status == "signup":
                await check_seating(self.bot, found)
            await interaction.response.defer(ephemeral=True, thinking=True)
            await self.bot.tournaments.start(found.id, interaction.user.id, may_manage=manages)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await redraw_signup(self.bot, found.id)
        await interaction.followup.send(
            t(user_locale(interaction), "tournament-started", number=found.id), ephemeral=True
        )

    @tournament.command(
        name=cmd_name("tournament-standings"), description=cmd_desc("tournament-standings")
    )
    @app_commands.rename(**opt_names("tournament-standings", "number"))
    @app_commands.describe(**opt_descs("tournament-standings", "number"))
    async def standings(
        self, interaction: discord.Interaction, number: app_commands.Range[int, 1] | None = None
    ) -> None:
        try:
            found = await tournament_here(interaction, number, or_last=True)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await show_standings(interaction, found)

    @tournament.command(name=cmd_name("tournament-drop"), description=cmd_desc("tournament-drop"))
    @app_commands.rename(**opt_names("tournament-drop", "player", "number"))
    @app_commands.describe(**opt_descs("tournament-drop", "player", "number"))
    async def drop(
        self,
        interaction: discord.Interaction,
        player: discord.User,
        number: app_commands.Range[int, 1] | None = None,
    ) -> None:
        try:
            found = await tournament_here(interaction, number)
            manages = await check_organiser(interaction, found)
            await self.bot.tournaments.drop(
                found.id, interaction.user.id, player.id, may_manage=manages
            )
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        key = "tournament-dropped-signup" if found.status == "signup" else "tournament-dropped"
        await interaction.response.send_message(
            t(
                await self._public(interaction),
                key,
                player=f"<@{player.id}>",
                number=found.id,
                organiser=f"<@{interaction.user.id}>",
            ),
            allowed_mentions=_everyone_quiet(),
        )
        await redraw_signup(self.bot, found.id)

    @tournament.command(
        name=cmd_name("tournament-extend"), description=cmd_desc("tournament-extend")
    )
    @app_commands.rename(**opt_names("tournament-extend", "minutes", "number"))
    @app_commands.describe(**opt_descs("tournament-extend", "minutes", "number"))
    async def extend(
        self,
        interaction: discord.Interaction,
        minutes: app_commands.Range[int, 1, 10080],
        number: app_commands.Range[int, 1] | None = None,
    ) -> None:
        try:
            found = await tournament_here(interaction, number)
            await check_organiser(interaction, found)
            await self.bot.tournaments.extend(found.id, minutes)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        key = "tournament-extended-signup" if found.status == "signup" else "tournament-extended"
        await redraw_signup(self.bot, found.id)
        await interaction.response.send_message(
            t(await self._public(interaction), key, number=found.id, minutes=minutes),
            allowed_mentions=_everyone_quiet(),
        )

    @tournament.command(
        name=cmd_name("tournament-cancel"), description=cmd_desc("tournament-cancel")
    )
    @app_commands.rename(**opt_names("tournament-cancel", "number"))
    @app_commands.describe(**opt_descs("tournament-cancel", "number"))
    async def cancel(
        self, interaction: discord.Interaction, number: app_commands.Range[int, 1] | None = None
    ) -> None:
        try:
            found = await tournament_here(interaction, number)
            await check_organiser(interaction, found)
            if found.status == "finished":  # refused before the public defer: privately
                raise Refusal("tournament-refused-over")
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await interaction.response.defer(thinking=True)  # stopping the tables takes a moment
        try:
            await self.bot.tournaments.cancel(found.id)
        except Refusal as refusal:  # it finished meanwhile: the public "thinking…" goes
            await interaction.delete_original_response()
            await refuse(interaction, refusal)
            return
        await redraw_signup(self.bot, found.id)
        await interaction.followup.send(
            t(
                await self._public(interaction),
                "tournament-cancelled",
                number=found.id,
                organiser=f"<@{interaction.user.id}>",
            ),
            allowed_mentions=_everyone_quiet(),
        )

    @tournament.command(name=cmd_name("tournament-role"), description=cmd_desc("tournament-role"))
    @app_commands.rename(**opt_names("tournament-role", "role"))
    @app_commands.describe(**opt_descs("tournament-role", "role"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        if interaction.guild_id is None:
            await refuse(interaction, Refusal("guild-only"))
            return
        await self.bot.records.set_tournament_role(interaction.guild_id, role.id if role else None)
        loc = user_locale(interaction)
        text = (
            t(loc, "tournament-role-set", role=role.mention)
            if role is not None
            else t(loc, "tournament-role-cleared")
        )
        await interaction.response.send_message(
            text, ephemeral=True, allowed_mentions=_everyone_quiet()
        )

    @tournament.command(name=cmd_name("tournament-rated"), description=cmd_desc("tournament-rated"))
    @app_commands.rename(**opt_names("tournament-rated", "rated"))
    @app_commands.describe(**opt_descs("tournament-rated", "rated"))
    @app_commands.checks.has_permissions(manage_guild=True)
    async def rated(self, interaction: discord.Interaction, rated: bool) -> None:
        if interaction.guild_id is None or table_ids.flag(rated) is None:
            await refuse(interaction, Refusal("invalid-option"))
            return
        await self.bot.records.set_tournament_rated(interaction.guild_id, rated)
        await interaction.response.send_message(
            t(user_locale(interaction), "tournament-rated-set", rated=rated), ephemeral=True
        )

    @tournament.command(name=cmd_name("tournament-help"), description=cmd_desc("tournament-help"))
    async def help(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(
            embed=help_text.help_embed(user_locale(interaction)), ephemeral=True
        )

    async def _public(self, interaction: discord.Interaction) -> str:
        return await public_locale(self.bot, interaction.guild_id)
