"""discord.py's command translator, from the catalogues (bot/i18n.py): set once by the bot class in
``setup_hook`` (``await bot.tree.set_translator(BotTranslator())``). The names it translates are
made with the helpers of cogs/table/i18n.py; this module stands on its own, since the bot class
imports no extension."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation, locale_str

from bot.i18n import DEFAULT, dashed, has_key, normalize_locale, t_exact

log = logging.getLogger(__name__)


class BotTranslator(app_commands.Translator):
    """Translates command, group, option and choice names and descriptions for Discord.

    The key is ``string.extras["key"]`` (set by ``cmd_name`` and the other helpers above). A plain
    string gets a key derived from where it sits, by the naming convention: a command or group
    ``heckmeck start`` -> ``cmd-heckmeck-start-name`` / ``-desc``; an option ``edition`` of it ->
    ``opt-heckmeck-start-edition-name`` / ``-desc``; anywhere else (choices) the message itself
    is taken as the key if the catalogue has it.

    Returns None (Discord then shows the English default) for English and unsupported locales and
    for a key the language lacks. With ``strict=True`` a key missing from English too raises
    KeyError (for tests); otherwise it is logged once.
    """

    def __init__(self, *, strict: bool = False) -> None:
        self.strict = strict
        self._reported: set[str] = set()

    @staticmethod
    def key_for(string: locale_str, context: app_commands.TranslationContextTypes) -> str | None:
        key = string.extras.get("key")
        if key:
            return str(key)
        location, data = context.location, context.data
        named = (app_commands.Command, app_commands.Group, app_commands.ContextMenu)
        if isinstance(data, named) and location in (
            TranslationContextLocation.command_name,
            TranslationContextLocation.group_name,
        ):
            return f"cmd-{dashed(data.qualified_name)}-name"
        if isinstance(data, named) and location in (
            TranslationContextLocation.command_description,
            TranslationContextLocation.group_description,
        ):
            return f"cmd-{dashed(data.qualified_name)}-desc"
        if isinstance(data, app_commands.Parameter) and location in (
            TranslationContextLocation.parameter_name,
            TranslationContextLocation.parameter_description,
        ):
            suffix = "name" if location is TranslationContextLocation.parameter_name else "desc"
            return f"opt-{dashed(data.command.qualified_name)}-{data.name}-{suffix}"
        return string.message if has_key(string.message) else None

    async def translate(
        self,
        string: locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = normalize_locale(locale)
        if lang == DEFAULT:
            return None
        key = self.key_for(string, context)
        if key is None:
            self._missing(f"{string.message!r} ({context.location.name})")
            return None
        if has_key(key, lang):
            return t_exact(lang, key)
        if not has_key(key, DEFAULT):
            self._missing(key)
        return None

    def _missing(self, what: str) -> None:
        if self.strict:
            raise KeyError(f"no catalogue key for {what}")
        if what not in self._reported:
            self._reported.add(what)
            log.warning("no translation key for %s; Discord shows the default", what)
