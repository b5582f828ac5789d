"""Who sits at which table: the random draw of the first round, and the later rounds' tables of
players grouped by their points so far. Tables hold user ids only; the computer players a table
gets besides are counted by `computer_seats`."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.domain.tournaments.format import MIN_TABLE, TournamentFormat

if TYPE_CHECKING:
    from bot.domain.tournaments.standings import Standing

# The computer players' level when drops left too few players to seat everyone at tables of
# three in a tournament whose organiser asked for no computer players (see computer_seats).
DEFAULT_FILL = "normal"


def _even(total: int, parts: int) -> list[int]:
    """`total` cut into `parts` numbers that differ by at most one, the larger first."""
    base, extra = divmod(total, parts)
    return [base + 1] * extra + [base] * (parts - extra)


def _humans_per_table(players: int, table_size: int) -> list[int]:
    """As few tables as `table_size` allows, as even as possible."""
    if players <= 0:
        return []
    return _even(players, -(-players // table_size))


def table_sizes(players: int, table_size: int, fill: bool) -> list[int] | None:
    """The sizes of the tables (computer players included) that seat `players` humans; None
    if they cannot be seated: fewer than three, or, without computer players, fewer than
    `table_size` or a number no tables of 3..table_size seats hold (seven at tables of three).
    With computer players every table has `table_size` seats."""
    if players < MIN_TABLE or (not fill and players < table_size):
        return None
    humans = _humans_per_table(players, table_size)
    if fill:
        return [table_size] * len(humans)
    return humans if humans[-1] >= MIN_TABLE else None


def computer_seats(fmt: TournamentFormat, humans: int) -> int:
    """How many computer players join a table drawn with `humans` players: up to the table size
    if the organiser chose a fill level; otherwise none, unless drops left a number of players
    that tables of three or more cannot hold, when a short table is made up to three (at
    DEFAULT_FILL)."""
    if fmt.fill_level is not None:
        return max(0, fmt.table_size - humans)
    return max(0, MIN_TABLE - humans)


def _cut(ordered: Sequence[int], table_size: int) -> list[list[int]]:
    tables, start = [], 0
    for count in _humans_per_table(len(ordered), table_size):
        tables.append(list(ordered[start : start + count]))
        start += count
    return tables


def first_round(players: Sequence[int], fmt: TournamentFormat, seed: int) -> list[list[int]]:
    """The random draw of round one: the user ids at each table. The same players and seed
    always give the same tables, whatever order the players come in. Raises ValueError if
    table_sizes says they cannot be seated."""
    drawn = sorted(set(players))
    if table_sizes(len(drawn), fmt.table_size, fmt.fill_level is not None) is None:
        raise ValueError(f"{len(drawn)} players cannot be seated at tables of {fmt.table_size}")
    random.Random(f"{seed}/1").shuffle(drawn)
    return _cut(drawn, fmt.table_size)


def later_round(
    standings: Sequence[Standing], fmt: TournamentFormat, seed: int, round_no: int
) -> list[list[int]]:
    """The tables of a later round (or of anything after the first): the players not dropped,
    highest points first, players level on points in an order drawn from the seed and the
    round, cut into tables as even as possible, the best group at the first table."""
    standings = list(standings)
    active = sorted(s.user_id for s in standings if not s.dropped)
    rng = random.Random(f"{seed}/{round_no}")
    draw = {user_id: rng.random() for user_id in active}
    points = {s.user_id: s.points for s in standings}
    ordered = sorted(active, key=lambda user_id: (-points[user_id], draw[user_id]))
    return _cut(ordered, fmt.table_size)
