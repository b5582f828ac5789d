"""Every user-facing text of the bot, in every language of SUPPORTED (Project Fluent catalogues).

The catalogues live in ``bot/locales/<lang>/*.ftl``, split by area (``commands.ftl``,
``common.ftl``, ``heckmeck.ftl``, ``drehwurm.ftl``, ``leaderboard.ftl``, ``errors.ftl``). English is
the source of truth: every key exists there, and a key missing in German or Spanish falls back to
English. A key missing everywhere is a bug and raises ``KeyError`` (never shows the raw key).

Which locale to use
    - an ephemeral answer (only the clicking user sees it): the user's locale
      (``cogs/table/i18n.py:user_locale(interaction)``);
    - a public board or announcement: ``board_locale(guild_override, interaction.guild_locale)``,
      where ``guild_override`` is the language chosen with ``/heckmeck settings language``.

Key naming convention
    - ``cmd-<path>-name`` / ``cmd-<path>-desc``: a slash command or group, ``<path>`` is its full
      name with ``-`` for spaces (``cmd-heckmeck-name``, ``cmd-heckmeck-start-desc``,
      ``cmd-heckmeck-settings-language-name``).
    - ``opt-<path>-<option>-name`` / ``-desc``: an option (``<option>`` is the Python parameter
      name, e.g. ``opt-heckmeck-start-short_game-name``).
    - ``choice-<option>-<value>``: a choice of an option (``choice-edition-junior``).
    - ``illegal-<code>``: the refusal for ``IllegalAction(code, ...)`` from the engines
      (``bot/domain``); the error's params are the message's placeables.
    - everything else: short kebab-case names grouped by a prefix for the area (``rules-classic``,
      ``drehwurm-chicken-card``, ``leaderboard-title``) or plain refusals (``not-your-turn``).

This module is the catalogues alone (no discord): any layer may format a text with
``t(locale, key, **args)``. Their use in discord.py's terms (command names and descriptions, the
command translator, a user's locale from an interaction) is in ``cogs/table/i18n.py``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from datetime import date, datetime
from decimal import Decimal
from enum import Enum
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl

from bot import parsed_catalogues

__all__ = [
    "DEFAULT",
    "LOCALES",
    "SUPPORTED",
    "MessageFormatError",
    "board_locale",
    "dashed",
    "english",
    "has_key",
    "illegal_message",
    "keys",
    "language_of",
    "load_resources",
    "normalize_locale",
    "reload",
    "t",
    "t_exact",
]

log = logging.getLogger(__name__)

SUPPORTED: tuple[str, ...] = ("en", "de", "es", "fr", "it", "pt-BR", "nl", "pl")
DEFAULT = "en"
# A language the bot has only in one regional form, by its primary subtag (Discord has "pt-BR").
REGIONAL = {"pt": "pt-BR"}

# Where the catalogues are: bot/locales/<lang>/*.ftl, read as package data (works installed too).
LOCALES = resources.files("bot").joinpath("locales")


class MessageFormatError(ValueError):
    """A message exists but could not be formatted (e.g. a placeable's argument is missing)."""


# ------------------------------------------------------------------------------------ locales


def _primary(value: object) -> str | None:
    """The language of a locale-ish value: its primary subtag, lower-cased ("es-ES" -> "es"), or
    the regional form the bot has of it ("pt" -> "pt-BR")."""
    if value is None:
        return None
    if not isinstance(value, str):  # a discord.Locale or another enum of tags
        value = getattr(value, "value", value)
        if not isinstance(value, str):
            return None
    return _primary_of(value)


@lru_cache(maxsize=256)
def _primary_of(tag: str) -> str | None:
    primary = re.split(r"[-_]", tag.strip().lower(), maxsplit=1)[0]
    return REGIONAL.get(primary, primary) or None


def language_of(tag: str) -> str | None:
    """The supported language of a tag ("fr-CA" -> "fr", "pt" -> "pt-BR"), None if none is."""
    language = _primary_of(tag)
    return language if language in SUPPORTED else None


def normalize_locale(value: object) -> str:
    """One of SUPPORTED for a ``discord.Locale``, a tag ("de", "es-ES", "en_GB") or None.

    Regional variants map to their language ("es-419" -> "es", "pt-PT" -> "pt-BR"); unknown values
    map to English.
    """
    if isinstance(value, str) and value in SUPPORTED:  # a language the bot already chose
        return value
    primary = _primary(value)
    return primary if primary in SUPPORTED else DEFAULT


def board_locale(guild_override: str | None, guild_locale: object) -> str:
    """The language of public messages in a server: its override if valid, else its locale."""
    primary = _primary(guild_override)
    if primary in SUPPORTED:
        return primary
    return normalize_locale(guild_locale)


# --------------------------------------------------------------------------------- catalogues


def load_resources(lang: str) -> list[tuple[str, ftl.Resource]]:
    """The parsed ``.ftl`` files of one language, as (file name, resource), sorted by name.

    Raises ValueError on a syntax error (Fluent would silently drop the broken entry).
    """
    if lang not in SUPPORTED:
        raise ValueError(f"unsupported language {lang!r}")
    folder = LOCALES.joinpath(lang)
    files = sorted(
        (entry for entry in folder.iterdir() if entry.name.endswith(".ftl")),
        key=lambda entry: entry.name,
    )
    if not files:
        raise FileNotFoundError(f"no .ftl files for {lang!r} in {folder}")
    contents = [(f"{lang}/{entry.name}", entry.read_bytes()) for entry in files]
    return parsed_catalogues.load(lang, LOCALES, contents, lambda: _parse(contents))


def _parse(contents: list[tuple[str, bytes]]) -> list[tuple[str, ftl.Resource]]:
    parser = FluentParser(with_spans=False)
    parsed: list[tuple[str, ftl.Resource]] = []
    for name, content in contents:
        text = content.decode("utf-8")
        resource = parser.parse(text)
        for item in resource.body:
            if isinstance(item, ftl.Junk):
                raise ValueError(
                    f"{name}:{_junk_line(text)}: Fluent syntax error: "
                    + "; ".join(a.message or a.code for a in item.annotations)
                )
        parsed.append((name, resource))
    return parsed


def _junk_line(text: str) -> int | str:
    """The line of the first syntax error in `text` (parsed again, with positions this time)."""
    for item in FluentParser(with_spans=True).parse(text).body:
        if isinstance(item, ftl.Junk) and item.span is not None:
            return text.count("\n", 0, item.span.start) + 1
    return "?"


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    seen: dict[str, str] = {}
    for name, resource in load_resources(lang):
        for item in resource.body:
            if isinstance(item, ftl.Message | ftl.Term):
                full_id = ("-" if isinstance(item, ftl.Term) else "") + item.id.name
                if full_id in seen:
                    raise ValueError(f"{full_id!r} is defined in {seen[full_id]} and in {name}")
                seen[full_id] = name
        bundle.add_resource(resource)
    return bundle


@cache
def keys(lang: str = DEFAULT) -> frozenset[str]:
    """Every message id of one language (terms excluded)."""
    return frozenset(
        item.id.name
        for _, resource in load_resources(lang)
        for item in resource.body
        if isinstance(item, ftl.Message)
    )


def reload() -> None:
    """Forget the loaded catalogues: the next lookup reads the .ftl files again."""
    _bundle.cache_clear()
    keys.cache_clear()
    _formatted.cache_clear()


def has_key(key: str, lang: str = DEFAULT) -> bool:
    return _bundle(lang).has_message(key)


def _fluent_value(value: Any) -> Any:
    if isinstance(value, bool):  # before int: True is an int, and would format as "1"
        return "true" if value else "false"
    if isinstance(value, Enum):
        return _fluent_value(value.value)
    if isinstance(value, str | int | float | Decimal | date | datetime):
        return value
    return str(value)


def _format(lang: str, key: str, args: Mapping[str, Any]) -> str:
    bundle = _bundle(lang)
    message = bundle.get_message(key)
    if message.value is None:
        raise KeyError(f"message {key!r} has no value in {lang!r}")
    text, errors = bundle.format_pattern(
        message.value, {name: _fluent_value(v) for name, v in args.items()}
    )
    if errors:
        raise MessageFormatError(f"{lang}: {key}: " + "; ".join(str(e) for e in errors))
    return str(text)


# Formatted texts, by language, key and arguments: a board repeats most of its texts from one
# click to the next, and Fluent (with Babel's number formatting) is slow. Bounded overall.
TEXT_CACHE_SIZE = 8192


@lru_cache(maxsize=TEXT_CACHE_SIZE)
def _formatted(
    lang: str, key: str, args: tuple[tuple[str, Any], ...], types: tuple[type, ...]
) -> str:
    for candidate in (lang, DEFAULT):
        if _bundle(candidate).has_message(key):
            return _format(candidate, key, dict(args))
    raise KeyError(f"no message {key!r} in the {DEFAULT!r} catalogue")


def t(locale: object, key: str, /, **args: Any) -> str:
    """The message ``key`` in ``locale``'s language, formatted with ``args``.

    ``locale`` is anything ``normalize_locale`` accepts. A key missing in that language falls back
    to English; a key missing in English raises KeyError; a missing argument raises
    MessageFormatError. Numbers are formatted and pluralised by the catalogue: pass ints, not
    pre-formatted strings (and pass ids or years as ``str`` so they get no digit grouping). Booleans
    arrive in Fluent as the strings "true" / "false", enums as their value.
    """
    lang = normalize_locale(locale)
    # The arguments' types are part of the key: 1, 1.0 and True are equal but format differently.
    frozen, types = tuple(args.items()), tuple(map(type, args.values()))
    try:
        return _formatted(lang, key, frozen, types)
    except TypeError:  # an unhashable argument: formatted each time
        return _formatted.__wrapped__(lang, key, frozen, types)


def english(key: str, /, **args: Any) -> str:
    """The English text of ``key`` (KeyError if English lacks it)."""
    if not has_key(key, DEFAULT):
        raise KeyError(f"no message {key!r} in the {DEFAULT!r} catalogue")
    return _format(DEFAULT, key, args)


def dashed(path: str) -> str:
    """A command's path as its keys spell it ("heckmeck start" -> "heckmeck-start")."""
    return "-".join(path.split())


def t_exact(lang: str, key: str, /, **args: Any) -> str:
    """The message ``key`` in exactly ``lang`` (one of SUPPORTED), without falling back to
    English: for callers that fall back on their own (the command translator)."""
    return _format(lang, key, args)


def illegal_message(locale: object, error: Any) -> str:
    """The translated refusal for a ``bot.domain.errors.IllegalAction`` (its code and params)."""
    return t(locale, f"illegal-{error.code}", **dict(error.params))
