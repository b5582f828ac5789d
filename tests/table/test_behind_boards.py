"""At a start the bot redraws only the boards that may show an older step than their game's: the
store lists those live games without reading every live game whole."""

from tests.table.test_sessions import ANN, BOB, CAT, started


async def test_the_live_games_whose_stored_board_shows_an_older_step_are_listed(sessions):
    behind = await started(sessions, ANN, BOB)
    await sessions.board_posted(behind.id, 901, 1000.0, behind.step - 1)
    fresh = await sessions.open_lobby(
        "heckmeck", guild_id=1, channel_id=51, host=CAT, options={"edition": "classic"}
    )
    await sessions.board_posted(fresh.id, 902, 1000.0, fresh.step)
    await sessions.open_lobby(  # no board yet: nothing to redraw
        "heckmeck", guild_id=1, channel_id=52, host=BOB, options={"edition": "classic"}
    )

    assert await sessions.behind_boards() == [behind.id]


async def test_an_ended_game_is_not_listed_even_with_an_old_board(sessions):
    game = await started(sessions, ANN, BOB)
    await sessions.board_posted(game.id, 901, 1000.0, game.step - 1)
    await sessions.stop(game.id, ANN.id, may_manage=True)

    assert await sessions.behind_boards() == []
