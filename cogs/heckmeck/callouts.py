"""Who a Heckmeck turn hit: the player whose tile was stolen hears of it in the game's turn call
(cogs/table/pings.py sends it; a mention notifies only in a new message, not on the board)."""

from __future__ import annotations

from bot.domain.heckmeck.engine.data import EDITIONS
from bot.domain.records import GameRecord
from bot.i18n import t
from cogs.heckmeck.turn_log import tile_pic, turns_of
from cogs.table.render import plain_name


def callouts(record: GameRecord, loc: str) -> list[tuple[int, str]]:
    """(user id, line) for each human whose tile was stolen in the turn that just ended."""
    turns = turns_of(record.recent)
    if not turns:
        return []
    rules = EDITIONS[record.options.get("edition", "classic")]
    found = []
    for e in turns[-1].events:
        if e["type"] != "stole":
            continue
        victim = record.players[e["victim"]]
        if victim["computer"] or victim.get("removed"):
            continue
        thief = plain_name(loc, record.players[e["seat"]])
        text = t(
            loc,
            "ping-stolen",
            name=f"<@{victim['id']}>",
            thief=thief,
            tile=tile_pic(rules, e["tile"]),
        )
        found.append((victim["id"], text))
    return found
