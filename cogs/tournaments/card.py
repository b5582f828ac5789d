"""The winner's card: the tournament's final order as an image, drawn like a game's end card
(bot/domain/ending_card.py), the winner in gold."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.domain.ending_card import CardRow, render_card
from bot.domain.games import kind
from bot.i18n import t
from cogs.tournaments import render

MAX_ROWS = 12  # more players are named in the post's embed; the card shows the top


def _score_text(loc: str, standing: Any, unit: str, final_place: int | None) -> str:
    parts = [t(loc, "tournament-card-final", place=final_place)] if final_place else []
    parts += [
        t(loc, "tournament-card-points", points=render.shown_number(standing.points)),
        t(loc, unit, count=standing.worms),
    ]
    if standing.best:
        parts.append(t(loc, "tournament-card-best", tile=standing.best))
    return " · ".join(parts)


def winner_card(
    tournament: Any,
    loc: str,
    order: Sequence[int],
    by_user: dict[int, Any],
    names: dict[int, str],
    finalists: int = 0,
) -> bytes:
    """PNG bytes: the title, then one panel per player in the final order (its first
    `finalists` placed by the final table)."""
    unit = kind(tournament.game).score_unit
    rows = []
    for place, user in enumerate(order[:MAX_ROWS], start=1):
        standing = by_user.get(user)
        rows.append(
            CardRow(
                place=place,
                name=names.get(user) or str(user),
                score=int(standing.points) if standing else 0,
                score_text=_score_text(loc, standing, unit, place if place <= finalists else None)
                if standing
                else "",
                stack=None,
                winner=place == 1,
            )
        )
    heading = t(loc, "tournament-card-title", title=render.title(tournament, loc))
    return render_card(heading, rows)
