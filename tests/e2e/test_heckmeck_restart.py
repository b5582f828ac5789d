"""Heckmeck across restarts and deadlines: the bot killed with SIGKILL in the middle of a turn or
with a lobby open, and turn deadlines that pass while nobody clicks (also across a restart)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.domain.heckmeck.engine.data import CLASSIC
from bot.i18n import t
from cogs.heckmeck.board import face_label
from tests.e2e.fake_discord import CHANNEL_MESSAGE, UPDATE_MESSAGE, Message
from tests.e2e.players import (
    MOVE,
    current_line,
    current_mention,
    game_events,
    game_id_of,
    game_row,
    lobby_click,
    moves,
    open_lobby,
    play_turn,
    play_turns,
    shows_roll,
    start_game,
    step_of,
    turn_text,
)


def shown_roll(board: Message) -> Counter[str]:
    """The dice on the table as the board's face buttons show them: "🪱 ×3" as text, or the
    face's picture (emoji worm) with its name, "worm ×3" -> worm: 3."""
    labels = {face_label(face): face for face in CLASSIC.faces}
    shown: Counter[str] = Counter()
    for button in board.buttons():
        match = MOVE.match(button.custom_id or "")
        if match and match["op"] == "face" and button.label and "×" in button.label:
            label, count = button.label.rsplit("×", 1)
            face = button.emoji.removeprefix("die_") if button.emoji else labels[label.strip()]
            assert face == match["arg"], button
            shown[match["arg"]] = int(count)
    return shown


async def test_sigkill_mid_turn_the_old_board_continues_with_the_same_dice(fake, bot):
    w = fake.world
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, [w.bob])
    game_id = game_id_of(board)
    mover = w.alice if current_mention(board) == w.alice.id else w.bob
    roll = await fake.click(mover, board, moves(board)["roll"])
    assert await roll.wait_response() == UPDATE_MESSAGE
    before = shown_roll(board)
    assert sum(before.values()) == 8, board.describe_buttons()
    assert shows_roll(board)  # the roll is on the board
    step = step_of(board)

    await bot.restart(kill=True)  # SIGKILL: no chance to flush or say goodbye

    stored = game_row(bot, game_id)
    assert stored["step"] == step
    assert Counter(stored["state"]["turn"]["roll"]) == before  # confirmed, so it was stored
    # A forged click on a face the roll did not show is refused: the restarted bot has the
    # same dice in mind, not new ones.
    for absent in sorted(set(CLASSIC.faces) - set(before)):
        forged = await fake.click(mover, board, f"hm:{game_id}:{step}:face:{absent}", force=True)
        assert await forged.wait_response() == CHANNEL_MESSAGE
        refusal = (await forged.reply()).content
        assert refusal == t("en", "illegal-face-not-in-roll", face=absent)
    assert game_row(bot, game_id)["step"] == step
    # The face shown most often, clicked on the board from before the kill.
    face = max(sorted(before), key=lambda f: before[f])
    pick = await fake.click(mover, board, moves(board)[f"face:{face}"])
    assert await pick.wait_response() == UPDATE_MESSAGE, (await pick.reply()).text
    after = game_row(bot, game_id)
    assert after["step"] == step + 1
    assert after["state"]["turn"]["kept"] == [face] * before[face]  # the same dice, not re-rolled
    last = game_events(bot, game_id)[-1]
    assert last["actor_id"] == mover.id
    assert last["events"][0] == {
        "type": "set-aside",
        "seat": stored["state"]["current"],
        "face": face,
        "count": before[face],
        "total": CLASSIC.value(face) * before[face],
    }
    # The board before the kill showed exactly the dice the event log recorded.
    rolled = [e for e in game_events(bot, game_id)[-2]["events"] if e["type"] == "rolled"]
    assert Counter(rolled[0]["dice"]) == before

    # /heckmeck status re-posts the same game; the new board plays on, the old one is retired.
    status = await fake.slash(w.carol, w.channel, "heckmeck", "status")
    fresh = await status.reply()
    assert fresh.id != board.id and fresh.ephemeral_to is None
    assert game_id_of(fresh) == game_id and step_of(fresh) == step + 1
    # (the old board loses its buttons just after the answer, which must not wait for it)
    await fake.wait_until(lambda: board.buttons() == [], what="the old board without buttons")
    await play_turns(fake, fresh, [w.alice, w.bob], random.Random(7), stop_after=6)
    assert game_row(bot, game_id)["step"] == step + 1 + 6
    await fake.assert_healthy()


async def test_a_lobby_survives_a_restart(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    assert (await lobby_click(fake, w.bob, lobby, "join")).response_type == UPDATE_MESSAGE

    await bot.restart(kill=True)

    join = await lobby_click(fake, w.carol, lobby, "join")
    assert join.response_type == UPDATE_MESSAGE
    assert w.carol.mention in lobby.text
    refused = await lobby_click(fake, w.bob, lobby, "start")
    assert refused.response_type == CHANNEL_MESSAGE
    assert (await refused.reply()).content == t("en", "only-host")
    start = await lobby_click(fake, w.alice, lobby, "start")
    assert start.response_type == UPDATE_MESSAGE
    game = game_row(bot, game_id_of(lobby))
    assert game["status"] == "running"
    assert sorted(p["id"] for p in game["players"]) == sorted(
        u.id for u in (w.alice, w.bob, w.carol)
    )
    await play_turns(fake, lobby, [w.alice, w.bob, w.carol], random.Random(3), stop_after=4)
    await fake.assert_healthy()


# Long enough for the others to play a turn by clicking even on a loaded machine, short enough for
# a quick test. The test never races it: it reads what happened from the event log.
@pytest.mark.bot_env(TURN_TIMEOUT_SECONDS="2.5")
async def test_the_turn_deadline_ends_the_turn_and_is_kept_across_a_restart(fake, bot):
    w = fake.world
    players = [w.alice, w.bob, w.carol]
    board = await start_game(fake, await open_lobby(fake, w.alice, w.channel), w.alice, players[1:])
    game_id = game_id_of(board)
    game = game_row(bot, game_id)
    seats = [p["id"] for p in game["players"]]
    idle = next(u for u in players if u.id == seats[0])  # on turn first; never clicks
    deadline_text = t("en", "board-deadline", when=f"<t:{int(game['deadline'])}:R>")
    assert deadline_text in turn_text(board)

    async def idle_turn_times_out(missed: int, step: int) -> None:
        """`step`: the step the board showed when the idle player's turn began."""
        await fake.wait_until(
            lambda: current_mention(board) not in (idle.id, None),
            what=f"{idle.name}'s turn to time out",
            channel=w.channel,
        )
        timeout = game_events(bot, game_id)[step]  # the step after the turn began: by the bot
        assert timeout["step"] == step + 1
        assert timeout["action"] == {"type": "timeout"}
        assert timeout["events"][0] == {"type": "timed-out", "seat": 0}
        assert t("en", "log-timed-out") in board.text
        stored = game_row(bot, game_id)
        assert stored["step"] == step + 1
        player = next(p for p in stored["players"] if p["id"] == idle.id)
        assert player["missed"] == missed
        # The board shows the next player, with a fresh deadline.
        assert current_mention(board) == seats[1]
        when = f"<t:{int(stored['deadline'])}:R>"
        assert t("en", "board-deadline", when=when) in turn_text(board)

    rng = random.Random(11)

    async def others_play() -> None:
        nonlocal board
        for seat in (1, 2):
            user = next(u for u in players if u.id == seats[seat])
            board = await play_turn(fake, board, user, rng)

    await idle_turn_times_out(missed=1, step=step_of(board))
    await others_play()
    # A deadline stored before a SIGKILL still fires after the restart (maybe while it starts).
    step = step_of(board)
    await bot.restart(kill=True)
    await idle_turn_times_out(missed=2, step=step)
    await others_play()

    await idle_turn_times_out(missed=3, step=step_of(board))
    # Third miss in a row: the idle player is removed, keeps their tiles; the others play on.
    stored = game_row(bot, game_id)
    assert stored["status"] == "running"
    assert stored["state"]["active"] == [False, True, True]
    assert next(p for p in stored["players"] if p["id"] == idle.id)["removed"] is True
    assert t("en", "event-removed", name=idle.mention) in board.text
    idle_line = next(line for line in board.text.splitlines() if idle.mention in line)
    assert t("en", "board-removed") in idle_line

    # A turn left in the middle (a roll not followed up): the deadline ends it too.
    mover = next(u for u in players if u.id == seats[1])
    roll = await fake.click(mover, board, moves(board)["roll"])
    assert await roll.wait_response() == UPDATE_MESSAGE
    step = step_of(board)
    await fake.wait_until(
        lambda: current_mention(board) == seats[2], what="the half-played turn to end"
    )
    last = game_events(bot, game_id)[step]
    assert last["step"] == step + 1 and last["actor_id"] == mover.id
    assert last["events"][0] == {"type": "timed-out", "seat": 1}
    assert current_line(board) is not None and idle.mention not in current_line(board)
    await fake.assert_healthy()


@pytest.mark.bot_env(LOBBY_TIMEOUT_SECONDS="1")
async def test_an_unstarted_lobby_expires(fake, bot):
    w = fake.world
    lobby = await open_lobby(fake, w.alice, w.channel)
    game_id = game_id_of(lobby)
    await fake.wait_until(
        lambda: not lobby.buttons(), what="the lobby to expire", channel=w.channel
    )
    assert t("en", "lobby-expired") in lobby.text
    assert lobby.selects() == []
    game = game_row(bot, game_id)
    assert (game["status"], game["deadline"]) == ("expired", None)
    assert game_events(bot, game_id)[-1]["action"] == {"type": "expire"}
    # The channel is free for a new game.
    assert game_id_of(await open_lobby(fake, w.bob, w.channel)) != game_id
    await fake.assert_healthy()
