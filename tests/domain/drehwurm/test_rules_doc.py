"""The examples of docs/rules.md (Drehwurm and its variants), played on the engine."""

from __future__ import annotations

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.rules import PlayChicken, PlayWorm, Snap
from tests.domain.drehwurm.test_rules import ids_in, make_state, names, play, top

ANNA, BEN, CLEO = 0, 1, 2


def fitting(state, seat: int, pile: int) -> list[str]:
    return sorted(
        names([a.card])[0]
        for a in dw.regular_plays(state, seat)
        if isinstance(a, PlayWorm) and a.pile == pile
    )


def test_a_worm_play_and_the_pile_turns_over():
    s = make_state(["b5 y3 j3 j5 r5 b6 y6", "b8 r2", "r8 y8 y1 cr"], ["y7 r4", "b1 b2", "r1 r2"])
    assert fitting(s, ANNA, 0) == ["b5", "j3", "j5", "y3"]
    s, _ = play(s, ANNA, PlayWorm(ids_in(s, "b5")[0], 0))
    assert top(s, 0) == "y7" and names(s.piles[0])[0] == "b5"


def test_the_circle_one_ten_neighbours_two_and_nine():
    s = make_state(["y2 b2 y9 b9 j2 j9 r2 r9 y3 b8", "b8", "r8 cr"], ["y7 r1", "b5 b6", "b5 b6"])
    assert fitting(s, ANNA, 0) == ["b2", "b9", "j2", "j9", "y2", "y9"]


def test_out_of_turn_the_fastest_worm_stays_on_top_and_the_turn_goes_on():
    s = make_state(["b5 y3", "r6 b8 y3", "r8 y8 y1 cr"], ["y7 r4", "b1 b2", "r1 r2"])
    s, _ = play(s, ANNA, PlayWorm(ids_in(s, "b5")[0], 0))
    assert s.open_pile() == 0 and s.current == BEN
    assert {names([a.card])[0] for a in dw.snaps(s, BEN)} == {"r6", "b8"}
    assert dw.snaps(s, ANNA) == []  # she turned it
    s, _ = play(s, CLEO, Snap(ids_in(s, "r8", CLEO)[0], 0))
    assert top(s, 0) == "r8" and s.open_pile() is None and s.current == BEN
    s, _ = play(s, BEN, PlayWorm(ids_in(s, "y3", BEN)[0], 1), now_ok=False)  # at once
    assert s.current == CLEO


def test_experienced_out_of_turn_needs_the_same_colour():
    s = make_state(
        ["b5 y3", "r6 y6 j6 y2", "y8 r8 y1 cr"], ["y7 r4", "b1 b2", "r1 r2"], variant="experienced"
    )
    s, _ = play(s, ANNA, PlayWorm(ids_in(s, "b5")[0], 0))
    assert [names([a.card])[0] for a in dw.snaps(s, BEN)] == ["y6"]
    assert [names([a.card])[0] for a in dw.snaps(s, CLEO)] == ["y8"]


def test_beginners_have_no_out_of_turn_play():
    s = make_state(
        ["b5 y3", "r6 b8 y2", "r8 y8 y1 cr"], ["y7 r4", "b1 b2", "r1 r2"], variant="beginners"
    )
    s, _ = play(s, ANNA, PlayWorm(ids_in(s, "b5")[0], 0))
    assert s.open_pile() is None and dw.snaps(s, CLEO) == []


def test_a_chicken_on_a_joker_and_the_second_chicken_adds_a_fourth_pile():
    s = make_state(
        ["b5 y3", "cb y2", "r8 y8 cr"],
        ["b2 r9 j3", "b1 b2", "r1 r2"],
        current=BEN,
        eaten=[[], [], ["y4 cy"]],
    )
    s, events = play(s, BEN, PlayChicken(ids_in(s, "cb", BEN)[0], 0))
    ate = next(e for e in events if e["type"] == "ate-pile")
    assert ate["points"] == 6 and len(s.piles) == 4


def test_a_match_scores_the_eaten_piles_minus_the_cards_in_hand():
    s = make_state(
        ["b5 y3", "b8 y2 cr", "r8 y8 y1"], ["y7 r4", "b1 b2", "r1 r2"],
        eaten=[[], [], ["b2 r9 j3 cb", "y2 y3 y4 cy"]],
    )  # fmt: skip
    assert dw.match_points(s)[CLEO] == 6 + 9 - 3
