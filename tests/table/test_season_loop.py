"""The season-closing loop on a store of each kind: a season that ended is closed once, however
many processes look at the same time and however often they look again; a season that ended
before the server turned seasons on is never closed; a process looks only at its shards' servers."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot.domain.seasons import SeasonSettings
from bot.sharding import ShardSet
from bot.storage.queries.seasons import RECLAIM_SECONDS
from bot.table import season_loop
from bot.table.season_loop import SeasonLoop
from bot.table.services.seasons import Seasons

GUILD = 1 << 22  # shard 1 of 2


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


async def test_a_season_is_closed_once_by_several_processes(sessions):
    records = Seasons(sessions.storage, sessions)
    await records.save_settings(GUILD, SeasonSettings("monthly", None, 5, at(2026, 10, 20)))
    closed: list[tuple[int, str, bool]] = []

    async def close(guild_id: int, chosen: SeasonSettings, season: str, again: bool) -> None:
        await asyncio.sleep(0)  # others look meanwhile
        closed.append((guild_id, season, again))

    clock = sessions.clock_
    clock.now = at(2026, 10, 31, 23, 59, 59)
    loops = [SeasonLoop(records, close, clock) for _ in range(3)]
    assert await asyncio.gather(*(loop.close_ended() for loop in loops)) == [0, 0, 0]

    clock.now = at(2026, 11, 1)
    done = await asyncio.gather(*(loop.close_ended() for loop in loops))
    assert sorted(done) == [0, 0, 1] and closed == [(GUILD, "2026-10", False)]
    assert await records.closed(GUILD, "2026-10")
    clock.now += 86_400 * 3  # looking again later changes nothing
    assert await loops[0].close_ended() == 0 and len(closed) == 1

    # Turned on again in November: only seasons that end after that are closed.
    await records.save_settings(GUILD, SeasonSettings("quarterly", None, 5, clock.now))
    clock.now = at(2027, 1, 1, 0, 0, 1)
    assert await loops[1].close_ended() == 1 and closed[-1] == (GUILD, "2026-Q4", False)


async def test_a_process_closes_only_the_seasons_of_its_own_shards(sessions):
    await Seasons(sessions.storage, sessions).save_settings(
        GUILD, SeasonSettings("monthly", None, 5, at(2026, 10, 2))
    )
    closed: list[str] = []

    async def close(guild_id: int, chosen: SeasonSettings, season: str, again: bool) -> None:
        closed.append(season)

    sessions.clock_.now = at(2026, 11, 2)
    loop = SeasonLoop(Seasons(sessions.storage, sessions), close, sessions.clock_)
    sessions.shards = ShardSet(count=2, ids=(0,))
    assert await loop.close_ended() == 0
    sessions.shards = ShardSet(count=2, ids=(1,))
    assert await loop.close_ended() == 1
    assert closed == ["2026-10"]


async def test_a_close_left_unfinished_is_taken_up_again_once_its_claim_is_old(
    sessions, monkeypatch
):
    """A process claimed the close and died: the loop does not wait for the next month (when it
    would close only that month's season) but looks again until it may take the claim over."""
    records = Seasons(sessions.storage, sessions)
    await records.save_settings(GUILD, SeasonSettings("monthly", None, 5, at(2026, 10, 2)))
    clock = sessions.clock_
    clock.now = at(2026, 11, 1, 0, 0, 1)
    assert await records.claim_close(GUILD, "2026-10", clock.now)  # then it died
    monkeypatch.setattr(season_loop, "LONGEST_SLEEP", 0.01)
    looks = 0
    looked = asyncio.Event()
    closed = asyncio.Event()
    guilds_with_seasons = records.guilds_with_seasons

    async def counted() -> dict[int, SeasonSettings]:
        nonlocal looks
        looks += 1
        if looks >= 3:
            looked.set()
        return await guilds_with_seasons()

    async def close(guild_id: int, chosen: SeasonSettings, season: str, again: bool) -> None:
        assert again  # taken over from the process that died: what it did is to be found
        closed.set()

    monkeypatch.setattr(records, "guilds_with_seasons", counted)
    loop = SeasonLoop(records, close, clock)
    loop.start()
    try:
        await asyncio.wait_for(looked.wait(), timeout=60)
        assert not closed.is_set()
        clock.now += RECLAIM_SECONDS + 1
        await asyncio.wait_for(closed.wait(), timeout=60)
        await asyncio.wait_for(_closed_in_store(records), timeout=60)
    finally:
        await loop.stop()


async def _closed_in_store(records: Seasons) -> None:
    while not await records.closed(GUILD, "2026-10"):
        await asyncio.sleep(0.01)
