"""Small helpers every cog uses: answering privately, and refusing politely."""

from __future__ import annotations

import logging

import discord

from bot.i18n import MessageFormatError, t
from bot.table.sessions import Refusal
from cogs.table.i18n import user_locale

log = logging.getLogger(__name__)


async def answer_privately(interaction: discord.Interaction, content: str) -> None:
    """Send `content` to the interacting user only, whether or not the interaction was answered."""
    try:
        if interaction.response.is_done():
            await interaction.followup.send(content, ephemeral=True)
        else:
            await interaction.response.send_message(content, ephemeral=True)
    except discord.HTTPException as exc:
        log.warning("Could not answer interaction %s: %s", interaction.id, exc)


async def answer_with_embed(
    interaction: discord.Interaction,
    embed: discord.Embed,
    view: discord.ui.View | None,
    *,
    ephemeral: bool = False,
) -> None:
    """Answer with an embed and, if there is one, a view (discord.py takes no view=None)."""
    if view is None:
        await interaction.response.send_message(embed=embed, ephemeral=ephemeral)
    else:
        await interaction.response.send_message(embed=embed, view=view, ephemeral=ephemeral)


async def refuse(interaction: discord.Interaction, refusal: Refusal) -> None:
    """Tell the user, in their language and only them, why nothing happened."""
    loc = user_locale(interaction)
    try:
        text = t(loc, refusal.code, **refusal.params)
    except (KeyError, MessageFormatError):
        log.error("No usable message for refusal %r %r", refusal.code, refusal.params)
        text = t(loc, "something-went-wrong")
    await answer_privately(interaction, text)
