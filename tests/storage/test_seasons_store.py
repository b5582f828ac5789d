"""Seasons in the store, on SQLite and PostgreSQL: a game's season ratings are written with its
lifetime ones and start fresh each season; a season's leaderboard counts only its games; the
season setting; a season's closing is claimed once."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime

from bot.domain.seasons import SeasonSettings
from bot.domain.settings import ServerSettings
from bot.storage.connect import open_store
from bot.storage.queries import leaderboard, seasons, settings
from bot.table.sessions import Sessions
from bot.table.types import Timing
from tests.domain.test_replay import ANN, BOB, Recorder, open_game, play_out
from tests.table.clock import Clock

GUILD = 1  # open_game's server


def at(*parts: int) -> float:
    return datetime(*parts, tzinfo=UTC).timestamp()


async def play_at(sessions: Sessions, clock: Clock, moment: float, seed: int) -> int:
    clock.now = moment
    started = await open_game(sessions, "heckmeck", {"edition": "classic"}, [ANN, BOB])
    finished = await play_out(sessions, Recorder(), started.game, random.Random(seed))
    assert finished.status == "finished"
    await sessions.results_settled()
    return finished.id


async def test_season_ratings_start_fresh_and_count_only_their_games(store_url):
    storage = await open_store(store_url)
    try:
        clock = Clock()
        sessions = Sessions(storage, Timing(computer_delay=1), clock=clock, rng=random.Random(3))
        sessions.clock_ = clock
        await play_at(sessions, clock, at(2026, 10, 31, 23, 50), 1)
        await play_at(sessions, clock, at(2026, 11, 1, 0, 10), 2)
        rows = await storage.fetch_all(
            "SELECT season, user_id, games, mu FROM season_ratings WHERE scope = ?"
            " ORDER BY season, user_id",
            (GUILD,),
        )
        counted = {(season, user): games for season, user, games, _ in rows}
        assert counted == {
            ("2026-10", ANN.id): 1,
            ("2026-10", BOB.id): 1,
            ("2026-11", ANN.id): 1,
            ("2026-11", BOB.id): 1,
            ("2026-Q4", ANN.id): 2,
            ("2026-Q4", BOB.id): 2,
        }
        lifetime = await storage.fetch_all(
            "SELECT user_id, games, mu FROM ratings WHERE scope = ? ORDER BY user_id", (GUILD,)
        )
        assert [games for _, games, _ in lifetime] == [2, 2]
        # The quarter went through both games as the server's lifetime rating did; November
        # started fresh: its rating is one game's, not the lifetime one.
        season_mu = {(season, user): mu for season, user, _, mu in rows}
        for user, _, mu in lifetime:
            assert season_mu[("2026-Q4", user)] == mu
            assert season_mu[("2026-11", user)] != mu

        october = await leaderboard.leaderboard(storage, "heckmeck", GUILD, season="2026-10")
        assert october.total == 2 and {row.games for row in october.rows} == {1}
        december = await leaderboard.leaderboard(storage, "heckmeck", GUILD, season="2026-12")
        assert december.total == 0 and december.rows == []
        everything = await leaderboard.leaderboard(storage, "heckmeck", GUILD)
        assert {row.games for row in everything.rows} == {2}
        mine = await leaderboard.player_rank(
            storage, "heckmeck", GUILD, "rating", ANN.id, "2026-11"
        )
        assert mine is not None and mine.games == 1
        assert await leaderboard.player_rank(
            storage, "heckmeck", GUILD, "rating", ANN.id, "2026-12"
        ) is None
    finally:
        await storage.close()


async def test_season_settings_and_a_close_claimed_once(store_url):
    storage = await open_store(store_url)
    try:
        assert await seasons.season_settings(storage, 5) == SeasonSettings()
        # another setting of the server stays
        await settings.save_server_settings(storage, 5, ServerSettings(pings="off"))
        chosen = SeasonSettings("monthly", 77, 88, at(2026, 10, 3))
        await seasons.set_season_settings(storage, 5, chosen)
        assert await seasons.season_settings(storage, 5) == chosen
        assert (await settings.server_settings(storage, 5)).pings == "off"
        assert await seasons.guilds_with_seasons(storage, "1=1") == {5: chosen}
        await seasons.set_season_settings(storage, 5, SeasonSettings())
        assert await seasons.guilds_with_seasons(storage, "1=1") == {}

        now = at(2026, 11, 1)
        assert await seasons.close_state(storage, 5, "2026-10") is None
        claims = await asyncio.gather(
            *(seasons.claim_close(storage, 5, "2026-10", now) for _ in range(4))
        )
        assert sorted(claims) == [False, False, False, True]
        assert not await seasons.is_closed(storage, 5, "2026-10")
        assert await seasons.close_state(storage, 5, "2026-10") == "claimed"
        # A claim left unfinished may be taken again, but only after a while.
        later = now + seasons.RECLAIM_SECONDS + 1
        assert not await seasons.claim_close(storage, 5, "2026-10", now + 1)
        assert await seasons.claim_close(storage, 5, "2026-10", later)
        # The final post's message id, noted when it is sent, is read back by a close taken up
        # again after a crash.
        assert await seasons.post_of(storage, 5, "2026-10") is None
        await seasons.note_post(storage, 5, "2026-10", 1_234_567_890_123_456_789)
        assert await seasons.post_of(storage, 5, "2026-10") == 1_234_567_890_123_456_789
        assert await seasons.post_of(storage, 5, "2026-09") is None
        await seasons.note_champion(storage, 5, "2026-10", ANN.id)
        await seasons.mark_closed(storage, 5, "2026-10")
        assert await seasons.is_closed(storage, 5, "2026-10")
        assert await seasons.close_state(storage, 5, "2026-10") == "done"
        assert not await seasons.claim_close(storage, 5, "2026-10", later * 2)
        # The champion whose role is taken next: the latest closed season's, whichever it was.
        assert await seasons.last_champion(storage, 5, "2026-11") == ANN.id
        assert await seasons.last_champion(storage, 5, "2026-10") is None
        assert await seasons.claim_close(storage, 5, "2026-11", later * 3)
        assert await seasons.last_champion(storage, 5, "2026-12") == ANN.id  # not done yet
        await seasons.note_champion(storage, 5, "2026-11", None)
        await seasons.mark_closed(storage, 5, "2026-11")
        assert await seasons.last_champion(storage, 5, "2026-12") is None
    finally:
        await storage.close()
