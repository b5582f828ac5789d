"""The table's notes of how each game is shown: which message is its board (and the step it shows),
and its last turn call. Written by the table layer alone, in a row of their own (table_notes),
never in the game's row: a click writes its step once, and the Discord layer only says what it did.

The notes are read with the game (one read: `GameRecord.notes`, shared by the copies the table
makes of it). A new board message or a new turn call is stored at once, by a small write of its
own. The step a board shows changes with nearly every click: it is kept in memory and stored with
the game's next note, or at shutdown; after a crash the bot only redraws a board more than needed.
"""

from __future__ import annotations

from typing import Any

from bot.storage import GameRecord
from bot.table.live import LiveGames


def board_of(record: GameRecord) -> dict[str, Any] | None:
    """The game's board message: {message_id, posted_at, step}, None before it has one."""
    return record.notes.get("board")


def call_of(record: GameRecord) -> dict[str, Any]:
    """The game's last turn call: {turn_no, message_id, reminded}, empty before the first."""
    return record.notes.get("ping") or {}


class TableNotes:
    def __init__(self, live: LiveGames) -> None:
        self.live = live
        self._unsaved: set[int] = set()  # games whose board step is noted, not stored

    async def _record(self, game_id: int) -> GameRecord:
        return self.live.in_memory(game_id) or await self.live.game(game_id)

    async def board_posted(
        self, game_id: int, message_id: int, posted_at: float, step: int
    ) -> None:
        """A new message shows the game's board, drawn at `step`."""
        record = await self._record(game_id)
        record.notes["board"] = {"message_id": message_id, "posted_at": posted_at, "step": step}
        self.live.note_board_message(message_id, game_id)
        await self._save([record])

    def board_shown(self, game_id: int, message_id: int, step: int) -> None:
        """The board message now shows `step` (kept in memory: see the module's note)."""
        record = self.live.live_copy(game_id)
        board = board_of(record) if record is not None else None
        if record is None or not board or board["message_id"] != message_id:
            return
        if board.get("step", -1) < step:
            record.notes["board"] = {**board, "step": step}
            self._unsaved.add(game_id)

    async def turn_called(self, game_id: int, call: dict[str, Any] | None) -> None:
        """The game's turn call is now `call` (None: there is none)."""
        record = await self._record(game_id)
        record.notes["ping"] = call or None
        await self._save([record])

    async def save_unsaved(self) -> None:
        """Store the board steps noted since the games' last note (at shutdown), in one write."""
        records = [self.live.live_copy(game_id) for game_id in sorted(self._unsaved)]
        await self._save([record for record in records if record is not None])
        self._unsaved.clear()

    async def _save(self, records: list[GameRecord]) -> None:
        if not records:
            return
        for record in records:
            self._unsaved.discard(record.id)
        await self.live.storage.save_table_notes(
            [(r.id, r.notes.get("board"), r.notes.get("ping")) for r in records]
        )
