"""Every component click goes to the bot's DynamicItem class whose template matches its custom_id,
if that custom_id is on the clicked message (the rule of discord.py's own dispatch); any other click
is answered as stale. discord.py would drop those silently, and the user would see "This
interaction failed" (a custom_id that is not the bot's, or not on the message: a forged client).

The bot routes clicks itself (from its on_interaction, bot/app/client.py) rather than registering
the
classes with discord.py, which rebuilds a whole View of the clicked message for each click (all its
buttons, to find the one clicked); here only the clicked component becomes an item, read from the
message discord.py parsed anyway.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import discord

from bot.table.types import Refusal
from cogs.table.common import GameBot, refuse

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


async def _call(
    factory: type[discord.ui.DynamicItem[Any]],
    interaction: discord.Interaction,
    base: discord.ui.Item[Any],
    match: Any,
) -> None:
    try:
        item = await factory.from_custom_id(interaction, base, match)
    except Exception:
        log.exception("Ignoring exception in dynamic item creation for %r", factory)
        return
    try:
        await item.callback(interaction)
    except Exception:
        log.exception("Ignoring exception in dynamic item callback for %r", item)


async def route(bot: GameBot, interaction: discord.Interaction) -> None:
    """Run the callback of the DynamicItem this click is for, or answer that it is stale."""
    component = clicked_component(interaction)
    item_class = ITEMS.get(component.type.value) if component is not None else None
    if item_class is not None:  # else: a kind of component the bot never draws
        custom_id = component.custom_id
        for factory in bot.dynamic_item_classes:
            match = factory.__discord_ui_compiled_template__.fullmatch(custom_id)
            if match is not None:
                await _call(factory, interaction, item_class.from_component(component), match)
                return
    await refuse(interaction, Refusal("stale-button"))
