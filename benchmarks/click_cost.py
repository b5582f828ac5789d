"""CPU the bot spends per click, beside a no-op discord.py bot answering the same clicks.

Both run as real processes, side by side, each against a fake Discord of the tests on 127.0.0.1
(the fakes' own CPU is not counted: they are this process). Ours plays two-player Heckmeck games
to their end, clicked as players do; the baseline (benchmarks/noop_bot.py) answers each click by
redrawing a message as large as a real board. CPU time is read from /proc for each bot process,
over the clicks only. Each round clicks both bots the same number of times, in turns, so both
meet the same machine; the median of the rounds' own ratios is the figure.

    python benchmarks/click_cost.py [--clicks 200] [--rounds 25]

Target: ours <= 2 x the no-op bot.
"""

from __future__ import annotations

import argparse
import asyncio
import json
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


def cpu_seconds(pid: int) -> float:
    """CPU time of a process so far, all its threads, to the nanosecond (/proc's schedstat: the
    user + system ticks of /proc/<pid>/stat count in 10 ms steps)."""
    return sum(
        int((task / "schedstat").read_text().split()[0])
        for task in Path(f"/proc/{pid}/task").iterdir()
        if (task / "schedstat").exists()
    ) / 1e9


class OurBot:
    """`python -m bot` on its own fake Discord, playing two-player Heckmeck games clicked as
    players do, game after game."""

    def __init__(self, fake: FakeDiscord, workdir: Path, seed: int) -> None:
        self.fake = fake
        self.bot = BotProcess(fake, workdir, TURN_TIMEOUT_SECONDS="3600")
        self.rng = random.Random(seed)
        self.board = None  # the running game's board message

    async def start(self) -> dict:
        """Start, warm up (imports, first renders, caches); the last board's payload."""
        await self.bot.start(timeout=60)
        # Start-up work is not a click's: the emoji pictures are drawn and uploaded in the
        # background once, and a click measured meanwhile would carry some of it.
        await self.fake.wait_until(lambda: "Application emojis ready" in self.bot.log(), timeout=60)
        await self.clicks(30)
        return self.board.payload()

    async def clicks(self, count: int) -> float:
        """CPU seconds of the bot over `count` clicks (starting games in between is not counted)."""
        w = self.fake.world
        spent, done = 0.0, 0
        while done < count:
            if self.board is None or not has_controls(self.board):
                lobby = await open_lobby(self.fake, w.alice, w.channel)
                self.board = await start_game(self.fake, lobby, w.alice, [w.bob])
            before = cpu_seconds(self.bot.process.pid)
            play = await play_turns(
                self.fake, self.board, [w.alice, w.bob], self.rng, stop_after=count - done
            )
            spent += cpu_seconds(self.bot.process.pid) - before
            done += len(play.clicks)
            self.board = play.board
        return spent

    async def stop(self) -> None:
        await self.bot.stop()


class NoopBot:
    """benchmarks/noop_bot.py on its own fake Discord, its one message clicked again and again."""

    def __init__(self, fake: FakeDiscord, workdir: Path) -> None:
        self.fake = fake
        self.workdir = workdir
        self.process: asyncio.subprocess.Process | None = None
        self.message = None
        self.button = ""

    async def start(self, board: dict) -> None:
        fake = self.fake
        board_file = self.workdir / "board.json"
        board_file.write_text(json.dumps(board))
        self.process = await asyncio.create_subprocess_exec(
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
        await fake.wait_until(
            lambda: bool(fake.command_syncs) and fake.connected,
            timeout=60,
            what="the no-op bot to start",
        )
        w = fake.world
        ix = await fake.slash(w.alice, w.other_channel, "noop")
        self.message = await ix.reply(timeout=30)
        self.button = next(
            b.custom_id for b in self.message.buttons() if b.custom_id and not b.disabled
        )
        await self.clicks(20)  # warm-up

    async def clicks(self, count: int) -> float:
        assert self.process is not None
        before = cpu_seconds(self.process.pid)
        for _ in range(count):
            click = await self.fake.click(self.fake.world.alice, self.message, self.button)
            assert await click.wait_response(timeout=30) == UPDATE_MESSAGE
        return cpu_seconds(self.process.pid) - before

    async def stop(self) -> None:
        if self.process is not None:
            self.process.terminate()
            await self.process.wait()


async def main(clicks: int, rounds: int) -> None:
    ours_ms: list[float] = []
    noop_ms: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        async with FakeDiscord() as ours_fake, FakeDiscord() as noop_fake:
            ours_fake.add_default_world()
            noop_fake.add_default_world()
            ours = OurBot(ours_fake, Path(folder), seed=0)
            noop = NoopBot(noop_fake, Path(folder))
            try:
                await noop.start(await ours.start())
                for number in range(rounds):
                    # Both bots run all along; each round clicks both, the first by turns, so
                    # that both meet the machine as it is at that moment.
                    if number % 2 == 0:
                        mine, base = await ours.clicks(clicks), await noop.clicks(clicks)
                    else:
                        base, mine = await noop.clicks(clicks), await ours.clicks(clicks)
                    ours_ms.append(mine / clicks * 1000)
                    noop_ms.append(base / clicks * 1000)
                    print(
                        f"round {number + 1}: ours {ours_ms[-1]:.2f} ms CPU/click, "
                        f"no-op bot {noop_ms[-1]:.2f} ms CPU/click, "
                        f"ratio {ours_ms[-1] / noop_ms[-1]:.2f}"
                    )
            finally:
                await noop.stop()
                await ours.stop()
    ratios = sorted(m / b for m, b in zip(ours_ms, noop_ms, strict=True))
    quarter = len(ratios) // 4
    print(f"\nclicks per round: {clicks}; rounds: {rounds} (medians)")
    print(f"  bot CPU per click:        {statistics.median(ours_ms):.2f} ms")
    print(f"  no-op discord.py bot:     {statistics.median(noop_ms):.2f} ms")
    print(
        f"  ratio (target <= 2.0):    {statistics.median(ratios):.2f}"
        f" (the rounds' middle half {ratios[quarter]:.2f}-{ratios[-1 - quarter]:.2f};"
        f" all clicks together {sum(ours_ms) / sum(noop_ms):.2f})"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=200, help="clicks per bot per round")
    parser.add_argument("--rounds", type=int, default=25)
    args = parser.parse_args()
    asyncio.run(main(args.clicks, args.rounds))
