"""What the games' emoji pictures are drawn with (bot/domain/<game>/pictures.py): a 128×128
transparent canvas, the default font at a size, PNG bytes, the ink and the worm both games show,
and the fingerprint of how a game's pictures are drawn."""

from __future__ import annotations

import hashlib
import io
import math
from pathlib import Path

import PIL
from PIL import Image, ImageDraw, ImageFont

SIZE = 128
INK = (40, 30, 25, 255)
IVORY = (250, 244, 228, 255)
BACK = (120, 78, 45, 255)  # the brown of a face-down tile or card
WORM_PINK = (226, 102, 122, 255)
WORM_DARK = (150, 50, 70, 255)


def canvas() -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image = Image.new("RGBA", (SIZE, SIZE), (0, 0, 0, 0))
    return image, ImageDraw.Draw(image)


def default_font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)


def png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


def draw_worm(
    draw: ImageDraw.ImageDraw, x: float, y: float, length: float, thickness: float
) -> None:
    """A little worm: a wavy pink body with a dark outline and an eye, head to the right."""
    points = []
    for i in range(25):
        u = i / 24
        points.append((x + u * length, y + math.sin(u * math.pi * 2) * thickness * 0.6))
    draw.line(points, fill=WORM_DARK, width=int(thickness + 4), joint="curve")
    draw.line(points, fill=WORM_PINK, width=int(thickness), joint="curve")
    hx, hy = points[-1]
    r = thickness / 2 + 1
    draw.ellipse((hx - r, hy - r, hx + r, hy + r), fill=WORM_PINK, outline=WORM_DARK, width=2)
    e = max(1.5, thickness / 6)
    draw.ellipse((hx - e + 1, hy - e - 1, hx + e + 1, hy + e - 1), fill=INK)


def fingerprint(drawn_by: str) -> str:
    """How a game's pictures are drawn: its pictures module (the file `drawn_by`), this module
    and Pillow's version; a start-up whose fingerprint matches the uploaded emojis' need not draw
    anything, and a change uploads them again."""
    source = Path(drawn_by).read_bytes() + Path(__file__).read_bytes()
    return hashlib.sha256(source + PIL.__version__.encode()).hexdigest()[:16]
