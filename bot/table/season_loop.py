"""The background task that closes seasons: when a server's season ends (or had ended while the
bot was down), it claims the closing once in the store and hands it to the Discord layer
(`close`: the final post, the champion's role), then marks it done.

The claim is a row of `season_closes` inserted atomically, so of several processes (shards) or
restarts exactly one closes a season; each process looks only at the servers of its shards. A
claim whose process stopped before it finished may be claimed again after a while
(bot/storage/queries/seasons.py RECLAIM_SECONDS): while a season is claimed but not closed, the
loop looks again every few seconds rather than at the next month, since then only the latest
season is closed. Closing again must not repeat what the first try did: `close` notes its post
and finds one it sent before (cogs/season_close.py).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.domain import seasons
from bot.domain.seasons import SeasonSettings
from bot.observability.faults import fault_point
from bot.table.periodic import PeriodicTask
from bot.table.services.seasons import Seasons

log = logging.getLogger(__name__)

# The loop looks at the clock this often; it reads the store only when a month has turned (and
# once at the start), since every season ends at the turn of a month.
LONGEST_SLEEP = 5.0

SEASONS_LOOKED_AT = "Seasons looked at"  # logged each time (the tests wait for it)

# close(guild_id, the server's setting, season, again): `again` when an earlier claim of this
# closing was never finished (what it did may have to be found rather than done again).
Close = Callable[[int, SeasonSettings, str, bool], Awaitable[None]]


class SeasonLoop:
    def __init__(self, seasons: Seasons, close: Close, clock: Callable[[], float]) -> None:
        self._seasons = seasons
        self._close = close
        self._clock = clock
        self._looked_in: str | None = None  # the month the servers were last looked at in
        self._unfinished = False  # a season is claimed by a process that has not closed it yet
        self._task = PeriodicTask(
            "season-closing",
            self._round,
            failed="Closing seasons failed; retrying in a while",
            retry=LONGEST_SLEEP,
        )

    def start(self) -> None:
        self._task.start()

    async def stop(self) -> None:
        await self._task.stop()

    async def close_ended(self) -> int:
        """Close every season of this process's servers that has ended and is not closed yet;
        returns how many this call closed."""
        now = self._clock()
        closed = 0
        self._unfinished = False
        for guild_id, chosen in (await self._seasons.guilds_with_seasons()).items():
            season = chosen.to_close(now)
            if season is None:
                continue
            state = await self._seasons.close_state(guild_id, season)
            if state == "done":
                continue
            if not await self._seasons.claim_close(guild_id, season, now):
                self._unfinished = True  # another process or an earlier run is closing it
                continue
            log.info("Closing the season %s of guild %s", season, guild_id)
            fault_point("season.close.claimed")
            await self._close(guild_id, chosen, season, state is not None)
            fault_point("season.close.done")
            await self._seasons.mark_closed(guild_id, season)
            closed += 1
        log.info("%s: %d closed now", SEASONS_LOOKED_AT, closed)
        return closed

    async def _round(self) -> float:
        """Look at the servers if a month has turned (or a close is unfinished); how long until
        the next look at the clock."""
        month = seasons.season_of("monthly", self._clock())
        if month != self._looked_in:
            await self.close_ended()
            self._looked_in = None if self._unfinished else month
        wait = seasons.next_boundary("monthly", self._clock()) - self._clock()
        return min(LONGEST_SLEEP, wait)
