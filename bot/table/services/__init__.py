"""The Discord layer's one door to the store: one typed service per area, each with its queries
behind it (bot/storage/queries/), built once by the composition root (bot/app/client.py) and held
in `Services` (`bot.services`). The cogs never hold a store handle.

A game's own features beside the table (Heckmeck's daily and puzzles, Drehwurm's hands) live in
bot/table/<game>/; their services are built through `Services.of_game`, once each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar, cast

from bot.storage.base import Storage
from bot.storage.queries.leases import HOST_LEASE, Lease
from bot.table.services.base import Tables
from bot.table.services.games import StoredGames
from bot.table.services.notes import EmojiNotes
from bot.table.services.privacy import Privacy
from bot.table.services.results import History, Leaderboard, Results, Stats
from bot.table.services.seasons import Seasons
from bot.table.services.settings import Settings
from bot.table.services.tournaments import Tournaments

__all__ = ["Services", "Tables"]

Service = TypeVar("Service")


@dataclass(frozen=True)
class Services:
    settings: Settings
    games: StoredGames
    results: Results
    leaderboard: Leaderboard
    stats: Stats
    history: History
    seasons: Seasons
    tournaments: Tournaments
    emojis: EmojiNotes
    privacy: Privacy
    _storage: Storage = field(repr=False)
    _tables: Tables = field(repr=False)
    _of_games: dict[object, object] = field(default_factory=dict[object, object], repr=False)

    @classmethod
    def build(cls, storage: Storage, tables: Tables, lease: Lease = HOST_LEASE) -> Services:
        """`lease`: this process's terms for the background work one process at a time does."""
        return cls(
            settings=Settings(storage),
            games=StoredGames(storage, tables),
            results=Results(storage, tables),
            leaderboard=Leaderboard(storage, tables),
            stats=Stats(storage, tables),
            history=History(storage, tables),
            seasons=Seasons(storage, tables),
            tournaments=Tournaments(storage, tables, lease),
            emojis=EmojiNotes(storage),
            privacy=Privacy(storage, tables),
            _storage=storage,
            _tables=tables,
        )

    def of_game(self, service: Callable[[Storage, Tables], Service]) -> Service:
        """A game's own service (e.g. bot/table/heckmeck/daily.py `Daily`), built on first use
        and the same one after."""
        built = self._of_games.get(service)
        if built is None:
            built = self._of_games[service] = service(self._storage, self._tables)
        return cast(Service, built)  # stored under its own factory just above
