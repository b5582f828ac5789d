"""The Open Graph pictures of the leaderboard and profile pages, drawn like a game's end card
(bot/domain/ending_card.py): the top of a board, or a player's place on each game's board."""

from __future__ import annotations

from collections.abc import Callable

from bot.domain.ending_card import CardRow, render_card
from bot.domain.results import BoardPage, BoardRow

CARD_ROWS = 5  # a board's card shows its top five

Words = Callable[[BoardRow], str]  # a row's figures in the reader's language


def board_card(title: str, board: BoardPage, figures: Words) -> bytes:
    """The first rows of `board` under `title`, the leader in gold."""
    rows = [
        CardRow(row.rank, row.name or str(row.user_id), 0, figures(row), None, row.rank == 1)
        for row in board.rows[:CARD_ROWS]
    ]
    return render_card(title, rows)


def profile_card(name: str, places: list[tuple[str, BoardRow, str]]) -> bytes:
    """The player's name, and per game (its name, their row on the server's board, its figures)
    their place, gold where they lead."""
    rows = [CardRow(row.rank, game, 0, words, None, row.rank == 1) for game, row, words in places]
    return render_card(name, rows)
