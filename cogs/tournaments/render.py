"""What a tournament's messages show: the sign-up, the round's tables, the standings, the winner.

Pure rendering: rows in, embeds and views out (the records are read by the callers).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.domain import shown
from bot.domain.privacy import is_deleted
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.table.components import page_buttons
from cogs.table.games import table_game
from cogs.table.styles import style_of
from cogs.tournaments import ids

COLOUR = discord.Colour.blurple()
COLOUR_OVER = discord.Colour.dark_grey()
COLOUR_WINNER = discord.Colour.gold()
# A sign-up lists up to NAMES_LISTED players by name, a larger one its first NAMES_FIRST: about a
# line each on a phone with the longest names
NAMES_LISTED = 8
NAMES_FIRST = 6


def shown_number(value: float) -> float | int:
    """Points as people write them: 2, not 2.0; 1.5 stays (the catalogue formats it per
    language)."""
    return int(value) if float(value).is_integer() else round(value, 2)


def table_record(tournament: Any) -> GameRecord:
    """A record of no game in particular with the tables' game and options (for what the game's
    own code draws from a record: its title, its pictures)."""
    return GameRecord(
        id=0,
        kind=tournament.game,
        guild_id=tournament.guild_id,
        channel_id=tournament.channel_id,
        host_id=tournament.organiser_id,
        status="lobby",
        options=dict(tournament.options),
        players=[],
        state=None,
        step=0,
    )


def game_title(tournament: Any, loc: str) -> str:
    """The tables' game with its variants, as the game's own boards head it."""
    return table_game(tournament.game).title(table_record(tournament), loc)


def title(tournament: Any, loc: str) -> str:
    return t(loc, "tournament-title", number=tournament.id, game=game_title(tournament, loc))


def format_lines(tournament: Any, loc: str) -> str:
    """Rounds, table size, final, computers: the format in a few words."""
    lines = [
        t(loc, "tournament-format-rounds", rounds=tournament.rounds, size=tournament.table_size),
        t(loc, "tournament-format-final", size=tournament.final_size),
    ]
    if tournament.fill_level:
        level = t(loc, f"difficulty-{tournament.fill_level}")
        lines.append(t(loc, "tournament-format-fill", level=level))
    return "\n".join(lines)


def person(loc: str, user_id: int) -> str:
    """A player of the tournament as a mention, or named as a deleted player."""
    return t(loc, "player-deleted") if is_deleted(user_id) else f"<@{user_id}>"


def mention_list(user_ids: Sequence[int]) -> str:
    return ", ".join(f"<@{user}>" for user in user_ids)


def signup_embed(tournament: Any, players: Sequence[Any], loc: str) -> discord.Embed:
    """The sign-up message: the format, who signed up, and how it starts (or that it did)."""
    embed = discord.Embed(title=title(tournament, loc), colour=COLOUR)
    organiser = person(loc, tournament.organiser_id)
    if tournament.status == "signup":
        embed.description = t(loc, "tournament-signup-intro", organiser=organiser)
    elif tournament.status == "cancelled":
        embed.colour = COLOUR_OVER
        embed.description = t(loc, "tournament-signup-cancelled")
    elif tournament.status == "finished":
        embed.colour = COLOUR_OVER
        winner = person(loc, tournament.winner_id) if tournament.winner_id else "—"
        embed.description = t(loc, "tournament-signup-finished", winner=winner)
    else:
        embed.description = t(loc, "tournament-signup-closed")
    embed.add_field(
        name=t(loc, "tournament-format"), value=format_lines(tournament, loc), inline=False
    )
    embed.add_field(
        name=t(loc, "tournament-signup-players", count=len(players)),
        value=signup_names(players, loc)[:1024],
        inline=False,
    )
    if tournament.status == "signup":
        if tournament.close_at:
            start = t(loc, "tournament-signup-closes", when=shown.deadline(tournament.close_at))
        else:
            start = t(loc, "tournament-signup-manual", organiser=organiser)
        embed.add_field(name=t(loc, "tournament-signup-start"), value=start, inline=False)
    return embed


def signup_names(players: Sequence[Any], loc: str) -> str:
    """Who signed up, several to a line: everyone of a sign-up an evening fills, else the first
    few and how many more (the heading above counts them all)."""
    if not players:
        return t(loc, "tournament-signup-nobody")
    listed = players if len(players) <= NAMES_LISTED else players[:NAMES_FIRST]
    names = [person(loc, p.user_id) for p in listed]
    if len(listed) < len(players):
        names.append(t(loc, "tournament-signup-more", count=len(players) - len(listed)))
    return " · ".join(names)


def signup_view(tournament: Any, loc: str) -> discord.ui.View | None:
    if tournament.status != "signup":
        return None
    view = discord.ui.View(timeout=None)
    for op, style in (
        ("join", style_of("join")),
        ("leave", style_of("leave")),
        ("start", style_of("start")),
    ):
        view.add_item(
            discord.ui.Button(
                label=t(loc, f"tournament-button-{op}"),
                style=style,
                custom_id=ids.signup(tournament.id, op),
            )
        )
    return view


def round_heading(tournament: Any, loc: str, round_no: int) -> str:
    if round_no > tournament.rounds:
        return t(loc, "tournament-final-heading", number=tournament.id)
    return t(
        loc,
        "tournament-round-heading",
        number=tournament.id,
        round=round_no,
        rounds=tournament.rounds,
    )


def table_name(tournament: Any, loc: str, round_no: int, table_no: int) -> str:
    """A table's thread name: "Round 2 · Table 1" (the final: "Final table")."""
    if round_no > tournament.rounds:
        return t(loc, "tournament-final-table-name")
    return t(loc, "tournament-table-name", round=round_no, table=table_no)


def round_embed(tournament: Any, loc: str, round_no: int, tables: Sequence[Any]) -> discord.Embed:
    """Where each table plays: a line per table, its thread (the players are called in the
    post's content and again in their table's thread)."""
    embed = discord.Embed(title=round_heading(tournament, loc, round_no), colour=COLOUR)
    if round_no > tournament.rounds:
        embed.description = t(loc, "tournament-final-intro")
    else:
        embed.description = t(loc, "tournament-round-intro", count=len(tables))
    lines = [table_line(tournament, loc, round_no, table) for table in tables]
    embed.add_field(
        name=t(loc, "tournament-round-tables"), value="\n".join(lines)[:1024], inline=False
    )
    return embed


def table_line(tournament: Any, loc: str, round_no: int, table: Any) -> str:
    """A table's thread (its name shows), or its name while the thread is being opened."""
    if table.thread_id:
        line = f"<#{table.thread_id}>"
    else:
        name = table_name(tournament, loc, round_no, table.table_no)
        line = f"**{name}** {t(loc, 'tournament-table-opening')}"
    if table.computers:
        line += " · " + t(loc, "tournament-computers", count=table.computers)
    return line


def standing_line(loc: str, rank: int, standing: Any) -> str:
    line = t(
        loc,
        "tournament-standing-line",
        rank=rank,
        player=person(loc, standing.user_id),
        points=shown_number(standing.points),
        worms=standing.worms,
        best=standing.best,
    )
    return t(loc, "tournament-standing-dropped", line=line) if standing.dropped else line


STANDINGS_PER_PAGE = 8  # two phone lines a player with a long name: a page fits a phone screen


def standings_pages(standings: Sequence[Any]) -> int:
    return max(1, -(-len(standings) // STANDINGS_PER_PAGE))


def standings_embed(
    tournament: Any, loc: str, standings: Sequence[Any], heading: str, page: int = 0
) -> discord.Embed:
    """One page of the standings, best first (ranks count from the first page); the page's
    number in the footer when there is more than one."""
    embed = discord.Embed(title=heading, colour=COLOUR)
    embed.description = t(loc, "tournament-standings-legend")
    pages = standings_pages(standings)
    page = min(max(page, 0), pages - 1)
    first = page * STANDINGS_PER_PAGE
    lines = [
        standing_line(loc, rank, s)
        for rank, s in enumerate(standings[first : first + STANDINGS_PER_PAGE], start=first + 1)
    ]
    embed.add_field(
        name="\u200b", value="\n".join(lines) or t(loc, "tournament-signup-nobody"), inline=False
    )
    if pages > 1:
        embed.set_footer(text=t(loc, "tournament-standings-page", page=page + 1, pages=pages))
    return embed


def standings_view(
    tournament: Any, loc: str, standings: Sequence[Any], page: int = 0
) -> discord.ui.View | None:
    """Previous and Next under a standings page (None when all fit on one)."""
    return page_buttons(
        loc,
        page,
        standings_pages(standings),
        ("tournament-standings-previous", "tournament-standings-next"),
        lambda direction, target: ids.standings_page(direction, tournament.id, target),
    )


def winner_embed(
    tournament: Any, loc: str, order: Sequence[int], by_user: dict[int, Any], finalists: int
) -> discord.Embed:
    """The winner and the first page of the final order (its first `finalists` placed by the
    final table, the others as the rounds' standings, whose later pages follow)."""
    embed = discord.Embed(
        title=t(loc, "tournament-winner-title", number=tournament.id), colour=COLOUR_WINNER
    )
    winner = order[0] if order else None
    if winner is not None:
        embed.description = t(
            loc,
            "tournament-winner-line",
            player=person(loc, winner),
            game=game_title(tournament, loc),
        )
        if finalists:
            embed.description += "\n" + t(loc, "tournament-winner-final-note", count=finalists)
    lines = []
    for rank, user in enumerate(order[:STANDINGS_PER_PAGE], start=1):
        standing = by_user.get(user)
        lines.append(
            standing_line(loc, rank, standing) if standing else f"{rank}. {person(loc, user)}"
        )
    if lines:
        embed.add_field(name=t(loc, "tournament-final-order"), value="\n".join(lines), inline=False)
    return embed
