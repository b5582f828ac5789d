"""What a game counts for each player of a finished game, for /stats (Heckmeck: tiles stolen,
failed turns; Drehwurm: piles eaten, worms played out of turn): declared by each GameKind, stored
with each result row as one JSON object (the `counts` column, bot/storage), summed per player.

The counts come from the saved final state alone, never from the event log: `bot check` records
every finished game again from its snapshot and compares, and `bot prune` deletes old logs while
their results stay. A count the game's state does not hold (a game started before the game
counted it) is None, stored as null, and left out of the sums.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, cast

# seat -> count per name, from the final state's JSON
SeatCounts = Callable[[dict[str, Any], int], dict[str, int | None]]
# the totals by name -> the /stats line's arguments, or None to leave the line out
LineArgs = Callable[[dict[str, int]], dict[str, Any] | None]


def _no_counts(state: dict[str, Any], seat: int) -> dict[str, int | None]:
    return {}


def _the_totals(totals: dict[str, int]) -> dict[str, Any] | None:
    return dict(totals)


@dataclass(frozen=True)
class ResultCounts:
    # The counts' names, the keys of the stored object.
    names: tuple[str, ...] = ()
    # How they are computed: each seat's counts, read from the final state.
    of_seat: SeatCounts = _no_counts
    # How they are shown: the catalogue key of the /stats line (None: no line), given the
    # arguments `line_args` makes of the player's totals. The line is left out while any count
    # has no total (no game of the player counted it).
    stats_line_key: str | None = None
    line_args: LineArgs = _the_totals

    def of(self, state: dict[str, Any], seat: int) -> dict[str, int | None]:
        """One seat's counts, every declared name present (None where the state has none)."""
        found = self.of_seat(state, seat)
        unknown = set(found) - set(self.names)
        if unknown:
            raise ValueError(f"counts not declared: {sorted(unknown)}")
        return {name: found.get(name) for name in self.names}

    def stats_line(self, totals: dict[str, int]) -> tuple[str, dict[str, Any]] | None:
        """The /stats line's key and arguments, or None if there is none to show."""
        if self.stats_line_key is None or not set(self.names) <= set(totals):
            return None
        args = self.line_args({name: totals[name] for name in self.names})
        return None if args is None else (self.stats_line_key, args)


NO_COUNTS = ResultCounts()


def per_seat(state: dict[str, Any], key: str, seat: int) -> int | None:
    """`state[key][seat]` if the state holds such a count, else None."""
    values: object = state.get(key)
    if not isinstance(values, list):
        return None
    items = cast(list[object], values)
    value = items[seat] if seat < len(items) else None
    return value if isinstance(value, int) else None


def encode(counts: Mapping[str, int | None]) -> str:
    """The stored text of one row's counts: compact JSON, keys sorted (the migration that moved
    the old columns writes the same text, so `bot check` compares them as they are)."""
    return json.dumps(dict(counts), separators=(",", ":"), sort_keys=True)


def decode(text: str | None) -> dict[str, int | None]:
    if not text:
        return {}
    value: object = json.loads(text)
    if not isinstance(value, dict):
        raise ValueError(f"counts are not an object: {text!r}")
    items = cast(dict[object, object], value)
    return {str(k): (v if isinstance(v, int) else None) for k, v in items.items()}


def totals(rows: Iterable[Mapping[str, int | None]]) -> dict[str, int]:
    """Each count summed over the rows that have it; a count no row has is absent."""
    summed: dict[str, int] = {}
    for row in rows:
        for name, value in row.items():
            if value is not None:
                summed[name] = summed.get(name, 0) + value
    return summed
