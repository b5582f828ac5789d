"""One asyncio lock per key (a game, a channel), made the first time the key is asked for."""

from __future__ import annotations

import asyncio


class KeyedLocks(dict[int, asyncio.Lock]):
    """`locks[key]` is that key's lock, made on first use (`setdefault(key, asyncio.Lock())` would
    build a lock on every call); `locks.pop(key, None)` forgets it."""

    def __missing__(self, key: int) -> asyncio.Lock:
        lock = self[key] = asyncio.Lock()
        return lock
