"""The rulebooks' own figures and examples, played with scripted dice."""

import pytest

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.engine import rules as hm
from tests.domain.heckmeck.helpers import W, kept, play, position


def types(events):
    return [e["type"] for e in events]


def test_fig3_two_worms_then_two_fours_then_the_forced_five():
    state = position(2)
    state, _ = play(
        state,
        [[W, W, "1", "2", "3", "3", "1", "2"], ["4", "4", W, W, W, "1"]],
        W,
        "4",
    )
    assert state.total == 18
    state, _ = hm.apply(state, 0, hm.Roll(), hm.ScriptedDice(state.rules, [["4", "4", "5", W]]))
    assert hm.pickable_faces(state) == ["5"]  # the 4s and the worm were set aside already
    with pytest.raises(IllegalAction) as refused:
        hm.apply(state, 0, hm.SetAside(W), None)
    assert refused.value.code == "face-already-kept"
    state, _ = hm.apply(state, 0, hm.SetAside("5"), None)
    assert state.total == 23
    assert hm.take_options(state) == [hm.Take(23)]


def test_fig4a_take_24_from_the_grill():
    state = kept(position(2), W, W, "4", "4")
    state, events = play(state, [["2", "2", "2", "4"]], "2")
    assert state.total == 24
    state, events = hm.apply(state, 0, hm.Stop(hm.Take(24)), None)
    assert state.stacks[0] == (24,)
    assert 24 not in state.grill
    assert {"type": "took", "seat": 0, "tile": 24, "worms": 1} in events


def test_fig4b_steal_21_from_the_top_of_another_stack():
    heather, steven = 0, 1
    state = kept(position(2, stacks={heather: (21,)}, current=steven), W, W, W, "3", "3")
    assert state.total == 21
    assert hm.take_options(state) == [hm.Take(21, victim=heather)]
    state, events = hm.apply(state, steven, hm.Stop(hm.Take(21, victim=heather)), None)
    assert state.stacks == ((), (21,))
    assert state.steals == (0, 1)
    assert events[0] == {"type": "stole", "seat": steven, "victim": heather, "tile": 21, "worms": 1}


def test_fig4c_own_top_and_a_safe_tile_mean_the_next_lower():
    nicole, other = 0, 1
    state = position(2, stacks={nicole: (23,), other: (22, 30)}, current=nicole)
    state = kept(state, W, W, W, "4", "4")  # 23
    assert hm.take_options(state) == [hm.Take(21)]


def test_fig4d_31_with_29_to_31_gone_takes_28():
    state = position(3, stacks={1: (29,), 2: (31, 25)}, gone=(30,))
    state = kept(state, W, W, W, W, W, "5", "1")  # 31
    assert state.total == 31
    assert hm.take_options(state) == [hm.Take(28)]


def test_fig4e_the_player_may_take_the_lower_tile_instead_of_stealing():
    jonathan, heather = 0, 1
    state = kept(position(2, stacks={jonathan: (26,)}, current=heather), W, W, W, W, "3", "3")
    assert set(hm.take_options(state)) == {hm.Take(26, victim=jonathan), hm.Take(25)}
    state, _ = hm.apply(state, heather, hm.Stop(hm.Take(25)), None)
    assert state.stacks == ((26,), (25,))


def test_fig6a_a_roll_of_only_collected_faces_fails():
    state = kept(position(2, stacks={0: (22,)}), W, W, "4", "4", "5", "5")
    state, events = play(state, [["4", W]], None)
    assert types(events)[:3] == ["rolled", "failed", "returned"]
    assert events[1]["reason"] == "bust"
    assert state.stacks[0] == ()


def test_fig6b_31_without_a_worm_cannot_take_the_visible_31():
    state = kept(position(2), "4", "4", "4", "3", "3", "3")
    state, events = play(state, [["5", "5"]], "5")
    assert {"type": "failed", "seat": 0, "reason": "no-worm", "total": 31} in events
    assert 31 in state.grill and state.current == 1


def test_fig6b_stop_is_refused_without_a_worm():
    state = kept(position(2), "4", "4", "4", "3", "3", "3")
    with pytest.raises(IllegalAction) as refused:
        hm.apply(state, 0, hm.Stop(hm.Take(21)), None)
    assert refused.value.code == "cannot-stop"


def test_fig6c_25_on_own_top_and_nothing_lower_fails_and_returns_it():
    tom = 0
    state = position(2, stacks={tom: (25,), 1: (21, 22, 23, 24)}, current=tom)
    state = kept(state, W, W, W, "3", "3", "2")  # 23, then the last two dice show 1s
    state, events = play(state, [["1", "1"]], "1")
    assert state.current == 1
    assert next(e for e in events if e["type"] == "failed")["reason"] == "no-tile"
    assert {"type": "returned", "seat": tom, "tile": 25} in events
    assert {"type": "turned", "tile": 36} in events
    assert 25 in state.grill and 36 in state.turned


def test_fig7a_returned_tile_and_the_highest_tile_turned():
    tom = 0
    state = position(2, stacks={tom: (27,)}, gone=(35, 36))
    state, events = hm.apply(kept(state, "1"), tom, hm.Timeout(), None)
    assert {"type": "returned", "seat": tom, "tile": 27} in events
    assert {"type": "turned", "tile": 34} in events
    assert 27 in state.grill and 34 in state.turned


def test_fig7b_returning_the_highest_tile_turns_nothing():
    heather = 0
    state = position(2, stacks={heather: (30,)}, gone=(31, 32, 33, 34, 35, 36))
    state, events = hm.apply(kept(state, "1"), heather, hm.Timeout(), None)
    assert {"type": "returned", "seat": heather, "tile": 30} in events
    assert not [e for e in events if e["type"] == "turned"]
    assert max(state.grill) == 30


def test_failing_with_no_tile_returns_and_turns_nothing():
    state, events = hm.apply(kept(position(2), "1"), 0, hm.Timeout(), None)
    assert state.grill == position(2).grill
    assert [e["type"] for e in events] == ["timed-out", "failed", "next-turn"]


# ------------------------------------------------------------------------------------ Junior


def junior(players=2, **kw):
    return position(players, edition="junior", **kw)


def test_junior_example_a_no_worm_means_no_stop_then_a_worm_allows_7():
    state = kept(junior(), "cucumber", "cucumber", "bun", "bun")
    assert state.total == 6
    assert hm.take_options(state) == []
    assert hm.Roll() in hm.legal_actions(state, 0)
    state, _ = play(state, [[W, "cheese"]], W)
    assert state.total == 7
    assert hm.take_options(state) == [hm.Take(7)]
    assert hm.can_roll(state)  # may roll on for an 8


def test_junior_example_b_all_dice_without_a_worm_gets_nothing_and_turns_the_highest():
    state, events = play(
        junior(), [["cucumber"] * 3 + ["bun", "bun", W], ["ketchup"] * 3], "cucumber", "ketchup"
    )
    assert {"type": "failed", "seat": 0, "reason": "no-worm", "total": 6} in events
    assert {"type": "turned", "tile": 9} in events
    assert state.grill.count(9) == 1 and state.turned == (9,)


def test_junior_example_c_all_five_delicacies_end_the_turn_with_a_6():
    state = kept(junior(), W, "cheese", "ketchup", "cucumber")
    state, events = play(state, [["bun", "cheese"]], "bun")
    assert state.stacks[0] == (6,)
    assert {"type": "took", "seat": 0, "tile": 6, "worms": 2} in events


def test_junior_example_d_a_roll_of_kept_delicacies_ends_and_scores():
    state = kept(junior(), "bun", "bun", W)
    state, events = play(state, [[W, "bun", W]], None)
    assert "failed" not in types(events)
    assert {"type": "took", "seat": 0, "tile": 5, "worms": 1} in events


def test_junior_pinch_or_lower_and_no_tile_returned_on_failure():
    state = junior(stacks={1: (7,)}, gone=())
    state = hm.HeckmeckState.from_json({**state.to_json(), "grill": [4, 4, 5, 5, 6, 6, 8, 8, 9, 9]})
    state = kept(state, W, "bun", "bun", "cheese", "ketchup")  # 7
    assert set(hm.take_options(state)) == {hm.Take(7, victim=1), hm.Take(6)}
    junior_with_tile = kept(junior(stacks={0: (8,)}), "cheese")
    state, events = hm.apply(junior_with_tile, 0, hm.Timeout(), None)
    assert state.stacks[0] == (8,)
    assert "returned" not in types(events)
    assert {"type": "turned", "tile": 9} in events


def test_junior_ties_are_shared():
    state = junior(3, stacks={0: (6,), 1: (7,), 2: (4,)})
    assert hm.scores(state) == [2, 2, 1]
    assert hm.placements(state) == [1, 1, 3]
    assert hm.winners(state) == [0, 1]


def test_junior_a_roll_with_nothing_new_ends_the_turn_even_with_a_choice_of_takes():
    state = junior(stacks={0: (6,), 1: (6,)})
    state = kept(state, W, W, "bun", "bun")  # 6, two dice left
    state, events = play(state, [[W, "bun"]], None)
    assert "no-new-face" in types(events)
    assert not hm.can_roll(state)
    assert state.phase == "take"
    assert set(hm.legal_actions(state, 0)) == {
        hm.Stop(hm.Take(6, victim=1)),
        hm.Stop(hm.Take(5)),
        hm.Timeout(),
    }


def test_a_timeout_after_a_roll_sets_aside_the_face_that_allows_the_best_take():
    state = kept(position(2), "5", "5", "5")  # 15
    state, _ = hm.apply(state, 0, hm.Roll(), hm.ScriptedDice(state.rules, [[W, W, "1", "1", "2"]]))
    state, events = hm.apply(state, 0, hm.Timeout(), None)
    assert {"type": "set-aside", "seat": 0, "face": W, "count": 2, "total": 25} in events
    assert {"type": "took", "seat": 0, "tile": 25, "worms": 2} in events
    assert state.stacks[0] == (25,)


def test_a_timeout_after_a_roll_with_no_possible_take_fails_the_turn():
    state = kept(position(2), "1", "1", "1", "1", "1")  # 5, no worm, three dice left
    state, _ = hm.apply(state, 0, hm.Roll(), hm.ScriptedDice(state.rules, [["2", "3", "3"]]))
    state, events = hm.apply(state, 0, hm.Timeout(), None)
    assert {"type": "failed", "seat": 0, "reason": "timeout", "total": 5} in events
