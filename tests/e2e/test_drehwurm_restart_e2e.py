"""Drehwurm across a kill of the bot: what a window held back comes free after the restart."""

from __future__ import annotations

import time

import pytest

from tests.e2e.test_drehwurm_e2e import click, hand_moves, open_table, state_of, user_at

WINDOW = 4.0  # seconds: room to kill the bot while the window stands


@pytest.mark.bot_env(SNAP_WINDOW_SECONDS=str(WINDOW))
async def test_a_window_open_at_a_kill_frees_the_next_hand_after_the_restart(fake, bot):
    """A worm opens a pile and the bot is killed while its window holds the next player's plays
    back: after the restart that player's hand is enabled once the window is over, with nobody
    pressing Refresh (the redraw the killed process had planned died with it)."""
    w = fake.world
    table = await open_table(fake, bot, [w.alice, w.bob, w.carol])
    for _ in range(200):
        game = table.game()
        mover = user_at(table, game, state_of(game).current)
        regular = await fake.wait_until(
            lambda u=mover: hand_moves(table.hands[u.id])[0], what=f"{mover.name}'s plays"
        )
        await click(table, mover, *regular[0])
        window = table.game()["meta"].get("window")
        if window is not None and window["until"] - time.time() > WINDOW / 2:
            break  # a window stands, long enough for the kill to fall inside it
        await fake.wait_until(
            lambda: not table.game()["meta"].get("window")
            or table.game()["meta"]["window"]["until"] < time.time(),
            what="the window to close",
        )
    else:
        raise AssertionError("no play left a window open")
    game = table.game()
    following = user_at(table, game, state_of(game).current)
    assert not hand_moves(table.hands[following.id])[0]  # held back by the window

    await bot.restart(kill=True)

    await fake.wait_until(
        lambda: bool(hand_moves(table.hands[following.id])[0]),
        what=f"{following.name}'s hand to offer a play after the window",
    )
    assert table.game()["step"] == game["step"]  # nobody moved: the redraw came by itself
    await fake.assert_healthy()
