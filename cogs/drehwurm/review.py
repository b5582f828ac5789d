"""A finished Drehwurm game's review (/drehwurm review): for each player the matches (piles eaten,
cards left), the piles against the biggest within reach, the out-of-turn worms won and missed,
and the luck of the deal, from the game replayed out of its log."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

import discord

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.insights import SeatInsight, insights
from bot.domain.drehwurm.review import MatchLine, review_drehwurm
from bot.domain.records import GameRecord
from bot.domain.replay import replay
from bot.i18n import t
from cogs.drehwurm.board import ICON
from cogs.drehwurm.board import title as drehwurm_title
from cogs.drehwurm.faces import signed
from cogs.table.games import ReviewPages
from cogs.table.render import player_name

COLOUR = discord.Colour.teal()


def match_line(loc: str, m: MatchLine) -> str:
    return t(
        loc,
        "review-drehwurm-match",
        match=m.match,
        piles=" + ".join(str(p) for p in m.piles) or "0",  # a sum: "piles 0 − 7 in hand"
        penalty=m.hand_penalty,
        points=signed(m.points),
    )


def seat_lines(loc: str, seen: SeatInsight, jokers_average: float, snaps: bool) -> list[str]:
    lines = []
    if seen.piles_eaten:
        lines.append(
            t(
                loc,
                "review-drehwurm-piles",
                piles=seen.piles_eaten,
                points=seen.eaten_points,
                reach=seen.reach_points,
            )
        )
    else:
        lines.append(t(loc, "review-drehwurm-no-pile-eaten"))
    if snaps:
        lines.append(t(loc, "review-drehwurm-snaps", won=seen.snaps_won, missed=seen.snaps_missed))
    lines.append(
        t(
            loc,
            "review-drehwurm-luck",
            jokers=seen.jokers_dealt,
            average=round(jokers_average, 1),
            draws=seen.draws,
        )
    )
    return lines


def drehwurm_pages(
    loc: str, record: GameRecord, rows: list[dict[str, Any]], seen: list[SeatInsight]
) -> ReviewPages:
    """A summary (each player's place and points) and a page per player: the matches, the piles,
    the out-of-turn worms and the deal. Every line is about a named player: none says "you"."""
    state = dw.state_from_json(record.started_state())
    places, scores = dw.placements(state), dw.scores(state)
    title = f"{ICON} " + t(
        loc, "review-title", game=str(record.id), name=drehwurm_title(record, loc)
    )
    average = sum(s.jokers_dealt for s in seen) / max(1, len(seen))
    matches = review_drehwurm(len(record.players), rows)
    headings: list[str] = []
    pages: dict[int, discord.Embed] = {}
    for seat in sorted(range(len(record.players)), key=lambda s: places[s]):
        heading = t(
            loc,
            "review-drehwurm-player",
            place=places[seat],
            name=player_name(loc, record.players[seat]),
            points=signed(scores[seat]),
        )
        headings.append(heading)
        lines = [match_line(loc, m) for m in matches[seat]]
        lines += seat_lines(loc, seen[seat], average, state.options.snaps)
        page = discord.Embed(description=f"**{heading}**\n" + "\n".join(lines), colour=COLOUR)
        page.add_field(name="\u200b", value=t(loc, "review-drehwurm-intro"), inline=False)
        pages[seat] = page
    headings.append(t(loc, "review-drehwurm-pages-hint"))
    summary = discord.Embed(title=title, description="\n".join(headings), colour=COLOUR)
    return ReviewPages(summary, pages)


def _insights(record: GameRecord, rows: list[dict[str, Any]]) -> list[SeatInsight]:
    return insights(replay(record, rows).positions, len(record.players))


async def review_pages(
    record: GameRecord, rows: Sequence[dict[str, Any]], loc: str, reader: int | None
) -> ReviewPages:
    seen = await asyncio.to_thread(_insights, record, list(rows))  # a replay: off the loop
    return drehwurm_pages(loc, record, list(rows), seen)
