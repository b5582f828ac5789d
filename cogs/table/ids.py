"""Everything a user's client sends the bot, read in one place per owner: the shared custom_ids
(lobby, computer menu, stop, rematch), what every game's ids are read with, and slash options.
Each game reads its own move ids in its package (cogs/<game>/ids.py).

Discord only delivers custom_ids the bot put on a message, but a forged or mangled client can send
anything, so nothing is trusted: each parser returns a typed value or None, and the callers answer
None with the stale-button refusal (a slash option with "invalid-option") and change nothing.

Each custom_id names the game and the step it was drawn for (a move, the lobby), so that a stale
or doubled click is recognised (the session refuses an old step) and a button keeps working after
a restart (the DynamicItem templates rebuild it from the id alone). ≤ 100 characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, cast

from bot.domain.games import difficulties

# SQLite stores 64-bit integers: a larger number cannot name a stored game or step.
MAX_NUMBER = 2**63 - 1
# Numbers as the bot writes them (str(int)): no sign, no leading zero, so that one number has one
# spelling and a custom_id names one game only one way.
_NUMBER = re.compile(r"0|[1-9][0-9]{0,18}")

# The custom_id prefixes of components drawn for one game, which name it in the first field after
# the prefix ("<prefix>:<game>:…"), each with the module that draws it. clicks.py checks by them
# that a click names the game of its message; the module defining a prefix's template declares it,
# so a prefix the bot can route is always known here.
_GAME_PREFIXES: dict[str, str] = {}


def names_a_game(prefix: str, drawn_by: str) -> str:
    """Declare that custom_ids starting with `prefix` + ":" name a game in their next field;
    returns the prefix. A prefix belongs to one module only."""
    if not prefix or ":" in prefix:
        raise ValueError(f"not a custom_id prefix: {prefix!r}")
    owner = _GAME_PREFIXES.setdefault(prefix, drawn_by)
    if owner != drawn_by:
        raise ValueError(f"the custom_id prefix {prefix!r} is already drawn by {owner}")
    return prefix


def game_prefixes(drawn_under: str = "") -> frozenset[str]:
    """The declared prefixes, or those declared by modules under the package `drawn_under`."""
    return frozenset(
        prefix
        for prefix, owner in _GAME_PREFIXES.items()
        if owner == drawn_under or owner.startswith(drawn_under)
    )


# The DynamicItem templates match a prefix only, so that every custom_id that claims to be one of
# the bot's reaches its component, which parses it with the functions below.
# lobby:<game>:<step>:<op>        a lobby button (any game): join, leave, start, cancel
LOBBY = names_a_game("lobby", __name__)
LOBBY_TEMPLATE = rf"{LOBBY}:(?P<rest>.*)"
# cpu:<game>:<step>               the lobby's add-computer menu; value: a difficulty
COMPUTER = names_a_game("cpu", __name__)
COMPUTER_TEMPLATE = rf"{COMPUTER}:(?P<rest>.*)"
# stop:<game>                     confirming a game's stop command
STOP = names_a_game("stop", __name__)
STOP_TEMPLATE = rf"{STOP}:(?P<rest>.*)"
# resume:<game>                   the host's Resume on the board of a paused game
RESUME = names_a_game("resume", __name__)
RESUME_TEMPLATE = rf"{RESUME}:(?P<rest>.*)"
# quit:<game>                     confirming that the user leaves a running game
QUIT = names_a_game("quit", __name__)
QUIT_TEMPLATE = rf"{QUIT}:(?P<rest>.*)"
# rematch:<game>                  Rematch under the ending message of a finished game
REMATCH = names_a_game("rematch", __name__)
REMATCH_TEMPLATE = rf"{REMATCH}:(?P<game>\d+)"
# redraw:<game>                   Refresh on a table that lives on interaction tokens only
REDRAW = names_a_game("redraw", __name__)
REDRAW_TEMPLATE = rf"{REDRAW}:(?P<rest>.*)"

LOBBY_OPS = ("join", "leave", "start", "cancel")


# ------------------------------------------------------------------------------- drawing


def computer(game_id: int, step: int) -> str:
    return f"{COMPUTER}:{game_id}:{step}"


def lobby(game_id: int, step: int, op: str) -> str:
    return f"{LOBBY}:{game_id}:{step}:{op}"


def stop(game_id: int) -> str:
    return f"{STOP}:{game_id}"


def resume(game_id: int) -> str:
    return f"{RESUME}:{game_id}"


def leave(game_id: int) -> str:
    return f"{QUIT}:{game_id}"


def rematch(game_id: int) -> str:
    return f"{REMATCH}:{game_id}"


def redraw(game_id: int) -> str:
    return f"{REDRAW}:{game_id}"


# ------------------------------------------------------------------------------- reading


@dataclass(frozen=True)
class Move:
    """A move a component asks for: the game, the step it was drawn for, the action (a value of
    the game's rules engine)."""

    game: int
    step: int
    action: object


@dataclass(frozen=True)
class LobbyClick:
    game: int
    step: int
    op: str  # join | leave | start | cancel | computer
    difficulty: str | None = None


def number(text: str | None) -> int | None:
    """A game id, step, card or pile number as the bot writes one (ASCII digits, no sign, no
    leading zero), at most MAX_NUMBER."""
    if text is None or not _NUMBER.fullmatch(text):
        return None
    value = int(text)
    return value if value <= MAX_NUMBER else None


def game_of(custom_id: str) -> int | None:
    """The game a custom_id of the bot names (its first field after the prefix), if its prefix is
    one that names a game: every component the bot draws for a game names it there."""
    prefix, _, rest = custom_id.partition(":")
    if prefix not in _GAME_PREFIXES:
        return None
    return number(rest.split(":", 1)[0])


def one_value(values: Any) -> str | None:
    """The one value picked in a select menu."""
    if not isinstance(values, list):
        return None
    picked = cast("list[object]", values)
    return picked[0] if len(picked) == 1 and isinstance(picked[0], str) else None


def fields(custom_id: str, prefix: str, count: int, *, arg: bool = False) -> list[str] | None:
    """The colon-separated fields after `prefix` + ":": exactly `count`, or `count` + one argument
    (the rest, which may hold colons) when `arg`."""
    head = f"{prefix}:"
    if not custom_id.startswith(head):
        return None
    parts = custom_id[len(head) :].split(":", count if arg else -1)
    if len(parts) == count or (arg and len(parts) == count + 1):
        return parts
    return None


def game_and_step(parts: list[str]) -> tuple[int, int] | None:
    """The first two fields as a game and a step, if both are numbers as the bot writes them."""
    game, step = number(parts[0]), number(parts[1])
    if game is None or step is None:
        return None
    return game, step


def parse_lobby(custom_id: str) -> LobbyClick | None:
    parts = fields(custom_id, LOBBY, 3)
    if parts is None or (where := game_and_step(parts)) is None or parts[2] not in LOBBY_OPS:
        return None
    return LobbyClick(*where, parts[2])


def parse_computer(custom_id: str, values: Any) -> LobbyClick | None:
    parts = fields(custom_id, COMPUTER, 2)
    difficulty = one_value(values)
    where = game_and_step(parts) if parts is not None else None
    if where is None or difficulty not in difficulties():
        return None
    return LobbyClick(*where, "computer", difficulty)


def parse_stop(custom_id: str) -> int | None:
    parts = fields(custom_id, STOP, 1)
    return None if parts is None else number(parts[0])


def parse_resume(custom_id: str) -> int | None:
    parts = fields(custom_id, RESUME, 1)
    return None if parts is None else number(parts[0])


def parse_leave(custom_id: str) -> int | None:
    parts = fields(custom_id, QUIT, 1)
    return None if parts is None else number(parts[0])


def parse_redraw(custom_id: str) -> int | None:
    parts = fields(custom_id, REDRAW, 1)
    return None if parts is None else number(parts[0])


# ------------------------------------------------------------------------- slash options


def choice(value: Any, allowed: tuple[str, ...]) -> str | None:
    """A string option that must be one of its declared choices (a client can send any)."""
    return value if isinstance(value, str) and value in allowed else None


def flag(value: Any) -> bool | None:
    """A boolean option (discord.py passes on whatever type the client sent)."""
    return value if isinstance(value, bool) else None
