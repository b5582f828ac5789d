"""The optional operator endpoint (METRICS_PORT): /healthz for container health checks and
/metrics for Prometheus.

/healthz answers 200 only when the bot is ready to serve players: every gateway shard of this
process connected, and the database answering. Otherwise 503 with what is wrong.
"""

from __future__ import annotations

import asyncio
import logging

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from bot.app.metrics import refresh_gauges
from bot.observability.observed import Observed

log = logging.getLogger(__name__)

DATABASE_PING_TIMEOUT = 2.0


async def readiness(bot: Observed) -> dict[str, bool]:
    gateway = bot.is_ready() and not bot.is_closed() and bot.gateway_connected()
    try:
        await asyncio.wait_for(bot.storage.ping(), DATABASE_PING_TIMEOUT)
        database = True
    except Exception:
        log.warning("Health check: the database does not answer", exc_info=True)
        database = False
    return {"gateway": gateway, "database": database}


class OperatorEndpoint:
    def __init__(self, bot: Observed, host: str, port: int) -> None:
        self._bot = bot
        self._host = host
        self._port = port
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, self._host, self._port).start()
        host, port = self._runner.addresses[0][:2]  # the port chosen, when asked for port 0
        log.info("Serving /healthz and /metrics on http://%s:%d", host, port)

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def _healthz(self, request: web.Request) -> web.Response:
        checks = await readiness(self._bot)
        status = 200 if all(checks.values()) else 503
        return web.json_response({"ready": status == 200, **checks}, status=status)

    async def _metrics(self, request: web.Request) -> web.Response:
        await refresh_gauges(self._bot)
        response = web.Response(body=generate_latest(REGISTRY))
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response
