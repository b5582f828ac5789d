"""Drehwurm rules engine: the rulebook's examples and hand-made positions for every rule of
docs/rules.md's Drehwurm and its fine points."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import CARDS, card, neighbours
from bot.domain.drehwurm.rules import (
    CannotPlay,
    DrehwurmOptions,
    DrehwurmState,
    PlayChicken,
    PlayWorm,
    Snap,
    Window,
)
from bot.domain.errors import IllegalAction

# ------------------------------------------------------------------------------------ helpers

COLOUR = {"y": "yellow", "b": "blue", "r": "red"}


class Deck:
    """Hands out distinct card ids by a short name: "r8" red 8, "y1" yellow 1/10, "j5" joker 5,
    "cb" blue chicken."""

    def __init__(self) -> None:
        self.free = list(range(len(CARDS)))

    def take(self, name: str) -> int:
        if name[0] == "c":
            want = ("chicken", COLOUR[name[1]], None)
        elif name[0] == "j":
            want = ("joker", None, int(name[1:]))
        else:
            want = ("worm", COLOUR[name[0]], int(name[1:]))
        for cid in self.free:
            c = CARDS[cid]
            if (c.kind, c.colour, c.number) == want:
                self.free.remove(cid)
                return cid
        raise LookupError(f"no {name} left")

    def ids(self, names: str) -> tuple[int, ...]:
        return tuple(self.take(n) for n in names.split())


def make_state(
    hands: list[str],
    piles: list[str],
    *,
    draw: str | None = None,
    current: int = 0,
    start_seat: int = 0,
    variant: str = "standard",
    match: int = 1,
    eaten: list[list[str]] | None = None,
    window: Window | None = None,
    active: list[bool] | None = None,
    totals: list[int] | None = None,
    deck: Deck | None = None,
) -> DrehwurmState:
    """A hand-made position. Piles are written bottom → top. Every card is placed somewhere:
    without `draw`, the unused worms form the draw pile (in id order) and the unused chickens lie
    out; with `draw`, everything unused lies out."""
    deck = deck or Deck()
    n = len(hands)
    hand_ids = [tuple(sorted(deck.ids(h))) if h else () for h in hands]
    pile_ids = tuple(deck.ids(p) for p in piles)
    eaten_ids = tuple(tuple(deck.ids(p) for p in seat) for seat in (eaten or [[]] * n))
    if draw is None:
        draw_ids = tuple(c for c in deck.free if card(c).is_worm)
        out = tuple(c for c in deck.free if card(c).is_chicken)
    else:
        draw_ids = deck.ids(draw) if draw else ()
        out = tuple(deck.free)
    state = DrehwurmState(
        options=DrehwurmOptions(variant),
        match=match,
        start_seat=start_seat,
        current=current,
        draw=draw_ids,
        piles=pile_ids,
        hands=tuple(hand_ids),
        eaten=eaten_ids,
        out=out,
        window=window,
        totals=tuple(totals or [0] * n),
        match_scores=tuple((0,) * n for _ in range(match - 1)),
        active=tuple(active or [True] * n),
    )
    assert sorted(dw.all_card_ids(state)) == list(range(len(CARDS)))
    return state


def ids_in(state: DrehwurmState, names: str, seat: int = 0) -> list[int]:
    """The ids of cards with these names in `seat`'s hand (in that order)."""
    found = []
    pool = list(state.hands[seat])
    for name in names.split():
        for cid in pool:
            if _name(card(cid)) == name:
                pool.remove(cid)
                found.append(cid)
                break
        else:
            raise LookupError(name)
    return found


def _name(c) -> str:
    if c.kind == "chicken":
        return "c" + c.colour[0]
    if c.kind == "joker":
        return f"j{c.number}"
    return f"{c.colour[0]}{c.number}"


def names(cards) -> list[str]:
    return [_name(card(c)) for c in cards]


def top(state: DrehwurmState, pile: int) -> str:
    return _name(state.top(pile))


def play(state, seat, action, rng=None, now_ok=True):
    new, events = dw.apply(state, seat, action, rng or random.Random(0), now_ok=now_ok)
    assert sorted(dw.all_card_ids(new)) == list(range(len(CARDS)))
    return new, events


def refused(state, seat, action, code, now_ok=True):
    before = json.dumps(state.to_json())
    with pytest.raises(IllegalAction) as info:
        dw.apply(state, seat, action, random.Random(0), now_ok=now_ok)
    assert info.value.code == code, info.value.message
    assert info.value.message
    assert json.dumps(state.to_json()) == before
    return info.value


def types(events) -> list[str]:
    return [e["type"] for e in events]


# ---------------------------------------------------------------------------------- components


def test_component_table():
    kinds = Counter(c.kind for c in CARDS)
    assert kinds == {"worm": 81, "joker": 9, "chicken": 15}
    for colour in COLOUR.values():
        worms = [c for c in CARDS if c.kind == "worm" and c.colour == colour]
        assert len(worms) == 27
        assert Counter(c.number for c in worms) == {n: 3 for n in range(1, 10)}
        assert sum(c.kind == "chicken" and c.colour == colour for c in CARDS) == 5
    assert sorted(c.number for c in CARDS if c.is_joker) == list(range(1, 10))
    assert [c.id for c in CARDS] == list(range(105))
    assert card(0).label == "yellow 1/10"
    assert [c.label for c in CARDS if c.is_joker][4] == "joker 5"
    assert CARDS[-1].label == "red chicken"


def test_numbers_form_a_cycle():
    # Rulebook: on a 3 you can play a 2 or a 4; "1/10" neighbours 2 as well as 9.
    assert neighbours(3, 2) and neighbours(3, 4)
    assert not neighbours(3, 5) and not neighbours(3, 3) and not neighbours(3, 1)
    assert neighbours(1, 2) and neighbours(1, 9) and neighbours(9, 1) and neighbours(9, 8)
    assert not neighbours(1, 8) and not neighbours(1, 3)


# -------------------------------------------------------------------------------------- setup


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_new_game_deals_match_one(n):
    state = dw.new_game(n, DrehwurmOptions(), random.Random(n))
    assert state.match == 1 and state.num_matches == n
    assert dw.current_seat(state) == 0 and state.start_seat == 0
    for h in state.hands:
        assert sum(card(c).is_chicken for c in h) == 2
        assert sum(card(c).is_worm for c in h) == 10
    assert len(state.piles) == 3 and all(len(p) == 2 for p in state.piles)
    assert all(card(c).is_worm for p in state.piles for c in p)
    assert len(state.draw) == 90 - 10 * n - 6
    assert all(card(c).is_worm for c in state.draw)
    assert len(state.out) == 15 - 2 * n and all(card(c).is_chicken for c in state.out)
    assert sorted(dw.all_card_ids(state)) == list(range(105))
    assert state.window is None and not dw.is_over(state)
    assert dw.scores(state) == [0] * n


@pytest.mark.parametrize("n", [0, 1, 2, 7, 8])
def test_new_game_refuses_bad_player_counts(n):
    with pytest.raises(IllegalAction) as info:
        dw.new_game(n, DrehwurmOptions(), random.Random(0))
    assert info.value.code == "player-count"
    assert info.value.params == {"min": 3, "max": 6}


def test_unknown_variant_is_refused():
    with pytest.raises(IllegalAction) as info:
        DrehwurmOptions("expert")
    assert info.value.code == "unknown-variant"


def test_the_deal_depends_only_on_the_injected_rng():
    a = dw.new_game(4, DrehwurmOptions(), random.Random(42))
    b = dw.new_game(4, DrehwurmOptions(), random.Random(42))
    c = dw.new_game(4, DrehwurmOptions(), random.Random(43))
    assert a == b and a != c


# -------------------------------------------------------------------------------- worm plays


def test_rulebook_alex_red_8_on_yellow_7_and_the_pile_turns():
    # Alex puts a red 8 on a yellow 7 and turns the pile: now a yellow 5 (the former face-down
    # card) is face-up and the red 8 is face-down.
    s = make_state(["r8 y2", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    red8 = ids_in(s, "r8")[0]
    s2, events = play(s, 0, PlayWorm(red8, 0))
    assert top(s2, 0) == "y5"
    assert s2.piles[0][0] == red8  # at the bottom, face-down
    assert names(s2.piles[0]) == ["r8", "y7", "y5"]
    assert names(s2.hands[0]) == ["y2"]
    assert types(events) == ["played-worm", "turned-pile", "turn"]
    assert events[0]["card"]["id"] == red8 and events[0]["on"]["number"] == 7
    assert events[1] == {
        "type": "turned-pile",
        "seat": 0,
        "pile": 0,
        "top": card(s2.piles[0][-1]).to_json(),
        "open": True,
    }
    assert events[2] == {"type": "turn", "seat": 1}
    assert dw.current_seat(s2) == 1


def test_turning_a_tall_pile_reverses_it():
    s = make_state(["b5 y9", "b3", "b4 cr"], ["r1 y2 r3 y6 r4", "b1 b2", "r1 r2"])
    b5 = ids_in(s, "b5")[0]
    s2, _ = play(s, 0, PlayWorm(b5, 0))
    assert names(s2.piles[0]) == ["b5", "r4", "y6", "r3", "y2", "r1"]
    assert top(s2, 0) == "r1"  # the former bottom card


def test_worm_must_have_a_different_colour():
    s = make_state(["y8 y2", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    y8 = ids_in(s, "y8")[0]
    err = refused(s, 0, PlayWorm(y8, 0), "colour-must-differ")
    assert err.params == {"card": y8, "pile": 0}
    assert PlayWorm(y8, 0) not in dw.legal_actions(s, 0)


def test_worm_number_must_neighbour():
    s = make_state(["r9 r3", "b3", "b4 cr"], ["y5 y7", "b5 b1", "r1 r2"])
    r9, r3 = ids_in(s, "r9 r3")
    refused(s, 0, PlayWorm(r9, 0), "number-not-neighbour")
    refused(s, 0, PlayWorm(r3, 0), "number-not-neighbour")
    # 9 and 1/10 are neighbours, both ways
    assert PlayWorm(r9, 1) in dw.legal_actions(s, 0)
    play(s, 0, PlayWorm(r9, 1))


def test_one_ten_goes_on_a_two_and_on_a_nine():
    s = make_state(["r1 b1 y3", "b3", "b4 cr"], ["y5 y2", "b5 y9", "y1 r2"])
    r1, b1 = ids_in(s, "r1 b1")
    legal = dw.legal_actions(s, 0)
    assert PlayWorm(r1, 0) in legal and PlayWorm(r1, 1) in legal and PlayWorm(b1, 1) in legal
    assert PlayWorm(b1, 2) in legal  # a blue 1/10 on a red 2 fits, …
    assert PlayWorm(r1, 2) not in legal  # … a red 1/10 on a red 2 does not
    play(s, 0, PlayWorm(r1, 1))


def test_a_played_joker_always_passes_the_colour_rule_but_not_the_number_rule():
    s = make_state(["j6 j9", "b3", "b4 cr"], ["y5 y7", "b5 r5", "r1 b2"])
    j6, j9 = ids_in(s, "j6 j9")
    legal = dw.legal_actions(s, 0)
    assert PlayWorm(j6, 0) in legal  # joker 6 on yellow 7
    assert PlayWorm(j6, 1) in legal  # joker 6 on red 5
    refused(s, 0, PlayWorm(j6, 2), "number-not-neighbour")  # joker 6 on blue 2
    refused(s, 0, PlayWorm(j9, 0), "number-not-neighbour")  # joker 9 on yellow 7
    assert PlayWorm(j9, 2) not in legal


def test_a_joker_on_top_takes_any_colour_with_a_neighbouring_number():
    s = make_state(["y4 b6 r5 y9", "b3", "b4 cr"], ["y5 j5", "b5 b1", "r1 r2"])
    y4, b6, r5, y9 = ids_in(s, "y4 b6 r5 y9")
    legal = dw.legal_actions(s, 0)
    assert PlayWorm(y4, 0) in legal and PlayWorm(b6, 0) in legal
    refused(s, 0, PlayWorm(r5, 0), "number-not-neighbour")
    refused(s, 0, PlayWorm(y9, 0), "number-not-neighbour")
    play(s, 0, PlayWorm(y4, 0))


def test_joker_on_joker_needs_neighbouring_numbers():
    s = make_state(["j4 j7", "b3", "b4 cr"], ["y5 j5", "b5 b1", "r1 r2"])
    j4, j7 = ids_in(s, "j4 j7")
    legal = dw.legal_actions(s, 0)
    assert PlayWorm(j4, 0) in legal
    refused(s, 0, PlayWorm(j7, 0), "number-not-neighbour")


def test_who_may_play_and_what():
    s = make_state(["r8 cy", "b3 b6", "b4"], ["y5 y7", "b1 b2", "r1 r2"])
    r8, cy = ids_in(s, "r8 cy")
    (b6,) = ids_in(s, "b6", seat=1)
    refused(s, 1, PlayWorm(b6, 0), "not-your-turn")
    refused(s, 0, PlayWorm(b6, 0), "card-not-in-hand")
    refused(s, 0, PlayWorm(999, 0), "card-not-in-hand")
    refused(s, 0, PlayWorm("r8", 0), "card-not-in-hand")  # type: ignore[arg-type]
    refused(s, 0, PlayWorm(r8, 3), "no-such-pile")
    refused(s, 0, PlayWorm(r8, -1), "no-such-pile")
    refused(s, 0, PlayWorm(cy, 0), "not-a-worm")
    refused(s, 0, PlayChicken(r8, 0), "not-a-chicken")
    refused(s, 3, PlayWorm(r8, 0), "no-such-seat")
    refused(s, -1, PlayWorm(r8, 0), "no-such-seat")
    refused(s, 0, "play", "unknown-action")  # type: ignore[arg-type]
    assert dw.legal_actions(s, 1) == []  # not seat 1's turn and no pile open
    assert dw.legal_actions(s, 9) == []


# ------------------------------------------------------------------------------------ chickens


def test_rulebook_bill_blue_chicken_eats_a_blue_worm_and_a_new_pile_replaces_it():
    s = make_state(
        ["r8 cy", "cb b6", "b4"], ["y5 y7", "r1 b2", "r1 r2"], draw="y3 r6 b9", current=1
    )
    (cb,) = ids_in(s, "cb", seat=1)
    s2, events = play(s, 1, PlayChicken(cb, 1))
    assert [names(p) for p in s2.eaten[1]] == [["r1", "b2", "cb"]]
    assert names(s2.piles[1]) == ["y3", "r6"]  # first draw card face-down, second face-up
    assert top(s2, 1) == "r6"
    assert names(s2.draw) == ["b9"]
    assert len(s2.piles) == 3
    assert types(events) == ["ate-pile", "new-pile", "turn"]
    assert events[0]["points"] == 3 + 1
    assert events[1] == {
        "type": "new-pile",
        "pile": 1,
        "top": card(s2.piles[1][1]).to_json(),
        "extra": False,
    }
    assert s2.window is None and s2.open_pile() is None  # a chicken opens nothing
    assert dw.current_seat(s2) == 2


def test_rulebook_yellow_chicken_on_a_yellow_two():
    s = make_state(["cy cr", "b3", "b4 cr"], ["r5 y2", "b1 b2", "r1 j2"])
    cy, cr = ids_in(s, "cy cr")
    legal = dw.legal_actions(s, 0)
    assert PlayChicken(cy, 0) in legal
    err = refused(s, 0, PlayChicken(cr, 0), "chicken-colour")
    assert err.params == {"card": cr, "pile": 0}
    refused(s, 0, PlayChicken(cy, 1), "chicken-colour")
    # a joker on top can be eaten by a chicken of any colour
    assert PlayChicken(cy, 2) in legal and PlayChicken(cr, 2) in legal


def test_a_chicken_eats_a_pile_with_a_joker_on_top_and_the_joker_scores_two():
    s = make_state(["cb r3", "b3", "b4 cr"], ["r5 y2", "b1 b2", "b7 y1 j2"])
    (cb,) = ids_in(s, "cb")
    s2, events = play(s, 0, PlayChicken(cb, 2))
    assert events[0]["points"] == 3 + 1 + 2
    assert dw.pile_points(s2.eaten[0][0]) == 6


def test_rulebook_cathy_then_bill_the_second_chicken_adds_a_fourth_pile():
    s = make_state(
        ["cr b3", "cb b6", "b4 cy"], ["y5 r7", "r1 b2", "r1 y2"], draw="y3 r6 b9 y8 r4 r5 y4 j1"
    )
    (cr,) = ids_in(s, "cr")
    (cb,) = ids_in(s, "cb", seat=1)
    s, events = play(s, 0, PlayChicken(cr, 0))  # Cathy, the 1st chicken
    assert types(events) == ["ate-pile", "new-pile", "turn"] and len(s.piles) == 3
    s, events = play(s, 1, PlayChicken(cb, 1))  # Bill, the 2nd chicken
    assert types(events) == ["ate-pile", "new-pile", "new-pile", "turn"]
    assert [e["pile"] for e in events if e["type"] == "new-pile"] == [1, 3]
    assert [e["extra"] for e in events if e["type"] == "new-pile"] == [False, True]
    assert len(s.piles) == 4
    assert names(s.piles[1]) == ["b9", "y8"] and names(s.piles[3]) == ["r4", "r5"]
    assert names(s.draw) == ["y4", "j1"]


def test_third_chicken_adds_no_pile_and_fourth_adds_the_fifth():
    s = make_state(
        ["cr cy b3", "cb cy b6", "b4"],
        ["y5 r7", "b2 y1", "r1 y2", "r1 r2"],
        eaten=[[], [], ["r3 r4 cr", "b5 cb"]],  # two chickens already played: 4 piles
        draw="y3 r6 b9 y8 r4 r5 y4",
    )
    (cr,) = ids_in(s, "cr")
    (cy,) = ids_in(s, "cy", seat=1)
    s, events = play(s, 0, PlayChicken(cr, 0))  # 3rd chicken
    assert types(events) == ["ate-pile", "new-pile", "turn"] and len(s.piles) == 4
    s, events = play(s, 1, PlayChicken(cy, 1))  # 4th chicken
    assert types(events) == ["ate-pile", "new-pile", "new-pile", "turn"]
    assert len(s.piles) == 5 and names(s.piles[4]) == ["r4", "r5"]
    assert names(s.piles[1]) == ["b9", "y8"] and names(s.draw) == ["y4"]
    assert s.chickens_played == 4


def test_a_chicken_is_played_only_in_a_regular_turn():
    s = make_state(["r8 y2", "cy b3", "b4"], ["y5 y7", "b1 b2", "r1 r2"])
    (r8,) = ids_in(s, "r8")
    (cy,) = ids_in(s, "cy", seat=1)
    s, _ = play(s, 0, PlayWorm(r8, 0))  # pile 0 now shows a yellow 5, open
    refused(s, 1, Snap(cy, 0), "not-a-worm")
    assert PlayChicken(cy, 0) in dw.legal_actions(s, 1)  # as seat 1's regular turn it fits
    assert not any(isinstance(a, Snap) for a in dw.legal_actions(s, 1))


# --------------------------------------------------------------------------------- cannot play


def test_cannot_play_is_refused_while_a_worm_or_a_chicken_fits():
    s = make_state(["r8 y2", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    err = refused(s, 0, CannotPlay(0), "play-possible")
    assert err.params == {"seat": 0}
    s = make_state(["cr y5", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    refused(s, 0, CannotPlay(1), "play-possible")  # only the chicken fits (red 2 on pile 2)
    assert dw.legal_actions(s, 0) == [PlayChicken(ids_in(s, "cr")[0], 2)]


def test_cannot_play_draws_one_worm_and_turns_the_chosen_pile():
    s = make_state(
        ["y5 cb", "b3", "b4 cr"], ["y1 y7", "b1 r5", "r4 y9 r2"], draw="y6 r6 b9", current=0
    )
    legal = dw.legal_actions(s, 0)
    assert legal == [CannotPlay(0), CannotPlay(1), CannotPlay(2)]
    refused(s, 0, CannotPlay(3), "no-such-pile")
    s2, events = play(s, 0, CannotPlay(2))
    assert sorted(names(s2.hands[0])) == ["cb", "y5", "y6"]
    assert names(s2.draw) == ["r6", "b9"]
    assert names(s2.piles[2]) == ["r2", "y9", "r4"] and top(s2, 2) == "r4"
    assert types(events) == ["cannot-play", "drew", "turned-pile", "turn"]
    assert events[1] == {"type": "drew", "seat": 0, "draw_size": 2}  # the card stays secret
    assert events[2]["open"] is True
    assert s2.window == Window(pile=2, turned_by=0)
    assert dw.current_seat(s2) == 1
    # the drawn yellow 6 would fit on the red 5 of pile 1, but the turn is over
    (y6,) = ids_in(s2, "y6")
    refused(s2, 0, PlayWorm(y6, 1), "not-your-turn")
    # … nor may it be played out of turn on the pile that player turned themselves
    refused(s2, 0, Snap(y6, 2), "own-pile")


def test_a_drawn_card_may_be_played_out_of_turn_later():
    s = make_state(["y5 cb", "b6 b1", "b9 y2"], ["y1 y7", "r7 r5", "r4 y9 r2"], draw="y6 r6 b9")
    s, _ = play(s, 0, CannotPlay(2))  # nothing fits: seat 0 draws the yellow 6
    (y6,) = ids_in(s, "y6")
    s, _ = play(s, 1, PlayWorm(ids_in(s, "b6", seat=1)[0], 1))  # pile 1 turns: red 7 on top
    assert top(s, 1) == "r7" and s.open_pile() == 1
    assert Snap(y6, 1) in dw.legal_actions(s, 0)
    s2, events = play(s, 0, Snap(y6, 1))
    assert types(events) == ["snapped"] and top(s2, 1) == "y6"
    assert dw.current_seat(s2) == 2


def test_cannot_play_with_an_empty_draw_pile_ends_the_match_with_nothing_turned():
    s = make_state(["y5 cb", "b3 cr", "b4 cy"], ["y1 y7", "b1 r5", "r4 y9 r2"], draw="", match=3)
    assert dw.legal_actions(s, 0)[0] == CannotPlay(0)
    s2, events = play(s, 0, CannotPlay(1))
    assert types(events) == ["cannot-play", "match-ended", "game-over"]
    assert events[1]["reason"] == "draw-pile-empty" and events[1]["needed"] == "draw"
    assert s2.piles == s.piles and s2.hands == s.hands
    assert dw.is_over(s2)


# -------------------------------------------------------------------------------- out of turn


def _after_red8() -> DrehwurmState:
    """Seat 0 has played a red 8 on pile 0 (yellow 7): pile 0 shows a yellow 5 and is open."""
    s = make_state(["r8 y2 r1", "b4 b6 cb r4", "r6 j4 y4 cy", "y6 b4"], ["y5 y7", "b1 b2", "r1 r2"])
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))
    assert top(s, 0) == "y5" and s.open_pile() == 0
    return s


def test_a_snap_lands_on_the_just_turned_pile_which_is_not_turned_again():
    s = _after_red8()
    (r6,) = ids_in(s, "r6", seat=2)
    s2, events = play(s, 2, Snap(r6, 0))
    assert types(events) == ["snapped"]
    assert events[0]["seat"] == 2 and events[0]["card"]["id"] == r6 and events[0]["pile"] == 0
    assert events[0]["on"]["number"] == 5
    assert s2.piles[0] == (*s.piles[0], r6) and top(s2, 0) == "r6"
    assert dw.current_seat(s2) == 1  # whose turn it is does not change
    assert s2.window == Window(0, turned_by=0, snapped_by=2) and s2.open_pile() is None


def test_only_one_snap_per_turned_pile():
    s = _after_red8()
    (r6,) = ids_in(s, "r6", seat=2)
    (y6,) = ids_in(s, "y6", seat=3)
    assert Snap(y6, 0) not in dw.legal_actions(s, 3)  # same colour as the yellow 5
    (b4,) = ids_in(s, "b4", seat=1)
    assert Snap(b4, 0) in dw.legal_actions(s, 1)
    s2, _ = play(s, 2, Snap(r6, 0))
    err = refused(s2, 1, Snap(b4, 0), "snap-taken")
    assert err.params == {"pile": 0, "by": 2}
    # nothing else is open: the snap opened no window of its own
    assert all(not isinstance(a, Snap) for seat in range(4) for a in dw.legal_actions(s2, seat))


def test_the_player_who_turned_the_pile_cannot_snap_it():
    s = make_state(["r8 b4 y2", "b6 cb", "r6 cy"], ["y5 y7", "b1 b2", "r1 r2"])
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0 shows a yellow 5, open
    (b4,) = ids_in(s, "b4")  # a blue 4 would fit on the yellow 5 …
    refused(s, 0, Snap(b4, 0), "own-pile")  # … but seat 0 turned that pile
    assert dw.legal_actions(s, 0) == []
    assert Snap(ids_in(s, "r6", seat=2)[0], 0) in dw.legal_actions(s, 2)


def test_the_next_player_may_snap_before_their_regular_turn():
    s = _after_red8()
    (b4, b6) = ids_in(s, "b4 b6", seat=1)
    assert dw.current_seat(s) == 1
    assert Snap(b4, 0) in dw.legal_actions(s, 1) and Snap(b6, 0) in dw.legal_actions(s, 1)
    s2, _ = play(s, 1, Snap(b4, 0))
    assert dw.current_seat(s2) == 1 and top(s2, 0) == "b4"
    assert sorted(names(s2.hands[1])) == ["b6", "cb", "r4"]
    # and then still makes the regular turn
    assert dw.legal_actions(s2, 1)
    s3, _ = play(s2, 1, dw.legal_actions(s2, 1)[0])
    assert dw.current_seat(s3) == 2


def test_a_snap_must_fit_like_a_regular_worm():
    s = _after_red8()
    (y4,) = ids_in(s, "y4", seat=2)
    refused(s, 2, Snap(y4, 0), "colour-must-differ")
    (r4,) = ids_in(s, "r4", seat=1)
    play(s, 1, Snap(r4, 0))
    (y6,) = ids_in(s, "y6", seat=3)
    refused(s, 3, Snap(y6, 0), "colour-must-differ")
    (cb,) = ids_in(s, "cb", seat=1)
    refused(s, 1, Snap(cb, 0), "not-a-worm")
    (j4,) = ids_in(s, "j4", seat=2)
    play(s, 2, Snap(j4, 0))  # a joker 4 on a yellow 5
    (r1,) = ids_in(s, "r1", seat=0)
    refused(s, 1, Snap(r1, 0), "card-not-in-hand")


def test_a_snap_only_on_the_open_pile():
    s = _after_red8()
    (r6,) = ids_in(s, "r6", seat=2)
    err = refused(s, 2, Snap(r6, 1), "pile-not-open")
    assert err.params == {"pile": 1}
    start = make_state(["r8 y2", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    refused(start, 1, Snap(ids_in(start, "b3", seat=1)[0], 1), "pile-not-open")


def test_the_next_regular_play_closes_the_window_and_opens_its_own():
    s = make_state(["r8 y2", "r3 b6", "r6 y4", "y6 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0 shows a yellow 5, open
    (r6,) = ids_in(s, "r6", seat=2)
    assert Snap(r6, 0) in dw.legal_actions(s, 2)
    s2, _ = play(s, 1, PlayWorm(ids_in(s, "r3", seat=1)[0], 1))  # red 3 on blue 2
    assert s2.window == Window(1, turned_by=1) and s2.open_pile() == 1 and top(s2, 1) == "b1"
    refused(s2, 2, Snap(r6, 0), "pile-not-open")
    assert Snap(r6, 0) not in dw.legal_actions(s2, 2)
    # a regular play on the same pile opens it afresh, for the new player's opponents
    s3, _ = play(s, 1, PlayWorm(ids_in(s, "b6", seat=1)[0], 0))  # blue 6 on the yellow 5
    assert s3.window == Window(0, turned_by=1) and top(s3, 0) == "r8"
    refused(s3, 1, Snap(ids_in(s3, "r3", seat=1)[0], 0), "own-pile")


def test_a_chicken_closes_the_window_and_its_new_piles_open_nothing():
    s = make_state(
        ["r8 y2 r1", "cy b4", "r6 j4 y4 cr", "y6 b4"],
        ["y5 y7", "b1 b2", "r1 r2"],
        draw="y3 r6 b9 y8 r4 r5",
    )
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0: yellow 5 on top, open
    s, events = play(s, 1, PlayChicken(ids_in(s, "cy", seat=1)[0], 0))
    assert types(events) == ["ate-pile", "new-pile", "turn"]
    assert s.window is None
    for seat in range(4):
        assert not any(isinstance(a, Snap) for a in dw.legal_actions(s, seat))
    refused(s, 3, Snap(ids_in(s, "y6", seat=3)[0], 0), "pile-not-open")


def test_out_of_turn_never_opens_in_the_beginners_variant():
    s = make_state(
        ["r8 y2 r1", "b4 b6 cb r4", "r6 j4 y4 cy"], ["y5 y7", "b1 b2", "r1 r2"], variant="beginners"
    )
    s, events = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))
    assert events[1]["open"] is False and s.window is None and s.open_pile() is None
    (r6,) = ids_in(s, "r6", seat=2)
    refused(s, 2, Snap(r6, 0), "snaps-disabled")
    assert dw.legal_actions(s, 2) == []
    assert not any(isinstance(a, Snap) for a in dw.legal_actions(s, 1))
    # no window, so there is nothing to wait for
    play(s, 1, dw.legal_actions(s, 1)[0], now_ok=False)


def test_experienced_out_of_turn_plays_must_have_the_same_colour():
    s = make_state(
        ["r8 y2 r1", "b4 y4 cb y6 j6", "r6 j4 y4 cy"],
        ["y5 y7", "b1 b2", "r1 r2"],
        variant="experienced",
    )
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0 shows a yellow 5
    b4, y4, y6, j6 = ids_in(s, "b4 y4 y6 j6", seat=1)
    (j4,) = ids_in(s, "j4", seat=2)
    refused(s, 1, Snap(b4, 0), "colour-must-match")
    refused(s, 2, Snap(j4, 0), "colour-must-match")  # a joker is never the same colour
    refused(s, 1, Snap(j6, 0), "colour-must-match")
    assert sorted(a.card for a in dw.legal_actions(s, 1) if isinstance(a, Snap)) == sorted([y4, y6])
    s2, events = play(s, 1, Snap(y6, 0))
    assert types(events) == ["snapped"] and top(s2, 0) == "y6"
    # the regular rule is unchanged: a yellow on the yellow 5 is no regular play
    assert PlayWorm(y4, 0) not in dw.legal_actions(s, 1)


def test_experienced_nothing_goes_out_of_turn_onto_a_joker():
    s = make_state(
        ["r8 y2 r1", "b4 y4 cb y6 j6", "r6 j4 y4 cy"],
        ["j5 y7", "b1 b2", "r1 r2"],
        variant="experienced",
    )
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0 shows the joker 5
    assert top(s, 0) == "j5" and s.open_pile() == 0
    for seat in (1, 2):
        assert not any(isinstance(a, Snap) for a in dw.legal_actions(s, seat))
    refused(s, 1, Snap(ids_in(s, "y4", seat=1)[0], 0), "colour-must-match")
    refused(s, 1, Snap(ids_in(s, "j6", seat=1)[0], 0), "colour-must-match")


def test_snaps_onto_a_joker_in_the_standard_variant():
    s = make_state(["r8 y2 r1", "b4 y4 cb y6 j6", "r6 j4 y4 cy"], ["j5 y7", "b1 b2", "r1 r2"])
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # pile 0 shows the joker 5
    b4, y4, y6, j6 = ids_in(s, "b4 y4 y6 j6", seat=1)
    snaps = {a.card for a in dw.legal_actions(s, 1) if isinstance(a, Snap)}
    assert snaps == {b4, y4, y6, j6}


def test_a_cannot_play_turn_opens_the_turned_pile():
    s = make_state(["y5 cb", "r3 r6", "b9 y2"], ["y1 y7", "b1 r5", "r4 y9 r2"], draw="y6 r6 b9")
    s, _ = play(s, 0, CannotPlay(2))  # pile 2 shows the red 4
    assert s.open_pile() == 2
    (r3,) = ids_in(s, "r3", seat=1)
    refused(s, 1, Snap(r3, 2), "colour-must-differ")
    (y2,) = ids_in(s, "y2", seat=2)
    refused(s, 2, Snap(y2, 2), "number-not-neighbour")
    s = make_state(["y5 cb", "b3 r6", "b9 y2"], ["y1 y7", "b1 r5", "r4 y9 r2"], draw="y6 r6 b9")
    s, _ = play(s, 0, CannotPlay(2))
    s2, events = play(s, 1, Snap(ids_in(s, "b3", seat=1)[0], 2))
    assert types(events) == ["snapped"] and top(s2, 2) == "b3"


def test_window_wait_refuses_regular_plays_but_not_snaps():
    s = _after_red8()
    regular = dw.legal_actions(s, 1)[0]
    err = refused(s, 1, regular, "window-open", now_ok=False)
    assert err.params == {"pile": 0}
    (r6,) = ids_in(s, "r6", seat=2)
    s2, _ = play(s, 2, Snap(r6, 0), now_ok=False)
    play(s2, 1, dw.legal_actions(s2, 1)[0], now_ok=False)  # the window is used up
    play(s, 1, regular, now_ok=True)


# ---------------------------------------------------------------------------------- match end


def test_the_last_worm_still_turns_its_pile_but_opens_nothing():
    s = make_state(["r8", "b3 cb", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"], match=3)
    s2, events = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))
    assert types(events) == ["played-worm", "turned-pile", "match-ended", "game-over"]
    assert events[1]["open"] is False and top(s2, 0) == "y5"
    assert events[2]["reason"] == "hand-empty" and events[2]["seat"] == 0
    assert events[2]["scores"] == [0, -2, -2]
    assert s2.window is None


def test_a_match_ends_when_every_player_has_played_both_chickens():
    s = make_state(
        ["r8 y3", "b3 b8", "cb b4"],
        ["y5 y7", "r1 b2", "r1 r2"],
        eaten=[["y1 y2 cy", "r5 r6 cr"], ["r3 b5 cb", "j4 cy"], ["b7 y8 cr"]],
        current=2,
        match=3,
        draw="y3 r6 b9",
    )
    _, events = play(s, 2, PlayChicken(ids_in(s, "cb", seat=2)[0], 1))
    assert types(events) == ["ate-pile", "new-pile", "match-ended", "game-over"]
    assert events[2]["reason"] == "chickens-played"
    # seat 0: yellow pile 3+3, red pile 3+3, minus 2 cards; seat 1: 1+3 and 2, minus 2;
    # seat 2: 1+1 and 1+3, minus 1 card
    assert events[2]["scores"] == [12 - 2, 6 - 2, 6 - 1]
    assert events[2]["eaten_points"] == [[6, 6], [4, 2], [2, 4]]
    assert events[2]["cards_left"] == [2, 2, 1]


def test_an_empty_draw_pile_alone_does_not_end_the_match():
    s = make_state(["r8 y2", "b3 cb", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"], draw="")
    s2, events = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))
    assert "match-ended" not in types(events) and s2.match == 1 and not s2.draw


def test_a_chicken_that_cannot_be_replaced_ends_the_match():
    s = make_state(["r8 cy", "b3 cb", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"], draw="r6", match=3)
    s2, events = play(s, 0, PlayChicken(ids_in(s, "cy")[0], 0))
    assert types(events) == ["ate-pile", "match-ended", "game-over"]
    assert events[1]["reason"] == "draw-pile-empty" and events[1]["needed"] == "new-pile"
    assert events[1]["scores"] == [3 + 3 - 1, -2, -2]  # the eaten pile counts
    assert names(s2.draw) == ["r6"] and s2.piles[0] == ()
    assert dw.public_view(s2)["piles"][0] == {"top": None, "size": 0}


def test_a_second_chicken_whose_extra_pile_cannot_be_formed_ends_the_match():
    s = make_state(
        ["r8 cy", "b3 cb", "b4 cr"],
        ["y5 y7", "b1 b2", "r1 r2"],
        eaten=[[], [], ["r3 r4 cr"]],
        draw="r6 b9 y1",
        match=3,
    )
    s2, events = play(s, 0, PlayChicken(ids_in(s, "cy")[0], 0))
    assert types(events) == ["ate-pile", "new-pile", "match-ended", "game-over"]
    assert events[2]["reason"] == "draw-pile-empty" and events[2]["needed"] == "extra-pile"
    assert names(s2.piles[0]) == ["r6", "b9"] and len(s2.piles) == 3
    assert names(s2.draw) == ["y1"]


def test_a_snap_can_end_the_match():
    s = make_state(["r8 y2", "r6", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"], match=3)
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))
    _, events = play(s, 1, Snap(ids_in(s, "r6", seat=1)[0], 0))
    assert types(events) == ["snapped", "match-ended", "game-over"]
    assert events[1]["reason"] == "hand-empty" and events[1]["seat"] == 1
    assert events[1]["scores"] == [-1, 0, -2]


def test_a_finished_match_deals_the_next_with_the_next_starting_seat():
    s = make_state(["r8", "b3 cb", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"], totals=[4, 1, 0], match=1)
    s2, events = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0), rng=random.Random(5))
    assert types(events) == ["played-worm", "turned-pile", "match-ended", "match-started", "turn"]
    assert events[2]["totals"] == [4, -1, -2]
    assert events[3]["match"] == 2 and events[3]["start_seat"] == 1
    assert s2.match == 2 and s2.start_seat == 1 and dw.current_seat(s2) == 1
    assert s2.match_scores == ((0, -2, -2),)
    assert dw.scores(s2) == [4, -1, -2]
    assert all(len(h) == 12 for h in s2.hands) and all(not e for e in s2.eaten)
    assert len(s2.piles) == 3 and s2.window is None


# ------------------------------------------------------------------------------------ scoring


def test_pile_points():
    d = Deck()
    assert dw.pile_points(d.ids("y1 y2 r3 j4 b5 cy")) == 3 + 3 + 1 + 2 + 1
    assert dw.pile_points(d.ids("j1 j2 cb")) == 4
    assert dw.pile_points(d.ids("r1 r2 r3 r4 cr")) == 12
    assert dw.pile_points(d.ids("y3 b2 cr")) == 2


def test_match_points_count_every_card_left_in_hand_including_chickens():
    s = make_state(
        ["cy cb r1", "y2", "b3 j4"],
        ["y5 y7", "b1 b2", "r1 r2"],
        eaten=[["r3 r4 cr"], [], ["y4 b5 y9 j7 cy", "b4 b6 cb"]],
    )
    assert dw.match_points(s) == [6 - 3, -1, (3 + 1 + 3 + 2) + 6 - 2]


def test_placements_share_ties():
    s = make_state(["r1", "b1", "y1", "r2"], ["y5 y7", "b1 b2", "r1 r2"], totals=[5, 7, 7, 1])
    assert dw.placements(s) == [3, 1, 1, 4]
    assert dw.winners(s) == [1, 2]
    s = replace_totals(s, [2, 2, 2, 2])
    assert dw.placements(s) == [1, 1, 1, 1] and dw.winners(s) == [0, 1, 2, 3]


def replace_totals(s: DrehwurmState, totals: list[int]) -> DrehwurmState:
    from dataclasses import replace

    return replace(s, totals=tuple(totals))


# ----------------------------------------------------------------------------- a whole game


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_a_whole_game_has_one_match_per_player_with_the_start_rotating(n):
    rng = random.Random(100 + n)
    s = dw.new_game(n, DrehwurmOptions(), rng)
    starts = [s.start_seat]
    ended = 0
    all_events = []
    while not dw.is_over(s):
        s, events = dw.apply(s, s.current, dw.timeout_action(s), rng)
        all_events += events
        for e in events:
            if e["type"] == "match-started":
                starts.append(e["start_seat"])
            ended += e["type"] == "match-ended"
    assert starts == list(range(n))
    assert ended == n and len(s.match_scores) == n
    assert dw.scores(s) == [sum(row[i] for row in s.match_scores) for i in range(n)]
    assert all_events[-1] == {
        "type": "game-over",
        "scores": dw.scores(s),
        "placements": dw.placements(s),
        "winners": dw.winners(s),
    }
    assert dw.current_seat(s) is None
    assert all(dw.legal_actions(s, seat) == [] for seat in range(n))
    refused(s, 0, CannotPlay(0), "game-over")
    with pytest.raises(IllegalAction) as info:
        dw.timeout_action(s)
    assert info.value.code == "game-over"
    json.dumps(all_events)


# ---------------------------------------------------------------------------- timeout action


def test_timeout_prefers_a_worm_then_a_chicken_then_the_draw():
    s = make_state(["cy r8 b9", "b3", "b4 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    assert dw.timeout_action(s) == PlayWorm(ids_in(s, "r8")[0], 0)
    s = make_state(["cy y5", "b3", "b4 cr"], ["r3 y7", "b1 b2", "r1 y2"])
    assert dw.timeout_action(s) == PlayChicken(ids_in(s, "cy")[0], 0)
    s = make_state(["cb y5", "b3", "b4 cr"], ["r3 y7", "b1 r2", "r1 y2"])
    assert dw.timeout_action(s) == CannotPlay(0)
    for state in (s, _after_red8()):
        assert dw.timeout_action(state) in dw.legal_actions(state, state.current)
        play(state, state.current, dw.timeout_action(state))


# ---------------------------------------------------------------------------- removing players


def test_a_removed_player_is_skipped_and_cannot_snap():
    s = make_state(
        ["r8 y2 r1", "b4 b6 cb r4", "r6 j4 y4 cy", "y6 b4 cr"], ["y5 y7", "b1 b2", "r1 r2"]
    )
    s, _ = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0))  # seat 1 to play, pile 0 open
    s2, events = dw.remove_player(s, 1)
    assert events == [{"type": "removed", "seat": 1}, {"type": "turn", "seat": 2}]
    assert dw.current_seat(s2) == 2 and s2.open_pile() == 0 and s2.step == s.step + 1
    assert dw.legal_actions(s2, 1) == []
    refused(s2, 1, Snap(ids_in(s2, "b4", seat=1)[0], 0), "player-removed")
    assert names(s2.hands[1]) == names(s.hands[1])  # the hand stays, and counts at the end
    assert dw.remove_player(s2, 1) == (s2, [])
    with pytest.raises(IllegalAction) as info:
        dw.remove_player(s2, 4)
    assert info.value.code == "no-such-seat"
    # seat 2 plays; the turn skips seat 1 when it comes round
    s3, _ = play(s2, 2, dw.timeout_action(s2))
    s4, _ = play(s3, 3, dw.timeout_action(s3))
    assert dw.current_seat(s4) == 0
    _, events = play(s4, 0, dw.timeout_action(s4))
    assert events[-1] == {"type": "turn", "seat": 2}


def test_removing_someone_else_keeps_the_turn():
    s = make_state(["r8 y2", "b4 b6 cb", "r6 j4 cy", "y6 cr"], ["y5 y7", "b1 b2", "r1 r2"])
    s2, events = dw.remove_player(s, 2)
    assert events == [{"type": "removed", "seat": 2}] and dw.current_seat(s2) == 0


def test_the_game_goes_on_with_two_and_ends_with_one():
    s = make_state(
        ["r8 y2 cy", "b4 b6 cb", "r6 j4 cr"],
        ["y5 y7", "b1 b2", "r1 r2"],
        eaten=[["r3 r4 cr"], [], []],
        totals=[10, 3, 0],
        match=2,
    )
    s, events = dw.remove_player(s, 2)
    assert not dw.is_over(s) and types(events) == ["removed"]
    s, events = dw.remove_player(s, 0)
    assert dw.is_over(s)
    assert types(events) == ["removed", "match-ended", "game-over"]
    ended = next(e for e in events if e["type"] == "match-ended")
    assert ended["reason"] == "too-few-players" and ended["match"] == 2
    assert ended["scores"] == [6 - 3, -3, -3]  # the match in play, scored as it stands
    assert dw.scores(s) == [13, 0, -3] and dw.winners(s) == [0]
    assert dw.current_seat(s) is None


def test_a_removed_players_chicken_keeps_the_chicken_end_from_happening():
    s = make_state(
        ["r8 y3", "b3 b8 cr", "cb b4"],
        ["y5 y7", "r1 b2", "r1 r2"],
        eaten=[["y1 y2 cy", "r5 r6 cr"], ["r3 b5 cb"], ["b7 y8 cy"]],
        current=2,
        draw="y3 r6 b9",
    )
    s, _ = dw.remove_player(s, 1)
    s2, events = play(s, 2, PlayChicken(ids_in(s, "cb", seat=2)[0], 1))
    assert "match-ended" not in types(events)
    assert dw.current_seat(s2) == 0


def test_a_removed_player_gets_no_cards_and_does_not_start_later_matches():
    s = make_state(["r8", "b3 cb", "b4 cr", "y4 cy"], ["y5 y7", "b1 b2", "r1 r2"])
    s, _ = dw.remove_player(s, 1)
    s2, events = play(s, 0, PlayWorm(ids_in(s, "r8")[0], 0), rng=random.Random(3))
    started = next(e for e in events if e["type"] == "match-started")
    assert started["match"] == 2 and started["start_seat"] == 2  # seat 1 is out
    assert s2.hands[1] == () and all(len(s2.hands[x]) == 12 for x in (0, 2, 3))
    assert len(s2.out) == 15 - 6
    assert sorted(dw.all_card_ids(s2)) == list(range(105))


# ------------------------------------------------------------------------------------- views


def test_hand_and_public_view():
    s = _after_red8()
    assert [c.id for c in dw.hand(s, 1)] == list(s.hands[1])
    view = dw.public_view(s)
    assert view["piles"][0] == {"top": card(s.piles[0][-1]).to_json(), "size": 3}
    assert view["open_pile"] == 0 and view["turned_by"] == 0
    assert view["hand_sizes"] == [2, 4, 4, 2]
    assert view["chickens_left"] == [0, 1, 1, 0]
    assert view["draw_size"] == len(s.draw) and view["current"] == 1
    assert view["match"] == 1 and view["num_matches"] == 4 and view["scores"] == [0] * 4
    json.dumps(view)


def _ids_in_view(obj) -> set[int]:
    found: set[int] = set()
    if isinstance(obj, dict):
        if "id" in obj:
            found.add(obj["id"])
        for v in obj.values():
            found |= _ids_in_view(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= _ids_in_view(v)
    return found


def test_the_public_view_never_shows_a_hand():
    rng = random.Random(7)
    s = dw.new_game(5, DrehwurmOptions(), rng)
    for _ in range(40):
        if dw.is_over(s):
            break
        view = dw.public_view(s)
        hidden = {c for h in s.hands for c in h} | set(s.draw)
        assert not (_ids_in_view(view) & hidden)
        s, _ = dw.apply(s, s.current, dw.timeout_action(s), rng)
    # two positions that differ only in which worms are in the hands look the same
    a = make_state(["r8 y2 cb", "b4 b6"], ["y5 y7", "b1 b2"], draw="r3 r4")
    b = make_state(["r3 y2 cb", "b4 r4"], ["y5 y7", "b1 b2"], draw="r8 b6")
    assert a.hands != b.hands and dw.public_view(a) == dw.public_view(b)


# -------------------------------------------------------------------------------------- JSON


def test_state_and_action_json_round_trip():
    s = _after_red8()
    s, _ = play(s, 2, Snap(ids_in(s, "r6", seat=2)[0], 0))
    s = replace_totals(s, [3, -1, 0, 2])
    for state in (s, dw.new_game(3, DrehwurmOptions("experienced"), random.Random(1))):
        d = json.loads(json.dumps(state.to_json()))
        assert dw.state_from_json(d) == state
        assert d["kind"] == "drehwurm"
    for action in (PlayWorm(3, 1), PlayChicken(100, 4), CannotPlay(2), Snap(7, 0)):
        d = json.loads(json.dumps(dw.action_to_json(action)))
        assert dw.action_from_json(d) == action
    for bad in ({"type": "roll"}, {"type": "snap", "card": 1}, {}):
        with pytest.raises(IllegalAction) as info:
            dw.action_from_json(bad)
        assert info.value.code == "unknown-action"
    o = DrehwurmOptions("beginners")
    assert DrehwurmOptions.from_json(json.loads(json.dumps(o.to_json()))) == o
