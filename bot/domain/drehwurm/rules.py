"""Drehwurm, the card game (RULES.md §3): the pure rules engine.

Pure: states and actions are immutable values, the shuffle comes from an injected `random.Random`,
and `apply` returns a new state plus plain-JSON events that narrate what happened. A game is as
many matches as there are players; a finished match is scored and the next one dealt inside the
same `apply`, so the state is always either a match in play or a finished game.

Layout of the state:
  - `piles[i]` holds card ids bottom → top (`[-1]` is the face-up top, `[0]` the face-down
    bottom). Turning a pile over reverses it: a played worm goes on top, then the pile is
    reversed, so the worm ends at the bottom and the former bottom card is the new top.
  - `draw[0]` is the top of the draw pile.
  - `hands[seat]` is sorted by card id; `eaten[seat]` holds that seat's eaten piles of this match,
    each stored as the pile (bottom → top) followed by the chicken that ate it.
  - `out` holds the chickens not dealt this match.
  Every one of the cards is in exactly one of these places at every moment.

Out-of-turn plays ("snaps"): a worm play or a cannot-play turn opens a `Window` on the pile it
turned. Every active player but the one who turned it may play one worm there (`Snap`); the first
one closes it, and the next regular play closes it in any case. The few seconds a chat race needs
are not the engine's business: the bot passes `now_ok=False` to `apply` while that wait lasts, and
the engine then refuses regular plays (code "window-open") but accepts snaps.

Removed players (missed too many turns): skipped from then on; they cannot snap; their hand stays
where it is and counts at the end of the match like anyone's (a chicken still in it counts as not
played, so "every player has played both chickens" waits for it and the match ends another way);
they get no cards in later matches (scoring 0 there) but keep their place in the results by
score. The game goes on while at least 2 players remain: Drehwurm asks 3–6 players at the table,
but none of its rules needs a third player, and ending a 3-player game because one player walked
away would punish the two who stayed. When fewer than 2 remain, the match in play is scored as it
stands and the game ends. Matches keep their number (one per seat at the start); a removed
player's turn as starting player passes to the next active seat clockwise.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Any

from bot.domain.drehwurm.cards import (
    CARDS,
    CHICKEN_IDS,
    WORM_IDS,
    Card,
    card,
    is_card_id,
    neighbours,
)
from bot.domain.errors import IllegalAction

KIND = "drehwurm"

Event = dict[str, Any]

MIN_PLAYERS = 3
MAX_PLAYERS = 6
MIN_ACTIVE = 2  # the game goes on while at least this many players remain (see the docstring)
HAND_WORMS = 10
HAND_CHICKENS = 2
START_PILES = 3
EXTRA_PILE_AFTER = (2, 4)  # after the 2nd chicken of a match a 4th pile, after the 4th a 5th
VARIANTS = ("standard", "beginners", "experienced")


# ---------------------------------------------------------------------------------------- values


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
        )


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


# ------------------------------------------------------------------------------------ the game


def new_game(num_players: int, options: DrehwurmOptions, rng: random.Random) -> DrehwurmState:
    """A fresh game with match 1 dealt; seat 0 starts it (the bot orders the seats)."""
    if type(num_players) is not int or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
        raise IllegalAction(
            "player-count",
            f"Drehwurm needs {MIN_PLAYERS}–{MAX_PLAYERS} players",
            min=MIN_PLAYERS,
            max=MAX_PLAYERS,
        )
    zeros = (0,) * num_players
    blank = DrehwurmState(
        options=options,
        match=0,
        start_seat=0,
        current=0,
        draw=(),
        piles=(),
        hands=((),) * num_players,
        eaten=((),) * num_players,
        out=(),
        window=None,
        totals=zeros,
        match_scores=(),
        active=(True,) * num_players,
    )
    return _deal(blank, 1, rng, [])


def current_seat(state: DrehwurmState) -> int | None:
    return None if state.over else state.current


def is_over(state: DrehwurmState) -> bool:
    return state.over


def hand(state: DrehwurmState, seat: int) -> list[Card]:
    """The cards in one player's hand, by id. Show it to that player only."""
    return [card(c) for c in state.hands[seat]]


def regular_plays(state: DrehwurmState, seat: int) -> list[PlayWorm | PlayChicken]:
    """Every worm and chicken play that fits for this seat's hand (whoever's turn it is), by card
    id, then pile."""
    tops = [(i, p[-1]) for i, p in enumerate(state.piles) if p]
    worm_fits = _PROBLEM[False]
    plays: list[PlayWorm | PlayChicken] = []
    for cid in state.hands[seat]:
        if _IS_CHICKEN[cid]:
            eats = _EATS[cid]
            for i, t in tops:
                if eats[t]:
                    plays.append(PlayChicken(cid, i))
        else:
            row = worm_fits[cid]
            for i, t in tops:
                if row[t] is None:
                    plays.append(PlayWorm(cid, i))
    return plays


def snaps(state: DrehwurmState, seat: int) -> list[Snap]:
    """The out-of-turn worms this seat may play now (on the just-turned pile)."""
    w = state.window  # only ever set while the game runs, in a variant with out-of-turn plays
    if w is None or w.snapped_by is not None or seat == w.turned_by or not state.active[seat]:
        return []
    top = state.piles[w.pile][-1]
    table = _PROBLEM[state.options.snap_same_colour]
    return [
        Snap(cid, w.pile)
        for cid in state.hands[seat]
        if not _IS_CHICKEN[cid] and table[cid][top] is None
    ]


def legal_actions(state: DrehwurmState, seat: int) -> list[Action]:
    """Everything this seat may do now: its regular turn (if it is its turn) and any snap."""
    if state.over or not _valid_seat(state, seat) or not state.active[seat]:
        return []
    actions: list[Action] = []
    if seat == state.current:
        plays = regular_plays(state, seat)
        actions += plays or [CannotPlay(i) for i in range(len(state.piles))]
    actions += snaps(state, seat)
    return actions


def timeout_action(state: DrehwurmState) -> RegularAction:
    """The current player's deadline passed: the first fitting worm (by card id, then pile), else
    the first fitting chicken, else the cannot-play draw turning pile 0."""
    if state.over:
        raise IllegalAction("game-over", "The game is over")
    plays = regular_plays(state, state.current)
    for play in plays:
        if isinstance(play, PlayWorm):
            return play
    return plays[0] if plays else CannotPlay(0)


def apply(
    state: DrehwurmState, seat: int, action: Action, rng: random.Random, now_ok: bool = True
) -> tuple[DrehwurmState, list[Event]]:
    """Apply one player's action; raise IllegalAction (the state is immutable) if it is not allowed.

    `now_ok=False` tells the engine that the out-of-turn window of the just-turned pile has not yet
    run its time: regular plays are then refused with "window-open" while a pile is open.
    """
    if state.over:
        raise IllegalAction("game-over", "The game is over")
    _check_seat(state, seat)
    events: list[Event] = []
    match action:
        case Snap(card=cid, pile=pile):
            state = _snap(state, seat, cid, pile, rng, events)
        case PlayWorm() | PlayChicken() | CannotPlay():
            if seat != state.current:
                raise IllegalAction("not-your-turn", "It is not your turn", current=state.current)
            if not now_ok and state.open_pile() is not None:
                raise IllegalAction(
                    "window-open",
                    "Wait a moment: the just-turned pile is still open for an out-of-turn worm",
                    pile=state.open_pile(),
                )
            match action:
                case PlayWorm(card=cid, pile=pile):
                    state = _play_worm(state, seat, cid, pile, rng, events)
                case PlayChicken(card=cid, pile=pile):
                    state = _play_chicken(state, seat, cid, pile, rng, events)
                case CannotPlay(turn_pile=pile):
                    state = _cannot_play(state, seat, pile, rng, events)
        case _:
            raise IllegalAction("unknown-action", f"Unknown action {action!r}")
    return _evolve(state, step=state.step + 1), events


def remove_player(state: DrehwurmState, seat: int) -> tuple[DrehwurmState, list[Event]]:
    """Take a player out (missed too many turns). A no-op if the game is over or they are out.

    They are skipped from then on and cannot snap; see the module docstring for the rest.
    """
    if not _valid_seat(state, seat):
        raise IllegalAction("no-such-seat", f"There is no seat {seat!r}", seat=seat)
    if state.over or not state.active[seat]:
        return state, []
    active = list(state.active)
    active[seat] = False
    state = _evolve(state, active=tuple(active), step=state.step + 1)
    events: list[Event] = [{"type": "removed", "seat": seat}]
    if sum(active) < MIN_ACTIVE:
        return _end_match(state, "too-few-players", {}, None, events), events
    # No other end condition can start to hold here (see _match_end), so no new match is dealt
    # and no rng is needed.
    if state.current == seat:
        state = _next_turn(state, events)
    return state, events


# -------------------------------------------------------------------------------------- scoring


def pile_points(eaten_pile: tuple[int, ...]) -> int:
    """An eaten pile: 3 per worm of the chicken's colour, 2 per joker, 1 per other worm."""
    chicken = next(card(c) for c in eaten_pile if card(c).is_chicken)
    total = 0
    for cid in eaten_pile:
        c = card(cid)
        if c.is_chicken:
            continue
        total += 2 if c.is_joker else 3 if c.colour == chicken.colour else 1
    return total


def match_points(state: DrehwurmState) -> list[int]:
    """This match's points per seat as it stands: eaten piles minus one per card in hand."""
    return [
        sum(pile_points(p) for p in state.eaten[s]) - len(state.hands[s])
        for s in range(state.num_players)
    ]


def scores(state: DrehwurmState) -> list[int]:
    """Totals over the finished matches (the final scores once the game is over)."""
    return list(state.totals)


def placements(state: DrehwurmState) -> list[int]:
    """1 = first; equal totals share a place (1, 1, 3, …)."""
    totals = state.totals
    return [1 + sum(other > mine for other in totals) for mine in totals]


def winners(state: DrehwurmState) -> list[int]:
    return [seat for seat, place in enumerate(placements(state)) if place == 1]


def public_view(state: DrehwurmState) -> dict[str, Any]:
    """Everything the whole channel may see. Never a card in anyone's hand, nor the draw pile."""
    open_pile = state.open_pile()
    return {
        "kind": KIND,
        "variant": state.options.variant,
        "match": state.match,
        "num_matches": state.num_matches,
        "start_seat": state.start_seat,
        "current": current_seat(state),
        "piles": [
            {"top": None if not p else card(p[-1]).to_json(), "size": len(p)} for p in state.piles
        ],
        "open_pile": open_pile,
        "turned_by": None if open_pile is None or state.window is None else state.window.turned_by,
        "draw_size": len(state.draw),
        "hand_sizes": [len(h) for h in state.hands],
        "chickens_left": [sum(card(c).is_chicken for c in h) for h in state.hands],
        "eaten": [
            [{"size": len(p) - 1, "points": pile_points(p)} for p in piles] for piles in state.eaten
        ],
        "scores": list(state.totals),
        "match_scores": [list(row) for row in state.match_scores],
        "active": list(state.active),
        "over": state.over,
        "step": state.step,
    }


# ----------------------------------------------------------------------------------- internals


_STATE_FIELDS = frozenset(f.name for f in fields(DrehwurmState))


def _evolve(state: DrehwurmState, **changes: Any) -> DrehwurmState:
    """`dataclasses.replace` for the state, without re-running the generated frozen `__init__`
    (the state has no `__post_init__` to skip): several times faster, and the engine rebuilds the
    state several times per action."""
    assert _STATE_FIELDS.issuperset(changes), changes
    new = object.__new__(DrehwurmState)
    new.__dict__.update(state.__dict__, **changes)
    return new


def _valid_seat(state: DrehwurmState, seat: object) -> bool:
    return type(seat) is int and 0 <= seat < state.num_players


def _check_seat(state: DrehwurmState, seat: int) -> None:
    if not _valid_seat(state, seat):
        raise IllegalAction("no-such-seat", f"There is no seat {seat!r}", seat=seat)
    if not state.active[seat]:
        raise IllegalAction("player-removed", "You have been removed from this game", seat=seat)


def _check_pile(state: DrehwurmState, pile: object) -> int:
    if type(pile) is not int or not 0 <= pile < len(state.piles):
        raise IllegalAction("no-such-pile", f"There is no pile {pile!r}", pile=pile)
    return pile


def _check_in_hand(state: DrehwurmState, seat: int, cid: object) -> Card:
    if not is_card_id(cid) or cid not in state.hands[seat]:
        raise IllegalAction("card-not-in-hand", "That card is not in your hand", card=cid)
    return card(cid)  # type: ignore[arg-type]


def _worm_problem(c: Card, top: Card, *, same_colour: bool) -> tuple[str, str] | None:
    """Why worm `c` may not go on `top` (code, message), or None if it fits.

    Regular rule: colours differ (a joker played or on top always differs). Experienced
    out-of-turn rule: colours are the same (a joker is never the same colour). Both: the numbers
    neighbour on the 1/10…9 cycle.
    """
    assert c.number is not None and top.number is not None
    if same_colour:
        if c.is_joker or top.is_joker or c.colour != top.colour:
            return "colour-must-match", "Out of turn, the worm must have the same colour as the top"
    elif not c.is_joker and not top.is_joker and c.colour == top.colour:
        return "colour-must-differ", "The worm must have a different colour from the top"
    if not neighbours(c.number, top.number):
        return "number-not-neighbour", "The worm's number must neighbour the top's number"
    return None


def _problem_table(same_colour: bool) -> tuple[tuple[tuple[str, str] | None, ...], ...]:
    """`table[card][top]`: `_worm_problem` for every pair of worm ids (None rows for chickens)."""
    worms = [c for c in CARDS if c.is_worm]
    rows: list[tuple[tuple[str, str] | None, ...]] = []
    for c in CARDS:
        row: list[tuple[str, str] | None] = [None] * len(CARDS)
        if c.is_worm:
            for top in worms:
                row[top.id] = _worm_problem(c, top, same_colour=same_colour)
        rows.append(tuple(row))
    return tuple(rows)


def _chicken_fits(chicken: Card, top: Card) -> bool:
    return top.is_joker or top.colour == chicken.colour


_PROBLEM = {False: _problem_table(False), True: _problem_table(True)}  # keyed by same_colour
_IS_CHICKEN: tuple[bool, ...] = tuple(c.is_chicken for c in CARDS)
# _EATS[chicken][top]: whether that chicken may eat a pile with that top (False for non-chickens)
_EATS: tuple[tuple[bool, ...], ...] = tuple(
    tuple(c.is_chicken and t.is_worm and _chicken_fits(c, t) for t in CARDS) for c in CARDS
)


def _without(cards: tuple[int, ...], cid: int) -> tuple[int, ...]:
    i = cards.index(cid)
    return cards[:i] + cards[i + 1 :]


def _set(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*items[:i], value, *items[i + 1 :])


def _check_worm(state: DrehwurmState, seat: int, cid: int, pile: int, same_colour: bool) -> Card:
    c = _check_in_hand(state, seat, cid)
    pile = _check_pile(state, pile)
    if not c.is_worm:
        raise IllegalAction(
            "not-a-worm", f"{c.label} is a chicken: it can only eat a pile", card=cid
        )
    top = state.top(pile)
    assert top is not None
    problem = _PROBLEM[same_colour][c.id][top.id]
    if problem is not None:
        code, message = problem
        raise IllegalAction(code, f"{message} ({c.label} on {top.label})", card=cid, pile=pile)
    return c


def _play_worm(
    state: DrehwurmState, seat: int, cid: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    c = _check_worm(state, seat, cid, pile, same_colour=False)
    top = state.top(pile)
    assert top is not None
    turned = (*state.piles[pile], cid)[::-1]
    state = _evolve(
        state,
        hands=_set(state.hands, seat, _without(state.hands[seat], cid)),
        piles=_set(state.piles, pile, turned),
        window=None,
    )
    events.append(
        {
            "type": "played-worm",
            "seat": seat,
            "card": c.to_json(),
            "pile": pile,
            "on": top.to_json(),
        }
    )
    return _after_turning(state, seat, pile, rng, events)


def _after_turning(
    state: DrehwurmState, seat: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    """A pile has just been turned by a regular turn: open it, unless the match is over."""
    ended = _match_end(state)
    opens = ended is None and state.options.snaps
    top = state.top(pile)
    assert top is not None
    events.append(
        {"type": "turned-pile", "seat": seat, "pile": pile, "top": top.to_json(), "open": opens}
    )
    if ended is not None:
        return _end_match(state, *ended, rng, events)
    if opens:
        state = _evolve(state, window=Window(pile, seat))
    return _next_turn(state, events)


def _play_chicken(
    state: DrehwurmState, seat: int, cid: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    c = _check_in_hand(state, seat, cid)
    pile = _check_pile(state, pile)
    if not c.is_chicken:
        raise IllegalAction("not-a-chicken", f"{c.label} is not a chicken", card=cid)
    top = state.top(pile)
    assert top is not None
    if not _chicken_fits(c, top):
        raise IllegalAction(
            "chicken-colour",
            f"A {c.label} eats only a {c.colour} top or a joker, not {top.label}",
            card=cid,
            pile=pile,
        )
    eaten_pile = (*state.piles[pile], cid)
    state = _evolve(
        state,
        hands=_set(state.hands, seat, _without(state.hands[seat], cid)),
        piles=_set(state.piles, pile, ()),
        eaten=_set(state.eaten, seat, (*state.eaten[seat], eaten_pile)),
        window=None,
    )
    events.append(
        {
            "type": "ate-pile",
            "seat": seat,
            "card": c.to_json(),
            "pile": pile,
            "cards": [card(x).to_json() for x in eaten_pile[:-1]],
            "points": pile_points(eaten_pile),
        }
    )
    formed = _form_pile(state, pile, events)
    if formed is None:
        return _end_match(state, "draw-pile-empty", {"needed": "new-pile"}, rng, events)
    state = formed
    if state.chickens_played in EXTRA_PILE_AFTER:
        formed = _form_pile(state, len(state.piles), events)
        if formed is None:
            return _end_match(state, "draw-pile-empty", {"needed": "extra-pile"}, rng, events)
        state = formed
    ended = _match_end(state)
    if ended is not None:
        return _end_match(state, *ended, rng, events)
    return _next_turn(state, events)


def _form_pile(state: DrehwurmState, index: int, events: list[Event]) -> DrehwurmState | None:
    """One card face-down, one face-up from the draw pile, at `index` (or appended). None if the
    draw pile has fewer than 2 cards."""
    if len(state.draw) < 2:
        return None
    new = (state.draw[0], state.draw[1])
    extra = index == len(state.piles)
    piles = (*state.piles, new) if extra else _set(state.piles, index, new)
    events.append(
        {"type": "new-pile", "pile": index, "top": card(new[1]).to_json(), "extra": extra}
    )
    return _evolve(state, draw=state.draw[2:], piles=piles)


def _cannot_play(
    state: DrehwurmState, seat: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    if regular_plays(state, seat):
        raise IllegalAction("play-possible", "You can play a card, so you may not draw", seat=seat)
    pile = _check_pile(state, pile)
    events.append({"type": "cannot-play", "seat": seat})
    if not state.draw:
        return _end_match(state, "draw-pile-empty", {"needed": "draw"}, rng, events)
    drawn = state.draw[0]
    state = _evolve(
        state,
        draw=state.draw[1:],
        hands=_set(state.hands, seat, tuple(sorted((*state.hands[seat], drawn)))),
        piles=_set(state.piles, pile, state.piles[pile][::-1]),
        window=None,
    )
    events.append({"type": "drew", "seat": seat, "draw_size": len(state.draw)})
    return _after_turning(state, seat, pile, rng, events)


def _snap(
    state: DrehwurmState, seat: int, cid: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    if not state.options.snaps:
        raise IllegalAction("snaps-disabled", "No out-of-turn plays in the beginners' variant")
    w = state.window
    if w is None or w.pile != pile:
        raise IllegalAction(
            "pile-not-open", "That pile is not open for an out-of-turn worm", pile=pile
        )
    if w.snapped_by is not None:
        raise IllegalAction(
            "snap-taken", "Too late: someone else was faster", pile=pile, by=w.snapped_by
        )
    if seat == w.turned_by:
        raise IllegalAction(
            "own-pile", "You turned that pile yourself: the others may snap it", pile=pile
        )
    c = _check_worm(state, seat, cid, pile, same_colour=state.options.snap_same_colour)
    top = state.top(pile)
    assert top is not None
    state = _evolve(
        state,
        hands=_set(state.hands, seat, _without(state.hands[seat], cid)),
        piles=_set(state.piles, pile, (*state.piles[pile], cid)),
        window=Window(w.pile, w.turned_by, seat),
    )
    events.append(
        {"type": "snapped", "seat": seat, "card": c.to_json(), "pile": pile, "on": top.to_json()}
    )
    ended = _match_end(state)
    if ended is not None:
        return _end_match(state, *ended, rng, events)
    return state


def _match_end(state: DrehwurmState) -> tuple[str, dict[str, Any]] | None:
    """An end condition that holds now (reason, params), or None.

    A removed player's hand stays as it was: it is never emptied, and a chicken left in it still
    counts as not played, so removing a player never makes an end condition hold (the matches
    after the removal deal them nothing, and an empty hand holds no chicken).
    """
    for s in range(state.num_players):
        if state.active[s] and not state.hands[s]:
            return "hand-empty", {"seat": s}
    if not any(_IS_CHICKEN[c] for h in state.hands for c in h):
        return "chickens-played", {}
    return None


def _end_match(
    state: DrehwurmState,
    reason: str,
    params: dict[str, Any],
    rng: random.Random | None,
    events: list[Event],
) -> DrehwurmState:
    row = tuple(match_points(state))
    totals = tuple(t + p for t, p in zip(state.totals, row, strict=True))
    events.append(
        {
            "type": "match-ended",
            "match": state.match,
            "reason": reason,
            **params,
            "scores": list(row),
            "totals": list(totals),
            "cards_left": [len(h) for h in state.hands],
            "eaten_points": [[pile_points(p) for p in piles] for piles in state.eaten],
        }
    )
    state = _evolve(state, totals=totals, match_scores=(*state.match_scores, row), window=None)
    if reason == "too-few-players" or state.match >= state.num_matches:
        state = _evolve(state, over=True)
        events.append(
            {
                "type": "game-over",
                "scores": list(state.totals),
                "placements": placements(state),
                "winners": winners(state),
            }
        )
        return state
    assert rng is not None
    return _deal(state, state.match + 1, rng, events)


def _next_active(state: DrehwurmState, seat: int) -> int:
    """`seat` itself if active, else the next active seat clockwise."""
    n = state.num_players
    for k in range(n):
        s = (seat + k) % n
        if state.active[s]:
            return s
    raise AssertionError("no active seat")


def _next_turn(state: DrehwurmState, events: list[Event]) -> DrehwurmState:
    seat = _next_active(state, (state.current + 1) % state.num_players)
    events.append({"type": "turn", "seat": seat})
    return _evolve(state, current=seat)


def _deal(
    state: DrehwurmState, match: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    """Shuffle every card and set up match `match`, keeping seats, scores and removals."""
    n = state.num_players
    seats = [s for s in range(n) if state.active[s]]
    chickens = list(CHICKEN_IDS)
    worms = list(WORM_IDS)
    rng.shuffle(chickens)
    rng.shuffle(worms)
    hands: list[tuple[int, ...]] = [()] * n
    for s in seats:
        dealt = chickens[:HAND_CHICKENS] + worms[:HAND_WORMS]
        del chickens[:HAND_CHICKENS], worms[:HAND_WORMS]
        hands[s] = tuple(sorted(dealt))
    piles = tuple((worms[2 * i], worms[2 * i + 1]) for i in range(START_PILES))
    del worms[: 2 * START_PILES]
    start = _next_active(state, (match - 1) % n)
    state = _evolve(
        state,
        match=match,
        start_seat=start,
        current=start,
        draw=tuple(worms),
        piles=piles,
        hands=tuple(hands),
        eaten=((),) * n,
        out=tuple(sorted(chickens)),
        window=None,
    )
    events.append(
        {
            "type": "match-started",
            "match": match,
            "start_seat": start,
            "piles": [card(p[-1]).to_json() for p in piles],
            "draw_size": len(state.draw),
        }
    )
    events.append({"type": "turn", "seat": start})
    return state


def all_card_ids(state: DrehwurmState) -> list[int]:
    """Every card id in the state, wherever it lies (for conservation checks)."""
    ids = [*state.draw, *state.out]
    for p in state.piles:
        ids += p
    for h in state.hands:
        ids += h
    for piles in state.eaten:
        for p in piles:
            ids += p
    return ids
