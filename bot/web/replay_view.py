"""A game's replay as the page shows it: every position's scene (bot/domain/scene.py) in the
reader's words, with a line telling what its step did and the turns it falls into, as one compact
table the page's script steps through (each distinct piece and heading once, each step a list of
parts by index), and the step asked for drawn on the server."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain.replay import Replay
from bot.domain.scene import Part, Piece, Said
from bot.web.pictures import picture_url
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
class Turn:
    first: int  # the index of its first step
    label: str


@dataclass(frozen=True)
class ReplayTable:
    steps: list[list[ShownPart]]
    said: list[list[str]]  # per step: the lines telling what it did
    turns: list[Turn]

    def turn_of(self, step: int) -> int:
        """The index of the turn that step `step` falls into."""
        return max(i for i, turn in enumerate(self.turns) if turn.first <= step)

    def compact(self) -> dict[str, Any]:
        """{"pieces": [[words, picture, look]], "headings": [...], "parts": [[heading, current,
        [piece, ...]]], "steps": [[part, ...], ...], "lines": [words, ...], "said": [[line,
        ...] per step], "turns": [first step, ...]}: each distinct piece, heading, part and line
        once (most parts stay the same from one step to the next, and many lines come again: "Ann
        rolls 8 dice."). The turns' labels are in the page's list of turns."""
        pieces: dict[ShownPiece, int] = {}
        headings: dict[str, int] = {}
        parts: dict[tuple, int] = {}
        lines: dict[str, int] = {}
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
        said = [[lines.setdefault(line, len(lines)) for line in step] for step in self.said]
        return {
            "pieces": [[p.words, p.picture or "", p.look] for p in pieces],
            "headings": list(headings),
            "parts": [[h, c, list(p)] for h, c, p in parts],
            "steps": steps,
            "lines": list(lines),
            "said": said,
            "turns": [turn.first for turn in self.turns],
        }


def _piece(lang: str, piece: Piece) -> ShownPiece:
    words = text(lang, piece.key, **piece.args)
    picture = picture_url(piece.picture) if piece.picture else None
    return ShownPiece(words, picture, piece.look)


def _part(lang: str, part: Part, names: list[str]) -> ShownPart:
    args = dict(part.args)
    if part.seat is not None:
        args["player"] = names[part.seat]
    pieces = tuple(_piece(lang, p) for p in part.pieces)
    return ShownPart(text(lang, part.key, **args), part.current, pieces)


def said_words(lang: str, said: Said, names: list[str]) -> str:
    args = dict(said.args)
    args.update({arg: names[seat] for arg, seat in said.seats.items()})
    args.update({arg: text(lang, p.key, **p.args) for arg, p in said.pieces.items()})
    return text(lang, said.key, **args)


def _current(parts: list[Part]) -> int | None:
    return next((part.seat for part in parts if part.current), None)


def _turns(
    lang: str, game_replay: Replay, scenes: list[list[Part]], names: list[str]
) -> list[Turn]:
    """A step falls into the turn it was played in (that of the position before it); the start
    falls into the first turn."""
    turn_of = game_replay.kind.turn_of
    turns: list[Turn] = []
    here = None
    for index in range(len(scenes)):
        before = max(index - 1, 0)
        turn = turn_of(game_replay.positions[before].state)
        if not turns or turn != here:
            seat = _current(scenes[before])
            player = names[seat] if seat is not None else ""
            label = text(lang, "web-turn", number=len(turns) + 1, player=player)
            turns.append(Turn(index, label))
            here = turn
    return turns


def _step_words(
    lang: str, game_replay: Replay, index: int, names: list[str], first: int | None
) -> list[str]:
    narration = game_replay.kind.narration
    events = game_replay.positions[index].events
    lines = [said_words(lang, s, names) for s in narration(events)] if narration else []
    if not lines and index == 0 and first is not None:
        lines = [text(lang, "web-replay-start", player=names[first])]
    return lines


def replay_table(lang: str, game_replay: Replay, names: list[str]) -> ReplayTable:
    scene = game_replay.kind.scene
    if scene is None:
        return ReplayTable([], [], [])
    scenes = [scene(p.state, p.events) for p in game_replay.positions]
    first = _current(scenes[0]) if scenes else None
    return ReplayTable(
        [[_part(lang, part, names) for part in parts] for parts in scenes],
        [_step_words(lang, game_replay, i, names, first) for i in range(len(scenes))],
        _turns(lang, game_replay, scenes, names),
    )
