"""The 💡 Odds button and the "assisted" note on a Heckmeck board.

Kept apart from the board's layout: the board calls `add_odds_button(view, record, loc)` and
`add_assisted_note(embed, record, loc)`, each a no-op where it does not apply.
"""

from __future__ import annotations

import discord

from bot.domain.hints import assisted_by, hints_on
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.table.components import add_where_room, button
from cogs.table.ids import names_a_game
from cogs.table.render import player_name
from cogs.table.styles import style_of

# hmo:<game>   the 💡 Odds button: the answer is about the game as it stands when pressed
# (at most 18 digits: always a number SQLite can store)
ODDS = names_a_game("hmo", __name__)
ODDS_TEMPLATE = rf"{ODDS}:(?P<game>[0-9]{{1,18}})"


# hmh:<game>:<yes|no>   the private question before a hint that would unrate the game: show the
# odds (and the game is unrated) or cancel (nothing changes)
HINT_ASKED = names_a_game("hmh", __name__)
HINT_ASKED_TEMPLATE = rf"{HINT_ASKED}:(?P<game>[0-9]{{1,18}}):(?P<answer>yes|no)"


def odds_id(game_id: int) -> str:
    return f"{ODDS}:{game_id}"


def hint_answer_id(game_id: int, show: bool) -> str:
    return f"{HINT_ASKED}:{game_id}:{'yes' if show else 'no'}"


def hint_question_view(game_id: int, loc: str) -> discord.ui.View:
    """The two answers to "this unrates the game for everyone: show the odds?"."""
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "odds-confirm-yes"),
            emoji="💡",
            custom_id=hint_answer_id(game_id, True),
            style=style_of("confirm"),
        )
    )
    view.add_item(
        discord.ui.Button(
            label=t(loc, "odds-confirm-no"),
            custom_id=hint_answer_id(game_id, False),
            style=style_of("control"),
        )
    )
    return view


def add_odds_button(view: discord.ui.View, record: GameRecord, loc: str, row: int = 4) -> None:
    """A running Heckmeck game that allows hints gets the button (in `row` if it has room)."""
    if record.status != "running" or not hints_on(record):
        return
    # In `row` if the board leaves room there, else wherever there is room; a board with no room
    # left keeps its moves and goes without the button.
    drawn = button(odds_id(record.id), label=t(loc, "odds-button"), emoji="💡")
    add_where_room(view, drawn, (row, None))


def assisted_names(record: GameRecord, loc: str) -> str | None:
    """The players who used a hint on their own turn, by name; None if nobody did."""
    used = assisted_by(record)
    names = [player_name(loc, p) for p in record.players if p["id"] in used]
    return ", ".join(names) or None


def add_assisted_note(embed: discord.Embed, record: GameRecord, loc: str) -> None:
    """Once a player has used a hint on their turn: the game is assisted and will not be rated.
    One line under the title (not a field of its own, which a phone shows with a blank line)."""
    names = assisted_names(record, loc)
    if names:
        note = t(loc, "odds-assisted-board", names=names)
        embed.description = "\n".join(filter(None, [note, embed.description]))


def add_lobby_note(embed: discord.Embed, record: GameRecord, loc: str) -> None:
    """An open lobby of a game with hints on says so: whoever joins knows it may go unrated."""
    if record.status == "lobby" and hints_on(record):
        embed.add_field(name="\u200b", value=t(loc, "hints-on-lobby"), inline=False)
