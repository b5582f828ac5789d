"""A stored tournament as the table and Discord layers read it: the tournament, its players,
its tables, and a server's tournament settings (written by bot/storage/queries/tournaments.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain.tournaments.format import TournamentFormat

SIGNUP, RUNNING, FINISHED, CANCELLED = "signup", "running", "finished", "cancelled"
STATUSES: tuple[str, ...] = (SIGNUP, RUNNING, FINISHED, CANCELLED)
LIVE: tuple[str, ...] = (SIGNUP, RUNNING)


@dataclass(frozen=True)
class TournamentRow:
    id: int
    guild_id: int
    channel_id: int
    organiser_id: int
    game: str
    options: dict[str, Any]
    rounds: int
    table_size: int
    final_size: int
    fill_level: str | None
    close_at: float | None  # when sign-up closes by itself; None: the organiser starts it
    status: str
    round_no: int  # 0 during sign-up; rounds + 1 is the final table
    seed: int
    signup_message_id: int | None
    winner_id: int | None
    created_at: float
    finished_at: float | None

    @property
    def format(self) -> TournamentFormat:
        return TournamentFormat(
            self.game,
            dict(self.options),
            self.rounds,
            self.table_size,
            self.final_size,
            self.fill_level,
        )

    @property
    def live(self) -> bool:
        return self.status in LIVE


@dataclass(frozen=True)
class TournamentPlayer:
    user_id: int
    name: str
    joined_at: float
    dropped: bool


@dataclass(frozen=True)
class TournamentTable:
    round_no: int
    table_no: int  # 1, 2, ... within the round
    seats: tuple[int, ...]  # the human players' user ids
    computers: int  # computer players added to them
    thread_id: int | None = None  # None until the table's game is opened
    game_id: int | None = None
    finished: bool = False


@dataclass(frozen=True)
class TournamentSettings:
    """A server's tournament settings: the role whose members may organise one (besides the
    managers), and whether tournament games count for ratings and seasons."""

    role_id: int | None = None
    rated: bool = True
