"""A Drehwurm table in plain sentences, for a screen reader: the match, whose turn, the piles and
their top cards, the draw pile, what each player holds and has scored. Hands are private: the
reader hears their own cards, and of everyone else only how many they hold.

    read_table("en", record, state, reader=alice_id)
    # ["Match 1 of 3.", "It is Ben's turn.", "Pile 1: red 5 on top, 2 cards.", …]
"""

from __future__ import annotations

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import COLOURS, Card, card
from bot.domain.reading import who
from bot.domain.records import GameRecord
from bot.i18n import t


def spoken_card(loc: str, c: Card) -> str:
    """A card's name in words: "red 5", "joker 1/10", "blue chicken"."""
    if c.is_chicken:
        return t(loc, "drehwurm-chicken-card", colour=c.colour)
    if c.is_joker:
        return t(loc, "drehwurm-joker-card", number=c.number)
    return t(loc, "drehwurm-worm-card", colour=c.colour, number=c.number)


def _hand_order(c: Card) -> tuple[bool, bool, int, int]:
    """A hand as the hand message groups it: worms by colour, then jokers, then chickens."""
    colour = COLOURS.index(c.colour) if c.colour else 0
    return c.is_chicken, c.is_joker, colour, c.number or 0


def _piles(loc: str, state: dw.DrehwurmState) -> list[str]:
    lines = []
    for number, pile in enumerate(state.piles, start=1):
        if not pile:
            lines.append(t(loc, "read-dw-empty-pile", number=number))
            continue
        top = spoken_card(loc, card(pile[-1]))
        lines.append(t(loc, "read-dw-pile", number=number, top=top, count=len(pile)))
    open_pile = state.open_pile()
    if open_pile is not None:
        lines.append(t(loc, "read-dw-open", number=open_pile + 1))
    lines.append(t(loc, "read-dw-draw", count=len(state.draw)))
    return lines


def _player(
    loc: str, record: GameRecord, state: dw.DrehwurmState, seat: int, reader: int | None
) -> list[str]:
    args = who(loc, record, seat, reader)
    if not state.active[seat] or record.players[seat].get("removed"):
        return [t(loc, "read-left", **args)]
    hand = [card(c) for c in state.hands[seat]]
    chickens = sum(c.is_chicken for c in hand)
    eaten = sum(dw.pile_points(p) for p in state.eaten[seat])
    lines = [
        t(
            loc,
            "read-dw-player",
            **args,
            cards=len(hand) - chickens,
            chickens=chickens,
            points=state.totals[seat],
            match=eaten,
        )
    ]
    if args["you"] == "yes" and hand:
        ordered = sorted(hand, key=_hand_order)
        lines.append(t(loc, "read-dw-hand", cards=", ".join(spoken_card(loc, c) for c in ordered)))
    return lines


def read_table(
    loc: str, record: GameRecord, state: dw.DrehwurmState, reader: int | None
) -> list[str]:
    """The whole table in sentences for the user `reader` (None: someone not at the table); only
    the reader's own hand is told card by card."""
    lines = []
    if state.over or record.status != "running":
        lines.append(t(loc, "read-over"))
        lines += [t(loc, "read-winner", **who(loc, record, s, reader)) for s in dw.winners(state)]
    else:
        lines.append(t(loc, "read-dw-match", number=state.match, total=state.num_matches))
        current = dw.current_seat(state)
        if current is not None:
            lines.append(t(loc, "read-turn", **who(loc, record, current, reader)))
        lines += _piles(loc, state)
    for seat in range(len(record.players)):
        lines += _player(loc, record, state, seat, reader)
    return lines
