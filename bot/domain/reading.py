"""What every game's "read the table" (bot/domain/<game>/reading.py) says alike: a sentence about
a seat says "you" to that seat's own player and names the seat to everyone else."""

from __future__ import annotations

from bot.domain import shown
from bot.domain.records import GameRecord


def who(loc: str, record: GameRecord, seat: int, reader: int | None) -> dict[str, str]:
    """The arguments of a read-* text about `seat`: `you` ("yes" for the reader) and `name`."""
    player = record.players[seat]
    return {"you": "yes" if player["id"] == reader else "no", "name": shown.seat_name(loc, player)}
