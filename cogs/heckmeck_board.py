"""What a Heckmeck game looks like in Discord: the board, as an embed and buttons.

Pure rendering: a stored game (GameRecord) and a locale in, an embed and a View out. The engine
decides what is legal; this module only enables the buttons for the legal actions.
"""

from __future__ import annotations

from typing import Any

import discord

from bot.i18n import t
from bot.rules import heckmeck as hm
from bot.rules.heckmeck_data import WORM
from bot.storage import GameRecord
from cogs import ids
from cogs.hints import add_assisted_note, add_odds_button
from cogs.table_board import (
    COLOUR_OVER,
    add_ending,
    add_happened,
    add_turn,
    player_name,
)

FACE_EMOJI = {
    WORM: "🪱",
    "cheese": "🧀",
    "ketchup": "🍅",
    "cucumber": "🥒",
    "bun": "🍞",
}
MAX_TAKE_BUTTONS = 4  # more offered takes (free choice) go into a select menu
COLOUR_GAME = discord.Colour.orange()


def face_label(face: str) -> str:
    return FACE_EMOJI.get(face, face)


def edition_of(record: GameRecord) -> str:
    return record.options.get("edition", "classic")


def title(record: GameRecord, loc: str) -> str:
    game = "junior" if edition_of(record) == "junior" else "heckmeck"
    variants = [
        t(loc, f"variant-{name}")
        for name in ("short_game", "free_choice", "harsh_failure")
        if record.options.get(name)
    ]
    name = t(loc, "game-name", game=game)
    return (
        name
        if not variants
        else t(loc, "title-with-variants", game=name, variants=", ".join(variants))
    )


# ----------------------------------------------------------------------------------- board


def grill_line(state: hm.HeckmeckState) -> str:
    """Every tile not held by a player, in order; face-down tiles struck through."""
    tiles = sorted([(v, True) for v in state.grill] + [(v, False) for v in state.turned])
    return " ".join(f"`{v}`" if up else f"~~`{v}`~~" for v, up in tiles) or "—"


def player_lines(record: GameRecord, state: hm.HeckmeckState, loc: str) -> str:
    scores = hm.scores(state)
    lines = []
    for seat, player in enumerate(record.players):
        marker = "▶️" if not state.over and seat == state.current else "▫️"
        top = state.top(seat)
        line = t(
            loc,
            "board-player",
            name=player_name(loc, player),
            top=str(top) if top is not None else "—",
            worms=scores[seat],
            tiles=len(state.stacks[seat]),
        )
        if player.get("removed"):
            line += " " + t(loc, "board-removed")
        lines.append(f"{marker} {line}")
    return "\n".join(lines)


def dice_text(faces: tuple[str, ...] | list[str]) -> str:
    return " ".join(face_label(f) for f in faces) or "—"


def board_embed(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> discord.Embed:
    state = hm.state_from_json(record.state)
    over = record.status != "running"
    embed = discord.Embed(title=title(record, loc), colour=COLOUR_OVER if over else COLOUR_GAME)
    embed.add_field(name=t(loc, "board-grill"), value=grill_line(state), inline=False)
    embed.add_field(
        name=t(loc, "board-players"), value=player_lines(record, state, loc), inline=False
    )
    happened = narrate(record, loc, events)
    add_happened(embed, loc, happened)
    if record.status == "running":
        add_turn(embed, record, state.current, loc, record.deadline)
        kept = state.turn.kept
        embed.add_field(
            name=t(loc, "board-kept", total=state.total),
            value=dice_text(kept),
            inline=True,
        )
        if state.turn.phase == "pick":
            embed.add_field(
                name=t(loc, "board-roll"), value=dice_text(state.turn.roll), inline=True
            )
    else:
        add_ending(embed, record, loc, hm, state, line_key="board-final-line")
    add_assisted_note(embed, record, loc)
    return embed


def narrate(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> str:
    """The events of the last step in words (failures, steals, returned and turned tiles...)."""

    def name(seat: int) -> str:
        return player_name(loc, record.players[seat])

    lines = []
    for e in events:
        kind = e["type"]
        if kind == "rolled":
            lines.append(t(loc, "event-rolled", name=name(e["seat"]), dice=dice_text(e["dice"])))
        elif kind == "set-aside":
            lines.append(
                t(
                    loc,
                    "event-set-aside",
                    name=name(e["seat"]),
                    count=e["count"],
                    face=face_label(e["face"]),
                    total=e["total"],
                )
            )
        elif kind == "took":
            lines.append(
                t(loc, "event-took", name=name(e["seat"]), tile=e["tile"], worms=e["worms"])
            )
        elif kind == "stole":
            lines.append(
                t(
                    loc,
                    "event-stole",
                    name=name(e["seat"]),
                    victim=name(e["victim"]),
                    tile=e["tile"],
                    worms=e["worms"],
                )
            )
        elif kind == "failed":
            lines.append(t(loc, f"event-failed-{e['reason']}", name=name(e["seat"])))
        elif kind == "returned":
            lines.append(t(loc, "event-returned", name=name(e["seat"]), tile=e["tile"]))
        elif kind == "turned":
            lines.append(t(loc, "event-turned", tile=e["tile"]))
        elif kind == "no-new-face":
            lines.append(t(loc, "event-no-new-face", name=name(e["seat"])))
        elif kind == "timed-out":
            lines.append(t(loc, "event-timed-out", name=name(e["seat"])))
        elif kind == "removed":
            lines.append(t(loc, "event-removed", name=name(e["seat"])))
        elif kind == "stopped":
            lines.append(t(loc, "event-stopped", name=f"<@{e['by']}>"))
    return "\n".join(lines)


def take_label(record: GameRecord, loc: str, take: hm.Take) -> str:
    if take.victim is None:
        return t(loc, "button-take", tile=take.tile)
    victim = record.players[take.victim]
    shown = victim["name"] if not victim["computer"] else player_name(loc, victim)
    return t(loc, "button-steal", tile=take.tile, name=shown)


def board_view(record: GameRecord, loc: str) -> discord.ui.View | None:
    if record.status != "running":
        return None
    state = hm.state_from_json(record.state)
    view = discord.ui.View(timeout=None)
    pickable = set(hm.pickable_faces(state))
    roll = state.turn.roll
    for i, face in enumerate(state.rules.faces):
        count = roll.count(face)
        label = face_label(face) + (f" ×{count}" if count else "")
        view.add_item(
            discord.ui.Button(
                label=label,
                custom_id=ids.move(record.id, record.step, "face", face),
                style=discord.ButtonStyle.primary
                if face in pickable
                else discord.ButtonStyle.secondary,
                disabled=face not in pickable,
                row=i // 5,
            )
        )
    view.add_item(
        discord.ui.Button(
            label=t(loc, "button-roll"),
            emoji="🎲",
            custom_id=ids.move(record.id, record.step, "roll"),
            style=discord.ButtonStyle.success,
            disabled=not hm.can_roll(state),
            row=2,
        )
    )
    takes = hm.take_options(state)
    if len(takes) <= MAX_TAKE_BUTTONS:
        for take in takes:
            view.add_item(
                discord.ui.Button(
                    label=take_label(record, loc, take),
                    emoji="🛑",
                    custom_id=ids.move(record.id, record.step, "take", ids.take_arg(take)),
                    style=discord.ButtonStyle.danger,
                    row=2,
                )
            )
        if not takes:
            view.add_item(
                discord.ui.Button(
                    label=t(loc, "button-stop"),
                    emoji="🛑",
                    custom_id=ids.move(record.id, record.step, "stop"),
                    style=discord.ButtonStyle.danger,
                    disabled=True,
                    row=2,
                )
            )
    else:
        view.add_item(
            discord.ui.Select(
                custom_id=ids.takes(record.id, record.step),
                placeholder=t(loc, "select-take"),
                options=[
                    discord.SelectOption(label=take_label(record, loc, tk), value=ids.take_arg(tk))
                    for tk in takes[:25]
                ],
                row=3,
            )
        )
    add_odds_button(view, record, loc)
    return view
