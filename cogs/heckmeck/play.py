"""Heckmeck's commands in /play (cogs/play.py): the start, the daily and the puzzles, the same
as /heckmeck start, daily and puzzle, but also where the app is installed to a user only."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.domain.turn_times import TURN_TIMES
from cogs.heckmeck import puzzle
from cogs.heckmeck.commands import EDITIONS, open_daily, start_heckmeck
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names

START_OPTIONS = ("edition", "short_game", "free_choice", "harsh_failure", "hints", "turn_time")


@app_commands.command(name=cmd_name("play-heckmeck"), description=cmd_desc("play-heckmeck"))
@app_commands.rename(**opt_names("heckmeck-start", *START_OPTIONS))
@app_commands.describe(**opt_descs("heckmeck-start", *START_OPTIONS))
@app_commands.choices(
    edition=choices("edition", *EDITIONS), turn_time=choices("turn_time", *TURN_TIMES)
)
async def play_heckmeck(
    interaction: discord.Interaction,
    edition: str = "classic",
    short_game: bool = False,
    free_choice: bool = False,
    harsh_failure: bool = False,
    hints: bool | None = None,
    turn_time: str | None = None,
) -> None:
    await start_heckmeck(
        interaction, edition, short_game, free_choice, harsh_failure, hints, turn_time
    )


@app_commands.command(name=cmd_name("play-daily"), description=cmd_desc("play-daily"))
@app_commands.rename(**opt_names("heckmeck-daily", "board"))
@app_commands.describe(**opt_descs("heckmeck-daily", "board"))
async def play_daily(interaction: discord.Interaction, board: bool = False) -> None:
    await open_daily(interaction, board)


@app_commands.command(name=cmd_name("play-puzzle"), description=cmd_desc("play-puzzle"))
@app_commands.rename(**opt_names("heckmeck-puzzle", "number"))
@app_commands.describe(**opt_descs("heckmeck-puzzle", "number"))
async def play_puzzle(
    interaction: discord.Interaction,
    number: app_commands.Range[int, 1, 999_999] | None = None,
) -> None:
    await puzzle.show_puzzle(interaction, number)


PLAY_COMMANDS = (play_heckmeck, play_daily, play_puzzle)
