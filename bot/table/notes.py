"""The table's notes of how each game is shown: which message is its board (and the step it shows),
and its last turn call. Written by the table layer alone, in a row of their own (table_notes),
never in the game's row, and read with the game (one read: `GameRecord.notes`, shared by the
copies the table makes of it).

A click's step writes what changes of the notes with it (`for_step`): a step that passes the turn
or ends the game forgets the last turn call's message there, before the Discord layer deletes it
(`take_retired`), so a restart never deletes it twice; the board's step noted in memory goes
with it. Otherwise the step a board now shows is kept in memory and stored with the game's next
note, or at shutdown; after a crash in between, the bot only redraws a board more than needed. A
call without a message (pings off, reminders only) is kept likewise.

A new board message or a new turn call's message is stored at once, by a small write of its own
(it exists only after the step is committed and the message sent; a restart must still find it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.domain.records import GameRecord
from bot.storage.base import Storage

# (board, ping) as a step writes them
StepNotes = tuple[dict[str, Any] | None, dict[str, Any] | None]


def board_of(record: GameRecord) -> dict[str, Any] | None:
    """The game's board message: {message_id, posted_at, step}, None before it has one."""
    return record.notes.get("board")


def call_of(record: GameRecord) -> dict[str, Any]:
    """The game's last turn call: {turn_no, message_id, reminded}, empty before the first."""
    return record.notes.get("ping") or {}


def turn_passes(before: GameRecord | None, after: GameRecord) -> bool:
    """Whether a step from `before` to `after` ends the turn a call was made for."""
    return (
        before is None
        or not after.live
        or before.status != after.status
        or before.meta.get("turn_no") != after.meta.get("turn_no")
    )


class TableNotes:
    def __init__(self, storage: Storage, live_copy: Callable[[int], GameRecord | None]) -> None:
        self.storage = storage
        self.live_copy = live_copy  # the live game's copy in memory (LiveGames.live_copy)
        self._unsaved: set[int] = set()  # games with notes in memory, not stored yet
        self._retired: dict[int, int] = {}  # turn messages forgotten by a step, to delete

    # ------------------------------------------------------------- with a game's step

    def for_step(self, before: GameRecord | None, record: GameRecord) -> StepNotes | None:
        """The notes the step from `before` to `record` writes with it; None: none."""
        call = call_of(record)
        if call.get("message_id") and turn_passes(before, record):
            return board_of(record), {**call, "message_id": None}
        return None  # the board's step alone waits (most steps: no statement more for it)

    def stepped(self, record: GameRecord, written: StepNotes | None) -> None:
        """The step of `record` is committed with `written` (for_step's notes)."""
        if written is None:
            return
        self._unsaved.discard(record.id)
        old = call_of(record).get("message_id")
        record.notes["ping"] = written[1]
        if old and old != (written[1] or {}).get("message_id"):
            self._retired[record.id] = old

    def take_retired(self, game_id: int) -> int | None:
        """The turn message a step of the game forgot, for the Discord layer to delete (once)."""
        return self._retired.pop(game_id, None)

    # --------------------------------------------------- what the Discord layer did

    async def board_posted(
        self,
        record: GameRecord,
        message_id: int,
        posted_at: float,
        step: int,
        replaces: int | None = None,
    ) -> None:
        """A new message shows the game's board, drawn at `step`; `replaces`: an older board
        message whose buttons are still to be taken off (kept until board_retired)."""
        older = replaces or (board_of(record) or {}).get("replaces")
        board: dict[str, Any] = {"message_id": message_id, "posted_at": posted_at, "step": step}
        if older:
            board["replaces"] = older
        record.notes["board"] = board
        await self._save([record])

    async def board_retired(self, record: GameRecord) -> None:
        """The older board message `board_posted` was told of has lost its buttons."""
        board = board_of(record)
        if board and "replaces" in board:
            record.notes["board"] = {k: v for k, v in board.items() if k != "replaces"}
            await self._save([record])

    def board_shown(self, game_id: int, message_id: int, step: int) -> None:
        """The board message now shows `step` (kept in memory: see the module's note)."""
        record = self.live_copy(game_id)
        board = board_of(record) if record is not None else None
        if record is None or not board or board["message_id"] != message_id:
            return
        if board.get("step", -1) < step:
            record.notes["board"] = {**board, "step": step}
            self._unsaved.add(game_id)

    def call_noted(self, game_id: int, call: dict[str, Any] | None) -> None:
        """The game's turn call is now `call` (kept in memory: see the module's note)."""
        record = self.live_copy(game_id)
        if record is not None:
            record.notes["ping"] = call or None
            self._unsaved.add(game_id)

    async def turn_called(self, record: GameRecord, call: dict[str, Any] | None) -> None:
        """The game's turn call is now `call` (None: there is none), stored at once: a message a
        restart must still delete."""
        record.notes["ping"] = call or None
        await self._save([record])

    async def save_unsaved(self, game_ids: list[int] | None = None) -> None:
        """Store the notes kept in memory since the games' last write, in one write: of every
        game (at shutdown), or of `game_ids` (before memory drops them)."""
        chosen = self._unsaved if game_ids is None else self._unsaved.intersection(game_ids)
        records = [self.live_copy(game_id) for game_id in sorted(chosen)]
        await self._save([record for record in records if record is not None])
        if game_ids is None:
            self._unsaved.clear()

    def unsaved(self, game_id: int) -> bool:
        """Whether the game has notes kept in memory only."""
        return game_id in self._unsaved

    async def _save(self, records: list[GameRecord]) -> None:
        if not records:
            return
        for record in records:
            self._unsaved.discard(record.id)
        await self.storage.save_table_notes(
            [(r.id, r.notes.get("board"), r.notes.get("ping")) for r in records]
        )
