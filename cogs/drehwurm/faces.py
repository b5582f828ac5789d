"""How Drehwurm's cards look in messages: their pictures (application emojis drawn by
bot/domain/drehwurm/pictures.py), or their names in the reader's language while the pictures are
not there.

A card reaches the renderers as a `Card` or as the dict an event carries; both work everywhere.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.domain.drehwurm.cards import COLOURS, Card
from bot.domain.drehwurm.pictures import PILE, card_emoji_of
from bot.i18n import t
from cogs.table import icons

# A shape per colour, as the card pictures draw them (bot/domain/drehwurm/pictures.py): a colour
# is never told by its hue alone
COLOUR_EMOJI = {"yellow": "⭐", "blue": "🟦", "red": "🔺"}
JOKER_EMOJI = "🌈"
CHICKEN_EMOJI = "🐔"
PILE_EMOJI = "🂠"


def _parts(c: Card | dict[str, Any]) -> tuple[str, str | None, int | None]:
    if isinstance(c, Card):
        return c.kind, c.colour, c.number
    return c["kind"], c["colour"], c["number"]


def card_name(loc: str, c: Card | dict[str, Any]) -> str:
    """A card's name in `loc` with its colour's emoji: "🔺 red 5", "🐔 blue chicken"."""
    kind, colour, number = _parts(c)
    if kind == "chicken":
        return f"{CHICKEN_EMOJI} " + t(loc, "drehwurm-chicken-card", colour=colour)
    if kind == "joker":
        return f"{JOKER_EMOJI} " + t(loc, "drehwurm-joker-card", number=number)
    return f"{COLOUR_EMOJI.get(colour or '', '')} " + t(
        loc, "drehwurm-worm-card", colour=colour, number=number
    )


def card_short(loc: str, c: Card | dict[str, Any]) -> str:
    """A card in a few characters: its colour's emoji and number ("🔺5", "🌈1/10", "🐔🟦")."""
    kind, colour, number = _parts(c)
    if kind == "chicken":
        return f"{CHICKEN_EMOJI}{COLOUR_EMOJI.get(colour or '', '')}"
    sign = JOKER_EMOJI if kind == "joker" else COLOUR_EMOJI.get(colour or "", "")
    return sign + t(loc, "drehwurm-number", number=number)


def card_text(loc: str, c: Card | dict[str, Any]) -> str:
    """A card in a message: its picture, or its short form while the pictures are missing."""
    return icons.icon(card_emoji_of(*_parts(c)), card_short(loc, c))


def card_button(c: Card | dict[str, Any]) -> discord.PartialEmoji | None:
    """A card's picture for a button or a menu option (None while the pictures are missing)."""
    return icons.button_emoji(card_emoji_of(*_parts(c)))


def pile_text(count: int) -> str:
    """The draw pile with its count: "🂠 23" (its picture when there)."""
    return f"{icons.icon(PILE, PILE_EMOJI)} {count}"


def signed(number: int) -> str:
    """A number as text with a real minus sign: "−3" rather than "-3"."""
    return f"−{-number}" if number < 0 else str(number)


def _numbers(loc: str, cards: list[Card]) -> str:
    return " ".join(t(loc, "drehwurm-number", number=c.number) for c in cards)


def hand_lines(loc: str, cards: list[Card]) -> list[str]:
    """A hand grouped for a phone: one line per colour, then the jokers, then the chickens; each
    line the pictures side by side (without them: the colour's emoji and the numbers)."""
    groups: list[tuple[str, list[Card]]] = [
        (COLOUR_EMOJI[colour], [c for c in cards if c.kind == "worm" and c.colour == colour])
        for colour in COLOURS
    ]
    groups.append((JOKER_EMOJI, [c for c in cards if c.is_joker]))
    chickens = [c for c in cards if c.is_chicken]
    lines = []
    pictures = icons.available()
    for sign, group in groups:
        if group:
            if pictures:
                lines.append("".join(card_text(loc, c) for c in group))
            else:
                lines.append(f"{sign} {_numbers(loc, group)}")
    if chickens:
        if pictures:
            lines.append("".join(card_text(loc, c) for c in chickens))
        else:
            colours = " ".join(COLOUR_EMOJI[c.colour or ""] for c in chickens)
            lines.append(f"{CHICKEN_EMOJI} {colours}")
    return lines
