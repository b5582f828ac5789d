"""Drehwurm, the card game, as docs/rules.md tells it: the pure rules engine.

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

This module is the engine's interface (`from bot.domain.drehwurm import rules as dw`); the engine
itself is split by job: the values and their JSON (state.py), what fits where and what a seat may
do (legal.py), what each play does (plays.py), the end of a match and the next deal (matches.py)
and the scores (scoring.py).
"""

from __future__ import annotations

import random
from typing import Any

from bot.domain.drehwurm.cards import CARDS, Card, card
from bot.domain.drehwurm.legal import (
    check_seat,
    legal_actions,
    regular_plays,
    snaps,
    timeout_action,
    valid_seat,
)
from bot.domain.drehwurm.matches import deal, end_match, next_turn
from bot.domain.drehwurm.plays import cannot_play, play_chicken, play_snap, play_worm
from bot.domain.drehwurm.scoring import match_points, pile_points, placements, scores, winners
from bot.domain.drehwurm.state import (
    EXTRA_PILE_AFTER,
    HAND_CHICKENS,
    HAND_WORMS,
    KIND,
    MAX_PLAYERS,
    MIN_ACTIVE,
    MIN_PLAYERS,
    START_PILES,
    VARIANTS,
    Action,
    CannotPlay,
    DrehwurmOptions,
    DrehwurmState,
    Event,
    PlayChicken,
    PlayWorm,
    RegularAction,
    Snap,
    Window,
    action_from_json,
    action_to_json,
    evolve,
    state_from_json,
)
from bot.domain.errors import IllegalAction

__all__ = [
    "CARDS",
    "EXTRA_PILE_AFTER",
    "HAND_CHICKENS",
    "HAND_WORMS",
    "KIND",
    "MAX_PLAYERS",
    "MIN_ACTIVE",
    "MIN_PLAYERS",
    "START_PILES",
    "VARIANTS",
    "Action",
    "CannotPlay",
    "Card",
    "DrehwurmOptions",
    "DrehwurmState",
    "Event",
    "PlayChicken",
    "PlayWorm",
    "RegularAction",
    "Snap",
    "Window",
    "action_from_json",
    "action_to_json",
    "all_card_ids",
    "apply",
    "current_seat",
    "hand",
    "is_over",
    "legal_actions",
    "match_points",
    "new_game",
    "pile_points",
    "placements",
    "public_view",
    "regular_plays",
    "remove_player",
    "scores",
    "snaps",
    "state_from_json",
    "timeout_action",
    "winners",
]


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
        piles_eaten=zeros,
        snaps_won=zeros,
        turns=zeros,
    )
    return deal(blank, 1, rng, [])


def current_seat(state: DrehwurmState) -> int | None:
    return None if state.over else state.current


def is_over(state: DrehwurmState) -> bool:
    return state.over


def hand(state: DrehwurmState, seat: int) -> list[Card]:
    """The cards in one player's hand, by id. Show it to that player only."""
    return [card(c) for c in state.hands[seat]]


def apply(
    state: DrehwurmState, seat: int, action: Action, rng: random.Random, now_ok: bool = True
) -> tuple[DrehwurmState, list[Event]]:
    """Apply one player's action; raise IllegalAction (the state is immutable) if it is not allowed.

    `now_ok=False` tells the engine that the out-of-turn window of the just-turned pile has not yet
    run its time: regular plays are then refused with "window-open" while a pile is open.
    """
    if state.over:
        raise IllegalAction("game-over", "The game is over")
    check_seat(state, seat)
    events: list[Event] = []
    match action:
        case Snap(card=cid, pile=pile):
            state = play_snap(state, seat, cid, pile, rng, events)
            state = evolve(state, snaps_won=_bump(state.snaps_won, seat))
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
                    state = play_worm(state, seat, cid, pile, rng, events)
                case PlayChicken(card=cid, pile=pile):
                    state = play_chicken(state, seat, cid, pile, rng, events)
                    state = evolve(state, piles_eaten=_bump(state.piles_eaten, seat))
                case CannotPlay(turn_pile=pile):
                    state = cannot_play(state, seat, pile, rng, events)
            state = evolve(state, turns=_bump(state.turns, seat))
        case _:
            raise IllegalAction("unknown-action", f"Unknown action {action!r}")
    return evolve(state, step=state.step + 1), events


def _bump(counts: tuple[int, ...], seat: int) -> tuple[int, ...]:
    """One more for `seat`; a game that does not count (empty counts) stays without."""
    return tuple(n + (s == seat) for s, n in enumerate(counts))


def remove_player(state: DrehwurmState, seat: int) -> tuple[DrehwurmState, list[Event]]:
    """Take a player out (missed too many turns). A no-op if the game is over or they are out.

    They are skipped from then on and cannot snap; see the module docstring for the rest.
    """
    if not valid_seat(state, seat):
        raise IllegalAction("no-such-seat", f"There is no seat {seat!r}", seat=seat)
    if state.over or not state.active[seat]:
        return state, []
    active = list(state.active)
    active[seat] = False
    state = evolve(state, active=tuple(active), step=state.step + 1)
    events: list[Event] = [{"type": "removed", "seat": seat}]
    if sum(active) < MIN_ACTIVE:
        return end_match(state, "too-few-players", {}, None, events), events
    # No other end condition can start to hold here (see matches.py:match_end), so no new match is
    # dealt and no rng is needed.
    if state.current == seat:
        state = next_turn(state, events)
    return state, events


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
