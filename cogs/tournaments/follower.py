"""The tournament's hooks into the generic table code, which knows nothing of tournaments:
- a table's end goes to the runner: every change the boards show is followed (cogs/table/boards.py's
  followers, after the ending message, so the game's results are recorded); a tournament game that
  is no longer live tells the runner, which notices the round's end;
- a table's ending says the points each player earned and what the result counts for instead
  of offering a Rematch (a rematch would
  be an ordinary game that counts for nothing; cogs/table/endings.py's notes);
- a table's thread is archived a while after its game ends or is stopped, as a game's own thread
  is (cogs/table/threads.py's own threads)."""

from __future__ import annotations

import logging

from bot.domain.tournaments import table_points
from bot.i18n import t
from bot.storage import GameRecord
from bot.table.types import Outcome
from cogs.table.common import GameBot
from cogs.table.render import player_name
from cogs.tournaments.render import shown_number

log = logging.getLogger(__name__)


def is_table(record: GameRecord) -> bool:
    return "tournament" in record.meta


class TableEnds:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        if record.live or not is_table(record):
            return
        try:
            await self.bot.tournaments.game_ended(record.id)
        except Exception:  # the runner's loop notices it later; the other followers go on
            log.exception("The tournament did not take the end of game %s", record.id)

    async def ending_note(self, record: GameRecord, loc: str) -> str | None:
        """What a table's result counts for, and where the tournament goes on."""
        if not is_table(record):
            return None
        tournament = await self.bot.records.tournament(int(record.meta["tournament"]))
        if tournament is None:
            return None
        round_no = int(record.meta.get("round", 1))
        where = f"<#{tournament.channel_id}>"
        if round_no > tournament.rounds:
            return t(loc, "tournament-ending-final", number=tournament.id, channel=where)
        counts = t(
            loc,
            "tournament-ending-round",
            number=tournament.id,
            round=round_no,
            rounds=tournament.rounds,
            channel=where,
        )
        seats = (await self.bot.records.seat_results([record.id])).get(record.id)
        if not seats:
            return counts
        return earned_line(loc, record, table_points(seats)) + "\n" + counts


def earned_line(loc: str, record: GameRecord, points: dict[int, float]) -> str:
    """The points each person at the table earned for the standings, in seat order."""
    earned = [
        t(
            loc,
            "tournament-ending-earned",
            name=player_name(loc, player),
            points=shown_number(points[player["id"]]),
        )
        for player in record.players
        if player["id"] in points
    ]
    return t(loc, "tournament-ending-points", points=" · ".join(earned))
