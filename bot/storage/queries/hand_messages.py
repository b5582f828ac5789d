"""The open hand messages of a game's players (table hand_messages): the interaction token that
showed each player their hand, to edit it when the game changes (bot/table/drehwurm/hands.py)."""

from __future__ import annotations

from bot.storage.queries import Reader
from bot.storage.queries.settings import Writer


async def hand_messages(db: Reader, game_id: int) -> list[tuple[int, str, str, float]]:
    """The open hand messages of a game: (user id, interaction token, locale, shown at)."""
    rows = await db.fetch_all(
        "SELECT user_id, token, locale, shown_at FROM hand_messages WHERE game_id = ?",
        (game_id,),
    )
    return [(user_id, token, locale, shown_at) for user_id, token, locale, shown_at in rows]


async def remember(
    db: Writer, game_id: int, user_id: int, token: str, locale: str, shown_at: float
) -> None:
    await db.write(
        "INSERT INTO hand_messages (game_id, user_id, token, locale, shown_at)"
        " VALUES (?, ?, ?, ?, ?) ON CONFLICT(game_id, user_id) DO UPDATE SET"
        " token = excluded.token, locale = excluded.locale, shown_at = excluded.shown_at",
        [(game_id, user_id, token, locale, float(shown_at))],
    )


async def forget(db: Writer, game_id: int, user_id: int | None = None) -> None:
    """Forget a game's hand messages (one player's, or all of them)."""
    if user_id is None:
        await db.write("DELETE FROM hand_messages WHERE game_id = ?", [(game_id,)])
    else:
        await db.write(
            "DELETE FROM hand_messages WHERE game_id = ? AND user_id = ?", [(game_id, user_id)]
        )
