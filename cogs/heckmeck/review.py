"""A finished Heckmeck game's review: a summary with a line per human, and a page per human with
the decisions, what they cost against the best play (the worms given away by decisions), the
dice's luck (above or below average) and the costliest decisions
(bot/domain/heckmeck/ai/review.py), all in words; only the reader's own page says "you"."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.heckmeck.board import dice_text, face_label
from cogs.heckmeck.board import title as heckmeck_title
from cogs.heckmeck.odds import action_text
from cogs.table.games import ReviewPages
from cogs.table.hints import assisted_names
from cogs.table.numbers import direction
from cogs.table.render import player_name

if TYPE_CHECKING:
    from bot.domain.heckmeck.ai import review as rv

log = logging.getLogger(__name__)

COLOUR = discord.Colour.teal()
# A decision that costs less than this shows as 0.0 worms at one decimal: it counts as the best.
NEGLIGIBLE = 0.05
FIELD = 1024  # Discord's limit for an embed field's value
OTHERS = 3  # lines of the other costly decisions a page shows


def _action_text(loc: str, record: GameRecord, decision: rv.Decision, action: hm.Action) -> str:
    if isinstance(action, hm.Timeout):
        return t(loc, "review-timeout")
    if isinstance(action, hm.SetAside):
        count = decision.roll.count(action.face)
        rules = hm.HeckmeckOptions.from_json(record.options).rules  # Junior's faces are food
        return t(loc, "odds-choice-face", count=count, face=face_label(action.face, rules))
    return action_text(loc, record, action, 0)


def _cut(loc: str, lines: list[str]) -> str:
    """As many lines as fit in an embed field, then how many more there are."""
    kept: list[str] = []
    for i, line in enumerate(lines):
        rest = len(lines) - i
        tail = "" if rest == 1 else "\n" + t(loc, "review-more", count=rest - 1)
        if len("\n".join([*kept, line]) + tail) > FIELD:
            kept.append(t(loc, "review-more", count=rest))
            break
        kept.append(line)
    return "\n".join(kept) or "—"


class HeckmeckText:
    def __init__(self, loc: str, record: GameRecord, review: rv.HeckmeckReview) -> None:
        self.loc = loc
        self.record = record
        self.rules = review.options.rules

    def position(self, d: rv.Decision) -> str:
        total = sum(self.rules.value(f) for f in d.kept)
        if d.phase == "pick":
            roll = dice_text(d.roll, self.rules)
            return t(self.loc, "review-position-pick", dice=roll, total=total)
        if d.phase == "roll":
            return t(self.loc, "review-position-roll")
        left = self.rules.dice - len(d.kept)
        return t(self.loc, "review-position-decide", total=total, count=left)

    def values(self, d: rv.Decision) -> dict[str, Any]:
        return {
            "turn": d.turn,
            "chosen": _action_text(self.loc, self.record, d, d.chosen),
            "better": _action_text(self.loc, self.record, d, d.best.action),
            "cost": d.loss,
        }

    def summary_values(self, seat: rv.SeatReview) -> dict[str, Any]:
        decisions = seat.decisions
        return {
            "decisions": len(decisions),
            "best": sum(1 for d in decisions if d.loss < NEGLIGIBLE),
            "cost": seat.skill,
            "luck": abs(seat.luck),
            "luck_direction": direction(seat.luck),
        }

    def seat_line(self, seat: rv.SeatReview) -> str:
        name = player_name(self.loc, self.record.players[seat.seat])
        return t(self.loc, "review-seat-line", name=name, **self.summary_values(seat))

    def seat_embed(self, seat: rv.SeatReview, reader: int | None) -> discord.Embed:
        """A seat's page: "you" only when `reader` is the seat's player."""
        loc = self.loc
        player = self.record.players[seat.seat]
        name = player_name(loc, player)
        if reader is not None and not player["computer"] and player["id"] == reader:
            summary = t(loc, "review-summary", **self.summary_values(seat))
        else:
            summary = t(loc, "review-summary-other", name=name, **self.summary_values(seat))
        description = f"**{name}**\n{summary}"
        costly = [d for d in seat.costliest() if d.loss >= NEGLIGIBLE]
        if not costly:
            description += "\n" + t(loc, "review-all-best")
            return discord.Embed(description=description, colour=COLOUR)
        embed = discord.Embed(description=description, colour=COLOUR)
        lines = [
            t(loc, "review-costly-line", position=self.position(d), **self.values(d))
            for d in costly
        ]
        embed.add_field(name=t(loc, "review-costly-title"), value=_cut(loc, lines), inline=False)
        others = [d for d in seat.decisions if d.loss >= NEGLIGIBLE and d not in costly]
        if others:
            lines = [t(loc, "review-decision-line", **self.values(d)) for d in others]
            embed.add_field(
                name=t(loc, "review-others-title"), value=_first(loc, lines), inline=False
            )
        embed.add_field(name="\u200b", value=t(loc, "review-values-note"), inline=False)
        return embed


def _first(loc: str, lines: list[str]) -> str:
    """The first OTHERS lines, then how many more there are (a page stays phone-sized)."""
    if len(lines) <= OTHERS:
        return _cut(loc, lines)
    return (
        _cut(loc, lines[: OTHERS - 1]) + "\n" + t(loc, "review-more", count=len(lines) + 1 - OTHERS)
    )


def heckmeck_pages(
    loc: str, record: GameRecord, review: rv.HeckmeckReview, reader: int | None
) -> ReviewPages:
    """A summary (a line per human) and a page per human."""
    summary = discord.Embed(
        title=t(loc, "review-title", game=str(record.id), name=heckmeck_title(record, loc)),
        colour=COLOUR,
    )
    text = HeckmeckText(loc, record, review)
    notes = [text.seat_line(seat) for seat in review.seats.values()]
    assisted = assisted_names(record, loc)
    if assisted:
        notes.insert(0, t(loc, "review-assisted", names=assisted))
    notes.append(t(loc, "review-pages-hint") if review.seats else t(loc, "review-no-humans"))
    summary.description = "\n".join(notes)
    pages = {s: text.seat_embed(seat, reader) for s, seat in review.seats.items()}
    return ReviewPages(summary, pages)


def reviewed(
    options: dict[str, Any], players: list[dict[str, Any]], rows: list[dict[str, Any]]
) -> rv.HeckmeckReview:
    """The review, in a worker thread: the AI is loaded when first needed, and its tables take
    seconds to build, which the event loop must not wait for."""
    from bot.domain.heckmeck.ai.review import review_heckmeck

    return review_heckmeck(options, players, rows)


async def review_pages(
    record: GameRecord, rows: Sequence[dict[str, Any]], loc: str, reader: int | None
) -> ReviewPages:
    review = await asyncio.get_running_loop().run_in_executor(
        None, functools.partial(reviewed, record.options, record.players, list(rows))
    )
    return heckmeck_pages(loc, record, review, reader)
