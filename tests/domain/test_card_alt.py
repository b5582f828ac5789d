"""An image card's alt text: every row in words, in every language, within Discord's limit."""

import pytest

from bot.domain.card_alt import ALT_TEXT_MOST, alt_text
from bot.domain.ending_card import CardRow
from bot.i18n import SUPPORTED, t


def test_the_alt_text_names_each_place_its_player_score_and_tiles_in_order():
    rows = [
        CardRow(1, "Anna", 9, "9 worms", (21, 25, 30), True),
        CardRow(2, "Ben", 3, "3 worms", None, False),
    ]
    text = alt_text("en", "Heckmeck #12", rows, "Nov 27, 2026")
    assert text == (
        "Final standings of Heckmeck #12. Nov 27, 2026. "
        "Place 1: Anna, 9 worms, tiles 21, 25, 30. Winner. Place 2: Ben, 3 worms."
    )


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_long_card_is_cut_to_the_limit_and_counts_the_players_it_leaves_out(loc):
    rows = [
        CardRow(place, "W" * 32 + str(place), 40, t(loc, "worms", count=40), (21, 22, 23), False)
        for place in range(1, 17)
    ]
    text = alt_text(loc, "Heckmeck #9", rows)
    assert len(text) <= ALT_TEXT_MOST
    named = sum(f"{'W' * 32}{place}," in text for place in range(1, 17))
    assert 0 < named < 16
    assert text.endswith(t(loc, "card-alt-more", count=16 - named))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_every_language_says_every_row(loc):
    rows = [CardRow(1, "Ana", 5, "5", None, True), CardRow(2, "Bo", 2, "2", None, False)]
    text = alt_text(loc, "Drehwurm #3", rows)
    assert "Drehwurm #3" in text and "Ana" in text and "Bo" in text
