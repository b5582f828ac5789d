"""A Drehwurm position as the whole channel saw it: the top card of each pile, the draw pile's
size, and per player how many cards they hold and their points (bot/domain/scene.py), each card
with its picture (the bot's card emoji). Never a card of a hand: the scene is built from the
rules' public view."""

from __future__ import annotations

from typing import Any

from bot.domain.drehwurm.pictures import card_emoji_of
from bot.domain.drehwurm.rules import public_view
from bot.domain.drehwurm.state import DrehwurmState
from bot.domain.scene import Part, Piece

LARGE = "large"  # a card's picture is drawn larger than a die's: its number is its face


CARD_KEYS = {
    "worm": "drehwurm-worm-card",
    "joker": "drehwurm-joker-card",
    "chicken": "drehwurm-chicken-card",
}


def card_piece(card: dict[str, Any]) -> Piece:
    """A public card (as the state's view and the events carry it), with its picture."""
    kind, colour, number = card["kind"], card.get("colour"), card.get("number")
    args = {"chicken": {"colour": colour}, "joker": {"number": number}}.get(
        kind, {"colour": colour, "number": number}
    )
    return Piece(CARD_KEYS[kind], args, card_emoji_of(kind, colour, number), LARGE)


def piece_card(piece: Piece) -> dict[str, Any]:
    """The card a `card_piece` shows, as the events carry it."""
    kind = next(kind for kind, key in CARD_KEYS.items() if key == piece.key)
    return {"kind": kind, "colour": piece.args.get("colour"), "number": piece.args.get("number")}


def scene(state: DrehwurmState, events: list[dict[str, Any]]) -> list[Part]:
    view = public_view(state)
    parts = [
        Part(
            "scene-pile",
            () if pile["top"] is None else (card_piece(pile["top"]),),
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
