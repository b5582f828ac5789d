"""What the bot's persistent buttons and menus share: their state is their custom_id.

A component class mixes `FromCustomId` into a `discord.ui.DynamicItem` with a template from
cogs/table/ids.py. discord.py rebuilds it from the clicked message, also after a restart; it keeps
the custom_id as sent, for the component to parse with cogs/table/ids.py (which refuses what does
not parse).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Generator, Iterable
from types import SimpleNamespace
from typing import Any, Self, cast

import discord

from bot.i18n import t
from cogs.table import ids
from cogs.table.styles import STYLES, style_of


class FromCustomId:
    def __init__(self, item: discord.ui.Item[Any], parts: dict[str, str | None]) -> None:
        super().__init__(item)  # type: ignore[call-arg]  # DynamicItem.__init__
        self.raw_id = str(getattr(item, "custom_id", "") or "")
        self.parts = parts  # the template's named groups, still text

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        return cls(item, match.groupdict())

    def number(self, part: str) -> int | None:
        """A numeric part of the custom_id, read as cogs/table/ids.py reads numbers (None:
        refuse)."""
        return ids.number(self.parts.get(part))

    @property
    def game_id(self) -> int | None:
        return self.number("game")


def values(interaction: discord.Interaction) -> Any:
    """The values picked in a select menu, as the client sent them (checked by
    cogs/table/ids.py)."""
    return (interaction.data or {}).get("values")


ROWS, ROW_WIDTH = 5, 5  # Discord's grid: five rows, five buttons or one menu each


Emoji = discord.PartialEmoji | str | None


def _emoji_json(emoji: discord.PartialEmoji | str) -> dict[str, Any]:
    if isinstance(emoji, str):
        emoji = discord.PartialEmoji.from_str(emoji)
    return dict(emoji.to_dict())


def button(
    custom_id: str,
    *,
    label: str | None = None,
    emoji: Emoji = None,
    style: discord.ButtonStyle = STYLES["control"],
    disabled: bool = False,
) -> dict[str, Any]:
    """A button as Discord's JSON (what discord.ui.Button sends, without building one)."""
    drawn: dict[str, Any] = {"type": 2, "style": style.value, "disabled": disabled}
    if label is not None:
        drawn["label"] = label
    drawn["custom_id"] = custom_id
    if emoji is not None:
        drawn["emoji"] = _emoji_json(emoji)
    return drawn


def select(
    custom_id: str,
    *,
    placeholder: str,
    options: list[tuple[str, str]] | list[tuple[str, str, Emoji]],
    disabled: bool = False,
) -> dict[str, Any]:
    """A menu of (label, value) or (label, value, emoji) options as Discord's JSON (as
    discord.ui.Select sends it)."""
    drawn_options: list[dict[str, Any]] = []
    for label, value, *picture in options:
        option: dict[str, Any] = {"label": label, "value": value, "default": False}
        if picture and picture[0] is not None:
            option["emoji"] = _emoji_json(picture[0])
        drawn_options.append(option)
    return {
        "type": 3,
        "custom_id": custom_id,
        "min_values": 1,
        "max_values": 1,
        "disabled": disabled,
        "required": True,
        "placeholder": placeholder,
        "options": drawn_options,
    }


class Drawn(discord.ui.View):
    """Components drawn as Discord's JSON, laid out in rows as discord.py lays out a View, and sent
    as they are, as often as needed (building discord.ui items costs more than the whole JSON).

    Nothing listens to it: the bot's DynamicItems take every click by its custom_id (see
    cogs/table/clicks.py), so discord.py need not keep it (a kept view per message and step would
    only grow)."""

    def __init__(self) -> None:
        self._grid: list[list[dict[str, Any]]] = [[] for _ in range(ROWS)]
        self._width = [0] * ROWS
        super().__init__(timeout=None)

    @classmethod
    def of(cls, view: discord.ui.View) -> Drawn:
        """A built View, drawn (its items are not kept)."""
        if isinstance(view, Drawn):
            return view
        drawn = cls()
        for row, components in enumerate(view.to_components()):  # the rows it fills, in order
            for component in components["components"]:
                drawn.add(component, row)
        return drawn

    def add(self, component: dict[str, Any], row: int | None = None) -> None:
        """Add a component in `row`, or in the first row with room; ValueError if none has."""
        width = 1 if component["type"] == 2 else ROW_WIDTH
        rows = range(ROWS) if row is None else [row]
        for number in rows:
            if self._width[number] + width <= ROW_WIDTH:
                self._grid[number].append(component)
                self._width[number] += width
                return
        raise ValueError(f"no room for {component.get('custom_id')!r} in row {row}")

    def add_item(self, item: discord.ui.Item[Any]) -> Drawn:
        self.add(item.to_component_dict(), item.row)
        return self

    def to_components(self) -> list[dict[str, Any]]:
        return [{"type": 1, "components": row} for row in self._grid if row]

    @property
    def children(self) -> list[discord.ui.Item[Any]]:
        """The components as discord.py's items, to look at (not what is sent)."""
        rows = [discord.ActionRow(cast(Any, row)) for row in self.to_components()]
        message = SimpleNamespace(components=rows)
        # from_message reads only a message's components: the rows stand in for the message
        return discord.ui.View.from_message(message, timeout=None).children  # type: ignore[arg-type]

    def walk_children(self) -> Generator[discord.ui.Item[Any], None, None]:
        yield from ()  # discord.py finds no item to keep or to call

    def is_dispatchable(self) -> bool:
        return False

    def has_components_v2(self) -> bool:
        return False


def add_where_room(
    view: discord.ui.View, drawn: dict[str, Any], rows: Iterable[int | None]
) -> bool:
    """Add the button `drawn` (see `button`) in the first of `rows` that has room for it (None:
    the first row with room anywhere), to a Drawn or a built View; False if none has room (the
    view goes without it and keeps what it had)."""
    for row in rows:
        try:
            if isinstance(view, Drawn):
                view.add(drawn, row)
            else:
                view.add_item(_built_button(drawn, row))
            return True
        except ValueError:
            continue
    return False


def _built_button(drawn: dict[str, Any], row: int | None) -> discord.ui.Button[discord.ui.View]:
    emoji = drawn.get("emoji")
    return discord.ui.Button(
        label=drawn.get("label"),
        emoji=discord.PartialEmoji.from_dict(emoji) if emoji is not None else None,
        custom_id=drawn["custom_id"],
        style=discord.ButtonStyle(drawn["style"]),
        disabled=drawn["disabled"],
        row=row,
    )


def page_buttons(
    loc: str, page: int, pages: int, keys: tuple[str, str], custom_id: Callable[[str, int], str]
) -> discord.ui.View | None:
    """Previous and Next under a paged view (None when there is one page): labels `keys`,
    ids `custom_id(direction, target page)` with direction "p" or "n".

    Plain buttons: the click is the page's DynamicItem's (cogs/table/clicks.py routes it). A
    DynamicItem in a sent view would also be called by discord.py, answering the click twice."""
    if pages <= 1:
        return None
    view = discord.ui.View(timeout=None)
    for direction, target, key, disabled in (
        ("p", page - 1, keys[0], page == 0),
        ("n", page + 1, keys[1], page >= pages - 1),
    ):
        view.add_item(
            discord.ui.Button(
                label=t(loc, key),
                style=style_of("control"),
                custom_id=custom_id(direction, max(0, target)),
                disabled=disabled,
            )
        )
    return view
