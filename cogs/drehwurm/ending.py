"""What a finished Drehwurm game adds to the shared ending: the line saying that equal totals
share the win (Drehwurm has no tie-break), and on the image card each player's points per match
and the piles eaten in the last match (their chickens' pictures)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.pictures import card_emoji, emoji_pictures
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm.faces import signed
from cogs.table.render import player_name


def tie_break(record: GameRecord, loc: str) -> str | None:
    """ "Both on 23 points: alice and bob share the win" when the best total is shared."""
    if record.status != "finished":
        return None
    state = dw.state_from_json(record.started_state())
    winners = dw.winners(state)
    if len(winners) < 2:
        return None
    return t(
        loc,
        "drehwurm-ending-shared",
        count=len(winners),
        points=signed(state.totals[winners[0]]),
        names=", ".join(player_name(loc, record.players[s]) for s in winners),
    )


def card_extras(
    record: GameRecord, state: Any
) -> tuple[list[list[int]], Callable[[int], bytes]]:
    """Each seat's piles eaten in the last match (as the chickens that ate them), and the cards'
    pictures that draw them."""

    def picture(card_id: int) -> bytes:
        return emoji_pictures()[card_emoji(card(card_id))]

    return [[pile[-1] for pile in piles] for piles in state.eaten], picture


def card_detail(record: GameRecord, state: Any, seat: int, loc: str) -> str | None:
    """A seat's points per match for the card's score line: "9 · 7 · −2"."""
    if not state.match_scores:
        return None
    return t(
        loc,
        "drehwurm-card-matches",
        points=" · ".join(signed(row[seat]) for row in state.match_scores),
    )
