"""Deleting a person (/privacy's Delete, `python -m bot forget`): what is theirs alone goes, and
in the games they played their seat stays under a pseudonym with no name
(bot/domain/privacy.py), so the other players' results, replays and ratings stay as they were.

All of it is one transaction (`write_together`), planned from the rows as they are read first:
the person's own rows are deleted, their id and name replaced wherever a game, its log, its
last turn call, a result, a tournament or a season's champion keeps them. The transaction first
checks that they sit at no live table (a game started since the plan was read would keep their
id): if they do, nothing is written.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import orjson

from bot.domain.privacy import (
    DELETED_FIRST,
    DELETED_NAME,
    next_pseudonym,
    pseudonymised_call,
    pseudonymised_meta,
    pseudonymised_players,
    replace_id,
)
from bot.storage.base import Guard
from bot.storage.queries import Reader
from bot.storage.queries.privacy import like, no_live_table
from bot.storage.rows import dumps

Statements = list[tuple[str, Sequence[Sequence[Any]]]]

# The person's own rows, deleted.
_OWN = (
    "user_settings",
    "ratings",
    "season_ratings",
    "players",
    "daily_attempts",
    "daily_streaks",
    "puzzle_answers",
    "puzzle_solvers",
    "locale_notes",
    "hand_messages",
)
# Columns that name the person in rows that stay: the pseudonym takes their place.
_NAMING = (
    ("events", "actor_id"),
    ("tournaments", "organiser_id"),
    ("tournaments", "winner_id"),
    ("season_closes", "champion_id"),
)


class Writer(Reader, Protocol):
    async def write_together(
        self,
        statements: Sequence[tuple[str, Sequence[Sequence[Any]]]],
        guards: Sequence[Guard] = (),
    ) -> bool: ...


PSEUDONYM_TRIES = 5  # deletions from other processes at the same moment


async def pseudonym(db: Reader) -> int:
    """The pseudonym the next deleted player gets."""
    row = await db.fetch_one("SELECT min(id) FROM deleted_players")
    return next_pseudonym(row[0] if row else None)


async def _games(db: Reader, user_id: int, given: int) -> Statements:
    """Every game that names the person, rewritten: their seat, its host, who used a hint. (The
    rules' state and the log's moves know seats, not people; the log's actor is replaced with
    the other columns.)"""
    rows = await db.fetch_all(
        "SELECT id, host_id, players, meta FROM games WHERE host_id = ? OR players LIKE ?"
        " OR meta LIKE ?",
        (user_id, like(user_id), like(user_id)),
    )
    changed: list[tuple[Any, ...]] = []
    for game_id, host_id, players, meta in rows:
        changed.append(
            (
                given if host_id == user_id else host_id,
                dumps(pseudonymised_players(orjson.loads(players), user_id, given)),
                dumps(pseudonymised_meta(orjson.loads(meta), user_id, given)),
                game_id,
            )
        )
    return [("UPDATE games SET host_id = ?, players = ?, meta = ? WHERE id = ?", changed)]


async def _turn_calls(db: Reader, user_id: int, given: int) -> Statements:
    """The games' last turn calls, which note whom they told."""
    rows = await db.fetch_all(
        "SELECT game_id, ping FROM table_notes WHERE ping LIKE ?", (like(user_id),)
    )
    changed = [
        (dumps(pseudonymised_call(orjson.loads(ping), user_id, given)), game_id)
        for game_id, ping in rows
    ]
    return [("UPDATE table_notes SET ping = ? WHERE game_id = ?", changed)]


async def _tournament_tables(db: Reader, user_id: int, given: int) -> Statements:
    rows = await db.fetch_all(
        "SELECT tournament_id, round_no, table_no, seats FROM tournament_tables WHERE seats LIKE ?",
        (like(user_id),),
    )
    changed = [
        (dumps(replace_id(orjson.loads(seats), user_id, given)), tournament, round_no, table_no)
        for tournament, round_no, table_no, seats in rows
    ]
    return [
        (
            "UPDATE tournament_tables SET seats = ?"
            " WHERE tournament_id = ? AND round_no = ? AND table_no = ?",
            changed,
        )
    ]


async def erase(db: Writer, user_id: int, now: float) -> int | None:
    """Delete the person in one transaction; returns the pseudonym their games now show, or
    None (nothing written) if they sit at a live table or are in a live tournament. A pseudonym
    another process gave meanwhile is not given twice: the deletion is built again with the
    next one."""
    if user_id <= DELETED_FIRST:
        raise ValueError(f"{user_id} is a deleted player's pseudonym already")
    for _ in range(PSEUDONYM_TRIES):
        given = await pseudonym(db)
        statements = await _deletion(db, user_id, given, now)
        if await db.write_together(statements, [*no_live_table(user_id), _free(given)]):
            return given
        if await pseudonym(db) == given:
            return None  # a live table called it off, not another deletion
    raise RuntimeError(f"no free pseudonym for a deletion after {PSEUDONYM_TRIES} tries")


def _free(given: int) -> Guard:
    return Guard("deleted_players", "SELECT id FROM deleted_players WHERE id = ?", (given,))


async def _deletion(db: Reader, user_id: int, given: int, now: float) -> Statements:
    return [
        ("INSERT INTO deleted_players (id, deleted_at) VALUES (?, ?)", [(given, now)]),
        *[(f"DELETE FROM {table} WHERE user_id = ?", [(user_id,)]) for table in _OWN],
        (
            "UPDATE results SET user_id = ?, name = ? WHERE user_id = ? AND computer IS NULL",
            [(given, DELETED_NAME, user_id)],
        ),
        (
            "UPDATE tournament_players SET user_id = ?, name = ? WHERE user_id = ?",
            [(given, DELETED_NAME, user_id)],
        ),
        *[
            (f"UPDATE {table} SET {column} = ? WHERE {column} = ?", [(given, user_id)])
            for table, column in _NAMING
        ],
        *await _games(db, user_id, given),
        *await _turn_calls(db, user_id, given),
        *await _tournament_tables(db, user_id, given),
    ]
