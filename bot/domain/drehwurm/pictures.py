"""Drehwurm's cards drawn in code, in the style of Heckmeck's dice and tiles
(bot/domain/heckmeck/pictures.py; both draw with bot/domain/drawing.py): worm cards by colour and
number, jokers, chickens, the pile.

Every picture is 128×128 RGBA PNG. The number is drawn as large as the card allows, in white with
a dark outline on the colour: at Discord's 22 px a card is read by its colour and its number. Each
colour also has a shape (yellow a star, blue a square, red a triangle) on its cards, so that no
two cards differ by hue alone.

    card_emoji(card(5))               # "yellow_2": the emoji name of a card, in words (a screen
                                      # reader speaks a custom emoji by its name)
    pictures = emoji_pictures()       # name -> PNG bytes
    drawing_version()                 # how they are drawn: a change is uploaded again
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache, partial

from PIL import Image, ImageDraw

from bot.domain.drawing import (
    BACK,
    INK,
    IVORY,
    SIZE,
    canvas,
    default_font,
    draw_worm,
    fingerprint,
    png,
)
from bot.domain.drehwurm.cards import COLOURS, NUMBERS, Card

CARD_BOX = (18, 2, 109, 125)  # a playing card's portrait shape
FILL = {
    "yellow": (244, 196, 30, 255),
    "blue": (40, 100, 215, 255),
    "red": (214, 44, 44, 255),
}
RAINBOW = ((214, 44, 44, 255), (244, 150, 30, 255), (244, 196, 30, 255),
           (60, 170, 70, 255), (40, 100, 215, 255), (130, 60, 180, 255))  # fmt: skip
WHITE = (255, 255, 255, 255)
# Each colour's shape, drawn on its cards beside the hue
MARKS = {"yellow": "star", "blue": "square", "red": "triangle"}

PILE = "draw_pile"


# ---------------------------------------------------------------------------------- names


def card_emoji(c: Card) -> str:
    """The emoji name of a card: yellow_1_or_10, yellow_2 … red_9 (worms), joker_1_or_10 …
    joker_9, yellow_chicken, blue_chicken, red_chicken."""
    if c.kind == "chicken":
        return f"{c.colour}_chicken"
    number = "1_or_10" if c.number == 1 else str(c.number)
    return f"joker_{number}" if c.kind == "joker" else f"{c.colour}_{number}"


def card_emoji_of(kind: str, colour: str | None, number: int | None) -> str:
    """The same name from a card's parts (as the events carry them)."""
    # The events carry a card's kind as a plain string; Card's is one of the three kinds.
    return card_emoji(Card(0, kind, colour, number))  # type: ignore[arg-type]


# -------------------------------------------------------------------------------- drawing


def _number(draw: ImageDraw.ImageDraw, number: int, centre_y: float) -> None:
    """The card's number, white with a dark outline, as large as fits; "1/10" as a big 1 over a
    smaller 10, so that it stays a one at 22 px."""
    if number == 1:
        _centred(draw, "1", 80, 64, centre_y - 8)
        _centred(draw, "/10", 36, 64, centre_y + 48)
        return
    _centred(draw, str(number), 92, 64, centre_y)


def _centred(draw: ImageDraw.ImageDraw, text: str, size: int, x: float, y: float) -> None:
    font = default_font(size)
    box = draw.textbbox((0, 0), text, font=font, stroke_width=5)
    draw.text(
        (x - (box[0] + box[2]) / 2, y - (box[1] + box[3]) / 2), text, font=font,
        fill=WHITE, stroke_width=5, stroke_fill=INK,
    )  # fmt: skip


def _masked(image: Image.Image, fill: Image.Image) -> None:
    """Paste `fill` into the card's shape on `image`."""
    mask = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(mask).rounded_rectangle(CARD_BOX, radius=14, fill=255)
    image.paste(fill, (0, 0), mask)


def _mark(draw: ImageDraw.ImageDraw, colour: str, x: float, y: float, r: float) -> None:
    """The colour's shape, white with a dark outline, centred on (x, y): so that a card's colour
    is never told by its hue alone (cogs/drehwurm/faces.py writes the same shapes as text)."""
    shape = MARKS[colour]
    if shape == "star":
        points = [
            (x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
             y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5))
            for i in range(10)
        ]  # fmt: skip
        draw.polygon(points, fill=WHITE, outline=INK, width=3)
    elif shape == "square":
        side = r * 0.9
        draw.rectangle((x - side, y - side, x + side, y + side), fill=WHITE, outline=INK, width=4)
    else:
        points = [(x, y - r), (x + r * 1.1, y + r * 0.85), (x - r * 1.1, y + r * 0.85)]
        draw.polygon(points, fill=WHITE, outline=INK, width=4)


def _worm_card(colour: str, number: int) -> bytes:
    """A worm card: its colour all over, the number large, the colour's shape at the foot (the
    1/10: in the top corners, "/10" takes the foot)."""
    image, draw = canvas()
    draw.rounded_rectangle(CARD_BOX, radius=14, fill=FILL[colour], outline=INK, width=5)
    _number(draw, number, 54)
    if number != 1:
        _mark(draw, colour, 64, 107, 15)
    else:
        _mark(draw, colour, 35, 22, 13)
        _mark(draw, colour, 93, 22, 13)
    return png(image)


def _joker(number: int) -> bytes:
    """A joker: rainbow stripes instead of a colour, the number large."""
    image, draw = canvas()
    stripes = Image.new("RGBA", (SIZE, SIZE), RAINBOW[0])
    lines = ImageDraw.Draw(stripes)
    band = (CARD_BOX[3] - CARD_BOX[1]) / len(RAINBOW)
    for i, colour in enumerate(RAINBOW):
        top = CARD_BOX[1] + i * band
        lines.rectangle((0, top, SIZE, top + band + 1), fill=colour)
    _masked(image, stripes)
    draw.rounded_rectangle(CARD_BOX, radius=14, outline=INK, width=5)
    _number(draw, number, 54)
    if number != 1:  # "/10" takes the worm's place
        draw_worm(draw, 42, 108, 38, 9)
    return png(image)


def _chicken(colour: str) -> bytes:
    """A chicken card: ivory with a border in its colour and a chicken of that colour."""
    image, draw = canvas()
    draw.rounded_rectangle(CARD_BOX, radius=14, fill=IVORY, outline=INK, width=5)
    draw.rounded_rectangle((26, 10, 101, 117), radius=10, outline=FILL[colour], width=8)
    body = FILL[colour]
    draw.ellipse((34, 52, 96, 104), fill=body, outline=INK, width=4)  # body
    draw.ellipse((58, 26, 88, 58), fill=body, outline=INK, width=4)  # head
    draw.polygon([(86, 40), (100, 46), (86, 52)], fill=(245, 160, 30, 255), outline=INK)  # beak
    draw.polygon([(62, 28), (66, 16), (72, 26), (78, 16), (82, 28)], fill=(220, 40, 40, 255),
                 outline=INK)  # comb  # fmt: skip
    draw.ellipse((74, 36, 80, 42), fill=INK)  # eye
    draw.line((56, 104, 52, 114), fill=INK, width=4)  # legs
    draw.line((72, 104, 76, 114), fill=INK, width=4)
    _mark(draw, colour, 60, 80, 15)  # on its body
    return png(image)


def _pile() -> bytes:
    """The draw pile: three card backs, fanned."""
    image, draw = canvas()
    for shift in (12, 6, 0):
        box = (CARD_BOX[0] + shift - 6, CARD_BOX[1] + 6 - shift / 2,
               CARD_BOX[2] + shift - 6, CARD_BOX[3] - shift / 2)  # fmt: skip
        draw.rounded_rectangle(box, radius=14, fill=BACK, outline=INK, width=4)
    draw_worm(draw, 32, 64, 50, 12)
    return png(image)


def _drawings() -> dict[str, Callable[[], bytes]]:
    """Every card emoji: name -> how to draw it (cheap: nothing is drawn here)."""
    drawings: dict[str, Callable[[], bytes]] = {}
    for colour in COLOURS:
        for number in NUMBERS:
            drawings[card_emoji_of("worm", colour, number)] = partial(_worm_card, colour, number)
    for number in NUMBERS:
        drawings[card_emoji_of("joker", None, number)] = partial(_joker, number)
    for colour in COLOURS:
        drawings[card_emoji_of("chicken", colour, None)] = partial(_chicken, colour)
    drawings[PILE] = _pile
    return drawings


def emoji_names() -> list[str]:
    return list(_drawings())


@cache
def emoji_pictures() -> dict[str, bytes]:
    return {name: draw() for name, draw in _drawings().items()}


@cache
def drawing_version() -> str:
    """A fingerprint of how the cards are drawn (bot/domain/drawing.py `fingerprint`)."""
    return fingerprint(__file__)
