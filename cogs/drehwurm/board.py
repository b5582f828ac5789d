"""What a Drehwurm game looks like in Discord: the public board and each player's private hand.

Pure rendering: a stored game (GameRecord) and a locale in, an embed and a View out. The board
shows only the engine's `public_view` (never a card in a hand); a hand is rendered for one seat and
is only ever sent to that seat's player, ephemerally. The engine decides what is legal; the hand
enables exactly the plays it offers.
"""

from __future__ import annotations

import time
from typing import Any

import discord

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import Card, card
from bot.i18n import t
from bot.storage import GameRecord
from cogs.drehwurm import ids
from cogs.table.render import (
    COLOUR_OVER,
    add_ending,
    add_happened,
    add_turn,
    log_text,
    player_name,
)

COLOUR_GAME = discord.Colour.dark_green()
COLOUR_HAND = discord.Colour.blurple()
COLOUR_EMOJI = {"yellow": "🟨", "blue": "🟦", "red": "🟥"}
JOKER_EMOJI = "🌈"
CHICKEN_EMOJI = "🐔"
MAX_PLAY_BUTTONS = 15  # more plays than this go into a select menu
MAX_SNAP_BUTTONS = 9  # five in row 3, four beside Refresh in row 4 (at most 6 kinds can fit)


def title(record: GameRecord, loc: str) -> str:
    name = t(loc, "game-name", game="drehwurm")
    variant = record.options.get("variant", "standard")
    if variant == "standard":
        return name
    return t(loc, "title-with-variants", game=name, variants=t(loc, f"choice-variant-{variant}"))


def card_text(loc: str, c: Card | dict[str, Any]) -> str:
    """A card as the players read it: an emoji for its colour and its name in `loc`."""
    kind = c.kind if isinstance(c, Card) else c["kind"]
    colour = c.colour if isinstance(c, Card) else c["colour"]
    number = c.number if isinstance(c, Card) else c["number"]
    if kind == "chicken":
        return f"{CHICKEN_EMOJI} " + t(loc, "drehwurm-chicken-card", colour=colour)
    if kind == "joker":
        return f"{JOKER_EMOJI} " + t(loc, "drehwurm-joker-card", number=number)
    return f"{COLOUR_EMOJI.get(colour, '')} " + t(
        loc, "drehwurm-worm-card", colour=colour, number=number
    )


def pile_lines(loc: str, view: dict[str, Any]) -> str:
    lines = []
    for i, pile in enumerate(view["piles"]):
        if pile["top"] is None:
            line = t(loc, "drehwurm-board-empty-pile", number=i + 1)
        else:
            line = t(
                loc,
                "drehwurm-board-pile",
                number=i + 1,
                top=card_text(loc, pile["top"]),
                count=pile["size"],
            )
        if view["open_pile"] == i:
            line += " " + t(loc, "drehwurm-board-open")
        lines.append(line)
    lines.append(t(loc, "drehwurm-board-draw", count=view["draw_size"]))
    return "\n".join(lines)


# ----------------------------------------------------------------------------------- board


def board_embed(
    record: GameRecord,
    loc: str,
    events: list[dict[str, Any]],
    state: dw.DrehwurmState | None = None,
) -> discord.Embed:
    """The board; `state`: the parsed `record.state`, if the caller has it."""
    if state is None:
        state = dw.state_from_json(record.state)
    view = dw.public_view(state)
    over = record.status != "running"
    embed = discord.Embed(title=title(record, loc), colour=COLOUR_OVER if over else COLOUR_GAME)
    if not view["over"] and record.status == "running":
        embed.description = t(
            loc, "drehwurm-match", number=view["match"], total=view["num_matches"]
        )
        embed.add_field(
            name=t(loc, "drehwurm-board-piles"), value=pile_lines(loc, view), inline=False
        )
    lines = []
    for seat, player in enumerate(record.players):
        marker = "▶️" if view["current"] == seat and record.status == "running" else "▫️"
        line = t(
            loc,
            "drehwurm-board-player",
            name=player_name(loc, player),
            cards=view["hand_sizes"][seat],
            chickens=view["chickens_left"][seat],
            points=view["scores"][seat],
        )
        if player.get("removed") or not view["active"][seat]:
            line += " " + t(loc, "board-removed")
        lines.append(f"{marker} {line}")
    embed.add_field(name=t(loc, "board-players"), value="\n".join(lines), inline=False)
    if not view["over"] and record.status == "running":
        embed.add_field(
            name=t(loc, "drehwurm-board-match-title", match=view["match"]),
            value=match_lines(record, loc, view),
            inline=False,
        )
    ended = last_match_end(record, events)
    if ended is not None:
        embed.add_field(
            name=t(loc, "drehwurm-breakdown-title", match=ended["match"]),
            value=breakdown_lines(record, loc, ended),
            inline=False,
        )
    add_happened(embed, loc, narrate(record, loc, events))
    if record.status == "running":
        deadline = (record.meta.get("window") or {}).get("turn_deadline", record.deadline)
        add_turn(embed, record, state.current, loc, deadline)
    else:
        add_ending(embed, record, loc, dw, state, line_key="drehwurm-final-line")
    return embed


def match_lines(record: GameRecord, loc: str, view: dict[str, Any]) -> str:
    """The running match: each player's points from the piles eaten so far."""
    return "\n".join(
        t(
            loc,
            "drehwurm-board-match-line",
            name=player_name(loc, player),
            points=sum(pile["points"] for pile in view["eaten"][seat]),
            piles=len(view["eaten"][seat]),
        )
        for seat, player in enumerate(record.players)
    )


def last_match_end(record: GameRecord, events: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The latest match-ended event still among the recent ones (its breakdown stays on the
    board for a while after the totals jumped)."""
    for e in reversed(record.recent or events):
        if e["type"] == "match-ended":
            return e
    return None


def breakdown_lines(record: GameRecord, loc: str, ended: dict[str, Any]) -> str:
    """Per player: the piles eaten, the cards left in hand (a point off each), the match's
    points and the new total."""
    return "\n".join(
        t(
            loc,
            "drehwurm-breakdown-line",
            name=player_name(loc, player),
            piles=len(ended["eaten_points"][seat]),
            eaten=sum(ended["eaten_points"][seat]),
            cards=ended["cards_left"][seat],
            score=ended["scores"][seat],
            total=ended["totals"][seat],
        )
        for seat, player in enumerate(record.players)
    )


def narrate(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> str:
    """The running log: the last few things that happened, newest last (from the game's recent
    events; `events`, the last step's, for a game without them). Events name only public cards
    (played, on top)."""

    def name(seat: int) -> str:
        return player_name(loc, record.players[seat])

    lines = []
    for e in record.recent or events:
        kind = e["type"]
        if kind == "match-started":
            lines.append(
                t(loc, "drehwurm-event-match-started", match=e["match"], name=name(e["start_seat"]))
            )
        elif kind == "played-worm":
            lines.append(
                t(
                    loc,
                    "drehwurm-event-played",
                    name=name(e["seat"]),
                    card=card_text(loc, e["card"]),
                    pile=e["pile"] + 1,
                    on=card_text(loc, e["on"]),
                )
            )
        elif kind == "turned-pile":
            top = card_text(loc, e["top"])
            lines.append(t(loc, "drehwurm-event-turned", pile=e["pile"] + 1, top=top))
            if e.get("open"):
                lines.append(t(loc, "drehwurm-event-open", pile=e["pile"] + 1))
        elif kind == "ate-pile":
            lines.append(
                t(
                    loc,
                    "drehwurm-event-ate",
                    name=name(e["seat"]),
                    pile=e["pile"] + 1,
                    card=card_text(loc, e["card"]),
                    points=e["points"],
                )
            )
        elif kind == "new-pile":
            top = card_text(loc, e["top"])
            lines.append(t(loc, "drehwurm-event-new-pile", pile=e["pile"] + 1, top=top))
        elif kind == "cannot-play":
            lines.append(t(loc, "drehwurm-event-cannot-play", name=name(e["seat"])))
        elif kind == "snapped":
            lines.append(
                t(
                    loc,
                    "drehwurm-event-snapped",
                    name=name(e["seat"]),
                    card=card_text(loc, e["card"]),
                    pile=e["pile"] + 1,
                )
            )
        elif kind == "match-ended":
            lines.append(t(loc, "drehwurm-event-match-ended", match=e["match"], reason=e["reason"]))
        elif kind == "timed-out":
            lines.append(t(loc, "event-timed-out", name=name(e["seat"])))
        elif kind == "removed":
            lines.append(t(loc, "drehwurm-event-removed", name=name(e["seat"])))
        elif kind == "stopped":
            lines.append(t(loc, "event-stopped", name=f"<@{e['by']}>"))
    return log_text(lines)


def board_view(record: GameRecord, loc: str) -> discord.ui.View | None:
    if record.status != "running":
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "drehwurm-button-hand"),
            emoji="🃏",
            style=discord.ButtonStyle.primary,
            custom_id=ids.hand(record.id),
        )
    )
    return view


# ------------------------------------------------------------------------------------ hand


def _distinct(actions: list[Any]) -> list[Any]:
    """One action per kind of card and pile: two red 3s make the same play."""
    seen: set[tuple[Any, ...]] = set()
    kept = []
    for action in actions:
        c = card(action.card)
        key = (type(action).__name__, c.kind, c.colour, c.number, action.pile)
        if key not in seen:
            seen.add(key)
            kept.append(action)
    return kept


def play_label(loc: str, play: dw.PlayWorm | dw.PlayChicken | dw.Snap) -> str:
    key = {
        dw.PlayWorm: "drehwurm-button-worm",
        dw.PlayChicken: "drehwurm-button-chicken",
        dw.Snap: "drehwurm-button-snap",
    }[type(play)]
    return t(loc, key, card=card_text(loc, card(play.card)), pile=play.pile + 1)[:80]


def play_arg(play: dw.PlayWorm | dw.PlayChicken | dw.Snap) -> str:
    return f"{play.card}-{play.pile}"


PLAY_OPS = {dw.PlayWorm: "w", dw.PlayChicken: "c"}


def hand_status(record: GameRecord, state: dw.DrehwurmState, seat: int, loc: str) -> str:
    if record.status != "running" or state.over:
        return t(loc, "drehwurm-hand-over")
    if not state.active[seat]:
        return t(loc, "drehwurm-hand-removed")
    lines = []
    if dw.snaps(state, seat):
        lines.append(t(loc, "drehwurm-hand-snap", pile=state.open_pile() + 1))
    if state.current == seat:
        plays = dw.regular_plays(state, seat)
        lines.append(t(loc, "drehwurm-hand-your-turn" if plays else "drehwurm-hand-cannot-play"))
    else:
        lines.append(
            t(loc, "drehwurm-hand-wait", name=player_name(loc, record.players[state.current]))
        )
    return "\n".join(lines)


def hand_embed(record: GameRecord, seat: int, loc: str) -> discord.Embed:
    """The hand of `seat`, for that player's eyes only."""
    state = dw.state_from_json(record.state)
    cards = dw.hand(state, seat)
    embed = discord.Embed(title=f"🃏 {t(loc, 'drehwurm-hand-title')}", colour=COLOUR_HAND)
    embed.description = "\n".join(card_text(loc, c) for c in cards) or t(loc, "drehwurm-hand-empty")
    if not state.over:
        embed.add_field(
            name=t(loc, "drehwurm-board-piles"),
            value=pile_lines(loc, dw.public_view(state)),
            inline=False,
        )
    embed.add_field(
        name=t(loc, "board-turn-title"), value=hand_status(record, state, seat, loc), inline=False
    )
    return embed


def window_waits(record: GameRecord, now: float | None = None) -> dict[str, Any] | None:
    """The game's open out-of-turn window, while its few seconds hold back the regular plays."""
    window = record.meta.get("window")
    if window is not None and (time.time() if now is None else now) < window["until"]:
        return window
    return None


def hand_view(record: GameRecord, seat: int, loc: str, now: float | None = None) -> discord.ui.View:
    """The plays the engine allows this seat now, as buttons (or a menu when there are many),
    snap buttons while a pile is open for it, and Refresh. While a turned pile is open (the
    window's few seconds, until `now` passes it) the regular plays show disabled."""
    view = discord.ui.View(timeout=None)
    state = dw.state_from_json(record.state)
    running = record.status == "running" and not state.over and state.active[seat]
    window = record.meta.get("window")
    waiting = window_waits(record, now) is not None
    if running and state.current == seat:
        plays = _distinct(dw.regular_plays(state, seat))
        if not plays:
            for pile in range(len(state.piles)):
                view.add_item(
                    discord.ui.Button(
                        label=t(loc, "drehwurm-button-draw", pile=pile + 1),
                        style=discord.ButtonStyle.secondary,
                        custom_id=ids.move(record.id, record.step, "n", str(pile)),
                        disabled=waiting,
                        row=0,
                    )
                )
        elif len(plays) <= MAX_PLAY_BUTTONS:
            for i, play in enumerate(plays):
                view.add_item(
                    discord.ui.Button(
                        label=play_label(loc, play),
                        style=discord.ButtonStyle.success
                        if isinstance(play, dw.PlayChicken)
                        else discord.ButtonStyle.primary,
                        custom_id=ids.move(
                            record.id, record.step, PLAY_OPS[type(play)], play_arg(play)
                        ),
                        disabled=waiting,
                        row=i // 5,
                    )
                )
        else:  # menus of 25 (Discord's most), on rows 0–2
            for part in range(min(3, -(-len(plays) // 25))):
                view.add_item(
                    discord.ui.Select(
                        custom_id=ids.plays(record.id, record.step, part),
                        placeholder=t(loc, "drehwurm-select-play"),
                        options=[
                            discord.SelectOption(
                                label=play_label(loc, play),
                                value=f"{PLAY_OPS[type(play)]}:{play_arg(play)}",
                            )
                            for play in plays[25 * part : 25 * (part + 1)]
                        ],
                        disabled=waiting,
                        row=part,
                    )
                )
    if running and window is not None:
        for i, play in enumerate(_distinct(dw.snaps(state, seat))[:MAX_SNAP_BUTTONS]):
            view.add_item(
                discord.ui.Button(
                    label=play_label(loc, play),
                    emoji="⚡",
                    style=discord.ButtonStyle.danger,
                    custom_id=ids.move(record.id, window["step"], "s", play_arg(play)),
                    row=3 if i < 5 else 4,
                )
            )
    view.add_item(
        discord.ui.Button(
            label=t(loc, "drehwurm-button-refresh"),
            emoji="🔄",
            style=discord.ButtonStyle.secondary,
            custom_id=ids.move(record.id, record.step, "r"),
            row=4,
        )
    )
    return view
