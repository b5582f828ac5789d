"""Drehwurm's card pictures (bot/domain/drehwurm/pictures.py): one per kind of card and the pile,
named as the boards ask for them, and still apart from each other at Discord's 22 px."""

from __future__ import annotations

import io
import itertools

from PIL import Image, ImageChops, ImageStat

from bot.domain.drehwurm.cards import CARDS, COLOURS
from bot.domain.drehwurm.pictures import (
    PILE,
    card_emoji,
    card_emoji_of,
    emoji_names,
    emoji_pictures,
)

DARK = (54, 57, 63, 255)  # Discord's dark theme behind an emoji


def at_22px(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png)).convert("RGBA").resize((22, 22), Image.LANCZOS)
    return Image.alpha_composite(Image.new("RGBA", (22, 22), DARK), image).convert("RGB")


def test_every_card_has_its_picture_and_names_are_emoji_names():
    names = emoji_names()
    assert {card_emoji(c) for c in CARDS} | {PILE} == set(names)
    assert len(names) == 27 + 9 + 3 + 1
    assert all(2 <= len(n) <= 32 and n.replace("_", "").isalnum() for n in names)
    for png in emoji_pictures().values():
        assert Image.open(io.BytesIO(png)).size == (128, 128)


def test_every_two_pictures_differ_at_22_px():
    """The closest pair (a 3 and an 8 of one colour) differs by about 5 levels on average."""
    small = {name: at_22px(png) for name, png in emoji_pictures().items()}
    for a, b in itertools.combinations(small, 2):
        difference = ImageChops.difference(small[a], small[b])
        assert sum(ImageStat.Stat(difference).mean) / 3 > 4, (a, b)


def without_hue(png: bytes, size: int) -> Image.Image:
    """The picture as someone who cannot tell its colours apart may see it: light and dark only
    (the white signs against everything else)."""
    image = Image.open(io.BytesIO(png)).convert("RGBA").resize((size, size), Image.LANCZOS)
    grey = Image.alpha_composite(Image.new("RGBA", (size, size), DARK), image).convert("L")
    return grey.point(lambda level: 255 if level > 235 else 0)


def test_cards_of_one_number_or_chickens_differ_by_more_than_their_colour():
    """Cards that differ only in colour also differ in shape (their colour's sign), as large as
    Discord shows an emoji alone (48 px): without their hue, cards of one number would be the
    same picture (a difference of 0); the closest pair, a star and a triangle, differ by 1.3."""
    pictures = emoji_pictures()
    for number in range(1, 10):
        alike = [card_emoji_of("worm", colour, number) for colour in COLOURS]
        for a, b in itertools.combinations(alike, 2):
            difference = ImageChops.difference(
                without_hue(pictures[a], 48), without_hue(pictures[b], 48)
            )
            assert ImageStat.Stat(difference).mean[0] > 1, (a, b)
    for a, b in itertools.combinations([f"{colour}_chicken" for colour in COLOURS], 2):
        difference = ImageChops.difference(
            without_hue(pictures[a], 48), without_hue(pictures[b], 48)
        )
        assert ImageStat.Stat(difference).mean[0] > 1, (a, b)
