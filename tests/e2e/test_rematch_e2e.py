"""Rematch through the fake Discord: the button under a finished game's ending opens the lobby the
game's own command would open, with the same edition, variants and options and the same players
seated, and Start turns that lobby message into the board, as after /heckmeck start."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from bot.i18n import t
from cogs.drehwurm import ids as drehwurm_ids
from cogs.table.hints import odds_id
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, FakeDiscord, Message, User
from tests.e2e.players import (
    computer_menu,
    current_line,
    ending_posted,
    game_id_of,
    game_row,
    lobby_click,
    open_lobby,
    play_to_end,
    start_game,
    table_notes,
)
from tests.e2e.test_drehwurm_e2e import FAST, open_table, play

GAME_NUMBERS = re.compile(r"^(lobby|cpu):\d+:\d+")
TIMESTAMP = re.compile(r"<t:\d+")


def layout(message: Message) -> list[Any]:
    """What a lobby shows, without the game's id and step, when it closes, or the order in which
    the players came: its embeds and its components."""
    embeds = [
        {
            **embed,
            "fields": [
                {**f, "value": sorted(TIMESTAMP.sub("<t:#", f["value"]).splitlines())}
                for f in embed.get("fields") or ()
            ],
        }
        for embed in message.embeds
    ]
    components = [
        (b.label, str(b.emoji), b.style, b.disabled, GAME_NUMBERS.sub(r"\1:#", b.custom_id))
        for b in message.buttons()
    ] + [
        (s.placeholder, [o.value for o in s.options], GAME_NUMBERS.sub(r"\1:#", s.custom_id))
        for s in message.selects()
    ]
    return [message.content, embeds, components]


async def rematch(fake: FakeDiscord, user: User, ending: Message) -> Message:
    ix = await fake.click(user, ending, label=t("en", "ending-rematch"))
    assert await ix.wait_response() == CHANNEL_MESSAGE
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None
    return lobby


async def start_rematch(fake: FakeDiscord, bot: BotProcess, lobby: Message, host: User) -> int:
    """Start the lobby: the lobby message becomes the board, and no other board is posted."""
    game_id = game_id_of(lobby)
    before = len(fake.channel_messages(lobby.channel))
    ix = await lobby_click(fake, host, lobby, "start")
    assert ix.response_type == UPDATE_MESSAGE
    assert (await ix.reply()) is lobby
    assert game_row(bot, game_id)["status"] == "running"
    assert table_notes(bot, game_id)["board"]["message_id"] == lobby.id
    assert not any(b.custom_id.startswith("lobby:") for b in lobby.buttons())
    # The board says whose turn it is (Drehwurm's in its first line, Heckmeck's in its turn line).
    if game_row(bot, game_id)["kind"] == "drehwurm":
        assert "▶️ " in lobby.text
    else:
        assert current_line(lobby) is not None
    # Whatever else the bot posts now (a turn call) is no board of this game.
    boards = [
        m
        for m in fake.channel_messages(lobby.channel)[before:]
        if any(str(game_id) in (b.custom_id or "") for b in m.buttons())
    ]
    assert boards == []
    return game_id


def assert_no_errors(bot: BotProcess) -> None:
    log = bot.log()
    assert "Traceback" not in log and "ERROR" not in log, log


@pytest.mark.bot_env(COMPUTER_DELAY_SECONDS="0.05")
async def test_a_heckmeck_rematch_opens_the_same_lobby_and_starts_into_its_board(fake, bot):
    w = fake.world
    options = {"edition": "classic", "short_game": True, "harsh_failure": True, "hints": True}
    lobby = await open_lobby(fake, w.alice, w.channel, **options)
    ix = await fake.select(w.alice, lobby, computer_menu(lobby), ["easy"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, w.alice, [w.bob])
    first_id = game_id_of(board)
    assert board.button(custom_id=odds_id(first_id)).enabled
    await play_to_end(fake, board, [w.alice, w.bob], random.Random(7), take_chance=0.7)
    ending = await ending_posted(fake, w.channel, first_id)

    lobby = await rematch(fake, w.bob, ending)
    game_id = game_id_of(lobby)
    first, game = game_row(bot, first_id), game_row(bot, game_id)
    assert game["status"] == "lobby" and game["host_id"] == w.bob.id
    assert game["options"] == first["options"]
    assert game["meta"]["hints"] is True and game["meta"]["rematch_of"] == first_id
    assert sorted(p["id"] for p in game["players"]) == sorted(p["id"] for p in first["players"])
    # The lobby /heckmeck start opens with the same options and players, elsewhere.
    same = await open_lobby(fake, w.bob, w.other_channel, **options)
    ix = await lobby_click(fake, w.alice, same, "join")
    ix = await fake.select(w.bob, same, computer_menu(same), ["easy"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    assert layout(lobby) == layout(same)
    await lobby_click(fake, w.bob, same, "cancel")

    await start_rematch(fake, bot, lobby, w.bob)
    assert lobby.button(custom_id=odds_id(game_id)).enabled  # hints are on, as before
    assert_no_errors(bot)
    await fake.assert_healthy()


@pytest.mark.bot_env(**FAST)
async def test_a_drehwurm_rematch_keeps_the_variant_and_starts_into_its_board(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob], computers=["easy"], variant="experienced")
    await play(table, random.Random(3), snap_chance=0.6)
    ending = await ending_posted(fake, w.channel, table.game_id)

    lobby = await rematch(fake, w.alice, ending)
    game_id = game_id_of(lobby)
    first, game = game_row(bot, table.game_id), game_row(bot, game_id)
    assert game["kind"] == "drehwurm" and game["options"] == {"variant": "experienced"}
    assert sorted(p["id"] for p in game["players"]) == sorted(p["id"] for p in first["players"])
    ix = await fake.slash(w.alice, w.other_channel, "drehwurm", "start", variant="experienced")
    same = await ix.reply()
    await lobby_click(fake, w.bob, same, "join")
    ix = await fake.select(w.alice, same, computer_menu(same), ["easy"])
    assert await ix.wait_response() == UPDATE_MESSAGE
    assert layout(lobby) == layout(same)
    await lobby_click(fake, w.alice, same, "cancel")

    await start_rematch(fake, bot, lobby, w.alice)
    assert lobby.button(custom_id=drehwurm_ids.hand(game_id)).enabled
    assert_no_errors(bot)
    await fake.assert_healthy()
