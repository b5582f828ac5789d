"""Getting a message to Discord through its faults: retries with back-off that honour Retry-After.

discord.py already retries a few times inside one call (it sleeps out a 429 that carries Discord's
`Via` header, and a 500/502/504 a few times); what still fails reaches `with_retries`, which keeps
trying for a while, waiting what Discord asked for (Retry-After) or ever longer. Errors that no
retry can fix (a deleted message, missing access, a bad request) are raised at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable, Callable
from typing import TypeVar

import aiohttp
import discord

log = logging.getLogger(__name__)

T = TypeVar("T")

FIRST_DELAY = 0.5
LONGEST_DELAY = 30.0
GIVE_UP_AFTER = 15 * 60.0  # a board nobody could see for 15 minutes: the turn deadline took over


def retry_after(exc: BaseException) -> float | None:
    """The wait Discord asked for, if it did (429)."""
    if isinstance(exc, discord.RateLimited):
        return exc.retry_after
    if isinstance(exc, discord.HTTPException) and exc.status == 429:
        headers = getattr(exc.response, "headers", None)  # a test's or a proxy's error has none
        header = headers.get("Retry-After") if headers is not None else None
        if header is not None:
            with contextlib.suppress(TypeError, ValueError):
                return max(0.0, float(header))
    return None


def is_transient(exc: BaseException) -> bool:
    """Whether trying again later may succeed: rate limits, Discord's 5xx, network trouble."""
    if isinstance(exc, discord.RateLimited):
        return True
    if isinstance(exc, discord.HTTPException):
        return exc.status == 429 or exc.status >= 500
    return isinstance(exc, aiohttp.ClientError | OSError | TimeoutError)


async def with_retries(
    attempt: Callable[[], Awaitable[T]],
    *,
    what: str,
    give_up_after: float = GIVE_UP_AFTER,
    sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
) -> T:
    """`attempt()` until it succeeds, raises something no retry fixes, or `give_up_after` seconds
    have passed (then its last error is raised)."""
    started = time.monotonic()
    delay = FIRST_DELAY
    while True:
        try:
            return await attempt()
        except Exception as exc:
            if not is_transient(exc) or time.monotonic() - started > give_up_after:
                raise
            wait = retry_after(exc)
            if wait is None:
                wait = delay * random.uniform(0.8, 1.2)
                delay = min(delay * 2, LONGEST_DELAY)
            log.info("%s failed (%s); trying again in %.1f s", what, exc, wait)
            await sleep(wait)
