"""The chaos soak: the crawler plays every kind of table while Discord fails and the bot is killed.

    python benchmarks/chaos_soak.py --seconds 300 --seed 7
    python benchmarks/chaos_soak.py --seconds 60 --editions classic,drehwurm --verbose

Starts the fake Discord and the real bot (`python -m bot`, dice seeded with --seed), and for
`--seconds` crawls Heckmeck classic, Junior, Drehwurm and a Heckmeck table in a group DM at once
(tests/e2e/crawler.py: every button at random, pauses and resumes, leaves, Rematch, random
commands among which the daily and the puzzles) while, at random times, 5xx answers, 429s with
retry_after, slow answers, gateway disconnects (resumed, missed events replayed) and SIGKILLs of
the bot are let loose (tests/e2e/chaos_soak.py). Then it prints the figures and what must be zero:
lost acknowledged moves, doubled posts, frozen boards, tracebacks, and whether `python -m bot
check` passed on the database. Exits 1 if any is not zero (the bot's log and database are kept).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.e2e.bot_process import BotProcess
from tests.e2e.chaos_soak import EDITIONS, SNAP_WINDOW, ChaosCrawler, bot_settings
from tests.e2e.crawler import Crawler, Finding
from tests.e2e.fake_discord import FakeDiscord


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=300.0, help="how long the chaos lasts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--editions", default=",".join(EDITIONS), help=f"comma-separated, of {EDITIONS}"
    )
    parser.add_argument("--pace", type=float, default=0.1, help="longest think time, seconds")
    parser.add_argument("--verbose", action="store_true", help="a line per game and fault")
    return parser.parse_args()


async def start(fake: FakeDiscord, workdir: Path, seed: int, editions: list[str]) -> BotProcess:
    """Prepare the crawl's world and start the bot for it."""
    fake.add_default_world()
    Crawler.prepare_world(fake, editions)
    bot = BotProcess(fake, workdir, **bot_settings(seed))
    await bot.start()
    return bot


async def soak(args: argparse.Namespace) -> int:
    editions = [name.strip() for name in args.editions.split(",") if name.strip()]
    unknown = set(editions) - set(EDITIONS)
    if unknown:
        print(f"unknown editions: {sorted(unknown)}; known: {EDITIONS}")
        return 2
    workdir = Path(tempfile.mkdtemp(prefix="chaos-"))
    logging.getLogger("fake_discord").setLevel(logging.ERROR)  # its refusals: expected
    async with FakeDiscord() as fake:
        bot = await start(fake, workdir, args.seed, editions)
        say = print if args.verbose else (lambda _: None)
        crawler = ChaosCrawler(
            fake, bot, args.seed, args.seconds, pace=args.pace, snap_window=SNAP_WINDOW, log=say
        )
        try:
            report = await crawler.soak(editions)
        except Finding as finding:
            print(f"FINDING\n{finding}\n\nthe bot's log and database: {workdir}")
            print(crawler.report.summary(crawler))
            return 1
        finally:
            await bot.stop()
    print(report.summary(crawler))
    if not report.clean:
        print(f"the bot's log and database: {workdir}")
        return 1
    shutil.rmtree(workdir, ignore_errors=True)
    return 0


def main() -> None:
    sys.exit(asyncio.run(soak(arguments())))


if __name__ == "__main__":
    main()
