"""The web application: routes, templates (Jinja2, autoescaped), the static files and pictures,
`/healthz`, and the guards (bot/web/guard.py). Served by the bot's own process when WEB_PORT is set
(`WebServer`), or alone by `python -m bot web` beside the shard processes (bot/web/serve.py)."""

from __future__ import annotations

import asyncio
import hashlib
import logging
import time
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any
from urllib.parse import urlencode

import jinja2
from aiohttp import web

from bot.storage import Storage
from bot.web.guard import RateLimit, not_found_page, rate_limited, security_headers
from bot.web.pages import Pages, language
from bot.web.pictures import pictures
from bot.web.texts import LANGUAGES, text

log = logging.getLogger("bot.web")

PAGE_CACHE = "public, max-age=60"
STATIC_CACHE = "public, max-age=604800, immutable"
NOT_FOUND = "not_found.html"
STORAGE = web.AppKey("storage", Storage)
STATIC_FILES = {"style.css": "text/css", "replay.js": "text/javascript"}


@cache
def _static(name: str) -> bytes:
    return resources.files("bot.web").joinpath("static", name).read_bytes()


def static_url(name: str) -> str:
    """The file's URL with its digest: a changed file is a new URL, so it may be cached long."""
    return f"/static/{name}?v={hashlib.sha256(_static(name)).hexdigest()[:12]}"


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.PackageLoader("bot.web", "templates"),
        autoescape=True,
        trim_blocks=True,
        lstrip_blocks=True,
        undefined=jinja2.StrictUndefined,
    )
    env.globals["static_url"] = static_url
    return env


class Site:
    def __init__(self, storage: Storage, base_url: str | None = None) -> None:
        self.storage = storage
        self.base_url = base_url
        self.env = _environment()

    def page(self, request: web.Request, template: str, lang: str, **context: Any) -> str:
        def t(key: str, **args: Any) -> str:
            return text(lang, key, **args)

        # The 404 page never repeats what was asked: it is the same for any address.
        query = {} if template == NOT_FOUND else dict(request.query)

        def switch(code: str) -> str:
            return "?" + urlencode({**query, "lang": code})

        image = context.pop("image", None)
        base = self.base_url or f"{request.scheme}://{request.host}"
        url = context.pop("url", base + request.path_qs)
        return self.env.get_template(template).render(
            t=t,
            lang=lang,
            languages=[(code, text(code, "web-language-name"), switch(code)) for code in LANGUAGES],
            url=url,
            image=base + image if image else None,
            **context,
        )

    def render(
        self, request: web.Request, template: str, lang: str, **context: Any
    ) -> web.Response:
        body = self.page(request, template, lang, **context)
        return web.Response(
            text=body,
            content_type="text/html",
            charset="utf-8",
            headers={
                "Cache-Control": PAGE_CACHE,
                "Vary": "Accept-Language",
                "Content-Language": lang,
            },
        )

    def not_found(self, request: web.Request) -> str:
        lang = language(request)
        return self.page(
            request,
            NOT_FOUND,
            lang,
            title=text(lang, "web-not-found-title"),
            description="",
            url=None,
        )


async def _healthz(request: web.Request) -> web.Response:
    await request.app[STORAGE].ping()
    return web.Response(text="ok\n", headers={"Cache-Control": "no-store"})


async def _static_file(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name not in STATIC_FILES:
        raise web.HTTPNotFound()
    return web.Response(
        body=_static(name),
        content_type=STATIC_FILES[name],
        headers={"Cache-Control": STATIC_CACHE},
    )


async def _draw_pictures(_app: web.Application) -> None:
    # Drawing every picture takes over a second: in a thread, so the bot's event loop (which may
    # serve these pages) does not stall; the pages then read them from the cache.
    await asyncio.to_thread(pictures)


async def _picture(request: web.Request) -> web.Response:
    png = pictures().get(request.match_info["name"])
    if png is None:
        raise web.HTTPNotFound()
    return web.Response(body=png, content_type="image/png", headers={"Cache-Control": STATIC_CACHE})


def make_app(
    storage: Storage,
    base_url: str | None = None,
    rate: RateLimit | None = None,
    clock: Callable[[], float] = time.time,
) -> web.Application:
    """The application over `storage` (read only). `rate`: the per-address limit (default: 5
    requests a second, 60 at once); `clock`: the table's time (which season is this season)."""
    site = Site(storage, base_url)
    pages = Pages(storage, site.render, base_url, clock)
    limit = rate or RateLimit(per_second=5.0, burst=60)
    app = web.Application(
        middlewares=[
            security_headers,
            rate_limited(limit, frozenset({"/healthz"})),
            not_found_page(site.not_found),
        ]
    )
    app[STORAGE] = storage
    app.on_startup.append(_draw_pictures)
    server = "/s/{guild:[0-9]{1,20}}"
    game = "/games/{game:[0-9]{1,20}}"
    app.router.add_get("/healthz", _healthz)
    app.router.add_get("/static/{name}", _static_file)
    app.router.add_get("/pictures/{name:[a-z0-9_]{1,32}}.png", _picture)
    app.router.add_get(server + "/leaderboard", pages.leaderboard)
    board = server + "/leaderboard/{game:[a-z][a-z0-9_]{0,31}}"
    player = server + "/players/{user:[0-9]{1,20}}"
    app.router.add_get(board, pages.leaderboard)
    app.router.add_get(board + "/card.png", pages.leaderboard_card)
    app.router.add_get(player, pages.profile)
    app.router.add_get(player + "/card.png", pages.profile_card)
    app.router.add_get(game, pages.game)
    app.router.add_get(game + "/card.png", pages.card)
    return app


class WebServer:
    """The pages served inside another process (the bot's): start, stop."""

    def __init__(
        self,
        storage: Storage,
        host: str,
        port: int,
        base_url: str | None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._runner = web.AppRunner(make_app(storage, base_url, clock=clock), access_log=None)
        self.host, self.port = host, port

    async def start(self) -> None:
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0:
            self.port = self._runner.addresses[0][1]
        log.info("Serving the web pages on http://%s:%d", self.host, self.port)

    async def stop(self) -> None:
        await self._runner.cleanup()
