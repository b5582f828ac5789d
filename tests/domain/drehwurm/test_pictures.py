"""Drehwurm's card pictures (bot/domain/drehwurm/pictures.py): one per kind of card and the pile,
named as the boards ask for them, and still apart from each other at Discord's 22 px."""

from __future__ import annotations

import io
import itertools

from PIL import Image, ImageChops, ImageStat

from bot.domain.drehwurm.cards import CARDS
from bot.domain.drehwurm.pictures import PILE, card_emoji, emoji_names, emoji_pictures

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
