"""The bot's Prometheus metrics (prometheus-client's default registry): their names, help and
buckets. Nothing here reads Discord or the bot; what records them and what reads the bot when
Prometheus scrapes is wired by the composition root (bot/app/metrics.py).
"""

from __future__ import annotations

from prometheus_client import Counter, Gauge, Histogram

INTERACTIONS = Counter(
    "heckmeck_interactions_total",
    "Interactions received, by kind and by how the bot's first answer went",
    ["kind", "outcome"],
)
INTERACTION_LATENCY = Histogram(
    "heckmeck_interaction_response_seconds",
    "From the interaction's creation to the bot's first answer to it",
    buckets=(0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0),
)
LIVE_GAMES = Gauge("heckmeck_live_games", "Lobbies and running games, by game", ["kind"])
DEADLINE_LAG = Histogram(
    "heckmeck_deadline_lag_seconds",
    "How late a turn deadline, computer move or lobby expiry was handled",
    buckets=(0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0),
)
GATEWAY_LATENCY = Gauge("heckmeck_gateway_latency_seconds", "Heartbeat latency of the gateway")
REST_RESPONSES = Counter(
    "heckmeck_rest_errors_total",
    "Discord REST answers that were errors: 429 rate limits, other 4xx, 5xx",
    ["status_class"],
)
