"""The lobby's buttons and menu carry the lobby's step, like the moves: a doubled or stale pick
applies once, while joins (each user's own, and idempotent) still work from any lobby a user saw."""

from __future__ import annotations

import asyncio

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE
from tests.e2e.players import (
    computer_menu,
    game_events,
    game_id_of,
    game_row,
    lobby_button,
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


async def test_a_start_from_an_older_lobby_picture_starts_once_and_old_joins_count(fake, bot):
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
    # A step the lobby never had is refused too (a forged id).
    step = game_row(bot, game_id)["step"]
    forged = await fake.click(w.dave, lobby, f"lobby:{game_id}:{step + 5}:join", force=True)
    assert await forged.wait_response() == CHANNEL_MESSAGE
    assert (await forged.reply()).content == t("en", "stale-button")
    assert len(game_row(bot, game_id)["players"]) == 3
    # The host starts from the lobby as it was before the joins (answers to simultaneous joins
    # may reach them out of order): the game starts once, with everyone seated now.
    started, again = await asyncio.gather(
        fake.click(w.alice, before_joins, lobby_button(before_joins, "start")),
        fake.click(w.alice, before_joins, lobby_button(before_joins, "start")),
    )
    responses = sorted([await started.wait_response(), await again.wait_response()])
    assert responses == [CHANNEL_MESSAGE, UPDATE_MESSAGE]
    game = game_row(bot, game_id)
    assert game["status"] == "running" and len(game["players"]) == 3
    assert sum(1 for e in game_events(bot, game_id) if e["action"]["type"] == "started") == 1
    await fake.assert_healthy()


async def test_a_computer_pick_from_a_lobby_that_missed_a_join_counts_a_second_does_not(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    game_id = game_id_of(lobby)
    before_join = lobby.snapshot()  # the join's answer has not reached the host yet
    join = await fake.click(w.bob, lobby, lobby_button(lobby, "join"))
    assert await join.wait_response() == UPDATE_MESSAGE
    pick = await fake.select(w.alice, before_join, computer_menu(before_join), ["easy"])
    assert await pick.wait_response() == UPDATE_MESSAGE
    # The same picture again (a doubled pick): the computer it asked for is already seated.
    again = await fake.select(w.alice, before_join, computer_menu(before_join), ["easy"])
    assert await again.wait_response() == CHANNEL_MESSAGE
    assert (await again.reply()).content == t("en", "stale-button")
    players = game_row(bot, game_id)["players"]
    assert [p["computer"] for p in players] == [None, None, "easy"]
    # From the lobby as it now stands, the host can add another one.
    more = await fake.select(w.alice, lobby, computer_menu(lobby), ["hard"])
    assert await more.wait_response() == UPDATE_MESSAGE
    assert [p["computer"] for p in game_row(bot, game_id)["players"]][-1] == "hard"
    await fake.assert_healthy()
