"""The bot's custom emojis, drawn in code: dice faces and grill tiles of both Heckmeck editions.

Every picture is 128×128 RGBA PNG (Discord scales emojis down to 48 px or less). The names are
what the boards ask for (`face_emoji`, `tile_emoji`): 2–32 characters of [A-Za-z0-9_], in words,
because a screen reader speaks a custom emoji by its name ("die_5", "tile_25_2_worms").

    pictures = emoji_pictures()        # name -> PNG bytes
    drawing_version()                  # how they are drawn: a change is uploaded again
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, partial

from PIL import Image, ImageDraw

from bot.domain.drawing import (
    BACK,
    INK,
    IVORY,
    SIZE,
    WORM_DARK,
    WORM_PINK,
    canvas,
    default_font,
    draw_worm,
    fingerprint,
    png,
)
from bot.domain.heckmeck.engine.data import CLASSIC, JUNIOR, WORM, Edition

TILE = (236, 214, 170, 255)
TILE_EDGE = (150, 110, 60, 255)

TILE_BACK = "tile_face_down"


# ---------------------------------------------------------------------------------- names


def face_emoji(edition: Edition, face: str) -> str:
    """The emoji name of a die face: die_1 … die_5, worm (both editions), cheese, ketchup, …"""
    return f"die_{face}" if face.isdigit() else face


def tile_emoji(edition: Edition, tile: int) -> str:
    """The emoji name of a face-up tile, its number and worms: tile_21_1_worm … tile_36_4_worms;
    Junior tile_4_1_worm … tile_9_4_worms (the editions' numbers do not overlap)."""
    worms = edition.worms_of.get(tile)
    if worms is None:  # no such tile: a name no emoji has, so the board shows the text
        return f"tile_{tile}"
    return f"tile_{tile}_{worms}_worm" + ("" if worms == 1 else "s")


# -------------------------------------------------------------------------------- drawing


def _die(face_drawer) -> bytes:
    image, draw = canvas()
    draw.rounded_rectangle((6, 6, 121, 121), radius=22, fill=IVORY, outline=INK, width=6)
    face_drawer(draw)
    return png(image)


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
}


def _pips(n: int):
    def drawer(draw: ImageDraw.ImageDraw) -> None:
        for dx, dy in PIPS[n]:
            cx, cy = 64 + dx * 30, 64 + dy * 30
            draw.ellipse((cx - 11, cy - 11, cx + 11, cy + 11), fill=INK)

    return drawer


def _worm_face(draw: ImageDraw.ImageDraw) -> None:
    draw_worm(draw, 22, 64, 78, 18)


def _cheese(draw: ImageDraw.ImageDraw) -> None:
    draw.polygon([(22, 92), (106, 92), (106, 44)], fill=(247, 200, 60, 255), outline=INK, width=4)
    for cx, cy, r in ((82, 78, 7), (96, 64, 5), (66, 86, 4)):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(210, 150, 30, 255))


def _ketchup(draw: ImageDraw.ImageDraw) -> None:
    draw.rounded_rectangle(
        (44, 46, 84, 106), radius=12, fill=(210, 40, 40, 255), outline=INK, width=4
    )
    draw.rectangle((56, 24, 72, 48), fill=(240, 240, 240, 255), outline=INK, width=3)
    draw.rectangle((50, 64, 78, 80), fill=(250, 250, 250, 255))


def _cucumber(draw: ImageDraw.ImageDraw) -> None:
    draw.ellipse((20, 44, 108, 86), fill=(70, 150, 60, 255), outline=INK, width=4)
    for x in (40, 58, 76, 92):
        draw.line((x, 56, x + 6, 74), fill=(160, 210, 120, 255), width=4)


def _bun(draw: ImageDraw.ImageDraw) -> None:
    draw.pieslice((20, 38, 108, 118), 180, 360, fill=(214, 150, 80, 255), outline=INK, width=4)
    draw.rectangle((20, 78, 108, 92), fill=(190, 120, 60, 255), outline=INK, width=4)
    for cx, cy in ((44, 58), (64, 50), (84, 58), (56, 68), (74, 68)):
        draw.ellipse((cx - 3, cy - 2, cx + 3, cy + 2), fill=(255, 245, 210, 255))


JUNIOR_FACES = {WORM: _worm_face, "cheese": _cheese, "ketchup": _ketchup,
                "cucumber": _cucumber, "bun": _bun}  # fmt: skip


def _tile(value: int, worms: int) -> bytes:
    """A grill tile: the number on top, its worms below."""
    image, draw = canvas()
    draw.rounded_rectangle((16, 2, 111, 125), radius=14, fill=TILE, outline=TILE_EDGE, width=5)
    font = default_font(50)
    text = str(value)
    box = draw.textbbox((0, 0), text, font=font)
    draw.text(
        (64 - (box[2] + box[0]) / 2, 10 - box[1]), text, fill=INK, font=font,
        stroke_width=1, stroke_fill=INK,
    )  # fmt: skip
    draw.line((26, 66, 101, 66), fill=TILE_EDGE, width=3)
    for x, y in WORM_SPOTS[worms]:
        draw_curled_worm(draw, x, y)
    return png(image)


# Where a tile's worms lie, like pips on a die (one, a pair, a triangle, a square): at the 22 px
# of an emoji in a message, stacked wavy worms blurred into one pink band, and 3 looked like 4.
WORM_SPOTS = {
    1: ((64, 94),),
    2: ((47, 94), (81, 94)),
    3: ((47, 81), (81, 81), (64, 108)),
    4: ((47, 81), (81, 81), (47, 108), (81, 108)),
}


def draw_curled_worm(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
    """A worm curled up into a ball around (x, y): a pink disc, its coil and an eye."""
    r = 12
    draw.ellipse((x - r, y - r, x + r, y + r), fill=WORM_PINK, outline=WORM_DARK, width=3)
    draw.arc((x - 6, y - 6, x + 6, y + 6), 60, 330, fill=WORM_DARK, width=2)
    draw.ellipse((x + 4, y - 9, x + 8, y - 5), fill=INK)


def _tile_back() -> bytes:
    """A tile turned face-down: plain brown with diagonal grooves, no number."""
    image, draw = canvas()
    grooves = Image.new("RGBA", (SIZE, SIZE), BACK)
    lines = ImageDraw.Draw(grooves)
    for k in range(-120, 128, 18):
        lines.line((16 + k, 2, 16 + k + 123, 125), fill=(95, 60, 35, 255), width=4)
    mask = Image.new("L", (SIZE, SIZE), 0)
    ImageDraw.Draw(mask).rounded_rectangle((16, 2, 111, 125), radius=14, fill=255)
    image.paste(grooves, (0, 0), mask)
    draw.rounded_rectangle((16, 2, 111, 125), radius=14, outline=INK, width=5)
    return png(image)


def _drawings() -> dict[str, Callable[[], bytes]]:
    """Every emoji the bot uses: name -> how to draw it (cheap: nothing is drawn here)."""
    drawings: dict[str, Callable[[], bytes]] = {}
    for n in range(1, 6):
        drawings[face_emoji(CLASSIC, str(n))] = partial(_die, _pips(n))
    drawings[face_emoji(CLASSIC, WORM)] = partial(_die, _worm_face)
    for face in JUNIOR.faces:
        drawings[face_emoji(JUNIOR, face)] = partial(_die, JUNIOR_FACES[face])
    for edition in (CLASSIC, JUNIOR):
        for value, worms in dict(edition.tiles).items():
            drawings[tile_emoji(edition, value)] = partial(_tile, value, worms)
    drawings[TILE_BACK] = _tile_back
    return drawings


def emoji_names() -> list[str]:
    return list(_drawings())


@cache
def emoji_pictures() -> dict[str, bytes]:
    """Every emoji the bot uses: name -> PNG bytes (drawing them all takes a quarter second)."""
    return {name: draw() for name, draw in _drawings().items()}


@cache
def drawing_version() -> str:
    """A fingerprint of how the pictures are drawn (bot/domain/drawing.py `fingerprint`)."""
    return fingerprint(__file__)
