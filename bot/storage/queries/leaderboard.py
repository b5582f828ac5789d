"""The leaderboard: one page of a rating game's ranking in one scope, and one player's place.

It reads only the `ratings` table (one row per rated player, game and scope, with games, wins,
wins by forfeit and the score sum kept up to date: rated games only), so a page costs a scan of
one scope's players, not of the results. Only an empty board also counts the finished games that
were not rated, to say what there is. A season's page reads `season_ratings` the same way (the
scope is the server, and one season of it).
"""

from __future__ import annotations

import math
from typing import Any

from bot.domain.results import GLOBAL, MIN_GAMES, PAGE_SIZE, BoardPage, BoardRow, rating_games
from bot.storage.queries import Reader, one_row

_SORT_KEYS = {
    "rating": "r.ordinal",
    "wins": "r.wins",
    "win_rate": "CAST(r.wins AS DOUBLE PRECISION) / r.games",
    "worms": "CAST(r.score_sum AS DOUBLE PRECISION) / r.games",
}


def _order_by(sort: str) -> str:
    if sort not in _SORT_KEYS:
        raise ValueError(f"unknown sort {sort!r}")
    return (
        f"(r.human_games >= {MIN_GAMES}) DESC, {_SORT_KEYS[sort]} DESC, r.ordinal DESC,"
        " r.games DESC, r.user_id"
    )


def _source(season: str | None) -> tuple[str, str, tuple[Any, ...]]:
    """(table, extra condition, its args): the lifetime ratings, or one season's."""
    if season is None:
        return "ratings", "", ()
    return "season_ratings", " AND r.season = ?", (season,)


# A player who opted out of the leaderboards (UserSettings.unranked) is left off every board, and
# the others' ranks close up; their ratings stay, so their games count for the others.
_LISTED = " AND r.user_id NOT IN (SELECT u.user_id FROM user_settings u WHERE u.unranked = 1)"


def _check(game: str, scope: int) -> None:
    if game not in rating_games():
        raise ValueError(f"unknown game {game!r}")
    if scope < 0:
        raise ValueError(f"bad scope {scope!r}")


async def leaderboard(
    db: Reader,
    game: str,
    scope: int,
    sort: str = "rating",
    page: int = 0,
    page_size: int = PAGE_SIZE,
    season: str | None = None,
) -> BoardPage:
    """One page of the ranking of `game` in `scope` (a guild id, or GLOBAL), best first; of
    one season of the server `scope` when `season` is given.

    Players with fewer than MIN_GAMES rated games against other people come after the others
    (BoardRow.established). A page past the end shows the last page.
    """
    _check(game, scope)
    order = _order_by(sort)
    table, only, args = _source(season)
    total, ranked = await one_row(db,
        f"SELECT count(*), coalesce(sum(CASE WHEN r.human_games >= {MIN_GAMES} THEN 1 ELSE 0"
        f" END), 0) FROM {table} r WHERE r.rating_game = ? AND r.scope = ?{only}{_LISTED}",
        (game, scope, *args),
    )
    pages = max(1, math.ceil(total / page_size))
    page = min(max(0, page), pages - 1)
    found = await db.fetch_all(
        "SELECT r.user_id, coalesce(p.name, ''), r.ordinal, r.games, r.wins, r.score_sum,"
        f" r.forfeit_wins, r.human_games FROM {table} r"
        " LEFT JOIN players p ON p.user_id = r.user_id"
        f" WHERE r.rating_game = ? AND r.scope = ?{only}{_LISTED}"
        f" ORDER BY {order} LIMIT ? OFFSET ?",
        (game, scope, *args, page_size, page * page_size),
    )
    rows = [BoardRow(page * page_size + i + 1, *row) for i, row in enumerate(found)]
    return BoardPage(game, scope, sort, page, pages, total, rows, int(ranked))


async def player_rank(
    db: Reader, game: str, scope: int, sort: str, user_id: int, season: str | None = None
) -> BoardRow | None:
    """The user's row and rank in the same order as `leaderboard`; None if not rated there."""
    _check(game, scope)
    order = _order_by(sort)
    table, only, args = _source(season)
    row = await db.fetch_one(
        "SELECT ranked.rank, ranked.user_id, ranked.ordinal, ranked.games, ranked.wins,"
        " ranked.score_sum, ranked.forfeit_wins, ranked.human_games, coalesce(p.name, '')"
        " FROM ("
        f" SELECT row_number() OVER (ORDER BY {order}) AS rank, r.user_id, r.ordinal, r.games,"
        f" r.wins, r.score_sum, r.forfeit_wins, r.human_games FROM {table} r"
        f" WHERE r.rating_game = ? AND r.scope = ?{only}{_LISTED}) ranked"
        " LEFT JOIN players p ON p.user_id = ranked.user_id WHERE ranked.user_id = ?",
        (game, scope, *args, user_id),
    )
    if row is None:
        return None
    rank, user, ordinal, games, wins, score_sum, forfeit_wins, human_games, name = row
    return BoardRow(rank, user, name, ordinal, games, wins, score_sum, forfeit_wins, human_games)


async def unrated_games(db: Reader, game: str, scope: int) -> int:
    """How many finished games of `game` with a human in `scope` were not rated (a hint used on
    a player's own turn, or nobody else to play against)."""
    _check(game, scope)
    server = "" if scope == GLOBAL else " AND guild_id = ?"
    (count,) = await one_row(db,
        "SELECT count(DISTINCT game_id) FROM results WHERE rating_game = ? AND rated = 0"
        f" AND computer IS NULL{server}",
        (game,) if scope == GLOBAL else (game, scope),
    )
    return count
