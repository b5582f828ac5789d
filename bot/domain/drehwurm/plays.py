"""Drehwurm's plays: what a worm, a chicken, a cannot-play draw or an out-of-turn worm does to the
game, each checked first (an illegal one raises IllegalAction and changes nothing)."""

from __future__ import annotations

import random
from typing import Any

from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.legal import (
    check_in_hand,
    check_pile,
    check_worm,
    chicken_fits,
    regular_plays,
)
from bot.domain.drehwurm.matches import end_match, match_end, next_turn
from bot.domain.drehwurm.scoring import pile_points
from bot.domain.drehwurm.state import EXTRA_PILE_AFTER, DrehwurmState, Event, Window, evolve
from bot.domain.errors import IllegalAction


def _without(cards: tuple[int, ...], cid: int) -> tuple[int, ...]:
    i = cards.index(cid)
    return cards[:i] + cards[i + 1 :]


def _set(items: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    return (*items[:i], value, *items[i + 1 :])


def play_worm(
    state: DrehwurmState, seat: int, cid: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    c = check_worm(state, seat, cid, pile, same_colour=False)
    top = state.top(pile)
    assert top is not None
    turned = (*state.piles[pile], cid)[::-1]
    state = evolve(
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
    ended = match_end(state)
    opens = ended is None and state.options.snaps
    top = state.top(pile)
    assert top is not None
    events.append(
        {"type": "turned-pile", "seat": seat, "pile": pile, "top": top.to_json(), "open": opens}
    )
    if ended is not None:
        return end_match(state, *ended, rng, events)
    if opens:
        state = evolve(state, window=Window(pile, seat))
    return next_turn(state, events)


def play_chicken(
    state: DrehwurmState, seat: int, cid: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    c = check_in_hand(state, seat, cid)
    pile = check_pile(state, pile)
    if not c.is_chicken:
        raise IllegalAction("not-a-chicken", f"{c.label} is not a chicken", card=cid)
    top = state.top(pile)
    assert top is not None
    if not chicken_fits(c, top):
        raise IllegalAction(
            "chicken-colour",
            f"A {c.label} eats only a {c.colour} top or a joker, not {top.label}",
            card=cid,
            pile=pile,
        )
    eaten_pile = (*state.piles[pile], cid)
    state = evolve(
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
        return end_match(state, "draw-pile-empty", {"needed": "new-pile"}, rng, events)
    state = formed
    if state.chickens_played in EXTRA_PILE_AFTER:
        formed = _form_pile(state, len(state.piles), events)
        if formed is None:
            return end_match(state, "draw-pile-empty", {"needed": "extra-pile"}, rng, events)
        state = formed
    ended = match_end(state)
    if ended is not None:
        return end_match(state, *ended, rng, events)
    return next_turn(state, events)


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
    return evolve(state, draw=state.draw[2:], piles=piles)


def cannot_play(
    state: DrehwurmState, seat: int, pile: int, rng: random.Random, events: list[Event]
) -> DrehwurmState:
    if regular_plays(state, seat):
        raise IllegalAction("play-possible", "You can play a card, so you may not draw", seat=seat)
    pile = check_pile(state, pile)
    events.append({"type": "cannot-play", "seat": seat})
    if not state.draw:
        return end_match(state, "draw-pile-empty", {"needed": "draw"}, rng, events)
    drawn = state.draw[0]
    state = evolve(
        state,
        draw=state.draw[1:],
        hands=_set(state.hands, seat, tuple(sorted((*state.hands[seat], drawn)))),
        piles=_set(state.piles, pile, state.piles[pile][::-1]),
        window=None,
    )
    events.append({"type": "drew", "seat": seat, "draw_size": len(state.draw)})
    return _after_turning(state, seat, pile, rng, events)


def play_snap(
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
    c = check_worm(state, seat, cid, pile, same_colour=state.options.snap_same_colour)
    top = state.top(pile)
    assert top is not None
    state = evolve(
        state,
        hands=_set(state.hands, seat, _without(state.hands[seat], cid)),
        piles=_set(state.piles, pile, (*state.piles[pile], cid)),
        window=Window(w.pile, w.turned_by, seat),
    )
    events.append(
        {"type": "snapped", "seat": seat, "card": c.to_json(), "pile": pile, "on": top.to_json()}
    )
    ended = match_end(state)
    if ended is not None:
        return end_match(state, *ended, rng, events)
    return state

