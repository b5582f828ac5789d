"""What makes the pages safe to put on the internet, as aiohttp middlewares: a per-address rate
limit (429), the security headers on every answer, and one not-found page for every 404 (an
unknown id and a server that did not opt in answer alike)."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable

from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# Scripts, styles and images from this site only; no inline script or style, no frames, no forms
# elsewhere, no plugins.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self';"
    " base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
}


class RateLimit:
    """At most `burst` requests at once per address, refilled at `per_second`; more get 429.

    A token bucket per address; addresses idle long enough to be full again are forgotten.
    """

    def __init__(self, per_second: float, burst: int, clock: Callable[[], float] = time.monotonic):
        self.per_second = per_second
        self.burst = burst
        self._clock = clock
        self._buckets: dict[str, tuple[float, float]] = {}  # address -> (tokens, at)

    def allow(self, address: str) -> bool:
        now = self._clock()
        tokens, at = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - at) * self.per_second)
        if len(self._buckets) > 10_000:
            self._forget_full(now)
        if tokens < 1:
            self._buckets[address] = (tokens, now)
            return False
        self._buckets[address] = (tokens - 1, now)
        return True

    def _forget_full(self, now: float) -> None:
        refill = self.burst / self.per_second
        self._buckets = {a: v for a, v in self._buckets.items() if now - v[1] < refill}


def rate_limited(limit: RateLimit, exempt: frozenset[str]) -> Callable:
    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path not in exempt and not limit.allow(request.remote or ""):
            retry = max(1, round(1 / limit.per_second))
            raise web.HTTPTooManyRequests(headers={"Retry-After": str(retry)})
        return await handler(request)

    return middleware


def not_found_page(render: Callable[[web.Request], str]) -> Callable:
    """Every 404 gets the same page, whatever was not found (or why)."""

    @web.middleware
    async def middleware(request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            return await handler(request)
        except web.HTTPNotFound:
            return web.Response(
                status=404, text=render(request), content_type="text/html", charset="utf-8"
            )

    return middleware


@web.middleware
async def security_headers(request: web.Request, handler: Handler) -> web.StreamResponse:
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        response = exc
        response.headers.update(SECURITY_HEADERS)
        raise
    response.headers.update(SECURITY_HEADERS)
    return response
