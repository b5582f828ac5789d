"""The places of a tournament's finished tables, as the domain's standings read them: from the
results rows of each table's game (bot/table/services/tournaments.py `seat_results`). A table
whose game was stopped (abandoned) has no places: it gives nobody points."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.domain.tournaments import TableResult
from bot.table.services.tournaments import Tournaments


async def table_results(tournaments: Tournaments, tables: Sequence[Any]) -> list[TableResult]:
    """A TableResult for each finished table of `tables` (rows of `tournament_tables`)."""
    done = [t for t in tables if t.finished and t.game_id is not None]
    seats = await tournaments.seat_results([t.game_id for t in done])
    return [
        TableResult(
            round_no=t.round_no,
            table_no=t.table_no,
            seats=tuple(seats.get(t.game_id, ())),
            computers=t.computers,
        )
        for t in done
    ]
