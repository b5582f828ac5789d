"""What a Heckmeck game looks like in Discord: the board, as an embed and buttons.

Pure rendering: a stored game (GameRecord) and a locale in, an embed and a View out. The engine
decides what is legal; this module only enables the buttons for the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import discord

from bot.domain.bounded import Bounded
from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.data import CLASSIC, EDITIONS, WORM, Edition
from bot.domain.heckmeck.pictures import TILE_BACK, face_emoji, tile_emoji
from bot.i18n import t
from bot.storage import GameRecord
from cogs.heckmeck import ids
from cogs.table.components import Drawn, button, select
from cogs.table.hints import add_assisted_note, add_odds_button
from cogs.table.icons import button_emoji, icon
from cogs.table.render import (
    COLOUR_OVER,
    LOG_LINES,
    add_ending,
    add_happened,
    add_turn,
    log_text,
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


def face_label(face: str, rules: Edition | None = None) -> str:
    """A die face as text: its picture (an application emoji) when the bot has it, else the
    Unicode fallback (a digit, or 🪱 🧀 🍅 🥒 🍞)."""
    fallback = FACE_EMOJI.get(face, face)
    return icon(face_emoji(rules or CLASSIC, face), fallback)


def tile_label(rules: Edition, tile: int) -> str:
    """A tile as text: its picture (number and worms), else the number and its worms."""
    return icon(tile_emoji(rules, tile), f"`{tile}`" + "🪱" * rules.worms_on(tile))


def edition_rules(record: GameRecord) -> Edition:
    return EDITIONS[record.options.get("edition", "classic")]


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
    """Every tile not held by a player, in order, with its worms; face-down tiles as the tile's
    back (or struck through)."""
    tiles = sorted([(v, True) for v in state.grill] + [(v, False) for v in state.turned])
    return (
        " ".join(
            tile_label(state.rules, v) if up else icon(TILE_BACK, f"~~`{v}`~~") for v, up in tiles
        )
        or "—"
    )


def player_lines(record: GameRecord, state: hm.HeckmeckState, loc: str) -> str:
    scores = hm.scores(state)
    lines = []
    for seat, player in enumerate(record.players):
        on_turn = record.status == "running" and not state.over and seat == state.current
        marker = "▶️" if on_turn else "▫️"
        top = state.top(seat)
        line = t(
            loc,
            "board-player",
            name=player_name(loc, player),
            top=tile_label(state.rules, top) if top is not None else "—",
            worms=scores[seat],
            tiles=len(state.stacks[seat]),
        )
        if player.get("removed"):
            line += " " + t(loc, "board-removed")
        lines.append(f"{marker} {line}")
    return "\n".join(lines)


def dice_text(
    faces: tuple[str, ...] | list[str], rules: Edition | None = None, *, plain: bool = False
) -> str:
    """Dice as faces, sorted in the edition's order of faces (1…5 then the worm); `plain`: as
    short text, not pictures (the running log must fit eight lines in an embed field)."""
    faces_in_order = rules.faces if rules is not None else None
    if plain:
        return _plain_dice(faces_in_order, tuple(faces))
    return " ".join(face_label(f, rules) for f in _in_order(faces, faces_in_order)) or "—"


def _in_order(faces: Sequence[str], order: tuple[str, ...] | None) -> Sequence[str]:
    if order is None:
        return faces
    rank = {face: i for i, face in enumerate(order)}
    return sorted(faces, key=lambda f: rank.get(f, len(rank)))


@lru_cache(maxsize=2048)  # the running log shows the same rolls on board after board
def _plain_dice(order: tuple[str, ...] | None, faces: tuple[str, ...]) -> str:
    return " ".join(FACE_EMOJI.get(f, f) for f in _in_order(faces, order)) or "—"


def board_embed(
    record: GameRecord,
    loc: str,
    events: list[dict[str, Any]],
    state: hm.HeckmeckState | None = None,
) -> discord.Embed:
    """The board; `state`: the parsed `record.state`, if the caller has it."""
    if state is None:
        state = hm.state_from_json(record.state)
    over = record.status != "running"
    embed = discord.Embed(title=title(record, loc), colour=COLOUR_OVER if over else COLOUR_GAME)
    embed.add_field(name=t(loc, "board-grill"), value=grill_line(state), inline=False)
    if state.rules.name == "junior":  # what counts what, in a line
        embed.description = t(
            loc,
            "board-junior-legend",
            worm=face_label(WORM, state.rules),
            bun=face_label("bun", state.rules),
        )
    embed.add_field(
        name=t(loc, "board-players"), value=player_lines(record, state, loc), inline=False
    )
    happened = narrate(record, loc, events)
    add_happened(embed, loc, happened)
    if record.status == "running":
        add_turn(embed, record, state.current, loc, record.deadline)
        kept = state.kept
        embed.add_field(
            name=t(loc, "board-kept", total=state.total),
            value=dice_text(kept, state.rules),
            inline=True,
        )
        if state.phase == "pick":
            embed.add_field(
                name=t(loc, "board-roll"),
                value=dice_text(state.roll, state.rules),
                inline=True,
            )
    else:
        add_ending(embed, record, loc, hm, state, line_key="board-final-line")
    add_assisted_note(embed, record, loc)
    return embed


# Each event's line in the running log, by language: an event stays on the board for several
# steps and is formatted once. Keyed by the event dict's identity (the session keeps the same
# dicts from step to step); the dicts are kept with their line, so a key cannot be reused.
_LINES: Bounded[tuple[int, str], tuple[dict[str, Any], dict[str, Any] | None, str]] = Bounded(4096)

Line = tuple[str, dict[str, Any]]  # a message key and its arguments


def narrate(record: GameRecord, loc: str, events: list[dict[str, Any]]) -> str:
    """The running log: the last few things that happened, across turns and players, newest
    last (from the game's recent events; `events`, the last step's, for a game without them).
    A roll and the dice set aside from it share a line."""
    recent = record.recent or events
    rules = edition_rules(record)

    def name(seat: int) -> str:
        return player_name(loc, record.players[seat])

    # Each line as (the event it tells, the roll it joins or None): formatted only if shown.
    told: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
    previous: dict[str, Any] | None = None
    for e in recent:
        if e["type"] == "set-aside" and _joins(previous, e):
            told[-1] = (e, previous)
        elif _tells(e):
            told.append((e, None))
        previous = e
    lines = []
    for e, roll in told[-LOG_LINES:]:
        known = _LINES.get((id(e), loc))
        if known is None or known[0] is not e or known[1] is not roll:
            key, args = _line(e, roll, name, rules)
            known = (e, roll, t(loc, key, **args))
            _LINES.put((id(e), loc), known)
        lines.append(known[2])
    return log_text(lines)


def _joins(previous: dict[str, Any] | None, e: dict[str, Any]) -> bool:
    """Whether a set-aside shares the line of the roll just before it."""
    return previous is not None and previous["type"] == "rolled" and previous["seat"] == e["seat"]


def _tells(e: dict[str, Any]) -> bool:
    """Whether an event has a line of its own (a timeout is told once, as timed-out)."""
    kind = e["type"]
    if kind == "failed":
        return e["reason"] != "timeout"
    return kind in _TOLD


_TOLD = frozenset(
    {"rolled", "set-aside", "took", "stole", "returned", "turned", "no-new-face", "timed-out",
     "removed", "stopped"}
)  # fmt: skip


def _line(
    e: dict[str, Any], roll: dict[str, Any] | None, name: Callable[[int], str], rules: Edition
) -> Line:
    """The message of an event's line; `roll`: the roll a set-aside shares its line with."""
    kind = e["type"]
    if kind == "rolled":
        return "event-rolled", {
            "name": name(e["seat"]),
            "dice": dice_text(e["dice"], rules, plain=True),
        }
    if kind == "set-aside":
        face = FACE_EMOJI.get(e["face"], e["face"])
        told = {"name": name(e["seat"]), "count": e["count"], "face": face, "total": e["total"]}
        if roll is None:
            return "event-set-aside", told
        return "event-rolled-set-aside", {
            **told,
            "dice": dice_text(roll["dice"], rules, plain=True),
        }
    if kind == "took":
        return "event-took", {"name": name(e["seat"]), "tile": e["tile"], "worms": e["worms"]}
    if kind == "stole":
        victim = name(e["victim"])
        return "event-stole", {
            "name": name(e["seat"]),
            "victim": victim,
            "tile": e["tile"],
            "worms": e["worms"],
        }
    if kind == "failed":
        return f"event-failed-{e['reason']}", {"name": name(e["seat"])}
    if kind == "returned":
        return "event-returned", {"name": name(e["seat"]), "tile": e["tile"]}
    if kind == "turned":
        return "event-turned", {"tile": e["tile"]}
    if kind == "stopped":
        return "event-stopped", {"name": f"<@{e['by']}>"}
    return f"event-{kind}", {"name": name(e["seat"])}  # no-new-face, timed-out, removed


def take_label(record: GameRecord, loc: str, take: hm.Take) -> str:
    if take.victim is None:
        return t(loc, "button-take", tile=take.tile)
    victim = record.players[take.victim]
    shown = victim["name"] if not victim["computer"] else player_name(loc, victim)
    return t(loc, "button-steal", tile=take.tile, name=shown)


def add_face_buttons(
    view: Drawn, state: hm.HeckmeckState, pickable: set[str], custom_id: Callable[[str], str]
) -> None:
    """A button per face of the edition in rows 0-1, those in `pickable` pressable, each with how
    many dice of the roll show it; `custom_id(face)` names each."""
    roll = state.roll
    for i, face in enumerate(state.rules.faces):
        count = roll.count(face)
        picture = button_emoji(face_emoji(state.rules, face))
        times = f"×{count}" if count else None
        view.add(
            button(
                custom_id(face),
                # the face's picture and how many dice show it (worm ×3), or the text fallback
                emoji=picture,
                label=times if picture else face_label(face) + (f" {times}" if times else ""),
                style=discord.ButtonStyle.primary
                if face in pickable
                else discord.ButtonStyle.secondary,
                disabled=face not in pickable,
            ),
            row=i // 5,
        )


def board_view(record: GameRecord, loc: str, state: hm.HeckmeckState | None = None) -> Drawn | None:
    if record.status != "running":
        return None
    if state is None:
        state = hm.state_from_json(record.state)
    view = Drawn()
    # On a computer's turn nobody may act: every button shows, none can be pressed.
    humans_turn = not record.players[state.current]["computer"]
    pickable = set(hm.pickable_faces(state)) if humans_turn else set()
    add_face_buttons(
        view, state, pickable, lambda face: ids.move(record.id, record.step, "face", face)
    )
    view.add(
        button(
            ids.move(record.id, record.step, "roll"),
            label=t(loc, "button-roll"),
            emoji="🎲",
            style=discord.ButtonStyle.success,
            disabled=not (humans_turn and hm.can_roll(state)),
        ),
        row=2,
    )
    takes = hm.take_options(state)
    if len(takes) <= MAX_TAKE_BUTTONS:
        for take in takes:
            view.add(
                button(
                    ids.move(record.id, record.step, "take", ids.take_arg(take)),
                    label=take_label(record, loc, take),
                    emoji=button_emoji(tile_emoji(state.rules, take.tile)) or "🛑",
                    style=discord.ButtonStyle.danger,
                    disabled=not humans_turn,
                ),
                row=2,
            )
        if not takes:
            view.add(
                button(
                    ids.move(record.id, record.step, "stop"),
                    label=t(loc, "button-stop"),
                    emoji="🛑",
                    style=discord.ButtonStyle.danger,
                    disabled=True,
                ),
                row=2,
            )
    else:
        view.add(
            select(
                ids.takes(record.id, record.step),
                placeholder=t(loc, "select-take"),
                options=[(take_label(record, loc, tk), ids.take_arg(tk)) for tk in takes[:25]],
                disabled=not humans_turn,
            ),
            row=3,
        )
    add_odds_button(view, record, loc)
    return view
