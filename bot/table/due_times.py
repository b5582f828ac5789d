"""A map of keys to entries that each fall due at a time, whose earliest entries are found without
looking at the others: a timer loop over thousands of waiting games wakes often, and a scan of all
of them at every wake-up costs more than the wake-up's work."""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import Any, Generic, TypeVar

Entry = TypeVar("Entry", bound=tuple[Any, ...])  # its first item is when it falls due

# The heap is rebuilt when it holds this many times more items than there are entries (replaced
# and removed entries stay in it until they reach its top).
SLACK = 4


class DueTimes(Generic[Entry]):
    def __init__(self) -> None:
        self._entries: dict[int, Entry] = {}
        self._heap: list[tuple[float, int]] = []  # (due, key), some of them outdated

    def get(self, key: int) -> Entry | None:
        return self._entries.get(key)

    def __contains__(self, key: int) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def __setitem__(self, key: int, entry: Entry) -> None:
        known = self._entries.get(key)
        self._entries[key] = entry
        due: float = entry[0]
        if known is None or known[0] != due:
            heapq.heappush(self._heap, (due, key))
            if len(self._heap) > SLACK * len(self._entries) + 64:
                self._heap = [(e[0], k) for k, e in self._entries.items()]
                heapq.heapify(self._heap)

    def pop(self, key: int) -> Entry | None:
        return self._entries.pop(key, None)

    def clear(self) -> None:
        self._entries.clear()
        self._heap.clear()

    def earliest(self) -> float | None:
        """When the first entry falls due; None if there is none."""
        self._drop_outdated()
        return self._heap[0][0] if self._heap else None

    def pop_due(self, now: float) -> Iterator[tuple[int, Entry]]:
        """Take out the entries due at `now` or before, earliest first."""
        while True:
            self._drop_outdated()
            if not self._heap or self._heap[0][0] > now:
                return
            _, key = heapq.heappop(self._heap)
            yield key, self._entries.pop(key)

    def _drop_outdated(self) -> None:
        """Pop the heap's top while it is no entry's current time."""
        heap = self._heap
        while heap:
            due, key = heap[0]
            entry = self._entries.get(key)
            if entry is not None and entry[0] == due:
                return
            heapq.heappop(heap)
