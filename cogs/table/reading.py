"""Read the table: a button under a running board that tells the clicker, privately and in their
language, the whole position in plain sentences (for a screen reader, or anyone who would rather
read than decode pictures). Each game says its position through `TableGame.reading` (its pure
sentences live in bot/domain/<game>/reading.py)."""

from __future__ import annotations

import discord

from bot.domain.games import kind
from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.live import seat_of
from bot.table.types import Refusal
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_privately, refuse
from cogs.table.components import Drawn, FromCustomId, add_where_room, button
from cogs.table.games import table_game
from cogs.table.i18n import user_locale
from cogs.table.ids import names_a_game
from cogs.table.leave_button import leave_button

# read:<game>   the answer is about the game as it stands when pressed
READ = names_a_game("read", __name__)
READ_TEMPLATE = rf"{READ}:(?P<game>[0-9]{{1,18}})"
MESSAGE_MOST = 2000  # characters in a message's content
ICON = "📖"


def read_id(game_id: int) -> str:
    return f"{READ}:{game_id}"


def add_read_button(view: discord.ui.View, record: GameRecord, loc: str, row: int | None = None):
    """The button under a running board of a game that can be read, in `row` if it has room, else
    wherever there is room; a board with no room left goes without it."""
    if record.status != "running" or table_game(record.kind).reading is None:
        return
    drawn = button(read_id(record.id), label=t(loc, "read-button"), emoji=ICON)
    add_where_room(view, drawn, (row, None))


def reading_of(record: GameRecord, loc: str, reader: int) -> str:
    """The position in sentences, a line each, cut to one message."""
    reading = table_game(record.kind).reading
    if reading is None or record.state is None:  # a lobby has no table to read yet
        raise Refusal("stale-button")
    state = kind(record.kind).load(record.state)
    text = "\n".join(reading(loc, record, state, reader))
    return text if len(text) <= MESSAGE_MOST else text[: MESSAGE_MOST - 1] + "…"


class ReadButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=READ_TEMPLATE,
):
    """📖 Read table under a board: anyone may press it, the answer is theirs alone; a player
    seated there also finds 🚪 Leave under it (a board with no room left has none of its own)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        loc = user_locale(interaction)
        try:
            if self.game_id is None:
                raise Refusal("stale-button")
            record = await table_bot(interaction).sessions.game(self.game_id)
            text = reading_of(record, loc, interaction.user.id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        seat = seat_of(record, interaction.user.id)
        if record.status != "running" or seat is None or record.players[seat].get("removed"):
            await answer_privately(interaction, text)
            return
        view = Drawn()
        view.add(leave_button(record, loc))
        await interaction.response.send_message(text, view=view, ephemeral=True)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(ReadButton)
