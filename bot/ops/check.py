"""`python -m bot check`: every stored game replays from its log, and results and ratings agree.

1. Each game is replayed from its event log through the rules engine (bot/domain/replay.py) and must
   reach its stored snapshot and status. Games whose log was pruned are counted, not replayed.
2. The results and ratings are recomputed: the finished games are recorded again, in the order
   they were recorded, into an empty scratch database by the same code the bot uses
   (bot/domain/results.py, bot/storage), and the result rows and ratings must equal the stored
   ones. A finished game whose results are still pending (its finishing step is stored, the
   transaction recording its results not yet: a bot stopped in between records them at its next
   start) is counted as pending and left out of the comparison; results stored for a pending
   game are a problem. A deleted player (bot/domain/privacy.py) is rated again under their
   pseudonym, so the others' ratings come out as stored, but their own ratings were deleted:
   the pseudonyms' ratings are not compared.

Everything is read in one read transaction, so a running bot's writes do not disturb the check.
"""

from __future__ import annotations

import math
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bot.domain.draws import LogMismatch
from bot.domain.privacy import is_deleted
from bot.domain.records import GameRecord
from bot.domain.replay import LogPruned, LogTooOld, replay
from bot.storage.base import Storage
from bot.storage.connect import open_store
from bot.storage.queries.maintenance import game_ids
from bot.storage.rows import TABLES, game_row


@dataclass
class CheckReport:
    games: int = 0
    replayed: int = 0
    never_started: int = 0
    pruned: int = 0
    too_old: int = 0  # logged before the draws were stored: not replayable, not a fault
    finished: int = 0
    pending: int = 0  # finished games whose results are still to be recorded (pending_results)
    result_rows: int = 0
    rating_rows: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def summary(self) -> str:
        lines = [
            f"Games: {self.games} stored; {self.replayed} replayed from their log to their "
            f"snapshot; {self.never_started} never started; {self.pruned} with a pruned log; "
            f"{self.too_old} logged before the draws were stored (not replayable).",
            f"Results: {self.result_rows} rows of {self.finished} finished games"
            f" ({self.pending} of them with results still pending); "
            f"ratings: {self.rating_rows} rows.",
        ]
        if self.ok:
            lines.append("Everything agrees.")
        else:
            lines.append(f"{len(self.problems)} problems:")
            lines += [f"  - {problem}" for problem in self.problems]
        return "\n".join(lines)


async def check_database(url: str | Path) -> CheckReport:
    storage = await open_store(url)
    try:
        return await check(storage)
    finally:
        await storage.close()


async def check(storage: Storage) -> CheckReport:
    report = CheckReport()
    async with storage.read_snapshot():  # one snapshot, whatever the bot writes meanwhile
        finished = await _replay_games(storage, report)
        stored_results = await _rows(storage, "results")
        stored_ratings = await _rows(storage, "ratings")
        pending = set(await storage.pending_results())
    report.finished = len(finished)
    report.pending = len(pending)
    status = {record.id: record.status for record in finished}
    for game_id in sorted(pending):
        if status.get(game_id) != "finished":
            report.problems.append(f"game {game_id} has results pending but is not finished")
    for game_id in sorted({row["game_id"] for row in stored_results} & pending):
        report.problems.append(f"game {game_id} has results but is still marked pending")
    finished = [record for record in finished if record.id not in pending]
    report.result_rows = len(stored_results)
    report.rating_rows = len(stored_ratings)
    await _check_results(finished, stored_results, stored_ratings, report)
    return report


async def _replay_games(storage: Storage, report: CheckReport) -> list[GameRecord]:
    """Replay every game; the finished ones, with their replayed final state where it replays."""
    ids = await game_ids(storage)
    finished = []
    for game_id in ids:
        record = await storage.get_game(game_id)
        if record is None:
            continue
        report.games += 1
        try:
            rebuilt = replay(record, await storage.events_of(game_id))
        except LogPruned:
            report.pruned += 1
        except LogTooOld:
            report.too_old += 1
        except LogMismatch as exc:
            report.problems.append(f"game {game_id} ({record.kind}, {record.status}): {exc}")
        else:
            if rebuilt.positions:
                report.replayed += 1
                final = rebuilt.position_record(len(rebuilt.positions) - 1)
                record = replace(record, state=final.state)
            else:
                report.never_started += 1
        if record.status == "finished":
            finished.append(record)
    return finished


async def _rows(storage: Storage, table: str) -> list[dict[str, Any]]:
    """The table's rows as dicts, in key order (results: by id, the order they were recorded)."""
    columns = TABLES[table]
    return [dict(zip(columns, row, strict=True)) for row in await storage.table_rows(table)]


async def _check_results(
    finished: list[GameRecord],
    stored_results: list[dict[str, Any]],
    stored_ratings: list[dict[str, Any]],
    report: CheckReport,
) -> None:
    first_row = {}
    for row in stored_results:
        first_row.setdefault(row["game_id"], row["id"])
    finished_ids = {record.id for record in finished}
    for game_id in sorted(set(first_row) - finished_ids):
        report.problems.append(f"game {game_id} has results but is not a finished game")
    # Recorded again in the order they were recorded: ratings depend on it.
    order = sorted(finished, key=lambda r: (first_row.get(r.id, math.inf), r.ended_at or 0, r.id))
    with tempfile.TemporaryDirectory() as folder:
        fresh = await open_store(Path(folder) / "check.sqlite3")
        try:
            await fresh.insert_rows("games", [game_row(record) for record in order])
            for record in order:
                await fresh.record_results(record)
            again_results = await _rows(fresh, "results")
            again_ratings = [
                row for row in await _rows(fresh, "ratings") if not is_deleted(row["user_id"])
            ]
        finally:
            await fresh.close()
    _compare(
        "result",
        {(r["game_id"], r["seat"]): r for r in stored_results},
        {(r["game_id"], r["seat"]): r for r in again_results},
        report,
    )
    _compare(
        "rating",
        {(r["rating_game"], r["scope"], r["user_id"]): r for r in stored_ratings},
        {(r["rating_game"], r["scope"], r["user_id"]): r for r in again_ratings},
        report,
    )


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, float) or isinstance(b, float):
        return a is not None and b is not None and math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9)
    return a == b


def _compare(
    what: str,
    stored: dict[tuple, dict[str, Any]],
    again: dict[tuple, dict[str, Any]],
    report: CheckReport,
) -> None:
    for key in sorted(stored.keys() | again.keys(), key=str):
        if key not in again:
            report.problems.append(f"{what} {key} is stored but no finished game gives it")
            continue
        if key not in stored:
            report.problems.append(f"{what} {key} is missing (the finished game gives it)")
            continue
        differ = [
            column
            for column, value in again[key].items()
            if column != "id" and not _same(stored[key].get(column), value)
        ]
        if differ:
            details = ", ".join(f"{c}: {stored[key].get(c)!r} ≠ {again[key][c]!r}" for c in differ)
            report.problems.append(f"{what} {key} disagrees: {details}")
