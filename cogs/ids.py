"""custom_id formats. Each names the game and, for moves, the step the board showed, so that a
stale or doubled click is recognised (the session refuses an old step) and a button keeps working
after a restart (the DynamicItem templates below rebuild it from the id alone). ≤ 100 characters.
"""

from __future__ import annotations

from bot.rules.heckmeck import Take

# hm:<game>:<step>:<op>[:<arg>]   a move on a Heckmeck board
MOVE_TEMPLATE = r"hm:(?P<game>\d+):(?P<step>\d+):(?P<op>[a-z]+)(?::(?P<arg>[\w:-]+))?"
# hmt:<game>:<step>                the menu of takes (free choice)
TAKES_TEMPLATE = r"hmt:(?P<game>\d+):(?P<step>\d+)"
# lobby:<game>:<op>               a lobby button (any game)
LOBBY_TEMPLATE = r"lobby:(?P<game>\d+):(?P<op>[a-z]+)"
# cpu:<game>                      the lobby's add-computer menu
COMPUTER_TEMPLATE = r"cpu:(?P<game>\d+)"
# stop:<game>                     confirming /heckmeck stop (or /drehwurm stop)
STOP_TEMPLATE = r"stop:(?P<game>\d+)"
# dw:<game>:<step>:<op>[:<arg>]   a play from a Drehwurm hand: op w (worm), c (chicken), n (cannot
#                                 play; arg: the pile to turn), s (snap; step: the window's step),
#                                 r (refresh); arg <card>-<pile>
DW_MOVE_TEMPLATE = r"dw:(?P<game>\d+):(?P<step>\d+):(?P<op>[wcnsr])(?::(?P<arg>[\d-]+))?"
# dwp:<game>:<step>:<part>        a menu of plays when a hand offers more than fit as buttons
#                                 (part: the first, second, … menu of 25)
DW_PLAYS_TEMPLATE = r"dwp:(?P<game>\d+):(?P<step>\d+):(?P<part>\d)"
# dwh:<game>                      "Show my hand" under a Drehwurm board
DW_HAND_TEMPLATE = r"dwh:(?P<game>\d+)"
# rematch:<game>                  Rematch under the ending message of a finished game
REMATCH_TEMPLATE = r"rematch:(?P<game>\d+)"


def move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"hm:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def takes(game_id: int, step: int) -> str:
    return f"hmt:{game_id}:{step}"


def computer(game_id: int) -> str:
    return f"cpu:{game_id}"


def lobby(game_id: int, op: str) -> str:
    return f"lobby:{game_id}:{op}"


def stop(game_id: int) -> str:
    return f"stop:{game_id}"


def take_arg(take: Take) -> str:
    return f"{take.tile}-{'g' if take.victim is None else take.victim}"


def parse_take(arg: str) -> Take:
    tile, _, victim = arg.partition("-")
    return Take(int(tile), None if victim == "g" else int(victim))


def dw_move(game_id: int, step: int, op: str, arg: str | None = None) -> str:
    return f"dw:{game_id}:{step}:{op}" + (f":{arg}" if arg is not None else "")


def dw_plays(game_id: int, step: int, part: int) -> str:
    return f"dwp:{game_id}:{step}:{part}"


def dw_hand(game_id: int) -> str:
    return f"dwh:{game_id}"


def rematch(game_id: int) -> str:
    return f"rematch:{game_id}"
