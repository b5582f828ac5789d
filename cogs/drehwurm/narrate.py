"""Drehwurm's running log: one line per turn, newest last, with card pictures.

A regular turn makes several events (a worm played, then its pile turned; a draw, then a pile
turned): they are told as one line; a pile laid out where one was eaten is seen on the board.
Whether the turned pile is open for an out-of-turn worm is not logged: the board marks the open
pile while it is open.
"""

from __future__ import annotations

from typing import Any

from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm.faces import card_text
from cogs.table.render import player_name


def log_lines(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> list[str]:
    """Every line the events tell, oldest first. Events name only public cards."""

    def name(seat: int) -> str:
        return player_name(loc, record.players[seat])

    lines: list[str] = []
    i = 0
    while i < len(events):
        e = events[i]
        after = events[i + 1] if i + 1 < len(events) else {}
        kind = e["type"]
        if kind == "played-worm" and after.get("type") == "turned-pile":
            lines.append(
                t(
                    loc,
                    "drehwurm-log-played",
                    name=name(e["seat"]),
                    card=card_text(loc, e["card"]),
                    pile=e["pile"] + 1,
                    top=card_text(loc, after["top"]),
                )
            )
            i += 1
        elif kind == "cannot-play":
            turned = next(
                (x for x in events[i + 1 : i + 3] if x.get("type") == "turned-pile"), None
            )
            if turned is None:
                lines.append(t(loc, "drehwurm-event-cannot-play", name=name(e["seat"])))
            else:
                lines.append(
                    t(
                        loc,
                        "drehwurm-log-drew",
                        name=name(e["seat"]),
                        pile=turned["pile"] + 1,
                        top=card_text(loc, turned["top"]),
                    )
                )
                i = events.index(turned, i)
        elif kind == "ate-pile":  # the pile laid out in its place shows on the board
            lines.append(
                t(
                    loc,
                    "drehwurm-log-ate",
                    name=name(e["seat"]),
                    pile=e["pile"] + 1,
                    card=card_text(loc, e["card"]),
                    points=e["points"],
                )
            )
            if after.get("type") == "new-pile" and not after["extra"]:
                i += 1
        elif kind == "new-pile":
            lines.append(
                t(loc, "drehwurm-log-new-pile", pile=e["pile"] + 1, top=card_text(loc, e["top"]))
            )
        elif kind == "turned-pile":
            top = card_text(loc, e["top"])
            lines.append(t(loc, "drehwurm-event-turned", pile=e["pile"] + 1, top=top))
        elif kind == "snapped":
            lines.append(
                t(
                    loc,
                    "drehwurm-event-snapped",
                    name=name(e["seat"]),
                    card=card_text(loc, e["card"]),
                    pile=e["pile"] + 1,
                )
            )
        elif kind == "match-started" and not (i and events[i - 1]["type"] == "match-ended"):
            lines.append(
                t(loc, "drehwurm-event-match-started", match=e["match"], name=name(e["start_seat"]))
            )
        elif kind == "match-ended":  # the next match's start goes without saying
            lines.append(t(loc, "drehwurm-event-match-ended", match=e["match"], reason=e["reason"]))
        elif kind == "timed-out":
            lines.append(t(loc, "event-timed-out", name=name(e["seat"])))
        elif kind == "removed":
            lines.append(t(loc, "drehwurm-event-removed", name=name(e["seat"])))
        elif kind == "stopped":
            lines.append(t(loc, "event-stopped", name=f"<@{e['by']}>"))
        i += 1
    return lines


def log_size(players: int) -> int:
    """How many lines the board keeps: a round, one line per player's turn."""
    return players


def narrate(record: GameRecord, loc: str, events: list[dict[str, Any]], size: int) -> str:
    """The board's log: the last `size` lines, newest last (from the game's recent events;
    `events`, the last step's, for a game without them), within an embed field's 1,024
    characters."""
    lines = log_lines(record, loc, record.recent or events)[-size:] if size > 0 else []
    while lines and sum(len(line) + 1 for line in lines) > 1024:
        lines.pop(0)
    return "\n".join(lines)
