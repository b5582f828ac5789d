"""Tournaments: the tournament, its players, the tables of each round (a round claimed once by
inserting its tables), the finished tables' results, and a server's tournament settings."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import orjson

from bot.domain import games
from bot.domain.tournaments import (
    CANCELLED,
    FINISHED,
    LIVE,
    RUNNING,
    SIGNUP,
    SeatResult,
    TournamentFormat,
    TournamentPlayer,
    TournamentRow,
    TournamentSettings,
    TournamentTable,
)
from bot.storage.queries import Reader
from bot.storage.rows import TABLES, dumps


class Store(Reader, Protocol):
    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...

    async def insert_once(
        self,
        sql: str,
        rows: Sequence[Sequence[Any]],
        then: Sequence[tuple[str, Sequence[Any]]] = (),
    ) -> bool: ...

    async def insert_with_id(self, sql: str, args: Sequence[Any]) -> int: ...


_COLUMNS = TABLES["tournaments"]
_SELECT = f"SELECT {', '.join(_COLUMNS)} FROM tournaments"
_TABLE_COLUMNS = "round_no, table_no, seats, computers, thread_id, game_id, finished"
_LIVE = f"status IN ({', '.join(repr(status) for status in LIVE)})"


def _tournament(row: Sequence[Any]) -> TournamentRow:
    values = dict(zip(_COLUMNS, row, strict=True))
    values["options"] = orjson.loads(values["options"])
    return TournamentRow(**values)


def _table(row: Sequence[Any]) -> TournamentTable:
    round_no, table_no, seats, computers, thread_id, game_id, finished = row
    seats = tuple(orjson.loads(seats))
    return TournamentTable(round_no, table_no, seats, computers, thread_id, game_id, bool(finished))


# ------------------------------------------------------------------------- the tournament


async def create(
    db: Store,
    guild_id: int,
    channel_id: int,
    organiser_id: int,
    fmt: TournamentFormat,
    close_at: float | None,
    seed: int,
    now: float,
) -> TournamentRow:
    """A new tournament in sign-up."""
    values = {
        "guild_id": guild_id,
        "channel_id": channel_id,
        "organiser_id": organiser_id,
        "game": fmt.game,
        "options": dumps(fmt.options),
        "rounds": fmt.rounds,
        "table_size": fmt.table_size,
        "final_size": fmt.final_size,
        "fill_level": fmt.fill_level,
        "close_at": close_at,
        "status": SIGNUP,
        "round_no": 0,
        "seed": seed,
        "created_at": now,
    }
    marks = ", ".join("?" * len(values))
    new_id = await db.insert_with_id(
        f"INSERT INTO tournaments ({', '.join(values)}) VALUES ({marks})", list(values.values())
    )
    created = await tournament(db, new_id)
    assert created is not None
    return created


async def tournament(db: Reader, tournament_id: int) -> TournamentRow | None:
    row = await db.fetch_one(f"{_SELECT} WHERE id = ?", (tournament_id,))
    return _tournament(row) if row else None


async def tournaments_in(db: Reader, guild_id: int, live_only: bool) -> list[TournamentRow]:
    """The server's tournaments, newest first; only those in sign-up or running if `live_only`."""
    live = f" AND {_LIVE}" if live_only else ""
    rows = await db.fetch_all(f"{_SELECT} WHERE guild_id = ?{live} ORDER BY id DESC", (guild_id,))
    return [_tournament(row) for row in rows]


async def live_tournaments(db: Reader, shard_condition: str) -> list[TournamentRow]:
    """Every tournament in sign-up or running of the servers `shard_condition` (on guild_id)
    selects, oldest first."""
    rows = await db.fetch_all(f"{_SELECT} WHERE {_LIVE} AND {shard_condition} ORDER BY id")
    return [_tournament(row) for row in rows]


async def set_status(
    db: Store,
    tournament_id: int,
    status: str,
    now: float,
    *,
    round_no: int | None = None,
    winner_id: int | None = None,
    from_status: str | None = None,
) -> bool:
    """Set the tournament's status (and its round, its winner, if given); a finished or
    cancelled one notes when. Only from `from_status`, if given. False if nothing changed."""
    ended = now if status in (FINISHED, CANCELLED) else None
    condition = "" if from_status is None else " AND status = ?"
    args: list[Any] = [status, round_no, winner_id, ended, tournament_id]
    if from_status is not None:
        args.append(from_status)
    changed = await db.write(
        "UPDATE tournaments SET status = ?, round_no = COALESCE(?, round_no),"
        " winner_id = COALESCE(?, winner_id), finished_at = COALESCE(finished_at, ?)"
        f" WHERE id = ?{condition}",
        [args],
    )
    return changed == 1


async def set_close(db: Store, tournament_id: int, close_at: float | None) -> None:
    await db.write("UPDATE tournaments SET close_at = ? WHERE id = ?", [(close_at, tournament_id)])


async def set_signup_message(db: Store, tournament_id: int, message_id: int | None) -> None:
    await db.write(
        "UPDATE tournaments SET signup_message_id = ? WHERE id = ?", [(message_id, tournament_id)]
    )


# ---------------------------------------------------------------------------- players


async def join(db: Store, tournament_id: int, user_id: int, name: str, now: float) -> bool:
    """Sign a player up; False if they are in already or sign-up is over."""
    changed = await db.write(
        "INSERT INTO tournament_players (tournament_id, user_id, name, joined_at, dropped)"
        " SELECT id, ?, ?, ?, 0 FROM tournaments WHERE id = ? AND status = ?"
        " ON CONFLICT (tournament_id, user_id) DO NOTHING",
        [(user_id, name, now, tournament_id, SIGNUP)],
    )
    return changed == 1


async def leave(db: Store, tournament_id: int, user_id: int) -> bool:
    """Take a player off the sign-up list; False if they were not on it or sign-up is over."""
    changed = await db.write(
        "DELETE FROM tournament_players WHERE tournament_id = ? AND user_id = ?"
        " AND EXISTS (SELECT 1 FROM tournaments WHERE id = ? AND status = ?)",
        [(tournament_id, user_id, tournament_id, SIGNUP)],
    )
    return changed == 1


async def drop(db: Store, tournament_id: int, user_id: int) -> bool:
    """Mark a player dropped (kept with their points, not drawn again); False if they are not
    in the tournament or were dropped already."""
    changed = await db.write(
        "UPDATE tournament_players SET dropped = 1"
        " WHERE tournament_id = ? AND user_id = ? AND dropped = 0",
        [(tournament_id, user_id)],
    )
    return changed == 1


async def players(db: Reader, tournament_id: int) -> list[TournamentPlayer]:
    """The tournament's players in the order they signed up."""
    rows = await db.fetch_all(
        "SELECT user_id, name, joined_at, dropped FROM tournament_players"
        " WHERE tournament_id = ? ORDER BY joined_at, user_id",
        (tournament_id,),
    )
    return [TournamentPlayer(user, name, at, bool(dropped)) for user, name, at, dropped in rows]


# ----------------------------------------------------------------------------- tables


async def claim_round(
    db: Store, tournament_id: int, round_no: int, tables: Sequence[tuple[Sequence[int], int]]
) -> bool:
    """Insert the round's tables ((user ids, computers) each, numbered from 1) and move the
    tournament to that round, running, in one transaction; False (nothing written) if the
    round was claimed already, the tournament is at a later round, or it is over."""
    rows = [
        (tournament_id, round_no, number, dumps(list(seats)), computers)
        for number, (seats, computers) in enumerate(tables, start=1)
    ]
    move = (
        "UPDATE tournaments SET round_no = ?, status = ? WHERE id = ? AND round_no < ?"
        " AND status IN (?, ?)",
        (round_no, RUNNING, tournament_id, round_no, SIGNUP, RUNNING),
    )
    return await db.insert_once(
        "INSERT INTO tournament_tables (tournament_id, round_no, table_no, seats, computers)"
        " VALUES (?, ?, ?, ?, ?)",
        rows,
        then=[move],
    )


async def tables(
    db: Reader, tournament_id: int, round_no: int | None = None
) -> list[TournamentTable]:
    """The tables of one round (of every round if None), by round and number."""
    which = "" if round_no is None else " AND round_no = ?"
    args = (tournament_id,) if round_no is None else (tournament_id, round_no)
    rows = await db.fetch_all(
        f"SELECT {_TABLE_COLUMNS} FROM tournament_tables WHERE tournament_id = ?{which}"
        " ORDER BY round_no, table_no",
        args,
    )
    return [_table(row) for row in rows]


async def table_opened(
    db: Store,
    tournament_id: int,
    round_no: int,
    table_no: int,
    thread_id: int | None,
    game_id: int | None,
) -> None:
    await db.write(
        "UPDATE tournament_tables SET thread_id = ?, game_id = ?"
        " WHERE tournament_id = ? AND round_no = ? AND table_no = ?",
        [(thread_id, game_id, tournament_id, round_no, table_no)],
    )


async def claim_table_thread(
    db: Store, tournament_id: int, round_no: int, table_no: int, thread_id: int
) -> bool:
    """Record the table's channel unless one is recorded already (by another process): False
    then, and that one stands."""
    changed = await db.write(
        "UPDATE tournament_tables SET thread_id = ?"
        " WHERE tournament_id = ? AND round_no = ? AND table_no = ? AND thread_id IS NULL",
        [(thread_id, tournament_id, round_no, table_no)],
    )
    return changed == 1


async def table_finished(db: Store, tournament_id: int, round_no: int, table_no: int) -> bool:
    """Mark the table's game finished; False if it was already (or there is no such table)."""
    changed = await db.write(
        "UPDATE tournament_tables SET finished = 1"
        " WHERE tournament_id = ? AND round_no = ? AND table_no = ? AND finished = 0",
        [(tournament_id, round_no, table_no)],
    )
    return changed == 1


async def tournament_of_game(db: Reader, game_id: int) -> tuple[int, int, int] | None:
    """(tournament id, round, table) of the table that plays `game_id`; None if none does."""
    row = await db.fetch_one(
        "SELECT tournament_id, round_no, table_no FROM tournament_tables WHERE game_id = ?",
        (game_id,),
    )
    return (row[0], row[1], row[2]) if row else None


async def seat_results(db: Reader, game_ids: Sequence[int]) -> dict[int, tuple[SeatResult, ...]]:
    """Each recorded game's seats, in seat order: place, score and whether the seat was
    removed from the game, from its results rows, and the best it held at the end (the highest
    tile: GameKind.best_held, from the game's final state; 0 where its game names none). Games
    whose results are not recorded are left out."""
    if not game_ids:
        return {}
    marks = ", ".join("?" * len(game_ids))
    rows = await db.fetch_all(
        "SELECT game_id, seat, user_id, computer, placement, score, removed FROM results"
        f" WHERE game_id IN ({marks}) ORDER BY game_id, seat",
        tuple(game_ids),
    )
    states = await db.fetch_all(
        f"SELECT id, kind, state FROM games WHERE id IN ({marks})", tuple(game_ids)
    )
    held = {game_id: _best_held(kind, state) for game_id, kind, state in states}
    found: dict[int, list[SeatResult]] = {}
    for game_id, seat, user_id, computer, place, score, removed in rows:
        best: list[int] = held.get(game_id) or []
        at: int = seat
        seat_best = best[at] if at < len(best) else 0
        found.setdefault(game_id, []).append(
            SeatResult(user_id, place, score, seat_best, computer is not None, bool(removed))
        )
    return {game_id: tuple(seats) for game_id, seats in found.items()}


def _best_held(kind_name: str, state: str | None) -> list[int]:
    kind = games.find(kind_name)
    if kind is None or kind.best_held is None or state is None:
        return []
    return kind.best_held(kind.load(orjson.loads(state)))


# ---------------------------------------------------------------------- server settings


async def settings(db: Reader, guild_id: int | None) -> TournamentSettings:
    if guild_id is None:
        return TournamentSettings()
    row = await db.fetch_one(
        "SELECT tournament_role_id, tournament_rated FROM guild_settings WHERE guild_id = ?",
        (guild_id,),
    )
    if row is None:
        return TournamentSettings()
    role_id, rated = row
    return TournamentSettings(role_id, rated is None or bool(rated))


async def set_role(db: Store, guild_id: int, role_id: int | None) -> None:
    await db.write(
        "INSERT INTO guild_settings (guild_id, tournament_role_id) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET tournament_role_id = excluded.tournament_role_id",
        [(guild_id, role_id)],
    )


async def set_rated(db: Store, guild_id: int, rated: bool) -> None:
    await db.write(
        "INSERT INTO guild_settings (guild_id, tournament_rated) VALUES (?, ?)"
        " ON CONFLICT (guild_id) DO UPDATE SET tournament_rated = excluded.tournament_rated",
        [(guild_id, int(rated))],
    )
