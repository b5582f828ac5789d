"""The hook from a table's end to the runner: every change the boards show is followed
(cogs/table/boards.py's followers, after the ending message, so the game's results are recorded);
a tournament game that is no longer live tells the runner, which notices the round's end. The
generic table code knows nothing of tournaments."""

from __future__ import annotations

import logging

from bot.table.types import Outcome
from cogs.table.common import GameBot

log = logging.getLogger(__name__)


class TableEnds:
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def on_outcome(self, outcome: Outcome) -> None:
        record = outcome.game
        if record.live or "tournament" not in record.meta:
            return
        try:
            await self.bot.tournaments.game_ended(record.id)
        except Exception:  # the runner's loop notices it later; the other followers go on
            log.exception("The tournament did not take the end of game %s", record.id)
