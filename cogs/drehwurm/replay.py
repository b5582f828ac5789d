"""What a Drehwurm replay adds to the board: the viewer's own hand as it was, no one else's."""

from __future__ import annotations

import discord

from bot.domain.drehwurm import rules as dw
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm import hand as drehwurm_hand


def hand_then(record: GameRecord, seat: int, loc: str) -> discord.Embed:
    """The viewer's own Drehwurm hand as it was at this position (only the cards: the live hand's
    prompts to play would be wrong in a replay)."""
    cards = dw.hand(dw.state_from_json(record.started_state()), seat)
    return discord.Embed(
        title=f"🃏 {t(loc, 'drehwurm-hand-title')}",
        description=drehwurm_hand.cards_text(loc, cards),
        colour=drehwurm_hand.COLOUR_HAND,
    )


def replay_extras(
    record: GameRecord, seat: int | None, loc: str
) -> tuple[str | None, list[discord.Embed]]:
    """A note that only public cards are shown to a non-player, or the player's own hand."""
    if seat is None:
        return t(loc, "replay-public-only"), []
    return None, [hand_then(record, seat, loc)]
