"""The Heckmeck board's running log, one line per turn: what happened since the reader's last turn.

The reader is whoever is on turn: they see every turn the others played since their own last one
(a round), each as a line of pictures: the dice set aside, in order, and how the turn ended (a
tile taken or stolen, or a failure with the tile returned and the one turned face-down). A failed
turn whose returned tile is the highest on the grill says why no tile was turned.

The turn being played is not in the log: the board shows its dice.

At a large table (COMPACT_FROM players) a round is many lines on a phone, so each turn is told by
its outcome alone (a tile taken or stolen, a failure and the tiles it moved), without the dice.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.domain.bounded import Bounded
from bot.domain.heckmeck.engine.data import WORM, Edition
from bot.domain.heckmeck.pictures import TILE_BACK, face_emoji, tile_emoji
from bot.domain.records import GameRecord
from bot.domain.takeover import taken_over
from bot.i18n import t
from cogs.table import icons
from cogs.table.icons import icon
from cogs.table.render import player_name

# From this many players on, a turn's line leaves out its dice (one phone line rather than two).
COMPACT_FROM = 5

# A die face without its picture (no application emoji): a digit as it is, the others as these.
FALLBACK_FACES = {WORM: "🪱", "cheese": "🧀", "ketchup": "🍅", "cucumber": "🥒", "bun": "🍞"}


def face_pic(rules: Edition, face: str) -> str:
    """A die face as text: its picture (an application emoji) when the bot has it, else the
    Unicode fallback (FALLBACK_FACES)."""
    return icon(face_emoji(rules, face), FALLBACK_FACES.get(face, face))


def tile_pic(rules: Edition, tile: int) -> str:
    return icon(tile_emoji(rules, tile), f"`{tile}`")


def back_pic(tile: int) -> str:
    """A tile turned face-down in the log: its back's picture (when there) with its number, which
    the picture does not show and a screen reader would not say."""
    return f"{icon(TILE_BACK, '')}~~`{tile}`~~"


@dataclass
class Turn:
    """One player's turn, read from its events; `closed` is the event that ended it."""

    seat: int
    events: list[dict[str, Any]] = field(default_factory=list)
    closed: dict[str, Any] | None = None


_CLOSING = frozenset({"next-turn", "game-over"})
# Told on a line of their own: a removal, a stop, a leave ("quit", whose removal it tells), a
# seat a computer took over.
_ALONE = frozenset({"removed", "stopped", "quit", "taken-over"})


def turns_of(recent: list[dict[str, Any]]) -> list[Turn]:
    """The finished turns in `recent`, oldest first. A player's removal and a stop are turns of
    their own (a stop also ends the turn it interrupts)."""
    turns: list[Turn] = []
    current: Turn | None = None
    quit_seat: int | None = None
    for e in recent:
        kind = e["type"]
        if kind == "removed" and e.get("seat") == quit_seat:
            continue  # told by the leave
        if kind == "quit":
            quit_seat = e["seat"]
        if kind in _ALONE:
            if current is not None and kind == "stopped":
                current.closed = e
                turns.append(current)
                current = None
            turns.append(Turn(seat=e.get("seat", -1), events=[e], closed=e))
        elif kind in _CLOSING:
            if current is not None:
                current.closed = e
                turns.append(current)
            current = None
        elif current is not None:
            current.events.append(e)
        elif "seat" in e:
            current = Turn(seat=e["seat"], events=[e])
    return turns


def shown_turns(turns: list[Turn], reader: int | None, most: int) -> list[Turn]:
    """The turns since `reader`'s last one (all kept ones if they have none), at most `most`."""
    start = 0
    if reader is not None:
        for i, turn in enumerate(turns):
            if turn.seat == reader:
                start = i + 1
    return turns[start:][-most:] if most > 0 else []


# A turn's line by language, length and the emojis it was drawn with (icons.version(): a line
# drawn before the emojis were uploaded shows digits), keyed by the identity of the event that
# closed it (a finished turn never changes); the event is kept with its line, so a key cannot be
# reused.
_LINES: Bounded[tuple[int, str, bool, int], tuple[dict[str, Any], str]] = Bounded(4096)


def turn_line(
    turn: Turn, loc: str, name: Callable[[int], str], rules: Edition, compact: bool = False
) -> str:
    closed = turn.closed
    key = (id(closed), loc, compact, icons.version())
    if closed is not None:
        known = _LINES.get(key)
        if known is not None and known[0] is closed:
            return known[1]
    text = _format(turn, loc, name, rules, compact)
    if closed is not None:
        _LINES.put(key, (closed, text))
    return text


def _format(
    turn: Turn, loc: str, name: Callable[[int], str], rules: Edition, compact: bool
) -> str:
    first = turn.events[0]
    if first["type"] == "stopped":
        return t(loc, "event-stopped", name=f"<@{first['by']}>")
    if first["type"] == "removed":
        return t(loc, "event-removed", name=name(turn.seat))
    if first["type"] == "quit":
        return t(loc, "event-quit", name=name(turn.seat))
    if first["type"] == "taken-over":
        return t(loc, "event-taken-over", name=name(turn.seat), reason=first["reason"])
    groups: list[str] = []
    parts: list[str] = []
    last_roll: list[str] = []
    returned: int | None = None
    turned: list[int] = []
    for e in turn.events:
        kind = e["type"]
        if kind == "rolled":
            last_roll = e["dice"]
        elif kind == "set-aside":
            groups.append(face_pic(rules, e["face"]) * e["count"])
            last_roll = []
        elif kind == "took":
            parts.append(t(loc, "log-took", tile=tile_pic(rules, e["tile"])))
        elif kind == "stole":
            parts.append(
                t(loc, "log-stole", tile=tile_pic(rules, e["tile"]), victim=name(e["victim"]))
            )
        elif kind == "failed":
            parts.append(_failure(e, loc, rules, last_roll, compact))
        elif kind == "no-new-face":
            dice = "".join(face_pic(rules, f) for f in _ordered(last_roll, rules))
            key = "log-no-new-face-short" if compact else "log-no-new-face"
            parts.append(t(loc, key, dice=dice))
        elif kind == "returned":
            returned = e["tile"]
        elif kind == "turned":
            turned.append(e["tile"])
        elif kind == "timed-out":
            parts.append(t(loc, "log-timed-out"))
    short = "-short" if compact else ""
    if returned is not None and not turned:  # the returned tile is the highest: none is turned
        parts.append(t(loc, f"log-returned-highest{short}", tile=tile_pic(rules, returned)))
    elif returned is not None:
        parts.append(t(loc, f"log-returned{short}", tile=tile_pic(rules, returned)))
    for tile in turned:
        parts.append(t(loc, "log-turned", tile=back_pic(tile)))
    outcome = " ".join(p for p in parts if p)
    if compact:
        return t(loc, "log-turn-short", name=name(turn.seat), outcome=outcome)
    dice = " ".join(groups) or "—"
    return t(loc, "log-turn", name=name(turn.seat), dice=dice, outcome=outcome)


def _failure(
    e: dict[str, Any], loc: str, rules: Edition, last_roll: list[str], compact: bool
) -> str:
    reason = e["reason"]
    if reason == "bust":
        if compact:
            return t(loc, "log-bust-short")
        dice = "".join(face_pic(rules, f) for f in _ordered(last_roll, rules))
        return t(loc, "log-bust", dice=dice)
    if reason == "no-tile":
        return t(loc, "log-no-tile", total=e["total"])
    if reason == "timeout":
        return ""  # told by its timed-out event
    return t(loc, f"log-{reason}")


def _ordered(faces: list[str], rules: Edition) -> list[str]:
    rank = {face: i for i, face in enumerate(rules.faces)}
    return sorted(faces, key=lambda f: rank.get(f, len(rank)))


def narrate(
    record: GameRecord, loc: str, events: list[dict[str, Any]], rules: Edition, reader: int | None
) -> list[str]:
    """The log: the finished turns since `reader`'s last turn (at most one per other player),
    newest last; without a reader (the game is over), the last round."""
    turns = turns_of(record.recent or events)
    players = len(record.players)
    shown = shown_turns(turns, reader, players - 1 if reader is not None else players)
    compact = players >= COMPACT_FROM

    def name(seat: int) -> str:
        player = record.players[seat]
        if compact and player["computer"] and not taken_over(player):
            return t(loc, "computer-name-short", number=-player["id"])
        return player_name(loc, player)

    return [line for turn in shown if (line := turn_line(turn, loc, name, rules, compact))]
