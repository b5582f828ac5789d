"""The shape every `/heckmeck settings` subcommand shares: refused privately outside a server
(for a server's setting) or when its input is refused, else stored and answered privately in the
asker's language."""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable

import discord

from bot.table.types import Refusal
from cogs.table.common import refuse
from cogs.table.i18n import user_locale

# What a setting's answer is made of: the asker's locale -> the text (or an awaitable of it).
Answer = Callable[[str], str | Awaitable[str]]


async def apply_server_setting(
    interaction: discord.Interaction,
    store: Callable[[int], Awaitable[object]],
    answer: Answer,
    *,
    refusal: Refusal | None = None,
) -> None:
    """A server's setting: outside a server, "guild-only"; else `refusal` if there is one
    (nothing changes); else `store(guild_id)` and the answer."""
    guild_id = interaction.guild_id
    if guild_id is None:
        await refuse(interaction, Refusal("guild-only"))
        return
    await _apply(interaction, lambda: store(guild_id), answer, refusal)


async def apply_own_setting(
    interaction: discord.Interaction,
    store: Callable[[int], Awaitable[object]],
    answer: Answer,
    *,
    refusal: Refusal | None = None,
) -> None:
    """The asker's own setting (in every server): `refusal` if there is one, else
    `store(user_id)` and the answer."""
    await _apply(interaction, lambda: store(interaction.user.id), answer, refusal)


async def _apply(
    interaction: discord.Interaction,
    store: Callable[[], Awaitable[object]],
    answer: Answer,
    refusal: Refusal | None,
) -> None:
    if refusal is not None:
        await refuse(interaction, refusal)
        return
    await store()
    text = answer(user_locale(interaction))
    if inspect.isawaitable(text):
        text = await text
    await interaction.response.send_message(text, ephemeral=True)
