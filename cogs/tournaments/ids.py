"""The custom_ids of a tournament's sign-up buttons: `tn:<tournament>:<op>` (join, leave, start).

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
