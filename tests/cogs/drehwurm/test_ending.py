"""What a finished Drehwurm game adds to the ending (cogs/drehwurm/ending.py): the line saying a
shared best total shares the win, and the points per match on the image card."""

from __future__ import annotations

import io

from PIL import Image

import cogs.drehwurm  # noqa: F401  (registers the game's Discord side)
from bot.domain.drehwurm import rules as dw
from bot.i18n import t
from cogs.drehwurm import ending
from cogs.table.endings import card_of, ending_embed
from tests.cogs.drehwurm.test_phone import record_at


def finished_with_totals(totals: list[int]):
    record = record_at(4, "finished", 2)
    state = dw.state_from_json(record.state)
    record.state = {**state.to_json(), "totals": totals}
    return record


def test_a_shared_best_total_says_the_win_is_shared():
    record = finished_with_totals([30, 41, 41, 12])
    line = ending.tie_break(record, "en")
    assert line == t("en", "drehwurm-ending-shared", count=2, points="41", names="<@101>, <@102>")
    fields = {f.name: f.value for f in ending_embed(record, "en", "Drehwurm", {}).fields}
    assert fields[t("en", "ending-tie-break-title")] == line


def test_a_single_winner_has_no_tie_break_line():
    assert ending.tie_break(finished_with_totals([30, 41, 40, 12]), "de") is None


def test_the_card_shows_each_players_points_per_match():
    record = record_at(4, "finished", 2)
    state = dw.state_from_json(record.state)
    detail = ending.card_detail(record, state, 0, "en")
    assert detail == t(
        "en", "drehwurm-card-matches", points=" · ".join(str(r[0]) for r in state.match_scores)
    )
    stacks, picture = ending.card_extras(record, state)
    assert [len(s) for s in stacks] == [len(p) for p in state.eaten]
    assert all(Image.open(io.BytesIO(picture(c))).size == (128, 128) for s in stacks for c in s)
    card = Image.open(io.BytesIO(card_of(record, "es")))
    assert card.size[0] == 800 and card.size[1] > 4 * 80
