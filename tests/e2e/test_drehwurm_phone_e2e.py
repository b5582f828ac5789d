"""A four-player Drehwurm game through the fake Discord in German, French, Dutch and Polish (the
other languages read a whole Heckmeck game in tests/e2e/test_phone_transcript_e2e.py: each language
one whole game, at the cost of four), as a phone shows it: three humans on a server in their
language and a computer play a whole game from their
hands; every board and hand message the players saw stays within the phone bound of the render
test (tests/cogs/drehwurm/test_phone.py), the log never repeats the out-of-turn notice, and
/drehwurm review answers with a field per player, and /stats shows the player's Drehwurm line.

The transcript (every message wrapped at 38 columns, card pictures as [name]) is written to
drehwurm-<lang>.txt in the directory PHONE_TRANSCRIPTS (or DREHWURM_TRANSCRIPTS) names (else the
test's tmp_path), to be read by a person.
"""

from __future__ import annotations

import os
import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import t
from tests.cogs.drehwurm.test_phone import HAND_LINES
from tests.e2e.fake_discord import Message
from tests.e2e.players import ending_posted
from tests.e2e.test_drehwurm_e2e import FAST, assert_hands_private, open_table, play
from tests.e2e.test_leaderboard_e2e import stats_detail
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS, board_budget

LOCALES = {"de": "de", "fr": "fr", "nl": "nl", "pl": "pl"}
NAMES = {
    "de": ("Friederike", "Maximilian", "Annegret"),
    "fr": ("Marguerite", "Guillaume", "Véronique"),
    "nl": ("Geertruida", "Maarten", "Wilhelmina"),
    "pl": ("Małgorzata", "Przemysław", "Agnieszka"),
}
EMOJI = re.compile(r"▣▣")


def readable(payload: dict[str, Any], names: dict[int, str]) -> str:
    """The message as a phone wraps it, each card picture shown by its emoji's name."""
    text = phone_text(payload, names)
    pictures = iter(re.findall(r"<a?:(\w+):\d+>", _all_text(payload)))
    return EMOJI.sub(lambda _: f"[{next(pictures, '?')}]", text)


def _all_text(payload: dict[str, Any]) -> str:
    parts = [payload.get("content") or ""]
    for embed in payload.get("embeds") or ():
        parts += [embed.get("title") or "", embed.get("description") or ""]
        for f in embed.get("fields") or ():
            parts += [f.get("name", ""), f.get("value", "")]
    for row in payload.get("components") or ():
        for c in row.get("components", ()):
            emoji = c.get("emoji") or {}
            if emoji.get("id"):
                parts.append(f"<:{emoji['name']}:{emoji['id']}>")
    return "\n".join(parts)


def every_version(message: Message) -> list[dict[str, Any]]:
    return [*message.versions, message.payload()]


@pytest.mark.parametrize("lang", list(LOCALES))  # with Heckmeck's, all eight
@pytest.mark.bot_env(**FAST)
async def test_a_four_player_game_reads_well_on_a_phone(fake, start_bot, tmp_path, lang):
    guild = fake.add_guild(f"Drehwurm {lang}", locale=LOCALES[lang])
    channel = guild.add_text_channel("drehwurm")
    humans = [fake.add_user(name, locale=LOCALES[lang]) for name in NAMES[lang]]
    for user in humans:
        guild.add_member(user)
    bot = await start_bot(**FAST)
    table = await open_table(fake, bot, humans, computers=["normal"], channel=channel)
    await play(table, random.Random(11), snap_chance=0.5)
    ending = await ending_posted(fake, channel, table.game_id)

    ix = await fake.slash(humans[0], channel, "drehwurm", "review")
    review = await ix.reply(timeout=60)
    assert review.ephemeral_to is humans[0]
    (embed,) = review.embeds
    assert embed["title"].endswith(f"{t(lang, 'game-drehwurm')}")
    assert len(embed["description"].splitlines()) == 5  # a line per player, the computer too
    assert len(review.buttons()) == 4  # and a button per player's page
    # A player's page opens privately, in the reader's language.
    ix = await fake.click(humans[0], review, review.buttons()[-1].custom_id)
    page = await ix.reply(timeout=60)
    assert page.ephemeral_to is humans[0]
    assert t(lang, "review-drehwurm-intro") == page.embeds[0]["fields"][-1]["value"]
    assert phone_lines(review.payload(), {}) <= BUDGETS["review-summary"]
    assert phone_lines(page.payload(), {}) <= BUDGETS["review-page"]

    # /stats in the player's language: the Drehwurm line with what the game counted for them
    summary = await (await fake.slash(humans[0], channel, "stats")).reply(timeout=60)
    assert phone_lines(summary.payload(), {}) <= BUDGETS["stats"]
    stats = await stats_detail(fake, humans[0], summary, "drehwurm")
    game = table.game()
    seat = next(s for s, p in enumerate(game["players"]) if p["id"] == humans[0].id)
    counted = {name: game["state"][name][seat] for name in ("piles_eaten", "snaps_won", "turns")}
    assert counted["turns"] > 0
    assert t(lang, "drehwurm-stats-line", **counted) in stats.text, stats.text

    names = {u.id: u.name for u in humans}
    names.update({p["id"]: "🤖" for p in table.game()["players"] if p["computer"]})
    transcript: list[str] = []
    board_versions = every_version(table.board)[1:]  # the lobby before is not a board
    assert len(board_versions) > 50
    for n, version in enumerate(board_versions):
        lines = phone_lines(version, names)
        assert lines <= board_budget("drehwurm-board", 4), (n, lines, readable(version, names))
        if n < 12 or n % 25 == 0 or n == len(board_versions) - 1:
            heading = f"--- board, version {n + 1} ({lines} phone lines)"
            transcript += [heading, readable(version, names)]
    for user in humans[:1]:
        for n, version in enumerate(every_version(table.hands[user.id])):
            lines = phone_lines(version, names)
            assert lines <= HAND_LINES, (n, lines, readable(version, names))
            if n < 8 or n % 25 == 0:
                transcript += [f"--- {user.name}'s hand, version {n + 1} ({lines} phone lines)",
                               readable(version, names)]  # fmt: skip
    calls = [m for m in fake.messages if m.channel is channel and not m.embeds]
    transcript += ["--- turn calls", *(readable(m.payload(), names) for m in calls[:3])]
    transcript += ["--- the ending", readable(ending.payload(), names)]
    transcript += ["--- /drehwurm review", readable(review.payload(), names)]
    transcript += ["--- a player's page of it", readable(page.payload(), names)]
    transcript += ["--- /stats", readable(summary.payload(), names)]
    transcript += ["--- /stats, Drehwurm's details", readable(stats.payload(), names)]
    folder = Path(
        os.environ.get("PHONE_TRANSCRIPTS") or os.environ.get("DREHWURM_TRANSCRIPTS") or tmp_path
    )
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"drehwurm-{lang}.txt").write_text("\n".join(transcript) + "\n", encoding="utf-8")

    opened = 0
    for version in board_versions:  # the open pile is marked on the board, not logged
        embed = version["embeds"][0]
        opened += t(lang, "drehwurm-board-open") in (embed.get("description") or "")
        for f in embed.get("fields", ()):
            if f["name"] == t(lang, "board-last"):
                assert len(f["value"].splitlines()) <= 4  # a round of four
                assert t(lang, "drehwurm-board-open") not in f["value"]
    assert opened
    assert_hands_private(table)
    await fake.assert_healthy()
