"""A finished game's log as a JSON document (/export); the format is described in docs/export.md.

Built from a replay (bot/domain/replay.py), so only a log that the rules engine accepts is exported.
The document holds nothing a player could not have seen at the table: the random draws are left out
(in Drehwurm they are the shuffled deck, i.e. every hand), Heckmeck's dice are given as the faces
rolled, and the engine's events name only public cards.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from bot.domain.draws import split_draws
from bot.domain.replay import Replay
from bot.domain.results import forfeit_winner

FORMAT = "heckmeck-bot/game-log"
VERSION = 1


def _when(timestamp: float | None) -> str | None:
    if timestamp is None:
        return None
    return datetime.fromtimestamp(timestamp, UTC).isoformat(timespec="milliseconds")


def _id(value: int | None) -> str | None:
    return None if value is None else str(value)  # Discord ids exceed JSON's safe integers


def export_game(rebuilt: Replay, log: list[dict[str, Any]], now: float) -> dict[str, Any]:
    record = rebuilt.record
    rules = rebuilt.kind.rules
    seats = {player["id"]: seat for seat, player in enumerate(record.players)}
    final = rebuilt.positions[-1] if rebuilt.positions else None
    result = None
    if final is not None and record.status == "finished":
        places = list(rules.placements(final.state))
        result = {
            "scores": list(rules.scores(final.state)),
            "placements": places,
            "winners": list(rules.winners(final.state)),
            "forfeit": forfeit_winner(final.players, places),
        }
    return {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": _when(now),
        "game": {
            "id": record.id,
            "kind": record.kind,
            "options": record.options,
            "status": record.status,
            "guild_id": _id(record.guild_id),
            "channel_id": _id(record.channel_id),
            "created_at": _when(record.created_at),
            "started_at": _when(record.started_at),
            "ended_at": _when(record.ended_at),
        },
        "players": [
            {
                "seat": seat,
                "user_id": None if player.get("computer") else _id(player["id"]),
                "name": player.get("name") or None,
                "computer": player.get("computer") or None,
                "removed": bool(final and final.players[seat].get("removed")),
            }
            for seat, player in enumerate(record.players)
        ],
        "steps": [_step(row, seats) for row in log if row["step"] <= record.step],
        "result": result,
    }


def _step(row: dict[str, Any], seats: dict[int, int]) -> dict[str, Any]:
    action, _ = split_draws(row["action"])
    step: dict[str, Any] = {
        "step": row["step"],
        "at": _when(row["at"]),
        "seat": seats.get(row["actor_id"]),
        "user_id": _id(row["actor_id"]) if (row["actor_id"] or 0) > 0 else None,
        "action": action,
        "events": row["events"],
    }
    dice = [face for e in row["events"] if e.get("type") == "rolled" for face in e["dice"]]
    if dice:
        step["dice"] = dice
    return step
