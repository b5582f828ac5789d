"""`python -m bot web`: the pages served alone over the bot's store, as an operator runs them
beside the shard processes; stopped by SIGTERM."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import sys

import aiohttp

from bot.settings import Settings
from tests.web.store import OPTED_IN

PATIENCE = 60.0
SERVING = re.compile(rb"Serving the web pages on (http://[\d.]+:\d+)")


async def test_python_m_bot_web_serves_the_store_until_sigterm(filled):
    assert Settings().web_port is None, "off unless set"
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("WEB_", "DATABASE_"))},
        "DATABASE_URL": filled.url,
        "WEB_PORT": "0",
        "WEB_HOST": "127.0.0.1",
    }
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", env=env, stderr=asyncio.subprocess.PIPE
    )
    try:
        seen = b""
        while not (found := SERVING.search(seen)):
            line = await asyncio.wait_for(process.stderr.readline(), PATIENCE)
            assert line, f"python -m bot web ended before serving:\n{seen.decode()}"
            seen += line
        base = found.group(1).decode()
        async with aiohttp.ClientSession() as http:
            async with http.get(f"{base}/healthz") as response:
                assert response.status == 200
            async with http.get(f"{base}/s/{OPTED_IN}/leaderboard") as response:
                assert response.status == 200
                assert "data-user=" in await response.text()
        process.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(process.wait(), PATIENCE) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
