"""A Drehwurm player's private hand, drawn to fit a phone: the cards grouped by colour on a line
each, the piles on one line, what to do now, and each legal play once as a button.

Only ever sent to that seat's player, ephemerally. The engine decides what is legal; the hand
enables exactly the plays it offers. A regular play is a button with the card's picture and the
pile it goes to; an out-of-turn worm ("snap") is its own row of red ⚡ buttons while a pile is
open, and the same card onto the same pile is not offered a second time as a regular play.
"""

from __future__ import annotations

import math
import time
from typing import Any, TypeVar

import discord

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.reading import spoken_card
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.drehwurm import ids
from cogs.drehwurm.board import pile_line
from cogs.drehwurm.faces import card_button, card_name, hand_lines
from cogs.table import icons
from cogs.table.leave_button import add_hand_leave_button
from cogs.table.render import player_name
from cogs.table.styles import style_of

COLOUR_HAND = discord.Colour.blurple()
MAX_PLAY_BUTTONS = 15  # three rows of five; more plays than this go into a select menu
MAX_SNAP_BUTTONS = 4  # one row, beside Refresh
PLAY_OPS = {dw.PlayWorm: "w", dw.PlayChicken: "c"}

Play = dw.PlayWorm | dw.PlayChicken | dw.Snap
RegularPlay = dw.PlayWorm | dw.PlayChicken
PlayT = TypeVar("PlayT", bound=Play)


def _distinct(actions: list[PlayT]) -> list[PlayT]:
    """One action per kind of card and pile: two red 3s make the same play."""
    seen: set[tuple[Any, ...]] = set()
    kept: list[PlayT] = []
    for action in actions:
        c = card(action.card)
        key = (type(action).__name__, c.kind, c.colour, c.number, action.pile)
        if key not in seen:
            seen.add(key)
            kept.append(action)
    return kept


def _same_card_and_pile(a: Play, b: Play) -> bool:
    ca, cb = card(a.card), card(b.card)
    return (ca.kind, ca.colour, ca.number, a.pile) == (cb.kind, cb.colour, cb.number, b.pile)


def play_label(loc: str, play: Play) -> str:
    """A play's words, the card named in them ("red 5 → pile 2"): a screen reader speaks a
    button's words, not its picture, and the name says the colour in words too. Without the
    card's picture beside them the name carries its colour's sign ("🔺 red 5 → pile 2")."""
    pictured = icons.available()
    key = {
        dw.PlayWorm: "drehwurm-button-worm",
        dw.PlayChicken: "drehwurm-button-chicken",
        dw.Snap: "drehwurm-button-snap",
    }[type(play)]
    c = card(play.card)
    name = spoken_card(loc, c) if pictured else card_name(loc, c)
    return " ".join(t(loc, key, card=name, pile=play.pile + 1).split())[:80]


def play_arg(play: Play) -> str:
    return f"{play.card}-{play.pile}"


def hand_status(
    record: GameRecord, state: dw.DrehwurmState, seat: int, loc: str, now: float | None = None
) -> str:
    """What the seat's player may do now. While the out-of-turn window holds the regular plays
    back, the player on turn reads why and until when (the hand is redrawn when it closes); the
    ⚡ call to race is only for a player the window offers a play (`hand_view`'s ⚡ row)."""
    if record.status == "abandoned":
        return t(loc, "drehwurm-hand-stopped")
    if record.status != "running" or state.over:
        return t(loc, "drehwurm-hand-over")
    if not state.active[seat]:
        return t(loc, "drehwurm-hand-removed")
    lines: list[str] = []
    open_pile = state.open_pile()
    may_snap = bool(record.meta.get("window")) and bool(dw.snaps(state, seat))
    if may_snap and open_pile is not None:
        lines.append(t(loc, "drehwurm-hand-snap", pile=open_pile + 1))
    if state.current == seat:
        window = window_waits(record, now)
        if window is not None and open_pile is not None:
            # held back: the line says the turn is theirs and when it opens
            until = f"<t:{math.ceil(window['until'])}:R>"
            if may_snap:
                lines.append(t(loc, "drehwurm-hand-held", when=until))
            else:
                lines.append(t(loc, "drehwurm-hand-window", pile=open_pile + 1, when=until))
        else:
            plays = dw.regular_plays(state, seat)
            key = "drehwurm-hand-your-turn" if plays else "drehwurm-hand-cannot-play"
            lines.append(t(loc, key))
    else:
        lines.append(
            t(loc, "drehwurm-hand-wait", name=player_name(loc, record.players[state.current]))
        )
    return "\n".join(lines)


def cards_text(loc: str, cards: list[Any]) -> str:
    """The cards of a hand as its message shows them (also a replay's hand)."""
    return "\n".join(hand_lines(loc, cards)) or t(loc, "drehwurm-hand-empty")


def hand_embed(
    record: GameRecord, seat: int, loc: str, now: float | None = None
) -> discord.Embed:
    """The hand of `seat`, for that player's eyes only. A finished or stopped game's hand keeps
    only its cards and says that the game is over (no pile marked open)."""
    state = dw.state_from_json(record.started_state())
    embed = discord.Embed(title=f"🃏 {t(loc, 'drehwurm-hand-title')}", colour=COLOUR_HAND)
    embed.description = cards_text(loc, dw.hand(state, seat))
    if record.status == "running" and not state.over:
        embed.add_field(
            name=t(loc, "drehwurm-board-piles"),
            value=pile_line(loc, dw.public_view(state)),
            inline=False,
        )
    embed.add_field(
        name=t(loc, "board-turn-title"),
        value=hand_status(record, state, seat, loc, now),
        inline=False,
    )
    return embed


def window_waits(record: GameRecord, now: float | None = None) -> dict[str, Any] | None:
    """The game's open out-of-turn window, while its few seconds hold back the regular plays."""
    window = record.meta.get("window")
    if window is not None and (time.time() if now is None else now) < window["until"]:
        return window
    return None


def _play_button(
    record: GameRecord, loc: str, play: RegularPlay, disabled: bool, row: int
) -> discord.ui.Button[discord.ui.View]:
    return discord.ui.Button(
        label=play_label(loc, play),
        emoji=card_button(card(play.card)),
        style=style_of("chicken" if isinstance(play, dw.PlayChicken) else "card"),
        custom_id=ids.move(record.id, record.step, PLAY_OPS[type(play)], play_arg(play)),
        disabled=disabled,
        row=row,
    )


def _regular(
    view: discord.ui.View, record: GameRecord, loc: str, plays: list[RegularPlay], waiting: bool
) -> None:
    """The regular plays: buttons in up to three rows, or menus of 25 (Discord's most)."""
    if len(plays) <= MAX_PLAY_BUTTONS:
        for i, play in enumerate(plays):
            view.add_item(_play_button(record, loc, play, waiting, i // 5))
        return
    for part in range(min(3, -(-len(plays) // 25))):
        view.add_item(
            discord.ui.Select(
                custom_id=ids.plays(record.id, record.step, part),
                placeholder=t(loc, "drehwurm-select-play"),
                options=[
                    discord.SelectOption(
                        label=play_label(loc, play),
                        emoji=card_button(card(play.card)),
                        value=f"{PLAY_OPS[type(play)]}:{play_arg(play)}",
                    )
                    for play in plays[25 * part : 25 * (part + 1)]
                ],
                disabled=waiting,
                row=part,
            )
        )


def hand_view(record: GameRecord, seat: int, loc: str, now: float | None = None) -> discord.ui.View:
    """The plays the engine allows this seat now, each once: regular plays (disabled while an
    out-of-turn window's few seconds hold them back, until `now` passes it), cannot-play draws,
    a row of ⚡ snaps while a pile is open for this seat, and Refresh."""
    view = discord.ui.View(timeout=None)
    state = dw.state_from_json(record.started_state())
    running = record.status == "running" and not state.over and state.active[seat]
    window: dict[str, Any] = record.meta.get("window") or {}
    waiting = window_waits(record, now) is not None
    snaps = _distinct(dw.snaps(state, seat))[:MAX_SNAP_BUTTONS] if running and window else []
    if running and state.current == seat:
        plays = [
            p
            for p in _distinct(dw.regular_plays(state, seat))
            if not (waiting and any(_same_card_and_pile(p, s) for s in snaps))
        ]
        if dw.regular_plays(state, seat):
            _regular(view, record, loc, plays, waiting)
        else:
            for pile in range(len(state.piles)):
                view.add_item(
                    discord.ui.Button(
                        label=t(loc, "drehwurm-button-draw", pile=pile + 1),
                        style=style_of("draw"),
                        custom_id=ids.move(record.id, record.step, "n", str(pile)),
                        disabled=waiting,
                        row=0,
                    )
                )
    for play in snaps:
        view.add_item(
            discord.ui.Button(
                label=play_label(loc, play),
                emoji=card_button(card(play.card)),
                style=style_of("snap"),
                custom_id=ids.move(record.id, int(window["step"]), "s", play_arg(play)),
                row=3,
            )
        )
    view.add_item(
        discord.ui.Button(
            label=t(loc, "drehwurm-button-refresh"),
            emoji="🔄",
            style=style_of("control"),
            custom_id=ids.move(record.id, record.step, "r"),
            row=3,
        )
    )
    if running:
        add_hand_leave_button(view, record, loc, row=3)
    return view
