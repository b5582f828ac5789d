"""Soak the bot with the random-click crawler (tests/e2e/crawler.py) and print figures.

    python scripts/crawl.py --games 50 --seed 7
    python scripts/crawl.py --games 20 --editions drehwurm --snap-window 4 --pace 0.5
    python scripts/crawl.py --replay /tmp/crawl-7.json

Starts the fake Discord and the real bot (`python -m bot`, its dice seeded with the crawl's seed:
RANDOM_SEED), crawls `--games` whole games of each edition at once (Heckmeck classic with a
computer, Junior, Drehwurm with 3-4 humans) plus a sweep of every slash command and
`--tournaments` tournaments walked through their states (tests/e2e/tournament_crawl.py), and
prints clicks, games, interactions per second and what it found. On a finding it prints the seed
and the clicks that led there, writes the clicks to `--save-clicks` (default
/tmp/crawl-<seed>.json) and exits 1; `--replay FILE` sends such a list again, in order, with the
same checks (with one edition's clicks, and the same seed, the bot draws the same dice).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tests.e2e.bot_process import BotProcess
from tests.e2e.crawler import (
    EDITIONS,
    Crawler,
    Finding,
    clicks_from_json,
    clicks_to_json,
)
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.tournament_crawl import TournamentCrawl


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10, help="whole games of each edition")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--editions", default=",".join(EDITIONS), help=f"comma-separated, of {list(EDITIONS)}"
    )
    parser.add_argument("--snap-window", type=float, default=0.5, help="SNAP_WINDOW_SECONDS")
    parser.add_argument("--pace", type=float, default=0.15, help="longest think time, seconds")
    parser.add_argument("--save-clicks", type=Path, help="where a finding's clicks are written")
    parser.add_argument("--replay", type=Path, help="send the clicks of this file again")
    parser.add_argument(
        "--tournaments", type=int, default=1, help="tournaments walked beside the games"
    )
    parser.add_argument("--quiet", action="store_true", help="no line per game")
    return parser.parse_args()


async def crawl(args: argparse.Namespace) -> int:
    editions = [name.strip() for name in args.editions.split(",") if name.strip()]
    unknown = set(editions) - set(EDITIONS)
    if unknown:
        print(f"unknown editions: {sorted(unknown)}; known: {list(EDITIONS)}")
        return 2
    replayed = clicks_from_json(args.replay.read_text()) if args.replay else None
    if replayed is not None:
        editions = sorted({c.table for c in replayed} - {"commands"})
    save_to = args.save_clicks or Path(tempfile.gettempdir()) / f"crawl-{args.seed}.json"
    async with FakeDiscord() as fake:
        fake.add_default_world()
        Crawler.prepare_world(fake, editions)
        TournamentCrawl.prepare_world(fake)
        workdir = Path(tempfile.mkdtemp(prefix="crawl-"))
        bot = BotProcess(
            fake,
            workdir,
            SNAP_WINDOW_SECONDS=str(args.snap_window),
            COMPUTER_DELAY_SECONDS="0",
            RANDOM_SEED=str(args.seed),
        )
        await bot.start()
        say = (lambda _: None) if args.quiet else print
        crawler = Crawler(
            fake, bot, args.seed, pace=args.pace, snap_window=args.snap_window, log=say
        )
        try:
            if replayed is not None:
                figures = await crawler.replay(replayed)
            else:
                walk = TournamentCrawl(crawler)
                figures = await crawler.run(
                    editions, args.games, also=[lambda: walk.run(args.tournaments)]
                )
                print(walk.summary())
        except Finding as finding:
            save_to.write_text(clicks_to_json(crawler.clicks))
            print(f"FINDING\n{finding}\n\nclicks written to {save_to}")
            print(f"the bot's log and database: {workdir}")
            print(crawler.figures.summary())
            print(f"FINDING: {finding.what}")
            return 1
        finally:
            await bot.stop()
    shutil.rmtree(workdir, ignore_errors=True)
    print(figures.summary())
    return 0


def main() -> None:
    sys.exit(asyncio.run(crawl(arguments())))


if __name__ == "__main__":
    main()
