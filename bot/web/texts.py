"""The pages' words: the bot's own Fluent catalogues (bot/locales/<lang>/*.ftl, the web's in
web.ftl), read here without the Discord layer's module, and the reader's language from the
`lang` query parameter, else the browser's Accept-Language, else English."""

from __future__ import annotations

from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser

from bot.i18n import SUPPORTED, language_of

LANGUAGES = SUPPORTED
DEFAULT = "en"


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    folder = resources.files("bot").joinpath("locales", lang)
    parser = FluentParser()
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".ftl"):
            bundle.add_resource(parser.parse(entry.read_text(encoding="utf-8")))
    return bundle


def _plain(value: Any) -> Any:
    if isinstance(value, bool):
        return "true" if value else "false"
    return value if isinstance(value, str | int | float) else str(value)


def text(lang: str, key: str, **args: Any) -> str:
    """The message `key` in `lang` (English if that language lacks it); KeyError if none has it."""
    for candidate in (lang, DEFAULT):
        bundle = _bundle(candidate)
        if bundle.has_message(key) and (message := bundle.get_message(key)).value is not None:
            words, errors = bundle.format_pattern(
                message.value, {name: _plain(v) for name, v in args.items()}
            )
            if errors:
                raise ValueError(f"{candidate}: {key}: {errors}")
            return str(words)
    raise KeyError(f"no message {key!r}")


def choose_language(asked: str | None, accept_language: str | None) -> str:
    """`asked` if it is one of LANGUAGES, else the best of Accept-Language, else English."""
    if asked in LANGUAGES:
        return asked
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "").split(",")):
        tag, _, params = item.strip().partition(";")
        quality = 1.0
        if params.strip().startswith("q="):
            try:
                quality = float(params.strip()[2:])
            except ValueError:
                continue
        language = language_of(tag)
        if language is not None and quality > 0:
            ranked.append((-quality, index, language))
    return min(ranked)[2] if ranked else DEFAULT
