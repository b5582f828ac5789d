import asyncio
import time

from bot.table.deadline_loop import LONGEST_SLEEP, DeadlineLoop


async def test_a_nearer_deadline_wakes_the_sleeping_loop():
    stored: list[float] = []
    handled = asyncio.Event()
    calls = 0

    async def handle_due():
        nonlocal calls
        calls += 1
        if stored and stored[0] <= time.time():
            handled.set()

    async def next_deadline():
        return stored[0] if stored else None

    loop = DeadlineLoop(handle_due, next_deadline, time.time)
    loop.start()
    await asyncio.sleep(0.05)  # the loop now sleeps LONGEST_SLEEP: nothing is due
    assert calls == 1
    stored.append(time.time() + 0.05)
    loop.wake_for(stored[0])
    await asyncio.wait_for(handled.wait(), timeout=LONGEST_SLEEP / 2)
    await loop.stop()


async def test_a_later_deadline_does_not_wake_it_and_a_failure_does_not_kill_it():
    attempts = 0

    async def handle_due():
        nonlocal attempts
        attempts += 1
        if attempts == 1:
            raise RuntimeError("the database hiccuped")

    async def next_deadline():
        return time.time() + 60

    loop = DeadlineLoop(handle_due, next_deadline, time.time)
    loop.start()
    await asyncio.sleep(1.3)  # the first round fails; the loop retries after a second
    assert attempts == 2
    loop.wake_for(time.time() + 120)  # later than its planned look: no early wake-up
    await asyncio.sleep(0.1)
    assert attempts == 2
    await loop.stop()
