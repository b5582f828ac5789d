"""What a Heckmeck step did, in words, for the web replay (bot/domain/scene.py `Said`): a roll, the
dice set aside, a tile taken or stolen, a failed turn and the tiles it moved. The board's running
log tells a whole turn as one line of pictures (cogs/heckmeck/turn_log.py); a replay's step is
one move, told here from that move's events alone."""

from __future__ import annotations

from typing import Any

from bot.domain.scene import Said


def _said(e: dict[str, Any]) -> Said | None:
    kind = e["type"]
    seat = {"player": e["seat"]} if "seat" in e else {}
    if kind == "rolled":
        return Said("said-rolled", {"count": len(e["dice"])}, seat)
    if kind == "set-aside":
        args = {"count": e["count"], "face": e["face"], "total": e["total"]}
        return Said("said-set-aside", args, seat)
    if kind == "no-new-face":
        return Said("said-no-new-face", {}, seat)
    if kind == "took":
        return Said("said-took", {"tile": e["tile"], "worms": e["worms"]}, seat)
    if kind == "stole":
        args = {"tile": e["tile"], "worms": e["worms"]}
        return Said("said-stole", args, {**seat, "victim": e["victim"]})
    if kind == "failed" and e["reason"] != "timeout":  # a timeout is told by its own event
        return Said("said-failed", {"reason": e["reason"], "total": e["total"]}, seat)
    if kind == "returned":
        return Said("said-returned", {"tile": e["tile"]}, seat)
    if kind == "turned":
        return Said("said-turned", {"tile": e["tile"]})
    if kind == "timed-out":
        return Said("event-timed-out", {}, {"name": e["seat"]})
    if kind == "removed":
        return Said("event-removed", {}, {"name": e["seat"]})
    if kind == "quit":
        return Said("event-quit", {}, {"name": e["seat"]})
    if kind == "taken-over":
        return Said("event-taken-over", {"reason": e["reason"]}, {"name": e["seat"]})
    if kind == "game-over":
        return Said("said-game-over")
    return None


def narration(events: list[dict[str, Any]]) -> list[Said]:
    """A step's lines, in the order its events happened (a leave tells its removal)."""
    quits = {e["seat"] for e in events if e["type"] == "quit"}
    told = [e for e in events if not (e["type"] == "removed" and e["seat"] in quits)]
    return [said for e in told if (said := _said(e)) is not None]
