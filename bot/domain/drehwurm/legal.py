"""What fits where in Drehwurm: which worm may go on which top, which chicken may eat which pile
(tables built once, looked up by card id), from them what each seat may do now, and the checks
that refuse a play (IllegalAction, the state unchanged)."""

from __future__ import annotations

from bot.domain.drehwurm.cards import CARDS, Card, card, is_card_id, neighbours
from bot.domain.drehwurm.state import (
    Action,
    CannotPlay,
    DrehwurmState,
    PlayChicken,
    PlayWorm,
    RegularAction,
    Snap,
)
from bot.domain.errors import IllegalAction


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


def chicken_fits(chicken: Card, top: Card) -> bool:
    return top.is_joker or top.colour == chicken.colour


_PROBLEM = {False: _problem_table(False), True: _problem_table(True)}  # keyed by same_colour
IS_CHICKEN: tuple[bool, ...] = tuple(c.is_chicken for c in CARDS)
# _EATS[chicken][top]: whether that chicken may eat a pile with that top (False for non-chickens)
_EATS: tuple[tuple[bool, ...], ...] = tuple(
    tuple(c.is_chicken and t.is_worm and chicken_fits(c, t) for t in CARDS) for c in CARDS
)


def valid_seat(state: DrehwurmState, seat: object) -> bool:
    return type(seat) is int and 0 <= seat < state.num_players


def regular_plays(state: DrehwurmState, seat: int) -> list[PlayWorm | PlayChicken]:
    """Every worm and chicken play that fits for this seat's hand (whoever's turn it is), by card
    id, then pile."""
    tops = [(i, p[-1]) for i, p in enumerate(state.piles) if p]
    worm_fits = _PROBLEM[False]
    plays: list[PlayWorm | PlayChicken] = []
    for cid in state.hands[seat]:
        if IS_CHICKEN[cid]:
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
        if not IS_CHICKEN[cid] and table[cid][top] is None
    ]


def legal_actions(state: DrehwurmState, seat: int) -> list[Action]:
    """Everything this seat may do now: its regular turn (if it is its turn) and any snap."""
    if state.over or not valid_seat(state, seat) or not state.active[seat]:
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


def check_seat(state: DrehwurmState, seat: int) -> None:
    if not valid_seat(state, seat):
        raise IllegalAction("no-such-seat", f"There is no seat {seat!r}", seat=seat)
    if not state.active[seat]:
        raise IllegalAction("player-removed", "You have been removed from this game", seat=seat)


def check_pile(state: DrehwurmState, pile: object) -> int:
    if type(pile) is not int or not 0 <= pile < len(state.piles):
        raise IllegalAction("no-such-pile", f"There is no pile {pile!r}", pile=pile)
    return pile


def check_in_hand(state: DrehwurmState, seat: int, cid: object) -> Card:
    if not is_card_id(cid) or cid not in state.hands[seat]:
        raise IllegalAction("card-not-in-hand", "That card is not in your hand", card=cid)
    return card(cid)


def check_worm(state: DrehwurmState, seat: int, cid: int, pile: int, same_colour: bool) -> Card:
    c = check_in_hand(state, seat, cid)
    pile = check_pile(state, pile)
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
