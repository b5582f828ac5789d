"""The pictures a replay's scenes name (each game's `GameKind.pictures`: the bot's emoji
pictures, dice, tiles and cards), drawn once per process and served from `/pictures/<name>.png`;
their URL carries a digest of the drawing, so they may be cached long."""

from __future__ import annotations

import hashlib
from functools import cache

from bot.domain.games import kinds


@cache
def pictures() -> dict[str, bytes]:
    found: dict[str, bytes] = {}
    for game_kind in kinds():
        if game_kind.pictures is not None:
            found.update(game_kind.pictures())
    return found


def picture_path(name: str) -> str:
    return f"/pictures/{name}.png"


@cache
def picture_url(name: str) -> str:
    """The picture's address with its digest (a redrawn picture is a new address)."""
    png = pictures().get(name, b"")
    return f"{picture_path(name)}?v={hashlib.sha256(png).hexdigest()[:12]}"
