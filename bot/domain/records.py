"""A game as the table layer and storage hold it: options, players, the rules state, the step."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LIVE_STATUSES = ("lobby", "running")


@dataclass
class GameRecord:
    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    players: list[dict[str, Any]]
    state: dict[str, Any] | None
    step: int
    meta: dict[str, Any] = field(default_factory=dict)
    deadline: float | None = None
    created_at: float = 0.0
    started_at: float | None = None
    ended_at: float | None = None
    # The board's running log (bot/domain/running_log.py): kept in memory, not in the game's row.
    recent: list[dict[str, Any]] = field(default_factory=list, compare=False, repr=False)
    # How the table shows the game ("board": its message, "ping": its last turn call): a row of
    # table_notes, read with the game, written by the table layer alone (bot/table/notes.py). One
    # dict shared by the copies of a game that the table layer makes for its steps.
    notes: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def live(self) -> bool:
        return self.status in LIVE_STATUSES

    def started_state(self) -> dict[str, Any]:
        """The rules state of a game that has started (a lobby has none yet)."""
        if self.state is None:
            raise ValueError(f"game {self.id} has not started: it has no rules state")
        return self.state
