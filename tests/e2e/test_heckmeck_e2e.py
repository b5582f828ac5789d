"""Heckmeck through the fake Discord, against the real bot process: whole games and who may click.

Games are played by clicking only enabled controls, as the user the board names (players.py);
results are checked on the board and in the bot's database.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import CLASSIC
from bot.domain.heckmeck.pictures import tile_emoji
from bot.i18n import t
from tests.e2e.fake_discord import (
    CHANNEL_MESSAGE,
    UPDATE_MESSAGE,
    Message,
    User,
    walk_components,
)
from tests.e2e.players import (
    TAKES,
    computer_menu,
    current_line,
    current_mention,
    current_user_id,
    final_text,
    game_events,
    game_id_of,
    game_row,
    has_controls,
    moves,
    open_lobby,
    play_to_end,
    shows_roll,
    start_game,
    step_of,
    table_notes,
    turn_text,
)


def assert_finished(bot, board: Message, players: list[User], clicks: list[tuple[int, str]]):
    """The board shows the final score of the stored, finished game and has no controls; every
    accepted click is one step of the event log, made by the user who clicked."""
    game_id = game_id_of_click(clicks[0][1])
    game = game_row(bot, game_id)
    assert game["status"] == "finished"
    assert game["deadline"] is None
    assert not has_controls(board), board.describe_buttons()
    # Steps: one per join, the start, then exactly one per accepted click.
    lobby_steps = len(players)
    assert game["step"] == lobby_steps + len(clicks)
    events = game_events(bot, game_id)
    assert [e["step"] for e in events] == list(range(1, game["step"] + 1))
    assert [e["actor_id"] for e in events[lobby_steps:]] == [user for user, _ in clicks]
    assert any(e["type"] == "game-over" for e in events[-1]["events"])

    state = hm.state_from_json(game["state"])
    assert state.over and not state.grill
    assert not turn_text(board) and current_line(board) is None
    final = final_text("en", board)
    assert final, board.text
    scores, places = hm.scores(state), hm.placements(state)
    for seat, player in enumerate(game["players"]):
        name = f"<@{player['id']}>"
        line = t("en", "board-final-line", place=places[seat], name=name, score=scores[seat])
        assert line in final.splitlines(), (line, final)
    winners = ", ".join(f"<@{game['players'][s]['id']}>" for s in hm.winners(state))
    assert final.splitlines()[-1] == t(
        "en", "board-winners", count=len(hm.winners(state)), names=winners
    )
    assert {p["id"] for p in game["players"]} == {p.id for p in players}


def game_id_of_click(custom_id: str) -> int:
    return int(custom_id.split(":")[1])


@pytest.mark.parametrize(
    ("edition", "seats", "variants", "seed"),
    [
        ("classic", 2, {}, 2),
        ("classic", 4, {}, 4),
        # Free choice offers many takes at once: the board's menu of takes is played too.
        ("classic", 3, {"free_choice": True, "short_game": True}, 9),
        ("junior", 3, {}, 3),
    ],
    ids=["classic-2", "classic-4", "classic-3-variants", "junior-3"],
)
async def test_a_whole_game_is_played_to_the_end_by_clicking(
    fake, bot, edition, seats, variants, seed
):
    w = fake.world
    players = w.players[:seats]
    rng = random.Random(seed)
    free_choice = variants.get("free_choice", False)
    if free_choice:  # the menu's options show the tiles' pictures, as the take buttons do
        await fake.wait_until(
            lambda: "Application emojis ready" in bot.log(), what="the emojis uploaded"
        )
    # With free choice the players hold out for a high sum and take from the menu when offered;
    # the dice may deny them a menu in one game (rarely), so up to three games are played.
    for _ in range(3 if free_choice else 1):
        lobby = await open_lobby(fake, players[0], w.channel, edition=edition, **variants)
        board = await start_game(fake, lobby, players[0], players[1:])
        assert board.id == lobby.id
        game = game_row(bot, game_id_of(board))
        assert (game["options"]["edition"], len(game["players"])) == (edition, seats)
        assert all(game["options"][name] == value for name, value in variants.items())

        if free_choice:
            play = await play_to_end(fake, board, players, rng, take_chance=0, menu_chance=1)
        else:
            play = await play_to_end(fake, board, players, rng, take_chance=0.6)

        assert_finished(bot, play.board, players, play.clicks)
        menu_clicks = [move for _, move in play.clicks if move.startswith("hmt:")]
        assert len(menu_clicks) == play.menus_seen
        if menu_clicks:
            break
    if free_choice:
        assert menu_clicks, "no game offered the menu of takes"
        menus = [
            c
            for version in fake.versions_of(play.board)
            for c in walk_components(version.get("components"))
            if TAKES.match(c.get("custom_id") or "")
        ]
        assert len(menus) >= len(menu_clicks)
        for option in (option for menu in menus for option in menu["options"]):
            tile = option["value"].split("-")[0]
            assert option["emoji"]["name"] == tile_emoji(CLASSIC, int(tile)), option
    await fake.assert_healthy()


async def test_only_the_current_player_may_click(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    current = current_mention(board)
    assert current == current_user_id(bot, game_id)
    waiting = w.bob if current == w.alice.id else w.alice
    roll = moves(board)["roll"]
    before = game_row(bot, game_id)

    def public_count() -> int:  # public messages but the turn calls (they come on their own)
        return len([m for m in fake.channel_messages(w.channel) if not m.notified])

    edits, public = board.edit_count, public_count()

    for user, key in ((waiting, "illegal-not-your-turn"), (w.carol, "not-a-player")):
        ix = await fake.click(user, board, roll)
        assert await ix.wait_response() == CHANNEL_MESSAGE
        answer = await ix.reply()
        assert answer.ephemeral_to is user
        assert answer.content == t("en", key)

    after = game_row(bot, game_id)
    assert (after["step"], after["state"]) == (before["step"], before["state"])
    assert board.edit_count == edits
    assert public_count() == public  # nothing new for everyone
    # The refusals are private: nobody else sees them.
    for other in (w.alice, w.bob, w.carol):
        seen = [m for m in fake.visible_to(other, w.channel) if m.ephemeral_to is not None]
        assert all(m.ephemeral_to is other for m in seen)

    # The right player's click still works.
    mover = w.alice if current == w.alice.id else w.bob
    ix = await fake.click(mover, board, roll)
    assert await ix.wait_response() == UPDATE_MESSAGE
    assert game_row(bot, game_id)["step"] == before["step"] + 1
    await fake.assert_healthy()


async def test_a_double_click_applies_once(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    for _ in range(3):  # a roll, then a face, then (maybe) a roll again: each clicked twice
        stale = board.snapshot()
        step = step_of(stale)
        enabled = moves(stale)
        faces = [cid for move, cid in enabled.items() if move.startswith("face:")]
        custom_id = faces[0] if faces else enabled.get("roll")
        if custom_id is None or current_mention(board) != mover.id:
            break
        first, second = await asyncio.gather(
            fake.click(mover, stale, custom_id), fake.click(mover, stale, custom_id)
        )
        kinds = sorted([await first.wait_response(), await second.wait_response()])
        assert kinds == [CHANNEL_MESSAGE, UPDATE_MESSAGE]
        refused = first if first.response_type == CHANNEL_MESSAGE else second
        answer = await refused.reply()
        assert answer.ephemeral_to is mover
        assert answer.content == t("en", "stale-button")
        assert game_row(bot, game_id)["step"] == step + 1
        assert game_events(bot, game_id)[-1]["step"] == step + 1
        assert step_of(board) == step + 1 or not has_controls(board)
    await fake.assert_healthy()


async def test_stop_needs_the_host_or_manage_messages(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)

    # Bob plays but is not the host and may not manage messages: refused, privately.
    ix = await fake.slash(w.bob, w.channel, "heckmeck", "stop")
    refusal = await ix.reply()
    assert refusal.ephemeral_to is w.bob
    assert refusal.content == t("en", "stop-not-allowed")
    assert refusal.buttons() == []
    assert game_row(bot, game_id)["status"] == "running"

    # The moderator is asked to confirm, privately; the game ends when they do.
    ask = await fake.slash(w.mod, w.channel, "heckmeck", "stop")
    question = await ask.reply()
    assert question.ephemeral_to is w.mod
    assert question.content == t("en", "stop-confirm")
    assert game_row(bot, game_id)["status"] == "running"  # not before the confirmation
    stale_question = question.snapshot()
    confirm = await fake.click(w.mod, question, f"stop:{game_id}")
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert question.content == t("en", "stop-done")
    assert question.buttons() == []

    game = game_row(bot, game_id)
    assert game["status"] == "abandoned"
    assert game["deadline"] is None
    assert game_events(bot, game_id)[-1]["events"] == [{"type": "stopped", "by": w.mod.id}]
    await fake.wait_until(lambda: not has_controls(board), what="the board to lose its buttons")
    assert t("en", "board-abandoned") in board.text
    assert t("en", "event-stopped", name=w.mod.mention) in board.text

    # The confirmation clicked again (a stale client) changes nothing.
    again = await fake.click(w.mod, stale_question, f"stop:{game_id}")
    assert await again.wait_response() == CHANNEL_MESSAGE
    assert (await again.reply()).content == t("en", "game-not-running")
    # The channel is free again.
    assert (await open_lobby(fake, w.carol, w.channel)).ephemeral_to is None
    await fake.assert_healthy()


async def test_one_game_per_channel(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    board = await start_game(fake, lobby, w.alice, [w.bob])

    ix = await fake.slash(w.carol, w.channel, "heckmeck", "start", edition="junior")
    refusal = await ix.reply()
    assert refusal.ephemeral_to is w.carol
    link = f"https://discord.com/channels/{w.guild.id}/{w.channel.id}/{board.id}"
    assert refusal.content == t("en", "game-running-here", link=link)

    elsewhere = await open_lobby(fake, w.carol, w.other_channel, edition="junior")
    other_board = await start_game(fake, elsewhere, w.carol, [w.dave])
    other_id = game_id_of(other_board)
    game_id = game_id_of(board)
    assert other_id != game_id
    assert game_row(bot, other_id)["status"] == "running"
    assert game_row(bot, other_id)["channel_id"] == w.other_channel.id
    assert game_row(bot, game_id)["status"] == "running"
    # A thread is a channel of its own.
    thread = w.channel.add_thread("side game")
    assert (await open_lobby(fake, w.erin, thread)).channel is thread
    assert turn_text(board)
    await fake.assert_healthy()


async def test_every_difficulty_the_menu_offers_can_be_added(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    menu = next(m for m in lobby.selects() if m.custom_id == computer_menu(lobby))
    offered = [option.value for option in menu.options]
    assert offered == ["easy", "normal", "hard", "expert"]
    for number, difficulty in enumerate(offered, start=1):
        added = await fake.select(w.alice, lobby, computer_menu(lobby), [difficulty])
        assert await added.wait_response() == UPDATE_MESSAGE, await added.reply()
        assert t("en", "computer-name", difficulty=difficulty, number=number) in lobby.text
    await fake.assert_healthy()


@pytest.mark.parametrize("difficulty", ["normal", "expert"])
async def test_a_computer_player_plays_its_turns_by_itself(fake, bot, difficulty):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    game_id = game_id_of(lobby)
    # Only the host may add a computer player.
    refused = await fake.select(w.bob, lobby, computer_menu(lobby), ["hard"])
    assert await refused.wait_response() == CHANNEL_MESSAGE
    assert (await refused.reply()).content == t("en", "only-host")
    added = await fake.select(w.alice, lobby, computer_menu(lobby), [difficulty])
    assert await added.wait_response() == UPDATE_MESSAGE
    computer = t("en", "computer-name", difficulty=difficulty, number=1)
    assert computer in lobby.text
    board = await start_game(fake, lobby, w.alice, [])

    play = await play_to_end(fake, board, [w.alice], random.Random(5), take_chance=0.7)

    game = game_row(bot, game_id)
    assert game["status"] == "finished"
    assert not has_controls(play.board)
    assert [p["computer"] for p in game["players"] if p["id"] < 0] == [difficulty]
    events = game_events(bot, game_id)
    assert [e["step"] for e in events] == list(range(1, game["step"] + 1))
    by_computer = [e for e in events[2:] if e["actor_id"] < 0]
    by_alice = [e for e in events[2:] if e["actor_id"] == w.alice.id]
    assert len(by_alice) == len(play.clicks)
    assert len(by_computer) + len(by_alice) == len(events) - 2  # nobody else moved
    assert play.computer_waits > 0 and by_computer
    assert {e["action"]["type"] for e in by_computer} >= {"roll", "set-aside"}
    assert all(e["action"]["type"] != "timeout" for e in events[2:])
    assert computer in final_text("en", play.board)
    await fake.assert_healthy()


@pytest.mark.bot_env(BOARD_MAX_AGE_SECONDS="1")
async def test_an_old_board_is_retired_and_the_game_goes_on_in_a_fresh_one(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    await fake.wait_until(  # the board grows older than BOARD_MAX_AGE_SECONDS
        lambda: time.time() - board.created_at > 1.2, what="the board to grow old"
    )

    roll = await fake.click(mover, board, moves(board)["roll"])
    assert await roll.wait_response() == UPDATE_MESSAGE
    fresh = await fake.wait_for(
        lambda m: m.id != board.id and has_controls(m), channel=w.channel, after=board
    )
    assert not has_controls(board)  # the old message keeps its text, loses its buttons
    assert game_id_of(fresh) == game_id
    assert step_of(fresh) == game_row(bot, game_id)["step"]
    await fake.wait_until(  # noted right after the post
        lambda: table_notes(bot, game_id)["board"]["message_id"] == fresh.id,
        what="the bot to note the fresh board",
    )
    assert current_mention(fresh) == mover.id
    assert shows_roll(fresh)  # the new board shows the roll just made

    # The fresh board is played on in place while it is young.
    face = next(cid for move, cid in moves(fresh).items() if move.startswith("face:"))
    pick = await fake.click(mover, fresh, face)
    assert await pick.wait_response() == UPDATE_MESSAGE
    assert (await pick.reply()).id == fresh.id
    assert step_of(fresh) == game_row(bot, game_id)["step"]
    assert len([m for m in fake.channel_messages(w.channel) if has_controls(m)]) == 1
    await fake.assert_healthy()
