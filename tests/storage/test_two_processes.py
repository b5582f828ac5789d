"""Two bot processes on one store: a stale copy in memory is never written over a newer step;
the process holding it refuses the click, reloads, and plays on from the stored game."""

from __future__ import annotations

import random

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.storage.connect import open_store
from bot.table.sessions import Player, Refusal, Sessions, Timing
from tests.table.clock import Clock

ANN, BOB = Player(1, "Ann"), Player(2, "Bob")


def mover(game):
    return game.players[hm.state_from_json(game.state).current]["id"]


async def test_a_process_with_a_stale_copy_reloads_instead_of_diverging(store_url):
    one, two = await open_store(store_url), await open_store(store_url)
    try:
        first = Sessions(one, Timing(), clock=Clock(), rng=random.Random(1))
        second = Sessions(two, Timing(), clock=Clock(), rng=random.Random(2))
        game = await first.open_lobby("heckmeck", guild_id=1, channel_id=7, host=ANN, options={})
        await first.join(game.id, BOB)
        game = (await first.start(game.id, ANN.id)).game
        seen_by_second = await second.game(game.id)  # both processes hold the game in memory
        assert seen_by_second.step == game.step

        rolled = await first.act(game.id, mover(game), game.step, {"type": "roll"})
        with pytest.raises(Refusal) as refused:  # the second's copy is one step behind
            await second.act(game.id, mover(game), game.step, {"type": "roll"})
        assert refused.value.code == "stale-button"
        stored = await one.get_game(game.id)
        assert (stored.step, stored.state) == (rolled.game.step, rolled.game.state)

        reloaded = await second.game(game.id)  # the refusal dropped the stale copy
        assert (reloaded.step, reloaded.state) == (rolled.game.step, rolled.game.state)
        state = hm.state_from_json(reloaded.state)
        face = hm.action_to_json(next(a for a in hm.legal_actions(state, state.current)
                                      if isinstance(a, hm.SetAside)))  # fmt: skip
        picked = await second.act(game.id, mover(reloaded), reloaded.step, face)
        assert (await one.get_game(game.id)).step == picked.game.step == rolled.game.step + 1
        assert len(await one.events_of(game.id)) == picked.game.step
    finally:
        await one.close()
        await two.close()
