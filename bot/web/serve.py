"""`python -m bot web`: the pages served alone, beside the bot's shard processes, reading the same
store (DATABASE_URL or DATABASE_PATH) on WEB_HOST:WEB_PORT (default 8080) until SIGTERM / Ctrl+C."""

from __future__ import annotations

import asyncio
import logging
import signal

from bot.clock import clock_from
from bot.settings import Settings
from bot.storage.connect import open_store
from bot.web.app import WebServer

log = logging.getLogger("bot.web")
DEFAULT_PORT = 8080


async def serve(settings: Settings) -> None:
    storage = await open_store(settings.store_url)
    port = DEFAULT_PORT if settings.web_port is None else settings.web_port
    clock = clock_from(settings.clock_offset_file)
    server = WebServer(storage, settings.web_host, port, settings.web_base_url, clock)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    try:
        await server.start()
        await stop.wait()
    finally:
        await server.stop()
        await storage.close()
    log.info("Stopped")
