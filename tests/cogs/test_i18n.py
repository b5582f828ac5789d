"""The translation catalogues (bot/locales) and the i18n API (bot/i18n.py)."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import re
import unicodedata
from datetime import date
from pathlib import Path

import discord
import pytest
from discord import app_commands
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

from bot import i18n
from bot.app.translator import BotTranslator
from bot.domain.errors import IllegalAction
from bot.i18n import (
    SUPPORTED,
    MessageFormatError,
    board_locale,
    illegal_message,
    normalize_locale,
    t,
)
from cogs.table.i18n import choices, cmd_desc, cmd_name, opt_descs, opt_names

ROOT = Path(__file__).resolve().parents[2]
RULES_DIR = ROOT / "bot" / "domain"
BIDI_MARKS = ("\u2068", "\u2069")


# ------------------------------------------------------------------ parsing the catalogues


class _References(Visitor):
    """Variables ($x) and message references used in one pattern (not inside referenced terms)."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.messages.add(node.id.name)


def _messages(lang: str) -> dict[str, ftl.Message]:
    return {
        item.id.name: item
        for _, resource in i18n.load_resources(lang)
        for item in resource.body
        if isinstance(item, ftl.Message)
    }


def _direct_refs(node: ftl.BaseNode | None) -> _References:
    refs = _References()
    if node is not None:
        refs.visit(node)
    return refs


def _variables(messages: dict[str, ftl.Message], node: ftl.BaseNode | None) -> frozenset[str]:
    """The variables a pattern needs, following message references (they share the arguments)."""
    found: set[str] = set()
    seen: set[str] = set()
    todo = [_direct_refs(node)]
    while todo:
        refs = todo.pop()
        found |= refs.variables
        for name in refs.messages - seen:
            seen.add(name)
            assert name in messages, f"reference to unknown message {name!r}"
            todo.append(_direct_refs(messages[name].value))
    return frozenset(found)


def _signature(lang: str) -> dict[str, frozenset[str]]:
    """{"key": variables of the value, "key.attr": variables of an attribute} for one language."""
    messages = _messages(lang)
    signature: dict[str, frozenset[str]] = {}
    for key, message in messages.items():
        signature[key] = _variables(messages, message.value)
        for attribute in message.attributes:
            signature[f"{key}.{attribute.id.name}"] = _variables(messages, attribute.value)
    return signature


def _sample_args(variables: frozenset[str]) -> dict[str, object]:
    # $ended is a day (DATETIME formats it); every other placeable takes a number
    return {name: date(2026, 11, 27) if name == "ended" else 2 for name in variables}


# ------------------------------------------------------------------------------ catalogues


def test_every_language_has_the_same_keys_and_placeables():
    english = _signature("en")
    assert len(english) > 100
    for lang in SUPPORTED:
        other = _signature(lang)
        missing = sorted(english.keys() - other.keys())
        extra = sorted(other.keys() - english.keys())
        assert not missing, f"{lang} lacks {missing}"
        assert not extra, f"{lang} has keys English lacks: {extra}"
        different = {
            key: (sorted(english[key]), sorted(other[key]))
            for key in english
            if english[key] != other[key]
        }
        assert not different, f"{lang}: placeables differ from English (en, {lang}): {different}"


def test_placeable_comparison_sees_variables_through_message_references():
    messages = _messages("en")
    assert _variables(messages, messages["illegal-face-not-in-roll"].value) == {"face"}
    assert _variables(messages, messages["leaderboard-title"].value) == {"game", "scope"}
    assert _variables(messages, messages["not-your-turn"].value) == frozenset()


def test_catalogues_parse_without_duplicates():
    i18n.reload()
    for lang in SUPPORTED:
        i18n._bundle(lang)  # raises on a syntax error or a key defined twice
        assert "not-your-turn" in i18n.keys(lang)


def test_every_message_formats_in_every_language():
    for lang in SUPPORTED:
        for key, variables in _signature(lang).items():
            if "." in key:
                continue
            text = t(lang, key, **_sample_args(variables))
            assert text.strip(), f"{lang}: {key} is empty"
            assert "{" not in text and "}" not in text, f"{lang}: {key} -> {text!r}"
            assert not any(mark in text for mark in BIDI_MARKS), f"{lang}: {key} has bidi marks"
            assert len(text) <= 2000, f"{lang}: {key} is too long for a Discord message"


def test_each_language_has_its_own_words():
    # A German or Spanish file that is a copy of the English one would pass the key test.
    english = _signature("en")
    keys = [
        key
        for key in english
        if (key.startswith(("cmd-", "opt-")) and key.endswith("-desc"))
        or key.startswith(("rules-", "illegal-", "not-", "worms", "grill"))
    ]
    assert len(keys) > 40
    for lang in SUPPORTED[1:]:
        same = [
            key
            for key in keys
            if t(lang, key, **_sample_args(english[key]))
            == t("en", key, **_sample_args(english[key]))
        ]
        assert not same, f"{lang} copies English for {same}"


# -------------------------------------------------------------------------- formatting API


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "1 worm", "2 worms"),
        ("de", "1 Wurm", "2 Würmer"),
        ("es", "1 gusano", "2 gusanos"),
        ("fr", "1 ver", "2 vers"),
        ("it", "1 verme", "2 vermi"),
        ("pt-BR", "1 minhoca", "2 minhocas"),
    ],
)
def test_worm_plurals(lang, one, two):
    assert t(lang, "worms", count=1) == one
    assert t(lang, "worms", count=2) == two


@pytest.mark.parametrize(
    ("lang", "zero"),
    [("en", "0 worms"), ("fr", "0 ver"), ("it", "0 vermi"), ("pt-BR", "0 minhoca")],
)
def test_zero_takes_the_plural_form_of_its_language(lang, zero):
    # CLDR: French and Portuguese count 0 with 1 ("one"), Italian like English ("other")
    assert t(lang, "worms", count=0) == zero


def test_other_plurals_and_numbers():
    assert t("en", "worms", count=0) == "0 worms"
    assert t("de", "points", count=1) == "1 Punkt"
    assert t("de", "points", count=7) == "7 Punkte"
    assert t("es", "players", count=1) == "1 jugador"
    assert t("es", "players", count=3) == "3 jugadores"
    assert t("de", "drehwurm-chickens", count=2) == "2 Hühner"
    assert t("en", "win-rate", rate=0.5) == "50%"
    assert t("de", "win-rate", rate=0.5).replace("\xa0", " ") == "50 %"


def test_the_new_languages_use_pickominos_published_words():
    assert [t(lang, "game-heckmeck") for lang in ("fr", "it", "pt-BR")] == ["Pickomino"] * 3
    assert [t(lang, "grill") for lang in ("fr", "it", "pt-BR")] == [
        "brochette",
        "griglia",
        "churrasqueira",
    ]
    assert [t(lang, "tiles", count=2) for lang in ("fr", "it", "pt-BR")] == [
        "2 pickominos",
        "2 tessere",
        "2 peças",
    ]
    assert t("fr", "face-name", face="cucumber") == "cornichon"
    assert t("it", "face-name", face="bun") == "panino"
    assert t("pt-BR", "face-name", face="cheese") == "queijo"
    assert t("fr", "drehwurm-chicken-card", colour="blue") == "poule bleue"
    assert t("it", "drehwurm-chicken-card", colour="red") == "gallina rossa"
    assert t("pt-BR", "drehwurm-joker-card", number=1) == "coringa 1/10"
    assert t("fr", "players", count=1) == "1 joueur"
    assert t("it", "points", count=3) == "3 punti"
    assert t("pt-BR", "drehwurm-cards", count=1) == "1 carta"


def test_game_words_follow_the_rulebooks():
    assert t("de", "grill") == "Grill"
    assert t("es", "grill") == "parrilla"
    assert t("de", "game-heckmeck") == "Heckmeck am Bratwurmeck"
    assert [t("de", f"face-{f}") for f in ("worm", "cheese", "ketchup", "cucumber", "bun")] == [
        "Wurm",
        "Käse",
        "Ketchup",
        "Gurke",
        "Brötchen",
    ]
    assert t("es", "face-name", face="cucumber") == "pepino"
    assert t("en", "face-name", face="4") == "4"


def test_selectors_on_engine_values():
    assert t("en", "drehwurm-worm-card", colour="red", number=8) == "red 8"
    assert t("de", "drehwurm-worm-card", colour="red", number=1) == "rote 1/10"
    assert t("es", "drehwurm-chicken-card", colour="yellow") == "gallina amarilla"
    assert t("es", "drehwurm-joker-card", number=1) == "comodín 1/10"
    assert t("de", "leaderboard-title", game="junior", scope="server") == (
        "Heckmeck Junior — die Besten dieses Servers"
    )
    assert t("en", "settings-language-set", language="es").endswith("in Español.")


def test_no_bidi_isolation_marks_around_placeables():
    text = t("en", "game-running-elsewhere", channel="<#42>")
    assert text == "You are already playing a game in <#42>. Finish or leave it first."


def test_booleans_arrive_as_true_false(tmp_path, monkeypatch):
    _catalogue(tmp_path, monkeypatch, en="flag = { $on ->\n    [true] on\n   *[false] off\n}\n")
    assert t("en", "flag", on=True) == "on"
    assert t("en", "flag", on=False) == "off"


def test_a_missing_argument_is_an_error():
    with pytest.raises(MessageFormatError):
        t("en", "worms")
    with pytest.raises(MessageFormatError):
        t("de", "game-running-elsewhere")


def test_unknown_locales_use_english():
    assert t("ja", "not-your-turn") == "It's not your turn."
    assert t(None, "not-your-turn") == "It's not your turn."
    assert t(discord.Locale.german, "not-your-turn") == "Du bist nicht am Zug."
    assert t("es-419", "not-your-turn") == "No es tu turno."


def test_a_key_missing_everywhere_raises():
    with pytest.raises(KeyError):
        t("de", "no-such-key-anywhere")
    with pytest.raises(KeyError):
        i18n.english("no-such-key-anywhere")


def _catalogue(tmp_path, monkeypatch, **files: str) -> None:
    """Point bot.i18n at a throw-away catalogue: {lang: FTL text}."""
    for lang in SUPPORTED:
        folder = tmp_path / lang
        folder.mkdir()
        (folder / "test.ftl").write_text(files.get(lang, "placeholder-only = x\n"), "utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.reload()


@pytest.fixture(autouse=True)
def _fresh_catalogues():
    yield
    i18n.reload()  # a test may have pointed LOCALES elsewhere; monkeypatch restores it first


def test_a_key_missing_in_a_language_falls_back_to_english(tmp_path, monkeypatch):
    _catalogue(
        tmp_path,
        monkeypatch,
        en="both = Both { $n }\nonly-en = Only English\n",
        de="both = Beide { $n }\n",
    )
    assert t("de", "both", n=3) == "Beide 3"
    assert t("de", "only-en") == "Only English"
    assert t("es", "only-en") == "Only English"
    with pytest.raises(KeyError):
        t("de", "nowhere")


def test_a_syntax_error_or_duplicate_key_fails_loudly(tmp_path, monkeypatch):
    _catalogue(tmp_path, monkeypatch, en="ok = fine\nbroken = { $x\n")
    with pytest.raises(ValueError, match="syntax error"):
        t("en", "ok")
    (tmp_path / "en" / "test.ftl").write_text("twice = a\n", "utf-8")
    (tmp_path / "en" / "zz.ftl").write_text("twice = b\n", "utf-8")
    i18n.reload()
    with pytest.raises(ValueError, match="twice"):
        t("en", "twice")


# ----------------------------------------------------------------------------------- locales


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        (discord.Locale.german, "de"),
        (discord.Locale.spain_spanish, "es"),
        (discord.Locale.latin_american_spanish, "es"),
        (discord.Locale.american_english, "en"),
        (discord.Locale.british_english, "en"),
        (discord.Locale.french, "fr"),
        (discord.Locale.italian, "it"),
        (discord.Locale.brazil_portuguese, "pt-BR"),
        (discord.Locale.japanese, "en"),
        ("de", "de"),
        ("es-ES", "es"),
        ("en-US", "en"),
        ("en-GB", "en"),
        ("DE_at", "de"),
        (" es ", "es"),
        ("pt-BR", "pt-BR"),
        ("pt-PT", "pt-BR"),
        ("fr-CA", "fr"),
        ("ko", "en"),
        ("", "en"),
        (None, "en"),
        (42, "en"),
    ],
)
def test_normalize_locale(value, expected):
    assert normalize_locale(value) == expected


def test_board_locale_prefers_the_servers_override():
    assert board_locale("de", discord.Locale.american_english) == "de"
    assert board_locale("es", None) == "es"
    assert board_locale(None, discord.Locale.german) == "de"
    assert board_locale("", discord.Locale.spain_spanish) == "es"
    assert board_locale("klingon", discord.Locale.german) == "de"
    assert board_locale(None, None) == "en"
    assert board_locale(None, discord.Locale.french) == "fr"
    assert board_locale("pt-BR", discord.Locale.german) == "pt-BR"
    assert board_locale(None, discord.Locale.korean) == "en"


# --------------------------------------------------------------------------- slash commands

VALID_NAME_CHAR_CATEGORIES = ("L", "N")


def _valid_command_name(name: str) -> bool:
    """Discord's rule: ^[-_\\p{L}\\p{N}]{1,32}$, and lowercase wherever a lowercase exists."""
    return (
        1 <= len(name) <= 32
        and all(
            ch in "-_" or unicodedata.category(ch)[0] in VALID_NAME_CHAR_CATEGORIES for ch in name
        )
        and name == name.lower()
    )


def test_the_name_rule_itself():
    assert _valid_command_name("heckmeck")
    assert _valid_command_name("kurzes_spiel")
    assert _valid_command_name("würmer")
    assert not _valid_command_name("Start")
    assert not _valid_command_name("short game")
    assert not _valid_command_name("")
    assert not _valid_command_name("x" * 33)
    assert not _valid_command_name("rules!")


def _command_keys() -> list[str]:
    return sorted(k for k in i18n.keys("en") if k.startswith(("cmd-", "opt-")))


def test_every_command_and_option_name_is_a_valid_discord_name():
    names = [k for k in _command_keys() if k.endswith("-name")]
    assert len(names) > 20
    bad = [
        (lang, key, t(lang, key))
        for lang in SUPPORTED
        for key in names
        if not _valid_command_name(t(lang, key))
    ]
    assert not bad


def test_descriptions_and_choice_labels_fit_discords_limits():
    keys = [k for k in i18n.keys("en") if k.startswith(("cmd-", "opt-")) and k.endswith("-desc")]
    keys += [k for k in i18n.keys("en") if k.startswith("choice-")]
    bad = [
        (lang, key, len(t(lang, key)))
        for lang in SUPPORTED
        for key in keys
        if not 1 <= len(t(lang, key)) <= 100
    ]
    assert not bad


def test_every_name_has_a_description():
    keys = set(_command_keys())
    for key in keys:
        stem = key.removesuffix("-name").removesuffix("-desc")
        assert {f"{stem}-name", f"{stem}-desc"} <= keys, key


def _paths() -> list[str]:
    return [k[4:-5] for k in i18n.keys("en") if k.startswith("cmd-") and k.endswith("-name")]


def test_sibling_names_stay_distinct_in_every_language():
    paths = _paths()
    for lang in SUPPORTED:
        by_parent: dict[str, list[str]] = {}
        for path in paths:
            parent = path.rpartition("-")[0]
            by_parent.setdefault(parent, []).append(t(lang, f"cmd-{path}-name"))
        for path in paths:
            options = [
                k
                for k in i18n.keys("en")
                if k.startswith(f"opt-{path}-")
                and k.endswith("-name")
                and k[len(f"opt-{path}-") : -5].count("-") == 0
            ]
            by_parent[f"options of {path}"] = [t(lang, k) for k in options]
        for parent, names in by_parent.items():
            assert len(names) == len(set(names)), f"{lang}: {parent}: {names}"


def test_helpers_take_the_english_default_from_the_catalogue():
    name = cmd_name("heckmeck-start")
    assert isinstance(name, locale_str)
    assert name.message == "start"
    assert name.extras["key"] == "cmd-heckmeck-start-name"
    assert cmd_name("heckmeck settings language").extras["key"] == (
        "cmd-heckmeck-settings-language-name"
    )
    assert cmd_desc("stats").message == t("en", "cmd-stats-desc")
    assert opt_names("heckmeck-start", "short_game")["short_game"].message == "short_game"
    assert [c.value for c in choices("sort", "rating", "win_rate")] == ["rating", "win_rate"]
    assert [c.name for c in choices("edition", "classic", "junior")] == ["Classic", "Junior"]
    with pytest.raises(KeyError):
        cmd_name("heckmeck-no-such-command")


def _context(location, data=None):
    return TranslationContext(location=location, data=data)


async def test_translator_returns_german_and_none_for_english():
    translator = BotTranslator(strict=True)
    ctx = _context(TranslationContextLocation.command_name)
    string = cmd_name("heckmeck-start")
    assert await translator.translate(string, discord.Locale.german, ctx) == "starten"
    assert await translator.translate(string, discord.Locale.spain_spanish, ctx) == "empezar"
    assert await translator.translate(string, discord.Locale.american_english, ctx) is None
    assert await translator.translate(string, discord.Locale.british_english, ctx) is None
    assert await translator.translate(string, discord.Locale.french, ctx) == "commencer"
    assert await translator.translate(string, discord.Locale.japanese, ctx) is None
    desc = cmd_desc("drehwurm-hand")
    ctx = _context(TranslationContextLocation.command_description)
    assert await translator.translate(desc, discord.Locale.german, ctx) == (
        "Deine Handkarten zeigen (nur du siehst sie)"
    )


async def test_translator_strictness_for_unknown_keys():
    ctx = _context(TranslationContextLocation.other)
    string = locale_str("Hello there", key="no-such-key")
    assert await BotTranslator().translate(string, discord.Locale.german, ctx) is None
    with pytest.raises(KeyError):
        await BotTranslator(strict=True).translate(string, discord.Locale.german, ctx)


def _product_commands() -> list[app_commands.Command | app_commands.Group]:
    """The product's slash commands, declared the way the cogs declare them."""

    async def callback(interaction: discord.Interaction) -> None:
        raise AssertionError("never invoked")

    heckmeck = app_commands.Group(name=cmd_name("heckmeck"), description=cmd_desc("heckmeck"))

    @heckmeck.command(name=cmd_name("heckmeck-start"), description=cmd_desc("heckmeck-start"))
    @app_commands.rename(
        **opt_names("heckmeck-start", "edition", "short_game", "free_choice", "harsh_failure")
    )
    @app_commands.describe(
        **opt_descs("heckmeck-start", "edition", "short_game", "free_choice", "harsh_failure")
    )
    @app_commands.choices(edition=choices("edition", "classic", "junior"))
    async def start(
        interaction: discord.Interaction,
        edition: str = "classic",
        short_game: bool = False,
        free_choice: bool = False,
        harsh_failure: bool = False,
    ) -> None:
        raise AssertionError("never invoked")

    for sub in ("status", "stop"):
        path = f"heckmeck-{sub}"
        heckmeck.add_command(
            app_commands.Command(name=cmd_name(path), description=cmd_desc(path), callback=callback)
        )

    @heckmeck.command(name=cmd_name("heckmeck-rules"), description=cmd_desc("heckmeck-rules"))
    @app_commands.rename(**opt_names("heckmeck-rules", "edition"))
    @app_commands.describe(**opt_descs("heckmeck-rules", "edition"))
    @app_commands.choices(edition=choices("edition", "classic", "junior"))
    async def rules(interaction: discord.Interaction, edition: str = "classic") -> None:
        raise AssertionError("never invoked")

    settings = app_commands.Group(
        name=cmd_name("heckmeck-settings"),
        description=cmd_desc("heckmeck-settings"),
        parent=heckmeck,
    )

    @settings.command(
        name=cmd_name("heckmeck-settings-language"),
        description=cmd_desc("heckmeck-settings-language"),
    )
    @app_commands.rename(**opt_names("heckmeck-settings-language", "language"))
    @app_commands.describe(**opt_descs("heckmeck-settings-language", "language"))
    @app_commands.choices(language=choices("language", "en", "de", "es", "auto"))
    async def language(interaction: discord.Interaction, language: str) -> None:
        raise AssertionError("never invoked")

    drehwurm = app_commands.Group(name=cmd_name("drehwurm"), description=cmd_desc("drehwurm"))

    @drehwurm.command(name=cmd_name("drehwurm-start"), description=cmd_desc("drehwurm-start"))
    @app_commands.rename(**opt_names("drehwurm-start", "variant"))
    @app_commands.describe(**opt_descs("drehwurm-start", "variant"))
    @app_commands.choices(variant=choices("variant", "standard", "beginners", "experienced"))
    async def dw_start(interaction: discord.Interaction, variant: str = "standard") -> None:
        raise AssertionError("never invoked")

    for sub in ("status", "stop", "rules", "hand"):
        path = f"drehwurm-{sub}"
        drehwurm.add_command(
            app_commands.Command(name=cmd_name(path), description=cmd_desc(path), callback=callback)
        )

    @app_commands.command(name=cmd_name("leaderboard"), description=cmd_desc("leaderboard"))
    @app_commands.rename(**opt_names("leaderboard", "game", "scope", "sort"))
    @app_commands.describe(**opt_descs("leaderboard", "game", "scope", "sort"))
    @app_commands.choices(
        game=choices("game", "heckmeck", "junior", "drehwurm"),
        scope=choices("scope", "server", "global"),
        sort=choices("sort", "rating", "wins", "win_rate", "worms"),
    )
    async def leaderboard(
        interaction: discord.Interaction,
        game: str = "heckmeck",
        scope: str = "server",
        sort: str = "rating",
    ) -> None:
        raise AssertionError("never invoked")

    @app_commands.command(name=cmd_name("stats"), description=cmd_desc("stats"))
    @app_commands.rename(**opt_names("stats", "user"))
    @app_commands.describe(**opt_descs("stats", "user"))
    async def stats(interaction: discord.Interaction, user: discord.User | None = None) -> None:
        raise AssertionError("never invoked")

    return [heckmeck, drehwurm, leaderboard, stats]


def _walk_payload(payload: dict) -> list[dict]:
    found = [payload]
    for option in payload.get("options", []):
        found += _walk_payload(option)
    return found


# Discord's locales the bot translates into: every one whose language the catalogues have
LOCALISED = {locale.value for locale in discord.Locale if normalize_locale(locale) != "en"}


async def test_the_whole_command_set_is_localised():
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    translator = BotTranslator(strict=True)
    payloads = [
        await command.get_translated_payload(tree, translator) for command in _product_commands()
    ]
    entries = [entry for payload in payloads for entry in _walk_payload(payload)]
    assert len(entries) == 26  # commands, groups, subcommands and options
    for entry in entries:
        names = entry["name_localizations"]
        assert set(names) == LOCALISED, entry["name"]
        assert all(_valid_command_name(n) for n in [entry["name"], *names.values()])
        descriptions = entry["description_localizations"]
        assert set(descriptions) == LOCALISED, entry["name"]
        assert all(1 <= len(d) <= 100 for d in [entry["description"], *descriptions.values()])
        for choice in entry.get("choices", []):
            assert set(choice["name_localizations"]) == LOCALISED
    by_name = {payload["name"]: payload for payload in payloads}
    start = by_name["heckmeck"]["options"][0]
    assert start["name_localizations"]["de"] == "starten"
    assert [o["name_localizations"]["es-ES"] for o in start["options"]] == [
        "edicion",
        "partida_corta",
        "eleccion_libre",
        "fallo_duro",
    ]
    assert start["options"][0]["choices"][0]["name_localizations"]["de"] == "Klassisch"
    await client.close()


def _assert_localised(payload: dict) -> None:
    for entry in _walk_payload(payload):
        where = entry["name"]
        assert set(entry.get("name_localizations") or {}) == LOCALISED, where
        assert all(_valid_command_name(n) for n in entry["name_localizations"].values()), where
        if entry.get("description"):
            assert set(entry.get("description_localizations") or {}) == LOCALISED, where
        for choice in entry.get("choices", []):
            assert set(choice.get("name_localizations") or {}) == LOCALISED, choice["name"]


def _cog_app_commands() -> list[app_commands.Command | app_commands.Group]:
    """Top-level slash commands and groups declared in cogs/ (module or class attributes)."""
    import cogs

    found: dict[int, app_commands.Command | app_commands.Group] = {}
    for info in pkgutil.walk_packages(cogs.__path__, "cogs."):
        module = importlib.import_module(info.name)
        values = list(vars(module).values())
        for value in list(values):
            if isinstance(value, type) and value.__module__ == module.__name__:
                values += list(vars(value).values())
        for value in values:
            if isinstance(value, app_commands.Command | app_commands.Group) and not value.parent:
                found[id(value)] = value
    return list(found.values())


async def test_every_slash_command_in_the_cogs_is_localised():
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    translator = BotTranslator(strict=True)
    commands = _cog_app_commands()
    assert "heckmeck" in {command.name for command in commands}
    for command in commands:
        _assert_localised(await command.get_translated_payload(tree, translator))
    await client.close()


async def test_plain_strings_get_keys_derived_from_where_they_sit():
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    group = app_commands.Group(name="drehwurm", description="Play the card game Drehwurm")

    @group.command(name="start", description="Open a new game")
    async def start(interaction: discord.Interaction, variant: str = "standard") -> None:
        raise AssertionError("never invoked")

    payload = await group.get_translated_payload(tree, BotTranslator(strict=True))
    assert payload["name_localizations"]["de"] == "drehwurm"
    sub = payload["options"][0]
    assert sub["name_localizations"]["es-ES"] == "empezar"
    assert sub["description_localizations"]["de"] == t("de", "cmd-drehwurm-start-desc")
    assert sub["options"][0]["name_localizations"]["de"] == "variante"
    await client.close()


# ----------------------------------------------------------------- engine refusal messages


CODE_SHAPE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


def _is_illegal_action(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
    return name == "IllegalAction" and bool(node.args)


def _returned_codes(tree: ast.AST) -> set[str]:
    """Codes a helper hands back as `return "some-code", "English message"` (to raise later)."""
    codes = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
            items = node.value.elts
            if (
                len(items) == 2
                and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in items)
                and CODE_SHAPE.match(items[0].value)
            ):
                codes.add(items[0].value)
    return codes


def _illegal_action_sites() -> list[tuple[str, int, str, frozenset[str]]]:
    """(file, line, code, param names) of every IllegalAction(code, ...) raised in bot/domain.

    A code given as a literal is read directly. A code held in a variable is taken to be one of
    the `return "code", "message"` pairs of the same module; a module that raises a variable code
    without any such pair cannot be checked, and fails the test.
    """
    sites = []
    for path in sorted(RULES_DIR.rglob("*.py")):
        tree = ast.parse(path.read_text("utf-8"), str(path))
        file = path.relative_to(ROOT).as_posix()
        for node in ast.walk(tree):
            if not _is_illegal_action(node):
                continue
            params = frozenset(k.arg for k in node.keywords if k.arg is not None)
            code = node.args[0]
            if isinstance(code, ast.Constant) and isinstance(code.value, str):
                sites.append((file, node.lineno, code.value, params))
                continue
            returned = _returned_codes(tree)
            assert returned, f"{file}:{node.lineno}: cannot tell which codes this raises"
            sites += [(file, node.lineno, c, params) for c in sorted(returned)]
    return sites


def test_every_engine_refusal_code_has_a_message():
    sites = _illegal_action_sites()
    assert sites, "no IllegalAction(...) found in bot/domain: is the scan broken?"
    english = _signature("en")
    problems = []
    for file, line, code, params in sites:
        key = f"illegal-{code}"
        if key not in english:
            problems.append(f"{file}:{line}: add `{key}` to bot/locales/*/errors.ftl")
        elif not english[key] <= params:
            missing = sorted(english[key] - params)
            problems.append(f"{file}:{line}: {key} needs params {missing}")
        else:
            for lang in SUPPORTED:
                t(lang, key, **_sample_args(params))
    assert not problems, "\n".join(problems)


def test_every_refusal_code_has_a_message():
    """Refusal("code", ...) in bot/ and cogs/ names a message the user sees."""
    english = i18n.keys("en")
    sites = []
    for folder in (ROOT / "bot", ROOT / "cogs"):
        for path in sorted(folder.rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text("utf-8"), str(path))):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name)
                    and node.func.id == "Refusal"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)
                ):
                    where = f"{path.relative_to(ROOT).as_posix()}:{node.lineno}"
                    sites.append((where, node.args[0].value))
    missing = [f"{where}: no message {code!r}" for where, code in sites if code not in english]
    assert not missing, "\n".join(missing)


def test_illegal_message_translates_an_engine_error():
    error = IllegalAction("player-count", "Heckmeck needs 2–7 players", min=2, max=7)
    assert illegal_message("de", error) == "Für diese Partie braucht es 2 bis 7 Spieler."
    assert illegal_message("en-GB", error) == "This game needs 2 to 7 players."
    face = IllegalAction("face-not-in-roll", "There is no cheese in the roll", face="cheese")
    assert illegal_message("es-ES", face) == "No hay ningún queso en esta tirada."


def test_spanish_says_tomar_never_coger():
    # "coger" is offensive in much of Latin America.
    found = [
        f"{path.name}:{n}"
        for path in sorted((Path(i18n.__file__).parent / "locales" / "es").glob("*.ftl"))
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bcog(er|e|es|en|ió|ida|ido|iendo)\b|\bcoj", line, re.IGNORECASE)
    ]
    assert found == []
