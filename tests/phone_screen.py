"""How tall a message is on a phone: its rendered text wrapped at 38 columns (about a 360 px
wide embed), a custom emoji as 2 columns, like a wide character.

The text is what Discord shows, not what the bot sends: a custom emoji `<:name:id>` is one
picture, a mention `<@id>` shows as @name, a timestamp `<t:…:R>` as "in 2 minutes", and markdown
markers (** ~~ ` __) are not shown. Each part of an embed starts a line of its own (title,
description, every field's name and value, footer); inline fields are counted one under the
other, as a narrow phone shows them.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any

WIDTH = 38

_EMOJI = re.compile(r"<a?:[A-Za-z0-9_]+:[0-9]+>")
_MENTION = re.compile(r"<@!?([0-9]+)>")
_TIME = re.compile(r"<t:-?[0-9]+(?::[tTdDfFR])?>")
_MARKS = re.compile(r"\*\*|~~|__|`")
_LINK = re.compile(r"\[([^\]]+)\]\(<?https?://[^)\s]+>?\)")  # a masked link shows its text
_PICTURE = "\ue000"  # the first of the private-use characters that stand for custom emojis
_PICTURES: dict[str, str] = {}  # emoji name -> its stand-in, one per name
_NAMES: dict[str, str] = {}


def _stand_in(match: re.Match[str]) -> str:
    name = match.group(0).split(":")[1]
    if name not in _PICTURES:
        _PICTURES[name] = chr(ord(_PICTURE) + len(_PICTURES))
        _NAMES[_PICTURES[name]] = name
    return _PICTURES[name]


def readable(line: str) -> str:
    """A measured line with each custom emoji written as :name: again, to read by eye."""
    return "".join(f":{_NAMES[ch]}:" if ch in _NAMES else ch for ch in line)


def shown_text(text: str, names: Mapping[int, str] | None = None) -> str:
    """`text` as a phone shows it, a custom emoji as one private-use character."""
    names = names or {}
    text = _EMOJI.sub(_stand_in, text)
    text = _MENTION.sub(lambda m: "@" + names.get(int(m.group(1)), "player"), text)
    text = _TIME.sub("in 2 minutes", text)
    text = _LINK.sub(lambda m: m.group(1), text)
    return _MARKS.sub("", text)


def columns(text: str) -> int:
    """The columns a piece of shown text takes: wide characters and pictures 2, joiners 0."""
    width = 0
    for i, ch in enumerate(text):
        emoji_style = text[i + 1 : i + 2] == "\ufe0f"  # ▶️: a symbol drawn as an emoji
        if "\ue000" <= ch <= "\uf8ff":  # a custom emoji's stand-in
            width += 2
        elif unicodedata.category(ch) in ("Mn", "Me", "Cf") or ch == "\ufe0f":
            continue
        elif emoji_style or unicodedata.east_asian_width(ch) in ("W", "F") or ord(ch) >= 0x1F000:
            width += 2
        else:
            width += 1
    return width


def wrapped(line: str, width: int = WIDTH) -> list[str]:
    """One line of shown text, wrapped at word boundaries as a phone does (a word wider than the
    screen is broken)."""
    out: list[str] = []
    current = ""
    for word in line.split(" "):
        candidate = f"{current} {word}" if current else word
        if columns(candidate) <= width:
            current = candidate
            continue
        if current:
            out.append(current)
        current = word
        while columns(current) > width:
            cut = len(current)
            while columns(current[:cut]) > width:
                cut -= 1
            out.append(current[:cut])
            current = current[cut:]
    out.append(current)
    return out


def phone_text(text: str, names: Mapping[int, str] | None = None) -> list[str]:
    """Every line of `text` as a phone shows it, wrapped."""
    return [row for line in shown_text(text, names).split("\n") for row in wrapped(line)]


def embed_parts(embed: Any) -> list[str]:
    """The texts of an embed (a discord.Embed or its JSON), each starting a line of its own."""
    data = embed if isinstance(embed, dict) else embed.to_dict()
    parts = [data.get("author", {}).get("name"), data.get("title"), data.get("description")]
    for field in data.get("fields", []):
        parts += [field.get("name"), field.get("value")]
    parts.append(data.get("footer", {}).get("text"))
    return [p for p in parts if p]


def phone_lines(
    embeds: list[Any], content: str | None = None, names: Mapping[int, str] | None = None
) -> list[str]:
    """A message as the lines a phone shows: its content, then each embed's parts."""
    parts = [content] if content else []
    for embed in embeds:
        parts += embed_parts(embed)
    return [row for part in parts for row in phone_text(part, names)]


# What a button takes beside its picture and words: its padding and the gap to the next
BUTTON_FRAME = 4


def button_lines(components: list[dict[str, Any]]) -> list[str]:
    """The rows of buttons as a phone lays them out: a row's buttons side by side, wrapped onto
    another line when they do not fit (a button's picture and words, with its frame); a menu is
    a line."""
    lines: list[str] = []
    for row in components:
        current: list[str] = []
        used = 0
        for item in row.get("components", ()):
            emoji = item.get("emoji") or {}
            picture = "\ue000" if emoji.get("id") else emoji.get("name") or ""
            words = item.get("label") or item.get("placeholder") or ""
            shown = f"[{picture}{' ' if picture and words else ''}{words}]"
            width = columns(shown_text(shown)) - 2 + BUTTON_FRAME
            if current and used + width > WIDTH:
                lines.append(" ".join(current))
                current, used = [], 0
            current.append(shown)
            used += width
        lines.append(" ".join(current))
    return lines
