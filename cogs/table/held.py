"""Clocks that stand still, the Discord side: `/heckmeck away` and `/heckmeck back` (a player's
own away time, in every server), `/heckmeck pause` (the host of a game of long turns) and the
host's ▶️ Resume under a paused board. The rules are bot/domain/held_clocks.py; the table layer
applies them (bot/table/clocks.py). Every answer is private; a refused one changes nothing."""

from __future__ import annotations

import discord

from bot.domain import held_clocks, shown
from bot.i18n import t
from bot.table.types import Refusal
from cogs.table import ids
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_privately, refuse
from cogs.table.components import FromCustomId
from cogs.table.i18n import user_locale
from cogs.table.outcome import show_outcome


def _days(value: object) -> int | None:
    """An integer option (discord.py passes on whatever type the client sent)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


async def go_away(interaction: discord.Interaction, days: int) -> None:
    bot = table_bot(interaction)
    chosen_days = _days(days)
    if chosen_days is None:
        await refuse(interaction, Refusal("invalid-option"))
        return
    try:
        chosen = await bot.sessions.go_away(interaction.user.id, chosen_days)
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return
    until = chosen.away_until or 0.0
    left = held_clocks.days_left(chosen.away_month, chosen.away_days, bot.sessions.clock())
    text = t(
        user_locale(interaction),
        "away-on",
        when=shown.deadline(until),
        date=f"<t:{int(until)}:f>",
        left=left,
    )
    await answer_privately(interaction, text)


async def come_back(interaction: discord.Interaction) -> None:
    bot = table_bot(interaction)
    try:
        chosen = await bot.sessions.come_back(interaction.user.id)
    except Refusal as refusal:
        await refuse(interaction, refusal)
        return
    left = held_clocks.days_left(chosen.away_month, chosen.away_days, bot.sessions.clock())
    await answer_privately(interaction, t(user_locale(interaction), "away-off", left=left))


async def pause(interaction: discord.Interaction, days: int) -> None:
    """The host pauses the game in this channel (its board then shows ▶️ Resume)."""
    bot = table_bot(interaction)
    chosen_days = _days(days)
    record = await bot.sessions.live_game(interaction.channel_id or 0)
    refusal = None
    if chosen_days is None:
        refusal = Refusal("invalid-option")
    elif record is None or record.status != "running":
        refusal = Refusal("no-game-here")
    if refusal is not None or record is None or chosen_days is None:
        await refuse(interaction, refusal or Refusal("no-game-here"))
        return
    try:
        outcome = await bot.sessions.pause(record.id, interaction.user.id, chosen_days)
    except Refusal as refused:
        await refuse(interaction, refused)
        return
    when = shown.deadline(outcome.game.deadline or 0.0)
    await answer_privately(interaction, t(user_locale(interaction), "pause-on", when=when))
    bot.sessions.notify(outcome)  # the board shows the pause


class ResumeButton(
    FromCustomId,
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=ids.RESUME_TEMPLATE,
):
    """▶️ Resume under a paused game's board: its host ends the pause."""

    async def callback(self, interaction: discord.Interaction) -> None:
        game_id = ids.parse_resume(self.raw_id)
        if game_id is None:
            await refuse(interaction, Refusal("stale-button"))
            return
        sessions = table_bot(interaction).sessions
        await show_outcome(
            interaction, sessions.resume(game_id, interaction.user.id), game_id=game_id
        )


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(ResumeButton)
