"""The web pages in a real headless Chromium (tests/web/chromium.py), served on 127.0.0.1 over a
store filled by playing games: the leaderboard's order, a replay stepped with the keyboard against
the event log, a Drehwurm replay without a hand and with its cards' pictures, the turn jump and
the line telling each step (with and without the page's script), a 404 for a server that did not
opt in, no sideways scrolling at phone width, and a screenshot of every page in each language for
a person to look at (the folder is printed; run with -s to see it)."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

import pytest

from bot.domain.drehwurm.cards import card
from bot.domain.drehwurm.pictures import card_emoji
from bot.domain.heckmeck.pictures import face_emoji, tile_emoji
from bot.domain.replay import replay
from bot.domain.shown import seat_name
from bot.storage.queries import leaderboard
from bot.web.app import WebServer
from bot.web.pictures import picture_path
from bot.web.texts import LANGUAGES, text
from tests.web.chromium import PATIENCE, browser_page
from tests.web.store import ANN, NOT_OPTED_IN, OPTED_IN

SCREENSHOTS = Path(tempfile.gettempdir(), "heckmeck-web-screenshots")
ARROW_RIGHT = ("ArrowRight", 39)

# What the page shows of each part of the replay's scene: its heading and its pieces (a picture's
# address, or a card's words).
SHOWN = """[...document.querySelectorAll('#scene .part')].map(part => [
  part.querySelector('h3').textContent,
  [...part.querySelectorAll('img, .card')].map(
    piece => piece.tagName === 'IMG' ? new URL(piece.src).pathname : piece.textContent)])"""



@pytest.fixture
async def site(storage, chromium):
    server = WebServer(storage, "127.0.0.1", 0, None)
    await server.start()
    yield f"http://127.0.0.1:{server.port}"
    await server.stop()


@pytest.fixture
async def page(site, tmp_path):
    async with browser_page(tmp_path / "profile") as tab:
        yield tab


async def test_the_leaderboard_shows_the_order_the_bot_computes(page, site, storage):
    for sort in ("rating", "wins", "win_rate", "worms"):
        assert await page.open(f"{site}/s/{OPTED_IN}/leaderboard?sort={sort}") == 200
        shown = await page.evaluate(
            "[...document.querySelectorAll('ol.board li')].map(li => Number(li.dataset.user))"
        )
        board = await leaderboard.leaderboard(storage, "heckmeck", OPTED_IN, sort)
        assert shown == [row.user_id for row in board.rows] and len(shown) == 3, sort
        # a player without a rank yet gets a dash where the list would number them
        markers = await page.evaluate(
            "[...document.querySelectorAll('ol.board li')]"
            ".map(li => getComputedStyle(li, '::marker').content)"
        )
        assert markers == [
            "normal" if row.established else '"–  "' for row in board.rows
        ], sort


async def _stepped_with_the_keyboard(page, steps: int) -> list[list]:
    """What the replay shows at each step, going forward with the right arrow key."""
    seen = [await page.evaluate(SHOWN)]
    for _ in range(steps - 1):
        await page.press(*ARROW_RIGHT)
        seen.append(await page.evaluate(SHOWN))
    await page.press(*ARROW_RIGHT)  # past the last step: nothing changes
    assert await page.evaluate(SHOWN) == seen[-1]
    return seen


def _pieces(shown: list, heading: str) -> list[str] | None:
    found = [pieces for title, pieces in shown if title == heading]
    return found[0] if found else None


async def test_a_replay_stepped_with_the_keyboard_shows_the_logged_dice_and_tiles(
    page, site, storage, filled
):
    for game_id in (filled.heckmeck[0], filled.junior):
        record = await storage.get_game(game_id)
        log = await storage.events_of(game_id)
        positions = replay(record, log).positions
        assert await page.open(f"{site}/games/{game_id}?lang=en") == 200
        seen = await _stepped_with_the_keyboard(page, len(positions))
        logged = {row["step"]: row["events"] for row in log}
        rolls = 0
        for position, shown in zip(positions, seen, strict=True):
            state = position.state
            edition = state.options.rules
            grill = [picture_path(tile_emoji(edition, t)) for t in state.grill]
            assert _pieces(shown, "Grill") == grill, position.step
            for seat, stack in enumerate(state.stacks):
                tops = [
                    pieces for title, pieces in shown if title.startswith(f"{_name(record, seat)}:")
                ]
                assert tops == [[picture_path(tile_emoji(edition, stack[-1]))] if stack else []]
            rolled = [e for e in logged[position.step] if e["type"] == "rolled"]
            dice_shown = [p for title, p in shown if title.startswith("Dice rolled by")]
            if rolled:
                rolls += 1
                faces = rolled[-1]["dice"]
                assert dice_shown == [[picture_path(face_emoji(edition, f)) for f in faces]]
            kept = [p for title, p in shown if title.startswith("Dice set aside by")]
            if not state.over:
                assert kept == [[picture_path(face_emoji(edition, f)) for f in state.kept]]
        assert rolls > 10, "the game had rolls to show"


def _name(record, seat: int) -> str:
    return seat_name("en", record.players[seat])


async def test_a_drehwurm_replay_shows_the_pile_tops_and_never_a_hand(page, site, storage, filled):
    record = await storage.get_game(filled.drehwurm)
    positions = replay(record, await storage.events_of(filled.drehwurm)).positions
    assert await page.open(f"{site}/games/{filled.drehwurm}?lang=en") == 200
    seen = await _stepped_with_the_keyboard(page, len(positions))
    for position, shown in zip(positions, seen, strict=True):
        state = position.state
        tops = [picture_path(card_emoji(card(pile[-1]))) for pile in state.piles if pile]
        cards = [piece for _, pieces in shown for piece in pieces]
        assert cards == tops, position.step
        counts = [title for title, _ in shown if "in hand" in title]
        assert counts == [
            f"{_name(record, seat)}: {text('en', 'drehwurm-cards', count=len(hand))} in hand, "
            f"{text('en', 'points', count=state.totals[seat])}"
            for seat, hand in enumerate(state.hands)
        ]
    # Nothing on the page names a card that was never on top of a pile: no hand, no draw pile.
    ever_on_top = {
        text("en", _card_key(card(pile[-1])), **_card_args(card(pile[-1])))
        for position in positions
        for pile in position.state.piles
        if pile
    }
    data = await page.evaluate("JSON.parse(document.getElementById('replay-data').textContent)")
    assert {words for words, _, _ in data["pieces"]} == ever_on_top
    assert len(ever_on_top) < sum(len(h) for h in positions[0].state.hands), "hands stayed hidden"


# Each card picture on the page, once it has loaded or failed: [loaded, alt text, address].
CARD_PICTURES = """Promise.all([...document.querySelectorAll('#scene img')].map(
  img => img.decode().then(() => true, () => false).then(
    loaded => [loaded && img.naturalWidth > 0, img.alt, new URL(img.src).pathname])))"""


async def test_a_drehwurm_replay_shows_each_card_as_its_picture_named_in_the_pages_language(
    page, site, storage, filled
):
    record = await storage.get_game(filled.drehwurm)
    positions = replay(record, await storage.events_of(filled.drehwurm)).positions
    for lang in LANGUAGES:
        assert await page.open(f"{site}/games/{filled.drehwurm}?lang={lang}") == 200
        for index, position in enumerate(positions[:12]):
            tops = [card(pile[-1]) for pile in position.state.piles if pile]
            shown = await page.evaluate(CARD_PICTURES)
            assert shown == [
                [True, text(lang, _card_key(c), **_card_args(c)), picture_path(card_emoji(c))]
                for c in tops
            ], (lang, index)
            await page.press(*ARROW_RIGHT)
    assert await page.evaluate("document.querySelectorAll('#scene .card').length") == 0


async def _replay_shown(page) -> dict:
    return await page.evaluate(
        """({step: Number(document.getElementById('scene').dataset.step),
             said: document.getElementById('said').textContent,
             turn: document.getElementById('turn').selectedOptions[0].textContent,
             counter: document.getElementById('counter').textContent})"""
    )


async def test_the_turn_jump_moves_to_the_next_turns_first_step_and_tells_what_it_did(
    page, site, storage, filled
):
    game_id = filled.heckmeck[0]
    record = await storage.get_game(game_id)
    positions = replay(record, await storage.events_of(game_id)).positions
    starter = positions[0].state.current
    # The second turn starts with the first step another player played: their first roll.
    second = next(i for i, p in enumerate(positions) if i and p.events[0]["seat"] != starter)
    rolled = positions[second].events[0]
    assert rolled["type"] == "rolled"
    SCREENSHOTS.mkdir(exist_ok=True)
    await page.phone_width()
    for lang in LANGUAGES:
        assert await page.open(f"{site}/games/{game_id}?lang={lang}") == 200
        start = await _replay_shown(page)
        assert start["step"] == 0
        assert start["said"] == text(lang, "web-replay-start", player=_name(record, starter))
        assert start["turn"] == text(lang, "web-turn", number=1, player=_name(record, starter))
        await page.evaluate("document.getElementById('next-turn').click()")
        jumped = await _replay_shown(page)
        assert jumped["step"] == second, lang
        assert jumped["said"] == text(
            lang, "said-rolled", player=_name(record, rolled["seat"]), count=len(rolled["dice"])
        )
        assert jumped["turn"] == text(
            lang, "web-turn", number=2, player=_name(record, rolled["seat"])
        )
        assert jumped["counter"] == text(
            lang, "web-step-of", step=str(second + 1), steps=str(len(positions))
        )
        await page.press("PageUp", 33)  # the keyboard's turn jump, back to the first turn
        assert await _replay_shown(page) == start
        await page.press("PageDown", 34)
        assert await _replay_shown(page) == jumped
        await page.press(*ARROW_RIGHT)  # the step after the roll: the dice set aside
        after = await _replay_shown(page)
        await page.screenshot(SCREENSHOTS / f"heckmeck-next-turn-{lang}.png")
        set_aside = positions[second + 1].events[0]
        assert set_aside["type"] == "set-aside"
        assert after["said"].startswith(
            text(
                lang,
                "said-set-aside",
                player=_name(record, set_aside["seat"]),
                count=set_aside["count"],
                face=set_aside["face"],
                total=set_aside["total"],
            )
        )


async def test_without_a_script_the_next_turn_button_asks_the_server_for_the_turn(
    page, site, filled
):
    await page.send("Emulation.setScriptExecutionDisabled", value=True)
    assert await page.open(f"{site}/games/{filled.heckmeck[0]}?lang=de") == 200
    start = await _replay_shown(page)
    box = await page.evaluate(
        "(r => [r.x + r.width / 2, r.y + r.height / 2])"
        "(document.getElementById('next-turn').getBoundingClientRect())"
    )
    loaded = page.event("Page.loadEventFired")
    for kind in ("mousePressed", "mouseReleased"):
        await page.send(
            "Input.dispatchMouseEvent", type=kind, x=box[0], y=box[1], button="left", clickCount=1
        )
    await asyncio.wait_for(loaded, PATIENCE)
    jumped = await _replay_shown(page)
    assert jumped["step"] > start["step"] == 0 and jumped["said"] != start["said"]
    assert jumped["turn"].startswith(text("de", "web-turn", number=2, player="")), jumped


def _card_key(c) -> str:
    return {"chicken": "drehwurm-chicken-card", "joker": "drehwurm-joker-card"}.get(
        c.kind, "drehwurm-worm-card"
    )


def _card_args(c) -> dict:
    if c.kind == "chicken":
        return {"colour": c.colour}
    if c.kind == "joker":
        return {"number": c.number}
    return {"colour": c.colour, "number": c.number}


async def test_a_server_that_did_not_opt_in_has_no_pages(page, site, filled):
    for path in (
        f"/s/{NOT_OPTED_IN}/leaderboard",
        f"/games/{filled.elsewhere}",
        f"/s/{NOT_OPTED_IN}/players/{ANN.id}",
        "/games/987654321",
    ):
        assert await page.open(f"{site}{path}?lang=en") == 404, path
        assert await page.evaluate("document.querySelector('h1').textContent") == text(
            "en", "web-not-found-title"
        )


async def test_every_page_fits_a_phone_and_is_photographed_in_each_language(page, site, filled):
    SCREENSHOTS.mkdir(exist_ok=True)
    paths = {
        "leaderboard": f"/s/{OPTED_IN}/leaderboard",
        "junior-leaderboard": f"/s/{OPTED_IN}/leaderboard/junior",
        "profile": f"/s/{OPTED_IN}/players/{ANN.id}",
        "heckmeck-game": f"/games/{filled.heckmeck[0]}",
        "junior-game": f"/games/{filled.junior}",
        "drehwurm-game": f"/games/{filled.drehwurm}",
        "not-found": f"/games/{filled.elsewhere}",
    }
    await page.phone_width()
    for lang in LANGUAGES:
        for name, path in paths.items():
            await page.open(f"{site}{path}?lang={lang}")
            if "game" in name:  # a few steps in, so the replay shows dice or cards
                for _ in range(3):
                    await page.press(*ARROW_RIGHT)
            scroll = await page.evaluate(
                "[document.documentElement.scrollWidth, window.innerWidth]"
            )
            assert scroll[0] <= scroll[1], (lang, name, scroll)
            await page.screenshot(SCREENSHOTS / f"{name}-{lang}.png")
            broken = await page.evaluate(
                "[...document.images].filter(i => !i.complete || !i.naturalWidth).length"
            )
            assert broken == 0, (lang, name)
    print(f"\nScreenshots of the web pages: {SCREENSHOTS}")
    assert len(list(SCREENSHOTS.glob("*.png"))) >= len(paths) * len(LANGUAGES)
