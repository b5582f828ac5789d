"""Tables where the app may only answer interactions: a group DM of friends, with the app
installed to one of them (cogs/table/token_place.py, docs/group-chats.md). The fake Discord
refuses every channel route there (50001), tokens after 15 minutes on the test's clock, and a
sixth follow-up of one interaction; the bot must get by without any of them."""

from __future__ import annotations

import random
import sqlite3

import pytest

from bot.i18n import t
from cogs.drehwurm import ids as drehwurm_ids
from cogs.table import ids
from tests.e2e.card_pictures import pictures_as_the_bot
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Channel, FakeDiscord, Message
from tests.e2e.movable_clock import MovableClock
from tests.e2e.players import (
    computer_menu,
    current_mention,
    ending_posted,
    game_id_of,
    game_row,
    has_controls,
    lobby_click,
    moves,
    play_turns,
    start_game,
    step_of,
)
from tests.e2e.test_drehwurm_e2e import Table, open_hand, play
from tests.e2e.test_phone_transcript_e2e import SERVERS, phone, transcript

HOUR = 3600.0


def buttons(message: Message) -> list[str]:
    return [b.custom_id for b in message.buttons() if b.custom_id]


def untouched(fake: FakeDiscord, place: Channel) -> None:
    """The bot never called a channel route for `place` (Discord would refuse each)."""
    routes = [r for r in fake.requests if f"/channels/{place.id}" in r]
    assert not routes, routes
    assert not [e for e in fake.errors if e.code == 50001], fake.errors


async def open_table(fake: FakeDiscord, host, place: Channel, game: str, **options) -> Message:
    ix = await fake.slash(host, place, "play", game, **options)
    assert await ix.wait_response() == CHANNEL_MESSAGE
    lobby = await ix.reply()
    assert lobby.ephemeral_to is None, lobby.text
    return lobby


async def private_answer(fake: FakeDiscord, ix) -> str:
    assert await ix.wait_response() == CHANNEL_MESSAGE, ix
    answer = await ix.reply()
    assert answer.ephemeral, answer
    return answer.content


@pytest.fixture
def friends(fake: FakeDiscord) -> Channel:
    w = fake.world
    fake.install_for(w.alice)  # only alice added the app, to her account
    return fake.add_group_dm("friends", w.alice, w.bob, w.carol)


async def test_a_group_dm_heckmeck_game_with_a_computer_across_an_hour_and_a_restart(
    fake, start_bot, tmp_path, friends
):
    clock = MovableClock(tmp_path)
    fake.clock = clock.now
    bot = await start_bot(**clock.setting, COMPUTER_DELAY_SECONDS="0", TURN_CALL_WAIT_SECONDS="0")
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    added = await fake.select(w.alice, lobby, computer_menu(lobby), ["easy"])
    assert await added.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, w.alice, [w.bob])  # bob installed nothing
    game_id = game_id_of(board)
    rng = random.Random(37)
    board = (await play_turns(fake, board, [w.alice, w.bob], rng, stop_after=8)).board
    # The turn passes with a new message that calls the next player by mention.
    # (each call is deleted with the next, through the token that sent it)
    calls = [m for m in fake.messages if m.channel is friends and m.notified and m is not board]
    assert calls and {w.alice.id, w.bob.id} & set().union(*(m.notified for m in calls))

    # An hour without a press: every token is dead, the turn timed out meanwhile.
    step = game_row(bot, game_id)["step"]
    clock.advance(HOUR)
    await fake.wait_until(
        lambda: game_row(bot, game_id)["step"] > step, what="the deadline to pass"
    )
    assert step_of(board) == step  # nobody could be shown it
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    press = await fake.click(mover, board, next(iter(moves(board).values())))
    assert await press.wait_response() == UPDATE_MESSAGE  # the board, redrawn in place
    await fake.wait_until(lambda: step_of(board) >= game_row(bot, game_id)["step"])

    await bot.restart()  # tokens were never stored: the board waits for a press
    refresh = await fake.click(w.bob, board, ids.redraw(game_id))
    assert await refresh.wait_response() == UPDATE_MESSAGE
    await fake.wait_until(
        lambda: step_of(board) == game_row(bot, game_id)["step"], what="the board to catch up"
    )
    play = await play_turns(fake, board, [w.alice, w.bob], rng)
    assert not has_controls(play.board)
    ending = await ending_posted(fake, friends, game_id)
    assert "game.png" in ending.files
    game = game_row(bot, game_id)
    assert game["guild_id"] is None and game["status"] == "finished"
    with sqlite3.connect(bot.database_path) as db:  # rated globally, on no server's board
        places = db.execute("SELECT DISTINCT guild_id FROM results WHERE game_id = ?", (game_id,))
        scopes = db.execute("SELECT DISTINCT scope FROM ratings").fetchall()
    assert places.fetchall() == [(None,)] and scopes == [(0,)]
    # A press on the ended game's board changes nothing and says why, privately.
    late = await fake.click(w.bob, board, f"hm:{game_id}:{game['step']}:roll", force=True)
    assert await private_answer(fake, late)
    # Rematch: a new lobby in the same group DM, again on the press's token.
    rematch = await fake.click(w.bob, ending, f"rematch:{game_id}")
    assert await rematch.wait_response() == CHANNEL_MESSAGE
    assert not (await rematch.reply()).ephemeral
    untouched(fake, friends)


async def drehwurm_table(fake, bot, friends) -> Table:
    """A Drehwurm game of alice, bob and carol started in the group DM."""
    w = fake.world
    await pictures_as_the_bot(fake, bot)
    lobby = await open_table(fake, w.alice, friends, "drehwurm")
    game_id = game_id_of(lobby)
    for user, op in ((w.bob, "join"), (w.carol, "join"), (w.alice, "start")):
        assert (await lobby_click(fake, user, lobby, op)).response_type == UPDATE_MESSAGE
    return Table(fake, bot, lobby, game_id, [w.alice, w.bob, w.carol])


async def test_a_group_dm_drehwurm_game_shows_each_hand_to_its_owner_only(fake, bot, friends):
    w = fake.world
    table = await drehwurm_table(fake, bot, friends)
    for user in table.humans:
        assert (await open_hand(table, user)).ephemeral_to is user
    await play(table, random.Random(3))
    await ending_posted(fake, friends, table.game_id)
    hands = [m for m in fake.messages if m.channel is friends and m.ephemeral]
    assert all(m.ephemeral_to in (w.alice, w.bob, w.carol) for m in hands)
    untouched(fake, friends)


async def test_a_hand_play_posts_the_drehwurm_board_afresh_when_no_token_can_edit_it(
    fake, bot, friends
):
    w = fake.world
    table = await drehwurm_table(fake, bot, friends)
    lobby, game_id = table.board, table.game_id
    for user in table.humans:
        await open_hand(table, user)
    await bot.restart()  # the board's token is gone: nothing can edit that board any more
    step = game_row(bot, game_id)["step"]
    rng = random.Random(8)
    await play(table, rng, snap_chance=0.0, until=lambda tb: tb.game()["step"] != step)

    def fresh_board() -> Message | None:
        shown = [m for m in fake.messages if m.channel is friends and not m.ephemeral]
        return next(
            (m for m in shown if m is not lobby and drehwurm_ids.hand(game_id) in buttons(m)),
            None,
        )

    board = await fake.wait_until(fresh_board, what="the board posted through the hand's token")
    edits, step = board.edit_count, game_row(bot, game_id)["step"]
    # The next plays edit it, through that token.
    await play(table, rng, snap_chance=0.0, until=lambda tb: tb.game()["step"] != step)
    await fake.wait_until(lambda: board.edit_count > edits, what="the fresh board edited")
    # The old board, pressed, says where the game went, privately, and keeps no buttons.
    old = await fake.click(w.carol, lobby, ids.redraw(game_id))
    assert await old.wait_response() == UPDATE_MESSAGE
    assert (await old.wait_messages(2))[1].content == t("en", "stale-button")
    assert not lobby.enabled_buttons()
    untouched(fake, friends)


async def test_the_daily_and_a_puzzle_in_a_dm_with_the_bot(fake, bot):
    w = fake.world
    dm = fake.bot_dm(w.dave)  # dave installed nothing: the bot's own DM
    daily = await fake.slash(w.dave, dm, "play", "daily")
    shown = await daily.reply()
    assert shown.ephemeral_to is w.dave and shown.enabled_buttons()
    press = await fake.click(w.dave, shown, shown.enabled_buttons()[0].custom_id)
    assert await press.wait_response() in (UPDATE_MESSAGE, 6)
    puzzle = await fake.slash(w.dave, dm, "play", "puzzle")
    assert (await puzzle.reply()).ephemeral_to is w.dave


async def test_refusals_at_a_group_dm_table(fake, bot, friends):
    w = fake.world
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    second = await fake.slash(w.alice, friends, "play", "drehwurm")
    assert t("en", "game-running-here", link="").split(":")[0] in await private_answer(fake, second)
    board = await start_game(fake, lobby, w.alice, [w.bob])
    before = board.edit_count
    outsider = await fake.click(w.carol, board, next(iter(moves(board).values())), force=True)
    assert await private_answer(fake, outsider)
    assert board.edit_count == before
    untouched(fake, friends)


async def test_a_server_that_keeps_app_answers_private_gets_no_table(fake, bot):
    w = fake.world
    closed = fake.add_guild_without_bot("Closed", external_apps=False)
    closed.add_member(w.alice)
    room = closed.add_text_channel("chat")
    fake.install_for(w.alice)
    ix = await fake.slash(w.alice, room, "play", "heckmeck")
    assert await private_answer(fake, ix) == t("en", "play-private-here")
    untouched(fake, room)


@pytest.mark.parametrize("loc", ["en", "de", "es"])
async def test_a_group_dm_game_reads_well_on_a_phone(fake, bot, loc, tmp_path):
    friends = [fake.add_user(name, locale=SERVERS[loc]) for name in ("ana", "ben", "carla")]
    fake.install_for(friends[0])
    chat = fake.add_group_dm("chat", *friends)
    names = {u.id: u.name for u in friends}
    lobby = await open_table(fake, friends[0], chat, "heckmeck")
    added = await fake.select(friends[0], lobby, computer_menu(lobby), ["normal"])
    assert await added.wait_response() == UPDATE_MESSAGE
    board = await start_game(fake, lobby, friends[0], friends[1:])
    played = await play_turns(fake, board, friends, random.Random(5), take_chance=0.6)
    await ending_posted(fake, chat, played.game_id)
    versions = [*board.versions, board.payload()]
    shown = [(f"board, version {i + 1}", v) for i, v in enumerate(versions)]
    others = [m for m in fake.messages if m.channel is chat and m is not board]
    shown += [(f"message{' (deleted)' if m.deleted else ''}", m.payload()) for m in others]
    (tmp_path / f"group-dm-{loc}.txt").write_text(transcript(shown, names), encoding="utf-8")
    for version in versions:
        assert len(phone(version, names)) <= 20
        assert len(version.get("components") or []) <= 4  # the moves, and Refresh
    calls = [m for m in others if m.notified and not m.embeds]  # the ending has its card
    assert all(len(phone(m.payload(), names)) <= 4 for m in calls), [m.content for m in calls]


async def test_a_press_after_a_turn_ran_out_first_applies_the_timeout(fake, start_bot, tmp_path):
    clock = MovableClock(tmp_path)
    fake.clock = clock.now
    bot = await start_bot(**clock.setting)
    w = fake.world
    friends = fake.add_group_dm("pair", w.alice, w.bob)
    fake.install_for(w.alice)
    lobby = await open_table(fake, w.alice, friends, "heckmeck")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)
    stored = game_row(bot, game_id)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    clock.advance(stored["deadline"] - clock.now() + 1)
    # At once, before the deadline loop looks: the press is judged after the timeout.
    press = await fake.click(mover, board, next(iter(moves(board).values())))
    assert await press.wait_response() == UPDATE_MESSAGE
    now = game_row(bot, game_id)
    assert now["step"] > stored["step"]
    assert step_of(board) == now["step"] and current_mention(board) != mover.id
    assert (await press.wait_messages(2))[1].content == t("en", "board-redrawn")
    untouched(fake, friends)
