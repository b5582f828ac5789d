"""Sessions on a real store with a hand-driven clock, for the session-layer tests."""

import contextlib
import random
from collections.abc import AsyncIterator
from dataclasses import replace

from bot.domain.heckmeck.engine import rules as hm
from bot.storage.connect import open_store
from bot.table.sessions import Sessions, Timing
from tests.table.clock import Clock


@contextlib.asynccontextmanager
async def sessions_on(store_url: str, timing: Timing, seed: int) -> AsyncIterator[Sessions]:
    """Sessions on the store at `store_url` (its clock as `.clock_`, seeded dice); on leaving,
    the results being recorded are awaited and the store is closed."""
    storage = await open_store(store_url)
    clock = Clock()
    sessions = Sessions(storage, timing, clock=clock, rng=random.Random(seed))
    sessions.clock_ = clock  # type: ignore[attr-defined]
    try:
        yield sessions
    finally:
        await sessions.results_settled()
        await storage.close()


def count_reads(sessions: Sessions, method: str) -> list:
    """The arguments of every later call of the store's `method` (which still runs)."""
    calls: list = []
    read = getattr(sessions.storage, method)

    async def counting(argument):
        calls.append(argument)
        return await read(argument)

    setattr(sessions.storage, method, counting)
    return calls


async def take_the_last_tile(sessions: Sessions, game):
    """End a Heckmeck game at once: the grill emptied but for one tile, which the player on turn
    takes; the finished game (its results are recorded in the background)."""
    state = hm.state_from_json(game.state)
    last = state.grill[0]
    record = await sessions.game(game.id)
    state = replace(
        state,
        grill=(last,),
        turned=tuple(sorted(t for t in (*state.grill[1:], *state.turned))),
        phase="decide",
        kept=("worm",) * last,  # Junior: a worm counts 1
    )
    record.state = state.to_json()
    user = record.players[state.current]["id"]
    outcome = await sessions.act(
        game.id, user, record.step, {"type": "stop", "tile": last, "victim": None}
    )
    assert outcome.game.status == "finished"
    return outcome.game
