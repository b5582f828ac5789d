"""Notes about how a game is shown (its board message, its turn call), kept in the game's meta."""

from __future__ import annotations

from typing import Any

from bot.storage import StaleStep
from bot.table.live import LiveGames


class BoardNotes:
    def __init__(self, live: LiveGames) -> None:
        self.live = live
        self._unsaved: set[int] = set()  # games whose board step is noted, not stored

    async def remember_board(
        self, game_id: int, message_id: int, posted_at: float, step: int
    ) -> None:
        """Note which message shows the board, drawn at `step` (not a game step: no event row)."""
        live = self.live
        record = await live.game(game_id)
        async with live.lock(record.channel_id):
            record = await live.game(game_id)
            record.meta["board"] = {"message_id": message_id, "posted_at": posted_at, "step": step}
            live.note_board_message(message_id, game_id)
            await live.storage.save(record, record.step)

    def note_board_shown(self, game_id: int, message_id: int, step: int) -> None:
        """The board message now shows `step`. Kept in memory and stored with the game's next
        write (or at shutdown): after a crash the bot only redraws a board more than needed."""
        record = self.live.live_copy(game_id)
        board = record.meta.get("board") if record is not None else None
        if record is None or not board or board["message_id"] != message_id:
            return
        if board.get("step", -1) < step:
            record.meta["board"] = {**board, "step": step}
            self._unsaved.add(game_id)

    async def save_board_notes(self) -> None:
        """Store the board steps noted since the games' last write (at shutdown)."""
        live = self.live
        for game_id in sorted(self._unsaved):
            record = live.live_copy(game_id)
            if record is None:
                continue
            async with live.lock(record.channel_id):
                try:
                    await live.storage.save(record, record.step)
                except StaleStep:
                    live.forget(game_id)
        self._unsaved.clear()

    async def remember(self, game_id: int, key: str, value: Any) -> None:
        """Note something about how the game is shown (`meta[key]`; None forgets it), not a game
        step: no event row. E.g. the turn ping message."""
        live = self.live
        record = await live.game(game_id)
        async with live.lock(record.channel_id):
            record = await live.game(game_id)
            if value is None:
                record.meta.pop(key, None)
            else:
                record.meta[key] = value
            try:
                await live.storage.save(record, record.step)
            except StaleStep:
                live.forget(game_id)
