"""What the bot keeps of one person, and how a deleted player is written in the games they
played (pure).

A deleted player keeps their seat in every finished game, so the other players' results, replays
and ratings stay as they were, but under a pseudonym: an id below DELETED_FIRST (a Discord id is
positive, a computer player's a small negative number) and no name. One deletion gives one
pseudonym for all the person's games, so `python -m bot check`, which rates every game again in
order, rates the others as they were rated; two deleted players of one game have two pseudonyms.
The pseudonym names nobody: nothing keeps which person it stood for.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

DELETED_FIRST = -1_000_000_000  # the first pseudonym; the next ones count down from it
DELETED_NAME = ""  # a deleted player's name in games and results (shown as "a deleted player")


def is_deleted(user_id: int | None) -> bool:
    """Whether `user_id` is the pseudonym of a deleted player."""
    return user_id is not None and user_id <= DELETED_FIRST


def next_pseudonym(lowest_given: int | None) -> int:
    """The pseudonym after the lowest one given so far (None: none given yet)."""
    return DELETED_FIRST if lowest_given is None else min(lowest_given, DELETED_FIRST + 1) - 1


@dataclass(frozen=True)
class StoredCounts:
    """How much the bot keeps of one person, counted per kind (what /privacy lists)."""

    games: int = 0  # games they sat at or opened (any status), with their name and moves
    results: int = 0  # result rows of finished games
    ratings: int = 0  # lifetime ratings (per game and server, and over all servers)
    season_ratings: int = 0
    settings: int = 0  # 1 if they chose a setting of their own
    daily_attempts: int = 0
    daily_streaks: int = 0
    puzzle_answers: int = 0
    puzzle_ratings: int = 0
    tournaments: int = 0  # tournament entries
    tournaments_won: int = 0
    tournaments_organised: int = 0
    seasons_won: int = 0
    hand_messages: int = 0  # Drehwurm's open hand messages
    language_notes: int = 0  # told once that boards follow the server's language
    names: int = 0  # distinct names kept beside their id

    @property
    def total(self) -> int:
        return sum(getattr(self, f.name) for f in fields(self))

    @property
    def nothing(self) -> bool:
        return self.total == 0

    def as_dict(self) -> dict[str, int]:
        return {f.name: getattr(self, f.name) for f in fields(self)}


def seated(players: list[dict[str, Any]], user_id: int) -> bool:
    """Whether `user_id` sits at a game of these players (a person, not a computer)."""
    return any(p.get("id") == user_id and not p.get("computer") for p in players)


def pseudonymised_players(
    players: list[dict[str, Any]], user_id: int, pseudonym: int
) -> list[dict[str, Any]]:
    """A game's players with `user_id`'s seat given the pseudonym and no name."""
    return [
        {**p, "id": pseudonym, "name": DELETED_NAME}
        if p.get("id") == user_id and not p.get("computer")
        else p
        for p in players
    ]


def replace_id(ids: list[Any], user_id: int, pseudonym: int) -> list[Any]:
    """A list of ids (who used a hint in a game, a tournament table's seats) with `user_id`
    replaced by the pseudonym."""
    return [pseudonym if item == user_id else item for item in ids]


def pseudonymised_meta(meta: dict[str, Any], user_id: int, pseudonym: int) -> dict[str, Any]:
    """A game's meta with the person replaced where it names players: who used a hint."""
    if not meta.get("assisted"):
        return meta
    return {**meta, "assisted": replace_id(list(meta["assisted"]), user_id, pseudonym)}


def pseudonymised_call(call: dict[str, Any], user_id: int, pseudonym: int) -> dict[str, Any]:
    """A game's last turn call (its table notes) with the person replaced among those told."""
    return {
        key: replace_id(value, user_id, pseudonym) if isinstance(value, list) else value
        for key, value in call.items()
    }
