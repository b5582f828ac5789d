"""A Drehwurm position as the whole channel saw it: the top card of each pile, the draw pile's
size, and per player how many cards they hold and their points (bot/domain/scene.py). Never a
card of a hand: the scene is built from the rules' public view."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm.rules import public_view
from bot.domain.drehwurm.state import DrehwurmState
from bot.domain.scene import Part, Piece


def _card(card: dict[str, Any]) -> Piece:
    if card["kind"] == "chicken":
        return Piece("drehwurm-chicken-card", {"colour": card["colour"]}, look=card["colour"])
    if card["kind"] == "joker":
        return Piece("drehwurm-joker-card", {"number": card["number"]}, look="joker")
    args = {"colour": card["colour"], "number": card["number"]}
    return Piece("drehwurm-worm-card", args, look=card["colour"])


def scene(state: DrehwurmState, events: list[dict[str, Any]]) -> list[Part]:
    view = public_view(state)
    parts = [
        Part(
            "scene-pile",
            () if pile["top"] is None else (_card(pile["top"]),),
            {"number": i + 1, "count": pile["size"], "open": int(view["open_pile"] == i)},
        )
        for i, pile in enumerate(view["piles"])
    ]
    parts.append(Part("scene-draw", (), {"count": view["draw_size"]}))
    for seat, held in enumerate(view["hand_sizes"]):
        parts.append(
            Part(
                "scene-hand-size",
                (),
                {"count": held, "points": view["scores"][seat]},
                seat=seat,
                current=seat == view["current"] and not view["over"],
            )
        )
    return parts
