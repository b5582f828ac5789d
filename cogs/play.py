"""/play: the bot's games wherever its users chat. The app can be installed to a user as well as to
a server, and this group works in servers, in the bot's DM and in group DMs (discord.py applies
install and context settings to a whole top-level command, hence a group of its own). Each game
package adds its commands to it at setup (`play_group`), as it does to the bot's own group.

Where the server added the bot, `/play <game>` is that game's start command; elsewhere the same
lobby opens a table that lives on interaction tokens only (cogs/table/token_place.py;
docs/group-chats.md). Away time, the host's pause, leaving a game and turn notices by direct
message are here too, the same as `/heckmeck away`, `back`, `pause`, `leave` and `remind`, for the
tables where those cannot be used.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs.table import held, leaving
from cogs.table.bot import TableBot
from cogs.table.core import CoreBot
from cogs.table.i18n import cmd_desc, cmd_name, opt_descs, opt_names
from cogs.table.my_games import set_direct_notices

GROUP = "play"


def play_group(bot: CoreBot) -> app_commands.Group:
    """The /play group, for a game package to add its commands to (this extension loads before
    the game packages: bot/app/extensions.py)."""
    found = bot.tree.get_command(GROUP)
    if not isinstance(found, app_commands.Group):
        raise RuntimeError("cogs.play must be loaded before the game packages")
    return found


class Play(commands.Cog):
    group = app_commands.Group(
        name=cmd_name(GROUP),
        description=cmd_desc(GROUP),
        allowed_installs=app_commands.AppInstallationType(guild=True, user=True),
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=True, private_channel=True
        ),
    )

    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @group.command(name=cmd_name("play-away"), description=cmd_desc("play-away"))
    @app_commands.rename(**opt_names("play-away", "days"))
    @app_commands.describe(**opt_descs("play-away", "days"))
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        await held.go_away(interaction, days)

    @group.command(name=cmd_name("play-back"), description=cmd_desc("play-back"))
    async def back(self, interaction: discord.Interaction) -> None:
        await held.come_back(interaction)

    @group.command(name=cmd_name("play-pause"), description=cmd_desc("play-pause"))
    @app_commands.rename(**opt_names("play-pause", "days"))
    @app_commands.describe(**opt_descs("play-pause", "days"))
    async def pause(self, interaction: discord.Interaction, days: int) -> None:
        await held.pause(interaction, days)

    @group.command(name=cmd_name("play-leave"), description=cmd_desc("play-leave"))
    async def leave(self, interaction: discord.Interaction) -> None:
        await leaving.ask_to_leave(interaction)

    @group.command(name=cmd_name("play-remind"), description=cmd_desc("play-remind"))
    @app_commands.rename(**opt_names("play-remind", "dm"))
    @app_commands.describe(**opt_descs("play-remind", "dm"))
    async def remind(self, interaction: discord.Interaction, dm: bool) -> None:
        """Turn notices by direct message: where a table cannot call its players (no live
        token), the only way to be told of a turn, if Discord lets the bot write to them."""
        await set_direct_notices(interaction, dm)


async def setup(bot: TableBot) -> None:
    await bot.add_cog(Play(bot))
