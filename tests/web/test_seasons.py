"""The web leaderboard's periods where a server has seasons (this season, last season, all
time, as /leaderboard offers them): each shows the order the bot's leaderboard query returns for
that season, over plain HTTP and in a real headless Chromium through the period tabs; a period
where there are no seasons, or an unknown one, is the 404 page."""

from __future__ import annotations

import re
import shutil
from datetime import UTC, datetime

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.domain.results import PAGE_SIZE
from bot.domain.seasons import SeasonSettings
from bot.storage.connect import open_store
from bot.storage.queries import leaderboard, seasons
from bot.web.app import WebServer, make_app
from tests.web.chromium import browser_page
from tests.web.store import BOB, CAT, MARKUP, OPTED_IN

PLAYED = "1970-01"  # the test store's games finish in January 1970 (its clock starts at 1000 s)
FEBRUARY = datetime(1970, 2, 10, tzinfo=UTC).timestamp()
SHOWN_USERS = "[...document.querySelectorAll('ol.board li')].map(li => Number(li.dataset.user))"
# This season's board, written by hand: an order the January games did not give
THIS_SEASON = [(CAT, 30.0, 4, 3), (MARKUP, 20.0, 4, 2), (BOB, 10.0, 4, 1)]


@pytest.fixture
async def seasonal(filled, tmp_path):
    """The test store (a copy) with monthly seasons in the opted-in server, and a February board
    of its own."""
    copy = tmp_path / "seasons.sqlite3"
    shutil.copy(filled.url.removeprefix("sqlite:///"), copy)
    store = await open_store(f"sqlite:///{copy}")
    await seasons.set_season_settings(store, OPTED_IN, SeasonSettings("monthly", since=0.0))
    await store.write(
        "INSERT INTO season_ratings (rating_game, scope, season, user_id, mu, sigma, ordinal,"
        " games, wins, forfeit_wins, score_sum, updated_at, human_games)"
        " VALUES (?, ?, ?, ?, 25.0, 1.0, ?, ?, ?, 0, 10, 0, ?)",
        [("heckmeck", OPTED_IN, "1970-02", p.id, o, g, w, g) for p, o, g, w in THIS_SEASON],
    )
    async with TestClient(TestServer(make_app(store, clock=lambda: FEBRUARY))) as client:
        yield store, client
    await store.close()



def shown_users(body: str) -> list[int]:
    return [int(user) for user in re.findall(r'<li data-user="(\d+)"', body)]


async def expected(store, sort: str, season: str | None) -> list[int]:
    board = await leaderboard.leaderboard(store, "heckmeck", OPTED_IN, sort, 0, PAGE_SIZE, season)
    return [row.user_id for row in board.rows]


async def test_each_period_shows_the_bots_order_for_its_season(seasonal):
    store, client = seasonal
    base = f"/s/{OPTED_IN}/leaderboard/heckmeck"
    this_season = await expected(store, "rating", "1970-02")
    assert this_season == [CAT.id, MARKUP.id, BOB.id]
    last_season = await expected(store, "rating", PLAYED)
    all_time = await expected(store, "rating", None)
    assert last_season and all_time and last_season != this_season
    for query, order, heading in (
        ("", this_season, "February 1970"),
        ("?period=season", this_season, "February 1970"),
        ("?period=last", last_season, "January 1970"),
        ("?period=all", all_time, "Heckmeck leaderboard</h1>"),
    ):
        response = await client.get(base + query)
        assert response.status == 200, query
        body = await response.text()
        assert shown_users(body) == order, query
        assert heading in body, query
    for sort in ("wins", "win_rate", "worms"):
        body = await (await client.get(f"{base}?period=last&sort={sort}")).text()
        assert shown_users(body) == await expected(store, sort, PLAYED), sort


async def test_the_period_tabs_and_links_keep_the_chosen_period(seasonal):
    _, client = seasonal
    body = await (await client.get(f"/s/{OPTED_IN}/leaderboard/heckmeck?period=last")).text()
    assert re.search(
        r'period=last&amp;sort=rating&amp;lang=en" aria-current="page">Last season', body
    )
    assert "This season</a>" in body and "All time</a>" in body
    assert f'/s/{OPTED_IN}/leaderboard/heckmeck?sort=wins&amp;lang=en&amp;period=last"' in body
    assert f'/s/{OPTED_IN}/leaderboard/drehwurm?lang=en&amp;period=last"' in body
    card = f"/s/{OPTED_IN}/leaderboard/heckmeck/card.png?period=last&amp;sort=rating&amp;lang=en"
    assert card in body, "the Open Graph card shows the same season"
    image = await client.get(card.replace("&amp;", "&"))
    assert image.status == 200 and image.content_type == "image/png"
    german = await (await client.get(f"/s/{OPTED_IN}/leaderboard?period=last&lang=de")).text()
    assert "Letzte Saison" in german and "Saison Januar 1970" in german


async def test_a_period_that_does_not_exist_there_is_the_404_page(seasonal, client):
    _, with_seasons = seasonal
    not_found = await (await client.get("/games/99999999")).text()
    for app, path in (
        (with_seasons, f"/s/{OPTED_IN}/leaderboard?period=forever"),
        (with_seasons, f"/s/{OPTED_IN}/leaderboard?period="),
        (with_seasons, f"/s/{OPTED_IN}/leaderboard/heckmeck/card.png?period=next"),
        (client, f"/s/{OPTED_IN}/leaderboard?period=season"),  # this server has no seasons
        (client, f"/s/{OPTED_IN}/leaderboard?period=last"),
    ):
        response = await app.get(path)
        assert response.status == 404, path
        assert await response.text() == not_found, path
    without = await client.get(f"/s/{OPTED_IN}/leaderboard?period=all")
    assert without.status == 200, "all time is there without seasons too, as in /leaderboard"
    assert "Last season" not in await without.text()


async def test_in_a_browser_the_period_tabs_lead_to_each_seasons_board(
    seasonal, chromium, tmp_path
):
    store, _ = seasonal
    server = WebServer(store, "127.0.0.1", 0, None, clock=lambda: FEBRUARY)
    await server.start()
    try:
        async with browser_page(tmp_path / "profile") as page:
            await page.phone_width()
            site = f"http://127.0.0.1:{server.port}"
            assert await page.open(f"{site}/s/{OPTED_IN}/leaderboard") == 200
            for tab, season in (("last", PLAYED), ("all", None), ("season", "1970-02")):
                href = await page.evaluate(
                    f"document.querySelector('.periods a[href*=\"period={tab}\"]').href"
                )
                assert await page.open(href) == 200, tab
                shown = await page.evaluate(SHOWN_USERS)
                assert shown == await expected(store, "rating", season), tab
                current = await page.evaluate(
                    "document.querySelector('.periods [aria-current]').textContent"
                )
                assert current == {"last": "Last season", "all": "All time"}.get(tab, "This season")
                width = await page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
                assert width[0] <= width[1], tab
    finally:
        await server.stop()
