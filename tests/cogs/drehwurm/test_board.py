"""Drehwurm's Discord rendering (cogs/drehwurm/board.py), without Discord: a hand offers exactly
the engine's legal plays for its seat (one button per kind of card and pile)."""

from __future__ import annotations

import random
import re

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.cards import card
from bot.domain.records import GameRecord
from cogs.drehwurm import hand as drehwurm_hand

MOVE = re.compile(r"dw:(?P<game>\d+):(?P<step>\d+):(?P<op>[wcnsr])(?::(?P<arg>[\d-]+))?")


def record_for(state: dw.DrehwurmState, step: int = 7) -> GameRecord:
    players = [{"id": 100 + s, "name": f"p{s}", "computer": None} for s in range(state.num_players)]
    meta = (
        {"window": {"step": step, "until": 0, "turn_deadline": 0}}
        if state.open_pile() is not None
        else {}
    )
    return GameRecord(
        id=3, kind="drehwurm", guild_id=1, channel_id=2, host_id=100, status="running",
        options=state.options.to_json(), players=players, state=state.to_json(), step=step,
        meta=meta,
    )  # fmt: skip


def kind_of(action) -> tuple:
    c = card(action.card) if hasattr(action, "card") else None
    return (type(action).__name__, c and (c.kind, c.colour, c.number), getattr(action, "pile", 0))


def offered(record: GameRecord, seat: int) -> list:
    """The actions a hand's enabled buttons and menu would send."""
    view = drehwurm_hand.hand_view(record, seat, "en")
    actions = []
    for item in view.children:
        custom_id = getattr(item, "custom_id", "")
        values = [o.value for o in getattr(item, "options", [])]
        if values:
            ops = [v.split(":") for v in values]
        elif (m := MOVE.fullmatch(custom_id)) and m["op"] != "r":
            assert not item.disabled
            ops = [(m["op"], m["arg"])]
            if m["op"] == "s":
                assert int(m["step"]) == record.meta["window"]["step"]
        else:
            continue
        for op, arg in ops:
            if op == "n":
                actions.append(dw.CannotPlay(int(arg)))
            else:
                cid, pile = map(int, arg.split("-"))
                cls = {"w": dw.PlayWorm, "c": dw.PlayChicken, "s": dw.Snap}[op]
                actions.append(cls(cid, pile))
    return actions


def test_a_hand_offers_exactly_the_legal_plays():
    rng = random.Random(8)
    checked = 0
    for variant in dw.VARIANTS:
        for _ in range(6):
            state = dw.new_game(rng.choice([3, 4, 5]), dw.DrehwurmOptions(variant), rng)
            for _ in range(200):
                if state.over:
                    break
                record = record_for(state)
                for seat in range(state.num_players):
                    actions = offered(record, seat)
                    legal = dw.legal_actions(state, seat)
                    assert all(a in legal for a in actions)
                    assert {kind_of(a) for a in actions} == {kind_of(a) for a in legal}
                    checked += 1
                seat = state.current
                snappers = [s for s in range(state.num_players) if dw.snaps(state, s)]
                if snappers and rng.random() < 0.5:
                    s = rng.choice(snappers)
                    state, _ = dw.apply(state, s, rng.choice(dw.snaps(state, s)), rng)
                else:
                    action = rng.choice(dw.legal_actions(state, seat))
                    if isinstance(action, dw.Snap):
                        action = dw.timeout_action(state)
                    state, _ = dw.apply(state, seat, action, rng)
    assert checked > 1000


def test_a_big_hand_with_more_plays_than_one_menu_holds_offers_them_all():
    """After several cannot-play draws a hand can offer more than 25 distinct plays."""
    rng = random.Random(3)
    state = dw.new_game(3, dw.DrehwurmOptions(), rng)
    worms = [c for c in range(len(dw.CARDS)) if not card(c).is_chicken]
    chickens = [c for c in range(len(dw.CARDS)) if card(c).is_chicken]
    for _ in range(20000):
        rng.shuffle(worms)
        piles = [[worms[2 * i], worms[2 * i + 1]] for i in range(5)]
        hand = sorted(worms[10:28] + chickens[:2])
        big = dw.DrehwurmState.from_json(
            {**state.to_json(), "piles": piles, "hands": [hand, [], []], "current": 0}
        )
        if len(drehwurm_hand._distinct(dw.regular_plays(big, 0))) > 25:
            break
    else:
        raise AssertionError("no hand with more than 25 plays found")
    record = record_for(big)
    assert {kind_of(a) for a in offered(record, 0)} == {
        kind_of(a) for a in dw.legal_actions(big, 0)
    }
    menus = [i for i in drehwurm_hand.hand_view(record, 0, "en").children if hasattr(i, "options")]
    assert len(menus) == 2 and all(len(m.options) <= 25 for m in menus)


def test_while_a_window_holds_back_the_regular_plays_they_are_sent_disabled_as_booleans():
    """Discord takes only true/false for `disabled`: anything else and it refuses the whole
    message, and the hand is not redrawn at all."""
    rng = random.Random(3)
    state = dw.new_game(4, dw.DrehwurmOptions("standard"), rng)
    record = record_for(state)
    record.meta["window"] = {"step": record.step, "until": 1000.0, "turn_deadline": 1100.0}

    held_back = drehwurm_hand.hand_view(record, state.current, "en", now=999.0)
    released = drehwurm_hand.hand_view(record, state.current, "en", now=1000.5)

    def regular(view) -> list[dict]:
        components = [c for row in view.to_components() for c in row["components"]]
        return [
            c for c in components if not c.get("custom_id", "").startswith("leaving:")
            and ((m := MOVE.fullmatch(c.get("custom_id", ""))) is None or m["op"] in "wcn")
        ]  # fmt: skip

    assert regular(held_back) and all(c["disabled"] is True for c in regular(held_back))
    assert regular(released) and all(c["disabled"] is False for c in regular(released))
