"""Fault points of a table's own flows (tests/e2e/test_fault_points.py has the harness and the
registry, which counts `TABLE_FLOWS` too): a stopped game's thread, the lobby of /… start,
group-DM tables. Each case kills the bot at each of its points in turn (tests/e2e/kill_chain.py),
starts it again on the same store and checks every post, thread and result exactly once.
"""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.i18n import t
from cogs.drehwurm import ids as drehwurm_ids
from cogs.table.ids import redraw
from tests.e2e.card_pictures import pictures_as_the_bot
from tests.e2e.fake_discord import Channel, FakeDiscord, Message
from tests.e2e.kill_chain import KillChain
from tests.e2e.players import (
    game_id_of,
    game_row,
    lobby_button,
    lobby_click,
    open_lobby,
    start_game,
    table_notes,
)
from tests.e2e.test_drehwurm_e2e import Table, open_hand, play

STOP = ["game.stop.due"]
LOBBY = ["game.lobby.shown"]
GROUP_DM_ENDING = ["game.ending.held"]
BOARD = ["game.board.posted"]
TABLE_FLOWS: dict[str, list[str]] = {
    "board": BOARD,
    "stop": STOP,
    "lobby": LOBBY,
    "group-dm-ending": GROUP_DM_ENDING,
}


def marks(bot, table: str) -> list[int]:
    """The game ids a mark table (thread_closings, pending_endings) holds."""
    db = sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True, timeout=10)
    try:
        return [g for (g,) in db.execute(f"SELECT game_id FROM {table}")]
    finally:
        db.close()


def threads_of(fake: FakeDiscord, channel: Channel) -> list[Channel]:
    return [c for c in fake.channels.values() if c.parent is channel and c.is_thread]


async def test_a_stopped_game_killed_before_its_thread_closing_closes_it_once(fake, start_bot):
    """Killed after the stop was stored, before its thread's closing was kept: back, the start
    tells the parent channel once and archives the thread."""
    w = fake.world
    chain = KillChain(fake, STOP)
    bot = await start_bot(THREAD_ARCHIVE_SECONDS="0.5", **chain.setting)
    lobby = await open_lobby(fake, w.alice, w.channel, thread=True)
    game_id = game_id_of(lobby)
    await lobby_click(fake, w.bob, lobby, "join")
    start = await fake.click(w.alice, lobby, lobby_button(lobby, "start"))
    await start.wait_response()
    await fake.wait_until(lambda: game_row(bot, game_id)["status"] == "running", what="started")
    (thread,) = threads_of(fake, w.channel)
    confirm = await (await fake.slash(w.alice, thread, "heckmeck", "stop")).reply()
    await fake.click(w.alice, confirm, confirm.buttons()[0].custom_id)  # killed after it
    await chain.wait(
        bot,
        lambda: chain.done and thread.archived and not marks(bot, "thread_closings"),
        "the thread closed",
        timeout=60,
    )
    chain.assert_all_killed()
    assert game_row(bot, game_id)["status"] == "abandoned"
    assert marks(bot, "pending_endings") == []
    stopped = t("en", "thread-game-stopped", game="Heckmeck", thread=f"<#{thread.id}>")
    assert [m.content for m in fake.channel_messages(w.channel)].count(stopped) == 1
    assert threads_of(fake, w.channel) == [thread]


def lobbies_of(fake: FakeDiscord, channel: Channel, game_id: int) -> list[Message]:
    """The channel's messages with the game's lobby buttons."""
    return [
        m
        for m in fake.channel_messages(channel)
        if any((b.custom_id or "").startswith(f"lobby:{game_id}:") for b in m.buttons())
    ]


@pytest.mark.parametrize("game", ["heckmeck", "drehwurm"])
async def test_a_lobby_killed_after_it_was_shown_is_found_and_played_on_once(
    fake, start_bot, game
):
    """Killed after the lobby's message went out, before it was noted as the game's board: back,
    the start finds it in the channel; its buttons work, and /… start answers with a link to it
    rather than a second lobby."""
    w = fake.world
    chain = KillChain(fake, LOBBY)
    bot = await start_bot(**chain.setting)
    lobby = await (await fake.slash(w.alice, w.channel, game, "start")).reply()  # then killed
    game_id = game_id_of(lobby)
    await chain.wait(
        bot,
        lambda: chain.done
        and (table_notes(bot, game_id).get("board") or {}).get("message_id") == lobby.id,
        "the lobby found and noted",
        timeout=60,
    )
    chain.assert_all_killed()
    await lobby_click(fake, w.bob, lobby, "join")
    assert w.bob.id in [p["id"] for p in game_row(bot, game_id)["players"]]
    again = await (await fake.slash(w.alice, w.channel, game, "start")).reply()
    assert again.ephemeral_to is w.alice and again.text.endswith(f"/{lobby.id}")
    assert lobbies_of(fake, w.channel, game_id) == [lobby]
    assert game_row(bot, game_id)["status"] == "lobby"


def endings_in(fake: FakeDiscord, place: Channel) -> list[Message]:
    tail = t("en", "ending-title", game="|").split("|")[-1]
    return [
        m
        for m in fake.channel_messages(place)
        if any((e.get("title") or "").endswith(tail) for e in m.embeds)
    ]


async def group_dm_game_ended(fake: FakeDiscord, bot) -> tuple[Channel, int]:
    """A Heckmeck game in a group DM (the app installed by Alice only) that Alice leaves: it
    ends, Bob left."""
    w = fake.world
    fake.install_for(w.alice)
    friends = fake.add_group_dm("friends", w.alice, w.bob, w.carol)
    ix = await fake.slash(w.alice, friends, "play", "heckmeck")
    lobby = await ix.reply()
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    question = await (await fake.slash(w.alice, friends, "play", "leave")).reply()
    await fake.click(w.alice, question, f"quit:{game_id}")  # the game ends: Bob is left
    return friends, game_id


async def test_a_group_dm_ending_killed_before_it_went_out_goes_with_the_next_command(
    fake, start_bot
):
    """Killed after a group DM's game ended, before its ending went out: no token outlives the
    restart, so the ending waits; the next command there carries it, once."""
    w = fake.world
    chain = KillChain(fake, ["game.ending.due"])  # the case of this point: test_fault_points.py
    bot = await start_bot(**chain.setting)
    friends, game_id = await group_dm_game_ended(fake, bot)
    await chain.wait(bot, lambda: chain.done, "the kill before the ending", timeout=60)
    chain.assert_all_killed()
    assert endings_in(fake, friends) == [] and marks(bot, "pending_endings") == [game_id]
    await (await fake.slash(w.alice, friends, "play", "heckmeck")).reply()  # a new lobby
    await fake.wait_until(lambda: endings_in(fake, friends), what="the ending")
    await fake.wait_until(lambda: not marks(bot, "pending_endings"), what="its mark gone")
    assert len(endings_in(fake, friends)) == 1
    await (await fake.slash(w.alice, friends, "play", "heckmeck")).reply()  # her lobby again
    assert len(endings_in(fake, friends)) == 1


async def test_a_group_dm_ending_killed_as_it_went_out_is_never_sent_twice(fake, start_bot):
    """In a group DM no history can show whether a send went out, so an ending's mark goes just
    before it is sent: killed there, it is lost rather than ever sent twice."""
    w = fake.world
    chain = KillChain(fake, GROUP_DM_ENDING)
    bot = await start_bot(**chain.setting)
    friends, game_id = await group_dm_game_ended(fake, bot)
    await chain.wait(bot, lambda: chain.done, "the kill as the ending went out", timeout=60)
    chain.assert_all_killed()
    assert marks(bot, "pending_endings") == []
    await (await fake.slash(w.alice, friends, "play", "heckmeck")).reply()
    assert endings_in(fake, friends) == []
    assert game_row(bot, game_id)["status"] == "finished"


async def test_a_group_dm_lobby_killed_after_it_was_shown_is_shown_again_and_the_first_retires(
    fake, start_bot
):
    """In a group DM no history shows a lobby whose note a kill cut short: /play again shows the
    lobby anew (as the game's board), and a press on the first retires it, changing nothing."""
    w = fake.world
    fake.install_for(w.alice)
    friends = fake.add_group_dm("friends", w.alice, w.bob, w.carol)
    chain = KillChain(fake, LOBBY)  # the point's own case: the server test above
    bot = await start_bot(**chain.setting)
    first = await (await fake.slash(w.alice, friends, "play", "heckmeck")).reply()  # then killed
    game_id = game_id_of(first)
    await chain.wait(bot, lambda: chain.done, "the kill after the lobby was shown", timeout=60)
    chain.assert_all_killed()
    second = await (await fake.slash(w.alice, friends, "play", "heckmeck")).reply()
    assert second is not first and game_id_of(second) == game_id
    await fake.click(w.bob, first, lobby_button(first, "join"))
    await fake.wait_until(lambda: not first.buttons(), what="the first lobby retired")
    assert [p["id"] for p in game_row(bot, game_id)["players"]] == [w.alice.id]
    await lobby_click(fake, w.bob, second, "join")
    assert [p["id"] for p in game_row(bot, game_id)["players"]] == [w.alice.id, w.bob.id]
    assert [m for m in fake.channel_messages(friends) if m.buttons()] == [second]


async def test_a_board_posted_afresh_killed_before_its_note_is_played_on_at_its_first_press(
    fake, start_bot
):
    """A group DM's Drehwurm board that no token can edit is posted afresh through a hand play's
    token; killed before that board was noted: back, its first press (Refresh) makes it the
    game's board, the next plays edit it, and the old board retires when pressed."""
    w = fake.world
    fake.install_for(w.alice)
    friends = fake.add_group_dm("friends", w.alice, w.bob, w.carol)
    chain = KillChain(fake, BOARD)
    bot = await start_bot(**chain.setting)
    await pictures_as_the_bot(fake, bot)
    lobby = await (await fake.slash(w.alice, friends, "play", "drehwurm")).reply()
    game_id = game_id_of(lobby)
    for user, op in ((w.bob, "join"), (w.carol, "join"), (w.alice, "start")):
        await lobby_click(fake, user, lobby, op)
    table = Table(fake, bot, lobby, game_id, [w.alice, w.bob, w.carol])
    for user in table.humans:
        await open_hand(table, user)
    await bot.kill()  # the board's token is gone: nothing can edit that board any more
    await chain.start(bot)
    step = game_row(bot, game_id)["step"]
    rng = random.Random(8)
    await play(table, rng, snap_chance=0.0, until=lambda tb: tb.game()["step"] != step)

    def fresh_board() -> Message | None:
        return next(
            (
                m
                for m in fake.channel_messages(friends)
                if m is not lobby and not m.ephemeral and drehwurm_ids.hand(game_id) in ids_of(m)
            ),
            None,
        )

    board = await fake.wait_until(fresh_board, what="the board posted through a hand's token")
    await chain.wait(bot, lambda: chain.done, "the kill after the fresh board went out")
    chain.assert_all_killed()
    assert table_notes(bot, game_id)["board"]["message_id"] == lobby.id  # never noted
    await (await fake.click(w.bob, board, redraw(game_id))).wait_response()
    await fake.wait_until(
        lambda: table_notes(bot, game_id)["board"]["message_id"] == board.id, what="noted"
    )
    table.board = board
    for user in table.humans:  # hands opened afresh from the game's board
        await open_hand(table, user)
    edits, step = board.edit_count, game_row(bot, game_id)["step"]
    await play(table, rng, snap_chance=0.0, until=lambda tb: tb.game()["step"] != step)
    await fake.wait_until(lambda: board.edit_count > edits, what="the fresh board edited")
    old = await fake.click(w.carol, lobby, redraw(game_id))
    await old.wait_response()
    assert not lobby.enabled_buttons()
    assert [m for m in fake.channel_messages(friends) if m.enabled_buttons()] == [board]


def ids_of(message: Message) -> list[str]:
    return [b.custom_id for b in message.buttons() if b.custom_id]
