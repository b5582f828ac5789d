"""The examples of docs/rules.md (Heckmeck classic, its variants, Junior), played on the engine."""

from bot.domain.heckmeck import rules as hm
from tests.domain.heckmeck.helpers import W, kept, play, position

ANNA, BEN, CLEO = 0, 1, 2
# A bust: seven 1s set aside, then a roll of the last die shows a 1 again.
BUST = ([("1",) * 7 + ("2",), ("1",)], "1", None)


def types(events):
    return [e["type"] for e in events]


def test_a_turn_two_worms_three_fives_then_a_bust():
    state = position(3)
    state, _ = play(
        state, [(W, W, "5", "3", "3", "1", "4", "4"), ("5", "5", "5", "2", "1", "3")], W, "5"
    )
    assert state.total == 25 and state.dice_left == 3
    assert hm.take_options(state) == [hm.Take(25)]
    state, events = play(state, [("5", W, "5")], None)
    assert {"type": "failed", "seat": ANNA, "reason": "bust", "total": 25} in events
    assert state.current == BEN


def test_a_steal_or_the_tile_below():
    state = kept(position(3, stacks={BEN: (26,)}), W, W, W, "5", "3", "3")  # 26
    assert hm.take_options(state) == [hm.Take(26, victim=BEN), hm.Take(25)]
    on_the_grill = kept(position(3, stacks={BEN: (27,)}), W, W, W, "5", "3", "3")
    assert hm.take_options(on_the_grill) == [hm.Take(26)]


def test_the_own_top_is_never_taken():
    state = kept(position(3, stacks={ANNA: (23,)}, gone=(22,)), W, W, W, "4", "4")  # 23
    assert hm.take_options(state) == [hm.Take(21)]


def test_a_failed_turn_returns_the_top_and_turns_the_highest():
    state = position(3, stacks={CLEO: (27,)}, gone=(36,), current=CLEO)
    state, events = play(state, *BUST)
    assert [e for e in events if e["type"] in ("returned", "turned")] == [
        {"type": "returned", "seat": CLEO, "tile": 27},
        {"type": "turned", "tile": 35},
    ]
    highest = position(3, stacks={CLEO: (27,)}, gone=tuple(range(28, 37)), current=CLEO)
    highest, events = play(highest, *BUST)
    assert "turned" not in types(events) and 27 in highest.grill


def test_a_tie_goes_to_the_highest_tile():
    state = position(2, stacks={ANNA: (33, 22), BEN: (29, 25)}, gone=())
    assert hm.scores(state) == [5, 5]  # 4 + 1 and 3 + 2
    assert hm.placements(state) == [1, 2]


def test_short_game_turns_the_returned_tile_and_the_highest():
    state = position(3, stacks={CLEO: (27,)}, gone=(36,), current=CLEO, short_game=True)
    _, events = play(state, *BUST)
    assert [e["tile"] for e in events if e["type"] == "turned"] == [27, 35]


def test_free_choice_offers_every_tile_up_to_the_sum_and_the_steal():
    state = kept(position(3, stacks={BEN: (30,)}, free_choice=True), W, W, W, W, "5", "5")  # 30
    takes = hm.take_options(state)
    assert takes[0] == hm.Take(30, victim=BEN)
    assert sorted(t.tile for t in takes[1:]) == list(range(21, 30))


def test_harsh_failure_turns_the_highest_without_a_tile():
    state = position(2, current=BEN, harsh_failure=True)
    _, events = play(state, *BUST)
    assert [e["tile"] for e in events if e["type"] == "turned"] == [36]
    plain = position(2, current=BEN)
    _, events = play(plain, *BUST)
    assert "turned" not in types(events)


def test_junior_a_roll_with_nothing_new_ends_the_turn_and_scores_it():
    state = position(2, edition="junior", current=BEN)
    rolls = [(W, W, "bun", "bun", "cheese", "ketchup"), (W, "ketchup", "cucumber", "bun"),
             ("bun", "bun", W)]  # fmt: skip
    state, events = play(state, rolls, "bun", W, None)
    assert {"type": "took", "seat": BEN, "tile": 5, "worms": 1} in events
    state = position(2, edition="junior", current=BEN)
    state, events = play(state, [rolls[0], ("bun",) * 4], "bun", None)
    assert {"type": "turned", "tile": 9} in events and "returned" not in types(events)
