"""The migration that counts each rating's rated games against other people (`human_games` of
`ratings` and `season_ratings`), which a rank on the leaderboard takes (BoardRow.established in
bot/domain/results.py).

Games recorded before are counted from their results: rated rows of games with another human at
the table, per server and in scope 0, and for a season by the month and quarter the game ended in
(UTC, as bot/domain/seasons.py keys them).
"""

_SEASON_KEYS = {
    "sqlite": (
        "strftime('%Y-%m', r.ended_at, 'unixepoch')",
        "strftime('%Y', r.ended_at, 'unixepoch') || '-Q'"
        " || ((CAST(strftime('%m', r.ended_at, 'unixepoch') AS INTEGER) + 2) / 3)",
    ),
    "postgres": (
        "to_char(to_timestamp(r.ended_at) AT TIME ZONE 'UTC', 'YYYY-MM')",
        "to_char(to_timestamp(r.ended_at) AT TIME ZONE 'UTC', 'YYYY-\"Q\"Q')",
    ),
}

_WITH_A_HUMAN = (
    "r.rated = 1 AND EXISTS (SELECT 1 FROM results o WHERE o.game_id = r.game_id"
    " AND o.seat <> r.seat AND o.computer IS NULL)"
)


def _script(store: str) -> str:
    month, quarter = _SEASON_KEYS[store]
    return f"""
    ALTER TABLE ratings ADD COLUMN human_games INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE season_ratings ADD COLUMN human_games INTEGER NOT NULL DEFAULT 0;
    UPDATE ratings SET human_games = (SELECT count(*) FROM results r WHERE {_WITH_A_HUMAN}
        AND r.user_id = ratings.user_id AND r.rating_game = ratings.rating_game
        AND (ratings.scope = 0 OR r.guild_id = ratings.scope));
    UPDATE season_ratings SET human_games = (SELECT count(*) FROM results r WHERE {_WITH_A_HUMAN}
        AND r.user_id = season_ratings.user_id AND r.rating_game = season_ratings.rating_game
        AND r.guild_id = season_ratings.scope AND season_ratings.season IN ({month}, {quarter}));
    """


SQLITE = _script("sqlite")
POSTGRES = _script("postgres")
