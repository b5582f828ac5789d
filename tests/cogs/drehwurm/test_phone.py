"""Drehwurm's board and hand fit a phone (the estimate in tests/phone.py) for 3–6 players, in
every phase of a game and in every language: the board and a hand within their budgets
(tests/phone_budgets.py), the buttons in at most four rows, each play once."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.domain.drehwurm import pictures
from bot.domain.drehwurm import rules as dw
from bot.domain.records import GameRecord
from bot.domain.running_log import add_recent
from bot.i18n import SUPPORTED, t
from cogs.drehwurm import board as drehwurm_board
from cogs.drehwurm import hand as drehwurm_hand
from cogs.table import icons
from cogs.table.render import board_content
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS, board_budget

HAND_LINES = BUDGETS["drehwurm-hand"]
NAMES = ("Alexandra", "Benedikt", "Carolina", "Dominique", "Esperanza", "Friedrich")
PHASES = ("start", "open", "match-over", "finished", "stopped")


@pytest.fixture(autouse=True, params=[True, False], ids=["pictures", "text"])
def emojis(request):
    if request.param:
        icons.set_emojis({name: 10**17 + i for i, name in enumerate(pictures.emoji_names())})
    yield
    icons.set_emojis({})


def record_at(players: int, phase: str, seed: int = 1) -> GameRecord:
    """A game played at random up to `phase`, with its running log."""
    rng = random.Random(seed)
    state = dw.new_game(players, dw.DrehwurmOptions(), rng)
    recent: list[dict[str, Any]] = []
    step = 0
    wanted = {
        "start": lambda s, e: step >= 2,
        "open": lambda s, e: s.open_pile() is not None and step > 10,
        "match-over": lambda s, e: any(x["type"] == "match-ended" for x in e) and not s.over,
        "finished": lambda s, e: s.over,
        "stopped": lambda s, e: step > 30,
    }[phase]
    events: list[dict[str, Any]] = []
    while not wanted(state, events):
        seat = state.current
        snappers = [s for s in range(players) if dw.snaps(state, s)]
        if snappers and rng.random() < 0.3:
            s = rng.choice(snappers)
            state, events = dw.apply(state, s, rng.choice(dw.snaps(state, s)), rng)
        else:
            regular = [a for a in dw.legal_actions(state, seat) if not isinstance(a, dw.Snap)]
            action = rng.choice(regular)
            state, events = dw.apply(state, seat, action, rng)
        step += 1
        recent = add_recent(recent, events, step)
    status = {"finished": "finished", "stopped": "abandoned"}.get(phase, "running")
    if phase == "stopped":
        recent = add_recent(recent, [{"type": "stopped", "by": 100}], step + 1)
    window = state.open_pile() is not None
    record = GameRecord(
        id=3, kind="drehwurm", guild_id=1, channel_id=2, host_id=100, status=status,
        options=state.options.to_json(),
        players=[{"id": 100 + s, "name": NAMES[s], "computer": None} for s in range(players)],
        state=state.to_json(), step=step, deadline=2_000_000_000.0,
        meta={"window": {"step": step, "until": 0, "turn_deadline": 2_000_000_000.0}}
        if window else {},
    )  # fmt: skip
    record.recent = recent
    return record


def as_message(embed, view, content: str | None = None) -> dict[str, Any]:
    return {
        "content": content,
        "embeds": [embed.to_dict()],
        "components": view.to_components() if view else [],
    }


def board_message(record: GameRecord, loc: str) -> dict[str, Any]:
    """The board message as the table sends it: its own line, the embed, the button."""
    state = dw.state_from_json(record.state)
    heading = drehwurm_board.title(record, loc)
    content = board_content(record, loc, heading, dw.current_seat(state))
    return as_message(
        drehwurm_board.board_embed(record, loc, []), drehwurm_board.board_view(record, loc), content
    )


NAMES_BY_ID = {100 + s: name for s, name in enumerate(NAMES)}


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_board_fits_a_phone_in_every_phase(players, loc):
    for phase in PHASES:
        for seed in (1, 2, 3):
            record = record_at(players, phase, seed)
            message = board_message(record, loc)
            lines = phone_lines(message, NAMES_BY_ID)
            assert lines <= board_budget("drehwurm-board", players), (
                phase, seed, lines, "\n" + phone_text(message, NAMES_BY_ID)
            )


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_hand_fits_a_phone_with_its_buttons_in_four_rows(players, loc):
    # the open window is the tallest hand (the ⚡ call and the held turn): sampled widest
    samples = [("start", 1), ("match-over", 1), *(("open", seed) for seed in range(1, 16))]
    for phase, seed in samples:
        record = record_at(players, phase, seed)
        for seat in range(players):
            for now in (0.0, 10.0**10):  # the window's seconds running, then past
                if record.meta.get("window"):
                    record.meta["window"]["until"] = 1.0
                view = drehwurm_hand.hand_view(record, seat, loc, now=now)
                embed = drehwurm_hand.hand_embed(record, seat, loc, now=now)
                message = as_message(embed, view)
                assert len(message["components"]) <= 4
                lines = phone_lines(message, NAMES_BY_ID)
                shown = phone_text(message, NAMES_BY_ID)
                assert lines <= HAND_LINES, (phase, seat, lines, shown)


def test_the_log_does_not_repeat_that_a_pile_is_open():
    record = record_at(4, "open", 2)
    assert record.state["window"] is not None
    text = drehwurm_board.board_embed(record, "en", []).to_dict()
    log = next(f["value"] for f in text["fields"] if f["name"] == "What happened")
    assert "out of turn" not in log and "fastest wins" not in log
    assert "⚡ open" in text["description"]


def test_while_the_window_holds_the_regular_plays_a_snap_is_offered_once():
    """The player on turn who may also snap sees that card once, as the ⚡ snap, while the
    window's seconds hold back the regular plays; afterwards both are there, the snap marked."""
    for seed in range(40):
        record = record_at(4, "open", seed)
        state = dw.state_from_json(record.state)
        seat = state.current
        if not dw.snaps(state, seat):
            continue
        record.meta["window"]["until"] = 1.0
        held = drehwurm_hand.hand_view(record, seat, "en", now=0.0)
        ids = [i for i in (getattr(c, "custom_id", "") for c in held.children) if i[:3] == "dw:"]
        snapped = {i.split(":")[-1] for i in ids if i.split(":")[3] == "s"}
        played = {i.split(":")[-1] for i in ids if i.split(":")[3] == "w"}
        snap_kinds = {_kind(a) for a in snapped}
        assert snap_kinds and not snap_kinds & {_kind(a) for a in played}
        snap_buttons = [
            i for i in held.children if getattr(i, "custom_id", "").split(":")[3:4] == ["s"]
        ]
        assert all(b.label.startswith("⚡") for b in snap_buttons)
        return
    raise AssertionError("no hand that may snap on its own turn found")


def _kind(arg: str) -> tuple:
    from bot.domain.drehwurm.cards import card

    cid, pile = map(int, arg.split("-"))
    c = card(cid)
    return (c.kind, c.colour, c.number, pile)


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("seed", [1, 5])  # on turn with and without a ⚡ play
def test_a_hand_held_back_by_the_window_says_why_and_until_when(loc, seed):
    """The player on turn, whose plays the out-of-turn window's seconds hold back, reads why and
    a countdown to when they open; once it closes the line is gone (the hand is redrawn then)."""
    record = record_at(4, "open", seed)
    state = dw.state_from_json(record.state)
    record.meta["window"]["until"] = 1000.2
    seat = state.current
    held = drehwurm_hand.hand_status(record, state, seat, loc, now=999.0)
    if dw.snaps(state, seat):  # the ⚡ line above already names the pile
        line = t(loc, "drehwurm-hand-held", when="<t:1001:R>")
    else:
        line = t(loc, "drehwurm-hand-window", pile=state.open_pile() + 1, when="<t:1001:R>")
    assert line in held.splitlines()
    assert t(loc, "drehwurm-hand-your-turn") not in held.splitlines()
    released = drehwurm_hand.hand_status(record, state, seat, loc, now=1001.0)
    assert line not in released.splitlines()
    # the others, not on turn, are told nothing of it
    other = (seat + 1) % 4
    assert line not in drehwurm_hand.hand_status(record, state, other, loc, now=999.0)


def test_the_out_of_turn_call_is_only_for_a_player_the_window_offers_a_play():
    for seed in (1, 2, 3, 4, 5):
        record = record_at(4, "open", seed)
        state = dw.state_from_json(record.state)
        for seat in range(4):
            status = drehwurm_hand.hand_status(record, state, seat, "en", now=0.0)
            urged = t("en", "drehwurm-hand-snap", pile=state.open_pile() + 1) in status
            view = drehwurm_hand.hand_view(record, seat, "en", now=0.0)
            snaps = [c for c in view.children if (c.custom_id or "").split(":")[3:4] == ["s"]]
            assert urged == bool(snaps), (seed, seat, status)


def test_a_stopped_games_hand_says_it_was_stopped():
    record = record_at(3, "start", 1)
    record.status = "abandoned"
    state = dw.state_from_json(record.state)
    assert drehwurm_hand.hand_status(record, state, 0, "de") == t("de", "drehwurm-hand-stopped")
