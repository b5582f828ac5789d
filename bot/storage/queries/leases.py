"""Leases: a named piece of background work (a loop over every server of some shards) that one
process at a time may do. A process takes the lease for a while and renews it at each round; a
second process over the same store finds it held and skips its round until the lease runs out
(its holder stopped renewing it: stopped or crashed). A holder is a name that stays the same
when its process is started again (the host's name, or LEASE_HOLDER: two processes on one host
need names of their own), so a restarted process goes on at once.
"""

from __future__ import annotations

import socket
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from bot.storage.queries import Reader


class Writer(Reader, Protocol):
    async def write(self, sql: str, rows: Sequence[Sequence[Any]]) -> int: ...


class Lease(NamedTuple):
    """Whose this process's leases are, and for how long each is taken (LEASE_HOLDER,
    LEASE_SECONDS); a holder renews its leases at least every third of that."""

    holder: str = socket.gethostname()
    seconds: float = 90.0

    @property
    def renew_every(self) -> float:
        return self.seconds / 3


HOST_LEASE = Lease()


async def take_lease(db: Writer, name: str, holder: str, now: float, seconds: float) -> bool:
    """Take or renew the lease `name` for `holder` until `now + seconds`; True if `holder` holds
    it now (it was free, ran out, or was its own already)."""
    await db.write(
        "INSERT INTO leases (name, holder, until) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE"
        " SET holder = excluded.holder, until = excluded.until"
        " WHERE leases.holder = excluded.holder OR leases.until < ?",
        [(name, holder, now + seconds, now)],
    )
    row = await db.fetch_one("SELECT holder FROM leases WHERE name = ?", (name,))
    return row is not None and row[0] == holder
