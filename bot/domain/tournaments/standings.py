"""Points by placing, the standings after each round, the final table and the winner."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from bot.domain.tournaments.format import MIN_TABLE, TournamentFormat


def placing_points(places: Sequence[int]) -> list[float]:
    """The points of each seat of one table, given its places (1 = first; tied seats share a
    place): at a table of n seats the first gets n - 1, the second n - 2, ..., the last 0, and
    seats tied on a place share the mean of the points of the places they cover."""
    seats = len(places)
    # Tied seats cover the places from theirs on: count each seat's place as 1 + the seats
    # placed better, whatever numbering of ties the game used.
    ranks = [1 + sum(other < place for other in places) for place in places]
    points = []
    for rank in ranks:
        tied = ranks.count(rank)
        covered = range(rank, rank + tied)
        points.append(sum(seats - place for place in covered) / tied)
    return points


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished tournament game, as its results recorded it."""

    user_id: int
    place: int
    score: int  # worms (the game's score unit)
    best: int  # the highest tile held at the end (0: none)
    computer: bool = False  # a computer player takes a place but earns nothing
    removed: bool = False  # taken out of the game (dropped, too long away): placed last


def table_places(seats: Sequence[SeatResult]) -> list[int]:
    """The tournament's places at one table: the game's places, but the seats removed from the
    game after all the others (they keep their tiles in the game, and may have led)."""
    keys = [(seat.removed, seat.place) for seat in seats]
    return [1 + sum(other < key for other in keys) for key in keys]


def table_points(seats: Sequence[SeatResult]) -> dict[int, float]:
    """What each person at one table earned for the standings (user id -> points); a computer
    player takes its place but earns nothing. The standings and a table's ending both use it."""
    earned = placing_points(table_places(seats))
    return {seat.user_id: won for seat, won in zip(seats, earned, strict=True) if not seat.computer}


@dataclass(frozen=True)
class TableResult:
    round_no: int
    table_no: int
    seats: tuple[SeatResult, ...]  # every seat, computer players included
    computers: int


@dataclass(frozen=True)
class Standing:
    user_id: int
    points: float
    worms: int
    best: int
    games: int
    dropped: bool


def seeded_order(players: Sequence[int], seed: int) -> list[int]:
    """The tournament's own random order of its players: the standings' last tie-break."""
    ordered = sorted(set(players))
    random.Random(f"{seed}/order").shuffle(ordered)
    return ordered


def standings(
    players: Sequence[int],
    results: Sequence[TableResult],
    seed: int,
    dropped: Collection[int] = (),
) -> list[Standing]:
    """Every player's standing after the tables `results` (the qualifying rounds), best first:
    by points, then worms (the sum of their scores), then the highest tile they held at the end
    of a game, then the seeded order. Dropped players keep their place and points."""
    order = {user_id: n for n, user_id in enumerate(seeded_order(players, seed))}
    points = dict.fromkeys(order, 0.0)
    worms = dict.fromkeys(order, 0)
    best = dict.fromkeys(order, 0)
    played = dict.fromkeys(order, 0)
    for table in results:
        earned = table_points(table.seats)
        for seat in table.seats:
            if seat.computer or seat.user_id not in order:
                continue
            points[seat.user_id] += earned[seat.user_id]
            worms[seat.user_id] += seat.score
            best[seat.user_id] = max(best[seat.user_id], seat.best)
            played[seat.user_id] += 1
    rows = [Standing(u, points[u], worms[u], best[u], played[u], u in dropped) for u in order]
    return sorted(rows, key=lambda s: (-s.points, -s.worms, -s.best, order[s.user_id]))


def finalists(ranked: Sequence[Standing], fmt: TournamentFormat) -> list[int]:
    """The players of the final table: the top `final_size` of the standings not dropped, best
    first; none if the format has no final or fewer than three players are left."""
    left = [s.user_id for s in ranked if not s.dropped]
    if not fmt.final_size or len(left) < MIN_TABLE:
        return []
    return left[: fmt.final_size]


def winner_order(ranked: Sequence[Standing], final: TableResult | None) -> list[int]:
    """The tournament's final order, winner first: the finalists by their places in the final
    (a seat removed from it last; a tie goes to the better standing), then everyone else in
    standings order."""
    standing = [s.user_id for s in ranked]
    if final is None:
        return standing
    position = {user_id: n for n, user_id in enumerate(standing)}
    places = {
        seat.user_id: place
        for seat, place in zip(final.seats, table_places(final.seats), strict=True)
        if not seat.computer and seat.user_id in position
    }
    top = sorted(places, key=lambda user_id: (places[user_id], position[user_id]))
    return top + [user_id for user_id in standing if user_id not in places]
