"""The writes that record a finished game, run by the backends with a results plan from
bot/domain/results.py: the result rows, the ratings and the players' names, and the reads of the
ratings a plan is based on."""

from __future__ import annotations

from typing import Any

INSERT_RESULT = (
    "INSERT INTO results (game_id, seat, rating_game, kind, edition, variants, guild_id,"
    " channel_id, user_id, name, computer, placement, score, counts,"
    " removed, rated, ordinal_server, ordinal_global, started_at, ended_at, assisted, forfeit)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)
UPSERT_RATING = (
    "INSERT INTO ratings (rating_game, scope, user_id, mu, sigma, ordinal, games, wins,"
    " forfeit_wins, score_sum, updated_at, human_games) VALUES (?,?,?,?,?,?,1,?,?,?,?,?)"
    " ON CONFLICT (rating_game, scope, user_id) DO UPDATE SET mu = excluded.mu,"
    " sigma = excluded.sigma, ordinal = excluded.ordinal, games = ratings.games + 1,"
    " wins = ratings.wins + excluded.wins,"
    " forfeit_wins = ratings.forfeit_wins + excluded.forfeit_wins,"
    " score_sum = ratings.score_sum + excluded.score_sum, updated_at = excluded.updated_at,"
    " human_games = ratings.human_games + excluded.human_games"
)
UPSERT_SEASON_RATING = (
    "INSERT INTO season_ratings (rating_game, scope, season, user_id, mu, sigma, ordinal, games,"
    " wins, forfeit_wins, score_sum, updated_at, human_games)"
    " VALUES (?,?,?,?,?,?,?,1,?,?,?,?,?)"
    " ON CONFLICT (rating_game, scope, season, user_id) DO UPDATE SET mu = excluded.mu,"
    " sigma = excluded.sigma, ordinal = excluded.ordinal, games = season_ratings.games + 1,"
    " wins = season_ratings.wins + excluded.wins,"
    " forfeit_wins = season_ratings.forfeit_wins + excluded.forfeit_wins,"
    " score_sum = season_ratings.score_sum + excluded.score_sum,"
    " updated_at = excluded.updated_at,"
    " human_games = season_ratings.human_games + excluded.human_games"
)
UPSERT_PLAYER = (
    "INSERT INTO players (user_id, name, updated_at) VALUES (?,?,?) ON CONFLICT (user_id)"
    " DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at"
)


def ratings_query(scopes: int, users: int) -> str:
    """Reads (scope, user_id, mu, sigma) of some users in some scopes of one rating game."""
    return (
        "SELECT scope, user_id, mu, sigma FROM ratings WHERE rating_game = ?"
        f" AND scope IN ({','.join('?' * scopes)}) AND user_id IN ({','.join('?' * users)})"
    )


def basis_queries(
    game: str, scopes: list[int], users: list[int], guild_id: int | None, seasons: list[str]
) -> list[tuple[str, tuple[Any, ...]]]:
    """The reads of the ratings a results plan is based on, as (sql, args): each reads rows
    (scope or season key, user_id, mu, sigma), as ResultsPlan.basis keys them."""
    if not scopes:
        return []
    reads: list[tuple[str, tuple[Any, ...]]] = [
        (ratings_query(len(scopes), len(users)), (game, *scopes, *users))
    ]
    if seasons and guild_id is not None:
        sql = (
            "SELECT season, user_id, mu, sigma FROM season_ratings WHERE rating_game = ?"
            f" AND scope = ? AND season IN ({','.join('?' * len(seasons))})"
            f" AND user_id IN ({','.join('?' * len(users))})"
        )
        reads.append((sql, (game, guild_id, *seasons, *users)))
    return reads
