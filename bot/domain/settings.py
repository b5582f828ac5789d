"""A server's and a user's settings, each one typed record with its defaults (pure).

The store keeps them in guild_settings and user_settings (bot/storage/queries/settings.py); the
table layer reads and changes them (bot/table/services/settings.py). A server's seasons and
tournaments have records of their own (seasons.py, tournaments/).
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.domain.hints import DEFAULT_HINTS
from bot.domain.turn_times import SHORT

# UserSettings.dm_turns: off (or never set), on, on but the last direct message was refused and
# the user is to be told at their next click, on and told.
DM_OFF, DM_ON, DM_REFUSED, DM_REFUSAL_TOLD = 0, 1, 2, 3


@dataclass(frozen=True)
class ServerSettings:
    """What a server chose; a server that never chose has the defaults."""

    language: str | None = None  # its boards' language; None: each player's own
    pings: str | None = None  # its turn pings (cogs/table/pings.py MODES); None: every turn
    hints: bool = DEFAULT_HINTS  # the default of a new game's hints option
    turn_time: str = SHORT  # the default turn time of a new game (turn_times.TURN_TIMES)
    threads: bool = False  # each new game in a thread of its own
    web: bool = False  # its web pages (leaderboards, profiles, replays) are served
    name: str | None = None  # its name when the pages were last switched: the pages show it
    # who plays on in the seat of a player who leaves a new game or is removed for missed turns:
    # a computer of this difficulty, or None: nobody, the seat is removed (bot/domain/takeover.py)
    takeover: str | None = None


@dataclass(frozen=True)
class UserSettings:
    """What a user chose for themselves, in every server."""

    pings: str | None = None  # how they are called to their turn; None: as the server says
    dm_turns: int = DM_OFF  # turn notices by direct message (DM_OFF ... DM_REFUSAL_TOLD)
    web_hidden: bool = False  # no public web profile
    unranked: bool = False  # off every leaderboard, season post and web page (still rated)
    # Away time (bot/domain/held_clocks.py): the current or last one, and the away days used in
    # the month `away_month` ("2026-11").
    away_since: float | None = None
    away_until: float | None = None
    away_month: str | None = None
    away_days: int = 0
