"""What /heckmeck review shows (cogs/heckmeck/review.py): per human, the figures of
bot/domain/heckmeck/ai/review.py."""

import random
import re

import discord
import pytest

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.ai.review import review_heckmeck
from bot.i18n import SUPPORTED, t
from bot.storage import GameRecord
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


def test_drehwurm_lists_each_players_piles_and_hand_per_match():
    players = [{"id": i, "name": "", "computer": None} for i in (1, 2, 3)]
    rows = [
        {
            "events": [
                {
                    "type": "match-ended",
                    "match": 1,
                    "scores": [7, -3, 4],
                    "cards_left": [1, 3, 0],
                    "eaten_points": [[5, 3], [], [4]],
                }
            ]
        }
    ]
    embed = drehwurm_embed("en", record_of("drehwurm", {}, players, {}), rows)
    assert t("en", "review-drehwurm-match", match=1, piles="5 + 3", penalty=1, points=7) in (
        embed.fields[0].value
    )
    none = t("en", "review-drehwurm-no-piles")
    assert t("en", "review-drehwurm-match", match=1, piles=none, penalty=3, points=-3) in (
        embed.fields[1].value
    )


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
