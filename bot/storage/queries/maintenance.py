"""What the operator's commands (bot/ops) read beyond the game store's interface."""

from __future__ import annotations

from bot.storage.queries import Reader


async def game_ids(db: Reader) -> list[int]:
    """Every stored game's id, lowest first."""
    return [game_id for (game_id,) in await db.fetch_all("SELECT id FROM games ORDER BY id")]


async def games_with_old_logs(db: Reader, ended_before: float) -> list[int]:
    """The ended games (finished, stopped, cancelled) that ended before `ended_before` and still
    have event rows, lowest id first."""
    rows = await db.fetch_all(
        "SELECT id FROM games WHERE status NOT IN ('lobby', 'running') AND ended_at < ?"
        " AND EXISTS (SELECT 1 FROM events WHERE events.game_id = games.id) ORDER BY id",
        (ended_before,),
    )
    return [game_id for (game_id,) in rows]
