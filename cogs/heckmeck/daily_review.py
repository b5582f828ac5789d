"""The review of a finished Daily Grill: turn by turn what the dice gave and what the choices
cost, and the costliest choice with the better one (bot/domain/heckmeck/daily/computer.py
computes it as a game's review is computed). The texts of a position and a choice are the
game review's (cogs/heckmeck/review.py)."""

from __future__ import annotations

import discord

from bot.domain.heckmeck.ai.review import HeckmeckReview
from bot.domain.heckmeck.daily import game
from bot.i18n import t
from cogs.heckmeck.daily_view import COLOUR_DONE, record_of
from cogs.heckmeck.review import HeckmeckText


def _sign(value: float) -> str:
    """The sign shown before a value's magnitude (NUMBER would print a hyphen)."""
    return "+" if value > 0.005 else "−" if value < -0.005 else ""


def _outcomes(attempt: game.Attempt, loc: str) -> list[str]:
    told = []
    for e in attempt.events:
        if e["type"] == "took":
            told.append(t(loc, "daily-outcome-took", tile=e["tile"], worms=e["worms"]))
        elif e["type"] == "failed":
            told.append(t(loc, "daily-outcome-failed"))
    return told


def review_embed(
    attempt: game.Attempt, review: HeckmeckReview, user_id: int, loc: str
) -> discord.Embed:
    seat = review.seats[0]
    embed = discord.Embed(
        title=t(loc, "daily-review-title", day=attempt.day.isoformat()),
        description=t(loc, "daily-review-summary", skill=seat.skill, luck=abs(seat.luck),
                      sign=_sign(seat.luck)) + "\n" + t(loc, "daily-review-note"),
        colour=COLOUR_DONE,
    )  # fmt: skip
    outcomes = _outcomes(attempt, loc)
    lines = [
        t(loc, "daily-review-turn", turn=turn.number, outcome=outcome, luck=abs(turn.luck),
          sign=_sign(turn.luck), loss=turn.loss)
        for turn, outcome in zip(seat.turns, outcomes, strict=False)
    ]  # fmt: skip
    embed.add_field(name=t(loc, "daily-review-turns"), value="\n".join(lines)[:1024] or "—",
                    inline=False)  # fmt: skip
    costly = seat.costliest(1)
    if not costly:
        embed.add_field(name="\u200b", value=t(loc, "daily-review-all-best"), inline=False)
        return embed
    text = HeckmeckText(loc, record_of(attempt, user_id), review)
    decision = costly[0]
    values = text.values(decision)
    embed.add_field(
        name=t(loc, "daily-review-costly-title"),
        value=t(loc, "daily-review-costly", turn=decision.turn, position=text.position(decision),
                chosen=values["chosen"], better=values["better"], loss=decision.loss),
        inline=False,
    )  # fmt: skip
    return embed
