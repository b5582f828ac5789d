"""Hints: whether a game allows the 💡 Odds button, and the server's default for it.

Today every finished game with a human is rated (bot/domain/results.py). So a game is rated unless a
player used a hint in it: then it is "assisted" and not rated. Hints are therefore off by default
(every game would be rated); a server may turn them on by default with
`/heckmeck settings hints`, and `/heckmeck start hints:` chooses per game. A game with hints off
shows no Odds button.

Where it is kept: `meta["hints"]` (bool) from the lobby on, and `meta["assisted"]`, the ids of the
players who used a hint, as soon as one does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.domain import games

if TYPE_CHECKING:
    from bot.domain.records import GameRecord

# A server that chose nothing (the stored setting: bot/storage/base.py `guild_hints`): every
# game is rated unless a hint is used, so hints are opt-in.
DEFAULT_HINTS = False


def hints_on(record: GameRecord) -> bool:
    game_kind = games.find(record.kind)
    return bool(record.meta.get("hints")) and game_kind is not None and game_kind.hints


def assisted_by(record: GameRecord) -> list[int]:
    return list(record.meta.get("assisted") or [])
