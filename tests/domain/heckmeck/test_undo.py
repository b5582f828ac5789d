"""Undo before the dice: a player takes back the dice just set aside while nothing random has
happened since (bot/domain/heckmeck/engine); the running log, the review and the puzzle mining
see only the choice made instead."""

import json
import random

import pytest

from bot.domain.errors import IllegalAction
from bot.domain.heckmeck.ai.review import review_heckmeck
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.running_log import add_recent
from tests.domain.heckmeck.ai.test_review import HUMANS, scripted_rows
from tests.domain.heckmeck.helpers import OPTIONS, W, position

ROLL = [W, W, "5", "5", "5", "3", "2", "1"]


def rolled(state: hm.HeckmeckState, dice: list[str]) -> hm.HeckmeckState:
    state, _ = hm.apply(state, state.current, hm.Roll(), hm.ScriptedDice(state.rules, [dice]))
    return state


def test_an_undo_gives_back_the_roll_exactly_as_it_was():
    before = rolled(position(), ROLL)
    after, set_events = hm.apply(before, 0, hm.SetAside("5"), random.Random(0))
    assert hm.can_undo(after) and after.phase == "decide"
    back, events = hm.apply(after, 0, hm.Undo(), random.Random(0))
    assert back.to_json() == before.to_json()
    assert back.total == before.total == 0
    assert not hm.can_undo(back)
    assert events == [{"type": "undone", "seat": 0, "undone": set_events[0]}]


def test_nothing_is_undoable_once_dice_were_rolled_a_tile_taken_or_at_a_turns_start():
    start = position()
    assert not hm.can_undo(start)
    picked, _ = hm.apply(rolled(start, ROLL), 0, hm.SetAside(W), random.Random(0))
    assert hm.can_undo(picked)
    again = rolled(picked, ["5", "5", "5", "3", "3", "3"])
    assert not hm.can_undo(again) and again.phase == "pick"
    with pytest.raises(IllegalAction) as refused:
        hm.apply(again, 0, hm.Undo(), random.Random(0))
    assert refused.value.code == "nothing-to-undo"
    fives, _ = hm.apply(again, 0, hm.SetAside("5"), random.Random(0))
    took, _ = hm.apply(fives, 0, hm.Stop(hm.Take(25)), random.Random(0))
    assert took.current == 1 and not hm.can_undo(took)
    with pytest.raises(IllegalAction):
        hm.apply(took, 1, hm.Undo(), random.Random(0))


def test_only_the_player_on_turn_may_undo():
    picked, _ = hm.apply(rolled(position(), ROLL), 0, hm.SetAside(W), random.Random(0))
    with pytest.raises(IllegalAction) as refused:
        hm.apply(picked, 1, hm.Undo(), random.Random(0))
    assert refused.value.code == "not-your-turn"


def test_a_turn_that_ended_on_its_own_with_several_takes_may_still_be_undone():
    # Free choice: 8 dice set aside, worms among them, several tiles offered.
    state = position(free_choice=True)
    state = rolled(state, [W, W, W, W, W, W, W, W])
    taking, _ = hm.apply(state, 0, hm.SetAside(W), random.Random(0))
    assert taking.phase == "take" and hm.can_undo(taking)
    back, _ = hm.apply(taking, 0, hm.Undo(), random.Random(0))
    assert back.to_json() == state.to_json()


def test_undo_is_no_legal_action_of_the_computer_players_and_round_trips_in_json():
    picked, _ = hm.apply(rolled(position(), ROLL), 0, hm.SetAside(W), random.Random(0))
    assert hm.Undo() not in hm.legal_actions(picked, 0)
    data = json.loads(json.dumps(picked.to_json()))
    assert hm.can_undo(hm.state_from_json(data))
    assert hm.action_from_json(hm.action_to_json(hm.Undo())) == hm.Undo()
    del data["undo"]  # a snapshot stored before undo existed: nothing to take back
    assert not hm.can_undo(hm.state_from_json(data))
    assert "undo" not in position().to_json()


@pytest.mark.parametrize("options", OPTIONS)
@pytest.mark.parametrize("seed", range(20))
def test_random_games_with_undos_end_as_games_and_every_undo_restores_the_roll(options, seed):
    rng = random.Random(seed)
    state = hm.new_game(3, options)
    undos = 0
    for _ in range(5000):
        if state.over:
            break
        actions = [a for a in hm.legal_actions(state, state.current) if a != hm.Timeout()]
        action = rng.choice(actions or [hm.Timeout()])
        after, _ = hm.apply(state, state.current, action, rng)
        if hm.can_undo(after) and rng.random() < 0.3:
            assert isinstance(action, hm.SetAside)
            back, _ = hm.apply(after, after.current, hm.Undo(), rng)
            assert back.to_json() == state.to_json() and back == state
            undos += 1
            continue
        state = after
    assert state.over and undos > 0


def test_the_running_log_keeps_no_trace_of_a_choice_taken_back():
    before = rolled(position(), ROLL)
    recent = add_recent([], [{"type": "rolled", "seat": 0, "dice": ROLL}], 1)
    after, set_events = hm.apply(before, 0, hm.SetAside("5"), random.Random(0))
    recent = add_recent(recent, set_events, 2)
    assert [e["type"] for e in recent] == ["rolled", "set-aside"]
    back, undo_events = hm.apply(after, 0, hm.Undo(), random.Random(0))
    recent = add_recent(recent, [{"type": "removed", "seat": 2}], 3)  # another step between
    recent = add_recent(recent, undo_events, 4)
    assert [e["type"] for e in recent] == ["rolled", "removed"]
    _, worm_events = hm.apply(back, 0, hm.SetAside(W), random.Random(0))
    recent = add_recent(recent, worm_events, 5)
    assert [(e["type"], e.get("face")) for e in recent][-1] == ("set-aside", W)


def test_the_review_sees_only_the_final_choice():
    rows, _ = scripted_rows(
        [
            (hm.Roll(), ROLL),
            (hm.SetAside("1"), None),
            (hm.Undo(), None),
            (hm.SetAside("5"), None),
            (hm.Roll(), [W, W, W, "4", "4"]),
            (hm.SetAside(W), None),
            (hm.Stop(hm.Take(30)), None),
        ]
    )
    straight, _ = scripted_rows(
        [
            (hm.Roll(), ROLL),
            (hm.SetAside("5"), None),
            (hm.Roll(), [W, W, W, "4", "4"]),
            (hm.SetAside(W), None),
            (hm.Stop(hm.Take(30)), None),
        ]
    )
    options = hm.HeckmeckOptions().to_json()
    undone = review_heckmeck(options, HUMANS, rows).seats[0]
    plain = review_heckmeck(options, HUMANS, straight).seats[0]
    assert [d.chosen for d in undone.decisions] == [d.chosen for d in plain.decisions]
    assert hm.SetAside("1") not in [d.chosen for d in undone.decisions]
    assert undone.skill == pytest.approx(plain.skill) and undone.luck == pytest.approx(plain.luck)
