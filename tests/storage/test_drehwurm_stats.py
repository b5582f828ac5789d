"""A played Drehwurm game's figures in /stats, on both stores: piles eaten, worms played out of
turn and regular turns, counted by the game and kept under Drehwurm's own names in the result
rows' counts; a game started before Drehwurm counted them keeps them empty."""

import json
import random

import pytest

from bot.domain import games
from bot.domain.drehwurm import rules as dw
from bot.domain.records import GameRecord
from bot.domain.results import GLOBAL
from bot.i18n import SUPPORTED, t
from bot.storage.connect import open_store
from bot.storage.queries.stats import player_stats
from cogs import leaderboard

GUILD = 77
ANN = 1


@pytest.fixture
async def storage(store_url):
    storage = await open_store(store_url)
    yield storage
    await storage.close()


COUNTS = ("piles_eaten", "snaps_won", "turns")


def played_game(seed: int, old: bool = False) -> tuple[dw.DrehwurmState, dict[str, list[int]]]:
    """Three computer players play a whole game; what each seat did, counted along the way.
    `old`: the game was dealt by the code before the counts (its snapshot lacks them)."""
    kind = games.kind("drehwurm")
    rng = random.Random(seed)
    state = dw.new_game(3, dw.DrehwurmOptions.from_json({"variant": "standard"}), rng)
    if old:
        state = dw.state_from_json({k: v for k, v in state.to_json().items() if k not in COUNTS})
    done = {"eaten": [0] * 3, "snaps": [0] * 3, "turns": [0] * 3}
    while not state.over:
        if kind.window_open(state):
            for seat in range(3):
                snap = kind.computer_out_of_turn(state, seat, rng)
                if snap is not None:
                    state, _ = dw.apply(state, seat, snap, rng)
                    done["snaps"][seat] += 1
                    break
            if state.over:
                break
        seat = dw.current_seat(state)
        action = kind.computer_action(state, "normal", rng)
        state, _ = dw.apply(state, seat, action, rng)
        done["turns"][seat] += 1
        done["eaten"][seat] += isinstance(action, dw.PlayChicken)
    return state, done


async def record_game(storage, state_json: dict) -> None:
    players = [
        {"id": ANN, "name": "Ann", "computer": None, "missed": 0},
        {"id": -1, "name": "", "computer": "normal", "missed": 0},
        {"id": -2, "name": "", "computer": "normal", "missed": 0},
    ]
    record = GameRecord(
        id=0,
        kind="drehwurm",
        guild_id=GUILD,
        channel_id=500,
        host_id=ANN,
        status="running",
        options={"variant": "standard"},
        players=players,
        state=None,
        step=3,
        created_at=900.0,
        started_at=910.0,
    )
    record = await storage.create_game(record)
    record.status, record.state, record.step, record.ended_at = "finished", state_json, 4, 1000.0
    await storage.save(record, 3, actor_id=ANN, action={"type": "cannot-play"}, at=1000.0)
    await storage.record_results(record)


async def test_a_played_drehwurm_game_counts_piles_snaps_and_turns_in_stats(storage):
    state, done = played_game(seed=5)
    assert sum(done["snaps"]) > 0 and sum(done["eaten"]) > 0  # the game had something to count
    await record_game(storage, state.to_json())

    rows = await storage.fetch_all("SELECT seat, counts FROM results ORDER BY seat", ())
    assert [(seat, json.loads(counts)) for seat, counts in rows] == [
        (
            seat,
            {
                "piles_eaten": done["eaten"][seat],
                "snaps_won": done["snaps"][seat],
                "turns": done["turns"][seat],
            },
        )
        for seat in range(3)
    ]
    stats = (await player_stats(storage, ANN, GLOBAL))["drehwurm"]
    assert stats.counts == {
        "piles_eaten": done["eaten"][0],
        "snaps_won": done["snaps"][0],
        "turns": done["turns"][0],
    }

    heckmeck_line = t("en", "stats-steals", steals=0, failed=0.0, turns=0).split(":")[0]
    for loc in SUPPORTED:
        (field,) = leaderboard.stats_embed(
            loc, "Ann", {"drehwurm": stats}, {}, detail="drehwurm"
        ).fields
        line = t(
            loc,
            "drehwurm-stats-line",
            piles_eaten=done["eaten"][0],
            snaps_won=done["snaps"][0],
            turns=done["turns"][0],
        )
        assert line in field.value.splitlines()
        assert heckmeck_line not in field.value


async def test_a_drehwurm_game_started_before_the_counts_keeps_them_empty(storage):
    state, done = played_game(seed=5, old=True)
    assert sum(done["turns"]) > 0  # played on under today's code, which does not start counting
    old = state.to_json()
    assert not set(COUNTS) & set(old)
    await record_game(storage, old)

    rows = await storage.fetch_all("SELECT counts FROM results", ())
    assert {r[0] for r in rows} == {'{"piles_eaten":null,"snaps_won":null,"turns":null}'}
    stats = (await player_stats(storage, ANN, GLOBAL))["drehwurm"]
    assert stats.counts == {}
    (field,) = leaderboard.stats_embed("en", "Ann", {"drehwurm": stats}, {}).fields
    line = t("en", "drehwurm-stats-line", piles_eaten=0, snaps_won=0, turns=0)
    assert line.split(":")[0] not in field.value
