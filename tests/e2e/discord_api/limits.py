"""Discord's documented limits that the OpenAPI schema does not (all) express.

From discord.com/developers/docs: message content (2000 for a bot; the schema allows the 4000 of
Nitro users), embeds (each part and 6000 in total over all embeds of a message), components
(5 action rows of 1-5 buttons or one select, unique custom_ids), application commands (names,
descriptions, options, choices, localisations) and application emojis.

Each check returns `Problem`s naming the field the way Discord's 50035 errors do
(embeds.0.fields.3.value), and reports the sizes it measured to a `Gauge`, so a suite can say
how close it came to each limit.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

CONTENT = 2000
EMBEDS = 10
EMBED_TOTAL = 6000
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER_TEXT = 2048
AUTHOR_NAME = 256
ACTION_ROWS = 5
ROW_BUTTONS = 5
BUTTON_LABEL = 80
CUSTOM_ID = 100
SELECT_OPTIONS = 25
OPTION_TEXT = 100
PLACEHOLDER = 150
MODAL_TITLE = 45
COMMANDS = 100
COMMAND_NAME = 32
COMMAND_DESCRIPTION = 100
COMMAND_OPTIONS = 25
CHOICES = 25
CHOICE_NAME = 100
CHOICE_STRING_VALUE = 100
EMOJI_IMAGE_BYTES = 256 * 1024

COMPONENTS_V2 = 1 << 15
BUTTON, STRING_SELECT, TEXT_INPUT = 2, 3, 4
SELECTS = frozenset({3, 5, 6, 7, 8})
LINK, PREMIUM = 5, 6
SUBCOMMAND, SUBCOMMAND_GROUP, STRING_OPTION = 1, 2, 3
CHAT_INPUT = 1

# Discord's pattern is ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$; Python's \w is letters,
# digits and _ of every script, which is the same for the languages the bot speaks.
_COMMAND_NAME = re.compile(r"[-_'\w]{1,32}")
_EMOJI_NAME = re.compile(r"[A-Za-z0-9_]{2,32}")
_DATA_URI = re.compile(r"data:image/(?:png|jpeg|gif|webp|avif);base64,(?P<data>.*)", re.S)


@dataclass(frozen=True)
class Problem:
    field: str
    message: str


# (metric, size, field, a few words saying what was measured)
Gauge = Callable[[str, int, str, str], None]


def _ignore(metric: str, size: int, field: str, what: str) -> None:
    pass


def _join(prefix: str, *parts: object) -> str:
    return ".".join(p for p in (prefix, *map(str, parts)) if p)


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _too_long(field: str, text: str, limit: int, what: str = "characters") -> Iterator[Problem]:
    if len(text) > limit:
        yield Problem(field, f"must be at most {limit} {what}, got {len(text)}")


# ---------------------------------------------------------------------------- messages


def message_problems(body: Any, gauge: Gauge = _ignore, prefix: str = "") -> list[Problem]:
    """A message as created or edited: channel messages, webhooks, interaction answers."""
    if not isinstance(body, dict):
        return []
    problems: list[Problem] = []
    content = _text(body.get("content"))
    gauge("content", len(content), _join(prefix, "content"), content[:60])
    problems += _too_long(_join(prefix, "content"), content, CONTENT)
    v2 = bool((body.get("flags") or 0) & COMPONENTS_V2)
    if v2 and (content or body.get("embeds")):
        problems.append(
            Problem(_join(prefix, "content"), "a Components V2 message has no content or embeds")
        )
    problems += _embed_problems(body.get("embeds") or [], gauge, prefix)
    problems += _component_problems(body.get("components") or [], gauge, prefix, v2=v2)
    return problems


def embed_size(embed: dict[str, Any]) -> int:
    """Discord's count toward the 6000 characters of a message's embeds."""
    fields = embed.get("fields") or []
    return (
        len(_text(embed.get("title")))
        + len(_text(embed.get("description")))
        + sum(len(_text(f.get("name"))) + len(_text(f.get("value"))) for f in fields)
        + len(_text((embed.get("footer") or {}).get("text")))
        + len(_text((embed.get("author") or {}).get("name")))
    )


def _embed_problems(embeds: list[Any], gauge: Gauge, prefix: str) -> Iterator[Problem]:
    where = _join(prefix, "embeds")
    gauge("embeds", len(embeds), where, "embeds in one message")
    if len(embeds) > EMBEDS:
        yield Problem(where, f"must be at most {EMBEDS} embeds, got {len(embeds)}")
    total = 0
    for i, embed in enumerate(embeds):
        if not isinstance(embed, dict):
            continue
        at = _join(where, i)
        title = _text(embed.get("title"))
        for key, limit in (("title", EMBED_TITLE), ("description", EMBED_DESCRIPTION)):
            text = _text(embed.get(key))
            gauge(f"embed {key}", len(text), _join(at, key), title[:60])
            yield from _too_long(_join(at, key), text, limit)
        fields = embed.get("fields") or []
        gauge("embed fields", len(fields), _join(at, "fields"), title[:60])
        if len(fields) > EMBED_FIELDS:
            yield Problem(_join(at, "fields"), f"must be at most {EMBED_FIELDS} fields")
        for j, item in enumerate(fields):
            name, value = _text(item.get("name")), _text(item.get("value"))
            gauge("field name", len(name), _join(at, "fields", j, "name"), name[:60])
            gauge("field value", len(value), _join(at, "fields", j, "value"), name[:60])
            for key, text, limit in (("name", name, FIELD_NAME), ("value", value, FIELD_VALUE)):
                if not text.strip():
                    yield Problem(_join(at, "fields", j, key), "must not be empty")
                yield from _too_long(_join(at, "fields", j, key), text, limit)
        footer = _text((embed.get("footer") or {}).get("text"))
        author = _text((embed.get("author") or {}).get("name"))
        gauge("footer text", len(footer), _join(at, "footer.text"), footer[:60])
        gauge("author name", len(author), _join(at, "author.name"), author[:60])
        yield from _too_long(_join(at, "footer.text"), footer, FOOTER_TEXT)
        yield from _too_long(_join(at, "author.name"), author, AUTHOR_NAME)
        total += embed_size(embed)
    titles = " | ".join(_text(e.get("title"))[:40] for e in embeds if isinstance(e, dict))
    gauge("embed total", total, where, titles)
    if total > EMBED_TOTAL:
        yield Problem(where, f"embeds must total at most {EMBED_TOTAL} characters, got {total}")


def _walk(components: Iterable[Any], prefix: str) -> Iterator[tuple[str, dict[str, Any]]]:
    for i, component in enumerate(components):
        if isinstance(component, dict):
            at = _join(prefix, i)
            yield at, component
            yield from _walk(component.get("components") or [], _join(at, "components"))


def _component_problems(
    components: list[Any], gauge: Gauge, prefix: str, *, v2: bool
) -> Iterator[Problem]:
    where = _join(prefix, "components")
    if not v2:
        gauge("action rows", len(components), where, "rows in one message")
        if len(components) > ACTION_ROWS:
            yield Problem(
                where, f"must be at most {ACTION_ROWS} action rows, got {len(components)}"
            )
        for i, row in enumerate(components):
            at = _join(where, i)
            if not isinstance(row, dict) or row.get("type") != 1:
                yield Problem(at, "a message's top-level components must be action rows")
                continue
            yield from _row_problems(row.get("components") or [], gauge, _join(at, "components"))
    yield from _custom_id_problems(_walk(components, where), gauge)
    for at, component in _walk(components, where):
        kind = component.get("type")
        if kind == BUTTON:
            yield from _button_problems(component, gauge, at)
        elif kind == STRING_SELECT:
            yield from _select_problems(component, gauge, at)
        elif kind in SELECTS:
            yield from _too_long(
                _join(at, "placeholder"), _text(component.get("placeholder")), PLACEHOLDER
            )


def _row_problems(children: list[Any], gauge: Gauge, at: str) -> Iterator[Problem]:
    selects = [c for c in children if isinstance(c, dict) and c.get("type") in SELECTS]
    gauge("components in a row", len(children), at, "buttons or selects in one row")
    if not children:
        yield Problem(at, "an action row needs at least one component")
    elif selects and len(children) > 1:
        yield Problem(at, "a select must be alone in its action row")
    elif len(children) > ROW_BUTTONS:
        yield Problem(at, f"must be at most {ROW_BUTTONS} buttons in a row, got {len(children)}")


def _custom_id_problems(
    components: Iterable[tuple[str, dict[str, Any]]], gauge: Gauge
) -> Iterator[Problem]:
    seen: set[str] = set()
    for at, component in components:
        if "custom_id" not in component or component["custom_id"] is None:
            continue
        custom_id = component["custom_id"]
        field = _join(at, "custom_id")
        if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= CUSTOM_ID:
            yield Problem(field, f"must be 1-{CUSTOM_ID} characters, got {custom_id!r}")
            continue
        gauge("custom_id", len(custom_id), field, custom_id)
        if custom_id in seen:
            yield Problem(field, f"duplicate custom_id {custom_id!r} in one message")
        seen.add(custom_id)


def _button_problems(button: dict[str, Any], gauge: Gauge, at: str) -> Iterator[Problem]:
    style = button.get("style")
    label = _text(button.get("label"))
    gauge("button label", len(label), _join(at, "label"), label)
    yield from _too_long(_join(at, "label"), label, BUTTON_LABEL)
    has_id = button.get("custom_id") is not None
    if style == LINK:
        if not button.get("url") or has_id:
            yield Problem(at, "a link button needs a url and no custom_id")
    elif style == PREMIUM:
        if not button.get("sku_id"):
            yield Problem(at, "a premium button needs a sku_id")
    else:
        if not has_id:
            yield Problem(_join(at, "custom_id"), "a button needs a custom_id")
        if button.get("url"):
            yield Problem(_join(at, "url"), "only a link button has a url")
    if style != PREMIUM and not label and not button.get("emoji"):
        yield Problem(at, "a button needs a label or an emoji")


def _select_problems(select: dict[str, Any], gauge: Gauge, at: str) -> Iterator[Problem]:
    placeholder = _text(select.get("placeholder"))
    gauge("select placeholder", len(placeholder), _join(at, "placeholder"), placeholder[:60])
    yield from _too_long(_join(at, "placeholder"), placeholder, PLACEHOLDER)
    options = select.get("options") or []
    gauge("select options", len(options), _join(at, "options"), _text(select.get("custom_id")))
    if not 1 <= len(options) <= SELECT_OPTIONS:
        yield Problem(_join(at, "options"), f"needs 1-{SELECT_OPTIONS} options, got {len(options)}")
    values = [o.get("value") for o in options if isinstance(o, dict)]
    if len(set(values)) != len(values):
        yield Problem(_join(at, "options"), "option values must be unique")
    for k, option in enumerate(options):
        if not isinstance(option, dict):
            continue
        for key in ("label", "value", "description"):
            text = _text(option.get(key))
            field = _join(at, "options", k, key)
            gauge(f"option {key}", len(text), field, _text(option.get("label"))[:60])
            if key != "description" and not text:
                yield Problem(field, "must not be empty")
            yield from _too_long(field, text, OPTION_TEXT)
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if isinstance(low, int) and isinstance(high, int) and not low <= high <= len(options):
        yield Problem(
            _join(at, "max_values"),
            f"min_values {low} <= max_values {high} <= {len(options)} options does not hold",
        )


# ---------------------------------------------------------------------------- interactions


def callback_problems(body: Any, gauge: Gauge = _ignore) -> list[Problem]:
    """The first answer to an interaction: a message, an update, choices or a modal."""
    if not isinstance(body, dict) or not isinstance(body.get("data"), dict):
        return []
    kind, data = body.get("type"), body["data"]
    if kind in (4, 5, 7):
        return message_problems(data, gauge, "data")
    problems: list[Problem] = []
    if kind == 8:
        choices = data.get("choices") or []
        if len(choices) > CHOICES:
            problems.append(Problem("data.choices", f"must be at most {CHOICES} choices"))
        for k, choice in enumerate(choices):
            problems += _choice_problems(choice, f"data.choices.{k}", None)
    elif kind == 9:
        problems += _too_long("data.title", _text(data.get("title")), MODAL_TITLE)
        rows = data.get("components") or []
        if not 1 <= len(rows) <= ACTION_ROWS:
            problems.append(Problem("data.components", f"a modal needs 1-{ACTION_ROWS} rows"))
        problems += _custom_id_problems(_walk(rows, "data.components"), gauge)
    return problems


# ---------------------------------------------------------------------------- commands


def commands_problems(
    commands: Any, locales: frozenset[str], gauge: Gauge = _ignore
) -> list[Problem]:
    """A bulk overwrite of application commands (global or a guild's)."""
    if not isinstance(commands, list):
        return []
    problems: list[Problem] = []
    chat = [c for c in commands if isinstance(c, dict) and c.get("type", CHAT_INPUT) == CHAT_INPUT]
    if len(chat) > COMMANDS:
        problems.append(Problem("(body)", f"at most {COMMANDS} slash commands, got {len(chat)}"))
    keys = [(c.get("name"), c.get("type", CHAT_INPUT)) for c in commands if isinstance(c, dict)]
    duplicates = sorted({str(k[0]) for k in keys if keys.count(k) > 1})
    if duplicates:
        problems.append(Problem("(body)", f"duplicate command names: {duplicates}"))
    for i, command in enumerate(commands):
        if isinstance(command, dict):
            slash = command.get("type", CHAT_INPUT) == CHAT_INPUT
            problems += _command_node_problems(command, str(i), locales, gauge, slash=slash)
    return problems


def _command_node_problems(
    node: dict[str, Any], at: str, locales: frozenset[str], gauge: Gauge, *, slash: bool
) -> Iterator[Problem]:
    name = _text(node.get("name"))
    if slash:
        yield from _name_problems(_join(at, "name"), name)
        description = _text(node.get("description"))
        gauge("command description", len(description), _join(at, "description"), name)
        if not 1 <= len(description) <= COMMAND_DESCRIPTION:
            yield Problem(
                _join(at, "description"),
                f"{name}: must be 1-{COMMAND_DESCRIPTION} characters, got {len(description)}",
            )
    elif not 1 <= len(name) <= COMMAND_NAME:
        yield Problem(_join(at, "name"), f"must be 1-{COMMAND_NAME} characters, got {name!r}")
    yield from _localisation_problems(node, at, locales, slash=slash)
    options = node.get("options") or []
    gauge("command options", len(options), _join(at, "options"), name)
    if len(options) > COMMAND_OPTIONS:
        yield Problem(_join(at, "options"), f"{name}: at most {COMMAND_OPTIONS} options")
    names = [o.get("name") for o in options if isinstance(o, dict)]
    if len(set(names)) != len(names):
        yield Problem(_join(at, "options"), f"{name}: option names must be unique: {names}")
    nested = [o.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP) for o in options]
    if any(nested) and not all(nested):
        yield Problem(_join(at, "options"), f"{name}: subcommands cannot sit beside options")
    optional_seen = False
    for j, option in enumerate(options):
        if not isinstance(option, dict):
            continue
        option_at = _join(at, "options", j)
        if option.get("type") in (SUBCOMMAND, SUBCOMMAND_GROUP):
            yield from _command_node_problems(option, option_at, locales, gauge, slash=True)
            continue
        yield from _command_node_problems(
            {**option, "options": []}, option_at, locales, gauge, slash=True
        )
        if option.get("required"):
            if optional_seen:
                yield Problem(option_at, "required options must come before optional ones")
        else:
            optional_seen = True
        choices = option.get("choices") or []
        gauge(
            "option choices", len(choices), _join(option_at, "choices"), _text(option.get("name"))
        )
        if len(choices) > CHOICES:
            yield Problem(_join(option_at, "choices"), f"at most {CHOICES} choices")
        for k, choice in enumerate(choices):
            yield from _choice_problems(
                choice, _join(option_at, "choices", k), locales, option.get("type")
            )


def _name_problems(field: str, name: str) -> Iterator[Problem]:
    if not _COMMAND_NAME.fullmatch(name) or name != name.lower():
        yield Problem(
            field, f"{name!r} must be 1-{COMMAND_NAME} lowercase letters, digits, - _ or '"
        )


def _localisation_problems(
    node: dict[str, Any], at: str, locales: frozenset[str], *, slash: bool
) -> Iterator[Problem]:
    for key, limit in (("name", COMMAND_NAME), ("description", COMMAND_DESCRIPTION)):
        table = node.get(f"{key}_localizations") or {}
        for locale, text in table.items():
            field = _join(at, f"{key}_localizations", locale)
            if locale not in locales:
                yield Problem(field, f"{locale!r} is not a Discord locale")
            if key == "name" and slash:
                yield from _name_problems(field, _text(text))
            elif not 1 <= len(_text(text)) <= limit:
                yield Problem(field, f"must be 1-{limit} characters, got {len(_text(text))}")


def _choice_problems(
    choice: Any, at: str, locales: frozenset[str] | None, option_type: Any = None
) -> Iterator[Problem]:
    if not isinstance(choice, dict):
        return
    name = _text(choice.get("name"))
    if not 1 <= len(name) <= CHOICE_NAME:
        yield Problem(_join(at, "name"), f"must be 1-{CHOICE_NAME} characters, got {len(name)}")
    value = choice.get("value")
    if isinstance(value, str) and len(value) > CHOICE_STRING_VALUE:
        yield Problem(_join(at, "value"), f"must be at most {CHOICE_STRING_VALUE} characters")
    for locale, text in (choice.get("name_localizations") or {}).items():
        field = _join(at, "name_localizations", locale)
        if locales is not None and locale not in locales:
            yield Problem(field, f"{locale!r} is not a Discord locale")
        if not 1 <= len(_text(text)) <= CHOICE_NAME:
            yield Problem(field, f"must be 1-{CHOICE_NAME} characters")


# ---------------------------------------------------------------------------- emojis


def emoji_problems(body: Any, gauge: Gauge = _ignore) -> list[Problem]:
    """An application emoji upload: a name and a data-URI image of at most 256 KiB."""
    if not isinstance(body, dict):
        return []
    problems: list[Problem] = []
    name = body.get("name")
    if not isinstance(name, str) or not _EMOJI_NAME.fullmatch(name):
        problems.append(Problem("name", f"{name!r} must be 2-32 characters of A-Z a-z 0-9 _"))
    image = body.get("image")
    match = _DATA_URI.fullmatch(image) if isinstance(image, str) else None
    if match is None:
        problems.append(Problem("image", "must be a data URI of a PNG, JPEG, GIF, WebP or AVIF"))
        return problems
    try:
        size = len(base64.b64decode(match["data"], validate=True))
    except (binascii.Error, ValueError):
        problems.append(Problem("image", "is not valid base64"))
        return problems
    gauge("emoji image bytes", size, "image", str(name))
    if size > EMOJI_IMAGE_BYTES:
        problems.append(
            Problem("image", f"must be at most {EMOJI_IMAGE_BYTES} bytes (256 KiB), got {size}")
        )
    return problems
