"""Prometheus metrics of the running bot, recorded where the thing happens: interactions and their
response latency from the HTTP calls discord.py makes (an aiohttp trace, so no Discord call needs
wrapping), persisted actions by the table layer, deadline lag by the deadline handler. Live games
and gateway latency are read when Prometheus scrapes (`refresh_gauges`). The metrics themselves
are declared in bot/observability/metrics.py.
"""

from __future__ import annotations

import collections
import re
import time
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import aiohttp
import discord
from prometheus_client import REGISTRY
from prometheus_client.metrics_core import CounterMetricFamily
from prometheus_client.registry import Collector

from bot.domain.games import names
from bot.observability.metrics import (
    DEADLINE_LAG,
    GATEWAY_LATENCY,
    INTERACTION_LATENCY,
    INTERACTIONS,
    LIVE_GAMES,
    REST_RESPONSES,
)
from bot.observability.observed import Observed
from bot.table.measures import MEASURES

# Game steps written to the database, by game kind: counted by the table layer in a plain dict
# (bot/table/measures.py), because a prometheus-client counter takes a lock on every step; read
# when scraped.
PERSISTED_ACTIONS: collections.Counter[str] = MEASURES.persisted_actions


class _PersistedActions(Collector):
    def collect(self) -> Iterator[CounterMetricFamily]:
        family = CounterMetricFamily(
            "heckmeck_persisted_actions", "Game steps written to the database", labels=["kind"]
        )
        for kind, count in sorted(PERSISTED_ACTIONS.items()):
            family.add_metric([kind], count)
        yield family


REGISTRY.register(_PersistedActions())
MEASURES.deadline_lag = DEADLINE_LAG  # observed by the table layer's deadline handler

# POST /interactions/{id}/{token}/callback: the first answer to an interaction.
_CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback$")
# Interaction kinds by discord.InteractionType value.
_KINDS = {2: "command", 3: "component", 4: "autocomplete", 5: "modal"}


def interaction_kind(interaction: discord.Interaction) -> str:
    return _KINDS.get(interaction.type.value, "other")


class InteractionTracker:
    """Pairs each received interaction with the bot's answer to it, to count and time it."""

    def __init__(self, clock=time.time) -> None:
        self._clock = clock
        self._pending: dict[int, str] = {}  # interaction id -> kind

    def received(self, interaction: discord.Interaction) -> None:
        self._expire()
        self._pending[interaction.id] = interaction_kind(interaction)

    def answered(self, interaction_id: int, ok: bool) -> None:
        kind = self._pending.pop(interaction_id, None)
        if kind is None:
            return
        INTERACTIONS.labels(kind, "answered" if ok else "failed").inc()
        created = discord.utils.snowflake_time(interaction_id).timestamp()
        INTERACTION_LATENCY.observe(max(0.0, self._clock() - created))

    def _expire(self) -> None:
        """Interactions not answered within Discord's 3 s window count as unanswered."""
        now = self._clock()
        for interaction_id, kind in list(self._pending.items()):
            if now - discord.utils.snowflake_time(interaction_id).timestamp() > 3.0:
                del self._pending[interaction_id]
                INTERACTIONS.labels(kind, "unanswered").inc()

    def http_trace(self) -> aiohttp.TraceConfig:
        trace = aiohttp.TraceConfig()

        async def on_request_end(
            session: Any, context: SimpleNamespace, params: aiohttp.TraceRequestEndParams
        ) -> None:
            status = params.response.status
            if status == 429:
                REST_RESPONSES.labels("429").inc()
            elif status >= 500:
                REST_RESPONSES.labels("5xx").inc()
            elif status >= 400:
                REST_RESPONSES.labels("4xx").inc()
            match = _CALLBACK.search(params.url.path)
            if match and params.method == "POST" and status != 429:
                self.answered(int(match.group(1)), ok=status < 400)

        trace.on_request_end.append(on_request_end)
        return trace


async def refresh_gauges(bot: Observed) -> None:
    """Update the gauges that are cheaper to read at scrape time than to keep up to date."""
    latency = bot.latency
    if latency == latency and latency != float("inf"):  # NaN / inf before the first heartbeat
        GATEWAY_LATENCY.set(latency)
    counts = await bot.storage.live_game_counts(bot.settings.shards)
    for kind in {*names(), *counts}:
        LIVE_GAMES.labels(kind).set(counts.get(kind, 0))
