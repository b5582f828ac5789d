"""Two bot processes, each running one of two shards, sharing one database (a SQLite file, or one
PostgreSQL server as in docker-compose.yml): each plays the games of its own shard's guilds,
deadlines and computer turns included, and a killed process's games wait for it (the other never
touches them) and continue when it is back."""

from __future__ import annotations

import random
import time

import pytest

from bot.storage.connect import open_store
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord, Guild, Message, User
from tests.e2e.players import (
    current_mention,
    game_id_of,
    has_controls,
    open_lobby,
    play_turn,
    play_turns,
    start_game,
)

SHARDS = 2


def guild_in_shard(fake: FakeDiscord, shard_id: int, players: list[User]) -> Guild:
    guild = fake.add_guild(f"Shard {shard_id} server", shard=(shard_id, SHARDS))
    guild.add_text_channel("heckmeck")
    for player in players:
        guild.add_member(player)
    return guild


async def start_shard_bot(
    fake: FakeDiscord, tmp_path, shard_id: int, url: str, computer_delay: str
) -> BotProcess:
    workdir = tmp_path / f"shard-{shard_id}"
    workdir.mkdir()
    bot = BotProcess(
        fake,
        workdir,
        DATABASE_URL=url,
        SHARD_COUNT=str(SHARDS),
        SHARD_IDS=str(shard_id),
        COMPUTER_DELAY_SECONDS=computer_delay,
    )
    await bot.start(timeout=30)
    return bot


async def game_with_a_computer(fake: FakeDiscord, guild: Guild, host: User) -> Message:
    channel = next(iter(guild.channels.values()))
    lobby = await open_lobby(fake, host, channel)
    (menu,) = lobby.selects()
    added = await fake.select(host, lobby, menu.custom_id, ["normal"])
    assert await added.wait_response() == UPDATE_MESSAGE
    return await start_game(fake, lobby, host, [])


@pytest.mark.parametrize("shared_store", ["sqlite", "postgresql"], indirect=True)
async def test_two_shard_processes_share_one_database_and_each_keeps_to_its_guilds(
    fake, tmp_path, shared_store
):
    w = fake.world
    guilds = [guild_in_shard(fake, shard, [w.alice, w.bob]) for shard in range(SHARDS)]
    # Shard 1's computer waits a second before each move, so that its process is surely killed on
    # the computer's turn; shard 0's computer plays at once (each of its moves a deadline as well).
    delays = ["0", "1"]
    bots = [
        await start_shard_bot(fake, tmp_path, shard, shared_store, delays[shard])
        for shard in range(SHARDS)
    ]
    store = await open_store(shared_store)  # the test's own look at the shared database
    try:
        assert sorted(i.shard for i in fake.identifies[-SHARDS:]) == [(0, 2), (1, 2)]
        boards = [await game_with_a_computer(fake, guilds[s], w.alice) for s in range(SHARDS)]
        games = [game_id_of(board) for board in boards]

        # Bring shard 1's game to the computer's turn, then kill shard 1's process.
        board = boards[1]
        if current_mention(board) == w.alice.id:
            board = await play_turn(fake, board, w.alice, random.Random(1))
        assert current_mention(board) is None and has_controls(board), "the computer's turn"
        await bots[1].kill()
        frozen_step = (await store.get_game(games[1])).step

        # Shard 0's process plays its whole game meanwhile, computer turns included...
        play = await play_turns(fake, boards[0], [w.alice], random.Random(2), computer_timeout=30)
        assert (await store.get_game(games[0])).status == "finished"
        assert any((e["actor_id"] or 0) < 0 for e in await store.events_of(games[0]))
        assert not has_controls(play.board)
        # ...and never touches shard 1's game, although its computer's deadline has passed.
        stalled = await store.get_game(games[1])
        assert stalled.step == frozen_step and stalled.deadline is not None
        assert stalled.deadline < time.time(), "shard 1's deadline passed while it was down"

        # Shard 1 comes back and picks up its own game's deadline from the database (its computer
        # plays at once: the pause is only needed to kill the process on the computer's turn).
        await bots[1].start(timeout=30, COMPUTER_DELAY_SECONDS="0")
        await play_turns(fake, board, [w.alice], random.Random(3), computer_timeout=30)
        assert (await store.get_game(games[1])).status == "finished"
        for bot in bots:
            assert "Traceback" not in bot.log(), bot.log()
    finally:
        await store.close()
        for bot in bots:
            await bot.kill()
