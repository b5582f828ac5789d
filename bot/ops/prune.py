"""`python -m bot prune`: delete the event logs of games that ended longer ago than the retention.

EVENT_LOG_RETENTION_DAYS sets how long an ended game keeps its full event log (unset: forever).
A pruned game keeps its final snapshot, its results and its place in the ratings; its meta notes
when the log went (bot/domain/replay.py's PRUNED_KEY), so replay, export and check know it was not
lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.replay import PRUNED_KEY
from bot.storage.base import Storage
from bot.storage.queries.maintenance import games_with_old_logs

DAY = 86_400.0


@dataclass(frozen=True)
class PruneReport:
    games: int
    events: int

    def summary(self) -> str:
        return f"Pruned the event logs of {self.games} ended games ({self.events} events)."


async def prune(storage: Storage, retention_days: float, now: float) -> PruneReport:
    old = await games_with_old_logs(storage, now - retention_days * DAY)
    deleted = 0
    for game_id in old:
        deleted += await storage.prune_event_log(game_id, PRUNED_KEY, now)
    return PruneReport(len(old), deleted)
