"""A Heckmeck table (classic or Junior) in plain sentences, for a screen reader: who holds what,
whose turn it is, the dice set aside and rolled, what stopping would take, what the grill holds.
The reader's own lines say "you", everyone else's name them.

    read_table("en", record, state, reader=alice_id)
    # ["Anna has 2 tiles, 26 on top, 3 worms.", "You have no tile.", "It is Ben's turn.", …]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.reading import who
from bot.domain.records import GameRecord
from bot.i18n import t


def tile_runs(tiles: Sequence[int]) -> str:
    """Tiles as a screen reader says them quickest: runs of consecutive numbers as "21–24",
    "21–24, 26, 29–36"; a tile twice (Junior) is said twice."""
    parts: list[str] = []
    ordered = sorted(tiles)
    if len(set(ordered)) != len(ordered):
        return ", ".join(map(str, ordered))
    start = prev = None
    for tile in [*ordered, None]:
        if prev is not None and tile == prev + 1:
            prev = tile
            continue
        if start is not None and prev is not None:
            parts.append(str(start) if start == prev else f"{start}–{prev}")
        start = prev = tile
    return ", ".join(parts)


def dice_words(loc: str, faces: Sequence[str], order: Sequence[str]) -> str:
    """Dice grouped by face in the edition's order: "3 dice showing 4, 1 die showing worm"."""
    counts = Counter(faces)
    return ", ".join(
        t(loc, "read-dice", count=counts[face], face=face) for face in order if counts[face]
    )


def _player(loc: str, record: GameRecord, state: hm.HeckmeckState, seat: int, reader: int | None):
    args = who(loc, record, seat, reader)
    if not state.active[seat]:
        return t(loc, "read-left", **args)
    stack = state.stacks[seat]
    return t(
        loc,
        "read-hm-player",
        **args,
        tiles=len(stack),
        top=stack[-1] if stack else 0,
        worms=hm.scores(state)[seat],
    )


def _take(loc: str, record: GameRecord, take: hm.Take, reader: int | None) -> str:
    if take.victim is None:
        return t(loc, "read-hm-take", tile=take.tile)
    return t(loc, "read-hm-steal", tile=take.tile, **who(loc, record, take.victim, reader))


def _turn(loc: str, record: GameRecord, state: hm.HeckmeckState, reader: int | None) -> list[str]:
    """Whose turn, and where the turn stands: its dice and what the player may do."""
    args = who(loc, record, state.current, reader)
    order = state.rules.faces
    lines = [t(loc, "read-turn", **args)]
    if state.kept:
        dice = dice_words(loc, state.kept, order)
        lines.append(t(loc, "read-hm-kept", **args, dice=dice, total=state.total))
    else:
        lines.append(t(loc, "read-hm-nothing-kept", **args))
    if state.phase == "pick":
        lines.append(t(loc, "read-hm-roll", dice=dice_words(loc, state.roll, order)))
        faces = [t(loc, "face-name", face=face) for face in hm.pickable_faces(state)]
        lines.append(t(loc, "read-hm-pickable", **args, faces=", ".join(faces)))
        return lines
    lines.append(t(loc, "read-hm-dice-left", count=state.dice_left))
    takes = hm.take_options(state)
    if takes:
        key = "read-hm-choose-take" if state.phase == "take" else "read-hm-could-take"
        lines.append(
            t(loc, key, **args, takes=", ".join(_take(loc, record, tk, reader) for tk in takes))
        )
    elif state.kept:
        lines.append(t(loc, "read-hm-no-take", **args))
    return lines


def _grill(loc: str, state: hm.HeckmeckState) -> list[str]:
    lines = [
        t(loc, "read-hm-grill", tiles=tile_runs(state.grill))
        if state.grill
        else t(loc, "read-hm-grill-empty")
    ]
    if state.turned:
        lines.append(t(loc, "read-hm-turned", tiles=tile_runs(state.turned)))
    return lines


def read_table(
    loc: str, record: GameRecord, state: hm.HeckmeckState, reader: int | None
) -> list[str]:
    """The whole position in sentences for the user `reader` (None: someone not at the table)."""
    lines = [_player(loc, record, state, seat, reader) for seat in range(len(record.players))]
    if state.over or record.status != "running":
        places = hm.placements(state)
        won = [s for s, place in enumerate(places) if place == 1]
        lines.append(t(loc, "read-over"))
        lines += [t(loc, "read-winner", **who(loc, record, seat, reader)) for seat in won]
    else:
        lines += _turn(loc, record, state, reader)
    lines += _grill(loc, state)
    return lines
