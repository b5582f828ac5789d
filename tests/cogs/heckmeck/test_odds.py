"""The 💡 Odds answer names the expert's choice where it differs from the hard player's, in every
language, and says nothing more where they agree."""

import pytest

from bot.domain.heckmeck import rules as hm
from bot.domain.heckmeck.ai.odds import position_odds
from bot.i18n import t
from bot.storage import GameRecord
from cogs.heckmeck.odds import answer_text
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


@pytest.mark.parametrize("loc", ["en", "de", "es"])
def test_where_the_expert_differs_the_answer_says_what_it_would_do(loc):
    state = leader_with_the_36_on_top()
    odds = position_odds(state)
    assert odds.best.action == hm.Roll()
    assert odds.expert is not None and odds.expert.action == hm.Stop(hm.Take(21))
    text = answer_text(loc, record_for(state), state, odds, mine=True)
    last = text.splitlines()[-1]
    take = t(loc, "odds-choice-take", tile=21)
    assert last == t(loc, "odds-expert", choice=take, percent=100.0, worms=odds.expert.e_worms)
    print(last)


def test_where_they_agree_there_is_no_expert_line():
    state = kept(two_players((), (), tuple(range(21, 37))), W)  # the opening: one worm kept
    odds = position_odds(state)
    assert odds.expert is None
    text = answer_text("en", record_for(state), state, odds, mine=True)
    assert "expert" not in text
