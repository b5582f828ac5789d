"""The facts every surface shows (the board, the ending and its card, /history, /stats,
/leaderboard, seasons, tournaments, the web pages), each computed here once so that they agree:
the shown rating, the winners of a game, a player's name, a game's numbered title, a score with
its unit and a turn's deadline. Words come from the catalogues (`bot/locales`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from bot.domain.privacy import is_deleted
from bot.domain.results import ended_at, rated_scopes, shown_rating
from bot.domain.takeover import SINCE_KEY, taken_over
from bot.i18n import t

if TYPE_CHECKING:
    from bot.domain.records import GameRecord

__all__ = [
    "card_subtitle",
    "deadline",
    "is_rated",
    "left_mark",
    "numbered_title",
    "rating",
    "rating_text",
    "score_text",
    "seat_name",
    "taken_over_name",
    "winner_rows",
    "winners",
]


def rating(ordinal: float) -> float:
    """The rating a player sees, from the stored OpenSkill ordinal (which starts at 0)."""
    return shown_rating(ordinal)


def rating_text(loc: str, ordinal: float) -> str:
    """The shown rating as a number in the reader's language ("37.1"), without its word."""
    return t(loc, "rating-value", rating=rating(ordinal))


def winners(places: Sequence[int]) -> list[int]:
    """The seats that won: every seat placed first (a tie has several)."""
    return [seat for seat, place in enumerate(places) if place == 1]


def winner_rows(rows: Sequence[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    """Of a recorded game's result rows (`placement`, `seat`, …), those of its winners, in seat
    order."""
    first = sorted(rows, key=lambda row: row["seat"])
    return [row for row in first if row["placement"] == 1]


def seat_name(loc: str, player: Mapping[str, Any]) -> str:
    """A player's name as text (no mention): a computer by its number and difficulty, a person by
    the name they had at the table, or a placeholder when it is not known (a deleted account).
    `player`: a seat of a game record (`id`) or a recorded result row (`user_id`)."""
    name = str(player.get("name") or "") or t(loc, "player-unknown")
    if taken_over(player):
        return taken_over_name(loc, name, player)
    if player.get("computer"):
        number = -(player["id"] if "id" in player else player["user_id"])
        return t(loc, "computer-name", difficulty=player["computer"], number=number)
    if is_deleted(player["id"] if "id" in player else player.get("user_id")):
        return t(loc, "player-deleted")
    return name


def taken_over_name(loc: str, name: str, player: Mapping[str, Any]) -> str:
    """A seat a computer plays since its player left: "Name (computer since turn N)", `name`
    being the player's name as the surface shows it (a mention or plain text)."""
    return t(loc, "seat-taken-over", name=name, turn=player[SINCE_KEY])


def left_mark(loc: str, player: Mapping[str, Any]) -> str:
    """" (left the game)" after the name of a player taken out of the game (they keep their
    place by their tiles), else nothing."""
    return " " + t(loc, "board-removed") if player.get("removed") else ""


def numbered_title(loc: str, title: str, number: int) -> str:
    """A game's title with its number, "Heckmeck #123": the number /replay and /export take."""
    return t(loc, "game-numbered", title=title, number=str(number))


def score_text(loc: str, unit: str, score: int) -> str:
    """A score with its unit, singular or plural as the language wants ("1 worm", "3 points");
    `unit`: the game's score unit (`GameKind.score_unit`)."""
    return t(loc, unit, count=score)


def deadline(at: float) -> str:
    """When a turn runs out, as a Discord timestamp each reader sees relative to their now."""
    return f"<t:{int(at)}:R>"


def is_rated(record: GameRecord) -> bool:
    """Whether the finished game moved anyone's rating (not when a hint was used on an own turn,
    nor a tournament game a server does not rate, nor a game without two players)."""
    return bool(rated_scopes(record)[1])


def card_subtitle(loc: str, record: GameRecord) -> str:
    """The line under an end card's title: the day the game ended (UTC), and that it was not
    rated when it was not."""
    day = datetime.fromtimestamp(ended_at(record), UTC).date()
    parts = [t(loc, "ending-card-date", ended=day)]
    if not is_rated(record):
        parts.append(t(loc, "ending-card-unrated"))
    return " · ".join(parts)
