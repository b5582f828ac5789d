"""The lobby's buttons and menu carry the lobby's step, like the moves: a doubled or stale pick
applies once, while joins (each user's own, and idempotent) still work from any lobby a user saw."""

from __future__ import annotations

import asyncio

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE
from tests.e2e.players import (
    computer_menu,
    game_id_of,
    game_row,
    lobby_button,
    lobby_click,
    open_lobby,
)


async def test_twenty_simultaneous_computer_picks_add_one_computer(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    game_id = game_id_of(lobby)
    seen = lobby.snapshot()  # what the host's client shows while they click twenty times
    picks = await asyncio.gather(
        *(fake.select(w.alice, seen, computer_menu(seen), ["easy"]) for _ in range(20))
    )
    answers = [await pick.wait_response() for pick in picks]
    assert answers.count(UPDATE_MESSAGE) == 1, answers
    for pick in picks:
        if pick.response_type == CHANNEL_MESSAGE:
            refusal = await pick.reply()
            assert refusal.ephemeral_to is w.alice
            assert refusal.content == t("en", "stale-button")
    players = game_row(bot, game_id)["players"]
    assert [p["computer"] for p in players] == [None, "easy"]
    assert game_row(bot, game_id)["step"] == 1
    await fake.assert_healthy()


async def test_a_stale_start_is_refused_and_joins_from_an_old_lobby_still_count(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    game_id = game_id_of(lobby)
    before_joins = lobby.snapshot()
    # Two players join at the same moment from the same lobby: both are in.
    joins = await asyncio.gather(
        *(fake.click(u, before_joins, lobby_button(before_joins, "join")) for u in (w.bob, w.carol))
    )
    assert [await j.wait_response() for j in joins] == [UPDATE_MESSAGE] * 2
    assert len(game_row(bot, game_id)["players"]) == 3
    # The host starts from the lobby as it was before the joins: not what the table is now.
    stale = await fake.click(w.alice, before_joins, lobby_button(before_joins, "start"))
    assert await stale.wait_response() == CHANNEL_MESSAGE
    assert (await stale.reply()).content == t("en", "stale-button")
    assert game_row(bot, game_id)["status"] == "lobby"
    # A step the lobby never had is refused too (a forged id).
    step = game_row(bot, game_id)["step"]
    forged = await fake.click(w.dave, lobby, f"lobby:{game_id}:{step + 5}:join", force=True)
    assert await forged.wait_response() == CHANNEL_MESSAGE
    assert (await forged.reply()).content == t("en", "stale-button")
    assert len(game_row(bot, game_id)["players"]) == 3
    # From the lobby as it is, the start works.
    assert (await lobby_click(fake, w.alice, lobby, "start")).response_type == UPDATE_MESSAGE
    assert game_row(bot, game_id)["status"] == "running"
    await fake.assert_healthy()
