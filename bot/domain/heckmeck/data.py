"""Component tables of the two Heckmeck editions: one place to correct a component count.

Junior's worm on two sides and its worms per tile could not be checked against the physical game.
"""

from dataclasses import dataclass, field

WORM = "worm"


@dataclass(frozen=True)
class Edition:
    name: str
    dice: int
    sides: tuple[str, ...]  # what each side of a die shows; a face may be on several sides
    values: tuple[tuple[str, int], ...]  # points each face adds to the sum
    tiles: tuple[tuple[int, int], ...]  # (value, worms) for every tile, duplicates included
    min_players: int
    max_players: int
    # Classic: a roll with no new face is a bust; Junior: the turn simply ends and is scored.
    roll_without_new_face_busts: bool
    # Classic: a failed turn returns the top tile, and a tie is broken by the highest tile held.
    failure_returns_tile: bool
    tie_break_by_highest_tile: bool
    # Derived once here, because the engine and the computer players ask for them on every step.
    faces: tuple[str, ...] = field(init=False, repr=False, compare=False)  # distinct, as shown
    value_of: dict[str, int] = field(init=False, repr=False, compare=False)
    worms_of: dict[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "faces", tuple(dict.fromkeys(self.sides)))
        object.__setattr__(self, "value_of", dict(self.values))
        object.__setattr__(self, "worms_of", dict(self.tiles))

    def value(self, face: str) -> int:
        return self.value_of[face]

    def worms_on(self, tile: int) -> int:
        return self.worms_of[tile]


CLASSIC = Edition(
    name="classic",
    dice=8,
    sides=("1", "2", "3", "4", "5", WORM),
    values=(("1", 1), ("2", 2), ("3", 3), ("4", 4), ("5", 5), (WORM, 5)),
    tiles=tuple((v, 1 + (v - 21) // 4) for v in range(21, 37)),
    min_players=2,
    max_players=7,
    roll_without_new_face_busts=True,
    failure_returns_tile=True,
    tie_break_by_highest_tile=True,
)

JUNIOR = Edition(
    name="junior",
    dice=6,
    sides=(WORM, WORM, "cheese", "ketchup", "cucumber", "bun"),
    values=((WORM, 1), ("cheese", 1), ("ketchup", 1), ("cucumber", 1), ("bun", 2)),
    tiles=tuple(
        (v, w) for v, w in ((4, 1), (5, 1), (6, 2), (7, 2), (8, 3), (9, 4)) for _ in range(2)
    ),
    min_players=2,
    max_players=5,
    roll_without_new_face_busts=False,
    failure_returns_tile=False,
    tie_break_by_highest_tile=False,
)

EDITIONS = {e.name: e for e in (CLASSIC, JUNIOR)}
