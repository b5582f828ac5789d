"""A tournament's format as its organiser chose it, and what is wrong with a choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bot.domain import games
from bot.domain.errors import IllegalAction

ROUNDS = range(1, 5)  # qualifying rounds
TABLE_SIZES = range(3, 6)
FINAL_SIZES = (0, 4, 5, 6)  # 0: no final table, the top of the standings wins
MIN_TABLE = 3  # a table of two is never drawn


def tournament_games() -> tuple[str, ...]:
    """The game kinds a tournament may play (those whose GameKind says so)."""
    return tuple(kind.name for kind in games.kinds() if kind.tournaments)


@dataclass(frozen=True)
class TournamentFormat:
    game: str
    options: dict[str, Any]  # the game's variant options
    rounds: int
    table_size: int
    final_size: int
    fill_level: str | None = None  # None: tables are never filled with computer players

    @property
    def final_round(self) -> int | None:
        """The round number of the final table (after the qualifying rounds); None if none."""
        return self.rounds + 1 if self.final_size else None

    def problems(self) -> list[str]:
        """The catalogue keys of what is wrong with this format (empty: it can be played)."""
        kind = games.find(self.game)
        if kind is None or not kind.tournaments:
            return ["tournament-bad-game"]
        found = []
        try:
            low, high = kind.player_limits(kind.options_from_json(dict(self.options)))
        except (IllegalAction, TypeError, ValueError):
            found.append("tournament-bad-options")
            low, high = MIN_TABLE, max(TABLE_SIZES)
        if self.rounds not in ROUNDS:
            found.append("tournament-bad-rounds")
        if self.table_size not in TABLE_SIZES:
            found.append("tournament-bad-table-size")
        elif not low <= self.table_size <= high:
            found.append("tournament-table-too-large")
        if self.final_size not in FINAL_SIZES:
            found.append("tournament-bad-final-size")
        elif self.final_size and not low <= self.final_size <= high:
            found.append("tournament-final-too-large")
        if self.fill_level is not None and self.fill_level not in kind.difficulties:
            found.append("tournament-bad-fill-level")
        return found
