"""What the bot's persistent buttons and menus share: their state is their custom_id.

A component class mixes `FromCustomId` into a `discord.ui.DynamicItem` with a template from
cogs/ids.py. discord.py rebuilds it from the clicked message, also after a restart; it keeps the
clicked component and offers the named parts of its custom_id.
"""

from __future__ import annotations

import re
from typing import Any

import discord


class FromCustomId:
    def __init__(self, item: discord.ui.Item[Any], parts: dict[str, str | None]) -> None:
        super().__init__(item)  # type: ignore[call-arg]  # DynamicItem.__init__
        self.parts = parts

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FromCustomId:
        return cls(item, match.groupdict())

    @property
    def game_id(self) -> int:
        return int(self.parts["game"] or 0)

    @property
    def step(self) -> int:
        return int(self.parts["step"] or 0)


def chosen(interaction: discord.Interaction) -> str:
    """The value picked in a select menu ("" if none came)."""
    values = (interaction.data or {}).get("values") or [""]
    return str(values[0])
