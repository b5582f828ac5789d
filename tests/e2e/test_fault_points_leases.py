"""Across processes: two bot processes over one PostgreSQL database, both running every shard, so
that the work one process at a time may do (a season's closing, the tournaments' rounds, puzzle
mining) can be claimed by either. Process A is killed at a fault point in the middle of such
work; process B, running on, leaves it alone while A's claim holds and takes it over once the
claim has run out (a season's claim after RECLAIM_SECONDS and a mining claim after
MINING_LEASE_SECONDS, moved on the clock; the tournaments' lease after LEASE_SECONDS, short
here), and nothing is posted or done twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import pytest

from bot.domain.heckmeck.puzzles.harvest import puzzles_of_game
from bot.domain.results import MIN_GAMES
from bot.i18n import t
from bot.storage.base import Storage
from bot.storage.connect import open_store
from bot.storage.queries.puzzles import MINING_LEASE_SECONDS
from bot.storage.queries.seasons import RECLAIM_SECONDS
from bot.table.heckmeck.puzzle_harvest import PUZZLES_MINED
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import Channel, FakeDiscord, Message
from tests.e2e.kill_chain import killed_at
from tests.e2e.players import has_controls
from tests.e2e.test_seasons_e2e import (
    MENTION,
    at,
    monthly_seasons,
    posts_of,
    set_clock,
    setup_roles,
)
from tests.e2e.tournament_players import (
    is_board,
    play_tables,
    press,
    signup_button,
    tournament_id_of,
)
from tests.table.test_pending_results import finished_game, new_sessions

T = TypeVar("T")


def process(fake: FakeDiscord, tmp_path: Path, name: str, url: str, **settings: str) -> BotProcess:
    """A bot process of its own (its own lease holder) over the shared database `url`."""
    workdir = tmp_path / name
    workdir.mkdir()
    return BotProcess(fake, workdir, DATABASE_URL=url, LEASE_HOLDER=name, **settings)


async def killed(fake: FakeDiscord, bot: BotProcess, point: str) -> None:
    """Wait until `bot` killed itself at `point`, reap it and wait for its gateway to drop."""
    await fake.wait_until(lambda: not bot.running, what=f"the kill at {point}", timeout=60)
    await bot.kill()
    assert killed_at(bot, point), bot.log()[-3000:]
    await fake.wait_until(lambda: not fake.connected, what="the gateway to drop")


async def until(check: Callable[[], Awaitable[T]], what: str = "", timeout: float = 90) -> T:
    """The first truthy value of `check()`, looked at every tenth of a second (the store is read
    through its own client here, not the fake's events)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not (value := await check()):
        assert loop.time() < deadline, f"timed out after {timeout} s waiting for {what}"
        await asyncio.sleep(0.1)
    return value


def titled(fake: FakeDiscord, channel: Channel, title: str) -> list[Message]:
    return [
        m for m in fake.channel_messages(channel) if any(e.get("title") == title for e in m.embeds)
    ]


@pytest.mark.parametrize("point", ["season.close.champion", "season.close.posted"])
async def test_a_season_close_killed_in_one_process_is_finished_by_the_other_once(
    fake, tmp_path, postgres_url, point
):
    """A claims October's closing and is killed in it (before the role and the post, or after
    the post, before it was noted); B finds the claim fresh and leaves it, then, the claim run
    out, closes the season: one post, the role given once."""
    w = fake.world
    champion_role, admin = setup_roles(fake)
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 10, 31, 22, 0))
    a = process(fake, tmp_path, "a", postgres_url, CLOCK_OFFSET_FILE=str(clock))
    b = process(fake, tmp_path, "b", postgres_url, CLOCK_OFFSET_FILE=str(clock))
    store: Storage = await open_store(postgres_url)
    try:
        await a.start(HECKMECK_FAULT=point)
        await (await monthly_seasons(fake, admin, champion_role)).reply()
        await store.write(
            "INSERT INTO season_ratings (rating_game, scope, season, user_id, mu, sigma, ordinal,"
            " games, wins, score_sum, updated_at, human_games)"
            " VALUES ('heckmeck', ?, '2026-10', ?, 25, 5, 20, ?, 1, 10, 0, ?)",
            [(w.guild.id, w.alice.id, MIN_GAMES, MIN_GAMES)],
        )
        await store.write(
            "INSERT INTO players (user_id, name, updated_at) VALUES (?, ?, 0)",
            [(w.alice.id, w.alice.name)],
        )
        set_clock(clock, at(2026, 11, 1, 0, 0, 1))
        await killed(fake, a, point)

        await b.start()
        await fake.wait_until(
            lambda: "Seasons looked at: 0 closed now" in b.log(), what="B leaving the claim"
        )
        assert len(posts_of(fake, "October 2026")) == int(point == "season.close.posted")
        set_clock(clock, at(2026, 11, 1, 0, 0, 1) + RECLAIM_SECONDS + 60)
        await fake.wait_until(
            lambda: "Seasons looked at: 1 closed now" in b.log(), what="B closing it", timeout=60
        )
        (post,) = posts_of(fake, "October 2026")
        assert int(MENTION.search(post.content).group(1)) == w.alice.id
        assert w.guild.holders(champion_role) == [w.alice]
        row = await store.fetch_one(
            "SELECT done FROM season_closes WHERE guild_id = ? AND season = '2026-10'",
            (w.guild.id,),
        )
        assert row is not None and row[0]
        assert "Traceback" not in b.log()
    finally:
        await a.kill()
        await b.kill()
        await store.close()


async def tournament_state(store: Storage, tid: int) -> tuple[str, int]:
    row = await store.fetch_one("SELECT status, round_no FROM tournaments WHERE id = ?", (tid,))
    assert row is not None
    return row[0], row[1]


async def live_boards(fake: FakeDiscord, store: Storage, tid: int) -> list[Message]:
    """The live board of each unfinished table of the tournament's current round."""
    _, round_no = await tournament_state(store, tid)
    rows = await store.fetch_all(
        "SELECT thread_id FROM tournament_tables WHERE tournament_id = ? AND round_no = ?"
        " AND finished = 0 AND thread_id IS NOT NULL",
        (tid, round_no),
    )
    boards = []
    for (thread_id,) in rows:
        thread = fake.channels.get(thread_id)
        live = [m for m in fake.channel_messages(thread) if is_board(m) and has_controls(m)]
        if thread is not None and live:
            boards.append(live[-1])
    return boards


@pytest.mark.parametrize("point", ["tournament.round.posted", "tournament.standings.posted"])
async def test_a_tournament_killed_in_one_process_is_run_on_by_the_other_once(
    fake, tmp_path, postgres_url, point
):
    """A runs the tournaments (it holds their lease) and is killed in a round: after its round's
    post, or after the standings, before the next round was claimed. B waits out A's lease, then
    runs the tournament to its end: each round's post, the standings and the winner once."""
    w = fake.world
    lease = {"LEASE_SECONDS": "6", "TURN_TIMEOUT_SECONDS": "900"}
    a = process(fake, tmp_path, "a", postgres_url, **lease)
    b = process(fake, tmp_path, "b", postgres_url, **lease)
    store: Storage = await open_store(postgres_url)
    players = [w.alice, w.bob, w.carol]
    try:
        await a.start(HECKMECK_FAULT=point)
        ix = await fake.slash(
            fake.owner, w.channel, "tournament create", game="heckmeck", rounds=2, table_size=3,
            short_game=True,
        )  # fmt: skip
        signup = await ix.reply()
        tid = tournament_id_of(signup)
        for player in players:
            await press(fake, player, signup, "join")
        await fake.click(fake.owner, signup, signup_button(signup, "start"))
        if point == "tournament.standings.posted":  # round one played with A
            await play_tables(fake, await until(lambda: live_boards(fake, store, tid)), players, 1)
        await killed(fake, a, point)

        await b.start()
        await fake.wait_until(
            lambda: "Another process runs the tournaments" in b.log(), what="B leaving A's lease"
        )
        seed = 1

        async def finished_or_boards() -> object:
            done = (await tournament_state(store, tid))[0] == "finished"
            return done or await live_boards(fake, store, tid)

        while (boards := await until(finished_or_boards)) is not True:
            seed += 1
            await play_tables(fake, boards, players, seed)
        for round_no in (1, 2):
            heading = t("en", "tournament-round-heading", number=tid, round=round_no, rounds=2)
            assert len(titled(fake, w.channel, heading)) == 1, heading
            after = t("en", "tournament-standings-after", number=tid, round=round_no, rounds=2)
            await fake.wait_until(lambda a=after: titled(fake, w.channel, a), what=after)
            assert len(titled(fake, w.channel, after)) == 1, after
        winner = t("en", "tournament-winner-title", number=tid)
        await fake.wait_until(lambda: titled(fake, w.channel, winner), what="the winner")
        assert len(titled(fake, w.channel, winner)) == 1
        assert "Traceback" not in b.log()
    finally:
        await a.kill()
        await b.kill()
        await store.close()


async def test_puzzle_mining_killed_in_one_process_is_done_by_the_other_once(
    fake, tmp_path, postgres_url
):
    """A claims a finished game for mining and is killed before keeping its puzzles; once the
    claim has run out (MINING_LEASE_SECONDS, moved on the clock), B mines it: each puzzle once."""
    storage = await open_store(postgres_url)
    sessions = new_sessions(storage)
    try:
        game = await finished_game(sessions, seed=1)
        record = await storage.get_game(game.id)
        assert record is not None
        found = puzzles_of_game(record.options, record.players, await storage.events_of(game.id))
    finally:
        await sessions.results_settled()
    assert found, "the seed's game has a puzzle (choose another seed if the AI changed)"
    clock = tmp_path / "clock"
    set_clock(clock, at(2026, 11, 1, 12, 0))
    mining = {"CLOCK_OFFSET_FILE": str(clock), "PUZZLE_MINING_SECONDS": "1"}
    a = process(fake, tmp_path, "a", postgres_url, **mining)
    b = process(fake, tmp_path, "b", postgres_url, **mining)
    point = "puzzle.mining.claimed"
    try:
        await a.start(HECKMECK_FAULT=point)
        await killed(fake, a, point)
        await b.start()
        set_clock(clock, at(2026, 11, 1, 12, 0) + MINING_LEASE_SECONDS + 60)
        mined = f"{PUZZLES_MINED}: 1 games, {len(found)} new puzzles"
        await fake.wait_until(lambda: mined in b.log(), what="B mining the game", timeout=60)
        rows = await storage.fetch_all(
            "SELECT count(*) FROM game_puzzles WHERE game_id = ?", (game.id,)
        )
        assert rows[0][0] == len(found)
        row = await storage.fetch_one(
            "SELECT found FROM puzzle_mined WHERE game_id = ?", (game.id,)
        )
        assert row is not None and row[0] == len(found)
        assert "Traceback" not in b.log()
    finally:
        await a.kill()
        await b.kill()
        await storage.close()
