"""Play whole games through the fake Discord and write what the players saw, to read it.

    python scripts/transcript.py --locale de --out /tmp/transcript-de
    python scripts/transcript.py --locale es --editions drehwurm --seed 3

Starts the fake Discord and the real bot, sets the server's language and every player's client
language to `--locale`, and lets the crawler (tests/e2e/crawler.py) play one whole game of each
edition, pressing what players press. Then writes, for every message in every channel (public and
private, each edit in order): `transcript.txt` at full width, `phone.txt` wrapped at 38 columns
(a custom emoji counted as 2 characters, as on a 360 px phone), and the attached pictures. The
tallest message of each kind is printed with its phone line count.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import sys
import tempfile
import textwrap
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.e2e.bot_process import BotProcess
from tests.e2e.crawler import EDITIONS, Crawler
from tests.e2e.fake_discord import FakeDiscord, Message, walk_components

PHONE_COLUMNS = 38
MENTION = re.compile(r"<@!?(\d+)>")
CUSTOM_EMOJI = re.compile(r"<a?:(\w+):\d+>")
STYLES = {1: "blue", 2: "grey", 3: "green", 4: "red", 5: "link"}


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--locale", default="en", choices=["en", "de", "es"])
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path)
    return parser.parse_args()


def shown(text: str) -> str:
    """Custom emojis as `:name:`, the way a reader names them."""
    return CUSTOM_EMOJI.sub(lambda m: f":{m[1]}:", text)


def phone_lines(text: str) -> list[str]:
    """The text wrapped at the phone's width; a custom emoji takes two columns."""
    lines: list[str] = []
    for line in text.split("\n"):
        narrow = CUSTOM_EMOJI.sub("\x00\x00", line)  # two columns, one unbreakable word
        wrapped = textwrap.wrap(narrow, PHONE_COLUMNS, break_on_hyphens=False) or [""]
        lines += [shown(CUSTOM_EMOJI.sub("◼", w.replace("\x00\x00", "◼"))) for w in wrapped]
    return lines


def readable(payload: dict[str, Any], names: dict[int, str]) -> str:
    """A message version as a reader sees it: content, embeds, then rows of controls; mentions
    as @name, custom emojis as Discord sends them (`shown` names them)."""
    parts = [payload.get("content") or ""]
    for embed in payload.get("embeds") or ():
        parts += [
            (embed.get("author") or {}).get("name"),
            embed.get("title"),
            embed.get("description"),
        ]
        for field in embed.get("fields") or ():
            parts += [f"**{field.get('name')}**", field.get("value")]
        parts.append((embed.get("footer") or {}).get("text"))
        if embed.get("image") or embed.get("thumbnail"):
            parts.append("[picture]")
    for row in payload.get("components") or ():
        cells = []
        for component in walk_components([row]):
            if component.get("type") == 2:
                emoji = component.get("emoji") or {}
                face = f":{emoji['name']}:" if emoji.get("name") else ""
                style = STYLES.get(component.get("style"), "?")
                state = " off" if component.get("disabled") else ""
                cells.append(f"[{face}{component.get('label') or ''} {style}{state}]")
            elif component.get("type") == 3:
                cells.append(f"[menu: {component.get('placeholder') or ''}]")
        if cells:
            parts.append(" ".join(cells))
    text = "\n".join(p for p in parts if p)
    return MENTION.sub(lambda m: "@" + names.get(int(m[1]), m[1]), text)


def versions(message: Message) -> list[dict[str, Any]]:
    return [*message.versions, message.payload()]


def write(fake: FakeDiscord, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    full, phone = [], []
    tallest: dict[str, tuple[int, str]] = {}
    names = {user.id: user.name for user in fake.users.values()}
    for message in fake.messages:
        who = f"only {message.ephemeral_to.name}" if message.ephemeral_to else "everyone"
        header = f"=== #{message.channel.name} · message {message.id} · {who}"
        for number, payload in enumerate(versions(message)):
            raw = readable(payload, names)
            text, lines = shown(raw), phone_lines(raw)
            title = f"{header} · version {number}" + (" (deleted)" if message.deleted else "")
            full += [title, text, ""]
            phone += [f"{title} · {len(lines)} phone lines", *lines, ""]
            kind = message.channel.name + (" private" if message.ephemeral_to else "")
            if len(lines) > tallest.get(kind, (0, ""))[0]:
                tallest[kind] = (len(lines), title)
        for name, data in message.files.items():
            (out / f"{message.id}-{name}").write_bytes(data)
    (out / "transcript.txt").write_text("\n".join(full))
    (out / "phone.txt").write_text("\n".join(phone))
    for kind, (count, title) in sorted(tallest.items()):
        print(f"tallest in {kind}: {count} phone lines ({title})")
    print(f"written to {out}")


async def transcript(args: argparse.Namespace) -> None:
    editions = [name.strip() for name in args.editions.split(",") if name.strip()]
    client_locale = {"en": "en-US", "de": "de", "es": "es-ES"}[args.locale]
    out = args.out or Path(tempfile.mkdtemp(prefix=f"transcript-{args.locale}-"))
    async with FakeDiscord() as fake:
        world = fake.add_default_world()
        world.guild.locale = client_locale
        Crawler.prepare_world(fake, editions)
        for user in fake.users.values():
            user.locale = client_locale
        workdir = Path(tempfile.mkdtemp(prefix="transcript-bot-"))
        bot = BotProcess(fake, workdir, COMPUTER_DELAY_SECONDS="0", RANDOM_SEED=str(args.seed))
        await bot.start()
        try:
            crawler = Crawler(fake, bot, args.seed, pace=0.05, log=lambda _: None)
            await crawler.run(editions, 1)
        finally:
            await bot.stop()
            write(fake, out)


def main() -> None:
    asyncio.run(transcript(arguments()))


if __name__ == "__main__":
    main()
