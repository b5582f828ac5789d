"""A game's passed deadlines handled at once for one game (before a press on a table that could
not show them is judged), on a store of each kind: the same timeout the loop would apply, and
nothing before the deadline."""

from tests.table.test_seat_removal import ANN, BOB, on_turn, started


async def test_a_passed_turn_is_timed_out_for_the_press_and_nothing_before(sessions):
    game = await started(sessions, ANN, BOB)
    mover = on_turn(game)
    assert await sessions.catch_up(game.id) == []
    sessions.clock_.now = game.deadline + 1
    [outcome] = await sessions.catch_up(game.id)
    assert outcome.events[0]["type"] == "timed-out"
    assert on_turn(outcome.game) != mover and outcome.game.step > game.step
    assert await sessions.run_due() == []  # the loop finds nothing left to do
