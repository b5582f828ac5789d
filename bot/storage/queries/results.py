"""The rows that record a finished game (written by the backends with a results plan from
bot/domain/results.py), and reading them back: one game's rows, a player's latest game, what a
game did to the ratings."""

from __future__ import annotations

from typing import Any

from bot.domain.results import INITIAL_ORDINAL
from bot.storage.queries import Reader
from bot.storage.rows import TABLES

INSERT_RESULT = (
    "INSERT INTO results (game_id, seat, rating_game, kind, edition, variants, guild_id,"
    " channel_id, user_id, name, computer, placement, score, tiles, steals, failures, turns,"
    " removed, rated, ordinal_server, ordinal_global, started_at, ended_at, assisted, forfeit)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
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
) -> list[tuple[str, tuple]]:
    """The reads of the ratings a results plan is based on, as (sql, args): each reads rows
    (scope or season key, user_id, mu, sigma), as ResultsPlan.basis keys them."""
    if not scopes:
        return []
    reads = [(ratings_query(len(scopes), len(users)), (game, *scopes, *users))]
    if seasons and guild_id is not None:
        sql = (
            "SELECT season, user_id, mu, sigma FROM season_ratings WHERE rating_game = ?"
            f" AND scope = ? AND season IN ({','.join('?' * len(seasons))})"
            f" AND user_id IN ({','.join('?' * len(users))})"
        )
        reads.append((sql, (game, guild_id, *seasons, *users)))
    return reads


# A seat's columns of a game's result rows: every column of `results` but the game's own (the
# same on every seat, known from the game) and `removed` (the game's record has it).
_GAME_WHERE_AND_WHEN = {"id", "game_id", "guild_id", "channel_id", "started_at", "ended_at"}
_GAME_WHAT = {"rating_game", "kind", "edition", "variants", "removed"}
RESULT_COLUMNS = tuple(
    column for column in TABLES["results"] if column not in _GAME_WHERE_AND_WHEN | _GAME_WHAT
)


async def game_results(db: Reader, game_id: int) -> list[dict[str, Any]]:
    """The stored result rows of one game, by seat (empty if it was not recorded)."""
    rows = await db.fetch_all(
        f"SELECT {', '.join(RESULT_COLUMNS)} FROM results WHERE game_id = ? ORDER BY seat",
        (game_id,),
    )
    return [dict(zip(RESULT_COLUMNS, row, strict=True)) for row in rows]


async def last_game_of(
    db: Reader, user_id: int, guild_id: int | None, kind: str | None = None
) -> int | None:
    """The id of the latest finished game `user_id` played in this server (None if none); of
    that game `kind` only, if given."""
    if kind is None:
        row = await db.fetch_one(
            "SELECT game_id FROM results WHERE user_id = ? AND guild_id = ?"
            " ORDER BY ended_at DESC, game_id DESC LIMIT 1",
            (user_id, guild_id),
        )
    else:
        row = await db.fetch_one(
            "SELECT r.game_id FROM results r JOIN games g ON g.id = r.game_id"
            " WHERE r.user_id = ? AND r.guild_id = ? AND g.kind = ?"
            " ORDER BY r.ended_at DESC, r.game_id DESC LIMIT 1",
            (user_id, guild_id, kind),
        )
    return row[0] if row else None


async def rating_changes(db: Reader, game_id: int) -> dict[int, tuple[float, float]]:
    """What one finished game did to each rated human's rating in its scope (the server, else all
    servers): user id -> (ordinal before, ordinal after). Empty if the game was not rated."""
    rows = await db.fetch_all(
        "SELECT id, user_id, rating_game, guild_id,"
        " CASE WHEN guild_id IS NULL THEN ordinal_global ELSE ordinal_server END"
        " FROM results WHERE game_id = ? AND rated = 1 AND computer IS NULL",
        (game_id,),
    )
    changes = {}
    for row_id, user_id, game, guild_id, after in rows:
        column = "ordinal_global" if guild_id is None else "ordinal_server"
        before = await db.fetch_one(
            f"SELECT {column} FROM results WHERE user_id = ? AND rating_game = ? AND rated = 1"
            " AND guild_id IS NOT DISTINCT FROM ? AND id < ? ORDER BY id DESC LIMIT 1",
            (user_id, game, guild_id, row_id),
        )
        changes[user_id] = (before[0] if before else INITIAL_ORDINAL, after)
    return changes
