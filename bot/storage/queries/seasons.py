"""Seasons: a server's season setting, the servers that have seasons, and each season's closing,
claimed once (a row of `season_closes`) whoever asks first; a season's own ratings are read by
the leaderboard queries (leaderboard.py) and written with a game's results (results.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from bot.domain.seasons import SeasonSettings
from bot.storage.queries import Reader

# A claim left undone this long (the process that claimed it stopped before it posted) may be
# claimed again.
RECLAIM_SECONDS = 600.0

_SETTINGS = "SELECT season_length, season_role, season_channel, season_since FROM guild_settings"


class Writer(Reader, Protocol):
    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...


def _settings(row: tuple[Any, ...] | None) -> SeasonSettings:
    if row is None or row[0] is None:
        return SeasonSettings()
    length, role, channel, since = row
    return SeasonSettings(length, role, channel, since)


async def season_settings(db: Reader, guild_id: int | None) -> SeasonSettings:
    if guild_id is None:
        return SeasonSettings()
    return _settings(await db.fetch_one(f"{_SETTINGS} WHERE guild_id = ?", (guild_id,)))


async def set_season_settings(db: Writer, guild_id: int, chosen: SeasonSettings) -> None:
    length = chosen.length if chosen.on else None
    await db.write(
        "INSERT INTO guild_settings (guild_id, season_length, season_role, season_channel,"
        " season_since) VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
        " season_length = excluded.season_length, season_role = excluded.season_role,"
        " season_channel = excluded.season_channel, season_since = excluded.season_since",
        [(guild_id, length, chosen.role_id, chosen.channel_id, chosen.since)],
    )


async def guilds_with_seasons(db: Reader, shard_condition: str) -> dict[int, SeasonSettings]:
    """Every server (of this process's shards: an SQL condition on guild_id) with seasons on."""
    rows = await db.fetch_all(
        "SELECT guild_id, season_length, season_role, season_channel, season_since"
        f" FROM guild_settings WHERE season_length IS NOT NULL AND {shard_condition}"
    )
    return {row[0]: _settings(row[1:]) for row in rows}


async def is_closed(db: Reader, guild_id: int, season: str) -> bool:
    row = await db.fetch_one(
        "SELECT done FROM season_closes WHERE guild_id = ? AND season = ?", (guild_id, season)
    )
    return bool(row and row[0])


async def close_state(db: Reader, guild_id: int, season: str) -> str | None:
    """How far the season's closing is: None (never claimed), "claimed" or "done"."""
    row = await db.fetch_one(
        "SELECT done FROM season_closes WHERE guild_id = ? AND season = ?", (guild_id, season)
    )
    return None if row is None else "done" if row[0] else "claimed"


async def claim_close(db: Writer, guild_id: int, season: str, now: float) -> bool:
    """Claim closing the season, atomically: True for the one caller that should close it
    (none once it is done; again after RECLAIM_SECONDS if its claimer never finished)."""
    changed = await db.write(
        "INSERT INTO season_closes (guild_id, season, claimed_at, done) VALUES (?, ?, ?, 0)"
        " ON CONFLICT (guild_id, season) DO UPDATE SET claimed_at = excluded.claimed_at"
        " WHERE season_closes.done = 0"
        f" AND season_closes.claimed_at < excluded.claimed_at - {RECLAIM_SECONDS}",
        [(guild_id, season, float(now))],
    )
    return changed == 1


async def mark_closed(db: Writer, guild_id: int, season: str) -> None:
    await db.write(
        "UPDATE season_closes SET done = 1 WHERE guild_id = ? AND season = ?",
        [(guild_id, season)],
    )


async def last_champion(db: Reader, guild_id: int, other_than: str) -> int | None:
    """The champion of the server's latest closed season other than `other_than` (who holds the
    champion's role, if the bot could give it); None if it had none."""
    row = await db.fetch_one(
        "SELECT champion_id FROM season_closes WHERE guild_id = ? AND season <> ? AND done = 1"
        " ORDER BY claimed_at DESC LIMIT 1",
        (guild_id, other_than),
    )
    return row[0] if row else None


async def note_champion(db: Writer, guild_id: int, season: str, user_id: int | None) -> None:
    await db.write(
        "UPDATE season_closes SET champion_id = ? WHERE guild_id = ? AND season = ?",
        [(user_id, guild_id, season)],
    )


async def note_post(db: Writer, guild_id: int, season: str, message_id: int) -> None:
    """The season's final post is out: `message_id` (so a close taken up again does not post)."""
    await db.write(
        "UPDATE season_closes SET post_id = ? WHERE guild_id = ? AND season = ?",
        [(message_id, guild_id, season)],
    )


async def post_of(db: Reader, guild_id: int, season: str) -> int | None:
    """The message id of the season's final post, if it was noted."""
    row = await db.fetch_one(
        "SELECT post_id FROM season_closes WHERE guild_id = ? AND season = ?", (guild_id, season)
    )
    return row[0] if row else None
