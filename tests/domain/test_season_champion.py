"""A season's champion is its leaderboard's #1, a ranked player (bot/domain/season_champion.py)."""

from bot.domain import season_champion
from bot.domain.results import MIN_GAMES, BoardPage, BoardRow

GUILD = 5


def row(rank: int, user: int, human_games: int) -> BoardRow:
    return BoardRow(
        rank, user, f"p{user}", 10.0 - rank, human_games, 1, 30, human_games=human_games
    )


def board(game: str, *rows: BoardRow) -> BoardPage:
    ranked = sum(r.established for r in rows)
    return BoardPage(game, GUILD, "rating", 0, 1, len(rows), list(rows), ranked)


def test_nobody_ranked_means_no_champion_however_high_the_top_row():
    one_game = board("heckmeck", row(1, 1, 1), row(2, 2, 1))
    only_computers = board("heckmeck", BoardRow(1, 3, "p3", 30.0, 9, 9, 300, human_games=0))
    assert season_champion.champion([one_game, only_computers]) is None
    assert season_champion.champion([]) is None


def test_the_champion_is_the_first_ranked_player_of_the_game_most_ranked_players_played():
    junior = board("junior", row(1, 1, MIN_GAMES), row(2, 2, 5), row(3, 3, 1))
    # More players in all, but only one of them ranked: the title goes to junior's #1.
    classic = board("heckmeck", row(1, 4, MIN_GAMES), *(row(n, 10 + n, 0) for n in range(2, 6)))
    assert season_champion.champion([classic, junior]) == 1
    # A tie in ranked players: the game more people played.
    classic = board("heckmeck", row(1, 4, 3), row(2, 5, 3), row(3, 6, 0), row(4, 7, 0))
    assert season_champion.champion_board([junior, classic]) is classic
    assert season_champion.champion([junior, classic]) == 4
