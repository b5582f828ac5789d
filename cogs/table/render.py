"""What every game's messages share: player names, the lobby, whose turn it is, final standings.

Pure rendering, like the per-game boards (cogs/heckmeck/board.py, cogs/drehwurm/board.py).
"""

from __future__ import annotations

import contextlib
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any

import discord

from bot.domain import games, held_clocks, results, shown, turn_times
from bot.domain.privacy import is_deleted
from bot.domain.records import GameRecord
from bot.domain.shown import taken_over_name
from bot.domain.takeover import taken_over
from bot.i18n import t
from cogs.table import ids
from cogs.table.components import Drawn, button
from cogs.table.games import table_game
from cogs.table.styles import style_of

COLOUR_LOBBY = discord.Colour.gold()
COLOUR_OVER = discord.Colour.dark_grey()


def player_name(loc: str, player: dict[str, Any]) -> str:
    if taken_over(player):  # by name, without a mention: the player has left the table
        name = discord.utils.escape_markdown(player.get("name") or "") or f"<@{player['id']}>"
        return taken_over_name(loc, name, player)
    if player["computer"]:
        return t(loc, "computer-name", difficulty=player["computer"], number=-player["id"])
    if is_deleted(player["id"]):
        return t(loc, "player-deleted")
    return f"<@{player['id']}>"


def plain_name(loc: str, player: dict[str, Any]) -> str:
    """A player's name without a mention (for texts that must not ping, like message content)."""
    if player["computer"] or not player.get("name"):
        return player_name(loc, player)
    return discord.utils.escape_markdown(player["name"])


def board_content(record: GameRecord, loc: str, heading: str, seat: int | None) -> str:
    """The board message's own text (not the embed): what notifications and the channel list
    show. Names whose turn it is (`seat`), or that the game is over; never a mention."""
    if record.status == "running" and seat is not None:
        name = plain_name(loc, record.players[seat])
        icon = table_game(record.kind).icon
        return t(loc, "board-content-turn", game=heading, name=name, icon=icon)
    if record.status == "finished":
        return t(loc, "board-content-finished", game=heading)
    if record.status == "abandoned":
        return t(loc, "board-content-stopped", game=heading)
    return ""


def turn_line(
    record: GameRecord, seat: int, loc: str, deadline: float | None, short: bool = False
) -> str:
    """ "It's X's turn", with the deadline as a Discord relative time for a human player.
    `short`: "X · ⏳ in 2 minutes" for a short turn, a phone line on a board that is tall."""
    player = record.players[seat]
    deadline = shown_deadline(record, deadline)
    if short and deadline and not player["computer"] and not turn_times.is_long(record.meta):
        name = player_name(loc, player)
        return t(loc, "board-turn-short", name=name, when=shown.deadline(deadline))
    line = t(loc, "board-turn", name=player_name(loc, player))
    if deadline and not player["computer"]:
        line += " " + deadline_text(record, loc, deadline)
    return "\n".join([line, *clock_lines(record, loc)])


def shown_deadline(record: GameRecord, deadline: float | None) -> float | None:
    """When the turn runs out as shown: while its clock stands, when it would if the clock ran
    again at the end of the pause or away time."""
    if "hold" not in record.meta:
        return deadline
    return held_clocks.shown_deadline(record.meta, record.deadline)


def clock_lines(record: GameRecord, loc: str) -> list[str]:
    """The table's pause, with when it ends; else a line for each player away (the clocks stand
    meanwhile: bot/domain/held_clocks.py)."""
    if record.status != "running" or not held_clocks.clocks_stop(record.meta):
        return []
    paused = held_clocks.paused_until(record.meta, 0.0)
    if paused is not None:  # every clock stands: who is away is told once it runs again
        return [t(loc, "board-paused", when=shown.deadline(paused))]
    lines: list[str] = []
    for user, until in held_clocks.away_of(record.meta, 0.0):
        player = next((p for p in record.players if p["id"] == user), None)
        if player is not None and not player.get("removed"):
            name = player_name(loc, player)
            lines.append(t(loc, "board-away", name=name, when=shown.deadline(until)))
    return lines


def resume_button(record: GameRecord, loc: str) -> dict[str, Any] | None:
    """The host's ▶️ Resume under the board of a paused game (None when it is not paused)."""
    if record.status != "running" or held_clocks.paused_until(record.meta, 0.0) is None:
        return None
    return button(ids.resume(record.id), label=t(loc, "board-resume"), emoji="▶️")


def deadline_text(record: GameRecord, loc: str, deadline: float) -> str:
    """When the turn runs out: relative, and for a long turn also its date and time (Discord
    shows both in each reader's own time zone)."""
    when = shown.deadline(deadline)
    if not turn_times.is_long(record.meta):
        return t(loc, "board-deadline", when=when)
    return t(loc, "board-deadline-long", when=when, date=f"<t:{int(deadline)}:f>")


LOG_LINES = 8  # the running log on a board: the last this many lines


def log_text(lines: list[str], budget: int = 1024) -> str:
    """The last LOG_LINES lines of a running log, newest last, as many as fit in `budget`
    characters (an embed field's most): older lines go first, never half a line."""
    kept: list[str] = []
    used = 0
    for line in reversed(lines[-LOG_LINES:]):
        if used + len(line) + 1 > budget:
            break
        kept.append(line)
        used += len(line) + 1
    return "\n".join(reversed(kept))


def add_happened(embed: discord.Embed, loc: str, happened: str) -> None:
    """The "What happened" field, if anything did (cut to Discord's 1,024 characters)."""
    if happened:
        embed.add_field(name=t(loc, "board-last"), value=happened[:1024], inline=False)


def add_turn(
    embed: discord.Embed, record: GameRecord, seat: int, loc: str, deadline: float | None
) -> None:
    embed.add_field(
        name=t(loc, "board-turn-title"), value=turn_line(record, seat, loc, deadline), inline=False
    )


def add_ending(
    embed: discord.Embed,
    record: GameRecord,
    loc: str,
    rules: ModuleType,
    state: Any,
    *,
    line_key: str,
) -> None:
    """The final standings of a finished game (`rules`: its rules module), or the note that a
    stopped one does not count."""
    if record.status == "finished":
        final = standings(
            record, loc, rules.scores(state), rules.placements(state), line_key=line_key
        )
        embed.add_field(name=t(loc, "board-final"), value=final, inline=False)
    elif record.status == "abandoned":
        embed.add_field(name="\u200b", value=t(loc, "board-abandoned"), inline=False)


def standings(
    record: GameRecord,
    loc: str,
    scores: Sequence[int],
    places: Sequence[int],
    *,
    line_key: str,
    notes: Mapping[int, str] | None = None,
) -> str:
    """One line per player, best first (`line_key` gets place, name and `score`), then winners.
    The winner of a game everyone else left is marked as having won by forfeit; a seat's note
    (its rating change on the ending) ends its line."""
    order = sorted(range(len(record.players)), key=lambda s: places[s])
    forfeit = results.forfeit_winner(record.players, places)
    lines: list[str] = []
    for s in order:
        name = player_name(loc, record.players[s])
        line = t(loc, line_key, place=places[s], name=name, score=scores[s])
        line += shown.left_mark(loc, record.players[s])
        if s == forfeit:
            line += " · " + t(loc, "ending-card-forfeit")
        if notes and s in notes:
            line += " · " + notes[s]
        lines.append(line)
    winners = [player_name(loc, record.players[s]) for s in shown.winners(places)]
    lines.append(t(loc, "board-winners", count=len(winners), names=", ".join(winners)))
    return "\n".join(lines)


# ----------------------------------------------------------------------------------- lobby


def lobby_embed(
    record: GameRecord, loc: str, fewest: int, most: int, *, heading: str
) -> discord.Embed:
    """The lobby of any game; `heading` is the game's title."""
    embed = discord.Embed(title=heading, colour=COLOUR_LOBBY)
    names = "\n".join(f"• {player_name(loc, p)}" for p in record.players)
    closed = record.status in ("cancelled", "expired")
    if closed:  # no invitation left: it would not read true any more
        embed.colour = COLOUR_OVER
        embed.description = t(loc, f"lobby-{record.status}")
    else:
        host = f"<@{record.host_id}>"
        embed.description = t(loc, "lobby-intro", host=host, min=fewest, max=most)
    embed.add_field(
        name=t(loc, "lobby-players", count=len(record.players), max=most), value=names, inline=False
    )
    if "turn_time" in record.meta:
        chosen = turn_times.choice_of(record.meta)
        embed.add_field(
            name=t(loc, "lobby-turn-time"), value=t(loc, f"choice-turn_time-{chosen}"), inline=False
        )
    if record.status == "lobby" and record.deadline:
        embed.add_field(
            name=t(loc, "lobby-expires"), value=shown.deadline(record.deadline), inline=False
        )
    return embed


def lobby_view(record: GameRecord, loc: str) -> discord.ui.View | None:
    if record.status != "lobby":
        return None
    view = discord.ui.View(timeout=None)
    buttons = (
        ("join", style_of("join")),
        ("leave", style_of("leave")),
        ("start", style_of("start")),
        ("cancel", style_of("cancel")),
    )
    for op, style in buttons:
        view.add_item(
            discord.ui.Button(
                label=t(loc, f"lobby-button-{op}"),
                style=style,
                custom_id=ids.lobby(record.id, record.step, op),
            )
        )
    view.add_item(
        discord.ui.Select(
            custom_id=ids.computer(record.id, record.step),
            placeholder=t(loc, "lobby-add-computer"),
            options=[
                discord.SelectOption(label=t(loc, f"difficulty-{d}"), value=d)
                for d in games.kind(record.kind).difficulties
            ],
            row=1,
        )
    )
    return view


def with_resume(
    view: discord.ui.View | None, record: GameRecord, loc: str
) -> discord.ui.View | None:
    """The board's components, and the host's ▶️ Resume while the game is paused."""
    resume = resume_button(record, loc)
    if resume is None:
        return Drawn.of(view) if view is not None else None
    drawn = Drawn.of(view) if view is not None else Drawn()
    with contextlib.suppress(ValueError):  # no room left: the pause runs out by itself
        drawn.add(resume)
    return drawn
