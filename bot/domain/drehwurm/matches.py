"""Drehwurm's matches: when one ends, its scoring, the next deal, and whose turn is next."""

from __future__ import annotations

import random
from typing import Any

from bot.domain.drehwurm.cards import CHICKEN_IDS, WORM_IDS, card
from bot.domain.drehwurm.legal import IS_CHICKEN
from bot.domain.drehwurm.scoring import match_points, pile_points, placements, winners
from bot.domain.drehwurm.state import (
    HAND_CHICKENS,
    HAND_WORMS,
    START_PILES,
    DrehwurmState,
    Event,
    evolve,
)


def match_end(state: DrehwurmState) -> tuple[str, dict[str, Any]] | None:
    """An end condition that holds now (reason, params), or None.

    A removed player's hand stays as it was: it is never emptied, and a chicken left in it still
    counts as not played, so removing a player never makes an end condition hold (the matches
    after the removal deal them nothing, and an empty hand holds no chicken).
    """
    for s in range(state.num_players):
        if state.active[s] and not state.hands[s]:
            return "hand-empty", {"seat": s}
    if not any(IS_CHICKEN[c] for h in state.hands for c in h):
        return "chickens-played", {}
    return None


def end_match(
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
    state = evolve(state, totals=totals, match_scores=(*state.match_scores, row), window=None)
    if reason == "too-few-players" or state.match >= state.num_matches:
        state = evolve(state, over=True)
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
    return deal(state, state.match + 1, rng, events)


def _next_active(state: DrehwurmState, seat: int) -> int:
    """`seat` itself if active, else the next active seat clockwise."""
    n = state.num_players
    for k in range(n):
        s = (seat + k) % n
        if state.active[s]:
            return s
    raise AssertionError("no active seat")


def next_turn(state: DrehwurmState, events: list[Event]) -> DrehwurmState:
    seat = _next_active(state, (state.current + 1) % state.num_players)
    events.append({"type": "turn", "seat": seat})
    return evolve(state, current=seat)


def deal(
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
    state = evolve(
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

