"""`python -m bot prune`: delete the event logs of games that ended longer ago than the retention.

EVENT_LOG_RETENTION_DAYS sets how long an ended game keeps its full event log (unset: forever).
A pruned game keeps its final snapshot, its results and its place in the ratings; its meta notes
when the log went (bot/domain/replay.py's PRUNED_KEY), so replay, export and check know it was not
lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.replay import PRUNED_KEY
from bot.storage import Storage

DAY = 86_400.0


@dataclass(frozen=True)
class PruneReport:
    games: int
    events: int

    def summary(self) -> str:
        return f"Pruned the event logs of {self.games} ended games ({self.events} events)."


async def prune(storage: Storage, retention_days: float, now: float) -> PruneReport:
    rows = await storage.fetch_all(
        "SELECT id FROM games WHERE status NOT IN ('lobby', 'running') AND ended_at < ?"
        " AND EXISTS (SELECT 1 FROM events WHERE events.game_id = games.id) ORDER BY id",
        (now - retention_days * DAY,),
    )
    deleted = 0
    for (game_id,) in rows:
        deleted += await storage.prune_event_log(game_id, PRUNED_KEY, now)
    return PruneReport(len(rows), deleted)
