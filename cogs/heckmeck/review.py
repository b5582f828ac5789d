"""/heckmeck review [game] [public]: a finished game's review, from its event log alone.

Heckmeck: per human, the decisions, skill (worms given away by decisions) and luck (dice above or
below expectation), and the three costliest decisions (bot/domain/heckmeck/ai/review.py). Drehwurm:
each
player's eaten piles and hand penalty per match. Private unless the caller asks for it public.
"""

from __future__ import annotations

import asyncio
import functools
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.domain.heckmeck import rules as hm
from bot.domain.hints import assisted_by
from bot.i18n import t, user_locale
from bot.storage import GameRecord
from bot.table.sessions import Refusal
from cogs import replay as replays
from cogs.drehwurm.board import title as drehwurm_title
from cogs.heckmeck.board import dice_text, face_label
from cogs.heckmeck.board import title as heckmeck_title
from cogs.heckmeck.odds import action_text
from cogs.table.common import bot_of, refuse
from cogs.table.render import player_name

if TYPE_CHECKING:
    from bot.domain.heckmeck.ai import review as rv

log = logging.getLogger(__name__)

COLOUR = discord.Colour.teal()
FIELD = 1024  # Discord's limit for an embed field's value


def _action_text(loc: str, record: GameRecord, decision: rv.Decision, action: hm.Action) -> str:
    if isinstance(action, hm.Timeout):
        return t(loc, "review-timeout")
    if isinstance(action, hm.SetAside):
        count = decision.roll.count(action.face)
        return t(loc, "odds-choice-face", count=count, face=face_label(action.face))
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


def batches(embeds: list[discord.Embed]) -> list[list[discord.Embed]]:
    """Embeds grouped into messages within Discord's limits (10 embeds, 6,000 characters)."""
    groups: list[list[discord.Embed]] = [[]]
    size = 0
    for embed in embeds:
        if groups[-1] and (len(groups[-1]) == 10 or size + len(embed) > 5800):
            groups.append([])
            size = 0
        groups[-1].append(embed)
        size += len(embed)
    return groups


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
            "value": d.chosen_value,
            "better": _action_text(self.loc, self.record, d, d.best.action),
            "best": d.best.value,
        }

    def seat_embed(self, seat: rv.SeatReview) -> discord.Embed:
        loc = self.loc
        decisions = seat.decisions
        luck = seat.luck
        summary = t(
            loc,
            "review-summary",
            decisions=len(decisions),
            best=sum(1 for d in decisions if d.loss <= 1e-9),
            skill=seat.skill,
            luck=luck,
            sign="+" if luck > 0.005 else "",
        )
        name = player_name(loc, self.record.players[seat.seat])
        embed = discord.Embed(description=f"**{name}**\n{summary}", colour=COLOUR)
        costly = seat.costliest()
        if not costly:
            embed.description += "\n" + t(loc, "review-all-best")
            return embed
        lines = [
            t(loc, "review-costly-line", position=self.position(d), **self.values(d))
            for d in costly
        ]
        embed.add_field(name=t(loc, "review-costly-title"), value=_cut(loc, lines), inline=False)
        others = [d for d in decisions if d.loss > 1e-9 and d not in costly]
        if others:
            lines = [t(loc, "review-decision-line", **self.values(d)) for d in others]
            embed.add_field(
                name=t(loc, "review-others-title"), value=_cut(loc, lines), inline=False
            )
        return embed


def heckmeck_embeds(loc: str, record: GameRecord, review: rv.HeckmeckReview) -> list[discord.Embed]:
    """A heading, then one embed per human player."""
    heading = discord.Embed(
        title=t(loc, "review-title", game=str(record.id), name=heckmeck_title(record, loc)),
        colour=COLOUR,
    )
    notes = [t(loc, "review-values-note")]
    if assisted_by(record):
        notes.insert(0, t(loc, "review-assisted"))
    if not review.seats:
        notes.append(t(loc, "review-no-humans"))
    heading.description = "\n".join(notes)
    text = HeckmeckText(loc, record, review)
    return [heading, *(text.seat_embed(seat) for seat in review.seats.values())]


def drehwurm_embed(loc: str, record: GameRecord, rows: list[dict[str, Any]]) -> discord.Embed:
    embed = discord.Embed(
        title=t(loc, "review-title", game=str(record.id), name=drehwurm_title(record, loc)),
        colour=COLOUR,
    )
    from bot.domain.heckmeck.ai.review import review_drehwurm

    for seat, matches in enumerate(review_drehwurm(len(record.players), rows)):
        lines = [
            t(
                loc,
                "review-drehwurm-match",
                match=m.match,
                piles=" + ".join(str(p) for p in m.piles) or t(loc, "review-drehwurm-no-piles"),
                penalty=m.hand_penalty,
                points=m.points,
            )
            for m in matches
        ]
        embed.add_field(
            name="\u200b",
            value=f"**{player_name(loc, record.players[seat])}**\n" + "\n".join(lines),
            inline=False,
        )
    return embed


async def _game_to_review(interaction: discord.Interaction, game: int | None) -> GameRecord | None:
    """The game to review, rebuilt from its log by the replay (which refuses a game of another
    server, one never started, or one whose log was pruned or does not add up); None after
    telling the user privately why not."""
    records = bot_of(interaction).records
    if game is None:
        game = await records.last_game_of(interaction.user.id, interaction.guild_id)
        if game is None:
            await refuse(interaction, Refusal("review-no-game"))
            return None
    record = await records.game(game)
    if record is not None and record.live and record.guild_id == interaction.guild_id:
        await refuse(interaction, Refusal("review-not-finished"))
        return None
    rebuilt = await replays.load(interaction, game)
    return rebuilt.record if rebuilt is not None else None


async def show_review(interaction: discord.Interaction, game: int | None, public: bool) -> None:
    record = await _game_to_review(interaction, game)
    if record is None:
        return
    await interaction.response.defer(ephemeral=not public, thinking=True)
    loc = user_locale(interaction)
    if public:
        loc = await bot_of(interaction).boards.locale(record)
    rows = await bot_of(interaction).records.events_of(record.id)
    try:
        if record.kind == "heckmeck":
            from bot.domain.heckmeck.ai.review import (
                review_heckmeck,  # the AI is loaded when first needed
            )

            review = await asyncio.get_running_loop().run_in_executor(
                None, functools.partial(review_heckmeck, record.options, record.players, rows)
            )
            embeds = heckmeck_embeds(loc, record, review)
        else:
            embeds = [drehwurm_embed(loc, record, rows)]
    except Exception:
        log.exception("Reviewing game %s failed", record.id)
        await interaction.followup.send(t(loc, "something-went-wrong"), ephemeral=True)
        return
    for group in batches(embeds):
        await interaction.followup.send(embeds=group, ephemeral=not public)
