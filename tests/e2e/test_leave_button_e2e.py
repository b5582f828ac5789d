"""🚪 Leave in the game itself, through the fake Discord against the real bot process: under a
Heckmeck board (where a row has room) and under the 📖 Read table answer of a seated player, and
in a Drehwurm hand. A press asks privately, saying what becomes of the seat, and changes nothing;
the confirmation leaves; a press by someone without a seat, a second press after leaving, or one
on a finished game's board is refused privately and changes nothing."""

from __future__ import annotations

import random

from bot.i18n import t
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Message, User
from tests.e2e.players import (
    ending_posted,
    game_events,
    game_id_of,
    game_row,
    open_lobby,
    play_to_end,
    start_game,
)
from tests.e2e.test_drehwurm_e2e import open_table


def leave_id(message: Message) -> str | None:
    return next(
        (b.custom_id for b in message.enabled_buttons() if (b.custom_id or "")[:8] == "leaving:"),
        None,
    )


async def private_answer(fake, user: User, message: Message, custom_id: str) -> Message:
    ix = await fake.click(user, message, custom_id)
    assert await ix.wait_response() == CHANNEL_MESSAGE
    answer = await ix.reply()
    assert answer.ephemeral_to is user, answer
    return answer


async def test_leave_from_the_board_and_from_the_read_answer(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel, hints=False)
    board = await start_game(fake, lobby, w.alice, [w.bob, w.carol])
    game_id = game_id_of(board)
    on_board = leave_id(board)
    assert on_board == f"leaving:{game_id}", board.describe_buttons()  # hints off: room for it
    step = game_row(bot, game_id)["step"]

    # Someone without a seat: refused, privately; nothing changes.
    outsider = await private_answer(fake, w.dave, board, on_board)
    assert outsider.content == t("en", "leave-not-seated") and outsider.buttons() == []

    # A seated player is asked, with what becomes of the seat (no takeover: removed).
    question = await private_answer(fake, w.carol, board, on_board)
    fate = t("en", "leave-seat-removed")
    assert question.content == t("en", "leave-confirm", fate=fate)
    assert [b.custom_id for b in question.buttons()] == [f"quit:{game_id}"]
    assert game_row(bot, game_id)["step"] == step  # asking changes nothing

    # The 📖 Read table answer of a seated player carries the same button; an outsider's not.
    read = f"read:{game_id}"
    assert leave_id(await private_answer(fake, w.dave, board, read)) is None
    reading = await private_answer(fake, w.bob, board, read)
    assert leave_id(reading) == on_board
    asked = await private_answer(fake, w.bob, reading, on_board)
    assert asked.content == question.content
    confirm = await fake.click(w.bob, asked, f"quit:{game_id}")
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert asked.content == t("en", "leave-done")
    players = game_row(bot, game_id)["players"]
    assert next(p for p in players if p["id"] == w.bob.id).get("removed")

    # Bob's Leave pressed again, from the read answer he still sees: refused, nothing changes.
    step = game_row(bot, game_id)["step"]
    again = await private_answer(fake, w.bob, reading, on_board)
    assert again.content == t("en", "leave-not-seated")
    assert game_row(bot, game_id)["step"] == step

    stale = board.snapshot()
    play = await play_to_end(fake, board, [w.alice, w.carol], random.Random(3), take_chance=0.8)
    assert play.board is not None
    await ending_posted(fake, w.channel, game_id)
    events = len(game_events(bot, game_id))
    over = await private_answer(fake, w.alice, stale, on_board)
    assert over.content == t("en", "game-not-running")
    assert len(game_events(bot, game_id)) == events
    await fake.assert_healthy()


async def test_leave_from_a_drehwurm_hand(fake, bot):
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    hand = table.hands[w.carol.id]
    pressed = leave_id(hand)
    assert pressed == f"leaving:{table.game_id}", hand.describe_buttons()
    question = await private_answer(fake, w.carol, hand, pressed)
    assert question.content == t("en", "leave-confirm", fate=t("en", "leave-seat-removed"))
    stale_question = question.snapshot()
    confirm = await fake.click(w.carol, question, f"quit:{table.game_id}")
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert question.content == t("en", "leave-done")
    game = table.game()
    assert game["status"] == "running"
    assert next(p for p in game["players"] if p["id"] == w.carol.id).get("removed")
    # The hand is redrawn without plays or Leave: the seat is gone.
    await fake.wait_until(
        lambda: leave_id(hand) is None, what="the leaver's hand without its Leave button"
    )
    again = await private_answer(fake, w.carol, stale_question, f"quit:{table.game_id}")
    assert again.content == t("en", "leave-not-seated")
    await fake.assert_healthy()
