"""Three finished games stored with their results, for the facts every surface shows of them:
a tied Junior game (alice and bob on one worm each: two winners), a classic game in which carol
used a hint (not rated), a classic game of alice against a hard computer player, and one that bob
left before its end. The store's server turned its web pages on under the name "Worm Club"."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from bot.domain.heckmeck import rules as hm
from bot.domain.records import GameRecord
from bot.storage import Storage
from bot.storage.queries import web as web_queries

GUILD = 77
ALICE, BOB, CAROL = 11, 12, 13
SERVER_NAME = "Worm Club"
ENDED = 1_795_000_000.0  # 2026-11-18 (UTC)


def _person(user_id: int, name: str) -> dict:
    return {"id": user_id, "name": name, "computer": None, "missed": 0}


def _computer(number: int, difficulty: str) -> dict:
    return {"id": -number, "name": "", "computer": difficulty, "missed": 0}


def _final(edition: str, stacks: list[tuple[int, ...]]) -> hm.HeckmeckState:
    start = hm.new_game(len(stacks), hm.HeckmeckOptions(edition=edition))
    held = [tile for stack in stacks for tile in stack]
    grill = list(start.grill)
    for tile in held:
        grill.remove(tile)
    return dataclasses.replace(
        start,
        grill=(),
        turned=tuple(grill),
        stacks=tuple(stacks),
        over=True,
        turns=tuple(4 for _ in stacks),
    )


def _record(players: list[dict], state: hm.HeckmeckState, ended: float, **meta) -> GameRecord:
    return GameRecord(
        id=0,
        kind="heckmeck",
        guild_id=GUILD,
        channel_id=GUILD * 10,
        host_id=players[0]["id"],
        status="finished",
        options=state.options.to_json(),
        players=players,
        state=state.to_json(),
        step=1,
        meta=dict(meta),
        created_at=ended - 600,
        started_at=ended - 500,
        ended_at=ended,
    )


@dataclass
class Games:
    tie: GameRecord  # Junior, alice and bob share first place
    unrated: GameRecord  # classic, carol used a hint on her own turn
    computer: GameRecord  # classic, alice against a hard computer player
    left: GameRecord  # classic, alice and bob, who left the game (keeping his tiles)


async def _stored(storage: Storage, record: GameRecord) -> GameRecord:
    lobby = dataclasses.replace(record, status="lobby", state=None, step=0, ended_at=None)
    created = await storage.create_game(lobby)
    final = dataclasses.replace(record, id=created.id)
    await storage.save(final, 0)
    await storage.record_results(final)
    return final


async def fill(storage: Storage) -> Games:
    alice, bob, carol = _person(ALICE, "alice"), _person(BOB, "bob"), _person(CAROL, "carol")
    tie = await _stored(storage, _record([alice, bob], _final("junior", [(4,), (4,)]), ENDED))
    unrated = await _stored(
        storage,
        _record(
            [alice, bob, carol],
            _final("classic", [(21, 22), (25,), (30,)]),
            ENDED + 3600,
            assisted=[CAROL],
        ),
    )
    computer = await _stored(
        storage,
        _record([alice, _computer(1, "hard")], _final("classic", [(21,), (26, 27)]), ENDED + 7200),
    )
    gone = {**bob, "removed": True}
    left = await _stored(
        storage,
        _record([alice, gone], _final("classic", [(23,), (24,)]), ENDED + 10800),
    )
    await web_queries.set_guild_web(storage, GUILD, True, SERVER_NAME)
    return Games(tie, unrated, computer, left)
