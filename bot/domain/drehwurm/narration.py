"""What Drehwurm's events tell, in words (bot/domain/scene.py `Said`): the lines of the board's
running log (cogs/drehwurm/narrate.py draws them with card pictures) and of a web replay's step.

A regular turn makes several events (a worm played, then its pile turned; a draw, then a pile
turned): they are told as one line; a pile laid out where one was eaten is seen on the table.
Events name only public cards.
"""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm.scene import card_piece
from bot.domain.scene import Said


def _name(e: dict[str, Any], key: str = "seat") -> dict[str, int]:
    return {"name": e[key]}


def narration(events: list[dict[str, Any]]) -> list[Said]:
    """Every line the events tell, oldest first."""
    lines: list[Said] = []
    i = 0
    while i < len(events):
        e = events[i]
        after = events[i + 1] if i + 1 < len(events) else {}
        kind = e["type"]
        if kind == "played-worm" and after.get("type") == "turned-pile":
            pieces = {"card": card_piece(e["card"]), "top": card_piece(after["top"])}
            lines.append(Said("drehwurm-log-played", {"pile": e["pile"] + 1}, _name(e), pieces))
            i += 1
        elif kind == "cannot-play":
            turned = next(
                (x for x in events[i + 1 : i + 3] if x.get("type") == "turned-pile"), None
            )
            if turned is None:
                lines.append(Said("drehwurm-event-cannot-play", {}, _name(e)))
            else:
                args = {"pile": turned["pile"] + 1}
                top = {"top": card_piece(turned["top"])}
                lines.append(Said("drehwurm-log-drew", args, _name(e), top))
                i = events.index(turned, i)
        elif kind == "ate-pile":  # the pile laid out in its place shows on the table
            args = {"pile": e["pile"] + 1, "points": e["points"]}
            card = {"card": card_piece(e["card"])}
            lines.append(Said("drehwurm-log-ate", args, _name(e), card))
            if after.get("type") == "new-pile" and not after["extra"]:
                i += 1
        elif kind == "new-pile":
            top = {"top": card_piece(e["top"])}
            lines.append(Said("drehwurm-log-new-pile", {"pile": e["pile"] + 1}, {}, top))
        elif kind == "turned-pile":
            top = {"top": card_piece(e["top"])}
            lines.append(Said("drehwurm-event-turned", {"pile": e["pile"] + 1}, {}, top))
        elif kind == "snapped":
            card = {"card": card_piece(e["card"])}
            lines.append(Said("drehwurm-event-snapped", {"pile": e["pile"] + 1}, _name(e), card))
        elif kind == "match-started" and not (i and events[i - 1]["type"] == "match-ended"):
            args = {"match": e["match"]}
            lines.append(Said("drehwurm-event-match-started", args, _name(e, "start_seat")))
        elif kind == "match-ended":  # the next match's start goes without saying
            args = {"match": e["match"], "reason": e["reason"]}
            lines.append(Said("drehwurm-event-match-ended", args))
        elif kind == "timed-out":
            lines.append(Said("event-timed-out", {}, _name(e)))
        elif kind == "removed" and i and events[i - 1] == {"type": "quit", "seat": e["seat"]}:
            pass  # told by the leave
        elif kind == "removed":
            lines.append(Said("drehwurm-event-removed", {}, _name(e)))
        elif kind == "quit":
            lines.append(Said("drehwurm-event-quit", {}, _name(e)))
        elif kind == "taken-over":
            lines.append(Said("event-taken-over", {"reason": e["reason"]}, _name(e)))
        elif kind == "stopped":
            lines.append(Said("event-stopped", {"by": e["by"]}))
        i += 1
    return lines
