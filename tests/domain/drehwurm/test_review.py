"""The post-game review of Drehwurm (bot/domain/drehwurm/review.py): each player's piles and hand
penalty per match, from the event log alone, adding up to the game's scores."""

import random

from bot.domain.drehwurm import rules as dw
from bot.domain.drehwurm.policy import choose_action as dw_choose
from bot.domain.drehwurm.review import review_drehwurm


def test_drehwurm_lists_piles_and_hand_penalties_per_match():
    rows = [
        {"action": {"type": "play-chicken"}, "events": [{"type": "ate-pile", "seat": 0}]},
        {
            "action": {"type": "play-worm"},
            "events": [
                {
                    "type": "match-ended",
                    "match": 1,
                    "scores": [7, -3, 2],
                    "cards_left": [1, 3, 2],
                    "eaten_points": [[5, 3], [], [4]],
                }
            ],
        },
    ]
    lines = review_drehwurm(3, rows)
    assert [(m.match, m.piles, m.hand_penalty, m.points) for m in lines[0]] == [(1, (5, 3), 1, 7)]
    assert [(m.piles, m.hand_penalty, m.points) for m in lines[1]] == [((), 3, -3)]


def test_drehwurm_review_of_a_played_game_matches_its_scores():
    rng = random.Random(5)
    state = dw.new_game(3, dw.DrehwurmOptions(), rng)
    rows = []
    while not state.over:
        seat = state.current
        state, events = dw.apply(state, seat, dw_choose(state, "normal", rng), rng)
        rows.append({"action": {}, "events": events})
    lines = review_drehwurm(3, rows)
    for seat in range(3):
        assert len(lines[seat]) == 3
        assert sum(m.points for m in lines[seat]) == dw.scores(state)[seat]
        for m in lines[seat]:
            assert m.points == sum(m.piles) - m.hand_penalty
