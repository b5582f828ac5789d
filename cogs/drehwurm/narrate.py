"""Drehwurm's running log: one line per turn, newest last, with card pictures.

What the events tell, line by line, is told once for every surface
(bot/domain/drehwurm/narration.py, the web replay's too); here each line is drawn for Discord:
the players' names, the cards as their pictures. Whether the turned pile is open for an
out-of-turn worm is not logged: the board marks the open pile while it is open.
"""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm.narration import narration
from bot.domain.drehwurm.scene import piece_card
from bot.domain.scene import Said
from bot.i18n import t
from bot.storage import GameRecord
from cogs.drehwurm.faces import card_text
from cogs.table.render import player_name


def _line(record: GameRecord, loc: str, said: Said) -> str:
    args = dict(said.args)
    args.update({arg: player_name(loc, record.players[s]) for arg, s in said.seats.items()})
    args.update({arg: card_text(loc, piece_card(p)) for arg, p in said.pieces.items()})
    if "by" in args:  # whoever stopped the game: not always a player
        args["name"] = f"<@{args.pop('by')}>"
    return t(loc, said.key, **args)


def log_lines(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> list[str]:
    """Every line the events tell, oldest first. Events name only public cards."""
    return [_line(record, loc, said) for said in narration(events)]


def log_size(players: int) -> int:
    """How many lines the board keeps: a round, one line per player's turn."""
    return players


def narrate(record: GameRecord, loc: str, events: list[dict[str, Any]], size: int) -> str:
    """The board's log: the last `size` lines, newest last (from the game's recent events;
    `events`, the last step's, for a game without them), within an embed field's 1,024
    characters."""
    lines = log_lines(record, loc, record.recent or events)[-size:] if size > 0 else []
    while lines and sum(len(line) + 1 for line in lines) > 1024:
        lines.pop(0)
    return "\n".join(lines)
