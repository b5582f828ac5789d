"""The board's running log: a live game's last few engine events, each tagged with its step.

The session keeps it in memory beside each live game (`GameRecord.recent`), adding each step's
events as the step is committed. It is not stored with the game's row: every step's events are in
the event log already, and rewriting the last of them with every step was most of the bytes a
step wrote. A game read from the store gets it back from the log's last rows (`from_log`), and a
replay builds it the same way as the session did.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

# The engine events the running log keeps: enough for a round of seven players (a board shows
# every turn since the reader's last one; a Heckmeck turn has up to about 20 events).
RECENT_EVENTS = 160

# Actions of a game's lobby: no engine events, and play (re)starts the log after them.
LOBBY_ACTIONS = frozenset({"joined", "left", "computer-added", "started", "cancelled", "expire"})


def add_recent(
    recent: list[dict[str, Any]], events: Iterable[dict[str, Any]], step: int
) -> list[dict[str, Any]]:
    """The running log after a step with `events`: each tagged with its step, only the last
    RECENT_EVENTS kept. An "undone" event takes the event it names out of the log and leaves no
    trace of its own: a choice taken back was never made, as far as the log tells."""
    kept = list(recent)
    for e in events:
        if e.get("type") == "undone":
            _take_back(kept, e["undone"])
        else:
            kept.append({**e, "step": step})
    return kept[-RECENT_EVENTS:] if len(kept) > RECENT_EVENTS else kept


def _take_back(kept: list[dict[str, Any]], undone: dict[str, Any]) -> None:
    for at in range(len(kept) - 1, -1, -1):
        if {k: v for k, v in kept[at].items() if k != "step"} == undone:
            del kept[at]
            return


def from_log(
    rows: Iterable[tuple[int, dict[str, Any], list[dict[str, Any]]]],
) -> list[dict[str, Any]]:
    """The running log after the last of `rows`: (step, action, events) of the game's latest
    event-log rows, oldest first (RECENT_EVENTS rows are enough: a move has at least one event)."""
    recent: list[dict[str, Any]] = []
    for step, action, events in rows:
        lobby = action.get("type") in LOBBY_ACTIONS
        recent = [] if lobby else add_recent(recent, events, step)
    return recent
