"""PeriodicTask: rounds until stopped, woken early, a failed round retried, a wake during a round
not lost, start and stop safe to repeat."""

import asyncio

from bot.table.periodic import PeriodicTask


async def test_a_wake_during_a_round_ends_the_wait_after_it():
    rounds = 0
    in_round = asyncio.Event()
    go_on = asyncio.Event()
    second = asyncio.Event()

    async def step() -> float:
        nonlocal rounds
        rounds += 1
        if rounds == 1:
            in_round.set()
            await go_on.wait()
        else:
            second.set()
        return 3600.0  # without a wake, the next round would be an hour away

    task = PeriodicTask("test-periodic", step, failed="failed", retry=1.0)
    await task.stop()  # never started: nothing to do
    task.start()
    task.start()  # already running: still one task
    await asyncio.wait_for(in_round.wait(), timeout=30)
    task.wake()  # while the round runs
    go_on.set()
    await asyncio.wait_for(second.wait(), timeout=30)
    assert rounds == 2
    await task.stop()
    await task.stop()


async def test_a_failed_round_is_logged_and_tried_again(caplog):
    rounds = 0
    again = asyncio.Event()

    async def step() -> float:
        nonlocal rounds
        rounds += 1
        if rounds == 1:
            raise RuntimeError("the database hiccuped")
        again.set()
        return 3600.0

    task = PeriodicTask("test-periodic", step, failed="The test round failed", retry=0.01)
    task.start()
    await asyncio.wait_for(again.wait(), timeout=30)
    await task.stop()
    assert "The test round failed" in caplog.text and "the database hiccuped" in caplog.text
