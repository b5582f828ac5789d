"""How tall a message is on a phone, estimated: every line of its text wrapped at 38 characters
(about a 360 px wide embed), a custom emoji counted as 2 characters, a mention as the name it
shows, a timestamp and a masked link as the text they show; each row of buttons counts as one
line.

    phone_lines(message_dict, names={123: "alice"})
"""

from __future__ import annotations

import re
import textwrap
from typing import Any

WIDTH = 38
CUSTOM_EMOJI = re.compile(r"<a?:\w+:\d+>")
MENTION = re.compile(r"<@!?(\d+)>")
TIMESTAMP = re.compile(r"<t:\d+(?::([tTdDfFR]))?>")
LINK = re.compile(r"\[([^\]]+)\]\(<?https?://[^)\s]+>?\)")
# A timestamp as a phone shows it in English, by its style (none: "f")
TIMESTAMP_SHOWN = {"R": "in 2 minutes", "t": "14:13", "T": "14:13:00", "d": "27/11/2026",
                   "D": "27 November 2026", "f": "27 November 2026 14:13",
                   "F": "Friday, 27 November 2026 14:13"}  # fmt: skip
BOLD = re.compile(r"\*\*|__")
# A keycap digit ("3️⃣": three code points) is one emoji, counted as one character like 🔥
KEYCAP = re.compile("([0-9#*])\ufe0f?\u20e3")


def shown(text: str, names: dict[int, str]) -> str:
    """The text as Discord shows it, a custom emoji as two placeholder characters."""
    text = CUSTOM_EMOJI.sub("▣▣", text)
    text = KEYCAP.sub(r"\1", text)
    text = MENTION.sub(lambda m: "@" + names.get(int(m[1]), "someone"), text)
    text = TIMESTAMP.sub(lambda m: TIMESTAMP_SHOWN[m[1] or "f"], text)
    text = LINK.sub(lambda m: m[1], text)
    return BOLD.sub("", text)


def wrapped(text: str, names: dict[int, str]) -> list[str]:
    lines: list[str] = []
    for line in shown(text, names).split("\n"):
        lines += textwrap.wrap(line, WIDTH, break_long_words=True) or [""]
    return lines


def text_lines(text: str | None, names: dict[int, str]) -> int:
    return len(wrapped(text, names)) if text else 0


def phone_lines(message: dict[str, Any], names: dict[int, str]) -> int:
    """`message`: content, embeds (as dicts) and components (action rows) as Discord gets them."""
    total = text_lines(message.get("content"), names)
    for embed in message.get("embeds") or ():
        total += text_lines(embed.get("title"), names) + text_lines(embed.get("description"), names)
        for f in embed.get("fields") or ():
            name = f.get("name", "").strip("\u200b")
            total += text_lines(name, names) + text_lines(f.get("value"), names)
    return total + len(message.get("components") or ())


def phone_text(message: dict[str, Any], names: dict[int, str]) -> str:
    """The message as a phone would wrap it, for reading (buttons as [label] lines)."""
    out: list[str] = []
    if message.get("content"):
        out += wrapped(message["content"], names)
    for embed in message.get("embeds") or ():
        for part in (embed.get("title"), embed.get("description")):
            if part:
                out += wrapped(part, names)
        for f in embed.get("fields") or ():
            name = f.get("name", "").strip("\u200b")
            if name:
                out += wrapped(name, names)
            out += wrapped(f.get("value", ""), names)
    for row in message.get("components") or ():
        labels = []
        for c in row.get("components", ()):
            emoji = c.get("emoji") or {}
            label = ("▣▣" if emoji.get("id") else emoji.get("name", "")) + (c.get("label") or "")
            labels.append(f"[{label or c.get('placeholder', '')}]")
        out.append(" ".join(labels))
    return "\n".join(out)
