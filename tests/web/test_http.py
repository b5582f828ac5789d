"""The web pages over plain HTTP: what every answer carries (security and cache headers), what is
not found (unknown ids, a server that did not opt in, a hidden profile: all the same 404), the
escaping of names, the rate limit, the languages, the page sizes."""

from __future__ import annotations

import html
import io
import re

from aiohttp.test_utils import TestClient, TestServer
from PIL import Image

from bot.domain.ending_card import GOLD, HEADER, MARGIN, card_size
from bot.domain.results import rating_games
from bot.storage.queries import leaderboard
from bot.storage.queries import web as queries
from bot.web.app import make_app
from bot.web.cards import CARD_ROWS
from bot.web.guard import RateLimit
from tests.web.store import ANN, BOB, MARKUP, NOT_OPTED_IN, OPTED_IN

MAX_PAGE_BYTES = 100_000


def pages(filled) -> list[str]:
    return [
        f"/s/{OPTED_IN}/leaderboard",
        *(f"/s/{OPTED_IN}/leaderboard/{game}" for game in rating_games()),
        f"/s/{OPTED_IN}/players/{ANN.id}",
        f"/s/{OPTED_IN}/players/{MARKUP.id}",
        *(f"/games/{game}" for game in (*filled.heckmeck, filled.junior, filled.drehwurm)),
    ]


async def test_every_page_carries_the_security_and_cache_headers(client, filled):
    for path in [*pages(filled), "/games/999999", "/healthz"]:
        response = await client.get(path)
        csp = response.headers["Content-Security-Policy"]
        assert "default-src 'none'" in csp and "script-src 'self'" in csp, path
        assert "frame-ancestors 'none'" in csp and "unsafe-inline" not in csp, path
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "strict-origin-when-cross-origin"
    for path in pages(filled):
        response = await client.get(path)
        assert response.status == 200, path
        assert response.headers["Cache-Control"] == "public, max-age=60"
        body = await response.read()
        assert len(body) < MAX_PAGE_BYTES, (path, len(body))
        assert b"<script>" not in body and b"style=" not in body, "no inline script or style"


async def test_a_name_with_markup_is_shown_as_text(client, filled):
    for path in (f"/s/{OPTED_IN}/leaderboard", f"/games/{filled.heckmeck[0]}"):
        body = await (await client.get(path)).text()
        assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in body, path
        assert MARKUP.name not in body, path
    replay = await (await client.get(f"/games/{filled.heckmeck[0]}")).text()
    assert "\\u003cscript\\u003e" in replay, "the replay's data escapes the name too"


async def test_unknown_hidden_and_not_opted_in_pages_answer_the_same_404(client, filled, storage):
    unknown = await client.get("/games/99999999")
    body = await unknown.text()
    assert unknown.status == 404
    not_found = [
        f"/games/{filled.elsewhere}",
        f"/games/{filled.elsewhere}/card.png",
        f"/s/{NOT_OPTED_IN}/leaderboard",
        f"/s/{NOT_OPTED_IN}/players/{ANN.id}",
        f"/s/{OPTED_IN}/players/999",
        f"/s/{OPTED_IN}/leaderboard/chess",
        f"/s/{OPTED_IN}/leaderboard?sort=name",
        f"/s/{OPTED_IN}/leaderboard?page=-1",
        f"/s/{OPTED_IN}/leaderboard?page=²",
        f"/s/{OPTED_IN}/leaderboard?page=0",
        "/games/abc",
        "/games/0",
        "/games/99999999999999999999",
        "/pictures/nothing.png",
        "/static/secret.txt",
        "/",
    ]
    for path in not_found:
        response = await client.get(path)
        assert response.status == 404, path
        assert await response.text() == body, path
    await queries.set_web_hidden(storage, ANN.id, True)
    hidden = await client.get(f"/s/{OPTED_IN}/players/{ANN.id}")
    assert (hidden.status, await hidden.text()) == (404, body)
    board = await (await client.get(f"/s/{OPTED_IN}/leaderboard")).text()
    assert f"/players/{ANN.id}?" not in board, "no link to a hidden profile"
    await queries.set_web_hidden(storage, ANN.id, False)
    assert (await client.get(f"/s/{OPTED_IN}/players/{ANN.id}")).status == 200


async def test_turning_the_pages_off_hides_them_again(client, filled, storage):
    game = f"/games/{filled.heckmeck[0]}"
    assert (await client.get(game)).status == 200
    await queries.set_guild_web(storage, OPTED_IN, False)
    try:
        assert (await client.get(game)).status == 404
        assert (await client.get(f"/s/{OPTED_IN}/leaderboard")).status == 404
    finally:
        await queries.set_guild_web(storage, OPTED_IN, True)


async def test_the_leaderboard_lists_players_in_the_order_of_the_bots_leaderboard(client, storage):
    for sort in ("rating", "wins", "win_rate", "worms"):
        board = await leaderboard.leaderboard(storage, "heckmeck", OPTED_IN, sort)
        body = await (await client.get(f"/s/{OPTED_IN}/leaderboard?sort={sort}")).text()
        shown = [int(part.split('"')[0]) for part in body.split('data-user="')[1:]]
        assert shown == [row.user_id for row in board.rows] and len(shown) == 3, sort


async def test_the_language_follows_the_switch_then_accept_language(client):
    path = f"/s/{OPTED_IN}/leaderboard"
    german = await client.get(path, headers={"Accept-Language": "ja;q=0.9, de-AT;q=0.8, en;q=0.5"})
    assert '<html lang="de">' in await german.text()
    assert german.headers["Content-Language"] == "de"
    spanish = await client.get(path + "?lang=es", headers={"Accept-Language": "de"})
    assert "Clasificación" in await spanish.text()
    english = await client.get(path + "?lang=xx", headers={"Accept-Language": "ja"})
    assert '<html lang="en">' in await english.text()
    brazilian = await client.get(path, headers={"Accept-Language": "pt-PT, en;q=0.5"})
    assert '<html lang="pt-BR">' in await brazilian.text()
    french = await client.get(path + "?lang=fr", headers={"Accept-Language": "de"})
    assert "Classement" in await french.text()


async def test_the_rate_limit_answers_429_past_the_burst(storage):
    limit = RateLimit(per_second=0.001, burst=5)
    async with TestClient(TestServer(make_app(storage, rate=limit))) as client:
        statuses = [(await client.get(f"/s/{OPTED_IN}/leaderboard")).status for _ in range(7)]
        assert statuses == [200] * 5 + [429] * 2
        refused = await client.get("/games/1")
        assert refused.status == 429 and refused.headers["Retry-After"]
        assert "default-src 'none'" in refused.headers["Content-Security-Policy"]
        assert (await client.get("/healthz")).status == 200, "the health check is not limited"


def test_the_rate_limit_refills_with_time():
    now = [0.0]
    limit = RateLimit(per_second=2.0, burst=2, clock=lambda: now[0])
    assert [limit.allow("a") for _ in range(3)] == [True, True, False]
    assert limit.allow("b"), "each address has its own allowance"
    now[0] += 0.5
    assert limit.allow("a") and not limit.allow("a")


async def test_open_graph_tags_point_at_the_end_card(client, filled):
    body = await (await client.get(f"/games/{filled.heckmeck[0]}")).text()
    assert '<meta property="og:title"' in body and '<meta property="og:description"' in body
    card = f"/games/{filled.heckmeck[0]}/card.png"
    assert f'<meta property="og:image" content="http://127.0.0.1:{client.port}{card}">' in body
    image = await client.get(card)
    assert image.status == 200 and image.content_type == "image/png"
    assert (await image.read()).startswith(b"\x89PNG")


async def test_healthz_answers_ok(client):
    response = await client.get("/healthz")
    assert (response.status, await response.text()) == (200, "ok\n")


def og_image(body: str, port: int) -> str:
    """The page's Open Graph image as a path on the test server."""
    found = re.search(r'<meta property="og:image" content="([^"]+)">', body)
    assert found, "the page names an Open Graph image"
    return html.unescape(found[1]).removeprefix(f"http://127.0.0.1:{port}")


async def fetched_card(client, page: str) -> Image.Image:
    image = await client.get(og_image(await (await client.get(page)).text(), client.port))
    assert image.status == 200 and image.content_type == "image/png", page
    assert "default-src 'none'" in image.headers["Content-Security-Policy"], page
    assert image.headers["X-Content-Type-Options"] == "nosniff", page
    assert image.headers["X-Frame-Options"] == "DENY", page
    return Image.open(io.BytesIO(await image.read()))


async def test_leaderboard_and_profile_pages_unfurl_with_a_card_of_their_own(client, storage):
    board = await leaderboard.leaderboard(storage, "drehwurm", OPTED_IN, "wins")
    card = await fetched_card(client, f"/s/{OPTED_IN}/leaderboard/drehwurm?sort=wins&lang=de")
    assert card.size == card_size(min(CARD_ROWS, len(board.rows))) and board.rows
    assert card.convert("RGB").getpixel((MARGIN + 1, HEADER + 40)) == GOLD[:3], "the leader"
    rated = [
        game
        for game in rating_games()
        if await leaderboard.player_rank(storage, game, OPTED_IN, "rating", ANN.id)
    ]
    card = await fetched_card(client, f"/s/{OPTED_IN}/players/{ANN.id}")
    assert card.size == card_size(len(rated)) and rated, "a row per game Ann is rated in"


async def test_a_hidden_profile_or_a_closed_server_has_no_card_either(client, storage):
    not_found = await (await client.get("/games/99999999")).text()
    await queries.set_web_hidden(storage, ANN.id, True)
    try:
        paths = [f"/s/{OPTED_IN}/players/{ANN.id}/card.png"]
        paths += [f"/s/{NOT_OPTED_IN}/leaderboard/heckmeck/card.png"]
        paths += [f"/s/{NOT_OPTED_IN}/players/{BOB.id}/card.png"]
        paths += [f"/s/{OPTED_IN}/leaderboard/heckmeck/card.png?sort=name"]
        paths += [f"/s/{OPTED_IN}/leaderboard/chess/card.png"]
        for path in paths:
            response = await client.get(path)
            assert (response.status, await response.text()) == (404, not_found), path
    finally:
        await queries.set_web_hidden(storage, ANN.id, False)


def _shown_step(body: str) -> tuple[int, str]:
    """The step a game page draws (its index) and the line telling it."""
    step = re.search(r'id="scene"[^>]*data-step="(\d+)"', body)
    said = re.search(r'<p id="said"[^>]*>([^<]*)</p>', body)
    assert step and said, "the page draws a step"
    return int(step[1]), html.unescape(said[1])


def _button_value(body: str, button: str) -> str:
    found = re.search(rf'<button name="step" value="(\d+)" id="{button}"', body)
    assert found, button
    return found[1]


async def test_without_a_script_the_buttons_and_the_list_of_turns_ask_the_server_for_the_step(
    client, filled
):
    path = f"/games/{filled.heckmeck[0]}?lang=en"
    start = await (await client.get(path)).text()
    assert _shown_step(start)[0] == 0
    next_turn = _button_value(start, "next-turn")
    jumped = await (await client.get(f"{path}&step={next_turn}")).text()
    assert _shown_step(jumped)[0] == int(next_turn) - 1 > 0
    assert _shown_step(jumped)[1] != _shown_step(start)[1], "the line tells the new step"
    listed = await (await client.get(f"{path}&turn=2")).text()
    assert _shown_step(listed) == _shown_step(jumped), "the list's second turn is the next turn"
    assert '<option value="2" selected>' in listed
    assert _button_value(jumped, "prev-turn") == "1"
    end = await (await client.get(f"{path}&step=999999")).text()
    last = _button_value(start, "last")
    assert _shown_step(end)[0] == int(last) - 1, "past the end is the last step"
    assert _shown_step(end)[1].endswith("🏁 The game is over.")
    for bad in ("step=0", "step=x", "turn=-1", "step=1234567"):
        assert (await client.get(f"{path}&{bad}")).status == 404, bad
