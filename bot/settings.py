"""Typed settings read from the environment (a `.env` file is loaded into it by `python -m bot`).

Nothing happens at import time: `Settings.from_env()` reads a mapping and either returns a frozen
`Settings` or raises `SettingsError` naming every bad variable at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from bot.sharding import ShardSet

T = TypeVar("T")

_LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
_LOG_FORMATS = ("text", "json")


class SettingsError(ValueError):
    """One or more environment variables hold a value the bot cannot use."""


@dataclass(frozen=True, slots=True)
class Settings:
    discord_token: str | None = None
    database_path: Path = Path("data/heckmeck.sqlite3")
    # sqlite:///path or postgresql://user:pass@host:port/db; None: the SQLite file database_path.
    database_url: str | None = None
    log_level: str = "INFO"
    log_format: str = "text"  # or "json": one JSON object per line, for log shippers
    # Full REST base including the API version, e.g. http://127.0.0.1:8080/api/v10 (a REST proxy or
    # the end-to-end tests' fake Discord). None: discord.py's default, https://discord.com/api/v10.
    api_base_url: str | None = None
    # Gateway websocket URL without query, e.g. ws://127.0.0.1:8080/gateway. None: the default.
    gateway_url: str | None = None
    # Sync slash commands to this guild only (instant, for development). None: sync globally.
    dev_guild_id: int | None = None
    turn_timeout_seconds: float = 120.0
    lobby_timeout_seconds: float = 900.0
    computer_delay_seconds: float = 1.0
    snap_window_seconds: float = 4.0
    # In a game of short turns, how long a turn waits without a press before its player is called
    # (0: at once).
    turn_call_wait_seconds: float = 15.0
    # A board message older than this is re-posted rather than edited (Discord limits edits of
    # messages older than one hour).
    board_max_age_seconds: float = 3000.0
    # How long discord.py waits after the last GUILD_CREATE before on_ready.
    guild_ready_timeout: float = 2.0
    # The shards this process runs (SHARD_COUNT / SHARD_IDS). None: one process, every shard.
    shards: ShardSet | None = None
    # /healthz and /metrics are served on this port when set.
    metrics_port: int | None = None
    metrics_host: str = "0.0.0.0"
    # The read-only web pages (bot/web) are served on this port when set; WEB_BASE_URL is where
    # people reach them (links from Discord), e.g. https://heckmeck.example.org.
    web_port: int | None = None
    web_host: str = "0.0.0.0"
    web_base_url: str | None = None
    # How long an ended game keeps its full event log (`python -m bot prune`). None: forever.
    event_log_retention_days: float | None = None
    # Seeds the dice and the decks, so that a test or a crawl can be played again with the same
    # draws. None (always in production): a secure random source.
    random_seed: int | None = None
    # How long after its end a game's own thread is archived.
    thread_archive_seconds: float = 600.0
    # How often finished games are looked at for puzzles (the first time that long after the
    # start); 0: never.
    puzzle_mining_seconds: float = 600.0
    # The background work one process of several over one store does at a time (the tournaments'
    # loop): whose it is (None: the host's name; two processes on one host need names of their
    # own) and how long a process that stops renewing it keeps it (bot/storage/queries/leases.py).
    lease_holder: str | None = None
    lease_seconds: float = 90.0
    # Tests only: a file of seconds added to the table's clock (bot/clock.py), so that a test can
    # let hours or days pass. None (always in production): the system's time.
    clock_offset_file: Path | None = None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] = os.environ) -> Settings:
        reader = _Reader(environ)
        defaults = cls()
        settings = cls(
            discord_token=reader.optional("DISCORD_TOKEN", str),
            database_path=Path(reader.optional("DATABASE_PATH", str) or defaults.database_path),
            database_url=reader.optional("DATABASE_URL", _database_url),
            log_level=reader.value("LOG_LEVEL", _log_level, defaults.log_level),
            log_format=reader.value("LOG_FORMAT", _log_format, defaults.log_format),
            api_base_url=reader.optional("DISCORD_API_BASE_URL", _url(("http://", "https://"))),
            gateway_url=reader.optional("DISCORD_GATEWAY_URL", _url(("ws://", "wss://"))),
            dev_guild_id=reader.optional("DEV_GUILD_ID", _snowflake),
            turn_timeout_seconds=reader.value(
                "TURN_TIMEOUT_SECONDS", _seconds(positive=True), defaults.turn_timeout_seconds
            ),
            lobby_timeout_seconds=reader.value(
                "LOBBY_TIMEOUT_SECONDS", _seconds(positive=True), defaults.lobby_timeout_seconds
            ),
            computer_delay_seconds=reader.value(
                "COMPUTER_DELAY_SECONDS", _seconds(positive=False), defaults.computer_delay_seconds
            ),
            snap_window_seconds=reader.value(
                "SNAP_WINDOW_SECONDS", _seconds(positive=False), defaults.snap_window_seconds
            ),
            turn_call_wait_seconds=reader.value(
                "TURN_CALL_WAIT_SECONDS", _seconds(positive=False), defaults.turn_call_wait_seconds
            ),
            board_max_age_seconds=reader.value(
                "BOARD_MAX_AGE_SECONDS", _seconds(positive=True), defaults.board_max_age_seconds
            ),
            guild_ready_timeout=reader.value(
                "GUILD_READY_TIMEOUT", _seconds(positive=False), defaults.guild_ready_timeout
            ),
            shards=_shards(reader),
            metrics_port=reader.optional("METRICS_PORT", _port),
            metrics_host=reader.value("METRICS_HOST", str, defaults.metrics_host),
            web_port=reader.optional("WEB_PORT", _port),
            web_host=reader.value("WEB_HOST", str, defaults.web_host),
            web_base_url=reader.optional("WEB_BASE_URL", _url(("http://", "https://"))),
            event_log_retention_days=reader.optional("EVENT_LOG_RETENTION_DAYS", _days),
            random_seed=reader.optional("RANDOM_SEED", int),
            clock_offset_file=reader.optional("CLOCK_OFFSET_FILE", Path),
            thread_archive_seconds=reader.value(
                "THREAD_ARCHIVE_SECONDS", _seconds(positive=False), defaults.thread_archive_seconds
            ),
            puzzle_mining_seconds=reader.value(
                "PUZZLE_MINING_SECONDS", _seconds(positive=False), defaults.puzzle_mining_seconds
            ),
            lease_holder=reader.optional("LEASE_HOLDER", str),
            lease_seconds=reader.value(
                "LEASE_SECONDS", _seconds(positive=True), defaults.lease_seconds
            ),
        )
        if reader.errors:
            raise SettingsError("\n".join(reader.errors))
        return settings

    @property
    def store_url(self) -> str:
        """The database the bot uses: DATABASE_URL, else the SQLite file DATABASE_PATH."""
        return self.database_url or f"sqlite:///{self.database_path}"


class _Reader:
    """Reads variables, treating unset and blank alike, and collects every error."""

    def __init__(self, environ: Mapping[str, str]) -> None:
        self._environ = environ
        self.errors: list[str] = []

    def optional(self, name: str, parse: Callable[[str], T]) -> T | None:
        raw = self._environ.get(name, "").strip()
        if not raw:
            return None
        try:
            return parse(raw)
        except ValueError as exc:
            self.errors.append(f"{name}: {exc} (got {raw!r})")
            return None

    def value(self, name: str, parse: Callable[[str], T], default: T) -> T:
        parsed = self.optional(name, parse)
        return default if parsed is None else parsed


def _log_level(raw: str) -> str:
    level = raw.upper()
    if level not in _LOG_LEVELS:
        raise ValueError(f"must be one of {', '.join(_LOG_LEVELS)}")
    return level


def _log_format(raw: str) -> str:
    value = raw.lower()
    if value not in _LOG_FORMATS:
        raise ValueError(f"must be one of {', '.join(_LOG_FORMATS)}")
    return value


def _shards(reader: _Reader) -> ShardSet | None:
    count = reader.optional("SHARD_COUNT", _positive_int)
    ids = reader.optional("SHARD_IDS", str)
    if count is None:
        if ids is not None:
            reader.errors.append("SHARD_IDS: needs SHARD_COUNT, the total number of shards")
        return None
    try:
        return ShardSet.parse(count, ids)
    except ValueError as exc:
        reader.errors.append(f"SHARD_IDS: {exc} (got {ids!r})")
        return None


def _positive_int(raw: str) -> int:
    if not raw.isdigit() or int(raw) < 1:
        raise ValueError("must be a whole number, 1 or more")
    return int(raw)


def _port(raw: str) -> int:
    """0 asks the system for a free port (the log says which)."""
    if not raw.isdigit() or not 0 <= int(raw) <= 65535:
        raise ValueError("must be a port number, 0-65535")
    return int(raw)


def _seconds(*, positive: bool) -> Callable[[str], float]:
    def parse(raw: str) -> float:
        try:
            value = float(raw)
        except ValueError:
            raise ValueError("must be a number of seconds") from None
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("must be a finite number of seconds")
        if positive and value <= 0:
            raise ValueError("must be a number of seconds greater than 0")
        if value < 0:
            raise ValueError("must be a number of seconds, 0 or more")
        return value

    return parse


def _days(raw: str) -> float:
    try:
        value = float(raw)
    except ValueError:
        raise ValueError("must be a number of days (leave it unset to keep logs forever)") from None
    if value != value or value < 0 or value == float("inf"):
        raise ValueError("must be a number of days, 0 or more")
    return value


def _snowflake(raw: str) -> int:
    if not raw.isdigit() or int(raw) <= 0:
        raise ValueError("must be a Discord id (a positive whole number)")
    return int(raw)


def _url(schemes: tuple[str, ...]) -> Callable[[str], str]:
    def parse(raw: str) -> str:
        if not raw.startswith(schemes) or len(raw) <= len(raw.split("://")[0]) + 3:
            raise ValueError(f"must be a URL starting with {' or '.join(schemes)}")
        return raw.rstrip("/")

    return parse


def _database_url(raw: str) -> str:
    if raw.startswith(("postgresql://", "postgres://")) or (
        raw.startswith("sqlite:///") and len(raw) > len("sqlite:///")
    ):
        return raw
    raise ValueError(
        "must be sqlite:///path/to/file.sqlite3 or postgresql://user:password@host:port/database"
    )
