"""What an image card shows, in words: the alt text a screen reader speaks for an end card or a
winner's card (bot/domain/ending_card.py draws them), in the reader's language and within
Discord's limit for an attachment's description.

    alt_text("en", "Heckmeck #12", rows)
    # "Final standings of Heckmeck #12. Place 1: alice, 9 worms, tiles 21, 25, 30. Place 2: …"
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain.ending_card import CardRow
from bot.i18n import t

ALT_TEXT_MOST = 1024  # characters in an attachment's description


def _row(loc: str, row: CardRow) -> str:
    parts = [row.name, row.score_text] if row.score_text else [row.name]
    if row.stack:
        parts.append(t(loc, "card-alt-tiles", tiles=", ".join(map(str, row.stack))))
    line = t(loc, "card-alt-place", place=row.place, player=", ".join(parts))
    return t(loc, "card-alt-winner", line=line) if row.winner else line


def alt_text(loc: str, title: str, rows: Sequence[CardRow], subtitle: str | None = None) -> str:
    """The card in sentences: its title (and subtitle), then each row in order; rows that do
    not fit the limit are counted instead of named."""
    text = t(loc, "card-alt-title", title=title) + (f" {subtitle}." if subtitle else "")
    for shown, row in enumerate(rows):
        line = f"{text} {_row(loc, row)}"
        after = len(rows) - shown - 1
        need = len(line) + (1 + len(t(loc, "card-alt-more", count=after)) if after else 0)
        if need > ALT_TEXT_MOST:
            return f"{text} {t(loc, 'card-alt-more', count=len(rows) - shown)}"[:ALT_TEXT_MOST]
        text = line
    return text[:ALT_TEXT_MOST]
