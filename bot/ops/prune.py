"""`python -m bot prune`: delete the event logs of games that ended longer ago than the retention.

EVENT_LOG_RETENTION_DAYS sets how long an ended game keeps its full event log (unset: forever).
A pruned game keeps its final snapshot, its results and its place in the ratings; its meta notes
when the log went (bot/replay.py's PRUNED_KEY), so replay, export and check know it was not lost.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.replay import PRUNED_KEY
from bot.storage import Storage

DAY = 86_400.0


@dataclass(frozen=True)
class PruneReport:
    games: int
    events: int

    def summary(self) -> str:
        return f"Pruned the event logs of {self.games} ended games ({self.events} events)."


async def prune(storage: Storage, retention_days: float, now: float) -> PruneReport:
    db = storage.db
    async with db.execute(
        "SELECT id FROM games WHERE status NOT IN ('lobby', 'running') AND ended_at < ?"
        " AND EXISTS (SELECT 1 FROM events WHERE events.game_id = games.id) ORDER BY id",
        (now - retention_days * DAY,),
    ) as cur:
        ids = [row[0] for row in await cur.fetchall()]
    deleted = 0
    for game_id in ids:
        await db.execute("BEGIN IMMEDIATE")
        try:
            await db.execute(
                f"UPDATE games SET meta = json_set(meta, '$.{PRUNED_KEY}', ?) WHERE id = ?",
                (now, game_id),
            )
            cur = await db.execute("DELETE FROM events WHERE game_id = ?", (game_id,))
            deleted += cur.rowcount
            await db.commit()
        except BaseException:
            await db.rollback()
            raise
    return PruneReport(len(ids), deleted)
