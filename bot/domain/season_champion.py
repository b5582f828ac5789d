"""Who is a season's champion, and what its final post lists (pure).

The champion is the season's #1 on its leaderboard: a ranked player (MIN_GAMES rated games
against other people, BoardRow.established), never an unranked one, however high their rating.
A server may play several games in a season; the title goes to the #1 of the game with the most
ranked players (then the most players, then the order of results.rating_games()). A season
nobody was ranked in has no champion.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.domain.results import BoardPage, BoardRow


def champion_board(boards: Sequence[BoardPage]) -> BoardPage | None:
    """The board whose #1 is the champion; None if nobody is ranked on any."""
    contested = [board for board in boards if board.ranked]
    if not contested:
        return None
    return max(contested, key=lambda board: (board.ranked, board.total))


def champion(boards: Sequence[BoardPage]) -> int | None:
    """The champion's user id; None if nobody was ranked this season."""
    board = champion_board(boards)
    return board.rows[0].user_id if board is not None else None


def split_rows(board: BoardPage, top: int) -> tuple[list[BoardRow], list[BoardRow]]:
    """The board's first `top` rows as the leaderboard shows them: (the ranked, in rank order;
    the unranked after them, listed without a rank)."""
    shown = board.rows[:top]
    return [r for r in shown if r.established], [r for r in shown if not r.established]
