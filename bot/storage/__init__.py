"""The bot's database: one interface (base.py), SQLite (sqlite.py) or PostgreSQL (postgres.py)."""

from bot.domain.records import LIVE_STATUSES, GameRecord
from bot.storage.base import StaleStep, Storage, StorageError, StorageUnavailable

__all__ = [
    "LIVE_STATUSES",
    "GameRecord",
    "StaleStep",
    "Storage",
    "StorageError",
    "StorageUnavailable",
]
