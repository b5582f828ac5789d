"""The Daily Grill's pure rules: the seeded dice are the same for everyone and differ by day, a
whole attempt replays from its actions, the classic failure rule, the score's order, streaks."""

from __future__ import annotations

import random
from collections import Counter
from datetime import date, timedelta

import pytest

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.daily import game, seeding
from bot.domain.heckmeck.daily.computer import computer_attempt, review_attempt
from bot.domain.heckmeck.daily.streaks import Streak
from bot.domain.heckmeck.engine import rules as hm

DAY = date(2026, 11, 27)


def random_player(seed: int):
    rng = random.Random(seed)

    def choose(state: hm.HeckmeckState) -> hm.Action:
        actions = [
            a for a in hm.legal_actions(state, 0)
            if not isinstance(a, hm.Timeout)
        ]  # fmt: skip
        return rng.choice(actions)

    return choose


def first_rolls(attempt: game.Attempt) -> list[list[str]]:
    """The first roll of every turn (all eight dice, whatever happened before)."""
    rolls, fresh = [], True
    for row in attempt.rows:
        for e in row["events"]:
            if e["type"] == "rolled" and fresh:
                rolls.append(e["dice"])
                fresh = False
            if e["type"] in ("next-turn", "game-over"):
                fresh = True
    return rolls


def test_two_players_making_the_same_choices_see_identical_games() -> None:
    one = game.play_through(DAY, random_player(7))
    # another player, elsewhere, replays the same choices one by one on a fresh attempt
    other = game.new_attempt(DAY)
    for data in one.actions:
        game.play(other, hm.action_from_json(data))
    assert other.rows == one.rows
    assert other.state == one.state
    assert other.score == one.score


def test_every_turn_starts_with_the_same_roll_whatever_was_done_before() -> None:
    players = [game.play_through(DAY, random_player(seed)) for seed in range(6)]
    assert len({tuple(map(tuple, p.rows[0]["events"][0]["dice"])) for p in players}) == 1
    firsts = [first_rolls(p) for p in players]
    assert all(len(f) == game.TURNS for f in firsts)
    assert all(f == firsts[0] for f in firsts)
    # and different choices did make different games
    assert len({p.score for p in players}) > 1


def test_the_dice_differ_from_day_to_day() -> None:
    days = [DAY + timedelta(days=n) for n in range(60)]
    starts = {tuple(seeding.roll_rng(d, 0, 0).getrandbits(32) for _ in range(4)) for d in days}
    assert len(starts) == len(days)
    attempts = [game.play_through(d, random_player(1)) for d in days[:5]]
    assert len({tuple(map(tuple, first_rolls(a))) for a in attempts}) == 5


def test_neighbouring_days_are_unrelated() -> None:
    """Dice at the same point of consecutive days agree about as often as chance says (1 in 6),
    and each face comes up about equally often: no day leaks into the next."""
    same = total = 0
    faces: Counter[str] = Counter()
    for n in range(300):
        day = DAY + timedelta(days=n)
        a = hm.roll_dice(hm.HeckmeckOptions().rules, 8, seeding.roll_rng(day, 2, 1))
        b = hm.roll_dice(hm.HeckmeckOptions().rules, 8, seeding.roll_rng(day + timedelta(1), 2, 1))
        same += sum(x == y for x, y in zip(a, b, strict=True))
        total += 8
        faces.update(a)
    assert 0.12 < same / total < 0.21
    assert all(300 < count < 500 for count in faces.values())  # 400 expected each


def test_the_seed_names_the_day_turn_and_roll() -> None:
    seeds = {
        seeding.roll_seed(d, t, k)
        for d in (DAY, DAY + timedelta(1))
        for t in range(game.TURNS)
        for k in range(8)
    }
    assert len(seeds) == 2 * game.TURNS * 8
    assert seeding.roll_seed(DAY, 3, 2) == seeding.roll_seed(date(2026, 11, 27), 3, 2)


def test_an_attempt_replays_from_its_actions_and_ends_after_the_turns() -> None:
    attempt = game.play_through(DAY, random_player(3))
    assert attempt.done and attempt.turn == game.TURNS
    again = game.replay(DAY, attempt.actions)
    assert again.state == attempt.state and again.score == attempt.score
    assert len(attempt.marks()) == game.TURNS
    with pytest.raises(IllegalAction):
        game.play(attempt, hm.Roll())


def test_illegal_actions_change_nothing() -> None:
    attempt = game.new_attempt(DAY)
    with pytest.raises(IllegalAction):
        game.play(attempt, hm.SetAside("worm"))  # nothing rolled yet
    with pytest.raises(IllegalAction):
        game.play(attempt, hm.Timeout())
    assert attempt.step == 0 and attempt.state == game.start_state()


def test_a_failed_turn_returns_the_top_tile_and_turns_the_highest() -> None:
    """Played by hand on a day's dice: take a tile, then fail a turn on purpose."""
    for n in range(40):  # a day whose dice allow it quickly
        day = DAY + timedelta(days=n)
        attempt = game.new_attempt(day)
        computer = computer_attempt(day)
        # copy the computer's first turn (it takes a tile on most days)
        for data in computer.actions:
            if attempt.turn:
                break
            game.play(attempt, hm.action_from_json(data))
        if not attempt.state.stacks[0]:
            continue
        tile = attempt.state.stacks[0][-1]
        # second turn: set aside low faces until the turn fails
        while attempt.turn == 1:
            state = attempt.state
            if state.phase in ("roll", "decide") and hm.can_roll(state):
                game.play(attempt, hm.Roll())
            elif state.phase == "pick":
                game.play(attempt, hm.SetAside(min(hm.pickable_faces(state), key=faces_rank)))
            else:
                game.play(attempt, hm.Stop(hm.take_options(state)[0]))
        if attempt.state.failures[0] != 1:
            continue
        assert attempt.state.stacks[0] == ()
        assert tile in attempt.state.grill
        if tile != 36:
            assert attempt.state.turned == (36,)
        assert attempt.score == game.Score(0, 1, 0)
        assert attempt.marks()[1] is None
        return
    pytest.fail("no day among 40 let the test fail a turn after a take")


def faces_rank(face: str) -> int:
    return ["worm", "5", "4", "3", "2", "1"].index(face) * -1


def test_the_score_orders_worms_then_fewer_failures_then_the_highest_tile() -> None:
    ranked = sorted(
        [game.Score(5, 0, 30), game.Score(6, 3, 22), game.Score(5, 1, 36), game.Score(5, 0, 31)],
        key=lambda s: s.key,
        reverse=True,
    )
    assert ranked == [
        game.Score(6, 3, 22), game.Score(5, 0, 31), game.Score(5, 0, 30), game.Score(5, 1, 36)
    ]  # fmt: skip


def test_the_computer_attempt_is_the_hard_players_and_reviews_as_flawless() -> None:
    attempt = computer_attempt(DAY)
    assert attempt.done
    review = review_attempt(game.replay(DAY, attempt.actions))
    seat = review.seats[0]
    assert len(seat.turns) == game.TURNS
    assert seat.skill == pytest.approx(0.0, abs=1e-9)


def test_a_random_players_review_finds_its_costly_decisions() -> None:
    attempt = game.play_through(DAY, random_player(11))
    seat = review_attempt(attempt).seats[0]
    assert seat.skill > 0.5
    assert seat.costliest()[0].loss > 0
    # per turn: the turn's change of value is its luck minus its decisions' losses
    for turn in seat.turns:
        assert turn.end_value - turn.start_value == pytest.approx(turn.luck - turn.loss, abs=1e-6)


def test_streaks_count_days_in_a_row() -> None:
    s = Streak()
    s = s.after(DAY)
    assert (s.current, s.best) == (1, 1)
    s = s.after(DAY + timedelta(1)).after(DAY + timedelta(2))
    assert (s.current, s.best) == (3, 3)
    assert s.after(DAY + timedelta(2)) == s
    assert s.shown_on(DAY + timedelta(3)) == 3  # still alive until the day is missed
    assert s.shown_on(DAY + timedelta(4)) == 0
    s = s.after(DAY + timedelta(5))
    assert (s.current, s.best) == (1, 3)


def test_days_in_a_row_end_today_or_yesterday() -> None:
    from bot.domain.heckmeck.daily.streaks import days_in_a_row

    days = [DAY - timedelta(days=n) for n in (0, 1, 2, 4)]
    assert days_in_a_row(days, DAY) == 3
    assert days_in_a_row(days, DAY + timedelta(1)) == 3  # not yet missed
    assert days_in_a_row(days, DAY + timedelta(2)) == 0
    assert days_in_a_row([], DAY) == 0
