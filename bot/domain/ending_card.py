"""The image card of a finished game (a PNG attached to the ending message): the final standings,
each player's stack of tiles and worms, the winner highlighted in gold.

    png = render_card("Heckmeck", [CardRow(1, "alice", 9, "worms", (21, 25, 30), True), ...],
                      edition="classic")
"""

from __future__ import annotations

import io
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw, ImageFont

WIDTH = 800
HEADER = 74
ROW = 92
MARGIN = 16
BACKGROUND = (43, 45, 49, 255)
PANEL = (56, 58, 64, 255)
GOLD = (241, 196, 15, 255)
TEXT = (240, 240, 240, 255)
MUTED = (185, 187, 192, 255)
TILE_SIZE = 56
MAX_TILES = 9  # more are summed up as "+N"


@dataclass(frozen=True)
class CardRow:
    place: int
    name: str
    score: int
    score_text: str  # the score with its unit, in the board's language ("9 worms")
    stack: tuple[int, ...] | None  # Heckmeck: the tiles held, bottom to top; None for Drehwurm
    winner: bool


def _drawable(text: str) -> str:
    """The text without pictographs (emoji), which the card's font cannot draw."""
    kept = "".join(c for c in text if unicodedata.category(c) != "So" and ord(c) < 0x1F000)
    return " ".join(kept.split())


FONT_FILES = (  # a font with the accents of German and Spanish; Pillow's own lacks some
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
)


@cache
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for path in FONT_FILES:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            continue
    return ImageFont.load_default(size=size)


# A tile's picture as PNG bytes, drawn by the game (bot/domain/<game>/pictures.py)
TilePicture = Callable[[int], bytes]


@cache
def _tile_image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGBA").resize((TILE_SIZE, TILE_SIZE))


def fitted_title(
    draw: ImageDraw.ImageDraw, title: str, width: int
) -> tuple[list[str], ImageFont.FreeTypeFont | ImageFont.ImageFont]:
    """The title's lines and font: one line in the largest size from 34 down to 24 that fits
    `width`, else two lines in size 24, wrapped between words, the second cut with "…" if even
    they do not hold it (never in the middle of a word)."""
    for size in range(34, 23, -2):
        if draw.textlength(title, font=_font(size)) <= width:
            return [title], _font(size)
    font = _font(24)
    words = title.split(" ")
    first: list[str] = []
    while words and draw.textlength(" ".join([*first, words[0]]), font=font) <= width:
        first.append(words.pop(0))
    second = words
    if draw.textlength(" ".join(second), font=font) > width:
        while len(second) > 1 and draw.textlength(" ".join(second) + " …", font=font) > width:
            second = second[:-1]
        second = [*second, "…"]
    return [" ".join(first), " ".join(second)], font


SUBTITLE = 30  # the header's extra height for a subtitle line


def card_size(rows: int, subtitle: bool = False) -> tuple[int, int]:
    return WIDTH, HEADER + (SUBTITLE if subtitle else 0) + rows * ROW + MARGIN


def render_card(
    title: str,
    rows: list[CardRow],
    tile_picture: TilePicture | None = None,
    subtitle: str | None = None,
) -> bytes:
    """The card as PNG bytes: `title` on top (with `subtitle` under it, e.g. the game's date),
    one panel per row (best first)."""
    image = Image.new("RGBA", card_size(len(rows), bool(subtitle)), BACKGROUND)
    draw = ImageDraw.Draw(image)
    lines, font = fitted_title(draw, _drawable(title), WIDTH - 2 * MARGIN - 8)
    for i, line in enumerate(lines):
        draw.text((MARGIN + 4, 18 if len(lines) == 1 else 8 + i * 29), line, fill=TEXT, font=font)
    header = HEADER
    if subtitle:
        draw.text((MARGIN + 4, HEADER - 6), _drawable(subtitle), fill=MUTED, font=_font(22))
        header += SUBTITLE
    for index, row in enumerate(rows):
        top = header + index * ROW
        box = (MARGIN, top, WIDTH - MARGIN, top + ROW - 10)
        draw.rounded_rectangle(
            box, radius=12, fill=PANEL, outline=GOLD if row.winner else PANEL, width=4
        )
        place_colour = GOLD if row.winner else MUTED
        draw.text((MARGIN + 16, top + 20), f"{row.place}.", fill=place_colour, font=_font(36))
        draw.text((MARGIN + 76, top + 12), _drawable(row.name)[:24], fill=TEXT, font=_font(28))
        draw.text((MARGIN + 76, top + 48), row.score_text, fill=MUTED, font=_font(22))
        if row.stack and tile_picture is not None:
            shown = row.stack[-MAX_TILES:]
            x = WIDTH - MARGIN - 12 - len(shown) * (TILE_SIZE - 14)
            for tile in shown:  # overlapping, the top of the stack rightmost
                image.alpha_composite(_tile_image(tile_picture(tile)), (int(x), top + 12))
                x += TILE_SIZE - 14
            if len(row.stack) > MAX_TILES:
                more = f"+{len(row.stack) - MAX_TILES}"
                draw.text(
                    (WIDTH - MARGIN - 60 - MAX_TILES * (TILE_SIZE - 14), top + 30),
                    more,
                    fill=MUTED,
                    font=_font(22),
                )
    out = io.BytesIO()
    # zlib's default level: optimize=True saves little size for much more CPU (docs/benchmarks.md).
    image.convert("RGB").save(out, format="PNG", compress_level=6)
    return out.getvalue()
