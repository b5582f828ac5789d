"""Telling the listeners (the Discord layer) about changes nobody clicked for: deadlines, computer
moves, lobby expiry, a stop."""

from __future__ import annotations

import asyncio
import logging

from bot.table.tasks import tracked
from bot.table.types import Listener, Outcome

log = logging.getLogger(__name__)

# Games whose change is being shown at once. More wait their turn: after a start, hundreds of
# deadlines passed while the bot was away fire together, and every click's answer would queue
# behind all their steps on the event loop.
SHOWN_AT_ONCE = 16


class Notifications:
    def __init__(self) -> None:
        self._listeners: list[Listener] = []
        self._notifying: dict[int, asyncio.Task[None]] = {}  # the latest notification per game
        self._slots = asyncio.Semaphore(SHOWN_AT_ONCE)

    def add_listener(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def notify(self, outcome: Outcome) -> asyncio.Task[None]:
        """Tell the listeners about a change without waiting for them: they talk to Discord, and
        one slow or rate-limited channel must not hold up every other game's deadlines. Per game
        the notifications still run in order; SHOWN_AT_ONCE games at a time."""
        game_id = outcome.game.id
        previous = self._notifying.get(game_id)
        return tracked(self._notifying, game_id, self._tell_listeners(outcome, previous))

    async def _tell_listeners(self, outcome: Outcome, previous: asyncio.Task[None] | None) -> None:
        if previous is not None:
            await asyncio.wait([previous])
        async with self._slots:  # taken only after the game's previous one: no waiting in a slot
            for listener in self._listeners:
                try:
                    await listener(outcome)
                except Exception:
                    log.exception("A listener failed on game %s", outcome.game.id)

    async def cancel(self) -> None:
        """Stop the notifications still talking to Discord (a restart redraws what they would
        have shown)."""
        pending = list(self._notifying.values())
        for task in pending:
            task.cancel()
        await asyncio.gather(*pending, return_exceptions=True)
