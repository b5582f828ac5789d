"""The custom_ids of a Heckmeck board: drawn here, read back here (cogs/table/ids.py has the
shared ones and says why nothing a client sends is trusted)."""

from __future__ import annotations

from typing import Any

from bot.domain.heckmeck.engine.data import CLASSIC, JUNIOR
from bot.domain.heckmeck.engine.rules import Action, Roll, SetAside, Stop, Take, Undo
from cogs.table.ids import Move, fields, game_and_step, names_a_game, number, one_value

# hm:<game>:<step>:<op>[:<arg>]   a move on a Heckmeck board (op: roll, face, take, stop, undo)
MOVE = names_a_game("hm", __name__)
MOVE_TEMPLATE = rf"{MOVE}:(?P<rest>.*)"
# hmt:<game>:<step>                the menu of takes (free choice); value: a take
TAKES = names_a_game("hmt", __name__)
TAKES_TEMPLATE = rf"{TAKES}:(?P<rest>.*)"

FACES = frozenset(CLASSIC.faces) | frozenset(JUNIOR.faces)


def move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"{MOVE}:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def takes(game_id: int, step: int) -> str:
    return f"{TAKES}:{game_id}:{step}"


def take_arg(take: Take) -> str:
    return f"{take.tile}-{'g' if take.victim is None else take.victim}"


def parse_take(arg: str | None) -> Stop | None:
    """`<tile>-<victim seat or g>` -> the stop action."""
    if arg is None:
        return None
    tile, dash, victim = arg.partition("-")
    tile_number = number(tile)
    victim_seat = None if victim == "g" else number(victim)
    if not dash or tile_number is None or (victim != "g" and victim_seat is None):
        return None
    return Stop(Take(tile_number, victim_seat))


def parse_move(custom_id: str) -> Move | None:
    parts = fields(custom_id, MOVE, 3, arg=True)
    if parts is None or (where := game_and_step(parts)) is None:
        return None
    op, arg = parts[2], (parts[3] if len(parts) == 4 else None)
    action: Action | None = None
    if op == "roll" and arg is None:
        action = Roll()
    elif op == "face" and arg in FACES:
        action = SetAside(arg)
    elif op == "take":
        action = parse_take(arg)
    elif op == "undo" and arg is None:
        action = Undo()
    return None if action is None else Move(*where, action)


def parse_takes(custom_id: str, values: Any) -> Move | None:
    parts = fields(custom_id, TAKES, 2)
    if parts is None or (where := game_and_step(parts)) is None:
        return None
    action = parse_take(one_value(values))
    return None if action is None else Move(*where, action)
