"""/play: the bot's games wherever its users chat. The app can be installed to a user as well as to
a server, and this group works in servers, in the bot's DM and in group DMs (discord.py applies
install and context settings to a whole top-level command, hence a group of its own).

Where the server added the bot, `/play heckmeck` and `/play drehwurm` are `/heckmeck start` and
`/drehwurm start`; elsewhere the same lobby opens a table that lives on interaction tokens only
(cogs/table/token_place.py; docs/group-chats.md). `/play daily` and `/play puzzle` are
`/heckmeck daily` and `/heckmeck puzzle`, in any DM too.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain.turn_times import TURN_TIMES
from cogs.drehwurm.commands import VARIANTS, start_drehwurm
from cogs.heckmeck.commands import EDITIONS, daily_command, puzzle_command, start_command
from cogs.table.bot import TableBot
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names

HECKMECK_OPTIONS = ("edition", "short_game", "free_choice", "harsh_failure", "hints", "turn_time")


@app_commands.allowed_installs(guilds=True, users=True)
@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
class Play(commands.GroupCog, group_name=cmd_name("play"), group_description=cmd_desc("play")):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_name("play-heckmeck"), description=cmd_desc("play-heckmeck"))
    @app_commands.rename(**opt_names("heckmeck-start", *HECKMECK_OPTIONS))
    @app_commands.describe(**opt_descs("heckmeck-start", *HECKMECK_OPTIONS))
    @app_commands.choices(
        edition=choices("edition", *EDITIONS), turn_time=choices("turn_time", *TURN_TIMES)
    )
    async def heckmeck(
        self,
        interaction: discord.Interaction,
        edition: str = "classic",
        short_game: bool = False,
        free_choice: bool = False,
        harsh_failure: bool = False,
        hints: bool | None = None,
        turn_time: str | None = None,
    ) -> None:
        await start_command.callback(
            interaction, edition, short_game, free_choice, harsh_failure, hints, turn_time
        )

    @app_commands.command(name=cmd_name("play-drehwurm"), description=cmd_desc("play-drehwurm"))
    @app_commands.rename(**opt_names("drehwurm-start", "variant"))
    @app_commands.describe(**opt_descs("drehwurm-start", "variant"))
    @app_commands.choices(variant=choices("variant", *VARIANTS))
    async def drehwurm(self, interaction: discord.Interaction, variant: str = "standard") -> None:
        await start_drehwurm(interaction, variant)

    @app_commands.command(name=cmd_name("play-daily"), description=cmd_desc("play-daily"))
    @app_commands.rename(**opt_names("heckmeck-daily", "board"))
    @app_commands.describe(**opt_descs("heckmeck-daily", "board"))
    async def daily(self, interaction: discord.Interaction, board: bool = False) -> None:
        await daily_command.callback(interaction, board)

    @app_commands.command(name=cmd_name("play-puzzle"), description=cmd_desc("play-puzzle"))
    @app_commands.rename(**opt_names("heckmeck-puzzle", "number"))
    @app_commands.describe(**opt_descs("heckmeck-puzzle", "number"))
    async def puzzle(
        self,
        interaction: discord.Interaction,
        number: app_commands.Range[int, 1, 999_999] | None = None,
    ) -> None:
        await puzzle_command.callback(interaction, number)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Play(bot))
