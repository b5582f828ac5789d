"""Drehwurm's Discord side: /drehwurm, the board, the private hands, the ending, the review;
registered with the shared table machinery as a TableGame."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm import DREHWURM, pictures, reading
from bot.domain.records import GameRecord
from cogs.drehwurm import board, ending, replay, review
from cogs.drehwurm.commands import setup as setup_commands
from cogs.drehwurm.play import PLAY_COMMANDS
from cogs.play import play_group
from cogs.table.bot import TableBot
from cogs.table.games import Rendered, TableGame, register_table_game


def _render(
    record: GameRecord, loc: str, events: list[dict[str, Any]], state: Any = None
) -> Rendered:
    return board.board_embed(record, loc, events, state), board.board_view(record, loc)


TABLE_GAME = register_table_game(
    TableGame(
        kind=DREHWURM.name,
        render=_render,
        title=board.title,
        tie_break=ending.tie_break,
        card_extras=ending.card_extras,
        card_detail=ending.card_detail,
        replay_extras=replay.replay_extras,
        review=review.review_pages,
        pictures=pictures,
        reading=reading.read_table,
        icon=board.ICON,
    )
)

__all__ = ["TABLE_GAME", "setup"]


async def setup(bot: TableBot) -> None:
    await setup_commands(bot)
    group = play_group(bot)  # also where the app is installed to a user only
    for command in PLAY_COMMANDS:
        group.add_command(command)
