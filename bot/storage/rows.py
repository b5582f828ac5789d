"""The rows of the store's tables as the backends write and read them: every table's columns,
a game's row from and to a GameRecord, an event row, and one step's write (StepWrite)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

import orjson

from bot.domain.records import GameRecord

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, host_id, status, options, players, state, step, meta,"
    " deadline, created_at, started_at, ended_at"
)
# A game with its table notes, in one read (record_from_row takes the two extra columns).
GAMES_NOTED = f"SELECT {GAME_COLUMNS}, board, ping FROM games LEFT JOIN table_notes ON game_id = id"

UPSERT_NOTES = (
    "INSERT INTO table_notes (game_id, board, ping) VALUES (?, ?, ?)"
    " ON CONFLICT(game_id) DO UPDATE SET board = excluded.board, ping = excluded.ping"
)

# Every table and all its columns (tests/storage/test_migrate.py checks them against the schema),
# in the order `python -m bot migrate` copies them.
TABLES: dict[str, tuple[str, ...]] = {
    "games": tuple(c.strip() for c in GAME_COLUMNS.split(",")),
    "events": ("game_id", "step", "actor_id", "action", "events", "at"),
    "guild_settings": (
        "guild_id",
        "language",
        "pings",
        "hints",
        "turn_time",
        "threads",
        "web",
        "season_length",
        "season_role",
        "season_channel",
        "season_since",
        "tournament_role_id",
        "tournament_rated",
        "name",
        "takeover",
    ),
    "players": ("user_id", "name", "updated_at"),
    "app_emojis": ("name", "emoji_id", "digest"),
    "hand_messages": ("game_id", "user_id", "token", "locale", "shown_at"),
    "locale_notes": ("user_id", "noted_at"),
    "table_notes": ("game_id", "board", "ping"),
    "user_settings": (
        "user_id",
        "pings",
        "dm_turns",
        "web_hidden",
        "unranked",
        "away_since",
        "away_until",
        "away_month",
        "away_days",
    ),
    "ratings": tuple(
        [
            "rating_game",
            "scope",
            "user_id",
            "mu",
            "sigma",
            "ordinal",
            "games",
            "wins",
            "score_sum",
            "updated_at",
            "forfeit_wins",
            "human_games",
        ]
    ),
    "results": tuple(
        [
            "id",
            "game_id",
            "seat",
            "rating_game",
            "kind",
            "edition",
            "variants",
            "guild_id",
            "channel_id",
            "user_id",
            "name",
            "computer",
            "placement",
            "score",
            "removed",
            "rated",
            "ordinal_server",
            "ordinal_global",
            "started_at",
            "ended_at",
            "assisted",
            "forfeit",
            "counts",
        ]
    ),
    "pending_results": ("game_id",),
    "pending_endings": ("game_id",),
    "leases": ("name", "holder", "until"),
    "thread_closings": ("game_id", "guild_id", "thread_id", "parent_id", "archive_at", "told"),
    "daily_attempts": (
        "day", "user_id", "guild_id", "name", "actions", "step", "done", "score", "failed",
        "highest", "marks", "started_at", "finished_at",
    ),
    "daily_streaks": ("user_id", "name", "last_day", "current", "best"),
    "puzzle_answers": ("user_id", "puzzle", "day", "of_the_day", "grade", "loss"),
    "season_ratings": (
        "rating_game",
        "scope",
        "season",
        "user_id",
        "mu",
        "sigma",
        "ordinal",
        "games",
        "wins",
        "forfeit_wins",
        "score_sum",
        "updated_at",
        "human_games",
    ),
    "season_closes": ("guild_id", "season", "claimed_at", "done", "champion_id", "post_id"),
    "game_puzzles": ("id", "game_id", "state", "best", "gap", "found_at"),
    "puzzle_mined": ("game_id", "found", "mined_at"),
    "puzzle_ratings": ("puzzle", "mu", "sigma", "attempts", "solved"),
    "puzzle_solvers": ("user_id", "mu", "sigma", "attempts", "solved"),
    "tournaments": (
        "id", "guild_id", "channel_id", "organiser_id", "game", "options", "rounds", "table_size",
        "final_size", "fill_level", "close_at", "status", "round_no", "seed",
        "signup_message_id", "winner_id", "created_at", "finished_at",
    ),
    "tournament_players": ("tournament_id", "user_id", "name", "joined_at", "dropped"),
    "tournament_tables": (
        "tournament_id", "round_no", "table_no", "seats", "computers", "thread_id", "game_id",
        "finished",
    ),
    "deleted_players": ("id", "deleted_at"),
}


def dumps(value: Any) -> str:
    # orjson: the JSON of every step's snapshot is the largest cost of a write on the loop.
    # Keys other than strings are rare, and allowing them costs every call a third more.
    try:
        return orjson.dumps(value).decode()
    except orjson.JSONEncodeError:
        return orjson.dumps(value, option=orjson.OPT_NON_STR_KEYS).decode()


def record_from_row(row: Sequence[Any]) -> GameRecord:
    (gid, kind, guild, channel, host, status, options, players, state, step, meta) = row[:11]
    meta = orjson.loads(meta)
    recent: list[Any] = meta.pop("recent", None) or []  # an older database keeps it in meta
    return GameRecord(
        id=gid,
        kind=kind,
        guild_id=guild,
        channel_id=channel,
        host_id=host,
        status=status,
        options=orjson.loads(options),
        players=orjson.loads(players),
        state=orjson.loads(state) if state is not None else None,
        step=step,
        meta=meta,
        deadline=row[11],
        created_at=row[12],
        started_at=row[13],
        ended_at=row[14],
        recent=recent,
        notes=_notes_from(row[15:]),
    )


def _notes_from(columns: Sequence[Any]) -> dict[str, Any]:
    """The table notes of a game read with them (GAMES_NOTED): its board, its turn call."""
    if not columns:
        return {}
    board, ping = columns
    return {
        "board": orjson.loads(board) if board else None,
        "ping": orjson.loads(ping) if ping else None,
    }


def insert_values(record: GameRecord) -> tuple[Any, ...]:
    """The values of a new game's row, in the order of GAME_COLUMNS without the id."""
    return (
        record.kind,
        record.guild_id,
        record.channel_id,
        record.host_id,
        record.status,
        dumps(record.options),
        dumps(record.players),
        None if record.state is None else dumps(record.state),
        record.step,
        dumps(record.meta),
        record.deadline,
        record.created_at,
        record.started_at,
        record.ended_at,
    )


def game_row(record: GameRecord) -> tuple[Any, ...]:
    """A game's whole row, in the order of TABLES["games"] (for copying)."""
    return (record.id, *insert_values(record))


def update_values(record: GameRecord, expected_step: int) -> tuple[Any, ...]:
    """The values of UPDATE games ... WHERE id = ? AND step = ? (see the backends)."""
    return (
        record.status,
        dumps(record.players),
        None if record.state is None else dumps(record.state),
        record.step,
        dumps(record.meta),
        record.deadline,
        record.started_at,
        record.ended_at,
        record.id,
        expected_step,
    )


class StepWrite(NamedTuple):  # a tuple: built on every step, twice as fast as a frozen dataclass
    """An ordinary step of a game: its row's new values (update_values), its event row, and the
    game's table notes when the step changes them (notes_values; written only if the step is).

    The backends write a run of these with a couple of statements in all, not a couple each.
    `same_status`: the caller's word that the step leaves the game's status, start and end as
    they were, so a backend may leave them out of the write (SQLite checks it in the update's
    condition: a wrong word costs time, never a lost change).
    """

    update: tuple[Any, ...]
    event: tuple[Any, ...] | None
    same_status: bool = False
    notes: tuple[Any, ...] | None = None

    @property
    def game_id(self) -> int:
        return self.update[-2]

    @property
    def expected(self) -> int:
        return self.update[-1]

    @property
    def new_step(self) -> int:
        return self.update[3]


def notes_values(game_id: int, board: Any, ping: Any) -> tuple[Any, ...]:
    """The values of UPSERT_NOTES."""
    return (
        game_id,
        None if board is None else dumps(board),
        None if ping is None else dumps(ping),
    )


def events_from_rows(rows: Iterable[Sequence[Any]]) -> list[dict[str, Any]]:
    return [
        {"step": s, "actor_id": a, "action": orjson.loads(ac), "events": orjson.loads(ev), "at": at}
        for s, a, ac, ev, at in rows
    ]


def event_values(
    record: GameRecord,
    actor_id: int | None,
    action: dict[str, Any],
    events: Iterable[dict[str, Any]],
    at: float,
) -> tuple[Any, ...]:
    events = events if isinstance(events, list) else list(events)
    return (record.id, record.step, actor_id, dumps(action), dumps(events), at)
