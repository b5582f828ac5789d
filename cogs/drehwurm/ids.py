"""The custom_ids of Drehwurm's board and hands: drawn here, read back here (cogs/table/ids.py has
the shared ones and says why nothing a client sends is trusted)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain.drehwurm import rules as dw
from cogs.table.ids import fields, game_and_step, names_a_game, number, one_value

# dw:<game>:<step>:<op>[:<arg>]   a play from a hand: op w (worm), c (chicken), n (cannot play;
#                                 arg: the pile to turn), s (snap; step: the window's step),
#                                 r (refresh); arg <card>-<pile>
MOVE = names_a_game("dw", __name__)
MOVE_TEMPLATE = rf"{MOVE}:(?P<rest>.*)"
# dwp:<game>:<step>:<part>        a menu of plays when a hand offers more than fit as buttons
#                                 (part: the first, second, … menu of 25); value: <op>:<card>-<pile>
PLAYS = names_a_game("dwp", __name__)
PLAYS_TEMPLATE = rf"{PLAYS}:(?P<rest>.*)"
# dwh:<game>                      "Show my hand" under a Drehwurm board
HAND = names_a_game("dwh", __name__)
HAND_TEMPLATE = rf"{HAND}:(?P<rest>.*)"


@dataclass(frozen=True)
class HandClick:
    """A click on a Drehwurm hand: a play (`action`), or Refresh (`action` None)."""

    game: int
    step: int
    action: dw.Action | None


def move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"{MOVE}:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def plays(game_id: int, step: int, part: int) -> str:
    return f"{PLAYS}:{game_id}:{step}:{part}"


def hand(game_id: int) -> str:
    return f"{HAND}:{game_id}"


def parse_hand(custom_id: str) -> int | None:
    parts = fields(custom_id, HAND, 1)
    return None if parts is None else number(parts[0])


_ON_A_PILE: dict[str, type[dw.PlayWorm | dw.PlayChicken | dw.Snap]] = {
    "w": dw.PlayWorm,
    "c": dw.PlayChicken,
    "s": dw.Snap,
}


def _card_on_pile(op: str, arg: str | None) -> dw.PlayWorm | dw.PlayChicken | dw.Snap | None:
    play = _ON_A_PILE.get(op)
    if play is None or arg is None:
        return None
    card, dash, pile = arg.partition("-")
    card_number, pile_number = number(card), number(pile)
    if not dash or card_number is None or pile_number is None:
        return None
    return play(card_number, pile_number)


def parse_move(custom_id: str) -> HandClick | None:
    parts = fields(custom_id, MOVE, 3, arg=True)
    if parts is None or (where := game_and_step(parts)) is None:
        return None
    op, arg = parts[2], (parts[3] if len(parts) == 4 else None)
    if op == "r" and arg is None:
        return HandClick(*where, None)
    if op == "n":
        pile = number(arg)
        if pile is None:
            return None
        return HandClick(*where, dw.CannotPlay(pile))
    action = _card_on_pile(op, arg)
    return None if action is None else HandClick(*where, action)


def parse_plays(custom_id: str, values: Any) -> HandClick | None:
    parts = fields(custom_id, PLAYS, 3)
    value = one_value(values)
    if parts is None or (where := game_and_step(parts)) is None or number(parts[2]) is None:
        return None
    op, _, arg = (value or "").partition(":")
    action = _card_on_pile(op, arg) if op in ("w", "c") else None
    return None if action is None else HandClick(*where, action)
