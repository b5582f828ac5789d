"""What /heckmeck review shows (cogs/heckmeck/review.py): per human, the figures of
bot/domain/heckmeck/ai/review.py."""

import random
import re
from types import SimpleNamespace

import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.insights import insights
from bot.domain.drehwurm.policy import choose_action as dw_choose
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.ai.review import review_heckmeck
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.drehwurm.faces import signed
from cogs.drehwurm.review import drehwurm_pages
from cogs.heckmeck.review import FIELD, NEGLIGIBLE, _cut, heckmeck_pages
from cogs.table import icons
from cogs.table.numbers import direction
from tests.phone import phone_lines
from tests.phone_budgets import BUDGETS

PLAYERS = [
    {"id": 1, "name": "a", "computer": None},
    {"id": -1, "name": "", "computer": "hard"},
    {"id": 2, "name": "b", "computer": None},
]


def record_of(kind: str, options: dict, players: list[dict], meta: dict) -> GameRecord:
    return GameRecord(
        id=12,
        kind=kind,
        guild_id=1,
        channel_id=1,
        host_id=1,
        status="finished",
        options=options,
        players=players,
        state={},
        step=3,
        meta=meta,
    )


@pytest.fixture(scope="module")
def game():
    """A Junior game where the humans often play any legal move."""
    options = hm.HeckmeckOptions(edition="junior")
    rng = random.Random(5)
    state = hm.new_game(3, options)
    rows = []
    while not state.over:
        seat = state.current
        if seat != 1 and rng.random() < 0.5:
            action = rng.choice([a for a in hm.legal_actions(state, seat) if a != hm.Timeout()])
        else:
            action = choose_action(state, "hard" if seat == 1 else "normal", rng)
        state, events = hm.apply(state, seat, action, rng)
        rows.append({"action": hm.action_to_json(action), "events": events})
    return options, review_heckmeck(options.to_json(), PLAYERS, rows)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_summary_line_and_a_page_per_human_with_skill_luck_and_the_costliest(game, loc):
    options, review = game
    record = record_of("heckmeck", options.to_json(), PLAYERS, {"assisted": [1]})
    pages = heckmeck_pages(loc, record, review, reader=None)
    assert t(loc, "review-assisted", names="<@1>") in pages.summary.description
    assert sorted(pages.pages) == [0, 2]  # the computer gets no review
    for seat in review.seats.values():
        embed = pages.pages[seat.seat]
        name = f"<@{PLAYERS[seat.seat]['id']}>"
        assert embed.description.startswith(f"**{name}**")
        values = {
            "decisions": len(seat.decisions),
            "best": sum(1 for d in seat.decisions if d.loss < NEGLIGIBLE),
            "cost": seat.skill,
            "luck": abs(seat.luck),
            "luck_direction": direction(seat.luck),
        }
        assert t(loc, "review-seat-line", name=name, **values) in pages.summary.description
        assert t(loc, "review-summary-other", name=name, **values) in embed.description
        text = embed.description + "".join(f.value for f in embed.fields)
        assert not re.search(r"-\d", text)  # a hyphen is not a minus sign
        assert not re.search(r"\d[.,]\d\d", text)  # one decimal
        assert not re.search(r"\(\d", text)  # no bare figures in brackets
        assert not re.search(r"\b0[.,]0\b", text)  # a cost that shows as nothing is not listed
        costly = embed.fields[0]
        assert costly.name == t(loc, "review-costly-title")
        assert len(costly.value.splitlines()) == len(seat.costliest()) == 3
        assert all(len(f.value) <= FIELD for f in embed.fields)


SECOND_PERSON = {
    "en": r"\b(you|your)\b",
    "de": r"\b(du|dein\w*|dich|dir)\b",
    "es": r"\b(tu|tus|te|ti)\b",
    "fr": r"\b(tu|te|toi|ton|ta|tes|t')",
    "it": r"\b(tu|ti|te|tuo|tua|tuoi|tue)\b",
    "pt-BR": r"\b(você|te|ti)\b",
    "nl": r"\b(je|jij|jou|jouw)\b",
    "pl": r"\b(ty|ci|cię|twój|twoja|twoje|twoich)\b",
}


@pytest.mark.parametrize("loc", SUPPORTED)
def test_only_the_readers_own_page_says_you(game, loc):
    options, review = game
    record = record_of("heckmeck", options.to_json(), PLAYERS, {})
    pages = heckmeck_pages(loc, record, review, reader=2)  # b, seat 2

    def said(embed):
        return embed.description + "".join(f.value for f in embed.fields)

    assert re.search(SECOND_PERSON[loc], said(pages.pages[2]), re.IGNORECASE)
    assert not re.search(SECOND_PERSON[loc], said(pages.pages[0]), re.IGNORECASE)
    about_players = pages.summary.description.splitlines()[:-1]  # then a hint to the reader
    assert not re.search(SECOND_PERSON[loc], "\n".join(about_players), re.IGNORECASE)
    public = heckmeck_pages(loc, record, review, reader=None)
    assert not any(
        re.search(SECOND_PERSON[loc], said(p), re.IGNORECASE) for p in public.pages.values()
    )


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_review_fits_a_phone(game, loc):
    options, review = game
    record = record_of("heckmeck", options.to_json(), PLAYERS, {"assisted": [1]})
    pages = heckmeck_pages(loc, record, review, reader=1)
    names = {1: "alice", 2: "bob"}
    assert (
        phone_lines({"embeds": [pages.summary.to_dict()], "components": [{}]}, names)
        <= (BUDGETS["review-summary"])
    )
    for page in pages.pages.values():
        assert phone_lines({"embeds": [page.to_dict()]}, names) <= BUDGETS["review-page"]


def test_a_long_list_is_cut_with_a_count_of_the_rest():
    lines = [f"line {i} " + "x" * 40 for i in range(60)]
    text = _cut("en", lines)
    assert len(text) <= FIELD
    shown = text.splitlines()
    assert shown[-1] == t("en", "review-more", count=60 - (len(shown) - 1))
    assert _cut("en", lines[:3]) == "\n".join(lines[:3])


def test_drehwurm_review_shows_matches_piles_snaps_and_the_deal_for_each_player():
    rng = random.Random(7)
    state = dw.new_game(3, dw.DrehwurmOptions(), rng)
    steps, rows = [SimpleNamespace(state=state, events=[])], []  # as a replay starts
    while not state.over:
        seat = state.current
        snappers = [s for s in range(3) if dw.snaps(state, s)]
        if snappers and rng.random() < 0.4:
            seat = rng.choice(snappers)
            action = rng.choice(dw.snaps(state, seat))
        else:
            action = dw_choose(state, "normal", rng)
        state, events = dw.apply(state, seat, action, rng)
        steps.append(SimpleNamespace(state=state, events=events))
        rows.append({"events": events})
    seen = insights(steps, 3)
    players = [{"id": i, "name": "", "computer": None} for i in (1, 2, 3)]
    record = record_of("drehwurm", {"variant": "standard"}, players, {})
    record.state = state.to_json()
    pages = drehwurm_pages("en", record, rows, seen)
    assert sorted(pages.pages) == [0, 1, 2]
    winner = dw.placements(state).index(1)
    assert f"<@{players[winner]['id']}>" in pages.summary.description.splitlines()[0]  # best first
    for seat, page in pages.pages.items():
        heading = t(
            "en",
            "review-drehwurm-player",
            place=dw.placements(state)[seat],
            name=f"<@{players[seat]['id']}>",
            points=signed(dw.scores(state)[seat]),
        )
        assert page.description.startswith(f"**{heading}**")
        s = seen[seat]
        assert t("en", "review-drehwurm-snaps", won=s.snaps_won, missed=s.snaps_missed) in (
            page.description
        )
        assert sum(1 for line in page.description.splitlines() if line.startswith("Match")) == 3
        assert phone_lines({"embeds": [page.to_dict()]}, {}) <= BUDGETS["review-page"]
    assert phone_lines({"embeds": [pages.summary.to_dict()]}, {}) <= BUDGETS["review-summary"]
    assert sum(s.snaps_won for s in seen) == sum(
        1 for row in rows for e in row["events"] if e["type"] == "snapped"
    )
    assert any(s.snaps_missed for s in seen)
    for seat, s in enumerate(seen):
        eaten = [e["points"] for row in rows for e in row["events"]
                 if e["type"] == "ate-pile" and e["seat"] == seat]  # fmt: skip
        assert (s.piles_eaten, s.eaten_points) == (len(eaten), sum(eaten))
        assert s.reach_points >= s.eaten_points
    assert sum(s.jokers_dealt for s in seen) > 0


def test_a_junior_review_draws_junior_dice(game):
    options, review = game
    record = record_of("heckmeck", options.to_json(), PLAYERS, {})
    names = ("worm", "die_1", "die_5", "cheese", "bun")
    icons.set_emojis({name: 10**18 + i for i, name in enumerate(names)})
    try:
        pages = heckmeck_pages("en", record, review, reader=None)
    finally:
        icons.set_emojis({})
    text = "".join(f.value for e in pages.pages.values() for f in e.fields)
    assert ":cheese:" in text and ":bun:" in text and ":die_" not in text, text
