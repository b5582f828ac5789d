"""Everything a user's client sends the bot, read in one place: custom_ids, select values and slash
options.

Discord only delivers custom_ids the bot put on a message, but a forged or mangled client can send
anything, so nothing is trusted: each parser returns a typed value or None, and the callers answer
None with the stale-button refusal (a slash option with "invalid-option") and change nothing.

Each custom_id names the game and the step it was drawn for (a move, the lobby), so that a stale
or doubled click is recognised (the session refuses an old step) and a button keeps working after
a restart (the DynamicItem templates below rebuild it from the id alone). ≤ 100 characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.domain.games import difficulties
from bot.domain.heckmeck.data import CLASSIC, JUNIOR
from bot.domain.heckmeck.rules import Take
from cogs.table.games import game_id_prefix

# SQLite stores 64-bit integers: a larger number cannot name a stored game or step.
MAX_NUMBER = 2**63 - 1
# Numbers as the bot writes them (str(int)): no sign, no leading zero, so that one number has one
# spelling and a custom_id names one game only one way.
_NUMBER = re.compile(r"0|[1-9][0-9]{0,18}")

# The DynamicItem templates match a prefix only, so that every custom_id that claims to be one of
# the bot's reaches its component, which parses it with the functions below.
# hm:<game>:<step>:<op>[:<arg>]   a move on a Heckmeck board (op: roll, face, take, stop)
MOVE_TEMPLATE = r"hm:(?P<rest>.*)"
# hmt:<game>:<step>                the menu of takes (free choice); value: a take
TAKES_TEMPLATE = r"hmt:(?P<rest>.*)"
# lobby:<game>:<step>:<op>        a lobby button (any game): join, leave, start, cancel
LOBBY_TEMPLATE = r"lobby:(?P<rest>.*)"
# cpu:<game>:<step>               the lobby's add-computer menu; value: a difficulty
COMPUTER_TEMPLATE = r"cpu:(?P<rest>.*)"
# stop:<game>                     confirming /heckmeck stop (or /drehwurm stop)
STOP_TEMPLATE = r"stop:(?P<rest>.*)"
# dw:<game>:<step>:<op>[:<arg>]   a play from a Drehwurm hand: op w (worm), c (chicken), n (cannot
#                                 play; arg: the pile to turn), s (snap; step: the window's step),
#                                 r (refresh); arg <card>-<pile>
DW_MOVE_TEMPLATE = r"dw:(?P<rest>.*)"
# dwp:<game>:<step>:<part>        a menu of plays when a hand offers more than fit as buttons
#                                 (part: the first, second, … menu of 25); value: <op>:<card>-<pile>
DW_PLAYS_TEMPLATE = r"dwp:(?P<rest>.*)"
# dwh:<game>                      "Show my hand" under a Drehwurm board
DW_HAND_TEMPLATE = r"dwh:(?P<rest>.*)"
# rematch:<game>                  Rematch under the ending message of a finished game
REMATCH_TEMPLATE = r"rematch:(?P<game>\d+)"

# The custom_id prefixes of components drawn for one game, named in the first field after them
# (besides those a game's TableGame declares: cogs/table/games.py).
GAME_PREFIXES = frozenset(
    ("hm", "hmt", "hmo", "lobby", "cpu", "stop", "dw", "dwp", "dwh", "rematch", "rp")
)

LOBBY_OPS = ("join", "leave", "start", "cancel")
HECKMECK_FACES = frozenset(CLASSIC.faces) | frozenset(JUNIOR.faces)


# ------------------------------------------------------------------------------- drawing


def move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"hm:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def takes(game_id: int, step: int) -> str:
    return f"hmt:{game_id}:{step}"


def computer(game_id: int, step: int) -> str:
    return f"cpu:{game_id}:{step}"


def lobby(game_id: int, step: int, op: str) -> str:
    return f"lobby:{game_id}:{step}:{op}"


def stop(game_id: int) -> str:
    return f"stop:{game_id}"


def take_arg(take: Take) -> str:
    return f"{take.tile}-{'g' if take.victim is None else take.victim}"


def dw_move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"dw:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def dw_plays(game_id: int, step: int, part: int) -> str:
    return f"dwp:{game_id}:{step}:{part}"


def dw_hand(game_id: int) -> str:
    return f"dwh:{game_id}"


def rematch(game_id: int) -> str:
    return f"rematch:{game_id}"


# ------------------------------------------------------------------------------- reading


@dataclass(frozen=True)
class Move:
    """A move a component asks for: the game, the step it was drawn for, the action (as the
    session layer takes it)."""

    game: int
    step: int
    action: dict[str, Any]


@dataclass(frozen=True)
class LobbyClick:
    game: int
    step: int
    op: str  # join | leave | start | cancel | computer
    difficulty: str | None = None


@dataclass(frozen=True)
class HandClick:
    """A click on a Drehwurm hand: a play (`action`), or Refresh (`action` None)."""

    game: int
    step: int
    action: dict[str, Any] | None


def number(text: str | None) -> int | None:
    """A game id, step, card or pile number as the bot writes one (ASCII digits, no sign, no
    leading zero), at most MAX_NUMBER."""
    if text is None or not _NUMBER.fullmatch(text):
        return None
    value = int(text)
    return value if value <= MAX_NUMBER else None


def game_of(custom_id: str) -> int | None:
    """The game a custom_id of the bot names (its first field after the prefix), if it names one
    of the bot's games: every component the bot draws for a game names it there."""
    prefix, _, rest = custom_id.partition(":")
    if prefix not in GAME_PREFIXES and not game_id_prefix(prefix):
        return None
    return number(rest.split(":", 1)[0])


def one_value(values: Any) -> str | None:
    """The one value picked in a select menu."""
    if not isinstance(values, list) or len(values) != 1 or not isinstance(values[0], str):
        return None
    return values[0]


def _fields(custom_id: str, prefix: str, count: int, *, arg: bool = False) -> list[str] | None:
    """The colon-separated fields after `prefix`: exactly `count`, or `count` + one argument (the
    rest, which may hold colons) when `arg`."""
    if not custom_id.startswith(prefix):
        return None
    parts = custom_id[len(prefix) :].split(":", count if arg else -1)
    if len(parts) == count or (arg and len(parts) == count + 1):
        return parts
    return None


def _game_and_step(parts: list[str]) -> tuple[int, int] | None:
    game, step = number(parts[0]), number(parts[1])
    if game is None or step is None:
        return None
    return game, step


def parse_take(arg: str | None) -> dict[str, Any] | None:
    """`<tile>-<victim seat or g>` -> the stop action."""
    if arg is None:
        return None
    tile, dash, victim = arg.partition("-")
    tile_number = number(tile)
    victim_seat = None if victim == "g" else number(victim)
    if not dash or tile_number is None or (victim != "g" and victim_seat is None):
        return None
    return {"type": "stop", "tile": tile_number, "victim": victim_seat}


def parse_move(custom_id: str) -> Move | None:
    parts = _fields(custom_id, "hm:", 3, arg=True)
    if parts is None or (where := _game_and_step(parts)) is None:
        return None
    op, arg = parts[2], (parts[3] if len(parts) == 4 else None)
    action: dict[str, Any] | None = None
    if op == "roll" and arg is None:
        action = {"type": "roll"}
    elif op == "face" and arg in HECKMECK_FACES:
        action = {"type": "set-aside", "face": arg}
    elif op == "take":
        action = parse_take(arg)
    return None if action is None else Move(*where, action)


def parse_takes(custom_id: str, values: Any) -> Move | None:
    parts = _fields(custom_id, "hmt:", 2)
    if parts is None or (where := _game_and_step(parts)) is None:
        return None
    action = parse_take(one_value(values))
    return None if action is None else Move(*where, action)


def parse_lobby(custom_id: str) -> LobbyClick | None:
    parts = _fields(custom_id, "lobby:", 3)
    if parts is None or (where := _game_and_step(parts)) is None or parts[2] not in LOBBY_OPS:
        return None
    return LobbyClick(*where, parts[2])


def parse_computer(custom_id: str, values: Any) -> LobbyClick | None:
    parts = _fields(custom_id, "cpu:", 2)
    difficulty = one_value(values)
    where = _game_and_step(parts) if parts is not None else None
    if where is None or difficulty not in difficulties():
        return None
    return LobbyClick(*where, "computer", difficulty)


def parse_stop(custom_id: str) -> int | None:
    parts = _fields(custom_id, "stop:", 1)
    return None if parts is None else number(parts[0])


def parse_dw_hand(custom_id: str) -> int | None:
    parts = _fields(custom_id, "dwh:", 1)
    return None if parts is None else number(parts[0])


def _card_on_pile(op: str, arg: str | None) -> dict[str, Any] | None:
    kind = {"w": "play-worm", "c": "play-chicken", "s": "snap"}.get(op)
    if kind is None or arg is None:
        return None
    card, dash, pile = arg.partition("-")
    card_number, pile_number = number(card), number(pile)
    if not dash or card_number is None or pile_number is None:
        return None
    return {"type": kind, "card": card_number, "pile": pile_number}


def parse_dw_move(custom_id: str) -> HandClick | None:
    parts = _fields(custom_id, "dw:", 3, arg=True)
    if parts is None or (where := _game_and_step(parts)) is None:
        return None
    op, arg = parts[2], (parts[3] if len(parts) == 4 else None)
    if op == "r" and arg is None:
        return HandClick(*where, None)
    if op == "n":
        pile = number(arg)
        if pile is None:
            return None
        return HandClick(*where, {"type": "cannot-play", "turn_pile": pile})
    action = _card_on_pile(op, arg)
    return None if action is None else HandClick(*where, action)


def parse_dw_plays(custom_id: str, values: Any) -> HandClick | None:
    parts = _fields(custom_id, "dwp:", 3)
    value = one_value(values)
    if parts is None or (where := _game_and_step(parts)) is None or number(parts[2]) is None:
        return None
    op, _, arg = (value or "").partition(":")
    action = _card_on_pile(op, arg) if op in ("w", "c") else None
    return None if action is None else HandClick(*where, action)


# ------------------------------------------------------------------------- slash options


def choice(value: Any, allowed: tuple[str, ...]) -> str | None:
    """A string option that must be one of its declared choices (a client can send any)."""
    return value if isinstance(value, str) and value in allowed else None


def flag(value: Any) -> bool | None:
    """A boolean option (discord.py passes on whatever type the client sent)."""
    return value if isinstance(value, bool) else None
