"""CPU the bot spends per click, beside a no-op discord.py bot answering the same clicks.

Both run as real processes against the tests' fake Discord on 127.0.0.1 (the fake's own CPU is
not counted: it is this process). Ours plays whole two-player Heckmeck games clicked as players
do; the baseline (benchmarks/noop_bot.py) answers each click by redrawing a message as large as a
real board. CPU time is read from /proc for the bot process only, over the clicks only. Rounds
alternate ours / baseline and the medians are compared.

    python benchmarks/click_cost.py [--clicks 1000] [--rounds 5]

Target (issue 13): ours <= 2 x the no-op bot.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from tests.e2e.bot_process import BotProcess, clean_environment  # noqa: E402
from tests.e2e.fake_discord import UPDATE_MESSAGE, FakeDiscord  # noqa: E402
from tests.e2e.players import (  # noqa: E402
    has_controls,
    open_lobby,
    play_turns,
    start_game,
)

TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


async def ours(fake: FakeDiscord, workdir: Path, clicks: int, seed: int) -> tuple[float, dict]:
    """CPU seconds per click of `python -m bot`, and the last board (for the baseline)."""
    bot = BotProcess(fake, workdir, TURN_TIMEOUT_SECONDS="3600")
    await bot.start(timeout=60)
    w = fake.world
    rng = random.Random(seed)
    try:
        # Start-up work is not a click's: the emoji pictures are drawn and uploaded in the
        # background once, and a click measured meanwhile would carry some of it.
        await fake.wait_until(lambda: "Application emojis ready" in bot.log(), timeout=60)
        # Warm-up: imports, first renders, caches.
        board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
        await play_turns(fake, board, [w.alice, w.bob], rng, stop_after=30)
        await stop_game(fake, board)
        done = 0
        spent = 0.0
        while done < clicks:
            board = await start_game(
                fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob]
            )
            before = cpu_seconds(bot.process.pid)
            play = await play_turns(fake, board, [w.alice, w.bob], rng, stop_after=clicks - done)
            spent += cpu_seconds(bot.process.pid) - before
            done += len(play.clicks)
            last = play.board.payload()
            if has_controls(play.board):
                await stop_game(fake, play.board)
        return spent / done, last
    finally:
        await bot.stop()


async def stop_game(fake: FakeDiscord, board) -> None:
    w = fake.world
    ix = await fake.slash(w.alice, w.channel, "heckmeck", "stop")
    confirm = await ix.reply()
    (button,) = [b for b in confirm.buttons() if b.custom_id and b.custom_id.startswith("stop:")]
    done = await fake.click(w.alice, confirm, button.custom_id)
    await done.wait_response(timeout=30)


async def baseline(fake: FakeDiscord, workdir: Path, clicks: int, board: dict) -> float:
    """CPU seconds per click of the no-op discord.py bot."""
    board_file = workdir / "board.json"
    board_file.write_text(json.dumps(board))
    syncs = len(fake.command_syncs)
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        str(REPO / "benchmarks" / "noop_bot.py"),
        env=clean_environment(
            DISCORD_TOKEN=fake.token,
            DISCORD_API_BASE_URL=fake.api_base_url,
            DISCORD_GATEWAY_URL=fake.gateway_url,
            NOOP_BOARD=str(board_file),
        ),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    try:
        await fake.wait_until(
            lambda: len(fake.command_syncs) > syncs and fake.connected,
            timeout=60,
            what="the no-op bot to start",
        )
        w = fake.world
        ix = await fake.slash(w.alice, w.other_channel, "noop")
        message = await ix.reply(timeout=30)
        button = next(b for b in message.buttons() if b.custom_id and not b.disabled)
        for _ in range(20):  # warm-up
            await (await fake.click(w.alice, message, button.custom_id)).wait_response(30)
        before = cpu_seconds(process.pid)
        for _ in range(clicks):
            click = await fake.click(w.alice, message, button.custom_id)
            assert await click.wait_response(timeout=30) == UPDATE_MESSAGE
        return (cpu_seconds(process.pid) - before) / clicks
    finally:
        process.terminate()
        await process.wait()
        await fake.wait_until(lambda: not fake.connected, timeout=30, what="the no-op bot to go")


async def main(clicks: int, rounds: int) -> None:
    ours_ms: list[float] = []
    noop_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        for round_number in range(rounds):
            async with FakeDiscord() as fake:
                fake.add_default_world()
                workdir = Path(folder) / f"round-{round_number}"
                workdir.mkdir()
                per_click, board = await ours(fake, workdir, clicks, seed=round_number)
                ours_ms.append(per_click * 1000)
                await fake.wait_until(lambda: not fake.connected, timeout=30, what="bot gone")
                noop_ms.append(await baseline(fake, workdir, clicks, board) * 1000)
            print(
                f"round {round_number + 1}: ours {ours_ms[-1]:.2f} ms CPU/click, "
                f"no-op bot {noop_ms[-1]:.2f} ms CPU/click"
            )
    mine, base = statistics.median(ours_ms), statistics.median(noop_ms)
    print(f"\nclicks per round: {clicks}; rounds: {rounds} (medians)")
    print(f"  bot CPU per click:        {mine:.2f} ms")
    print(f"  no-op discord.py bot:     {base:.2f} ms")
    print(f"  ratio (target <= 2.0):    {mine / base:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    asyncio.run(main(args.clicks, args.rounds))
