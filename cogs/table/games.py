"""What the shared table machinery needs of each game's Discord side: how its board, title,
ending extras, replay extras and review are drawn. Each game's extension package registers one
TableGame (cogs/<game>/__init__.py); generic modules look it up by the game's kind and never name
a game."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Protocol

import discord

from bot.domain.records import GameRecord

Rendered = tuple[discord.Embed, discord.ui.View | None]


class Renderer(Protocol):
    def __call__(
        self, record: GameRecord, loc: str, events: list[dict[str, Any]], state: Any = None
    ) -> Rendered:
        """A game's board; `state`: the parsed `record.state` if the caller has it (a replay's
        past position has none: it is parsed)."""
        ...


Title = Callable[[GameRecord, str], str]
# (record, loc) -> the line saying how a tie was broken, or None
TieBreak = Callable[[GameRecord, str], "str | None"]
# (record as it was at a position, the viewer's seat or None, loc) -> (a note, extra embeds)
ReplayExtras = Callable[[GameRecord, "int | None", str], tuple["str | None", list[discord.Embed]]]


@dataclass(frozen=True)
class ReviewPages:
    """A finished game's review: a short summary for everyone, and a page per reviewed seat."""

    summary: discord.Embed
    pages: dict[int, discord.Embed]  # seat -> its page


# (record, its event rows, loc, the reader's user id or None for a public post) -> the review
# (may run the AI in an executor); only the reader's own page says "you"
Review = Callable[[GameRecord, Sequence[dict[str, Any]], str, "int | None"], Awaitable[ReviewPages]]
# (record, parsed state) -> (each seat's stack of tiles or None, a tile's picture as PNG or None)
CardExtras = Callable[
    [GameRecord, Any], tuple["list[list[int]] | None", "Callable[[int], bytes] | None"]
]


# (record, parsed state, seat, loc) -> more about a seat's score on the image card, or None
CardDetail = Callable[[GameRecord, Any, int, str], "str | None"]


def _no_card_detail(record: GameRecord, state: Any, seat: int, loc: str) -> str | None:
    return None


# (record, loc) -> (user id, line) for each player the turn that just ended hit (e.g. a tile
# stolen from them): told in the game's turn call, mentioning them
Callouts = Callable[[GameRecord, str], "list[tuple[int, str]]"]


# (loc, record, parsed state, the reader's user id) -> the position in sentences, the reader's
# own in the second person (cogs/table/reading.py answers the Read table button with them)
Reading = Callable[[str, GameRecord, Any, int | None], list[str]]


def _no_callouts(record: GameRecord, loc: str) -> list[tuple[int, str]]:
    return []


def _no_tie_break(record: GameRecord, loc: str) -> str | None:
    return None


def _no_replay_extras(
    record: GameRecord, seat: int | None, loc: str
) -> tuple[str | None, list[discord.Embed]]:
    return None, []


def _no_card_extras(record: GameRecord, state: Any) -> tuple[None, None]:
    return None, None


@dataclass(frozen=True)
class TableGame:
    kind: str
    render: Renderer
    title: Title
    tie_break: TieBreak = _no_tie_break
    replay_extras: ReplayExtras = _no_replay_extras
    card_extras: CardExtras = _no_card_extras
    card_detail: CardDetail = _no_card_detail
    review: Review | None = None
    callouts: Callouts = _no_callouts
    reading: Reading | None = None
    # The game's pictures uploaded as application emojis: a module with emoji_names(),
    # emoji_pictures() and drawing_version() (e.g. bot/domain/heckmeck/pictures.py).
    pictures: ModuleType | None = None
    # The sign before the game's name in turn calls and the board's text: a die, a card, …
    icon: str = "🎲"


_GAMES: dict[str, TableGame] = {}


def register_table_game(game: TableGame) -> TableGame:
    _GAMES[game.kind] = game
    return game


def unregister_table_game(kind: str) -> None:
    _GAMES.pop(kind, None)


def all_table_games() -> list[TableGame]:
    return list(_GAMES.values())


def table_game(kind: str) -> TableGame:
    try:
        return _GAMES[kind]
    except KeyError:
        raise LookupError(f"no Discord side registered for the game {kind!r}") from None
