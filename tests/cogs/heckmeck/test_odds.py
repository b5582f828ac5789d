"""The 💡 Odds answer names the expert's choice where it differs from the hard player's, in every
language, and says nothing more where they agree."""

import re

import pytest

from bot.domain.heckmeck.ai.odds import Choice, Odds, position_odds
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.records import GameRecord
from bot.i18n import SUPPORTED, t
from cogs.heckmeck.odds import answer_text, figures, why
from cogs.table.numbers import MINUS, signed
from tests.domain.heckmeck.ai.test_expert import two_players
from tests.domain.heckmeck.helpers import W, kept


def record_for(state: hm.HeckmeckState) -> GameRecord:
    return GameRecord(
        id=1,
        kind="heckmeck",
        guild_id=1,
        channel_id=2,
        host_id=10,
        status="running",
        options=state.options.to_json(),
        players=[{"id": 10, "name": "ann", "computer": None}, {"id": 11, "name": "bob"}],
        state=state.to_json(),
        step=5,
    )


def leader_with_the_36_on_top() -> hm.HeckmeckState:
    # tests/domain/heckmeck/ai/test_expert.py: leading 8 to 4, the hard player rolls on, the
    # expert takes the 21.
    return kept(two_players((33, 36), (25, 26), (21, 30)), W, W, "4", "5", "5", "5")


@pytest.mark.parametrize("loc", SUPPORTED)
def test_where_the_expert_differs_the_answer_says_what_it_would_do(loc):
    state = leader_with_the_36_on_top()
    odds = position_odds(state)
    assert odds.best.action == hm.Roll()
    assert odds.expert is not None and odds.expert.action == hm.Stop(hm.Take(21))
    text = answer_text(loc, record_for(state), state, odds, mine=True)
    last = text.splitlines()[-1]
    take = t(loc, "odds-choice-take", tile=21)
    assert last == t(loc, "odds-expert", choice=take, **figures(odds.expert))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_answer_reads_in_words_with_one_decimal_and_a_real_minus(loc):
    # Ann holds the 25 and must roll 2 dice without a worm set aside: a failed turn returns her
    # tile, so she expects to lose worms on average.
    grill = tuple(tile for tile in range(21, 37) if tile != 25)
    state = kept(two_players((25,), (), grill), "5", "5", "5", "5", "4", "3")
    odds = position_odds(state)
    text = answer_text(loc, record_for(state), state, odds, mine=True)
    head = text.splitlines()[0]
    assert t(loc, "odds-title-mine", total=state.total, count=state.dice_left) == head
    assert str(state.total) in head
    assert not re.search(r"-\d", text), text  # a hyphen is not a minus sign
    assert not re.search(r"\d[.,]\d\d", text), text  # one decimal
    assert not re.search(r"\(\d", text), text  # no bare figures in brackets
    assert round(odds.best.e_worms, 1) < 0 and MINUS in text


def test_signed_numbers_use_the_minus_sign_and_drop_a_negative_zero():
    assert signed(-0.34) == (MINUS, 0.3)
    assert signed(-0.04) == ("", 0.0)
    assert signed(2.25) == ("", 2.2)  # rounded half to even, as Python rounds
    assert t("en", "odds-line", choice="roll", percent=50, worms=0.3, sign=MINUS).endswith(
        "−0.3 worms on average"
    )


def test_where_they_agree_there_is_no_expert_line():
    state = kept(two_players((), (), tuple(range(21, 37))), W)  # the opening: one worm kept
    odds = position_odds(state)
    assert odds.expert is None
    text = answer_text("en", record_for(state), state, odds, mine=True)
    assert "expert" not in text


@pytest.mark.parametrize(
    ("other_worms", "key"),
    [(0.8, "odds-why-worms"), (1.21, "odds-why-worms-close")],
)
def test_fewer_worms_is_said_in_figures_only_when_one_decimal_shows_it(other_worms, key):
    state = kept(two_players((), (), tuple(range(21, 37))), W)
    best = Choice(hm.Roll(), 0, value=2.0, p_tile=0.7, e_worms=1.24, best=True)
    other = Choice(hm.Stop(hm.Take(21)), 0, value=1.0, p_tile=0.8, e_worms=other_worms)
    odds = Odds(seat=0, phase="decide", choices=(best, other))
    record = record_for(state)
    expected = t(
        "en",
        key,
        choice=t("en", "odds-choice-roll"),
        other=t("en", "odds-choice-take", tile=21),
        **figures(best),
        **figures(other, "other_"),
    )
    assert why("en", record, odds) == expected
