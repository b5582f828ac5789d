"""A running tournament's rounds (for bot/table/tournament_runner.py, under the tournament's
lock): draw and claim the current round, open its tables and notice their ends, then the
standings and the next round, the final table or the end."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from bot.domain import tournaments as rules
from bot.domain.bounded import Bounded
from bot.observability.faults import fault_point
from bot.table.services.tournaments import Tournaments
from bot.table.sessions import Sessions
from bot.table.tournament_results import table_results
from bot.table.tournament_tables import OVER, TableOpener, TournamentTables

log = logging.getLogger(__name__)

POSTED_KEPT = 10_000


def can_seat(tournament: Any, signed: int) -> bool:
    """Whether `signed` players can start the tournament (at least a table's worth)."""
    fill = tournament.fill_level is not None
    return signed >= tournament.table_size and bool(
        rules.table_sizes(signed, tournament.table_size, fill)
    )


class TournamentRounds:
    def __init__(
        self,
        sessions: Sessions,
        tournaments: Tournaments,
        tables: TournamentTables,
        opener: Callable[[], TableOpener | None],
    ) -> None:
        self.sessions = sessions
        self.tournaments = tournaments
        self.tables = tables
        self._opener = opener  # the runner's, set by the Discord layer after start-up
        # The rounds whose post this process made or found (tournament, round).
        self._posted: Bounded[tuple[int, int], bool] = Bounded(POSTED_KEPT)

    @property
    def opener(self) -> Any:
        return self._opener()

    async def tables_of(self, tournament: Any, round_no: int | None) -> list[Any]:
        return list(await self.tournaments.tables(tournament.id, round_no))

    async def begin(self, tournament: Any) -> bool:
        """Draw round one and claim it, which starts the tournament; False if it cannot be
        seated or was started already."""
        drawn = await self._draw(tournament, 1)
        return bool(drawn) and await self.tournaments.claim_round(tournament.id, 1, drawn)

    async def play(self, tournament: Any) -> bool:
        """Do what the current round needs; True if it moved on to another round."""
        if self.opener is None:
            return False  # nothing can be opened or posted until the Discord layer is there
        round_no = tournament.round_no
        tables = await self.tables_of(tournament, round_no)
        await self._open_and_notice(tournament, tables)
        tables = await self.tables_of(tournament, round_no)
        posted = (tournament.id, round_no)
        playing = all(t.game_id is not None for t in tables) and not all(t.finished for t in tables)
        if tables and playing and not self._posted.get(posted):
            # Once all its tables are open; again after a start, since a crash may have cut it
            # short: the opener does not repeat a post the channel shows.
            fault_point("tournament.round.opened")
            await self.opener.round_started(tournament, round_no, tables)
            self._posted.put(posted, True)
            fault_point("tournament.round.posted")
        if not tables or not all(t.finished for t in tables):
            return False
        return await self._round_done(tournament)

    async def _open_and_notice(self, tournament: Any, tables: list[Any]) -> bool:
        """Open the tables without a game, keep the running ones up (dropped players out), and
        mark those whose game ended; True if a table was opened now."""
        dropped = {p.user_id for p in await self.tournaments.players(tournament.id) if p.dropped}
        opened = False
        for table in tables:
            if table.finished:
                continue
            try:
                if table.game_id is None:
                    await self.tables.open(self.opener, tournament, table)
                    opened = True
                    table = await self._table(tournament, table)
                game = await self.tables.keep_up(tournament, table, dropped)
                if game.status in OVER:
                    await self.sessions.results_recorded(game.id)
                    await self.tournaments.table_finished(
                        tournament.id, table.round_no, table.table_no
                    )
            except Exception:
                log.exception(
                    "Tournament %s: table %s of round %s failed; tried again later",
                    tournament.id,
                    table.table_no,
                    table.round_no,
                )
        return opened

    async def _table(self, tournament: Any, table: Any) -> Any:
        return next(
            t
            for t in await self.tables_of(tournament, table.round_no)
            if t.table_no == table.table_no
        )

    async def standings(self, tournament: Any) -> list[Any]:
        """The standings over the qualifying rounds' finished tables (the final not counted)."""
        players = await self.tournaments.players(tournament.id)
        tables = [
            t
            for t in await self.tables_of(tournament, None)
            if t.finished and t.round_no <= tournament.rounds
        ]
        results = await table_results(self.tournaments, tables)
        return rules.standings(
            [p.user_id for p in players],
            results,
            tournament.seed,
            dropped={p.user_id for p in players if p.dropped},
        )

    async def _draw(self, tournament: Any, round_no: int) -> list[tuple[list[int], int]]:
        """The tables of `round_no` as (seated user ids, computers); empty if nobody is left to
        seat (drops)."""
        fmt = tournament.format
        if round_no == 1:
            players = await self.tournaments.players(tournament.id)
            active = [p.user_id for p in players if not p.dropped]
            if not can_seat(tournament, len(active)):
                return []
            seats = rules.first_round(active, fmt, tournament.seed)
        elif round_no <= tournament.rounds:
            standing = await self.standings(tournament)
            if sum(1 for s in standing if not s.dropped) < 2:
                return []
            seats = rules.later_round(standing, fmt, tournament.seed, round_no)
        else:
            final = rules.finalists(await self.standings(tournament), fmt)
            fill = tournament.final_size - len(final) if tournament.fill_level else 0
            return [(final, fill)] if final else []
        return [(list(s), rules.computer_seats(fmt, len(s))) for s in seats if s]

    async def _round_done(self, tournament: Any) -> bool:
        """Every table of the round is done: the standings, then the next round (claimed: its
        tables and the tournament's move to it are one write) or the end."""
        round_no = tournament.round_no
        if round_no > tournament.rounds:  # the final table
            await self._finish(tournament)
            return False
        await self.opener.round_finished(tournament, round_no, await self.standings(tournament))
        fault_point("tournament.standings.posted")
        log.info("Tournament %s: round %s done", tournament.id, round_no)
        last = round_no == tournament.rounds and not tournament.final_size
        drawn = [] if last else await self._draw(tournament, round_no + 1)
        if not drawn:  # the last round, or drops left nobody to seat
            await self._finish(tournament)
            return False
        await self.tournaments.claim_round(tournament.id, round_no + 1, drawn)
        fault_point("tournament.round.claimed")
        return True

    async def _finish(self, tournament: Any) -> None:
        standing = await self.standings(tournament)
        final = None
        if tournament.round_no > tournament.rounds:
            played = await table_results(
                self.tournaments, await self.tables_of(tournament, tournament.round_no)
            )
            final = played[0] if played else None
        order = rules.winner_order(standing, final)
        await self.opener.tournament_finished(tournament, order, standing)
        fault_point("tournament.winner.posted")
        winner = order[0] if order else None
        await self.tournaments.set_status(
            tournament.id, "finished", winner_id=winner, from_status="running"
        )
        log.info("Tournament %s finished", tournament.id)
