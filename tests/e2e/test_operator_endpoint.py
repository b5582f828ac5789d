"""The operator's view of a running bot: /healthz, Prometheus /metrics, JSON log lines."""

from __future__ import annotations

import asyncio
import json
import random
import re
import sys

import aiohttp
import pytest

from tests.e2e.bot_process import clean_environment
from tests.e2e.players import game_id_of, open_lobby, play_turns, start_game

SERVING = re.compile(r"Serving /healthz and /metrics on (http://[\d.]+:\d+)")


async def endpoint_of(fake, bot) -> str:
    """The endpoint's base URL, once the bot is ready (on_ready has run)."""
    await bot.wait_for_log("Ready as", timeout=30)
    return SERVING.search(bot.log()).group(1)


async def container_healthcheck(base: str) -> int:
    """Exit code of the Dockerfile's HEALTHCHECK command against this bot."""
    port = base.rsplit(":", 1)[1]
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.healthcheck",
        env=clean_environment(METRICS_PORT=port),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL,
    )
    return await asyncio.wait_for(process.wait(), 30)


async def wait_ready(http: aiohttp.ClientSession, base: str) -> None:
    """Poll /healthz (HTTP has no events) until it says ready; 30 s at most."""
    deadline = asyncio.get_running_loop().time() + 30
    while True:
        async with http.get(f"{base}/healthz") as response:
            if response.status == 200:
                return
        assert asyncio.get_running_loop().time() < deadline, "/healthz not ready within 30 s"
        await asyncio.sleep(0.1)


def sample(metrics: str, name: str, **labels: str) -> float:
    """The value of one sample in Prometheus' text format (0 when absent)."""
    wanted = ",".join(f'{k}="{v}"' for k, v in labels.items())
    pattern = re.escape(name) + (r"\{" + re.escape(wanted) + r"\}" if wanted else "") + r" (\S+)"
    match = re.search(r"^" + pattern + r"$", metrics, re.MULTILINE)
    return float(match.group(1)) if match else 0.0


@pytest.mark.bot_env(METRICS_PORT="0", METRICS_HOST="127.0.0.1", LOG_FORMAT="json")
async def test_health_metrics_and_json_logs_of_a_game(fake, bot):
    base = await endpoint_of(fake, bot)
    w = fake.world
    async with aiohttp.ClientSession() as http:
        async with http.get(f"{base}/healthz") as response:
            assert response.status == 200
            assert await response.json() == {"ready": True, "gateway": True, "database": True}

        board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
        game_id = game_id_of(board)
        play = await play_turns(fake, board, [w.alice, w.bob], random.Random(4), stop_after=6)
        clicks = len(play.clicks) + 2  # the moves, Join and Start

        async with http.get(f"{base}/metrics") as response:
            assert response.status == 200
            metrics = await response.text()
    answered = sample(metrics, "heckmeck_interactions_total", kind="component", outcome="answered")
    assert answered >= clicks
    assert sample(metrics, "heckmeck_interactions_total", kind="command", outcome="answered") >= 1
    assert sample(metrics, "heckmeck_interaction_response_seconds_count") >= clicks + 1
    # Every step of the game so far is a persisted action: join, start, the moves.
    assert sample(metrics, "heckmeck_persisted_actions_total", kind="heckmeck") >= clicks
    assert sample(metrics, "heckmeck_live_games", kind="heckmeck") == 1
    assert sample(metrics, "heckmeck_live_games", kind="drehwurm") == 0
    assert "heckmeck_gateway_latency_seconds" in metrics
    assert "heckmeck_deadline_lag_seconds_count" in metrics

    entries = [json.loads(line) for line in bot.log().splitlines() if line.startswith("{")]
    other = [line for line in bot.log().splitlines() if line and not line.startswith(("{", "==="))]
    assert entries and not other, other[:5]
    opened = [e for e in entries if e["message"].startswith(f"Lobby of game {game_id} opened")]
    assert opened and opened[0]["game_id"] == game_id
    assert opened[0]["channel_id"] == w.channel.id


@pytest.mark.bot_env(METRICS_PORT="0", METRICS_HOST="127.0.0.1")
async def test_healthz_says_not_ready_while_the_gateway_is_down(fake, bot):
    base = await endpoint_of(fake, bot)
    async with aiohttp.ClientSession() as http:
        await wait_ready(http, base)
        assert await container_healthcheck(base) == 0
        fake.refuse_gateway = True
        await fake.disconnect_bot()
        async with http.get(f"{base}/healthz") as response:
            assert response.status == 503
            assert (await response.json())["gateway"] is False
        assert await container_healthcheck(base) == 1
        fake.refuse_gateway = False
        await fake.wait_until(lambda: fake.connected, timeout=30, what="the bot to reconnect")

        await wait_ready(http, base)
        assert await container_healthcheck(base) == 0
