"""What everyone at the table could see at one position of a game, in a form any page can draw
without knowing the game: parts (the grill, a pile, a player's stack), each a heading and the
pieces in it (a die, a tile, a card), each piece with its words and, where the game has one, the
name of its picture (the bot's emoji of it). Each game builds its scene from a state
(`GameKind.scene`); a scene never shows what only one player could see (a hand of cards).
What a step did is told from its events (`GameKind.narration`): a few `Said` lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Piece:
    key: str  # the catalogue key of its words (also the picture's alt text)
    args: dict[str, Any] = field(default_factory=dict)
    picture: str | None = None  # a picture of the game's `pictures`, by name
    look: str = ""  # a short style name: a colour without a picture, "large" for a picture


@dataclass(frozen=True)
class Part:
    key: str  # the catalogue key of its heading; `seat` fills in the player's name
    pieces: tuple[Piece, ...] = ()
    args: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None
    current: bool = False  # whose turn it is


@dataclass(frozen=True)
class Said:
    """One thing a step did, in words: a catalogue key and its arguments. An argument named in
    `seats` holds a seat (told as that player's name), one in `pieces` a piece (told in its
    words)."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)
    seats: dict[str, int] = field(default_factory=dict)
    pieces: dict[str, Piece] = field(default_factory=dict)
