"""Logging set-up: every line about a game carries its game and channel id; JSON on request.

The ids come from a context variable that the session layer sets when it loads a game
(`bind_game`). Tasks started inside that context (board updates, listeners) inherit it, so
their log lines carry the ids too without every call passing them along.
"""

from __future__ import annotations

import contextlib
import contextvars
import json
import logging
from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

_GAME: contextvars.ContextVar[tuple[int, int] | None] = contextvars.ContextVar(
    "heckmeck_game", default=None
)

TEXT_FORMAT = "%(asctime)s %(levelname)-8s %(name)s: %(message)s%(game_suffix)s"


def bind_game(game_id: int, channel_id: int) -> None:
    """Log lines from here to the end of the current task (and tasks it starts) name this game."""
    bound = _GAME.get()
    if bound is None or bound[0] != game_id or bound[1] != channel_id:  # else: already bound
        _GAME.set((game_id, channel_id))


@contextlib.contextmanager
def game_scope() -> Iterator[None]:
    """Games bound inside the block are forgotten after it (for loops over several games)."""
    token = _GAME.set(None)
    try:
        yield
    finally:
        _GAME.reset(token)


class GameContextFilter(logging.Filter):
    """Adds `game_id` and `channel_id` (None outside a game) and a ready-made text suffix."""

    def filter(self, record: logging.LogRecord) -> bool:
        game = _GAME.get()
        if not hasattr(record, "game_id"):
            record.game_id, record.channel_id = game if game else (None, None)
        game_id, channel_id = getattr(record, "game_id", None), getattr(record, "channel_id", None)
        record.game_suffix = (
            f" [game {game_id} channel {channel_id}]" if game_id is not None else ""
        )
        return True


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, ids, and the traceback if any."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        if (game_id := getattr(record, "game_id", None)) is not None:
            entry["game_id"] = game_id
            entry["channel_id"] = getattr(record, "channel_id", None)
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False)


def log_handler(log_format: str) -> logging.Handler:
    handler = logging.StreamHandler()
    handler.addFilter(GameContextFilter())
    if log_format == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter(TEXT_FORMAT))
    return handler
