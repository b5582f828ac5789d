"""What the Discord layer reads and keeps beside the live games: results, the leaderboard,
statistics, history, past games and their logs, the servers' settings, and the table's small
notes (application emojis, open hand messages, locale notes).

The cogs reach the store only through this (`bot.records`), never by a handle of their own: the
SQL stays in bot/storage, and a read of results or ratings first lets the results of games that
just finished be recorded (they are recorded right after the finishing step is answered:
bot/table/sessions.py), so a leaderboard asked for right after a game shows that game.
"""

from __future__ import annotations

from typing import Any

from bot.domain.hints import DEFAULT_HINTS
from bot.domain.records import GameRecord
from bot.domain.results import GLOBAL, BoardPage, BoardRow, GameStats, HistoryPage
from bot.domain.seasons import SeasonSettings
from bot.storage import Storage
from bot.storage.queries import history, leaderboard, results, seasons, stats
from bot.table.sessions import Sessions

# Recording a finished game's results takes a millisecond or so; a read of results or ratings
# waits at most this long for the recordings under way.
RESULTS_WAIT_SECONDS = 1.0


class Records:
    def __init__(self, storage: Storage, sessions: Sessions) -> None:
        self._storage = storage
        self._sessions = sessions

    async def _settled(self) -> None:
        await self._sessions.results_settled(RESULTS_WAIT_SECONDS)

    # ------------------------------------------------------------------ results and ratings

    async def leaderboard(
        self, game: str, scope: int, sort: str, page: int, season: str | None = None
    ) -> BoardPage:
        """A page of the lifetime ranking, or of one season of the server `scope`."""
        await self._settled()
        return await leaderboard.leaderboard(
            self._storage, game, scope, sort, page, season=season
        )

    async def player_rank(
        self, game: str, scope: int, sort: str, user_id: int, season: str | None = None
    ) -> BoardRow | None:
        await self._settled()
        return await leaderboard.player_rank(self._storage, game, scope, sort, user_id, season)

    async def player_stats(self, user_id: int, scope: int = GLOBAL) -> dict[str, GameStats]:
        await self._settled()
        return await stats.player_stats(self._storage, user_id, scope)

    async def history_page(
        self, guild_id: int, user_id: int, game: str | None, page: int
    ) -> HistoryPage:
        await self._settled()
        return await history.history_page(self._storage, guild_id, user_id, game, page)

    async def last_game_of(self, user_id: int, guild_id: int | None) -> int | None:
        """The latest finished game `user_id` played in this server (None if none)."""
        await self._settled()
        return await results.last_game_of(self._storage, user_id, guild_id)

    async def rating_changes(self, game_id: int) -> dict[int, tuple[float, float]]:
        """What the finished game `game_id` did to its players' ratings, once it is recorded."""
        await self._sessions.results_recorded(game_id)
        return await results.rating_changes(self._storage, game_id)

    # ---------------------------------------------------------------------- past games

    async def game(self, game_id: int) -> GameRecord | None:
        """The stored game (live or ended); None if there is none."""
        return await self._storage.get_game(game_id)

    async def events_of(self, game_id: int) -> list[dict[str, Any]]:
        """The game's event log, step by step."""
        return await self._storage.events_of(game_id)

    async def games_with_deadline(self) -> list[int]:
        """The live games of this process's shards that wait for a deadline (a turn, a lobby)."""
        due = await self._storage.due_games(
            float("inf"), limit=100_000, shards=self._sessions.shards
        )
        return [game_id for game_id, _, _ in due]

    # ------------------------------------------------------------------ server settings

    async def guild_language(self, guild_id: int | None) -> str | None:
        """The language the server chose for its boards; None if it chose none."""
        return await self._storage.guild_language(guild_id)

    async def set_guild_language(self, guild_id: int, language: str | None) -> None:
        await self._storage.set_guild_language(guild_id, language)

    async def guild_pings(self, guild_id: int | None) -> str | None:
        """The server's turn-ping setting; None if it chose none."""
        return await self._storage.guild_pings(guild_id)

    async def set_guild_pings(self, guild_id: int, pings: str) -> None:
        await self._storage.set_guild_pings(guild_id, pings)

    async def guild_hints(self, guild_id: int | None) -> bool:
        """The server's default for a game's hints option (DEFAULT_HINTS if it chose none)."""
        chosen = await self._storage.guild_hints(guild_id)
        return DEFAULT_HINTS if chosen is None else chosen

    async def set_guild_hints(self, guild_id: int, on: bool) -> None:
        await self._storage.set_guild_hints(guild_id, on)

    # ------------------------------------------------------------------------- seasons

    async def season_settings(self, guild_id: int | None) -> SeasonSettings:
        """The server's season setting (seasons off if it chose none)."""
        return await seasons.season_settings(self._storage, guild_id)

    async def set_season_settings(self, guild_id: int, chosen: SeasonSettings) -> None:
        await seasons.set_season_settings(self._storage, guild_id, chosen)

    async def guilds_with_seasons(self) -> dict[int, SeasonSettings]:
        """The servers of this process's shards that have seasons on."""
        shards = self._sessions.shards
        condition = "1=1" if shards is None else shards.sql_condition("guild_id")
        return await seasons.guilds_with_seasons(self._storage, condition)

    async def season_closed(self, guild_id: int, season: str) -> bool:
        return await seasons.is_closed(self._storage, guild_id, season)

    async def claim_season_close(self, guild_id: int, season: str, now: float) -> bool:
        """True for the one caller that should close the season (see season_loop.py)."""
        await self._settled()  # the season's last games count in its final post
        return await seasons.claim_close(self._storage, guild_id, season, now)

    async def mark_season_closed(self, guild_id: int, season: str) -> None:
        await seasons.mark_closed(self._storage, guild_id, season)

    async def last_champion(self, guild_id: int, other_than: str) -> int | None:
        """The champion of the server's latest closed season but `other_than` (None if none)."""
        return await seasons.last_champion(self._storage, guild_id, other_than)

    async def note_season_champion(self, guild_id: int, season: str, user_id: int | None) -> None:
        await seasons.note_champion(self._storage, guild_id, season, user_id)

    # ------------------------------------------------------------------ the table's notes

    async def app_emojis(self) -> dict[str, tuple[int, str]]:
        """The application emojis uploaded so far: name -> (emoji id, how it was drawn)."""
        return await self._storage.app_emojis()

    async def save_app_emojis(self, emojis: dict[str, tuple[int, str]]) -> None:
        await self._storage.save_app_emojis(emojis)

    async def hand_messages(self, game_id: int) -> list[tuple[int, str, str, float]]:
        """A game's open hand messages: (user id, interaction token, locale, shown at)."""
        return await self._storage.hand_messages(game_id)

    async def remember_hand_message(
        self, game_id: int, user_id: int, token: str, locale: str, shown_at: float
    ) -> None:
        await self._storage.remember_hand_message(game_id, user_id, token, locale, shown_at)

    async def forget_hand_messages(self, game_id: int, user_id: int | None = None) -> None:
        await self._storage.forget_hand_messages(game_id, user_id)

    async def note_locale_once(self, user_id: int, at: float) -> bool:
        """Note that the user was told boards follow the server's language; False if they had
        been told already."""
        return await self._storage.note_locale_once(user_id, at)
