"""The font of the image cards draws every letter of the bot's languages (a missing glyph is a
box, which a player would read as a broken name or title)."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

from bot.domain import ending_card

# the accented letters of French, Italian, Portuguese, Dutch and Polish, beyond German and Spanish
LETTERS = "àâçéèêëîïôœùûÿ" + "ìò" + "ãõáíú" + "ĳ" + "ąćęłńóśźż" + "ÀÇÉÈÔŒÃÕĄĆĘŁŃÓŚŹŻ"


def _drawn(font, text: str) -> bytes:
    image = Image.new("L", (64, 64))
    ImageDraw.Draw(image).text((8, 8), text, font=font, fill=255)
    return image.tobytes()


@pytest.mark.parametrize("letter", list(LETTERS))
def test_the_card_font_draws_the_letter(letter):
    font = ending_card._font(30)
    missing = _drawn(font, "\U0010fffd")  # a code point no font has: the missing-glyph box
    assert _drawn(font, letter) != missing
    assert _drawn(font, letter) != _drawn(font, " ")
