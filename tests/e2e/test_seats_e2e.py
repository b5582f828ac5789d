"""A player's own seat through the fake Discord, against the real bot process: taking back the
dice just set aside (↩ Undo), leaving a running game after a private confirmation, and a computer
that plays the leaver's seat to the end; `check` and /replay agree with what the board showed."""

from __future__ import annotations

import random
import sqlite3

from bot.i18n import t
from tests.e2e.bot_process import run_to_exit
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Permissions
from tests.e2e.players import (
    current_mention,
    ending_posted,
    game_events,
    game_id_of,
    game_row,
    has_controls,
    moves,
    open_lobby,
    play_to_end,
    start_game,
)
from tests.e2e.test_history_e2e import WAIT, position_of, press, shown


def _faces(board) -> list[str]:
    return sorted(move for move in moves(board) if move.startswith("face:"))


async def test_an_undo_mid_turn_is_taken_back_replayed_and_checked(fake, bot, tmp_path):
    w = fake.world
    # Every board drawn with the same pictures as the replay's: the emojis are there first.
    await fake.wait_until(lambda: "Application emojis ready" in bot.log(), timeout=30)
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    assert "undo" not in moves(board)  # nothing to take back before the dice
    rolled = await fake.click(mover, board, moves(board)["roll"])
    assert await rolled.wait_response() == UPDATE_MESSAGE
    after_roll = shown(board.snapshot().embeds[0])
    faces = _faces(board)
    picked = await fake.click(mover, board, moves(board)[faces[0]])
    assert await picked.wait_response() == UPDATE_MESSAGE
    assert "undo" in moves(board), board.describe_buttons()
    stale = board.snapshot()

    # Only the player on turn sees it pressable: anyone else is refused, privately.
    other = w.bob if mover is w.alice else w.alice
    refused = await fake.click(other, board, moves(board)["undo"])
    assert await refused.wait_response() == CHANNEL_MESSAGE
    assert (await refused.reply()).ephemeral_to is other

    undone = await fake.click(mover, board, moves(board)["undo"])
    assert await undone.wait_response() == UPDATE_MESSAGE
    assert _faces(board) == faces and "undo" not in moves(board)
    assert shown(board.snapshot().embeds[0]) == after_roll  # no trace of the choice taken back
    # The undo of the board before it, pressed again: stale, privately, and nothing changes.
    step = game_row(bot, game_id)["step"]
    again = await fake.click(mover, stale, stale_undo(stale))
    assert await again.wait_response() == CHANNEL_MESSAGE
    answer = await again.reply()
    assert answer.ephemeral_to is mover and answer.content == t("en", "stale-button")
    assert game_row(bot, game_id)["step"] == step

    final = faces[-1]
    chosen = await fake.click(mover, board, moves(board)[final])
    assert await chosen.wait_response() == UPDATE_MESSAGE
    after_choice = shown(board.snapshot().embeds[0])
    events = game_events(bot, game_id)
    assert [e["action"]["type"] for e in events[-4:]] == ["roll", "set-aside", "undo", "set-aside"]
    assert events[-2]["events"][0]["type"] == "undone"
    play = await play_to_end(fake, board, [w.alice, w.bob], random.Random(8), take_chance=0.8)
    assert not has_controls(play.board)

    # /replay: the position after the undo is the roll again, the next one the final choice.
    ask = await fake.slash(w.carol, w.channel, "replay", game=game_id)
    replayed = await ask.reply(timeout=WAIT)
    started = next(e["step"] for e in events if e["action"]["type"] == "started")
    for _ in range(events[-4]["step"] - started):  # from the start to the roll before the undo
        replayed = await press(fake, w.carol, replayed, "n")
    assert shown(replayed.embeds[0]) == after_roll, position_of(replayed)
    replayed = await press(fake, w.carol, replayed, "n")  # the set-aside taken back
    replayed = await press(fake, w.carol, replayed, "n")  # the undo: the roll again
    assert shown(replayed.embeds[0]) == after_roll
    replayed = await press(fake, w.carol, replayed, "n")
    assert shown(replayed.embeds[0]) == after_choice

    # `python -m bot check` replays the stored log, the undo included, to its snapshot.
    copy = tmp_path / "copy.sqlite3"
    code, out, err = await run_to_exit(
        tmp_path, "backup", str(copy), DATABASE_PATH=str(bot.database_path), timeout=WAIT
    )
    assert code == 0, err
    code, out, _ = await run_to_exit(tmp_path, "check", DATABASE_PATH=str(copy), timeout=WAIT)
    assert code == 0 and "Everything agrees." in out, out
    await fake.assert_healthy()


def stale_undo(message) -> str:
    return next(b.custom_id for b in message.buttons() if (b.custom_id or "").endswith(":undo"))


async def test_a_leavers_seat_is_played_by_a_computer_to_the_end_and_counts_as_a_loss(fake, bot):
    w = fake.world
    before = bob_record(bot, w.bob.id)  # the bot may have rated Bob before, in another test
    lobby = await open_lobby(fake, w.alice, w.channel, takeover="easy")
    board = await start_game(fake, lobby, w.alice, [w.bob])
    game_id = game_id_of(board)

    # Someone who does not play here is told so, privately.
    outsider = await (await fake.slash(w.carol, w.channel, "heckmeck", "leave")).reply()
    assert outsider.ephemeral_to is w.carol
    assert outsider.content == t("en", "leave-not-seated")

    ask = await fake.slash(w.bob, w.channel, "heckmeck", "leave")
    question = await ask.reply()
    assert question.ephemeral_to is w.bob
    fate = t("en", "leave-seat-computer", difficulty="easy")
    assert question.content == t("en", "leave-confirm", fate=fate)
    assert not any(p.get("since") for p in game_row(bot, game_id)["players"])  # not yet
    stale_question = question.snapshot()
    confirm = await fake.click(w.bob, question, f"quit:{game_id}")
    assert await confirm.wait_response() == UPDATE_MESSAGE
    assert question.content == t("en", "leave-done") and question.buttons() == []
    # The confirmation pressed again (a double click): refused, nothing changes.
    again = await fake.click(w.bob, stale_question, f"quit:{game_id}")
    assert await again.wait_response() == CHANNEL_MESSAGE
    assert (await again.reply()).content == t("en", "leave-not-seated")

    game = game_row(bot, game_id)
    takeovers = [e for e in game_events(bot, game_id) if e["action"]["type"] == "takeover"]
    assert [e["actor_id"] for e in takeovers] == [w.bob.id]  # once
    seat, bob = next((s, p) for s, p in enumerate(game["players"]) if p["id"] == w.bob.id)
    assert bob["computer"] == "easy"
    name = t("en", "seat-taken-over", name=bob["name"], turn=bob["since"])
    await fake.wait_until(lambda: name in board.text, what="the board to show the computer")

    play = await play_to_end(fake, board, [w.alice], random.Random(4), take_chance=0.7)
    assert play.computer_waits > 0
    ending = await ending_posted(fake, w.channel, game_id)
    assert name in ending.text
    events = game_events(bot, game_id)
    by_bob = [e for e in events if e["actor_id"] == w.bob.id]
    assert by_bob and by_bob[-1]["action"]["type"] != "takeover"  # the computer played on

    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT computer, placement, removed, rated FROM results"
            " WHERE game_id = ? AND seat = ?",
            (game_id, seat),
        ).fetchone()
    assert row == (None, 2, 1, 1)  # Bob's own result: last, whatever his seat made
    wins, games = bob_record(bot, w.bob.id)
    assert (wins, games) == (before[0], before[1] + 1)  # one more game, no more wins
    await fake.assert_healthy()


def bob_record(bot, user_id: int) -> tuple[int, int]:
    """(wins, games) of a player's rating over all servers ((0, 0) before a first game)."""
    with sqlite3.connect(f"file:{bot.database_path}?mode=ro", uri=True) as db:
        row = db.execute(
            "SELECT wins, games FROM ratings WHERE scope = 0 AND user_id = ?", (user_id,)
        ).fetchone()
    return (row[0], row[1]) if row else (0, 0)


async def test_the_servers_takeover_default_and_leave_without_a_game(fake, bot):
    w = fake.world
    admin = fake.add_user("admin")
    w.guild.add_member(admin, permissions=Permissions.MEMBER_DEFAULT | Permissions.ADMINISTRATOR)
    ask = await fake.slash(admin, w.channel, "heckmeck", "settings", "takeover", takeover="hard")
    answer = await ask.reply()
    assert answer.content == t(
        "en", "settings-takeover-set", choice=t("en", "choice-takeover-hard")
    )
    nothing = await (await fake.slash(w.alice, w.channel, "drehwurm", "leave")).reply()
    assert nothing.ephemeral_to is w.alice and nothing.content == t("en", "no-game-here")
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    assert game_row(bot, game_id_of(board))["meta"]["takeover"] == "hard"
    ask = await fake.slash(w.alice, w.channel, "heckmeck", "leave")
    question = await ask.reply()
    fate = t("en", "leave-seat-computer", difficulty="hard")
    assert question.content == t("en", "leave-confirm", fate=fate)
    await fake.assert_healthy()
