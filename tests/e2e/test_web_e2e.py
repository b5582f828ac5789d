"""The web pages from Discord, against the real bot process serving them (WEB_PORT): a manager
turns the server's pages on with /heckmeck settings web, the ending of a game then carries a link
to the game's page, /leaderboard and /stats link to the web; a player hides their profile with
/heckmeck settings profile; pages of a server that has not opted in answer 404."""

from __future__ import annotations

import html
import random
import re

import aiohttp
import pytest

from bot.i18n import t
from tests.e2e.players import ending_posted, game_id_of, open_lobby, play_to_end, start_game

SERVING = re.compile(r"Serving the web pages on (http://[\d.]+:\d+)")
BASE = "https://heckmeck.example.org"


def links(message) -> dict[str, str]:
    return {b.label: b.url for b in message.buttons() if b.url}


@pytest.mark.bot_env(
    WEB_PORT="0", WEB_HOST="127.0.0.1", WEB_BASE_URL=BASE, COMPUTER_DELAY_SECONDS="0.05"
)
async def test_opting_in_links_discord_to_the_pages(fake, bot):
    w = fake.world
    guild = w.channel.guild.id
    await bot.wait_for_log("Serving the web pages", timeout=30)
    served = SERVING.search(bot.log()).group(1)
    async with aiohttp.ClientSession() as http:

        async def status(path: str) -> int:
            async with http.get(served + path) as response:
                return response.status

        # Off by default: no pages, no links.
        assert await status(f"/s/{guild}/leaderboard") == 404
        board = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply(timeout=30)
        assert links(board) == {}

        denied = await fake.slash(w.bob, w.channel, "heckmeck", "settings", "web", web=True)
        assert (await denied.reply(timeout=30)).content == t("en", "permission-needed")
        ok = await fake.slash(fake.owner, w.channel, "heckmeck", "settings", "web", web=True)
        url = f"{BASE}/s/{guild}/leaderboard"
        assert (await ok.reply(timeout=30)).content == t("en", "settings-web-on", url=url)
        assert await status(f"/s/{guild}/leaderboard") == 200
        # The pages name the server, as it was called when they were switched on.
        async with http.get(f"{served}/s/{guild}/leaderboard") as response:
            title = (await response.text()).split("<title>", 1)[1].split("</title>", 1)[0]
        assert title.endswith(f" · {html.escape(w.channel.guild.name)}"), title

        board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
        game_id = game_id_of(board)
        await play_to_end(fake, board, [w.alice, w.bob], random.Random(3), take_chance=0.8)
        ending = await ending_posted(fake, w.channel, game_id)
        page = links(ending)[t("en", "web-link-game")]
        assert page == f"{BASE}/games/{game_id}?lang=en"
        assert await status(page.removeprefix(BASE)) == 200

        board = await (await fake.slash(w.alice, w.channel, "leaderboard")).reply(timeout=30)
        assert links(board) == {
            t("en", "web-link-leaderboard"): f"{url}/heckmeck?lang=en&period=all"
        }
        stats = await (await fake.slash(w.bob, w.channel, "stats")).reply(timeout=30)
        profile = f"/s/{guild}/players/{w.bob.id}"
        assert links(stats) == {t("en", "web-link-profile"): f"{BASE}{profile}?lang=en"}
        assert await status(profile) == 200

        # A player hides their profile: its page is gone, and /stats no longer links to it.
        hide = await fake.slash(w.bob, w.channel, "heckmeck", "settings", "profile", public=False)
        assert (await hide.reply(timeout=30)).content == t(
            "en", "settings-profile-set", public=False
        )
        assert await status(profile) == 404
        stats = await (await fake.slash(w.bob, w.channel, "stats")).reply(timeout=30)
        assert links(stats) == {}
        show = await fake.slash(w.bob, w.channel, "heckmeck", "settings", "profile", public=True)
        await show.reply(timeout=30)
        assert await status(profile) == 200

        # Turned off again: every page of the server is gone.
        off = await fake.slash(fake.owner, w.channel, "heckmeck", "settings", "web", web=False)
        assert (await off.reply(timeout=30)).content == t("en", "settings-web-off")
        assert await status(f"/games/{game_id}") == 404
        assert await status(profile) == 404
    await fake.assert_healthy()
