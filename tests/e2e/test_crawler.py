"""The crawler's short run: one whole game of each edition (Heckmeck classic with a computer,
Junior, Drehwurm with humans only, Heckmeck in a group DM through interaction tokens) clicked at
random by its players and by passers-by, and every synced slash command with valid and edge-case
options, every invariant checked on every step (tests/e2e/crawler.py); and a one-round tournament
walked through its states at random (tests/e2e/tournament_crawl.py). A longer soak:
scripts/crawl.py --games 50 --seed N.

The seed comes from CRAWL_SEED (a fixed one by default, so that a failure is met again); a
failure prints it with the clicks that led there.
"""

from __future__ import annotations

import os

from tests.e2e.crawler import EDITIONS, Crawler
from tests.e2e.tournament_crawl import TournamentCrawl

SEED = int(os.environ.get("CRAWL_SEED", "20250"))
SNAP_WINDOW = 0.3  # seconds: short, so that a game is quick and fast players still click inside it


async def test_random_players_meet_no_broken_invariant(fake, start_bot):
    editions = list(EDITIONS)
    Crawler.prepare_world(fake, editions)
    bot = await start_bot(SNAP_WINDOW_SECONDS=str(SNAP_WINDOW), COMPUTER_DELAY_SECONDS="0")
    crawler = Crawler(fake, bot, SEED, pace=0.05, snap_window=SNAP_WINDOW, log=print)
    figures = await crawler.run(editions, games=1)
    print(figures.summary())
    assert figures.games_finished >= len(editions), figures.summary()
    refreshed = [c for c in crawler.clicks if c.target.startswith("redraw:")]
    assert refreshed and all(c.answer == "update" for c in refreshed), refreshed
    # the seed's first Junior game has long turns, and its host pauses it and resumes
    assert figures.pauses >= 1 and figures.resumes >= 1, figures.summary()
    assert figures.leave_asks >= 1, figures.summary()  # 🚪 Leave, with its answer checked
    await fake.assert_healthy(allow_errors=True)


async def test_a_tournament_walked_at_random_meets_no_broken_invariant(fake, start_bot):
    TournamentCrawl.prepare_world(fake)
    Crawler.prepare_world(fake, [])
    bot = await start_bot(SNAP_WINDOW_SECONDS=str(SNAP_WINDOW), COMPUTER_DELAY_SECONDS="0")
    crawler = Crawler(fake, bot, SEED, pace=0.05, snap_window=SNAP_WINDOW, log=print)
    walk = TournamentCrawl(crawler, quick=True)
    figures = await crawler.run([], games=0, also=[lambda: walk.run(1)], sweep=False)
    print(figures.summary(), walk.summary())
    assert walk.tournaments_finished + walk.tournaments_cancelled == 1, walk.summary()
    await fake.assert_healthy(allow_errors=True)
