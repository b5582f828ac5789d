"""Time from a click to the bot's first answer on a busy machine, where Discord allows 3 s.

A fresh bot process (the first use of a feature pays its loading) runs two Heckmeck tables on a
fake Discord of the tests, while `--hogs` processes keep every core busy. On one table the player
on turn presses 💡 Odds for the first time (the AI's tables are built then); as soon as that is
answered (deferred: the bot then works out the odds), a player of the other table presses Roll.
Both clicks' times from INTERACTION_CREATE to the first answer are read from the fake. Beside
them, the same run's baseline: a no-op discord.py bot (benchmarks/noop_bot.py) answering a click
under the same load.

    python benchmarks/first_answer.py [--rounds 4] [--hogs 12] [--base DIR]

`--base DIR`: a checkout of other code (e.g. `git worktree add --detach DIR REV`), run by turns
with this checkout's code, round by round.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.click_cost import NoopBot  # noqa: E402
from tests.e2e.bot_process import BotProcess  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402
from tests.e2e.players import current_mention, moves, open_lobby, start_game  # noqa: E402

PATIENCE = 120.0


def hogs(count: int) -> list[subprocess.Popen]:
    return [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(count)]


async def answered_after(fake: FakeDiscord, click: Any) -> float:
    """Seconds from the click to the bot's first answer; for an answer too late (Discord refused
    it as an unknown interaction), until the fake saw it, give or take its polling."""
    await fake.wait_until(
        lambda: click.responded or click.late_response_attempts,
        timeout=PATIENCE,
        what=f"an answer to {click!r}",
    )
    if click.responded and not click.late_response_attempts:
        return click.latency
    return asyncio.get_running_loop().time() - click.created_at


async def one_round(fake: FakeDiscord, workdir: Path, code: Path) -> tuple[float, float]:
    """(latency of the first 💡 press, latency of a Roll on another table pressed once the 💡
    press is answered)."""
    w = fake.world
    bot = BotProcess(fake, workdir, PYTHONPATH=str(code), TURN_TIMEOUT_SECONDS="3600")
    await bot.start(timeout=PATIENCE)
    try:
        users = {u.id: u for u in (w.alice, w.bob, w.carol, w.dave)}
        lobby = await open_lobby(fake, w.alice, w.channel, hints=True)
        odds_board = await start_game(fake, lobby, w.alice, [w.bob])
        lobby = await open_lobby(fake, w.carol, w.other_channel)
        roll_board = await start_game(fake, lobby, w.carol, [w.dave])
        odds_id = next(b.custom_id for b in odds_board.buttons() if b.custom_id.startswith("hmo:"))
        asking = users[current_mention(odds_board)]
        rolling = users[current_mention(roll_board)]
        odds = await fake.click(asking, odds_board, odds_id)
        latencies = [await answered_after(fake, odds)]
        # Once the 💡 press is answered (deferred), the bot works out the odds: the Roll comes then.
        roll = await fake.click(rolling, roll_board, moves(roll_board)["roll"])
        latencies.append(await answered_after(fake, roll))
        if odds.responded:
            await odds.reply(timeout=PATIENCE)  # the odds themselves, before the bot stops
        return latencies[0], latencies[1]
    finally:
        await bot.stop()


async def noop_latency(noop: NoopBot, fake: FakeDiscord, clicks: int = 5) -> float:
    latencies = []
    for _ in range(clicks):
        click = await fake.click(fake.world.alice, noop.message, noop.button)
        await click.wait_response(timeout=PATIENCE)
        latencies.append(click.latency)
    return statistics.median(latencies)


async def main(rounds: int, hog_count: int, base: Path | None) -> None:
    sides = {"new": REPO} if base is None else {"base": base.resolve(), "new": REPO}
    figures: dict[str, list[tuple[float, float]]] = {side: [] for side in sides}
    baseline: list[float] = []
    hogging = hogs(hog_count)
    try:
        with tempfile.TemporaryDirectory() as folder:
            async with FakeDiscord() as noop_fake:
                noop_fake.add_default_world()
                noop = NoopBot(noop_fake, Path(folder))
                button = {"type": 2, "style": 2, "label": "Roll", "custom_id": "noop:roll"}
                board = {"content": "board", "components": [{"type": 1, "components": [button]}]}
                await noop.start(board)
                try:
                    for number in range(rounds):
                        order = list(sides) if number % 2 == 0 else list(reversed(sides))
                        for side in order:
                            async with FakeDiscord() as fake:
                                fake.add_default_world()
                                workdir = Path(folder) / f"{side}{number}"
                                workdir.mkdir()
                                figures[side].append(await one_round(fake, workdir, sides[side]))
                            baseline.append(await noop_latency(noop, noop_fake))
                            odds, roll = figures[side][-1]
                            print(
                                f"round {number + 1} {side}: first 💡 answered after {odds:.2f} s,"
                                f" a Roll then after {roll:.2f} s; no-op bot"
                                f" {baseline[-1]:.2f} s",
                                flush=True,
                            )
                finally:
                    await noop.stop()
    finally:
        for hog in hogging:
            hog.kill()
    load = Path("/proc/loadavg").read_text().split()[0]
    print(f"\n{hog_count} CPU hogs (load average at the end {load}); medians of {rounds} rounds")
    print(f"  no-op discord.py bot, a click:  {statistics.median(baseline):.2f} s")
    for side, rows in figures.items():
        odds = statistics.median(r[0] for r in rows)
        roll = statistics.median(r[1] for r in rows)
        print(
            f"  {side}: first 💡 Odds press:     {odds:.2f} s (worst {max(r[0] for r in rows):.2f})"
        )
        print(
            f"  {side}: a Roll 0.3 s after it:   {roll:.2f} s (worst {max(r[1] for r in rows):.2f})"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--hogs", type=int, default=12)
    parser.add_argument("--base", type=Path, help="a checkout of the code to compare with")
    args = parser.parse_args()
    asyncio.run(main(args.rounds, args.hogs, args.base))
