"""The table layer's own words: who sits at a table, what a request changed, why one was refused,
and how long the table waits."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from bot.domain.records import GameRecord


class Refusal(Exception):
    """A request the bot turns down; `code` names the message the user sees, `params` fill it."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.code = code
        self.params = params


@dataclass
class Player:
    id: int
    name: str
    computer: str | None = None  # difficulty of a computer player, None for a human

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "computer": self.computer, "missed": 0}


@dataclass
class Outcome:
    """What an accepted request changed: the game as it now stands and the engine's events."""

    game: GameRecord
    events: list[dict[str, Any]] = field(default_factory=list[dict[str, Any]])
    reason: str = "action"  # action | joined | left | started | cancelled | stopped | expired | ...


Listener = Callable[[Outcome], Awaitable[None]]


@dataclass(frozen=True)
class Timing:
    turn_timeout: float = 120.0
    lobby_timeout: float = 900.0
    computer_delay: float = 1.0
    snap_window: float = 4.0
    call_wait: float = 0.0  # a short turn's wait before its player is called (turn_notices.py)
