"""Heckmeck's Discord side: /heckmeck, the board, odds, the review; registered with the shared table
machinery as a TableGame."""

from __future__ import annotations

from typing import Any

from bot.domain.heckmeck import HECKMECK, pictures, reading
from bot.domain.records import GameRecord
from cogs.heckmeck import board, callouts, ending, review, tournament
from cogs.heckmeck.commands import setup as setup_commands
from cogs.heckmeck.play import PLAY_COMMANDS
from cogs.play import play_group
from cogs.table.bot import TableBot
from cogs.table.games import Rendered, TableGame, register_table_game


def _render(
    record: GameRecord, loc: str, events: list[dict[str, Any]], state: Any = None
) -> Rendered:
    return board.board_embed(record, loc, events, state), board.board_view(record, loc, state)


TABLE_GAME = register_table_game(
    TableGame(
        kind=HECKMECK.name,
        render=_render,
        title=board.title,
        tie_break=ending.tie_break,
        card_extras=ending.card_extras,
        review=review.review_pages,
        callouts=callouts.callouts,
        pictures=pictures,
        reading=reading.read_table,
    )
)

__all__ = ["TABLE_GAME", "setup", "tournament"]


async def setup(bot: TableBot) -> None:
    await setup_commands(bot)
    group = play_group(bot)  # also where the app is installed to a user only
    for command in PLAY_COMMANDS:
        group.add_command(command)
