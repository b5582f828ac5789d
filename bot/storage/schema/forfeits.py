"""Wins by forfeit: the result of the last player left when all others were removed, and each
rating's count of such wins, also counted for the results recorded before."""

SQL = """
    ALTER TABLE results ADD COLUMN forfeit INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE ratings ADD COLUMN forfeit_wins INTEGER NOT NULL DEFAULT 0;
    UPDATE results SET forfeit = 1 WHERE placement = 1 AND removed = 0 AND game_id IN (
        SELECT game_id FROM results GROUP BY game_id
        HAVING count(*) > 1 AND sum(1 - removed) = 1
    );
    UPDATE ratings SET forfeit_wins = (
        SELECT count(*) FROM results r WHERE r.forfeit = 1 AND r.rated = 1
            AND r.user_id = ratings.user_id AND r.rating_game = ratings.rating_game
            AND (ratings.scope = 0 OR r.guild_id = ratings.scope)
    ) WHERE user_id IN (SELECT user_id FROM results WHERE forfeit = 1);
    """
