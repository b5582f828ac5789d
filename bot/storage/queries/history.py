"""A player's finished games in one server, newest first, a page at a time (for /history).

Read from the results of finished games (bot/storage/queries/results.py): one row per seat, so a
player's games are found through the `results_by_user` index, and each listed game's seats give
its final order.
"""

from __future__ import annotations

import math
from typing import Any

from bot.domain.results import HistoryPage, PastGame
from bot.storage.base import Storage
from bot.storage.queries import one_row
from bot.storage.queries.results import game_results

PAGE_SIZE = 4  # games on a page of /history: a private answer that fits a phone


async def history_page(
    storage: Storage,
    guild_id: int,
    user_id: int,
    game: str | None = None,
    page: int = 0,
    page_size: int = PAGE_SIZE,
) -> HistoryPage:
    """Page `page` of the finished games of `user_id` in `guild_id` (0: outside any server; only
    `game`'s, if given)."""
    where = "user_id = ?" + (" AND guild_id = ?" if guild_id else " AND guild_id IS NULL")
    params: tuple[Any, ...] = (user_id, guild_id) if guild_id else (user_id,)
    if game:
        where, params = f"{where} AND rating_game = ?", (*params, game)
    (total,) = await one_row(storage, f"SELECT count(*) FROM results WHERE {where}", params)
    pages = max(1, math.ceil(total / page_size))
    page = min(max(0, page), pages - 1)
    rows = await storage.fetch_all(
        f"SELECT game_id FROM results WHERE {where} ORDER BY ended_at DESC, game_id DESC"
        " LIMIT ? OFFSET ?",
        (*params, page_size, page * page_size),
    )
    ids = [row[0] for row in rows]
    games: list[PastGame] = []
    for game_id in ids:
        record = await storage.get_game(game_id)
        if record is None:
            continue
        seats = sorted(await game_results(storage, game_id), key=lambda r: r["placement"])
        games.append(PastGame(record, seats))
    return HistoryPage(page, pages, total, games)
