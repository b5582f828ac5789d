"""A game's replay as the page shows it: every position's scene (bot/domain/scene.py) in the
reader's words, as one compact table the page's script steps through (each distinct piece and
heading once, each step a list of parts by index), and the first step drawn on the server."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain.replay import Replay
from bot.domain.scene import Part, Piece
from bot.web.texts import text


@dataclass(frozen=True)
class ShownPiece:
    words: str
    picture: str | None  # the picture's URL path
    look: str


@dataclass(frozen=True)
class ShownPart:
    heading: str
    current: bool
    pieces: tuple[ShownPiece, ...]


@dataclass(frozen=True)
class ReplayTable:
    steps: list[list[ShownPart]]

    def compact(self) -> dict[str, Any]:
        """{"pieces": [[words, picture, look]], "headings": [...], "parts": [[heading, current,
        [piece, ...]]], "steps": [[part, ...], ...]}: each distinct piece, heading and part once
        (most parts stay the same from one step to the next)."""
        pieces: dict[ShownPiece, int] = {}
        headings: dict[str, int] = {}
        parts: dict[tuple, int] = {}
        steps = []
        for step in self.steps:
            shown = []
            for part in step:
                key = (
                    headings.setdefault(part.heading, len(headings)),
                    int(part.current),
                    tuple(pieces.setdefault(p, len(pieces)) for p in part.pieces),
                )
                shown.append(parts.setdefault(key, len(parts)))
            steps.append(shown)
        return {
            "pieces": [[p.words, p.picture or "", p.look] for p in pieces],
            "headings": list(headings),
            "parts": [[h, c, list(p)] for h, c, p in parts],
            "steps": steps,
        }


def picture_path(name: str) -> str:
    return f"/pictures/{name}.png"


def _piece(lang: str, piece: Piece) -> ShownPiece:
    words = text(lang, piece.key, **piece.args)
    picture = picture_path(piece.picture) if piece.picture else None
    return ShownPiece(words, picture, piece.look)


def _part(lang: str, part: Part, names: list[str]) -> ShownPart:
    args = dict(part.args)
    if part.seat is not None:
        args["player"] = names[part.seat]
    pieces = tuple(_piece(lang, p) for p in part.pieces)
    return ShownPart(text(lang, part.key, **args), part.current, pieces)


def replay_table(lang: str, game_replay: Replay, names: list[str]) -> ReplayTable:
    scene = game_replay.kind.scene
    if scene is None:
        return ReplayTable([])
    return ReplayTable(
        [
            [_part(lang, part, names) for part in scene(p.state, p.events)]
            for p in game_replay.positions
        ]
    )
