"""Hints: whether a game allows the 💡 Odds button, and the server's default for it.

Every finished game with a human and another player is rated (bot/domain/results.py), unless a
player asked for a hint on their own turn: then that player is "assisted" and the game is not
rated. A hint asked on anyone else's turn (another player's, a computer's) is for watching. Hints
are off by default (so every game is rated); a server may turn them on by default with
`/heckmeck settings hints`, and `/heckmeck start hints:` chooses per game. A game with hints off
shows no Odds button.

Where it is kept: `meta["hints"]` (bool) from the lobby on, and `meta["assisted"]`, the ids of the
players who used a hint on their own turn, as soon as one does (their result rows say so).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.domain import games

if TYPE_CHECKING:
    from bot.domain.records import GameRecord

# A server that chose nothing (ServerSettings.hints, bot/domain/settings.py): every
# game is rated unless a hint is used, so hints are opt-in.
DEFAULT_HINTS = False


def hints_on(record: GameRecord) -> bool:
    game_kind = games.find(record.kind)
    return bool(record.meta.get("hints")) and game_kind is not None and game_kind.hints


def assisted_by(record: GameRecord) -> list[int]:
    return list(record.meta.get("assisted") or [])


def hint_unrates(record: GameRecord, user_id: int, on_turn_id: int | None) -> bool:
    """Whether a hint `user_id` asks for now would make a rated game unrated (for every player
    at the table): it is their own turn and the game is still rated. Such a hint is asked first,
    privately; one on someone else's turn, or in a game already unrated, costs nothing."""
    humans = [p for p in record.players if not p.get("computer")]
    rated = (
        bool(humans)
        and len(record.players) > 1
        and not assisted_by(record)
        and not record.meta.get("unrated")
    )
    return rated and on_turn_id == user_id
