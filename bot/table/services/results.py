"""Reads of finished games' results: the leaderboard, a player's statistics and history, the last
game a player finished, what a game did to the ratings.

Each read first lets the results of games that just finished be recorded (they are recorded right
after the finishing step is answered: bot/table/sessions.py), so a leaderboard asked for right
after a game shows that game.
"""

from __future__ import annotations

from bot.domain.results import GLOBAL, BoardPage, BoardRow, GameStats, HistoryPage
from bot.storage.base import Storage
from bot.storage.queries import history, leaderboard, results, stats
from bot.table.services.base import RESULTS_WAIT_SECONDS, Tables


class _ResultsReader:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables

    async def _settled(self) -> None:
        await self._tables.results_settled(RESULTS_WAIT_SECONDS)


class Leaderboard(_ResultsReader):
    async def page(
        self, game: str, scope: int, sort: str, page: int, season: str | None = None
    ) -> BoardPage:
        """A page of the lifetime ranking, or of one season of the server `scope`."""
        await self._settled()
        return await leaderboard.leaderboard(self._storage, game, scope, sort, page, season=season)

    async def rank(
        self, game: str, scope: int, sort: str, user_id: int, season: str | None = None
    ) -> BoardRow | None:
        await self._settled()
        return await leaderboard.player_rank(self._storage, game, scope, sort, user_id, season)

    async def unrated_games(self, game: str, scope: int) -> int:
        """The finished games of `game` in `scope` that were not rated."""
        await self._settled()
        return await leaderboard.unrated_games(self._storage, game, scope)


class Stats(_ResultsReader):
    async def of_player(self, user_id: int, scope: int = GLOBAL) -> dict[str, GameStats]:
        await self._settled()
        return await stats.player_stats(self._storage, user_id, scope)


class History(_ResultsReader):
    async def page(self, guild_id: int, user_id: int, game: str | None, page: int) -> HistoryPage:
        await self._settled()
        return await history.history_page(self._storage, guild_id, user_id, game, page)


class Results(_ResultsReader):
    async def last_game_of(
        self, user_id: int, guild_id: int | None, kind: str | None = None
    ) -> int | None:
        """The latest finished game `user_id` played in this server (None if none); of that
        game `kind` only, if given."""
        await self._settled()
        return await results.last_game_of(self._storage, user_id, guild_id, kind)

    async def rating_changes(self, game_id: int) -> dict[int, tuple[float, float]]:
        """What the finished game `game_id` did to its players' ratings, once it is recorded."""
        await self._tables.results_recorded(game_id)
        return await results.rating_changes(self._storage, game_id)
