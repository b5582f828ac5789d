"""The latest hand message of each Drehwurm player, to edit when the game changes.

A hand message is reached through the interaction token that showed it, which Discord accepts for
15 minutes. The tokens are kept in the store (hand_messages), so a restart keeps updating the
hands it still can; a turn call tells a player whose hand message has expired (or failed to
update) to press "Show my hand". The Discord side (cogs/drehwurm/commands.py) edits them.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from bot.domain.records import GameRecord
from bot.storage.base import Storage
from bot.storage.queries import hand_messages
from bot.table.services.base import Tables

KIND = "drehwurm"
TOKEN_LIFETIME = 14 * 60.0  # Discord accepts edits through an interaction for 15 minutes


@dataclass(frozen=True)
class ShownHand:
    user_id: int
    token: str  # of the interaction that showed it
    locale: str
    at: float  # wall clock: Discord's tokens expire in real time


class OpenHands:
    def __init__(self, storage: Storage, tables: Tables) -> None:
        self._storage = storage
        self._tables = tables
        # game id -> user id -> the hand shown last
        self._shown: dict[int, dict[int, ShownHand]] = {}

    async def _loaded(self, game_id: int) -> dict[int, ShownHand]:
        if game_id not in self._shown:
            rows = await hand_messages.hand_messages(self._storage, game_id)
            # setdefault: another caller may have loaded (and added to) it meanwhile
            self._shown.setdefault(
                game_id, {user: ShownHand(user, token, loc, at) for user, token, loc, at in rows}
            )
        return self._shown[game_id]

    async def remember(self, game_id: int, user_id: int, token: str, locale: str) -> None:
        """The player's hand was just shown through the interaction `token`."""
        now = time.time()
        (await self._loaded(game_id))[user_id] = ShownHand(user_id, token, locale, now)
        await hand_messages.remember(self._storage, game_id, user_id, token, locale, now)

    async def needs_reopening(self, record: GameRecord, user_id: int) -> bool:
        """Whether the player's hand message is gone, or expires before their turn does."""
        if record.kind != KIND or record.status != "running":
            return False
        shown = (await self._loaded(record.id)).get(user_id)
        window: dict[str, Any] = record.meta.get("window") or {}
        deadline: float | None = window.get("turn_deadline", record.deadline)
        ends = deadline or time.time()
        return shown is None or shown.at + TOKEN_LIFETIME < ends

    async def after_change(self, record: GameRecord) -> list[ShownHand]:
        """The hands to redraw after the game changed: those still editable (the game's hands
        are forgotten once it ended; an expired one is forgotten)."""
        if record.kind != KIND:
            return []
        shown = await self._loaded(record.id)
        if not record.live:
            self._shown.pop(record.id, None)
            await hand_messages.forget(self._storage, record.id)
        now = time.time()
        for user_id, hand in list(shown.items()):
            if now - hand.at > TOKEN_LIFETIME:
                shown.pop(user_id, None)
        return list(shown.values())

    def open_in(self, game_id: int) -> list[ShownHand]:
        """The game's hands known to be open (none loaded: none)."""
        return list(self._shown.get(game_id, {}).values())

    async def forget(self, game_id: int, user_id: int) -> None:
        """The player's hand message cannot be edited any more."""
        self._shown.get(game_id, {}).pop(user_id, None)
        await hand_messages.forget(self._storage, game_id, user_id)
