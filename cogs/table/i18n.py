"""The catalogues (bot/i18n.py) in discord.py's terms: slash command names, descriptions and
choices as ``locale_str`` keyed into the catalogues, and a user's locale from an interaction.

In the cogs::

    from bot.i18n import t
    from cogs.table.i18n import cmd_desc, cmd_name, choices, opt_descs, opt_names, user_locale

    @app_commands.command(name=cmd_name("heckmeck-start"), description=cmd_desc("heckmeck-start"))
    @app_commands.rename(**opt_names("heckmeck-start", "edition", "short_game"))
    @app_commands.describe(**opt_descs("heckmeck-start", "edition", "short_game"))
    @app_commands.choices(edition=choices("edition", "classic", "junior"))
    async def start(self, interaction, edition: str = "classic", short_game: bool = False): ...

    await interaction.response.send_message(
        t(user_locale(interaction), "not-your-turn"), ephemeral=True
    )

The translator that gives Discord the other languages of these names is set by the bot class
(bot/app/translator.py).
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import locale_str

from bot.i18n import dashed, english, normalize_locale

log = logging.getLogger(__name__)


def user_locale(interaction: discord.Interaction) -> str:
    """The clicking user's language: for ephemeral answers."""
    return normalize_locale(interaction.locale)


# ------------------------------------------------------------------------- slash command texts


def _catalogued(key: str) -> locale_str:
    """A ``locale_str`` whose default (what Discord shows in English) is the en catalogue's text."""
    return locale_str(english(key), key=key)


def cmd_name(path: str) -> locale_str:
    """Name of the command or group ``path`` ("heckmeck-start" or "heckmeck start")."""
    return _catalogued(f"cmd-{dashed(path)}-name")


def cmd_desc(path: str) -> locale_str:
    """Description of the command or group ``path``."""
    return _catalogued(f"cmd-{dashed(path)}-desc")


def opt_name(path: str, option: str) -> locale_str:
    """Displayed name of the option ``option`` (the Python parameter name) of command ``path``."""
    return _catalogued(f"opt-{dashed(path)}-{option}-name")


def opt_desc(path: str, option: str) -> locale_str:
    return _catalogued(f"opt-{dashed(path)}-{option}-desc")


def opt_names(path: str, *options: str) -> dict[str, locale_str]:
    """``{option: opt_name(path, option)}``, for ``@app_commands.rename(**...)``."""
    return {option: opt_name(path, option) for option in options}


def opt_descs(path: str, *options: str) -> dict[str, locale_str]:
    """``{option: opt_desc(path, option)}``, for ``@app_commands.describe(**...)``."""
    return {option: opt_desc(path, option) for option in options}


def choice(option: str, value: str) -> app_commands.Choice[str]:
    """One choice of ``option``: its label is ``choice-<option>-<value>``, its value ``value``."""
    return app_commands.Choice(name=_catalogued(f"choice-{option}-{value}"), value=value)


def choices(option: str, *values: str) -> list[app_commands.Choice[str]]:
    """The choices of ``option``, for ``@app_commands.choices(option=choices(option, ...))``."""
    return [choice(option, value) for value in values]
