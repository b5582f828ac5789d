"""A 4-player Heckmeck game through the fake Discord in English, Spanish, Italian and Brazilian
Portuguese (the other languages read a whole Drehwurm game in tests/e2e/test_drehwurm_phone_e2e.py),
written out as a transcript with every message as a phone shows it (wrapped at 38 columns): every
board fits a phone screen, its buttons take at most three rows with no button alone on a row, a
steal calls its victim, and what the channel keeps afterwards reads true.

The transcript goes to transcript-<lang>.txt in the directory PHONE_TRANSCRIPTS names (else the
test's tmp_path), to be read by a person."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from bot.i18n import SUPPORTED, t
from tests.e2e.fake_discord import UPDATE_MESSAGE
from tests.e2e.players import (
    computer_menu,
    ending_posted,
    game_events,
    game_id_of,
    game_row,
    open_lobby,
    play_to_end,
    start_game,
)
from tests.e2e.test_drehwurm_phone_e2e import LOCALES as READ_IN_DREHWURM
from tests.phone_screen import phone_lines, readable

# A server's Discord locale in each language
SERVERS = {"en": "en-US", "de": "de", "es": "es-ES", "fr": "fr", "it": "it", "pt-BR": "pt-BR",
           "nl": "nl", "pl": "pl"}  # fmt: skip
READ_HERE = ("en", "es", "it", "pt-BR")  # the others in tests/e2e/test_drehwurm_phone_e2e.py


def buttons_text(payload: dict[str, Any]) -> list[str]:
    rows = []
    for row in payload.get("components") or ():
        cells = []
        for c in row.get("components") or ():
            name = (c.get("emoji") or {}).get("name") or ""
            label = c.get("label") or c.get("placeholder") or ""
            cells.append(f"[{name} {label}{' (off)' if c.get('disabled') else ''}]".strip())
        rows.append(" ".join(cells))
    return rows


def phone(payload: dict[str, Any], names: dict[int, str]) -> list[str]:
    return phone_lines(payload.get("embeds") or [], payload.get("content"), names)


def transcript(messages: list[tuple[str, dict[str, Any]]], names: dict[int, str]) -> str:
    out = []
    for heading, payload in messages:
        out.append(f"==== {heading}")
        out += [f"| {readable(line)}" for line in phone(payload, names)]
        out += [f"  {row}" for row in buttons_text(payload)]
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("loc", READ_HERE)
async def test_a_four_player_game_reads_well_on_a_phone(fake, bot, loc, tmp_path: Path):
    guild = fake.add_guild(f"server-{loc}", locale=SERVERS[loc])
    channel = guild.add_text_channel("table")
    players = [fake.add_user(name, locale=SERVERS[loc]) for name in ("ana", "ben", "carla")]
    for user in players:
        guild.add_member(user)
    host, guests = players[0], players[1:]
    names = {u.id: u.name for u in players}

    lobby = await open_lobby(fake, host, channel)
    added = await fake.select(host, lobby, computer_menu(lobby), ["normal"])
    assert await added.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, host, guests)
    game_id = game_id_of(board)
    played = await play_to_end(fake, board, players, random.Random(4), take_chance=0.6)
    board = played.board
    ending = await ending_posted(fake, channel, game_id)

    # Every version of the board, then every other message of the channel (deleted ones marked).
    versions = [*board.versions, board.payload()]
    shown = [(f"board, version {i + 1}", v) for i, v in enumerate(versions)]
    others = [m for m in fake.messages if m.channel is channel and m is not board]
    shown += [(f"message{' (deleted)' if m.deleted else ''}", m.payload()) for m in others]
    folder = Path(os.environ.get("PHONE_TRANSCRIPTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"transcript-{loc}.txt"
    path.write_text(transcript(shown, names), encoding="utf-8")

    running = [v for v in versions if v.get("components") and v.get("embeds")]
    assert len(running) > 20
    for version in running:
        lines = phone(version, names)
        assert len(lines) <= 20, "\n".join(lines)
        rows = [row["components"] for row in version["components"]]
        assert len(rows) <= 3
        assert all(len(row) > 1 or row[0]["type"] == 3 for row in rows), buttons_text(version)

    # A steal of a human's tile called them, in the game's one call message.
    events = [e for row in game_events(bot, game_id) for e in row["events"]]
    seats = [p["id"] for p in game_row(bot, game_id)["players"]]
    robbed = {seats[e["victim"]] for e in events if e["type"] == "stole"} & set(names)
    called = [m for m in others if m.content.startswith("⚔️")]
    for victim in robbed:
        assert any(f"<@{victim}>" in m.content for m in called), (victim, path.read_text())
    stolen = t(loc, "ping-stolen", name="", thief="", tile="")
    assert all(m.content.startswith(stolen[:2]) for m in called)

    # What the channel keeps: the final board, the ending and at most one call of the game.
    kept = fake.channel_messages(channel)
    calls = [m for m in kept if m is not board and m is not ending]
    assert len(calls) <= 1, [m.content for m in calls]
    assert not board.components and "▶️" not in board.text
    await fake.assert_healthy()


def test_every_language_reads_a_whole_game_on_a_phone():
    assert sorted([*READ_HERE, *READ_IN_DREHWURM]) == sorted(SUPPORTED)
