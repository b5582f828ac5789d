"""Answers the component clicks no component of the bot will take: a custom_id that is not one of
the bot's, or one that is not on the clicked message (a forged or mangled client). discord.py
drops those silently, and the user would see "This interaction failed"."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord.ext import commands

from bot.sessions import Refusal
from cogs.common import GameBot, refuse


def _templates(bot: GameBot) -> list[re.Pattern[str]]:
    return [item.__discord_ui_compiled_template__ for item in bot.dynamic_item_classes]


def taken_by_a_component(bot: GameBot, interaction: discord.Interaction) -> bool:
    """Whether discord.py will hand this click to one of the bot's DynamicItems: its custom_id
    matches a template and is on the clicked message (the rule of ViewStore's dispatch)."""
    data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
    custom_id, component_type = data.get("custom_id"), data.get("component_type")
    message = interaction.message
    if not isinstance(custom_id, str) or message is None:
        return False
    if not any(template.fullmatch(custom_id) for template in _templates(bot)):
        return False
    view_class = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    view = view_class.from_message(message, timeout=None)
    return any(
        item.type.value == component_type and getattr(item, "custom_id", None) == custom_id
        for item in view.walk_children()
    )


class Unhandled(commands.Cog):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if interaction.type is not discord.InteractionType.component:
            return
        if not taken_by_a_component(self.bot, interaction):
            await refuse(interaction, Refusal("stale-button"))


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Unhandled(bot))
