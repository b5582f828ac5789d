"""The tournaments: the tournament, its players, the tables of each round, their results, a
server's settings (bot/table/tournament_runner.py runs them)."""

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
from bot.storage.queries.leases import HOST_LEASE, Lease, take_lease
from bot.table.services.base import Tables, shard_condition

SEED_BITS = 62  # a tournament's seed fits a signed 64-bit column


class Tournaments:
    def __init__(self, storage: Storage, tables: Tables, lease: Lease = HOST_LEASE) -> None:
        self._storage = storage
        self._tables = tables
        # The tournaments' loop is this process's this long after its last round (its rounds
        # come at least every `lease.renew_every`): another process takes over so long after a
        # crash.
        self.lease_terms = lease

    async def lease(self, now: float) -> bool:
        """Whether this process runs the tournaments' loop over its shards now (a lease taken or
        renewed: bot/storage/queries/leases.py)."""
        shards = self._tables.shards
        name = "tournaments" if shards is None else f"tournaments:{shards.count}:{shards.ids}"
        terms = self.lease_terms
        return await take_lease(self._storage, name, terms.holder, now, terms.seconds)

    async def create(
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
        now = self._tables.clock() if created_at is None else created_at
        return await tournaments.create(
            self._storage, guild_id, channel_id, organiser_id, fmt, close_at, seed, now
        )

    async def get(self, tournament_id: int) -> TournamentRow | None:
        return await tournaments.tournament(self._storage, tournament_id)

    async def in_guild(self, guild_id: int, live_only: bool = True) -> list[TournamentRow]:
        """The server's tournaments, newest first (only those in sign-up or running if
        `live_only`)."""
        return await tournaments.tournaments_in(self._storage, guild_id, live_only)

    async def live(self) -> list[TournamentRow]:
        """The tournaments in sign-up or running of this process's shards, oldest first."""
        condition = shard_condition(self._tables, "guild_id")
        return await tournaments.live_tournaments(self._storage, condition)

    async def set_status(
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
            self._tables.clock(),
            round_no=round_no,
            winner_id=winner_id,
            from_status=from_status,
        )

    async def set_close(self, tournament_id: int, close_at: float | None) -> None:
        await tournaments.set_close(self._storage, tournament_id, close_at)

    async def set_signup_message(self, tournament_id: int, message_id: int | None) -> None:
        await tournaments.set_signup_message(self._storage, tournament_id, message_id)

    # ------------------------------------------------------------------------ players

    async def join(self, tournament_id: int, user_id: int, name: str) -> bool:
        """False if the player is in already or sign-up is over."""
        now = self._tables.clock()
        return await tournaments.join(self._storage, tournament_id, user_id, name, now)

    async def leave(self, tournament_id: int, user_id: int) -> bool:
        """False if the player was not signed up or sign-up is over."""
        return await tournaments.leave(self._storage, tournament_id, user_id)

    async def drop(self, tournament_id: int, user_id: int) -> bool:
        """False if the player is not in the tournament or was dropped already."""
        return await tournaments.drop(self._storage, tournament_id, user_id)

    async def players(self, tournament_id: int) -> list[TournamentPlayer]:
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

    async def tables(
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

    async def claim_table_thread(
        self, tournament_id: int, round_no: int, table_no: int, thread_id: int
    ) -> bool:
        """False if another process recorded the table's channel first."""
        return await tournaments.claim_table_thread(
            self._storage, tournament_id, round_no, table_no, thread_id
        )

    async def table_finished(self, tournament_id: int, round_no: int, table_no: int) -> bool:
        """False if the table was marked finished already."""
        return await tournaments.table_finished(self._storage, tournament_id, round_no, table_no)

    async def of_game(self, game_id: int) -> tuple[int, int, int] | None:
        """(tournament id, round, table) of the game; None if no tournament plays it."""
        return await tournaments.tournament_of_game(self._storage, game_id)

    async def seat_results(self, game_ids: Sequence[int]) -> dict[int, tuple[SeatResult, ...]]:
        """game id -> its seats' place, score and highest tile, once its results are recorded
        (games not recorded are left out)."""
        for game_id in game_ids:
            await self._tables.results_recorded(game_id)
        return await tournaments.seat_results(self._storage, game_ids)

    # ------------------------------------------------------------------ server settings

    async def settings(self, guild_id: int | None) -> TournamentSettings:
        return await tournaments.settings(self._storage, guild_id)

    async def set_role(self, guild_id: int, role_id: int | None) -> None:
        await tournaments.set_role(self._storage, guild_id, role_id)

    async def set_rated(self, guild_id: int, rated: bool) -> None:
        await tournaments.set_rated(self._storage, guild_id, rated)
