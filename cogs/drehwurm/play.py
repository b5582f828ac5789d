"""Drehwurm's command in /play (cogs/play.py): /drehwurm start, also where the app is installed to
a user only."""

from __future__ import annotations

import discord
from discord import app_commands

from cogs.drehwurm.commands import VARIANTS, start_drehwurm
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names


@app_commands.command(name=cmd_name("play-drehwurm"), description=cmd_desc("play-drehwurm"))
@app_commands.rename(**opt_names("drehwurm-start", "variant"))
@app_commands.describe(**opt_descs("drehwurm-start", "variant"))
@app_commands.choices(variant=choices("variant", *VARIANTS))
async def play_drehwurm(interaction: discord.Interaction, variant: str = "standard") -> None:
    await start_drehwurm(interaction, variant)


PLAY_COMMANDS = (play_drehwurm,)
