"""The last board message drawn of each game, so that one step is rendered once per language.

A click's answer, a channel edit of the same step (a failed answer, a redraw) and a stale click's
redraw share one render. An entry is found only by the key it was drawn for, which names everything
a board shows that can change without a new step: the language (a server may change it), the
emojis (uploaded after start-up) and who used a hint. Only the latest step of a game is kept, and
only the games drawn last (a bounded number).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from bot.domain.bounded import Bounded
from bot.domain.hints import assisted_by
from bot.domain.records import GameRecord
from cogs.table import icons

Message = dict[str, Any]  # keyword arguments of a board message: content, embed, view

GAMES_KEPT = 512


def board_key(record: GameRecord, loc: str) -> Hashable:
    # The deadline too: an organiser's extension changes it within a step; so do a pause and
    # away times (bot/domain/held_clocks.py).
    held = (repr(record.meta.get("pause")), repr(record.meta.get("away")))
    return (record.step, record.deadline, loc, icons.version(), tuple(assisted_by(record)), held)


class BoardCache:
    def __init__(self, size: int = GAMES_KEPT) -> None:
        self._drawn: Bounded[int, tuple[Hashable, Message]] = Bounded(size)

    def get(self, game_id: int, key: Hashable) -> Message | None:
        entry = self._drawn.get(game_id)
        if entry is None or entry[0] != key:
            return None
        return entry[1]

    def put(self, game_id: int, key: Hashable, message: Message) -> None:
        self._drawn.put(game_id, (key, message))

    def forget(self, game_id: int) -> None:
        self._drawn.pop(game_id)

    def __len__(self) -> int:
        return len(self._drawn)
