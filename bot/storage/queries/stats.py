"""A player's statistics per game (/stats), read through the `results_by_user` index."""

from __future__ import annotations

from typing import Any

from bot.domain import result_counts
from bot.domain.results import CHANGE_WINDOW, GLOBAL, INITIAL_ORDINAL, GameStats, rating_games
from bot.storage.queries import Reader


async def player_stats(db: Reader, user_id: int, scope: int = GLOBAL) -> dict[str, GameStats]:
    """A user's statistics per game (only games they finished), over one server or all servers.

    Counts include games against computer players and games that were not rated (rated_games
    and rated_wins count the rated ones, as the leaderboard does); the rating comes from rated
    games only.
    """
    server = scope != GLOBAL
    where = "user_id = ? AND computer IS NULL" + (" AND guild_id = ?" if server else "")
    column = "ordinal_server" if server else "ordinal_global"
    rows = await db.fetch_all(
        f"SELECT rating_game, placement, score, counts, rated, {column}"
        f" FROM results WHERE {where} ORDER BY rating_game, id",
        (user_id, scope) if server else (user_id,),
    )
    tables = rating_games()
    marks = ",".join("?" * len(tables))
    found_ratings = await db.fetch_all(
        f"SELECT rating_game, ordinal FROM ratings WHERE rating_game IN ({marks})"
        " AND scope = ? AND user_id = ?",
        (*tables, scope, user_id),
    )
    ratings = {game: ordinal for game, ordinal in found_ratings}
    by_game: dict[str, list[tuple[Any, ...]]] = {}
    for row in rows:
        by_game.setdefault(row[0], []).append(row[1:])
    return {
        game: _game_stats(game, found, ratings.get(game))
        for game in rating_games()
        if (found := by_game.get(game))
    }


def _game_stats(game: str, rows: list[tuple[Any, ...]], rating: float | None) -> GameStats:
    """`rows`: (placement, score, counts, rated, ordinal after), oldest first."""
    places = [r[0] for r in rows]
    scores = [r[1] for r in rows]
    streak = best_streak = 0
    for place in places:
        streak = streak + 1 if place == 1 else 0
        best_streak = max(best_streak, streak)
    rated = [r[4] for r in rows if r[3] and r[4] is not None]
    window = rated[-(CHANGE_WINDOW + 1) :]
    if rating is None and rated:
        rating = rated[-1]
    if len(window) > CHANGE_WINDOW:
        change, change_games = rated[-1] - window[0], CHANGE_WINDOW
    elif rated:
        change, change_games = rated[-1] - INITIAL_ORDINAL, len(rated)
    else:
        change, change_games = 0.0, 0
    return GameStats(
        game=game,
        games=len(rows),
        wins=sum(p == 1 for p in places),
        best=max(scores),
        average=sum(scores) / len(scores),
        counts=result_counts.totals(result_counts.decode(r[2]) for r in rows),
        current_streak=streak,
        best_streak=best_streak,
        rated_games=len(rated),
        rated_wins=sum(1 for r in rows if r[3] and r[4] is not None and r[0] == 1),
        rating=rating,
        rating_change=change,
        change_games=change_games,
    )
