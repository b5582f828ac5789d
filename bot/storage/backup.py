"""A consistent copy (`python -m bot backup PATH`) of the database, also while the bot runs.

SQLite's online backup API copies the pages of one read transaction, so the copy is the database
as it stood at one instant, whatever the bot writes meanwhile (in WAL mode the bot's writes do not
wait for it). The copy is written beside PATH, checked with `PRAGMA integrity_check`, switched to
a plain rollback journal (one self-contained file) and only then renamed to PATH.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path


class BackupError(Exception):
    """The backup could not be made or did not pass the integrity check; the message says why."""


@dataclass(frozen=True)
class BackupReport:
    target: Path
    size: int
    games: int

    def summary(self) -> str:
        return (
            f"Backed up to {self.target}: {self.size:,} bytes, {self.games} games; "
            "integrity check: ok."
        )


def backup(source: Path, target: Path) -> BackupReport:
    if not source.is_file():
        raise BackupError(f"There is no database at {source} (DATABASE_PATH).")
    if target.exists() and target.resolve() == source.resolve():
        raise BackupError("The backup must go to another file than the database itself.")
    if target.is_dir():
        raise BackupError(f"{target} is a folder: give the backup's file name.")
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".part")
    partial.unlink(missing_ok=True)
    try:
        _copy(source, partial)
        games = _verify(partial)
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise BackupError(f"The backup failed: {exc}") from exc
    finally:
        partial.unlink(missing_ok=True)
    return BackupReport(target, target.stat().st_size, games)


def _copy(source: Path, target: Path) -> None:
    src = sqlite3.connect(source, timeout=30)
    try:
        with contextlib.closing(sqlite3.connect(target)) as dst:
            src.backup(dst)  # all pages in one step: one consistent read transaction
            dst.execute("PRAGMA journal_mode=DELETE")  # one file, no -wal beside it
    finally:
        src.close()


def _verify(path: Path) -> int:
    with contextlib.closing(sqlite3.connect(path)) as db:
        verdict = [row[0] for row in db.execute("PRAGMA integrity_check")]
        if verdict != ["ok"]:
            raise BackupError(f"The copy failed its integrity check: {'; '.join(verdict[:5])}")
        (games,) = db.execute("SELECT count(*) FROM games").fetchone()
    return games
