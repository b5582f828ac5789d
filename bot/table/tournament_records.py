"""The tournaments' part of `bot.records` (Records in records.py takes these methods): the
tournament, its players, the tables of each round, their results, a server's settings."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.domain.tournaments import (
    SeatResult,
    TournamentFormat,
    TournamentPlayer,
    TournamentRow,
    TournamentSettings,
    TournamentTable,
)
from bot.storage.base import Storage
from bot.storage.queries import tournaments
from bot.table.sessions import Sessions

SEED_BITS = 62  # a tournament's seed fits a signed 64-bit column


class TournamentRecords:
    _storage: Storage
    _sessions: Sessions

    async def create_tournament(
        self,
        *,
        guild_id: int,
        channel_id: int,
        organiser_id: int,
        game: str,
        options: dict[str, Any],
        rounds: int,
        table_size: int,
        final_size: int,
        fill_level: str | None = None,
        close_at: float | None = None,
        seed: int | None = None,
        created_at: float | None = None,
    ) -> TournamentRow:
        """A new tournament in sign-up (a random seed and now, unless given)."""
        fmt = TournamentFormat(game, options, rounds, table_size, final_size, fill_level)
        seed = random.SystemRandom().getrandbits(SEED_BITS) if seed is None else seed
        now = self._sessions.clock() if created_at is None else created_at
        return await tournaments.create(
            self._storage, guild_id, channel_id, organiser_id, fmt, close_at, seed, now
        )

    async def tournament(self, tournament_id: int) -> TournamentRow | None:
        return await tournaments.tournament(self._storage, tournament_id)

    async def tournaments_in(self, guild_id: int, live_only: bool = True) -> list[TournamentRow]:
        """The server's tournaments, newest first (only those in sign-up or running if
        `live_only`)."""
        return await tournaments.tournaments_in(self._storage, guild_id, live_only)

    async def live_tournaments(self) -> list[TournamentRow]:
        """The tournaments in sign-up or running of this process's shards, oldest first."""
        shards = self._sessions.shards
        condition = "1=1" if shards is None else shards.sql_condition("guild_id")
        return await tournaments.live_tournaments(self._storage, condition)

    async def set_tournament_status(
        self,
        tournament_id: int,
        status: str,
        *,
        round_no: int | None = None,
        winner_id: int | None = None,
        from_status: str | None = None,
    ) -> bool:
        """Set the status (and the round, the winner, if given), only from `from_status` if
        given; False if nothing changed."""
        return await tournaments.set_status(
            self._storage,
            tournament_id,
            status,
            self._sessions.clock(),
            round_no=round_no,
            winner_id=winner_id,
            from_status=from_status,
        )

    async def set_tournament_close(self, tournament_id: int, close_at: float | None) -> None:
        await tournaments.set_close(self._storage, tournament_id, close_at)

    async def set_signup_message(self, tournament_id: int, message_id: int | None) -> None:
        await tournaments.set_signup_message(self._storage, tournament_id, message_id)

    # ------------------------------------------------------------------------ players

    async def join_tournament(self, tournament_id: int, user_id: int, name: str) -> bool:
        """False if the player is in already or sign-up is over."""
        now = self._sessions.clock()
        return await tournaments.join(self._storage, tournament_id, user_id, name, now)

    async def leave_tournament(self, tournament_id: int, user_id: int) -> bool:
        """False if the player was not signed up or sign-up is over."""
        return await tournaments.leave(self._storage, tournament_id, user_id)

    async def drop_from_tournament(self, tournament_id: int, user_id: int) -> bool:
        """False if the player is not in the tournament or was dropped already."""
        return await tournaments.drop(self._storage, tournament_id, user_id)

    async def tournament_players(self, tournament_id: int) -> list[TournamentPlayer]:
        """In the order they signed up."""
        return await tournaments.players(self._storage, tournament_id)

    # ------------------------------------------------------------------------- tables

    async def claim_round(
        self, tournament_id: int, round_no: int, tables: Sequence[tuple[Sequence[int], int]]
    ) -> bool:
        """Store the round's tables ((user ids, computer players) each, numbered from 1) and
        move the tournament to that round (running), at once; False if the round was claimed
        before (by this process or another), or the tournament is at a later round or over:
        then nothing is written."""
        return await tournaments.claim_round(self._storage, tournament_id, round_no, tables)

    async def tournament_tables(
        self, tournament_id: int, round_no: int | None = None
    ) -> list[TournamentTable]:
        return await tournaments.tables(self._storage, tournament_id, round_no)

    async def table_opened(
        self,
        tournament_id: int,
        round_no: int,
        table_no: int,
        thread_id: int | None,
        game_id: int | None,
    ) -> None:
        await tournaments.table_opened(
            self._storage, tournament_id, round_no, table_no, thread_id, game_id
        )

    async def table_finished(self, tournament_id: int, round_no: int, table_no: int) -> bool:
        """False if the table was marked finished already."""
        return await tournaments.table_finished(self._storage, tournament_id, round_no, table_no)

    async def tournament_of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """(tournament id, round, table) of the game; None if no tournament plays it."""
        return await tournaments.tournament_of_game(self._storage, game_id)

    async def seat_results(self, game_ids: Sequence[int]) -> dict[int, tuple[SeatResult, ...]]:
        """game id -> its seats' place, score and highest tile, once its results are recorded
        (games not recorded are left out)."""
        for game_id in game_ids:
            await self._sessions.results_recorded(game_id)
        return await tournaments.seat_results(self._storage, game_ids)

    # ------------------------------------------------------------------ server settings

    async def tournament_settings(self, guild_id: int | None) -> TournamentSettings:
        return await tournaments.settings(self._storage, guild_id)

    async def set_tournament_role(self, guild_id: int, role_id: int | None) -> None:
        await tournaments.set_role(self._storage, guild_id, role_id)

    async def set_tournament_rated(self, guild_id: int, rated: bool) -> None:
        await tournaments.set_rated(self._storage, guild_id, rated)
