"""What the metrics and the health endpoint read of the running bot (the bot class has it; they
never import it)."""

from __future__ import annotations

from typing import Any, Protocol


class Observed(Protocol):
    settings: Any  # bot.settings.Settings: the shards this process runs
    storage: Any  # bot.storage.Storage: ping(), live_game_counts()

    @property
    def latency(self) -> float: ...

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...

    def gateway_connected(self) -> bool: ...
