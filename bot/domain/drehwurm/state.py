"""Drehwurm's values: options, actions, the out-of-turn window, the state of a game, their JSON.

See bot/domain/drehwurm/rules.py for the layout of the state.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from bot.domain.drehwurm.cards import Card, card
from bot.domain.errors import IllegalAction

KIND = "drehwurm"

Event = dict[str, Any]

MIN_PLAYERS = 3
MAX_PLAYERS = 6
MIN_ACTIVE = 2  # the game goes on while at least this many players remain (see rules.py)
HAND_WORMS = 10
HAND_CHICKENS = 2
START_PILES = 3
EXTRA_PILE_AFTER = (2, 4)  # after the 2nd chicken of a match a 4th pile, after the 4th a 5th
VARIANTS = ("standard", "beginners", "experienced")


@dataclass(frozen=True)
class DrehwurmOptions:
    """standard: out-of-turn plays as regular ones; beginners: none; experienced: same colour."""

    variant: str = "standard"

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise IllegalAction(
                "unknown-variant",
                f"Unknown Drehwurm variant {self.variant!r}",
                variant=self.variant,
            )

    @property
    def snaps(self) -> bool:
        return self.variant != "beginners"

    @property
    def snap_same_colour(self) -> bool:
        return self.variant == "experienced"

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> DrehwurmOptions:
        return cls(**d)


@dataclass(frozen=True)
class PlayWorm:
    """A regular turn: a worm (or joker) from the hand onto a pile, which is then turned over."""

    card: int
    pile: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "play-worm", "card": self.card, "pile": self.pile}


@dataclass(frozen=True)
class PlayChicken:
    """A regular turn: a chicken eats a pile whose top has its colour (or is a joker)."""

    card: int
    pile: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "play-chicken", "card": self.card, "pile": self.pile}


@dataclass(frozen=True)
class CannotPlay:
    """A regular turn when nothing fits: draw one worm, then turn `turn_pile` over."""

    turn_pile: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "cannot-play", "turn_pile": self.turn_pile}


@dataclass(frozen=True)
class Snap:
    """Out of turn: a worm onto the just-turned pile, which is not turned again."""

    card: int
    pile: int

    def to_json(self) -> dict[str, Any]:
        return {"type": "snap", "card": self.card, "pile": self.pile}


Action = PlayWorm | PlayChicken | CannotPlay | Snap
RegularAction = PlayWorm | PlayChicken | CannotPlay


@dataclass(frozen=True)
class Window:
    """The just-turned pile, open for one out-of-turn worm until the next regular play."""

    pile: int
    turned_by: int
    snapped_by: int | None = None  # set once someone snapped: the window is then used up

    def to_json(self) -> dict[str, Any]:
        return {"pile": self.pile, "turned_by": self.turned_by, "snapped_by": self.snapped_by}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Window:
        return cls(d["pile"], d["turned_by"], d["snapped_by"])


@dataclass(frozen=True)
class DrehwurmState:
    options: DrehwurmOptions
    match: int  # 1-based; there are as many matches as seats
    start_seat: int  # who started this match
    current: int  # whose regular turn it is
    draw: tuple[int, ...]  # draw[0] is the top
    piles: tuple[tuple[int, ...], ...]  # each bottom → top
    hands: tuple[tuple[int, ...], ...]  # per seat, sorted
    eaten: tuple[tuple[tuple[int, ...], ...], ...]  # per seat: eaten piles, chicken last
    out: tuple[int, ...]  # chickens not dealt this match, sorted
    window: Window | None
    totals: tuple[int, ...]  # per seat, over the finished matches
    match_scores: tuple[tuple[int, ...], ...]  # one row per finished match
    active: tuple[bool, ...]  # False once a player has been removed
    over: bool = False
    step: int = 0  # counts every change, for stale-button detection
    # Per seat over the whole game, for /stats: piles eaten, out-of-turn worms played, regular
    # turns. Empty (and left out of the JSON) for a game started before they were counted: it
    # never counts them, so its snapshot stays what its log replays to (see kind.py).
    piles_eaten: tuple[int, ...] = ()
    snaps_won: tuple[int, ...] = ()
    turns: tuple[int, ...] = ()

    @property
    def num_players(self) -> int:
        return len(self.hands)

    @property
    def num_matches(self) -> int:
        return len(self.hands)

    @property
    def chickens_played(self) -> int:
        return sum(len(piles) for piles in self.eaten)

    def top(self, pile: int) -> Card | None:
        cards = self.piles[pile]
        return card(cards[-1]) if cards else None

    def open_pile(self) -> int | None:
        """The pile that may take an out-of-turn worm now, if any."""
        w = self.window
        return w.pile if w is not None and w.snapped_by is None else None

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": KIND,
            "options": self.options.to_json(),
            "match": self.match,
            "start_seat": self.start_seat,
            "current": self.current,
            "draw": list(self.draw),
            "piles": [list(p) for p in self.piles],
            "hands": [list(h) for h in self.hands],
            "eaten": [[list(p) for p in piles] for piles in self.eaten],
            "out": list(self.out),
            "window": None if self.window is None else self.window.to_json(),
            "totals": list(self.totals),
            "match_scores": [list(row) for row in self.match_scores],
            "active": list(self.active),
            "over": self.over,
            "step": self.step,
            **self._counts_json(),
        }

    def _counts_json(self) -> dict[str, Any]:
        if not self.turns:
            return {}
        return {
            "piles_eaten": list(self.piles_eaten),
            "snaps_won": list(self.snaps_won),
            "turns": list(self.turns),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> DrehwurmState:
        return cls(
            options=DrehwurmOptions.from_json(d["options"]),
            match=d["match"],
            start_seat=d["start_seat"],
            current=d["current"],
            draw=tuple(d["draw"]),
            piles=tuple(tuple(p) for p in d["piles"]),
            hands=tuple(tuple(h) for h in d["hands"]),
            eaten=tuple(tuple(tuple(p) for p in piles) for piles in d["eaten"]),
            out=tuple(d["out"]),
            window=None if d["window"] is None else Window.from_json(d["window"]),
            totals=tuple(d["totals"]),
            match_scores=tuple(tuple(row) for row in d["match_scores"]),
            active=tuple(d["active"]),
            over=d["over"],
            step=d["step"],
            piles_eaten=_counts(d, "piles_eaten"),
            snaps_won=_counts(d, "snaps_won"),
            turns=_counts(d, "turns"),
        )


def _counts(d: dict[str, Any], key: str) -> tuple[int, ...]:
    return tuple(d.get(key, ()))


def state_from_json(d: dict[str, Any]) -> DrehwurmState:
    return DrehwurmState.from_json(d)


def action_to_json(action: Action) -> dict[str, Any]:
    return action.to_json()


def action_from_json(d: dict[str, Any]) -> Action:
    try:
        match d.get("type"):
            case "play-worm":
                return PlayWorm(d["card"], d["pile"])
            case "play-chicken":
                return PlayChicken(d["card"], d["pile"])
            case "cannot-play":
                return CannotPlay(d["turn_pile"])
            case "snap":
                return Snap(d["card"], d["pile"])
    except KeyError:
        pass
    raise IllegalAction("unknown-action", f"Unknown action {d!r}")


_STATE_FIELDS = frozenset(f.name for f in fields(DrehwurmState))


def evolve(state: DrehwurmState, **changes: Any) -> DrehwurmState:
    """`dataclasses.replace` for the state, without re-running the generated frozen `__init__`
    (the state has no `__post_init__` to skip): several times faster, and the engine rebuilds the
    state several times per action."""
    assert _STATE_FIELDS.issuperset(changes), changes
    new = object.__new__(DrehwurmState)
    new.__dict__.update(state.__dict__, **changes)
    return new
