"""The threads of ended games still to be closed: the line in the parent channel and the
archiving, kept in a row until both are done, so a restart finishes what a crash cut short
(cogs/table/thread_archive.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from bot.storage.queries import Reader


class Writer(Reader, Protocol):
    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...


class ThreadClosing(NamedTuple):
    game_id: int
    guild_id: int | None
    thread_id: int
    parent_id: int | None  # the channel told of the game's end; None: no line (a feature's own)
    archive_at: float
    told: bool


async def note_closing(db: Writer, closing: ThreadClosing) -> None:
    """Keep the closing to do (a closing kept already stays as it is)."""
    await db.write(
        "INSERT INTO thread_closings (game_id, guild_id, thread_id, parent_id, archive_at, told)"
        " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
        [(*closing[:5], int(closing.told))],
    )


async def closing_told(db: Writer, game_id: int) -> None:
    await db.write("UPDATE thread_closings SET told = 1 WHERE game_id = ?", [(game_id,)])


async def closing_done(db: Writer, game_id: int) -> None:
    await db.write("DELETE FROM thread_closings WHERE game_id = ?", [(game_id,)])


async def open_closings(db: Reader, shard_condition: str) -> list[ThreadClosing]:
    """The closings still to do, of this process's shards (an SQL condition on guild_id)."""
    rows = await db.fetch_all(
        "SELECT game_id, guild_id, thread_id, parent_id, archive_at, told FROM thread_closings"
        f" WHERE {shard_condition} ORDER BY game_id"
    )
    return [
        ThreadClosing(game_id, guild_id, thread_id, parent_id, archive_at, bool(told))
        for game_id, guild_id, thread_id, parent_id, archive_at, told in rows
    ]
