"""The daily challenge's attempts and streaks behave the same on SQLite and PostgreSQL: one attempt
per player and day, steps written only over the step they replace, ranks by score then fewer
failed turns then the higher tile, per server and overall, a finish and its streak written
together (or neither), and the longest streaks."""

from bot.storage.connect import open_store
from bot.storage.queries import daily

DAY, NEXT = "2026-11-27", "2026-11-28"
ROLL = {"type": "roll"}


async def test_attempts_steps_standings_and_streaks(store_url):
    storage = await open_store(store_url)
    try:
        assert await daily.attempt(storage, DAY, 1) is None
        assert await daily.start(storage, DAY, 1, 100, "Ann", 1.0) is True
        assert await daily.start(storage, DAY, 1, 200, "Ann", 2.0) is False  # one a day
        first = await daily.attempt(storage, DAY, 1)
        assert (first.guild_id, first.step, first.actions, first.done) == (100, 0, [], False)

        assert await daily.save_step(storage, DAY, 1, [ROLL], 0) is True
        assert await daily.save_step(storage, DAY, 1, [ROLL, ROLL], 0) is False  # stale step
        assert (await daily.attempt(storage, DAY, 1)).actions == [ROLL]

        finished = [
            (1, 100, (9, 1, 33)),
            (2, 100, (9, 0, 30)),  # same worms, fewer failures: above Ann
            (3, 100, (9, 1, 31)),  # same worms and failures, lower tile: below Ann
            (4, 200, (12, 2, 36)),  # another server: first overall
        ]
        for user, guild, result in finished:
            await daily.start(storage, DAY, user, guild, f"P{user}", 1.0)
            step = (await daily.attempt(storage, DAY, user)).step
            streak = daily.StreakRow(user, f"P{user}", DAY, 1, 1)
            assert await daily.finish(
                storage, DAY, user, [ROLL] * 3, step, result, [2, None], 5.0, streak
            )
        # A finish over a step the attempt left: nothing of it, nor of its streak, is written.
        stale = daily.StreakRow(1, "P1", NEXT, 9, 9)
        late = await daily.finish(storage, DAY, 1, [ROLL] * 4, 3, (1, 1, 1), [], 6.0, stale)
        assert late is False
        assert await daily.streak(storage, 1) == daily.StreakRow(1, "P1", DAY, 1, 1)
        ann = await daily.attempt(storage, DAY, 1)
        assert (ann.done, ann.score, ann.failed, ann.highest, ann.marks) == (
            True, 9, 1, 33, [2, None],
        )  # fmt: skip
        await daily.start(storage, DAY, 5, 100, "Unfinished", 1.0)  # not counted

        assert await daily.standing(storage, DAY, 100, (9, 1, 33)) == daily.DailyStanding(
            server_rank=2, server_players=3, rank=3, players=4
        )
        table = await daily.server_table(storage, DAY, 100, 10)
        assert [row.user_id for row in table] == [2, 1, 3]
        assert await daily.server_table(storage, NEXT, 100, 10) == []

        await daily.save_streak(storage, daily.StreakRow(1, "Ann", DAY, 1, 1))
        await daily.save_streak(storage, daily.StreakRow(2, "Bo", DAY, 4, 6))
        await daily.save_streak(storage, daily.StreakRow(1, "Ann B", NEXT, 2, 2))
        assert await daily.streak(storage, 1) == daily.StreakRow(1, "Ann B", NEXT, 2, 2)
        assert [r.user_id for r in await daily.top_streaks(storage, 10)] == [2, 1, 3, 4]
        assert await storage.count_rows("daily_attempts") == 5
        assert await storage.count_rows("daily_streaks") == 4
    finally:
        await storage.close()


async def test_puzzle_answers_keep_the_first_and_count(store_url):
    storage = await open_store(store_url)
    try:
        assert await daily.puzzle_record(storage, 1) == daily.PuzzleRecord(0, 0, [])
        assert await daily.save_puzzle_answer(storage, 1, 7, DAY, True, "best", 0.0) is True
        assert await daily.save_puzzle_answer(storage, 1, 7, DAY, True, "mistake", 2.0) is False
        await daily.save_puzzle_answer(storage, 1, 9, DAY, False, "mistake", 1.5)
        await daily.save_puzzle_answer(storage, 1, 3, NEXT, True, "good", 0.1)
        await daily.save_puzzle_answer(storage, 2, 3, NEXT, True, "best", 0.0)
        assert await daily.puzzle_record(storage, 1) == daily.PuzzleRecord(3, 1, [NEXT, DAY])
        assert await storage.count_rows("puzzle_answers") == 4
    finally:
        await storage.close()
