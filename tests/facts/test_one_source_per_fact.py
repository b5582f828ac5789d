"""Each fact about a finished game, rendered on every surface that shows it, says the same thing:
the shown rating (and its word), the winners (a tie has two), a player's name (a computer's
included), the game's numbered title, a score with its unit and whether the game was rated. The
surfaces: the ending embed and the end card (cogs/table/endings.py), /history, /stats,
/leaderboard and the season's post (the cogs' renderers), and the web pages and web card (the web
app through its test client). The games: tests/facts/store.py."""

from __future__ import annotations

import html
import re

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot.domain import games as games_of
from bot.domain import shown
from bot.domain.results import GLOBAL, PAGE_SIZE
from bot.i18n import SUPPORTED, t
from bot.storage.connect import open_store
from bot.storage.queries import history, leaderboard, results, stats
from bot.web import pages
from bot.web.app import make_app
from cogs import history as history_cog
from cogs import leaderboard as leaderboard_cog
from cogs.table import endings
from tests.facts.store import ALICE, BOB, GUILD, SERVER_NAME, fill


@pytest.fixture
async def storage(tmp_path):
    store = await open_store(f"sqlite:///{tmp_path / 'facts.sqlite3'}")
    yield store
    await store.close()


@pytest.fixture
async def games(storage):
    return await fill(storage)


@pytest.fixture
async def client(storage, games):
    async with TestClient(TestServer(make_app(storage))) as test_client:
        yield test_client


async def page(client, path: str, loc: str) -> str:
    answer = await client.get(f"{path}?lang={loc}")
    assert answer.status == 200, path
    return html.unescape(await answer.text())


class Drawn:
    """What an end card was drawn with (its title, rows and subtitle), caught at render_card."""

    def __init__(self, monkeypatch, module) -> None:
        self.calls: list[tuple] = []
        monkeypatch.setattr(module, "render_card", self._draw)

    def _draw(self, title, rows, tile_picture=None, subtitle=None) -> bytes:
        self.calls.append((title, rows, subtitle))
        return b""

    @property
    def last(self) -> tuple:
        return self.calls[-1]


def ending(record, loc: str, changes=None):
    return endings.ending_embed(record, loc, endings.ending_title(record, loc), changes or {})


def field(embed, name: str) -> str:
    (value,) = [f.value for f in embed.fields if f.name == name]
    return value


def history_field(embed, record, loc: str) -> str:
    title = shown.numbered_title(loc, t(loc, "game-name", game=_game(record)), record.id)
    (value,) = [f.value for f in embed.fields if f.name.startswith(title)]
    return value


def _game(record) -> str:
    return "junior" if record.options.get("edition") == "junior" else "heckmeck"


# --------------------------------------------------------------------------------- rating


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_the_rating_is_the_same_number_under_the_same_word_everywhere(
    storage, games, client, loc
):
    row = await leaderboard.player_rank(storage, "heckmeck", GUILD, "rating", ALICE)
    number = shown.rating_text(loc, row.ordinal)
    word, heading = t(loc, "rating-word"), t(loc, "rating-heading")
    assert row.ordinal < 0 < shown.rating(row.ordinal), "the stored ordinal is not what is shown"
    said = {}
    # the ending of her last game
    changes = await results.rating_changes(storage, games.left.id)
    said["ending"] = field(ending(games.left, loc, changes), t(loc, "ending-final-rated"))
    assert heading in t(loc, "ending-final-rated")
    # /leaderboard (the season's post names only the places, no rating)
    board = await leaderboard.leaderboard(storage, "heckmeck", GUILD, "rating", 0, PAGE_SIZE)
    embed = leaderboard_cog.board_embed(loc, board, "server", "alice", row)
    lines = embed.description.splitlines()
    legend = next(line for line in lines if line.startswith(f"*{heading}"))  # names the numbers
    said["leaderboard"] = legend + "\n" + next(line for line in lines if "alice" in line)
    # /stats: over all servers, and this server's line
    everywhere = await stats.player_stats(storage, ALICE, GLOBAL)
    here = await stats.player_stats(storage, ALICE, GUILD)
    embed = leaderboard_cog.stats_embed(loc, "alice", everywhere, here)
    heckmeck = t(loc, "game-name", game="heckmeck")
    said["stats"] = next(f.value for f in embed.fields if f.name == heckmeck)
    # the web: the leaderboard, the profile and its chart's axis
    said["web leaderboard"] = await page(client, f"/s/{GUILD}/leaderboard/heckmeck", loc)
    profile = await page(client, f"/s/{GUILD}/players/{ALICE}", loc)
    heckmeck = profile.split('id="game-heckmeck"', 1)[1].split("</section>", 1)[0]
    said["web profile"] = heckmeck.split("<figure>", 1)[0]
    said["web chart"] = heckmeck.split("<figure>", 1)[1]
    for surface, text in said.items():
        assert number in text, f"{surface} does not show {number}: {text[:400]}"
        assert word.lower() in text.lower(), f"{surface} does not call it {word}"
    # none of them shows the stored ordinal
    raw = t(loc, "rating-value", rating=row.ordinal)
    assert not any(re.search(rf"(?<![\d.,]){re.escape(raw)}", text) for text in said.values())


# -------------------------------------------------------------------------------- winners


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_a_tie_has_the_same_two_winners_everywhere(
    storage, games, client, monkeypatch, loc
):
    tie = games.tie
    assert shown.winners([1, 1]) == [0, 1]
    # the ending's last line names both
    final = field(ending(tie, loc), t(loc, "board-final")).splitlines()
    assert final[-1] == t(loc, "board-winners", count=2, names=f"<@{ALICE}>, <@{BOB}>")
    # the end card frames both in gold, on Discord and on the web
    card = Drawn(monkeypatch, endings)
    endings.card_of(tie, loc)
    web_card = Drawn(monkeypatch, pages)
    assert (await client.get(f"/games/{tie.id}/card.png?lang={loc}")).status == 200
    for drawn in (card, web_card):
        _, rows, _ = drawn.last
        assert {row.name for row in rows if row.winner} == {"alice", "bob"}
        assert all(row.place == 1 for row in rows)
    # /history lists both first
    found = await history.history_page(storage, GUILD, ALICE)
    embed = history_cog.history_embed(loc, ALICE, "all", found)
    lines = history_field(embed, tie, loc)
    assert lines.count("1. ") == 2 and "alice" in lines and "bob" in lines
    # the web: alice's profile and the game's page
    both = t(loc, "web-recent-game", id=str(tie.id), count=2, names="alice, bob")
    assert both in await page(client, f"/s/{GUILD}/players/{ALICE}", loc)
    game_page = await page(client, f"/games/{tie.id}", loc)
    assert game_page.count('class="winner"') == 2
    assert t(loc, "web-game-description", winners=2, names="alice, bob", count=2) in game_page


# ------------------------------------------------------------------- names, titles, scores


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_a_computer_player_has_one_name_everywhere(storage, games, client, monkeypatch, loc):
    record = games.computer
    name = t(loc, "computer-name", difficulty="hard", number=1)
    assert shown.seat_name(loc, record.players[1]) == name
    assert name in field(ending(record, loc), t(loc, "board-final"))
    found = await history.history_page(storage, GUILD, ALICE)
    assert name in history_field(history_cog.history_embed(loc, ALICE, "all", found), record, loc)
    assert name in await page(client, f"/games/{record.id}", loc)
    card, web_card = Drawn(monkeypatch, endings), Drawn(monkeypatch, pages)
    endings.card_of(record, loc)
    await client.get(f"/games/{record.id}/card.png?lang={loc}")
    for drawn in (card, web_card):
        _, rows, _ = drawn.last
        assert rows[0].name == name and rows[0].winner


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_a_player_who_left_is_marked_so_everywhere(storage, games, client, monkeypatch, loc):
    record = games.left
    bob = record.players[1]
    marked = shown.seat_name(loc, bob) + shown.left_mark(loc, bob)
    assert marked == "bob " + t(loc, "board-removed")
    final = field(ending(record, loc), t(loc, "board-final")).splitlines()
    assert next(line for line in final if f"<@{BOB}>" in line).endswith(t(loc, "board-removed"))
    assert marked in await page(client, f"/games/{record.id}", loc)
    # bob won on the highest tile, both on one worm: the tie-break says "1 worm"
    decided = field(ending(record, loc), t(loc, "ending-tie-break-title"))
    assert t(loc, "worms", count=1) in decided
    card, web_card = Drawn(monkeypatch, endings), Drawn(monkeypatch, pages)
    endings.card_of(record, loc)
    await client.get(f"/games/{record.id}/card.png?lang={loc}")
    for drawn in (card, web_card):
        _, rows, _ = drawn.last
        assert [row.name for row in rows] == ["bob " + t(loc, "board-removed"), "alice"]


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_the_numbered_title_and_the_score_with_its_unit_agree(
    storage, games, client, monkeypatch, loc
):
    tie = games.tie
    title = shown.numbered_title(loc, t(loc, "game-name", game="junior"), tie.id)
    assert f"#{tie.id}" in title
    one_worm = t(loc, "worms", count=1)
    assert one_worm == shown.score_text(loc, "worms", 1)
    embed = ending(tie, loc)
    assert title in embed.title
    found = await history.history_page(storage, GUILD, ALICE)
    history_embed = history_cog.history_embed(loc, ALICE, "all", found)
    assert any(f.name == title for f in history_embed.fields)
    assert one_worm.split()[-1] in history_field(history_embed, tie, loc)
    game_page = await page(client, f"/games/{tie.id}", loc)
    assert f"<h1>{title}</h1>" in game_page and one_worm in game_page
    card, web_card = Drawn(monkeypatch, endings), Drawn(monkeypatch, pages)
    endings.card_of(tie, loc)
    await client.get(f"/games/{tie.id}/card.png?lang={loc}")
    for drawn in (card, web_card):
        drawn_title, rows, _ = drawn.last
        assert drawn_title == title
        assert [row.score_text for row in rows] == [one_worm, one_worm]
    # /stats: the best game with its unit
    everywhere = await stats.player_stats(storage, ALICE, GLOBAL)
    for game, played in everywhere.items():
        best = shown.score_text(loc, games_of.of_rating_game(game).score_unit, played.best)
        detail = leaderboard_cog.stats_embed(loc, "alice", everywhere, {}, detail=game)
        assert best in detail.fields[0].value, detail.fields[0].value


# ------------------------------------------------------------------------ rated or not


@pytest.mark.parametrize("loc", SUPPORTED)
async def test_an_unrated_game_says_so_on_its_ending_and_its_cards(
    storage, games, client, monkeypatch, loc
):
    unrated = t(loc, "ending-card-unrated")
    assert not shown.is_rated(games.unrated) and shown.is_rated(games.tie)
    assert await results.rating_changes(storage, games.unrated.id) == {}
    assert field(ending(games.unrated, loc), t(loc, "ending-ratings-title")) == t(
        loc, "ending-assisted", names="<@13>"
    )
    card, web_card = Drawn(monkeypatch, endings), Drawn(monkeypatch, pages)
    for record, rated in ((games.unrated, False), (games.tie, True)):
        endings.card_of(record, loc)
        await client.get(f"/games/{record.id}/card.png?lang={loc}")
        day = t(loc, "ending-card-date", ended=record_day(record))
        for drawn in (card, web_card):
            _, _, subtitle = drawn.last
            assert subtitle.startswith(day)
            assert (unrated in subtitle) is not rated
        game_page = await page(client, f"/games/{record.id}", loc)
        assert (unrated in game_page) is not rated


def record_day(record):
    from datetime import UTC, datetime

    return datetime.fromtimestamp(record.ended_at, UTC).date()


# ------------------------------------------------------------------------------ servers


async def test_every_web_page_names_its_server(games, client):
    for path in (
        f"/s/{GUILD}/leaderboard/heckmeck",
        f"/s/{GUILD}/players/{ALICE}",
        f"/games/{games.tie.id}",
    ):
        text = await page(client, path, "en")
        title = text.split("<title>", 1)[1].split("</title>", 1)[0]
        assert title.endswith(f" · {SERVER_NAME}"), title
        assert f'<span class="server">{SERVER_NAME}</span>' in text
