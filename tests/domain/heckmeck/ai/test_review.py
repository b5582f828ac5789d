"""The post-game review of Heckmeck (bot/domain/heckmeck/ai/review.py): replayed from the event log
alone; skill and luck add up exactly."""

import random

import pytest

from bot.domain.heckmeck.ai.policy import choose_action, turn_outlook, turn_table
from bot.domain.heckmeck.ai.review import review_heckmeck
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import OPTIONS, W

HUMANS = [{"id": 1, "computer": None}, {"id": 2, "computer": None}]


def log_row(action: hm.Action, events: list[dict]) -> dict:
    """An event-log row as Storage.events_of returns it."""
    return {"action": hm.action_to_json(action), "events": events}


def scripted_rows(
    steps: list[tuple[hm.Action, list[str] | None]],
) -> tuple[list[dict], hm.HeckmeckState]:
    """Play `steps` (an action, and the dice if it rolls) from a new two-player classic game."""
    state = hm.new_game(2, hm.HeckmeckOptions())
    rows = [{"action": {"type": "started"}, "events": [{"type": "started"}]}]
    for action, dice in steps:
        rng = hm.ScriptedDice(state.rules, [dice] if dice else [])
        state, events = hm.apply(state, state.current, action, rng)
        rows.append(log_row(action, events))
    return rows, state


def test_a_scripted_turn_gives_the_hand_computed_skill_and_luck():
    start = hm.new_game(2, hm.HeckmeckOptions())
    first_roll = [W, W, W, "5", "5", "5", "5", "1"]
    second_roll = [W, W, "5", "5", "5", "5", "3"]
    third_roll = [W, "3", "2"]
    rows, end = scripted_rows(
        [
            (hm.Roll(), first_roll),
            (hm.SetAside("1"), None),  # the lone 1: a poor choice
            (hm.Roll(), second_roll),
            (hm.SetAside("5"), None),  # 1 + 20 = 21, no worm yet
            (hm.Roll(), third_roll),
            (hm.SetAside(W), None),  # 26
            (hm.Stop(hm.Take(26)), None),
        ]
    )
    assert end.stacks == ((26,), ()) and end.current == 1

    # By hand, from the hard player's table for this turn (positions by the faces set aside).
    table = turn_table(start)
    model = table.model

    def value(*kept: str) -> float:
        return table.values[model.index[model.key(kept)]]

    def after(roll: list[str], kept: tuple[str, ...], faces: tuple[str, ...]) -> dict:
        return {f: value(*kept, *[d for d in roll if d == f]) for f in faces}

    at_start = turn_outlook(start).value
    first = after(first_roll, (), (W, "5", "1"))
    one = ("1",)
    second = after(second_roll, one, (W, "5", "3"))
    one_fives = ("1", "5", "5", "5", "5")
    third = after(third_roll, one_fives, (W, "3", "2"))
    # No worm after the first two picks: rolling on is the only way, so it is the position's value.
    luck = (
        (max(first.values()) - at_start)
        + (max(second.values()) - value(*one))
        + (max(third.values()) - value(*one_fives))
    )
    with_26 = (*one_fives, W)
    stop_26 = table.take_values[hm.Take(26)]
    losses = [
        max(first.values()) - first["1"],
        max(second.values()) - second["5"],
        max(third.values()) - third[W],
        value(*with_26) - stop_26,
    ]
    assert losses[0] > 0.5  # the worms or the fives were much better

    review = review_heckmeck(start.options.to_json(), HUMANS, rows)
    seat = review.seats[0]
    (turn,) = seat.turns
    assert [d.chosen for d in turn.decisions] == [
        hm.SetAside("1"),
        hm.SetAside("5"),
        hm.SetAside(W),
        hm.Stop(hm.Take(26)),
    ]
    assert [d.loss for d in turn.decisions] == pytest.approx(losses, abs=1e-12)
    assert seat.skill == pytest.approx(sum(losses), abs=1e-12)
    assert seat.luck == pytest.approx(luck, abs=1e-12)
    assert seat.costliest()[0] is turn.decisions[0]
    assert turn.end_value == pytest.approx(stop_26, abs=1e-12)
    assert turn.end_value - turn.start_value == pytest.approx(turn.luck - turn.loss, abs=1e-12)
    assert review.seats[1].turns == []


def test_a_bust_is_bad_luck_and_no_decision():
    # Seat 0 sets aside the worms, rolls the five others and sees only worms: a bust.
    rows, end = scripted_rows(
        [
            (hm.Roll(), [W, W, W, "5", "5", "5", "5", "1"]),
            (hm.SetAside(W), None),
            (hm.Roll(), [W, W, W, W, W]),
        ]
    )
    assert end.current == 1 and end.failures == (1, 0)
    (turn,) = review_heckmeck(end.options.to_json(), HUMANS, rows).seats[0].turns
    assert [d.chosen for d in turn.decisions] == [hm.SetAside(W)]  # 15: rolling was forced
    table = turn_table(hm.new_game(2, hm.HeckmeckOptions()))
    assert turn.end_value == pytest.approx(table.fail, abs=1e-12)
    assert turn.end_value - turn.start_value == pytest.approx(turn.luck - turn.loss, abs=1e-12)


def played_rows(options: hm.HeckmeckOptions, players: list[dict], seed: int):
    """A whole game: humans play the normal policy or (one time in three) any legal move, and
    now and then miss a deadline; the event log as the bot stores it."""
    rng = random.Random(seed)
    state = hm.new_game(len(players), options)
    rows = []
    while not state.over:
        seat = state.current
        difficulty = players[seat].get("computer")
        if difficulty:
            action = choose_action(state, difficulty, rng)
        elif rng.random() < 0.01:
            action = hm.Timeout()
        elif rng.random() < 0.3:
            action = rng.choice([a for a in hm.legal_actions(state, seat) if a != hm.Timeout()])
        else:
            action = choose_action(state, "normal", rng)
        state, events = hm.apply(state, seat, action, rng)
        rows.append(log_row(action, events))
    return rows, state


@pytest.mark.parametrize(
    "options",
    OPTIONS,
    ids=lambda o: "-".join(k for k, v in o.to_json().items() if v is True) or o.edition,
)
def test_every_turn_adds_up_exactly(options):
    players = [{"id": 1, "computer": None}, {"id": -1, "computer": "hard"}, {"id": 2}]
    rows, final = played_rows(options, players, seed=11)
    review = review_heckmeck(options.to_json(), players, rows)
    assert review.final == final  # the replay reproduces the game from the log alone
    assert set(review.seats) == {0, 2}
    assert sum(len(s.turns) for s in review.seats.values()) == final.turns[0] + final.turns[2]
    for seat in review.seats.values():
        for turn in seat.turns:
            assert turn.end_value - turn.start_value == pytest.approx(
                turn.luck - turn.loss, abs=1e-9
            )
            assert all(d.loss >= -1e-12 for d in turn.decisions)
        assert seat.skill == pytest.approx(sum(t.loss for t in seat.turns), abs=1e-12)
    assert any(s.skill > 0 for s in review.seats.values())


def test_a_player_removed_for_missed_turns_is_replayed_and_reviewed():
    # Seat 2 lets the clock run out three times and is removed, as the session layer does it.
    rng = random.Random(1)
    players = [{"id": 1}, {"id": 2}, {"id": 3}]
    state = hm.new_game(3, hm.HeckmeckOptions())
    rows, missed = [], 0
    while not state.over:
        seat = state.current
        timeout = seat == 2 and missed < 3
        action = hm.Timeout() if timeout else choose_action(state, "normal", rng)
        state, events = hm.apply(state, seat, action, rng)
        if timeout:
            missed += 1
            if missed == 3:
                state, removed = hm.remove_player(state, 2)
                events += removed
        rows.append(log_row(action, events))
    review = review_heckmeck(state.options.to_json(), players, rows)
    assert review.final == state and not state.active[2]
    turns = review.seats[2].turns
    assert len(turns) == 3
    for turn in turns:
        (decision,) = turn.decisions
        assert decision.chosen == hm.Timeout() and decision.best.action == hm.Roll()
        assert decision.loss > 0  # failing at once is worse than rolling
        assert turn.end_value - turn.start_value == pytest.approx(-decision.loss, abs=1e-12)


def test_a_seat_taken_out_while_another_is_on_turn_is_replayed_out_of_the_game():
    """A player who leaves (or is dropped) while someone else is on turn is logged as a drop
    with the engine's removal: the review replays the rest of the game without that seat."""
    players = [*HUMANS, {"id": 3, "computer": None}]
    state = hm.new_game(3, hm.HeckmeckOptions())
    rows = [{"action": {"type": "started"}, "events": [{"type": "started"}]}]
    rng = random.Random(4)
    dropped_at = 6
    for step in range(60):
        if state.over:
            break
        if step == dropped_at:
            seat = (state.current + 1) % 3
            state, removed = hm.remove_player(state, seat)
            rows.append(
                {"action": {"type": "drop"}, "events": [{"type": "quit", "seat": seat}, *removed]}
            )
            continue
        action = choose_action(state, "easy", rng)
        state, events = hm.apply(state, state.current, action, rng)
        rows.append(log_row(action, events))
    review = review_heckmeck(hm.HeckmeckOptions().to_json(), players, rows)
    assert review.final == state
