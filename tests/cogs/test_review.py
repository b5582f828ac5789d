"""What /heckmeck review shows (cogs/heckmeck/review.py): per human, the figures of
bot/domain/heckmeck/ai/review.py."""

import random
import re
from types import SimpleNamespace

import discord
import pytest

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.insights import insights
from bot.domain.drehwurm.policy import choose_action as dw_choose
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.ai.review import review_heckmeck
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.drehwurm.review import drehwurm_embed
from cogs.heckmeck.review import FIELD, NEGLIGIBLE, _cut, heckmeck_embeds
from cogs.review import batches
from cogs.table import icons
from cogs.table.numbers import direction

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
def test_one_embed_per_human_with_skill_luck_and_the_costliest_decisions(game, loc):
    options, review = game
    record = record_of("heckmeck", options.to_json(), PLAYERS, {"assisted": [1]})
    heading, *seats = heckmeck_embeds(loc, record, review)
    assert t(loc, "review-assisted", names="<@1>") in heading.description
    assert len(seats) == 2  # the computer gets no review
    for embed, seat in zip(seats, review.seats.values(), strict=True):
        assert f"<@{PLAYERS[seat.seat]['id']}>" in embed.description
        figures = t(
            loc,
            "review-summary",
            decisions=len(seat.decisions),
            best=sum(1 for d in seat.decisions if d.loss < NEGLIGIBLE),
            cost=seat.skill,
            luck=abs(seat.luck),
            luck_direction=direction(seat.luck),
        )
        assert figures in embed.description
        text = embed.description + "".join(f.value for f in embed.fields)
        assert not re.search(r"-\d", text)  # a hyphen is not a minus sign
        assert not re.search(r"\d[.,]\d\d", text)  # one decimal
        assert not re.search(r"\(\d", text)  # no bare figures in brackets
        assert not re.search(r"\b0[.,]0\b", text)  # a cost that shows as nothing is not listed
        costly = embed.fields[0]
        assert costly.name == t(loc, "review-costly-title")
        assert len(costly.value.splitlines()) == len(seat.costliest()) == 3
        assert all(len(f.value) <= FIELD for f in embed.fields)
    assert sum(len(e) for e in [heading, *seats]) < 6000


def test_a_long_list_is_cut_with_a_count_of_the_rest():
    lines = [f"line {i} " + "x" * 40 for i in range(60)]
    text = _cut("en", lines)
    assert len(text) <= FIELD
    shown = text.splitlines()
    assert shown[-1] == t("en", "review-more", count=60 - (len(shown) - 1))
    assert _cut("en", lines[:3]) == "\n".join(lines[:3])


def test_batches_keep_within_discords_limits():
    embeds = [discord.Embed(description="x" * 2000) for _ in range(7)]
    groups = batches(embeds)
    assert [len(g) for g in groups] == [2, 2, 2, 1]
    assert all(sum(len(e) for e in g) <= 6000 for g in groups)


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
    embed = drehwurm_embed("en", record, rows, seen)
    assert len(embed.fields) == 3
    winner = dw.placements(state).index(1)
    assert f"<@{players[winner]['id']}>" in embed.fields[0].value.splitlines()[0]  # best first
    for field in embed.fields:
        seat = next(s for s in range(3) if f"<@{players[s]['id']}>" in field.value)
        s = seen[seat]
        assert t("en", "review-drehwurm-snaps", won=s.snaps_won, missed=s.snaps_missed) in (
            field.value
        )
        assert sum(1 for line in field.value.splitlines() if line.startswith("Match")) == 3
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
    names = ("hm_jworm", "hm_dworm", "hm_jcheese", "hm_jbun")
    icons.set_emojis({name: 10**18 + i for i, name in enumerate(names)})
    try:
        embeds = heckmeck_embeds("en", record, review)
    finally:
        icons.set_emojis({})
    text = "".join(f.value for e in embeds for f in e.fields)
    assert ":hm_j" in text and ":hm_d" not in text, text
