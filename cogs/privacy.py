"""/privacy: what the bot keeps about the asker, privately, in every place the bot answers (DMs
too), with two buttons: Export sends it all as a JSON file; Delete asks first, saying what it
means, and its confirmation erases the person (bot/table/services/privacy.py). A press always
acts on the presser's own data, so the buttons name no one."""

from __future__ import annotations

import io
import json

import discord
from discord import app_commands
from discord.ext import commands

from bot.domain.privacy import StoredCounts
from bot.i18n import t
from bot.observability.faults import fault_point
from cogs.table.bot import TableBot, table_bot
from cogs.table.common import answer_privately
from cogs.table.components import Drawn, FromCustomId, button
from cogs.table.i18n import cmd_desc, cmd_name, user_locale
from cogs.table.styles import style_of

PREFIX = "privacy"
EXPORT, DELETE, ERASE = "export", "delete", "erase"
TEMPLATE = rf"{PREFIX}:(?P<op>{EXPORT}|{DELETE}|{ERASE})"
LISTED_AT_MOST = 10  # live games named in a refusal


def op_id(op: str) -> str:
    return f"{PREFIX}:{op}"


def _lines(loc: str, counts: StoredCounts) -> list[str]:
    """One line per kind of data kept, in plain words (none for a kind with nothing)."""
    lines = []
    if counts.games:
        lines.append(t(loc, "privacy-games", count=counts.games))
    if counts.results or counts.ratings or counts.season_ratings:
        lines.append(
            t(loc, "privacy-results", count=counts.results, ratings=counts.ratings,
              seasons=counts.season_ratings)
        )  # fmt: skip
    if counts.settings:
        lines.append(t(loc, "privacy-settings"))
    if counts.daily_attempts or counts.daily_streaks:
        lines.append(t(loc, "privacy-daily", count=counts.daily_attempts))
    if counts.puzzle_answers or counts.puzzle_ratings:
        lines.append(t(loc, "privacy-puzzles", count=counts.puzzle_answers))
    if counts.tournaments or counts.tournaments_won or counts.tournaments_organised:
        lines.append(
            t(loc, "privacy-tournaments", count=counts.tournaments, won=counts.tournaments_won,
              organised=counts.tournaments_organised)
        )  # fmt: skip
    if counts.seasons_won:
        lines.append(t(loc, "privacy-seasons-won", count=counts.seasons_won))
    if counts.names:
        lines.append(t(loc, "privacy-names", count=counts.names))
    if counts.hand_messages or counts.language_notes:
        lines.append(t(loc, "privacy-notes", count=counts.hand_messages + counts.language_notes))
    return lines


def privacy_answer(loc: str, counts: StoredCounts) -> tuple[str, Drawn | None]:
    """The answer to /privacy: the counts and the two buttons, or that nothing is kept."""
    if counts.nothing:
        return t(loc, "privacy-nothing"), None
    text = "\n".join(
        [t(loc, "privacy-title"), *(f"• {line}" for line in _lines(loc, counts)), "",
         t(loc, "privacy-who-sees"), t(loc, "privacy-choices")]
    )  # fmt: skip
    view = Drawn()
    view.add(button(op_id(EXPORT), label=t(loc, "privacy-export-button"), emoji="📦"))
    view.add(
        button(op_id(DELETE), label=t(loc, "privacy-delete-button"), emoji="🗑️",
               style=style_of("confirm"))
    )  # fmt: skip
    return text, view


def confirm_answer(loc: str) -> tuple[str, Drawn]:
    """What Delete asks before it erases anything."""
    view = Drawn()
    view.add(
        button(op_id(ERASE), label=t(loc, "privacy-erase-button"),
               style=style_of("confirm"))
    )  # fmt: skip
    return t(loc, "privacy-confirm"), view


def export_file(loc: str, document: dict[str, object], user_id: int) -> discord.File:
    data = json.dumps(document, ensure_ascii=False, indent=1).encode()
    return discord.File(
        io.BytesIO(data),
        filename=f"heckmeck-data-{user_id}.json",
        description=t(loc, "privacy-export-description"),
    )


class PrivacyButton(FromCustomId, discord.ui.DynamicItem[discord.ui.Button], template=TEMPLATE):
    """Export, Delete or its confirmation, for whoever presses it, on their own data."""

    async def callback(self, interaction: discord.Interaction) -> None:
        op = self.parts.get("op")
        if op == EXPORT:
            await send_export(interaction)
        elif op == DELETE:
            await ask_to_delete(interaction)
        else:
            await erase(interaction)


async def send_export(interaction: discord.Interaction) -> None:
    loc = user_locale(interaction)
    privacy = table_bot(interaction).services.privacy
    user_id = interaction.user.id
    await interaction.response.defer(ephemeral=True, thinking=True)
    document = await privacy.export(user_id)
    if not any(document["counts"].values()):
        await interaction.followup.send(t(loc, "privacy-nothing"), ephemeral=True)
        return
    await interaction.followup.send(
        t(loc, "privacy-export-ready"), file=export_file(loc, document, user_id), ephemeral=True
    )


async def ask_to_delete(interaction: discord.Interaction) -> None:
    loc = user_locale(interaction)
    counts = await table_bot(interaction).services.privacy.counts(interaction.user.id)
    if counts.nothing:
        await answer_privately(interaction, t(loc, "privacy-nothing"))
        return
    text, view = confirm_answer(loc)
    await interaction.response.send_message(text, view=view, ephemeral=True)


async def erase(interaction: discord.Interaction) -> None:
    loc = user_locale(interaction)
    await interaction.response.defer(ephemeral=True, thinking=True)
    fault_point("privacy.delete.deferred")
    deletion = await table_bot(interaction).services.privacy.delete(interaction.user.id)
    fault_point("privacy.delete.erased")
    if deletion.deleted:
        text = t(loc, "privacy-deleted")
    elif deletion.nothing_stored:
        text = t(loc, "privacy-nothing")
    elif deletion.live_games:
        games = ", ".join(f"#{game}" for game in deletion.live_games[:LISTED_AT_MOST])
        text = t(loc, "privacy-refused-live-game", games=games)
    else:
        text = t(loc, "privacy-refused-tournament", count=len(deletion.live_tournaments))
    await interaction.followup.send(text, ephemeral=True)


class Privacy(commands.Cog):
    def __init__(self, bot: TableBot) -> None:
        self.bot = bot

    @app_commands.command(name=cmd_name("privacy"), description=cmd_desc("privacy"))
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)
    @app_commands.allowed_installs(guilds=True, users=True)  # group DMs: the user's own app
    async def privacy(self, interaction: discord.Interaction) -> None:
        loc = user_locale(interaction)
        counts = await self.bot.services.privacy.counts(interaction.user.id)
        text, view = privacy_answer(loc, counts)
        if view is None:
            await interaction.response.send_message(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, view=view, ephemeral=True)


async def setup(bot: TableBot) -> None:
    bot.add_dynamic_items(PrivacyButton)
    await bot.add_cog(Privacy(bot))


async def teardown(bot: TableBot) -> None:
    bot.remove_dynamic_items(PrivacyButton)
