"""What a finished Heckmeck game adds to the shared ending: the tie-break line and the stacks of
tiles on the image card."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.domain import shown
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.pictures import emoji_pictures, tile_emoji
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.table.render import player_name


def tie_break(record: GameRecord, loc: str) -> str | None:
    """ "Both 7 worms: alice holds the highest tile (36)" when the highest tile decided the win."""
    state = hm.state_from_json(record.started_state())
    if not state.options.rules.tie_break_by_highest_tile:
        return None
    rules = hm
    scores, places = rules.scores(state), rules.placements(state)
    winners = shown.winners(places)
    if len(winners) != 1:
        return None
    best = winners[0]
    level = [s for s in range(len(scores)) if scores[s] == scores[best] and s != best]
    if not level:
        return None
    return t(
        loc,
        "ending-tie-break",
        count=len(level) + 1,
        score=shown.score_text(loc, "worms", scores[best]),
        name=player_name(loc, record.players[best]),
        tile=max(state.stacks[best]),
    )


def card_extras(record: GameRecord, state: Any) -> tuple[list[list[int]], Callable[[int], bytes]]:
    """Each seat's stack of tiles, and the edition's tile pictures that draw them."""
    edition = state.options.rules

    def tile_picture(tile: int) -> bytes:
        return emoji_pictures()[tile_emoji(edition, tile)]

    return [list(stack) for stack in state.stacks], tile_picture
