"""The background pass that mines the bot's finished Heckmeck games for puzzles
(bot/domain/heckmeck/puzzles/harvest.py): every PUZZLE_MINING_SECONDS, the finished games not
looked at yet, a batch at a time, each claimed once in the store (so of several processes one
mines it; a claim its process left unmined is taken up again after a lease), replayed and valued
in a worker thread (the exact turn solver takes a while and must not hold up the event loop), and
its puzzles kept in game_puzzles. After each game the pass rests as long as the game took, so a
backlog of old games (the first start after an update) takes at most half a core while the bot
plays on.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from bot.domain.heckmeck.engine import rules as hm
from bot.observability.faults import fault_point
from bot.table.heckmeck.puzzles import Puzzles
from bot.table.periodic import PeriodicTask
from bot.table.services.games import StoredGames

log = logging.getLogger(__name__)

BATCH = 20  # games per look; the next batch follows at once while there are more
PUZZLES_MINED = "Games mined for puzzles"  # logged after each look that found games (tests wait)


def _mine(
    options: dict[str, Any], players: list[dict[str, Any]], rows: list[dict[str, Any]]
) -> list[tuple[dict[str, Any], dict[str, Any], float]]:
    from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game  # loads the AI when needed

    found = puzzles_of_game(options, players, rows)
    return [(p.state.to_json(), hm.action_to_json(p.best), p.gap) for p in found]


class PuzzleHarvest:
    def __init__(self, puzzles: Puzzles, games: StoredGames, every: float) -> None:
        self._puzzles = puzzles
        self._games = games
        self._every = every
        self._waited = False  # the first round only waits, so a start mines nothing
        self._loop = PeriodicTask(
            "puzzle-mining",
            self._round,
            failed="Mining finished games for puzzles failed; trying again later",
            retry=every,
        )

    def start(self) -> None:
        if self._every > 0:
            self._loop.start()

    async def stop(self) -> None:
        await self._loop.stop()

    async def mine_some(self) -> int:
        """Mine up to BATCH finished games not looked at yet; returns how many were looked at."""
        games = puzzles = 0
        for game_id in await self._puzzles.unmined_games(hm.KIND, BATCH):
            if not await self._puzzles.claim_game(game_id):
                continue  # another process has it
            fault_point("puzzle.mining.claimed")
            games += 1
            record = await self._games.game(game_id)
            found: list[tuple[dict[str, Any], dict[str, Any], float]] = []
            started = time.monotonic()
            try:
                if record is not None:
                    rows = await self._games.events_of(game_id)
                    found = await asyncio.to_thread(_mine, record.options, record.players, rows)
            except Exception:
                log.exception("Mining game %s for puzzles failed; it is left out", game_id)
            puzzles += await self._puzzles.save_mined(game_id, found)
            await asyncio.sleep(time.monotonic() - started)
        if games:
            log.info("%s: %d games, %d new puzzles", PUZZLES_MINED, games, puzzles)
        return games

    async def _round(self) -> float:
        if self._waited:
            while await self.mine_some() >= BATCH:
                pass
        self._waited = True
        return self._every
