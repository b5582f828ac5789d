"""Computer players for Drehwurm: a heuristic that plays legally and sensibly.

`choose_action(state, difficulty, rng)` returns a legal regular action for `state.current`;
`choose_snap(state, seat, rng)` the out-of-turn worm a computer in `seat` plays on the just-turned
pile, or None. Both are pure and fast; the session layer runs them in a thread executor.

What a computer knows: its own hand, the tops and sizes of the piles, and what has been played
face-up. A pile's cards were all face-up at some time, except its original face-down card, so a
player with a good memory knows a pile's worth; the computer values piles by their cards, but
counts the pile's bottom card (possibly never seen) at an average worth. It never looks at the
draw pile or at another player's hand.

normal / hard – eat a pile with a chicken when it is worth it (a big pile, many worms of the
                chicken's colour; any pile once the hand is nearly empty or the draw pile nearly
                out), else get rid of a worm (coloured worms before jokers, which fit anywhere;
                on the smallest pile, as turning a pile shows a new top the next player may eat),
                else eat anyway (the only play left), else draw and turn the smallest pile.
hard          – waits for bigger piles before eating.
easy          – eats smaller piles, and one time in three makes a random legal play.
"""

from __future__ import annotations

import random
from typing import Literal

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import card

Difficulty = Literal["easy", "normal", "hard"]
DIFFICULTIES: tuple[Difficulty, ...] = ("easy", "normal", "hard")

UNSEEN_CARD_POINTS = 1.5  # the average worth of a card whose face was never seen
EAT_THRESHOLD = {"easy": 3.0, "normal": 5.0, "hard": 6.0}


def pile_value(state: dw.DrehwurmState, pile: int, chicken: int) -> float:
    """What eating `pile` with `chicken` would score, the face-down bottom card estimated."""
    cards = state.piles[pile]
    colour = card(chicken).colour
    total = 0.0
    for i, cid in enumerate(cards):
        c = card(cid)
        if i == 0 and len(cards) == 2:
            total += UNSEEN_CARD_POINTS  # the pile's original face-down card: never seen
        elif c.is_joker:
            total += 2
        else:
            total += 3 if c.colour == colour else 1
    return total


def _endgame(state: dw.DrehwurmState, seat: int) -> bool:
    return len(state.hands[seat]) <= 3 or len(state.draw) <= 4


def choose_action(
    state: dw.DrehwurmState, difficulty: Difficulty, rng: random.Random
) -> dw.RegularAction:
    """A legal regular action for the player whose turn it is; ValueError if the game is over."""
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"unknown difficulty {difficulty!r}")
    if state.over:
        raise ValueError("the game is over")
    seat = state.current
    plays = dw.regular_plays(state, seat)
    if not plays:
        return dw.CannotPlay(_pile_to_turn(state, rng))
    if difficulty == "easy" and rng.random() < 1 / 3:
        return rng.choice(plays)
    chickens = [p for p in plays if isinstance(p, dw.PlayChicken)]
    worms = [p for p in plays if isinstance(p, dw.PlayWorm)]
    best_eat = None
    if chickens:
        best_eat = max(chickens, key=lambda p: (pile_value(state, p.pile, p.card), -p.card))
        value = pile_value(state, best_eat.pile, best_eat.card)
        if value >= EAT_THRESHOLD[difficulty] or _endgame(state, seat) or not worms:
            return best_eat
    return _best_worm(state, seat, worms, rng)


def _best_worm(
    state: dw.DrehwurmState, seat: int, worms: list[dw.PlayWorm], rng: random.Random
) -> dw.PlayWorm:
    """Coloured worms before jokers (a joker fits more later); among those, the smallest pile, as
    turning a pile shows a new top the next player may eat (ties broken at random)."""

    def cost(play: dw.PlayWorm) -> tuple[float, float]:
        c = card(play.card)
        joker = 1.0 if c.is_joker else 0.0
        # Turning a big pile reveals a new top the next player may eat: prefer small piles.
        size = len(state.piles[play.pile])
        return (joker, size + rng.random())

    return min(worms, key=cost)


def _pile_to_turn(state: dw.DrehwurmState, rng: random.Random) -> int:
    """Nothing fits: draw, then turn the smallest pile (the least to give away)."""
    sizes = [len(p) for p in state.piles]
    smallest = min(sizes)
    return rng.choice([i for i, s in enumerate(sizes) if s == smallest])


def choose_snap(state: dw.DrehwurmState, seat: int, rng: random.Random) -> dw.Snap | None:
    """The out-of-turn worm this seat plays on the just-turned pile, if any fits: a card less in
    the hand is a point more. Coloured worms go before jokers (a joker fits more later)."""
    options = dw.snaps(state, seat)
    if not options:
        return None
    plain = [s for s in options if not card(s.card).is_joker]
    return rng.choice(plain or options)
