"""The Daily Grill: each player's attempt of the day, played step by step, and the streaks.

The attempt lives in the store as its actions, replayed on the day's dice
(bot/domain/heckmeck/daily/), so it survives a restart. A step names the step it was drawn for:
a doubled or old click changes nothing and gets the attempt as it stands. The Discord side
(cogs/heckmeck/daily.py) only shows what this answers.
"""

from __future__ import annotations

from datetime import date

from bot.domain.heckmeck.daily import game
from bot.domain.heckmeck.daily.streaks import Streak
from bot.domain.heckmeck.engine import rules as hm
from bot.storage.base import Storage
from bot.storage.queries import daily
from bot.storage.queries.daily import DailyAttempt, DailyStanding, StreakRow
from bot.table.services.base import Tables


def day_key(day: date) -> str:
    return day.isoformat()


class Daily:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables

    async def attempt(self, day: date, user_id: int) -> DailyAttempt | None:
        """The player's stored attempt of `day` (None if they have none)."""
        return await daily.attempt(self._storage, day_key(day), user_id)

    async def open(self, day: date, user_id: int, guild_id: int | None, name: str) -> game.Attempt:
        """The player's attempt of `day`: started now if they had none, else as it stands."""
        row = await self.attempt(day, user_id)
        if row is None:
            await daily.start(
                self._storage, day_key(day), user_id, guild_id, name, self._tables.clock()
            )
            row = await self.attempt(day, user_id)
        return game.replay(day, row.actions if row else [])

    async def play(
        self, day: date, user_id: int, name: str, step: int, action: hm.Action
    ) -> game.Attempt | None:
        """Play `action` on the player's attempt if it stands at `step`; the attempt as it is
        then (as it stands, for an old or doubled click), None if they have no attempt of `day`.
        An illegal action raises IllegalAction and changes nothing."""
        row = await self.attempt(day, user_id)
        if row is None:
            return None
        attempt = game.replay(day, row.actions)
        if row.step != step or row.done:
            return attempt
        game.play(attempt, action)
        key, now = day_key(day), self._tables.clock()
        if attempt.done:
            score = attempt.score
            result = (score.worms, score.failed, score.highest)
            streak = await self._streak_after(user_id, name, day)
            saved = await daily.finish(
                self._storage, key, user_id, attempt.actions, step, result, attempt.marks(), now,
                streak,
            )  # fmt: skip
        else:
            saved = await daily.save_step(self._storage, key, user_id, attempt.actions, step)
        if not saved:  # another click got there first: what it left
            row = await self.attempt(day, user_id)
            attempt = game.replay(day, row.actions if row else [])
        return attempt

    async def _streak_after(self, user_id: int, name: str, day: date) -> StreakRow:
        """The player's streak once their attempt of `day` is finished."""
        row = await self.streak(user_id)
        before = (
            Streak()
            if row is None
            else Streak(date.fromisoformat(row.last_day), row.current, row.best)
        )
        after = before.after(day)
        return StreakRow(user_id, name, day_key(day), after.current, after.best)

    async def standing(self, attempt: game.Attempt, guild_id: int | None) -> DailyStanding:
        """Where the finished attempt stands on its day, in its server and overall."""
        score = attempt.score
        result = (score.worms, score.failed, score.highest)
        return await daily.standing(self._storage, day_key(attempt.day), guild_id, result)

    async def streak(self, user_id: int) -> StreakRow | None:
        return await daily.streak(self._storage, user_id)

    async def table(self, day: date, guild_id: int | None, limit: int) -> list[DailyAttempt]:
        """The server's best finished attempts of `day`."""
        return await daily.server_table(self._storage, day_key(day), guild_id, limit)

    async def top_streaks(self, limit: int) -> list[StreakRow]:
        return await daily.top_streaks(self._storage, limit)
