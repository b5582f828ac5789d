"""Chaos: whole games played while Discord answers 429s and 5xx, drops the gateway, and the bot is
SIGKILLed at random moments. Nothing the bot acknowledged is lost, every game finishes, a channel
never has two boards with working buttons, and after each fault every board shows its game as
stored within a few seconds."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable

import pytest

from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord
from tests.e2e.players import computer_menu, game_id_of, game_row, open_lobby, start_game
from tests.e2e.steady_players import SteadyTable, live_boards, watch_boards

# "A few seconds" after a fault ends, with room for a loaded machine: a restart, a Retry-After
# already running and the back-off of a channel update all fit in it.
STALE_AFTER_FAULT = 15.0
SEED = 12


def faults(fake: FakeDiscord, bot: BotProcess) -> dict[str, Callable[[], Awaitable[object]]]:
    async def inject(*args, **kwargs) -> None:
        fake.inject(*args, **kwargs)

    return {
        "callback-429": lambda: inject("callback", 429, retry_after=5.0, times=2),
        "callback-500": lambda: inject("callback", 500, times=4),
        "edit-503": lambda: inject("edit", 503, times=3),
        "edit-429": lambda: inject("edit", 429, retry_after=1.0, via=False, times=2),
        "post-502": lambda: inject("post", 502, times=2),
        "disconnect": fake.disconnect_bot,
        "kill": lambda: bot.restart(kill=True),
    }


async def open_table(fake, bot, channel, humans, computer: str | None, rng) -> SteadyTable:
    lobby = await open_lobby(fake, humans[0], channel)  # whole games: room for every fault
    if computer is not None:
        add = await fake.select(humans[0], lobby, computer_menu(lobby), [computer])
        assert await add.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, humans[0], humans[1:])
    return SteadyTable(fake, bot, channel, game_id_of(board), humans, rng)


@pytest.mark.bot_env(COMPUTER_DELAY_SECONDS="0.05", BOARD_MAX_AGE_SECONDS="4")
async def test_whole_games_survive_faults_and_kills(fake, bot):
    w = fake.world
    rng = random.Random(SEED)
    tables = [
        await open_table(fake, bot, w.channel, [w.alice, w.bob], None, random.Random(1)),
        await open_table(fake, bot, w.other_channel, [w.carol, w.dave], "easy", random.Random(2)),
        await open_table(
            fake, bot, w.guild.add_text_channel("chaos"), [w.erin], "normal", random.Random(3)
        ),
    ]
    stop = asyncio.Event()
    watcher = asyncio.create_task(watch_boards(tables, stop))
    plays = [asyncio.create_task(table.play()) for table in tables]
    chaos = faults(fake, bot)
    others = ["disconnect", *(name for name in chaos if name != "kill")]
    rng.shuffle(others)
    # The kills come early (at a random click each), so short games cannot end before both.
    schedule = ["kill", others[0], "kill", *others[1:]]

    def clicks() -> int:
        return sum(len(table.clicks) for table in tables)

    def over() -> bool:
        return all(play.done() for play in plays)

    happened = []
    for name in schedule:
        target = clicks() + rng.randint(2, 10)
        await fake.wait_until(lambda n=target: clicks() >= n or over(), what="the games to go on")
        if over():
            break
        await chaos[name]()
        happened.append(name)
        target = clicks() + 6
        await fake.wait_until(  # the fault runs its course (or the games end meanwhile)
            lambda n=target: not fake.pending_faults or clicks() >= n or over(),
            what=f"the fault {name} to be met",
        )
        fake.clear_faults()
        await fake.wait_until(
            lambda: all(table.current() for table in tables),
            timeout=STALE_AFTER_FAULT,
            what=f"every board to show its game after {name}",
        )
    await asyncio.gather(*plays)
    # A game is over once stored; its final board follows (through the channel after a
    # computer's last move, or after a retried answer).
    await fake.wait_until(
        lambda: not any(live_boards(fake, t.channel, t.game_id) for t in tables),
        timeout=STALE_AFTER_FAULT,
        what="every game's final board",
    )
    stop.set()
    await watcher

    assert happened.count("kill") >= 2, f"the games ended before the kills: {happened}"
    for table in tables:
        assert game_row(bot, table.game_id)["status"] == "finished"
        assert table.lost_moves() == []
        assert table.double_boards == []
        assert live_boards(fake, table.channel, table.game_id) == []  # the final board
        assert any(click.acknowledged for click in table.clicks)
    assert fake.unknown_routes == [] and fake.internal_errors == []
    assert fake.injected, "no injected fault was met"
