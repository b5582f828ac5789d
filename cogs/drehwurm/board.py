"""What a Drehwurm game looks like in Discord: the public board, drawn to fit a phone.

Pure rendering: a stored game (GameRecord) and a locale in, an embed and a View out. The board
shows only the engine's `public_view` (never a card in a hand). Below the message's own line
(whose turn, for notifications): whose turn it is with the deadline and the piles on one or two
lines (the pile open for an out-of-turn worm marked ⚡), one short line per player, the last match's
result while it is recent, the log of the last round. Each player's private hand is drawn by
cogs/drehwurm/hand.py.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.domain import shown
from bot.domain.drehwurm import rules as dw
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm import ids
from cogs.drehwurm.faces import card_text, pile_text, signed
from cogs.drehwurm.narrate import log_size, narrate
from cogs.table.reading import add_read_button
from cogs.table.render import (
    COLOUR_OVER,
    add_ending,
    add_happened,
    clock_lines,
    player_name,
    shown_deadline,
)
from cogs.table.styles import style_of

COLOUR_GAME = discord.Colour.dark_green()
ICON = "🃏"  # a card game's sign, where Heckmeck shows its die


def title(record: GameRecord, loc: str) -> str:
    name = t(loc, "game-name", game="drehwurm")
    variant = record.options.get("variant", "standard")
    if variant == "standard":
        return name
    return t(loc, "title-with-variants", game=name, variants=t(loc, f"choice-variant-{variant}"))


def turn_line(record: GameRecord, seat: int, loc: str, deadline: float | None) -> str:
    """ "▶️ bob's turn · ⏳ in 2 minutes" (no deadline shown for a computer)."""
    player = record.players[seat]
    name = player_name(loc, player)
    deadline = shown_deadline(record, deadline)
    if deadline and not player["computer"]:
        line = t(loc, "drehwurm-board-turn-until", name=name, when=shown.deadline(deadline))
    else:
        line = t(loc, "drehwurm-board-turn", name=name)
    return "\n".join([line, *clock_lines(record, loc)])


def pile_line(loc: str, view: dict[str, Any]) -> str:
    """Every pile on one line (a phone wraps it once at most): "1: 🔺5 (3) · 2: 🟦4 (2) ⚡ ·
    🂠 23"; the pile open for an out-of-turn worm marked."""
    parts: list[str] = []
    for i, pile in enumerate(view["piles"]):
        if pile["top"] is None:
            part = t(loc, "drehwurm-board-empty-pile", number=i + 1)
        else:
            part = t(
                loc,
                "drehwurm-board-pile",
                number=i + 1,
                top=card_text(loc, pile["top"]),
                count=pile["size"],
            )
        if view["open_pile"] == i:
            part += " " + t(loc, "drehwurm-board-open")
        parts.append(part)
    parts.append(pile_text(view["draw_size"]))
    return " · ".join(parts)


# ----------------------------------------------------------------------------------- board


def board_embed(
    record: GameRecord,
    loc: str,
    events: list[dict[str, Any]],
    state: dw.DrehwurmState | None = None,
) -> discord.Embed:
    """The board; `state`: the parsed `record.state`, if the caller has it."""
    if state is None:
        state = dw.state_from_json(record.started_state())
    view = dw.public_view(state)
    running = not view["over"] and record.status == "running"
    heading = f"{ICON} {title(record, loc)}"
    if running:
        heading += " · " + t(loc, "drehwurm-match", number=view["match"], total=view["num_matches"])
    embed = discord.Embed(title=heading, colour=COLOUR_GAME if running else COLOUR_OVER)
    if running:
        window: dict[str, Any] = record.meta.get("window") or {}
        deadline: float | None = window.get("turn_deadline", record.deadline)
        embed.description = turn_line(record, state.current, loc, deadline)
        embed.description += "\n" + pile_line(loc, view)
    size = log_size(len(record.players))
    ended = last_match_end(record, events) if running else None
    if ended is not None:  # while recent, the last match's result stands for the player lines
        embed.add_field(
            name=t(loc, "drehwurm-result-title", match=ended["match"]),
            value=result_lines(record, loc, view, ended),
            inline=False,
        )
        size -= 1
    elif record.status != "finished":  # a finished game's final score says it all
        embed.add_field(
            name=t(loc, "drehwurm-board-players-title"),
            value=player_lines(record, loc, view, running),
            inline=False,
        )
    add_happened(embed, loc, narrate(record, loc, events, size))
    if not running:
        add_ending(embed, record, loc, dw, state, line_key="drehwurm-final-line")
    return embed


def player_lines(record: GameRecord, loc: str, view: dict[str, Any], running: bool) -> str:
    """One short line per player: worm cards and chickens in hand, points, this match's points."""
    lines: list[str] = []
    for seat, player in enumerate(record.players):
        marker = "▶️" if running and view["current"] == seat else "▫️"
        line = t(
            loc,
            "drehwurm-board-player-line",
            name=player_name(loc, player),
            cards=view["hand_sizes"][seat] - view["chickens_left"][seat],
            chickens=view["chickens_left"][seat],
            points=signed(view["scores"][seat]),
            match=sum(pile["points"] for pile in view["eaten"][seat]),
        )
        if player.get("removed") or not view["active"][seat]:
            line += " " + t(loc, "board-removed")
        lines.append(f"{marker} {line}")
    return "\n".join(lines)


def last_match_end(record: GameRecord, events: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The latest match-ended event still among the recent ones (its result stays on the board
    for a while after the totals jumped)."""
    for e in reversed(record.recent or events):
        if e["type"] == "match-ended":
            return e
    return None


def result_lines(record: GameRecord, loc: str, view: dict[str, Any], ended: dict[str, Any]) -> str:
    """A finished match, a line per player: eaten points minus cards left, and the new total."""
    lines: list[str] = []
    for seat, player in enumerate(record.players):
        marker = "▶️" if view["current"] == seat else "▫️"
        line = t(
            loc,
            "drehwurm-result-line",
            name=player_name(loc, player),
            eaten=sum(ended["eaten_points"][seat]),
            cards=ended["cards_left"][seat],
            score=signed(ended["scores"][seat]),
            total=signed(ended["totals"][seat]),
        )
        lines.append(f"{marker} {line}")
    return "\n".join(lines)


def board_view(record: GameRecord, loc: str) -> discord.ui.View | None:
    if record.status != "running":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "drehwurm-button-hand"),
            emoji="🃏",
            style=style_of("next"),
            custom_id=ids.hand(record.id),
        )
    )
    add_read_button(view, record, loc)
    return view
