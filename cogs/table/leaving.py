"""Leaving a running game (/… leave): a private confirmation that says what becomes of the seat
(a computer plays on, or it is removed), then the leave; and the start option that chooses it.

The confirmation is a DynamicItem, so it keeps working after a restart; it names the game, not a
step (the game moves on while its player makes up their mind).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.domain import games
from bot.domain.records import GameRecord
from bot.domain.takeover import TAKEOVER_KEY, takeover_level
from bot.i18n import t
from bot.observability.faults import fault_point
from bot.table.live import seat_of
from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import refuse
from cogs.table.components import FromCustomId
from cogs.table.i18n import user_locale
from cogs.table.styles import style_of

REMOVE = "remove"  # the takeover choice that removes the seat, as for missed turns
TAKEOVER_CHOICES = (REMOVE, "easy", "normal", "hard", "expert")


def takeover_meta(kind_name: str, chosen: str | None, default: str | None) -> dict[str, Any] | None:
    """A new game's meta for its takeover option (`chosen`, else the server's `default`): a
    difficulty of the game's computer players, or nothing for "remove"; None if the game has no
    computer player of the chosen difficulty."""
    level = default if chosen is None else chosen
    if level is None or level == REMOVE:
        return {}
    if level not in games.kind(kind_name).difficulties:
        return None
    return {TAKEOVER_KEY: level}


def seat_fate(loc: str, meta: dict[str, Any]) -> str:
    """What becomes of a leaver's seat, in words: who plays on, or that it is removed."""
    level = takeover_level(meta)
    if level is None:
        return t(loc, "leave-seat-removed")
    return t(loc, "leave-seat-computer", difficulty=level)


async def ask_to_leave(interaction: discord.Interaction) -> None:
    """/… leave: ask the player (privately) to confirm, saying what becomes of their seat."""
    bot = table_bot(interaction)
    record = await bot.sessions.live_game(interaction.channel_id or 0)
    if record is None or record.status != "running":
        await refuse(interaction, Refusal("no-game-here"))
        return
    await confirm_leave(interaction, record)


async def confirm_leave(interaction: discord.Interaction, record: GameRecord) -> None:
    """Ask the presser (privately) to confirm that they leave this running game, saying what
    becomes of their seat; refused if they have no seat there (any more)."""
    seat = seat_of(record, interaction.user.id)
    if seat is None or record.players[seat].get("removed"):
        await refuse(interaction, Refusal("leave-not-seated"))
        return
    loc = user_locale(interaction)
    view = discord.ui.View(timeout=None)
    view.add_item(
        discord.ui.Button(
            label=t(loc, "leave-confirm-button"),
            style=style_of("confirm"),
            custom_id=ids.leave(record.id),
        )
    )
    text = t(loc, "leave-confirm", fate=seat_fate(loc, record.meta))
    await interaction.response.send_message(text, view=view, ephemeral=True)


class LeaveButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.QUIT_TEMPLATE,
):
    """The private confirmation of /… leave."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id = ids.parse_leave(self.raw_id)
        if game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        bot = table_bot(interaction)
        try:
            outcome = await bot.sessions.leave_game(game_id, interaction.user.id)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        fault_point("game.leave.saved")
        await interaction.response.edit_message(
            content=t(user_locale(interaction), "leave-done"), view=None
        )
        bot.sessions.notify(outcome)  # the board, and any open Drehwurm hands


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(LeaveButton)
