"""Drehwurm's cards: the component table (docs/rules.md, Drehwurm) and a stable id for every card.

The distribution is **provisional** (the physical component list could not be confirmed): every
count lives in `DISTRIBUTION` below, so a correction is made in this one place. Card ids are the
positions in `CARDS`, which is built from the table in a fixed order, so an id means the same card
in every game that uses the same table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

Kind = Literal["worm", "joker", "chicken"]

COLOURS: tuple[str, ...] = ("yellow", "blue", "red")
NUMBERS: tuple[int, ...] = (1, 2, 3, 4, 5, 6, 7, 8, 9)  # 1 is the card "1/10"

# (kind, colour, number, copies). colour None = a joker (no colour); number None = a chicken.
DISTRIBUTION: tuple[tuple[Kind, str | None, int | None, int], ...] = (
    *(("worm", colour, number, 3) for colour in COLOURS for number in NUMBERS),  # 3 × 27
    *(("joker", None, number, 1) for number in NUMBERS),  # 9 jokers, one per number
    *(("chicken", colour, None, 5) for colour in COLOURS),  # 15 chickens
)


@dataclass(frozen=True)
class Card:
    id: int
    kind: Kind
    colour: str | None  # None for a joker
    number: int | None  # None for a chicken; 1 stands for "1/10"

    @property
    def is_worm(self) -> bool:
        """A worm card in the wide sense: coloured worms and jokers (anything but a chicken)."""
        return self.kind != "chicken"

    @property
    def is_joker(self) -> bool:
        return self.kind == "joker"

    @property
    def is_chicken(self) -> bool:
        return self.kind == "chicken"

    @property
    def label(self) -> str:
        """A short English name: "red 8", "joker 1/10", "blue chicken"."""
        if self.kind == "chicken":
            return f"{self.colour} chicken"
        number = "1/10" if self.number == 1 else str(self.number)
        return f"joker {number}" if self.kind == "joker" else f"{self.colour} {number}"

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "colour": self.colour, "number": self.number}


def _build() -> tuple[Card, ...]:
    cards: list[Card] = []
    for kind, colour, number, copies in DISTRIBUTION:
        for _ in range(copies):
            cards.append(Card(len(cards), kind, colour, number))
    return tuple(cards)


CARDS: tuple[Card, ...] = _build()
WORM_IDS: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_worm)
CHICKEN_IDS: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_chicken)


def card(card_id: int) -> Card:
    """The card with this id (an IndexError for anything else: check `is_card_id` first)."""
    return CARDS[card_id]


def is_card_id(value: object) -> bool:
    return type(value) is int and 0 <= value < len(CARDS)


def neighbours(a: int, b: int) -> bool:
    """Whether two numbers neighbour on the cycle 1/10, 2, …, 9 (1/10 neighbours 2 and 9)."""
    return (a - b) % len(NUMBERS) in (1, len(NUMBERS) - 1)
