"""🚪 Leave in the game itself: under a Heckmeck board and in a Drehwurm hand. A press asks the
presser privately, with /… leave's confirmation (cogs/table/leaving.py), which says what becomes
of their seat; nothing changes before they confirm. A press for a game that is no longer running,
or by someone with no seat there, is refused."""

from __future__ import annotations

from typing import Any

import discord

from bot.domain.records import GameRecord
from bot.i18n import t
from bot.table.types import Refusal
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import Drawn, FromCustomId, add_where_room, button
from cogs.table.ids import names_a_game
from cogs.table.leaving import confirm_leave

# leaving:<game>   asks to confirm; the confirmation's own button is quit:<game>
LEAVING = names_a_game("leaving", __name__)
LEAVING_TEMPLATE = rf"{LEAVING}:(?P<game>[0-9]{{1,18}})"
ICON = "🚪"


def leaving_id(game_id: int) -> str:
    return f"{LEAVING}:{game_id}"


def leave_button(record: GameRecord, loc: str) -> dict[str, Any]:
    return button(leaving_id(record.id), label=t(loc, "leave-button"), emoji=ICON)


def add_leave_button(view: Drawn, record: GameRecord, loc: str) -> None:
    """The button under a running board, in a row that has room: never on a row of its own (a
    phone line, and a board keeps its rows). A board with no room offers it in its 📖 Read
    table answer (cogs/table/reading.py)."""
    if record.status != "running":
        return
    add_where_room(view, leave_button(record, loc), range(len(view.to_components())))


def add_hand_leave_button(view: discord.ui.View, record: GameRecord, loc: str, row: int) -> None:
    """The button in a player's own hand, in `row` beside Refresh if it has room (four ⚡ snaps
    fill it for the few seconds of a window)."""
    add_where_room(view, leave_button(record, loc), (row,))


class AskToLeaveButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=LEAVING_TEMPLATE,
):
    """🚪 Leave: anyone may press it; only a seated player of the running game is asked."""

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if self.game_id is None:
                raise Refusal("stale-button")
            record = await table_bot(interaction).sessions.game(self.game_id)
            if record.status != "running":
                raise Refusal("game-not-running")
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await confirm_leave(interaction, record)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(AskToLeaveButton)
