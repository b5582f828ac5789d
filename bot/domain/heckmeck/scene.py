"""A Heckmeck position as everyone at the table saw it: the grill, the dice just rolled and those
set aside, the top tile of each player's stack (bot/domain/scene.py). The dice just rolled come
from the step's events: a roll that ended the turn (no new face) is gone from the state."""

from __future__ import annotations

from typing import Any

from bot.domain.heckmeck.engine.state import HeckmeckState
from bot.domain.heckmeck.pictures import TILE_BACK, face_emoji, tile_emoji
from bot.domain.scene import Part, Piece


def scene(state: HeckmeckState, events: list[dict[str, Any]]) -> list[Part]:
    edition = state.options.rules

    def die(face: str) -> Piece:
        return Piece("scene-die", {"face": face}, face_emoji(edition, face))

    def tile(value: int) -> Piece:
        worms = edition.worms_of[value]
        return Piece("scene-tile", {"value": value, "worms": worms}, tile_emoji(edition, value))

    parts = [Part("scene-grill", tuple(tile(t) for t in state.grill))]
    if state.turned:
        turned = tuple(Piece("scene-turned-tile", {}, TILE_BACK) for _ in state.turned)
        parts.append(Part("scene-turned", turned, {"count": len(state.turned)}))
    rolled = next((e for e in reversed(events) if e.get("type") == "rolled"), None)
    if rolled is not None:
        parts.append(Part("scene-roll", tuple(die(f) for f in rolled["dice"]), seat=rolled["seat"]))
    elif not state.over:
        parts.append(Part("scene-roll", tuple(die(f) for f in state.roll), seat=state.current))
    if not state.over:
        parts.append(Part("scene-kept", tuple(die(f) for f in state.kept), seat=state.current))
    for seat, stack in enumerate(state.stacks):
        worms = sum(edition.worms_of[t] for t in stack)
        parts.append(
            Part(
                "scene-stack",
                (tile(stack[-1]),) if stack else (),
                {"count": len(stack), "worms": worms},
                seat=seat,
                current=seat == state.current and not state.over,
            )
        )
    return parts
