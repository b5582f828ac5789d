"""The custom_ids of a tournament's buttons: the sign-up's `tn:<tournament>:<op>` (join, leave,
start) and the standings' pages `ts:<p|n>:<tournament>:<page>` (Previous, Next; page 0-based).

They name no game (clicks.py routes them as it routes a leaderboard's), and nothing in them is
trusted: `parse_signup` returns None for anything the bot would not have drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from cogs.table import ids

SIGNUP = "tn"
SIGNUP_TEMPLATE = rf"{SIGNUP}:(?P<rest>.*)"
SIGNUP_OPS = ("join", "leave", "start")


@dataclass(frozen=True)
class SignupClick:
    tournament: int
    op: str


def signup(tournament_id: int, op: str) -> str:
    return f"{SIGNUP}:{tournament_id}:{op}"


def parse_signup(custom_id: str) -> SignupClick | None:
    parts = ids.fields(custom_id, SIGNUP, 2)
    if parts is None or parts[1] not in SIGNUP_OPS:
        return None
    tournament = ids.number(parts[0])
    return None if tournament is None else SignupClick(tournament, parts[1])


STANDINGS = "ts"
STANDINGS_TEMPLATE = rf"{STANDINGS}:(?P<rest>.*)"


@dataclass(frozen=True)
class StandingsClick:
    tournament: int
    page: int


def standings_page(direction: str, tournament_id: int, page: int) -> str:
    return f"{STANDINGS}:{direction}:{tournament_id}:{page}"


def parse_standings_page(custom_id: str) -> StandingsClick | None:
    parts = ids.fields(custom_id, STANDINGS, 3)
    if parts is None or parts[0] not in ("p", "n"):
        return None
    tournament, page = ids.number(parts[1]), ids.number(parts[2])
    return None if tournament is None or page is None else StandingsClick(tournament, page)
