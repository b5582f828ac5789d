"""What the bot's persistent buttons and menus share: their state is their custom_id.

A component class mixes `FromCustomId` into a `discord.ui.DynamicItem` with a template from
cogs/ids.py. discord.py rebuilds it from the clicked message, also after a restart; it keeps the
custom_id as sent, for the component to parse with cogs/ids.py (which refuses what does not parse).
"""

from __future__ import annotations

import re
from typing import Any

import discord

from cogs import ids


class FromCustomId:
    def __init__(self, item: discord.ui.Item[Any], parts: dict[str, str | None]) -> None:
        super().__init__(item)  # type: ignore[call-arg]  # DynamicItem.__init__
        self.raw_id = str(getattr(item, "custom_id", "") or "")
        self.parts = parts  # the template's named groups, still text

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FromCustomId:
        return cls(item, match.groupdict())

    def number(self, part: str) -> int | None:
        """A numeric part of the custom_id, read as cogs/ids.py reads numbers (None: refuse)."""
        return ids.number(self.parts.get(part))

    @property
    def game_id(self) -> int | None:
        return self.number("game")


def values(interaction: discord.Interaction) -> Any:
    """The values picked in a select menu, as the client sent them (checked by cogs/ids.py)."""
    return (interaction.data or {}).get("values")
