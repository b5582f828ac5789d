"""/heckmeck daily: the Daily Grill, played privately with the board's dice-face buttons.

Every answer is ephemeral to the player. The attempt lives in the store (its actions, replayed on
the day's dice: bot/domain/heckmeck/daily/), so it survives a restart, and each button names the
day and the step it was drawn for: a doubled or old click changes nothing and gets the attempt as
it stands. An ephemeral message's interaction token lasts 15 minutes; a click on an older message
is answered with a fresh message instead of an edit, and a new /heckmeck daily resumes the attempt.
"""

from __future__ import annotations

import asyncio
import time
from datetime import date, timedelta

import discord

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.daily import game, seeding
from bot.domain.heckmeck.engine import rules as hm
from bot.i18n import board_locale, illegal_message, t
from bot.observability.faults import fault_point
from bot.storage.queries.daily import DailyAttempt
from bot.table.heckmeck.daily import Daily
from bot.table.types import Refusal
from cogs.heckmeck import daily_view as view
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_privately, refuse
from cogs.table.components import FromCustomId
from cogs.table.i18n import user_locale

# Discord's interaction tokens last 15 minutes; a message older than this is answered anew.
FRESH_AFTER = timedelta(minutes=14)
TABLE_ROWS = 10
FACES = frozenset(game.OPTIONS.rules.faces)


def needs_fresh_message(message: discord.Message | None, now: float) -> bool:
    """Whether a click on `message` must be answered with a new message: it is too old for its
    interaction to be edited."""
    if message is None:
        return True
    return now - message.created_at.timestamp() > FRESH_AFTER.total_seconds()


async def _computer(day: date) -> game.Attempt:
    from bot.domain.heckmeck.daily.computer import computer_attempt  # the AI loads when needed

    return await asyncio.get_running_loop().run_in_executor(None, computer_attempt, day)


def _daily(bot: TableBot) -> Daily:
    return bot.services.of_game(Daily)


async def _done_answer(
    bot: TableBot, attempt: game.Attempt, user_id: int, guild_id: int | None, loc: str
) -> tuple[discord.Embed, discord.ui.View]:
    standing = await _daily(bot).standing(attempt, guild_id)
    streak = await _daily(bot).streak(user_id)
    computer = await _computer(attempt.day)
    embed = view.done_embed(attempt, user_id, loc, computer, standing, streak)
    return embed, view.done_view(attempt.day, loc)


async def _answer(
    interaction: discord.Interaction,
    embed: discord.Embed,
    drawn: discord.ui.View,
    *,
    edit: bool,
) -> None:
    """Show the attempt: edit the clicked message, or send a new private one (after a deferred
    answer: fill in the clicked message, or the private "thinking" message)."""
    if interaction.response.is_done():
        await interaction.edit_original_response(embed=embed, view=drawn)
    elif edit:
        await interaction.response.edit_message(embed=embed, view=drawn)
    else:
        await interaction.response.send_message(embed=embed, view=drawn, ephemeral=True)


async def _defer(interaction: discord.Interaction, *, edit: bool) -> None:
    if interaction.response.is_done():
        return
    if edit:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


async def _show(interaction: discord.Interaction, attempt: game.Attempt, *, edit: bool) -> None:
    bot, user, loc = table_bot(interaction), interaction.user, user_locale(interaction)
    if attempt.done:
        await _defer(interaction, edit=edit)  # the computer's attempt may take a moment
        embed, drawn = await _done_answer(bot, attempt, user.id, interaction.guild_id, loc)
    else:
        embed, drawn = view.playing_embed(attempt, user.id, loc), view.playing_view(attempt, loc)
    await _answer(interaction, embed, drawn, edit=edit)


async def open_daily(interaction: discord.Interaction, board: bool) -> None:
    """/heckmeck daily: today's attempt (started, resumed or its result), or the server's table."""
    bot, user = table_bot(interaction), interaction.user
    day = seeding.day_at(bot.sessions.clock())
    if board:
        await show_table(interaction, day)
        return
    attempt = await _daily(bot).open(day, user.id, interaction.guild_id, user.display_name)
    await _show(interaction, attempt, edit=False)


async def show_table(interaction: discord.Interaction, day: date) -> None:
    daily, guild = _daily(table_bot(interaction)), interaction.guild_id
    today = await daily.table(day, guild, TABLE_ROWS)
    yesterday = await daily.table(day - timedelta(days=1), guild, TABLE_ROWS)
    streaks = await daily.top_streaks(TABLE_ROWS)
    embed = view.table_embed(user_locale(interaction), day, today, yesterday, streaks)
    await interaction.response.send_message(embed=embed, ephemeral=True)


def _action(op: str | None, arg: str | None) -> hm.Action | None:
    if op == "roll" and arg is None:
        return hm.Roll()
    if op == "face" and arg in FACES:
        return hm.SetAside(arg)
    if op == "take" and arg is not None and arg.isdigit():
        return hm.Stop(hm.Take(int(arg)))
    return None


async def _own_attempt(interaction: discord.Interaction, day: date | None) -> DailyAttempt | None:
    """The clicking player's attempt of `day`, or None after telling them there is none."""
    row = None
    if day is not None:
        row = await _daily(table_bot(interaction)).attempt(day, interaction.user.id)
    if row is None:
        await answer_privately(interaction, t(user_locale(interaction), "daily-no-attempt"))
    return row


async def play(interaction: discord.Interaction, day: date | None, step: int | None,
               action: hm.Action | None) -> None:  # fmt: skip
    if day is None or step is None or action is None:
        await refuse(interaction, Refusal("stale-button"))
        return
    user = interaction.user
    edit = not needs_fresh_message(interaction.message, time.time())
    try:
        attempt = await _daily(table_bot(interaction)).play(
            day, user.id, user.display_name, step, action
        )
    except IllegalAction as error:
        await answer_privately(interaction, illegal_message(user_locale(interaction), error))
        return
    if attempt is None:
        await answer_privately(interaction, t(user_locale(interaction), "daily-no-attempt"))
        return
    if attempt.done and attempt.step == step + 1:  # this click finished it: its Share comes next
        fault_point("daily.finish.stored")
    await _show(interaction, attempt, edit=edit)  # as it stands after the click


async def share(interaction: discord.Interaction, day: date | None) -> None:
    row = await _own_attempt(interaction, day)
    if row is None:
        return
    if not row.done:
        await answer_privately(interaction, t(user_locale(interaction), "daily-share-not-done"))
        return
    bot = table_bot(interaction)
    streak = await _daily(bot).streak(interaction.user.id)
    loc = board_locale((await bot.services.settings.server(interaction.guild_id)).language,
                       interaction.guild_locale)  # fmt: skip
    line = view.share_line(loc, interaction.user.display_name, row,
                           streak.current if streak else 0)  # fmt: skip
    await interaction.response.send_message(line, allowed_mentions=discord.AllowedMentions.none())


async def review(interaction: discord.Interaction, day: date | None) -> None:
    row = await _own_attempt(interaction, day)
    if row is None or day is None:
        return
    loc = user_locale(interaction)
    if not row.done:
        await answer_privately(interaction, t(loc, "daily-review-not-done"))
        return
    await interaction.response.defer(ephemeral=True, thinking=True)
    from bot.domain.heckmeck.daily.computer import review_attempt
    from cogs.heckmeck.daily_review import review_embed

    attempt = game.replay(day, row.actions)
    reviewed = await asyncio.get_running_loop().run_in_executor(None, review_attempt, attempt)
    await interaction.followup.send(
        embed=review_embed(attempt, reviewed, interaction.user.id, loc), ephemeral=True
    )


class DailyMove(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                template=view.MOVE_TEMPLATE):  # fmt: skip
    """A dice face, Roll or Take on the player's own daily."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await play(interaction, view.parse_day(self.parts.get("day")), self.number("step"),
                   _action(self.parts.get("op"), self.parts.get("arg")))  # fmt: skip


class DailyShare(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                 template=view.SHARE_TEMPLATE):  # fmt: skip
    """Post the finished daily's spoiler-free line in the channel."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await share(interaction, view.parse_day(self.parts.get("day")))


class DailyReview(FromCustomId, discord.ui.DynamicItem[discord.ui.Button],
                  template=view.REVIEW_TEMPLATE):  # fmt: skip
    """The review of the finished daily, privately."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await review(interaction, view.parse_day(self.parts.get("day")))


ITEMS = (DailyMove, DailyShare, DailyReview)
