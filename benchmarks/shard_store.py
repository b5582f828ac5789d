"""The store of benchmarks/shard_load.py: live games as the engines deal them, and finished ones.

Live games are written as rows of `games` and `table_notes` (their board message), their states
dealt by the engines (bot/domain/<game>/rules.py), so that the buttons drawn for them are legal.
Finished games go through the real `record_results` (benchmarks/leaderboard_queries.py's fill).
"""

from __future__ import annotations

import json
import random
import time
from dataclasses import dataclass
from typing import Any

from bot.domain.drehwurm import rules as dw
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.storage.base import Storage

SHORT_TURN = 120
LONG_TURNS = (8 * 3600, 24 * 3600, 3 * 24 * 3600)
THREE_DAYS = 3 * 24 * 3600


@dataclass
class LiveGame:
    """A live game as the driver knows it: its record (as stored) and where its board is."""

    record: GameRecord
    guild_index: int
    played_now: bool  # a short-turn game being played during the run


def deal(
    game_id: int,
    guild_id: int,
    channel_id: int,
    humans: list[int],
    rng: random.Random,
    now: float,
    played_now: bool,
) -> GameRecord:
    """A running game (2-7 seats; Drehwurm 3-6) just dealt by its engine; seat 0, a human, is
    on turn."""
    game = rng.choices(("classic", "junior", "drehwurm"), weights=(6, 2, 2))[0]
    if game == "drehwurm":
        seats = rng.randint(3, 6)
        state: Any = dw.new_game(seats, dw.DrehwurmOptions(), rng)
        kind, options = "drehwurm", {"variant": "standard"}
    else:
        options_obj = hm.HeckmeckOptions(edition=game)
        seats = rng.randint(2, min(7, options_obj.rules.max_players))
        state = hm.new_game(seats, options_obj, rng)
        kind, options = "heckmeck", {"edition": game}
    computers = rng.choices((0, 1, seats - 1), weights=(12, 5, 3))[0]
    seated = rng.sample(humans, min(len(humans), seats - computers))
    players = [
        {"id": u, "name": f"player{u % 100_000}", "computer": None, "missed": 0} for u in seated
    ]
    players += [
        {"id": -(i + 1), "name": "", "computer": "normal", "missed": 0}
        for i in range(seats - len(players))
    ]
    # The engine's seat 0 starts: a human, so that the first click is a person's.
    first = players.pop(0)
    rng.shuffle(players)
    players.insert(0, first)
    meta: dict[str, Any] = {"turn_no": 1}
    if played_now:
        deadline = now + rng.uniform(SHORT_TURN / 2, SHORT_TURN)
    else:
        meta["turn_time"] = rng.choice(LONG_TURNS)
        deadline = now + rng.uniform(60, THREE_DAYS)
    return GameRecord(
        id=game_id,
        kind=kind,
        guild_id=guild_id,
        channel_id=channel_id,
        host_id=seated[0],
        status="running",
        options=options,
        players=players,
        state=state.to_json(),
        step=2,
        meta=meta,
        deadline=deadline,
        created_at=now - 3600,
        started_at=now - 3500,
    )


async def write_live(storage: Storage, games: list[LiveGame], board_ids: dict[int, int]) -> None:
    """The live games' rows and their boards' notes, in batches."""
    now = time.time()
    rows, notes = [], []
    for game in games:
        r = game.record
        rows.append(
            (
                r.id,
                r.kind,
                r.guild_id,
                r.channel_id,
                r.host_id,
                r.status,
                json.dumps(r.options),
                json.dumps(r.players),
                json.dumps(r.state),
                r.step,
                json.dumps(r.meta),
                r.deadline,
                r.created_at,
                r.started_at,
                None,
            )
        )
        board = {"message_id": board_ids[r.id], "posted_at": now, "step": r.step}
        notes.append((r.id, json.dumps(board), None))
        if len(rows) >= 2000:
            await storage.insert_rows("games", rows)
            await storage.insert_rows("table_notes", notes)
            rows, notes = [], []
    if rows:
        await storage.insert_rows("games", rows)
        await storage.insert_rows("table_notes", notes)
