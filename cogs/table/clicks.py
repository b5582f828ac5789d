"""Every component click goes to the bot's DynamicItem class whose template matches its custom_id,
if that custom_id is on the clicked message (the rule of discord.py's own dispatch); any other click
is answered as stale. discord.py would drop those silently, and the user would see "This
interaction failed" (a custom_id that is not the bot's, or not on the message: a forged client).
A click is also refused as stale when its component names another game than the clicked message
belongs to (only a forged client sends one): a message belongs to the game whose board it is, as
far as the session layer knows, else to the one game all the bot's components on it name.

A callback that fails unexpectedly is logged with its game and channel, and the user is told
privately that something went wrong (and whether anything was changed).

The bot routes clicks itself (from its on_interaction, bot/app/client.py) rather than registering
the classes with discord.py, which rebuilds a whole View of the clicked message for each click (all
its buttons, to find the one clicked); here only the clicked component becomes an item, read from
the message discord.py parsed anyway.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import discord

from bot.i18n import t
from bot.observability.logs import bind_game
from bot.table.sessions import Refusal, noting_changes
from cogs.table import ids
from cogs.table.bot import TableBot
from cogs.table.common import answer_privately, refuse
from cogs.table.i18n import user_locale
from cogs.table.token_place import token_only

log = logging.getLogger(__name__)

# What each kind of component the bot draws becomes as an item (Discord's component types).
ITEMS: dict[int, Any] = {
    discord.ComponentType.button.value: discord.ui.Button,
    discord.ComponentType.string_select.value: discord.ui.Select,
}


def _components(components: list[Any]) -> Iterator[Any]:
    for component in components:
        yield component
        yield from _components(getattr(component, "children", None) or [])
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield accessory


def clicked_component(interaction: discord.Interaction) -> Any | None:
    """The component of the clicked message that has the click's custom_id and type."""
    # a component's data as sent (discord.py types it as the union of every interaction's)
    data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
    custom_id, component_type = data.get("custom_id"), data.get("component_type")
    message = interaction.message
    if not isinstance(custom_id, str) or message is None:
        return None
    for component in _components(message.components):
        if (
            getattr(component, "custom_id", None) == custom_id
            and component.type.value == component_type
        ):
            return component
    return None


def of_the_message_game(bot: TableBot, interaction: discord.Interaction, custom_id: str) -> bool:
    """Whether the clicked component names the game the clicked message belongs to (both may
    name none: a leaderboard, a history)."""
    message = interaction.message
    if message is None:
        return False
    named = ids.game_of(custom_id)
    on_board = bot.sessions.game_on_board(message.id)
    if on_board is not None:
        return named == on_board
    drawn = [getattr(c, "custom_id", None) for c in _components(message.components)]
    return {ids.game_of(other) for other in drawn if other} == {named}


async def _catch_up(bot: TableBot, game_id: int) -> None:
    """A table that lives on interaction tokens cannot show a turn that ran out while no token
    lived: its passed deadlines are handled before the press, which is then judged on the game
    as it stands (an old step's press answered with the board as it now is)."""
    try:
        record = await bot.sessions.game(game_id)
    except Refusal:
        return
    if token_only(record) and record.deadline is not None:
        await bot.sessions.catch_up(game_id)


async def _call(
    bot: TableBot,
    factory: type[discord.ui.DynamicItem[Any]],
    interaction: discord.Interaction,
    base: discord.ui.Item[Any],
    match: Any,
) -> None:
    custom_id = str(getattr(base, "custom_id", ""))  # a button's or a menu's
    game_id = ids.game_of(custom_id)
    if game_id is not None:  # every log line of this click names the game
        bind_game(game_id, interaction.channel_id or 0)
    with noting_changes() as changed:
        try:
            if game_id is not None:
                await _catch_up(bot, game_id)
            item = await factory.from_custom_id(interaction, base, match)
            await item.callback(interaction)
        except Exception:
            log.exception(
                "A click on %s failed (game %s, channel %s)",
                custom_id,
                game_id,
                interaction.channel_id,
            )
            key = "something-went-wrong" if changed else "click-failed"
            await answer_privately(interaction, t(user_locale(interaction), key))


async def route(bot: TableBot, interaction: discord.Interaction) -> None:
    """Run the callback of the DynamicItem this click is for, or answer that it is stale."""
    component = clicked_component(interaction)
    item_class = ITEMS.get(component.type.value) if component is not None else None
    if (
        item_class is not None
        and component is not None
        and of_the_message_game(bot, interaction, component.custom_id)
    ):
        custom_id = component.custom_id
        for factory in bot.dynamic_item_classes:
            match = factory.__discord_ui_compiled_template__.fullmatch(custom_id)
            if match is not None:
                base = item_class.from_component(component)
                await _call(bot, factory, interaction, base, match)
                return
    await refuse(interaction, Refusal("stale-button"))
