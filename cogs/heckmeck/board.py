"""What a Heckmeck game looks like in Discord: the board, as an embed and buttons.

Pure rendering: a stored game (GameRecord) and a locale in, an embed and a View out. The engine
decides what is legal; this module only enables the buttons for the legal actions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import discord

from bot.domain import shown
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import CLASSIC, EDITIONS, WORM, Edition
from bot.domain.heckmeck.pictures import TILE_BACK, face_emoji, tile_emoji
from bot.domain.hints import hints_on
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.heckmeck import ids, turn_log
from cogs.table.components import ROW_WIDTH, Drawn, button, select
from cogs.table.hints import add_assisted_note, add_odds_button
from cogs.table.icons import available, button_emoji, icon
from cogs.table.leave_button import add_leave_button
from cogs.table.reading import add_read_button
from cogs.table.render import COLOUR_OVER, add_ending, player_name, turn_line
from cogs.table.styles import style_of

COLOUR_GAME = discord.Colour.orange()
DESCRIPTION_MOST = 4096  # characters in an embed's description


def face_label(face: str, rules: Edition | None = None) -> str:
    """A die face as text: its picture, else a digit or 🪱 🧀 🍅 🥒 🍞 (turn_log.face_pic)."""
    return turn_log.face_pic(rules or CLASSIC, face)


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
    """Every tile not held by a player, in order; face-down tiles as the tile's back (or struck
    through). Pictures side by side, like tiles on a table: 16 fit one phone line."""
    tiles = sorted([(v, True) for v in state.grill] + [(v, False) for v in state.turned])
    return (
        ("" if available() else " ").join(  # numbers as text need a space between them
            tile_label(state.rules, v) if up else icon(TILE_BACK, f"~~`{v}`~~") for v, up in tiles
        )
        or "—"
    )


def player_lines(record: GameRecord, state: hm.HeckmeckState, loc: str) -> str:
    """A line per player: whose turn (▶️), their top tile and their worms."""
    scores = hm.scores(state)
    lines: list[str] = []
    for seat, player in enumerate(record.players):
        on_turn = record.status == "running" and not state.over and seat == state.current
        marker = "▶️" if on_turn else "▫️"
        top = state.top(seat)
        line = t(
            loc,
            "board-player",
            name=player_name(loc, player),
            top=" " + tile_label(state.rules, top) if top is not None else "",
            worms=scores[seat],
        )
        lines.append(f"{marker} {line}{shown.left_mark(loc, player)}")
    return "\n".join(lines)


def dice_text(faces: tuple[str, ...] | list[str], rules: Edition | None = None) -> str:
    """Dice as pictures, sorted in the edition's order of faces (1…5 then the worm), the dice of
    a face side by side and a space between faces."""
    order = rules.faces if rules is not None else None
    groups: list[str] = []
    last = None
    for face in _in_order(faces, order):
        if face == last:
            groups[-1] += face_label(face, rules)
        else:
            groups.append(face_label(face, rules))
        last = face
    return " ".join(groups) or "—"


def add_dice_fields(embed: discord.Embed, state: hm.HeckmeckState, loc: str) -> None:
    """Two fields side by side: the dice set aside (with their total), and the roll to pick from
    while there is one (the solo views: the daily game, the puzzles)."""
    embed.add_field(
        name=t(loc, "board-kept", total=state.total),
        value=dice_text(state.kept, state.rules),
        inline=True,
    )
    if state.phase == "pick":
        embed.add_field(
            name=t(loc, "board-roll"), value=dice_text(state.roll, state.rules), inline=True
        )


def _in_order(faces: Sequence[str], order: tuple[str, ...] | None) -> Sequence[str]:
    if order is None:
        return faces
    rank = {face: i for i, face in enumerate(order)}
    return sorted(faces, key=lambda f: rank.get(f, len(rank)))


def turn_dice(state: hm.HeckmeckState, loc: str) -> str:
    """The turn at a glance, on a line: the dice set aside and their sum, then the roll to choose
    from (🎲) or the tile the turn would take now (→); nothing before the turn's first roll."""
    rules = state.rules
    parts: list[str] = []
    if state.kept:
        parts.append(
            t(loc, "board-set-aside", dice=dice_text(state.kept, rules), total=state.total)
        )
    if state.phase == "pick":
        parts.append(f"🎲 {dice_text(state.roll, rules)}")
    elif takes := hm.take_options(state):
        parts.append("→ " + " / ".join(dict.fromkeys(tile_label(rules, tk.tile) for tk in takes)))
    return "  ".join(parts)


def description(
    record: GameRecord, state: hm.HeckmeckState, loc: str, events: list[dict[str, Any]]
) -> str:
    """The board's top, without headings a phone would scroll past: the grill on a line, a line
    per player (not once the standings list them), the log since the reader's last turn, then
    whose turn it is and its dice."""
    top: list[str] = []
    if state.rules.name == "junior" and sum(state.turns) < len(record.players):
        # what counts what, in a line, during the first round
        worm, bun = face_label(WORM, state.rules), face_label("bun", state.rules)
        top.append(t(loc, "board-junior-legend", worm=worm, bun=bun))
    if state.grill or state.turned:
        top.append(grill_line(state))
    if record.status != "finished":
        top.append(player_lines(record, state, loc))
    running = record.status == "running" and not state.over
    compact = len(record.players) >= turn_log.COMPACT_FROM  # a line per player and per turn
    log = turn_log.narrate(record, loc, events, state.rules, state.current if running else None)
    # the newest lines that fit beside the rest (an emoji is about 28 characters of text)
    room = DESCRIPTION_MOST - sum(len(part) + 1 for part in top) - 600  # the turn's lines
    kept: list[str] = []
    for line in reversed(log):
        room -= len(line) + 1
        if room < 0:
            break
        kept.insert(0, line)
    if kept:
        # a large table's log goes without its heading: its lines start with a name, not ▫️
        top.append("\n".join(kept if compact else [f"**{t(loc, 'board-last')}**", *kept]))
    if running:  # whose turn and its dice, last: closest to the buttons
        turn = turn_line(record, state.current, loc, record.deadline, short=compact)
        top.append(f"▶️ {turn}")
        if dice := turn_dice(state, loc):
            top.append(dice)
    return "\n".join(top)


def board_embed(
    record: GameRecord,
    loc: str,
    events: list[dict[str, Any]],
    state: hm.HeckmeckState | None = None,
) -> discord.Embed:
    """The board; `state`: the parsed `record.state`, if the caller has it. Made for a phone:
    the grill on a line, a short line per player, a line per turn since the reader's last, whose
    turn it is and the turn's dice on a line."""
    if state is None:
        state = hm.state_from_json(record.started_state())
    running = record.status == "running"
    embed = discord.Embed(
        title=title(record, loc),
        colour=COLOUR_GAME if running else COLOUR_OVER,
        description=description(record, state, loc, events),
    )
    if not running:
        add_ending(embed, record, loc, hm, state, line_key="board-final-line")
    add_assisted_note(embed, record, loc)
    return embed


def take_label(record: GameRecord, loc: str, take: hm.Take) -> str:
    if take.victim is None:
        return t(loc, "button-take", tile=take.tile)
    victim = record.players[take.victim]
    shown = victim["name"] if not victim["computer"] else player_name(loc, victim)
    return t(loc, "button-steal", tile=take.tile, name=shown)


def _take_emoji(state: hm.HeckmeckState, take: hm.Take) -> discord.PartialEmoji | str:
    """A take's picture, on its button or its option in the menu: the tile, else a stop sign
    (taking ends the turn)."""
    return button_emoji(tile_emoji(state.rules, take.tile)) or "🛑"


def add_face_buttons(
    view: Drawn,
    state: hm.HeckmeckState,
    pickable: set[str],
    custom_id: Callable[[str], str],
    loc: str,
) -> None:
    """A button per face of the edition in rows 0-1, those in `pickable` pressable, each with how
    many dice of the roll show it; `custom_id(face)` names each."""
    roll = state.roll
    faces = state.rules.faces
    for i, face in enumerate(faces):
        count = roll.count(face)
        picture = button_emoji(face_emoji(state.rules, face))
        times = f" ×{count}" if count else ""
        view.add(
            button(
                custom_id(face),
                # the face's picture with its name, which a screen reader speaks, and how many
                # dice show it ("worm ×3"); or the text fallback
                emoji=picture,
                label=(t(loc, "face-name", face=face) if picture else face_label(face)) + times,
                style=style_of("face", face in pickable),
                disabled=face not in pickable,
            ),
            row=0 if i < ROW_WIDTH else 1,
        )


def board_view(record: GameRecord, loc: str, state: hm.HeckmeckState | None = None) -> Drawn | None:
    if record.status != "running":
        return None
    if state is None:
        state = hm.state_from_json(record.started_state())
    view = Drawn()
    # On a computer's turn nobody may act: every button shows, none can be pressed.
    humans_turn = not record.players[state.current]["computer"]
    pickable: set[str] = set(hm.pickable_faces(state)) if humans_turn else set()
    add_face_buttons(
        view, state, pickable, lambda face: ids.move(record.id, record.step, "face", face), loc
    )
    view.add(
        button(
            ids.move(record.id, record.step, "roll"),
            label=t(loc, "button-roll"),
            emoji="🎲",
            style=style_of("roll"),
            disabled=not (humans_turn and hm.can_roll(state)),
        ),
        row=1,
    )
    takes = hm.take_options(state)
    undo = humans_turn and hm.can_undo(state)
    faces = state.rules.faces
    odds = 1 if record.status == "running" and hints_on(record) else 0
    # beside the roll: the faces that spill over from row 0, the odds, the read button, the undo
    beside_roll = ROW_WIDTH - max(0, len(faces) - ROW_WIDTH) - 1 - odds - 1 - int(undo)
    undo_row = 1
    if not takes and not undo:  # with an undo, it takes the place of the Stop nobody can press
        view.add(
            button(
                ids.move(record.id, record.step, "stop"),
                label=t(loc, "button-stop"),
                emoji="🛑",
                style=style_of("stop"),
                disabled=True,
            ),
            row=1,
        )
    elif takes and len(takes) <= ROW_WIDTH:
        row = 1 if len(takes) <= beside_roll else 2
        if row == 2 and len(takes) < ROW_WIDTH:
            undo_row = 2  # beside the takes: no take alone on a row

        for take in takes:
            view.add(
                button(
                    ids.move(record.id, record.step, "take", ids.take_arg(take)),
                    label=take_label(record, loc, take),
                    emoji=_take_emoji(state, take),
                    style=style_of("steal" if take.is_steal else "take"),
                    disabled=not humans_turn,
                ),
                row=row,
            )
    elif takes:
        view.add(
            select(
                ids.takes(record.id, record.step),
                placeholder=t(loc, "select-take"),
                options=[
                    (take_label(record, loc, tk), ids.take_arg(tk), _take_emoji(state, tk))
                    for tk in takes[:25]
                ],
                disabled=not humans_turn,
            ),
            row=2,
        )
    if undo:
        view.add(
            button(
                ids.move(record.id, record.step, "undo"),
                label=t(loc, "button-undo"),
                emoji="↩️",
                style=style_of("undo"),
            ),
            row=undo_row,
        )
    add_odds_button(view, record, loc, row=1)
    add_read_button(view, record, loc, row=1)
    add_leave_button(view, record, loc)
    return view
