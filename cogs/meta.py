"""The global error handler for application commands.

Every slash command that raises ends here: the exception is logged with its context and the user
gets an ephemeral answer instead of Discord's bare "The application did not respond".
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.i18n import t
from bot.storage.base import StorageUnavailable
from cogs.declared_options import UndeclaredOption, check_declared_options
from cogs.table.common import answer_privately
from cogs.table.i18n import user_locale

log = logging.getLogger(__name__)


def _describe(interaction: discord.Interaction) -> str:
    try:
        command = interaction.command
    except (KeyError, TypeError, AttributeError, ValueError):  # a malformed command's data
        command = None
    name = f"/{command.qualified_name}" if command is not None else "an unknown command"
    return (
        f"{name} (interaction {interaction.id}, user {interaction.user.id}, "
        f"guild {interaction.guild_id}, channel {interaction.channel_id})"
    )


class Meta(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self._previous_on_error = bot.tree.on_error
        self._previous_check = bot.tree.interaction_check

    async def cog_load(self) -> None:
        tree = self.bot.tree
        tree.on_error = self.on_app_command_error

        async def check(interaction: discord.Interaction) -> bool:
            return await check_declared_options(tree, interaction)

        tree.interaction_check = check

    async def cog_unload(self) -> None:
        self.bot.tree.on_error = self._previous_on_error
        self.bot.tree.interaction_check = self._previous_check

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        if isinstance(error, app_commands.CommandNotFound):
            # Discord knows a command this process does not (commands not synced yet, or stale).
            log.warning("Unknown application command %r: %s", error.name, _describe(interaction))
            key, args = "command-unavailable", {}
        elif isinstance(error, app_commands.CommandOnCooldown):
            key, args = "command-cooldown", {"seconds": round(error.retry_after)}
        elif isinstance(error, UndeclaredOption):
            # A value the command does not declare: only a forged or mangled client sends one.
            log.info("Undeclared option for %s: %s", _describe(interaction), error)
            key, args = "invalid-option", {}
        elif isinstance(error, app_commands.TransformerError):
            # An option of a type the command does not take: a forged or mangled client.
            log.info("Unusable option for %s: %s", _describe(interaction), error)
            key, args = "invalid-option", {}
        elif isinstance(error, app_commands.CheckFailure):
            log.info("Check failed for %s: %s", _describe(interaction), error)
            key, args = "permission-needed", {}
        elif isinstance(getattr(error, "original", None), StorageUnavailable):
            log.warning("Could not save for %s: %s", _describe(interaction), error)
            key, args = "storage-unavailable", {}
        else:
            original = (
                error.original if isinstance(error, app_commands.CommandInvokeError) else error
            )
            log.error("Error in %s", _describe(interaction), exc_info=original)
            key, args = "something-went-wrong", {}
        await answer_privately(interaction, t(user_locale(interaction), key, **args))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Meta(bot))
