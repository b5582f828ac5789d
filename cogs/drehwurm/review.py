"""A finished Drehwurm game's review as an embed: each player's eaten piles and hand penalty per
match."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.domain.drehwurm.review import review_drehwurm
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm.board import title as drehwurm_title
from cogs.table.render import player_name

COLOUR = discord.Colour.teal()


def drehwurm_embed(loc: str, record: GameRecord, rows: list[dict[str, Any]]) -> discord.Embed:
    embed = discord.Embed(
        title=t(loc, "review-title", game=str(record.id), name=drehwurm_title(record, loc)),
        colour=COLOUR,
    )
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


async def review_embeds(
    record: GameRecord, rows: Sequence[dict[str, Any]], loc: str
) -> list[discord.Embed]:
    return [drehwurm_embed(loc, record, list(rows))]
