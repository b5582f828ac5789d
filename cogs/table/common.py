"""Small helpers every game cog uses: the bot's type for the cogs, and refusing politely."""

from __future__ import annotations

import logging
from collections.abc import Coroutine
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import MessageFormatError, t
from bot.table.sessions import Outcome, Refusal, Sessions
from cogs.table.i18n import user_locale

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from discord.ext import commands

    from bot.settings import Settings
    from bot.table.records import Records

    class GameBot(commands.Bot):
        """The bot as the cogs see it (bot/app/client.py builds it; the cogs never import it)."""

        settings: Settings
        sessions: Sessions
        records: Records
        boards: Any  # cogs/table/boards.py's Boards, attached by the table extension
        pings: Any
        direct: Any  # cogs/table/direct.py's DirectNotices
        threads: Any  # cogs/table/threads.py's GameThreads
        endings: Any
        closers: list[Callable[[], Awaitable[None]]]
        starters: list[Callable[[], Awaitable[None]]]
        dynamic_item_classes: list[type[discord.ui.DynamicItem[Any]]]

        def add_dynamic_items(self, *items: type[discord.ui.DynamicItem[Any]]) -> None: ...
else:
    GameBot = discord.Client

log = logging.getLogger(__name__)


def bot_of(interaction: discord.Interaction) -> GameBot:
    return interaction.client  # type: ignore[return-value]


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


async def show_outcome(
    interaction: discord.Interaction, pending: Coroutine[Any, Any, Outcome], *, game_id: int
) -> None:
    """Answer a click on game `game_id`'s board: the board as the accepted change left it, or why
    nothing changed. A stale click on a board that missed its update gets the current board."""
    boards = bot_of(interaction).boards
    if await boards.retire_if_replaced(interaction, game_id):
        pending.close()  # never started: nothing is applied
        return
    try:
        outcome = await pending
    except Refusal as refusal:
        if refusal.code != "stale-button" or not await boards.redraw_if_behind(
            interaction, game_id
        ):
            await refuse(interaction, refusal)
        return
    await boards.after_click(interaction, outcome)
