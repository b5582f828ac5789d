"""Many tables at once: 20 games in 20 channels, everybody clicking at the same time, some tables
with a computer player moving on its own timer, and every interaction answered within Discord's
3 seconds."""

from __future__ import annotations

import asyncio
import random

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Message, User
from tests.e2e.players import (
    computer_menu,
    current_mention,
    game_id_of,
    game_with_events,
    lobby_click,
    moves,
    open_lobby,
    play_turns,
    wait_for_turn,
)

TABLES = 20
CLICKS_PER_TABLE = 25


def with_computer(n: int) -> bool:
    return n % 4 == 0


async def test_twenty_games_in_twenty_channels_at_once(fake, bot):
    w = fake.world
    channels = [w.guild.add_text_channel(f"table-{n}") for n in range(TABLES)]
    seats = [[w.players[(n + k) % 8] for k in range(3)] for n in range(TABLES)]

    lobbies = await asyncio.gather(
        *(open_lobby(fake, players[0], ch) for players, ch in zip(seats, channels, strict=True))
    )
    assert len({game_id_of(lobby) for lobby in lobbies}) == TABLES

    async def fill_and_start(n: int, lobby: Message, host: User, guests: list[User]) -> Message:
        joins = await asyncio.gather(*(lobby_click(fake, g, lobby, "join") for g in guests))
        assert [j.response_type for j in joins] == [UPDATE_MESSAGE] * len(guests)
        if with_computer(n):
            add = await fake.select(host, lobby, computer_menu(lobby), ["easy"])
            assert await add.wait_response() == UPDATE_MESSAGE
        start = await lobby_click(fake, host, lobby, "start")
        assert start.response_type == UPDATE_MESSAGE
        return await start.reply()

    boards = await asyncio.gather(
        *(
            fill_and_start(n, lobby, players[0], players[1:])
            for n, (lobby, players) in enumerate(zip(lobbies, seats, strict=True))
        )
    )

    async def table(n: int):
        board, players = boards[n], seats[n]
        await wait_for_turn(fake, board)  # a computer may begin
        # Someone not on turn clicks at the same moment as the player on turn.
        waiting = next(u for u in players if u.id != current_mention(board))
        intruder = asyncio.create_task(fake.click(waiting, board.snapshot(), moves(board)["roll"]))
        play = await play_turns(fake, board, players, random.Random(n), stop_after=CLICKS_PER_TABLE)
        return play, await intruder

    results = await asyncio.gather(*(table(n) for n in range(TABLES)))

    computer_moves = 0
    for n, ((play, intruder), board) in enumerate(zip(results, boards, strict=True)):
        assert await intruder.wait_response() == CHANNEL_MESSAGE
        refusal = (await intruder.reply()).content
        assert refusal in (t("en", "illegal-not-your-turn"), t("en", "stale-button"))
        # One read for both: a computer may still be playing on this table.
        game, events = game_with_events(bot, play.game_id)
        assert game["channel_id"] == board.channel.id
        assert len(play.clicks) == CLICKS_PER_TABLE or game["status"] == "finished"
        assert [e["step"] for e in events] == list(range(1, game["step"] + 1))
        lobby_steps = 3 + with_computer(n)  # joins, the computer, the start
        moves_made = events[lobby_steps:]
        assert [e["actor_id"] for e in moves_made if e["actor_id"] > 0] == [
            user for user, _ in play.clicks
        ]
        by_computer = [e for e in moves_made if e["actor_id"] < 0]
        assert with_computer(n) or not by_computer
        computer_moves += len(by_computer)
    assert computer_moves > 0

    latencies = sorted(ix.latency for ix in fake.interactions.values() if ix.latency is not None)
    assert len(latencies) == len(fake.interactions) >= TABLES * (4 + CLICKS_PER_TABLE)
    assert latencies[-1] < 3.0, f"slowest answer {latencies[-1]:.2f} s"
    assert fake.slow_interactions == []
    await fake.assert_healthy()
