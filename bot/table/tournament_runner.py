"""Runs tournaments at the table layer (no Discord): sign-up, the start, each round's tables as
normal games, the standings after each round, the next round, the final table and the winner;
and the organiser's drop, extend and cancel. The Discord layer implements the TableOpener
(bot/table/tournament_tables.py) and calls the runner's methods; tournament_loop.py calls
`reconcile_all` at start-up and every half minute.

Everything is kept in the store and each operation first reads what it needs, so it may run
again at any time with the same effect. `reconcile(id)` does whatever the stored tournament
still needs: start at the sign-up's close time (round 1 drawn and claimed: `claim_round` writes a
round's tables and the move to it at once, and only once), open and start every table without a
game, take dropped players out of their games, notice games that ended (also while the bot was
down), and once every table of the round is done post the standings and move on to the next
round, the final table or the end (tournament_rounds.py; each table's steps:
tournament_tables.py). One lock per tournament keeps this process's calls in turn; a
tournament is run by the one process whose shard has its server.

A crash anywhere is made good by the next reconcile, which comes first at start-up; each await
between two effects is a named fault point (bot/observability/faults.py) at which
tests/e2e/test_fault_points.py kills the bot and checks that every post, thread and result then
exists exactly once:
- a table's thread made but not yet recorded is found by its name among the channel's threads
  and used, not made again (cogs/tournaments/opener.py);
- a round's post, the standings after it, the winner's post and the organiser's too-few notice
  are sent before their step is recorded; taken up again, the Discord layer finds them among the
  channel's latest messages and does not repeat them (a round's post is asked for again after
  every start, since no step records it);
- a table game started before a crash is found in its thread (tournament_tables.py); it cannot
  end while the bot is down, and the next look comes first at start-up.
A finished table's thread is archived from a time kept in the store (cogs/table/thread_archive.py),
so a crash does not leave it open. Known to remain, outside the store: a thread refused by
Discord is said once a round per process (a restart may say it once more). The tournaments' loop
runs in one process of a shard set at a time (a lease: bot/storage/queries/leases.py); a process
killed while it runs them leaves them to another process once its lease runs out, which takes
up every step as a restart would (tests/e2e/test_fault_points_leases.py).
A table whose game stalls holds up only the end of its round: the other tables are opened,
played and noticed independently (a failing table is logged and tried again at the next look).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.observability.faults import fault_point
from bot.table.keyed_locks import KeyedLocks
from bot.table.services.tournaments import Tournaments
from bot.table.sessions import Sessions
from bot.table.tournament_loop import TournamentLoop
from bot.table.tournament_rounds import TournamentRounds, can_seat
from bot.table.tournament_tables import TableOpener, TournamentTables
from bot.table.types import Player, Refusal

log = logging.getLogger(__name__)

MOST_MINUTES = 7 * 24 * 60  # the longest extension at once


def refused(why: str, **params: Any) -> Refusal:
    return Refusal(f"tournament-refused-{why}", **params)


class TournamentRunner:
    def __init__(
        self,
        sessions: Sessions,
        tournaments: Tournaments,
        clock: Callable[[], float],
        opener: TableOpener | None = None,
    ) -> None:
        self.sessions = sessions
        self.tournaments = tournaments
        self.clock = clock
        self.opener = opener  # set by the Discord layer; nothing is opened without it
        self.tables = TournamentTables(sessions, tournaments)
        self.rounds = TournamentRounds(sessions, tournaments, self.tables, lambda: self.opener)
        self._locks = KeyedLocks()
        self._loop = TournamentLoop(
            self.reconcile_all, clock, tournaments.lease_terms.renew_every
        )

    # ---------------------------------------------------------------------- the loop

    def start_loop(self) -> None:
        self._loop.start()

    async def stop_loop(self) -> None:
        await self._loop.stop()

    # ---------------------------------------------------------------------- sign-up

    async def _tournament(self, tournament_id: int) -> Any:
        tournament = await self.tournaments.get(tournament_id)
        if tournament is None:
            raise refused("not-found")
        return tournament

    async def _in_signup(self, tournament_id: int) -> Any:
        tournament = await self._tournament(tournament_id)
        if tournament.status == "running":
            raise refused("started")
        if tournament.status != "signup":
            raise refused("over")
        return tournament

    async def join(self, tournament_id: int, player: Player) -> Any:
        async with self._locks[tournament_id]:
            tournament = await self._in_signup(tournament_id)
            if not await self.tournaments.join(tournament_id, player.id, player.name):
                raise refused("joined")
            return tournament

    async def leave(self, tournament_id: int, user_id: int) -> Any:
        async with self._locks[tournament_id]:
            tournament = await self._in_signup(tournament_id)
            if not await self.tournaments.leave(tournament_id, user_id):
                raise refused("not-joined")
            return tournament

    async def start(self, tournament_id: int, user_id: int, *, may_manage: bool = False) -> Any:
        """Start the sign-up's tournament now (its organiser, or `may_manage`: an admin) and open
        the first round's tables; this awaits the opener, so a button defers first."""
        async with self._locks[tournament_id]:
            tournament = await self._tournament(tournament_id)
            if user_id != tournament.organiser_id and not may_manage:
                raise refused("not-organiser")
            tournament = await self._in_signup(tournament_id)
            signed = await self._signed_up(tournament)
            if signed < tournament.table_size:
                raise refused("too-few", needed=tournament.table_size, signed=signed)
            if not self._can_seat(tournament, signed):  # e.g. 4 or 5 at tables of 3, no fill
                raise refused("cannot-seat", signed=signed, size=tournament.table_size)
            if not await self.rounds.begin(tournament):
                raise refused("started")
            log.info("Tournament %s started with %d players", tournament_id, signed)
        await self.reconcile(tournament_id)
        return await self._tournament(tournament_id)

    async def _signed_up(self, tournament: Any) -> int:
        players = await self.tournaments.players(tournament.id)
        return sum(1 for p in players if not p.dropped)

    _can_seat = staticmethod(can_seat)

    async def _close_signup(self, tournament: Any) -> bool:
        """At the sign-up's close time: start if enough signed up (True), else tell the
        organiser once and leave the sign-up open for a manual start."""
        signed = await self._signed_up(tournament)
        if self._can_seat(tournament, signed) and await self.rounds.begin(tournament):
            log.info("Tournament %s started at its close time", tournament.id)
            return True
        told = getattr(self.opener, "signup_short", None)
        if told is not None:
            await told(tournament, signed)
        fault_point("tournament.signup.short")
        await self.tournaments.set_close(tournament.id, None)
        return False

    async def standings(self, tournament: Any) -> list[Any]:
        """The standings after the tables finished so far (the final table not counted);
        `tournament`: its row, or its id."""
        if isinstance(tournament, int):
            tournament = await self._tournament(tournament)
        return await self.rounds.standings(tournament)

    # ---------------------------------------------------------------- the organiser

    async def drop(
        self, tournament_id: int, organiser: int, user_id: int, *, may_manage: bool = False
    ) -> Any:
        """Sign-up: take the player off the list. Running: they keep their points, are never
        drawn again, and their seat in a running game is taken out as an idle player's is."""
        async with self._locks[tournament_id]:
            tournament = await self._tournament(tournament_id)
            if organiser != tournament.organiser_id and not may_manage:
                raise refused("not-organiser")
            if tournament.status == "signup":
                if not await self.tournaments.leave(tournament_id, user_id):
                    raise refused("not-player")
                return tournament
            if tournament.status != "running":
                raise refused("over")
            player = next(
                (p for p in await self.tournaments.players(tournament_id) if p.user_id == user_id),
                None,
            )
            if player is None:
                raise refused("not-player")
            if player.dropped:
                raise refused("dropped")
            await self.tournaments.drop(tournament_id, user_id)
            log.info("Tournament %s: player %s dropped", tournament_id, user_id)
            # Their seat now (quick: a command waits); a game this ends tells the runner as any
            # ending does, and every reconcile keeps dropped players out of the round's games.
            for table in await self.rounds.tables_of(tournament, tournament.round_no):
                if user_id in table.seats and not table.finished and table.game_id is not None:
                    await self.tables.keep_up(tournament, table, {user_id})
        return tournament

    async def extend(self, tournament_id: int, minutes: int) -> Any:
        """Sign-up: its close time `minutes` later. Running: `minutes` more for the player on
        turn at every table of the round still playing."""
        if not 0 < minutes <= MOST_MINUTES:
            raise refused("minutes", most=MOST_MINUTES)
        async with self._locks[tournament_id]:
            tournament = await self._tournament(tournament_id)
            if tournament.status == "signup":
                if tournament.close_at is None:
                    raise refused("no-close-time")
                close_at = max(tournament.close_at, self.clock()) + minutes * 60
                await self.tournaments.set_close(tournament_id, close_at)
                return await self._tournament(tournament_id)
            if tournament.status != "running":
                raise refused("over")
            for table in await self.rounds.tables_of(tournament, tournament.round_no):
                if not table.finished and table.game_id is not None:
                    await self.tables.extend(table.game_id, minutes * 60)
            return tournament

    async def cancel(self, tournament_id: int) -> Any:
        """Cancel the tournament and stop its tables' games (as /heckmeck stop does). Again on a
        cancelled one: stops any table game a crash left running."""
        async with self._locks[tournament_id]:
            tournament = await self._tournament(tournament_id)
            if tournament.status == "finished":
                raise refused("over")
            if tournament.status != "cancelled":
                await self.tournaments.set_status(tournament_id, "cancelled")
                log.info("Tournament %s cancelled", tournament_id)
            for table in await self.rounds.tables_of(tournament, None):
                if not table.finished and table.game_id is not None:
                    await self.tables.stop(table.game_id, tournament.organiser_id)
            return await self._tournament(tournament_id)

    # ------------------------------------------------------------------- reconciling

    async def game_ended(self, game_id: int) -> None:
        """A game ended (the Discord layer's ending hook); if it was a tournament table's, take
        the tournament on. Safe to call again, or for any game."""
        found = await self.tournaments.of_game(game_id)
        if found is not None:
            await self.reconcile(found[0])

    async def reconcile_all(self) -> float | None:
        """Reconcile every sign-up and running tournament of this process's servers; the
        earliest sign-up close time still to come (when to look next), if any."""
        closes: list[float] = []
        if not await self.tournaments.lease(self.clock()):
            log.info("Another process runs the tournaments of these shards")
            return None
        for tournament in await self.tournaments.live():
            try:
                await self.reconcile(tournament.id)
            except Exception:
                log.exception("Reconciling tournament %s failed", tournament.id)
            if tournament.status == "signup" and tournament.close_at is not None:
                closes.append(tournament.close_at)
        return min(closes, default=None)

    async def reconcile(self, tournament_id: int) -> None:
        async with self._locks[tournament_id]:
            tournament = await self.tournaments.get(tournament_id)
            if tournament is None:
                return
            if tournament.status == "signup":
                due = tournament.close_at is not None and tournament.close_at <= self.clock()
                if not due or not await self._close_signup(tournament):
                    return
                tournament = await self._tournament(tournament_id)
            while tournament.status == "running" and await self.rounds.play(tournament):
                tournament = await self._tournament(tournament_id)
