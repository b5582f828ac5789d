"""The winner's card: the tournament's final order as an image, drawn like a game's end card
(bot/domain/ending_card.py), the winner in gold, each player's best tile drawn as the game draws
its tiles."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.domain.card_alt import alt_text
from bot.domain.ending_card import CardRow, TilePicture, render_card
from bot.domain.games import kind
from bot.i18n import t
from bot.table.tournament_tables import kind_options
from cogs.table.games import table_game
from cogs.tournaments import render

MAX_ROWS = 12  # more players are named in the post's embed; the card shows the top


def tile_picture(tournament: Any) -> TilePicture | None:
    """How the tables' game draws a tile on its end card (None if it draws none): taken from a
    new game with the tournament's options, as the game's own card takes it from its game."""
    game_kind = kind(tournament.game)
    options = kind_options(tournament)
    fewest, _ = game_kind.player_limits(game_kind.options_from_json(options))
    state = game_kind.new_state(fewest, options, random.Random(0))
    _, picture = table_game(tournament.game).card_extras(render.table_record(tournament), state)
    return picture


def _score_text(
    loc: str, standing: Any, unit: str, final_place: int | None, best_drawn: bool
) -> str:
    parts = [t(loc, "tournament-card-final", place=final_place)] if final_place else []
    parts += [
        t(loc, "tournament-card-points", points=render.shown_number(standing.points)),
        t(loc, unit, count=standing.worms),
    ]
    if standing.best and not best_drawn:
        parts.append(t(loc, "tournament-card-best", tile=standing.best))
    return " · ".join(parts)


def winner_rows(
    tournament: Any,
    loc: str,
    order: Sequence[int],
    by_user: dict[int, Any],
    names: dict[int, str],
    finalists: int = 0,
) -> tuple[str, list[CardRow], TilePicture | None]:
    """The card's heading, one row per player in the final order (its first `finalists` placed
    by the final table), and how it draws a tile."""
    unit = kind(tournament.game).score_unit
    picture = tile_picture(tournament)
    rows = []
    for place, user in enumerate(order[:MAX_ROWS], start=1):
        standing = by_user.get(user)
        best = standing.best if standing and picture is not None else None
        rows.append(
            CardRow(
                place=place,
                name=names.get(user) or str(user),
                score=int(standing.points) if standing else 0,
                score_text=_score_text(
                    loc, standing, unit, place if place <= finalists else None, picture is not None
                )
                if standing
                else "",
                stack=(best,) if best else None,
                winner=place == 1,
            )
        )
    heading = t(loc, "tournament-card-title", title=render.title(tournament, loc))
    return heading, rows, picture


def winner_card(
    tournament: Any,
    loc: str,
    order: Sequence[int],
    by_user: dict[int, Any],
    names: dict[int, str],
    finalists: int = 0,
) -> bytes:
    """PNG bytes: the title, then one panel per player in the final order."""
    heading, rows, picture = winner_rows(tournament, loc, order, by_user, names, finalists)
    return render_card(heading, rows, picture)


def winner_card_description(
    tournament: Any,
    loc: str,
    order: Sequence[int],
    by_user: dict[int, Any],
    names: dict[int, str],
    finalists: int = 0,
) -> str:
    """The winner's card's alt text: what `winner_card` draws, in sentences."""
    heading, rows, _ = winner_rows(tournament, loc, order, by_user, names, finalists)
    return alt_text(loc, heading, rows)
