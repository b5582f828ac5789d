"""A server's and a user's settings (tables guild_settings, user_settings), read and written as one
record each (bot/domain/settings.py). A server's seasons and tournament settings share the row
but have queries of their own (seasons.py, tournaments.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from bot.domain.settings import DM_OFF, ServerSettings, UserSettings
from bot.domain.turn_times import TURN_TIMES
from bot.storage.queries import Reader


class Writer(Reader, Protocol):
    """A store that also writes (bot.storage.Storage has it)."""

    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...


_SERVER = "language, pings, hints, turn_time, threads, web, name, takeover"
_USER = "pings, dm_turns, web_hidden, unranked, away_since, away_until, away_month, away_days"
_DEFAULT_SERVER = ServerSettings()


def _update(columns: str) -> str:
    return ", ".join(f"{c} = excluded.{c}" for c in columns.split(", "))


async def server_settings(db: Reader, guild_id: int | None) -> ServerSettings:
    """The server's settings (the defaults outside a server or for a server that chose none)."""
    if guild_id is None:
        return _DEFAULT_SERVER
    row = await db.fetch_one(
        f"SELECT {_SERVER} FROM guild_settings WHERE guild_id = ?", (guild_id,)
    )
    if row is None:
        return _DEFAULT_SERVER
    language, pings, hints, turn_time, threads, web, name, takeover = row
    return ServerSettings(
        language=language,
        pings=pings,
        hints=_DEFAULT_SERVER.hints if hints is None else bool(hints),
        turn_time=turn_time if turn_time in TURN_TIMES else _DEFAULT_SERVER.turn_time,
        threads=bool(threads),
        web=bool(web),
        name=name,
        takeover=takeover,
    )


async def save_server_settings(db: Writer, guild_id: int, chosen: ServerSettings) -> None:
    await db.write(
        f"INSERT INTO guild_settings (guild_id, {_SERVER}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        f" ON CONFLICT (guild_id) DO UPDATE SET {_update(_SERVER)}",
        [
            (
                guild_id,
                chosen.language,
                chosen.pings,
                int(chosen.hints),
                chosen.turn_time,
                int(chosen.threads),
                int(chosen.web),
                chosen.name,
                chosen.takeover,
            )
        ],
    )


async def user_settings(db: Reader, user_id: int) -> UserSettings:
    row = await db.fetch_one(f"SELECT {_USER} FROM user_settings WHERE user_id = ?", (user_id,))
    if row is None:
        return UserSettings()
    pings, dm_turns, web_hidden, unranked, away_since, away_until, away_month, away_days = row
    return UserSettings(
        pings=pings,
        dm_turns=dm_turns or DM_OFF,
        web_hidden=bool(web_hidden),
        unranked=bool(unranked),
        away_since=away_since,
        away_until=away_until,
        away_month=away_month,
        away_days=away_days or 0,
    )


async def save_user_settings(db: Writer, user_id: int, chosen: UserSettings) -> None:
    await db.write(
        f"INSERT INTO user_settings (user_id, {_USER}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
        f" ON CONFLICT (user_id) DO UPDATE SET {_update(_USER)}",
        [
            (
                user_id,
                chosen.pings,
                chosen.dm_turns,
                int(chosen.web_hidden),
                int(chosen.unranked),
                chosen.away_since,
                chosen.away_until,
                chosen.away_month,
                chosen.away_days,
            )
        ],
    )


async def users_with_dm_turns(db: Reader, value: int) -> list[int]:
    rows = await db.fetch_all(
        "SELECT user_id FROM user_settings WHERE dm_turns = ? ORDER BY user_id", (value,)
    )
    return [row[0] for row in rows]
