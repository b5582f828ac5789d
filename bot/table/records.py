"""What the Discord layer reads and keeps beside the live games: results, the leaderboard,
statistics, history, past games and their logs, the servers' settings, and the table's small
notes (application emojis, open hand messages, locale notes); tournaments' records come from
tournament_records.py.

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
from bot.domain.turn_times import SHORT, TURN_TIMES
from bot.storage import Storage
from bot.storage.queries import daily, history, leaderboard, puzzles, results, seasons, stats, web
from bot.table.sessions import Sessions
from bot.table.tournament_records import TournamentRecords

# user_settings.dm_turns: off (or never set), on, on but the last direct message was refused and
# the user is to be told at their next click, on and told.
DM_OFF, DM_ON, DM_REFUSED, DM_REFUSAL_TOLD = 0, 1, 2, 3

# Recording a finished game's results takes a millisecond or so; a read of results or ratings
# waits at most this long for the recordings under way.
RESULTS_WAIT_SECONDS = 1.0


class Records(TournamentRecords):
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

    async def unrated_games(self, game: str, scope: int) -> int:
        """The finished games of `game` in `scope` that were not rated."""
        await self._settled()
        return await leaderboard.unrated_games(self._storage, game, scope)

    async def player_stats(self, user_id: int, scope: int = GLOBAL) -> dict[str, GameStats]:
        await self._settled()
        return await stats.player_stats(self._storage, user_id, scope)

    async def history_page(
        self, guild_id: int, user_id: int, game: str | None, page: int
    ) -> HistoryPage:
        await self._settled()
        return await history.history_page(self._storage, guild_id, user_id, game, page)

    async def last_game_of(
        self, user_id: int, guild_id: int | None, kind: str | None = None
    ) -> int | None:
        """The latest finished game `user_id` played in this server (None if none); of that
        game `kind` only, if given."""
        await self._settled()
        return await results.last_game_of(self._storage, user_id, guild_id, kind)

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

    async def games_of(self, user_id: int, guild_id: int) -> list[GameRecord]:
        """The lobbies and running games of the server in which the user has a seat (not one
        they were removed from), oldest first."""
        return [
            record
            for record in await self._storage.live_games_in(guild_id)
            if any(p["id"] == user_id and not p.get("removed") for p in record.players)
        ]

    async def games_with_deadline(self) -> list[int]:
        """The live games of this process's shards that wait for a deadline (a turn, a lobby)."""
        due = await self._storage.due_games(
            float("inf"), limit=100_000, shards=self._sessions.shards
        )
        return [game_id for game_id, _, _ in due]

    # ------------------------------------------------------------------ the daily challenge

    async def daily_attempt(self, day: str, user_id: int) -> daily.DailyAttempt | None:
        return await daily.attempt(self._storage, day, user_id)

    async def start_daily(
        self, day: str, user_id: int, guild_id: int | None, name: str, at: float
    ) -> bool:
        """Open the player's attempt of the day; False if they have one already."""
        return await daily.start(self._storage, day, user_id, guild_id, name, at)

    async def save_daily_step(
        self, day: str, user_id: int, actions: list[dict[str, Any]], expected: int
    ) -> bool:
        """False if the attempt no longer stands at step `expected` (a doubled click)."""
        return await daily.save_step(self._storage, day, user_id, actions, expected)

    async def finish_daily(
        self,
        day: str,
        user_id: int,
        actions: list[dict[str, Any]],
        expected: int,
        result: tuple[int, int, int],
        marks: list[int | None],
        at: float,
    ) -> bool:
        return await daily.finish(
            self._storage, day, user_id, actions, expected, result, marks, at
        )

    async def daily_standing(
        self, day: str, guild_id: int | None, result: tuple[int, int, int]
    ) -> daily.DailyStanding:
        return await daily.standing(self._storage, day, guild_id, result)

    async def daily_table(
        self, day: str, guild_id: int | None, limit: int
    ) -> list[daily.DailyAttempt]:
        return await daily.server_table(self._storage, day, guild_id, limit)

    async def daily_streak(self, user_id: int) -> daily.StreakRow | None:
        return await daily.streak(self._storage, user_id)

    async def save_daily_streak(self, row: daily.StreakRow) -> None:
        await daily.save_streak(self._storage, row)

    async def top_daily_streaks(self, limit: int) -> list[daily.StreakRow]:
        return await daily.top_streaks(self._storage, limit)

    async def save_puzzle_answer(
        self, user_id: int, puzzle: int, day: str, of_the_day: bool, grade: str, loss: float
    ) -> bool:
        """Keep a player's first answer to a puzzle; False if they had answered it before."""
        return await daily.save_puzzle_answer(
            self._storage, user_id, puzzle, day, of_the_day, grade, loss
        )

    async def puzzle_record(self, user_id: int) -> daily.PuzzleRecord:
        return await daily.puzzle_record(self._storage, user_id)

    async def unmined_games(self, kind: str, limit: int) -> list[int]:
        """Finished games of `kind` not yet looked at for puzzles, oldest first."""
        return await puzzles.unmined_games(self._storage, kind, limit)

    async def claim_game_for_puzzles(self, game_id: int, at: float) -> bool:
        return await puzzles.claim_game(self._storage, game_id, at)

    async def save_game_puzzles(
        self, game_id: int, found: list[tuple[dict[str, Any], dict[str, Any], float]], at: float
    ) -> int:
        return await puzzles.save_game_puzzles(self._storage, game_id, found, at)

    async def game_puzzle(self, row_id: int) -> puzzles.StoredPuzzle | None:
        return await puzzles.game_puzzle(self._storage, row_id)

    async def game_puzzle_ids(self) -> list[int]:
        return await puzzles.game_puzzle_ids(self._storage)

    async def puzzle_ratings(self) -> dict[int, puzzles.PuzzleRating]:
        return await puzzles.puzzle_ratings(self._storage)

    async def puzzle_rating(self, puzzle: int) -> puzzles.PuzzleRating | None:
        return await puzzles.puzzle_rating(self._storage, puzzle)

    async def solver_rating(self, user_id: int) -> puzzles.PuzzleRating | None:
        return await puzzles.solver_rating(self._storage, user_id)

    async def save_puzzle_attempt(
        self, user_id: int, solver: tuple[float, float], puzzle: int,
        rated: tuple[float, float], solved: bool,
    ) -> None:  # fmt: skip
        await puzzles.save_attempt(self._storage, user_id, solver, puzzle, rated, solved)

    async def answered_puzzles(self, user_id: int) -> set[int]:
        return await puzzles.answered_puzzles(self._storage, user_id)

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

    async def user_pings(self, user_id: int) -> str | None:
        """The user's own turn-ping choice; None if they follow the server's."""
        return await self._storage.user_pings(user_id)

    async def set_user_pings(self, user_id: int, pings: str | None) -> None:
        await self._storage.set_user_pings(user_id, pings)

    async def guild_hints(self, guild_id: int | None) -> bool:
        """The server's default for a game's hints option (DEFAULT_HINTS if it chose none)."""
        chosen = await self._storage.guild_hints(guild_id)
        return DEFAULT_HINTS if chosen is None else chosen

    async def set_guild_hints(self, guild_id: int, on: bool) -> None:
        await self._storage.set_guild_hints(guild_id, on)

    async def guild_turn_time(self, guild_id: int | None) -> str:
        """The server's default turn time for new games (the short turn if it chose none)."""
        chosen = await self._storage.guild_turn_time(guild_id)
        return chosen if chosen in TURN_TIMES else SHORT

    async def set_guild_turn_time(self, guild_id: int, turn_time: str) -> None:
        await self._storage.set_guild_turn_time(guild_id, turn_time)

    async def guild_threads(self, guild_id: int | None) -> bool:
        """Whether the server plays each new game in a thread of its own (off if never set)."""
        return bool(await self._storage.guild_threads(guild_id))

    async def set_guild_threads(self, guild_id: int, on: bool) -> None:
        await self._storage.set_guild_threads(guild_id, on)

    # ------------------------------------------------------------------ each user's settings

    async def dm_turns(self, user_id: int) -> int:
        """The user's turn notices by direct message: DM_OFF, DM_ON, DM_REFUSED (on, but Discord
        refused the last one and the user has not been told) or DM_REFUSAL_TOLD."""
        return await self._storage.user_dm_turns(user_id) or DM_OFF

    async def set_dm_turns(self, user_id: int, value: int) -> None:
        await self._storage.set_user_dm_turns(user_id, value)

    async def dm_refusals_untold(self) -> list[int]:
        """The users whose last turn notice Discord refused and who have not been told yet."""
        return await self._storage.users_with_dm_turns(DM_REFUSED)

    async def guild_web(self, guild_id: int | None) -> bool:
        """Whether the server turned its web pages on (off unless it did)."""
        return guild_id is not None and await web.guild_web(self._storage, guild_id)

    async def set_guild_web(self, guild_id: int, on: bool, name: str | None = None) -> None:
        """`name`: the server's name, which its web pages show."""
        await web.set_guild_web(self._storage, guild_id, on, name)

    async def web_hidden(self, user_id: int) -> bool:
        """Whether the player hid their web profile (in every server)."""
        return await web.web_hidden(self._storage, user_id)

    async def set_web_hidden(self, user_id: int, hidden: bool) -> None:
        await web.set_web_hidden(self._storage, user_id, hidden)

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

    async def season_close_state(self, guild_id: int, season: str) -> str | None:
        """None (the season's closing never claimed), "claimed" (not done yet) or "done"."""
        return await seasons.close_state(self._storage, guild_id, season)

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

    async def note_season_post(self, guild_id: int, season: str, message_id: int) -> None:
        await seasons.note_post(self._storage, guild_id, season, message_id)

    async def season_post(self, guild_id: int, season: str) -> int | None:
        """The message id of the season's final post, once it was sent (None before)."""
        return await seasons.post_of(self._storage, guild_id, season)

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
