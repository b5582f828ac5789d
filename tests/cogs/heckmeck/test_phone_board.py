"""The Heckmeck board on a phone: every phase of games of 2–7 players, classic and Junior, in all
three languages, fits one phone screen by the measure in tests/phone_screen.py, and its buttons
take at most three rows with no button alone on a row."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import EDITIONS
from bot.domain.heckmeck.pictures import emoji_pictures
from bot.domain.records import GameRecord
from bot.domain.running_log import add_recent
from bot.i18n import SUPPORTED
from cogs.heckmeck import board
from cogs.table import icons
from cogs.table.render import board_content
from tests.phone_budgets import board_budget
from tests.phone_screen import WIDTH, phone_lines

NAMES = ["alice", "bob", "carolina", "dmitri_k", "elena", "franziska", "gus"]
COMPUTER_SEAT = 1  # a computer plays at this seat: its turns are the "waiting" phase


def bound(players: int) -> int:
    """The table's budget; each player beyond four adds a line: from five on, the log tells a
    turn on one line rather than two (turn_log.COMPACT_FROM), which pays for the player's own line
    and most of their turn's."""
    return board_budget("heckmeck-board", players)


@pytest.fixture(autouse=True, scope="module")
def emojis():
    # Emoji ids as long as Discord's: the text of a board is measured as it is sent.
    icons.set_emojis(
        {name: 1_300_000_000_000_000_000 + i for i, name in enumerate(emoji_pictures())}
    )
    yield
    icons.set_emojis({})


def players_of(count: int) -> list[dict[str, Any]]:
    players = []
    for seat in range(count):
        if seat == COMPUTER_SEAT:
            players.append({"id": -1, "name": None, "computer": "normal"})
        else:
            players.append({"id": 1000 + seat, "name": NAMES[seat], "computer": None})
    return players


def record_of(
    state: hm.HeckmeckState, players, recent, step: int, status: str = "running", **options
) -> GameRecord:
    return GameRecord(
        id=7, kind="heckmeck", guild_id=1, channel_id=2, host_id=1000, status=status,
        options={**state.options.to_json(), **options}, players=players, state=state.to_json(),
        step=step, meta={"hints": True}, deadline=2_000_000_000.0, recent=list(recent),
    )  # fmt: skip


def phase_of(state: hm.HeckmeckState, step_events: list[dict[str, Any]]) -> str:
    if state.over:
        return "over"
    if any(e["type"] == "failed" for e in step_events):
        return "after a bust"
    if state.current == COMPUTER_SEAT:
        return "waiting"
    return {"pick": "choosing"}.get(state.phase, "rolling")


@cache
def played(
    edition: str, players: int, seed: int, free_choice: bool = False
) -> tuple[tuple[str, GameRecord], ...]:
    """A game played at random (stopping early or late), as (phase, record) after every step."""
    rng = random.Random(seed)
    state = hm.new_game(players, hm.HeckmeckOptions(edition=edition, free_choice=free_choice))
    people = players_of(players)
    recent: list[dict[str, Any]] = []
    seen: list[tuple[str, GameRecord]] = []
    step = 0
    while not state.over:
        # mostly as a computer player would, now and then a rash or timed-out move
        if rng.random() < 0.15:
            actions = hm.legal_actions(state, state.current)
            action = rng.choice([a for a in actions if not isinstance(a, hm.Timeout)] or actions)
            if rng.random() < 0.05:
                action = hm.Timeout()
        else:
            action = choose_action(state, "normal", rng)
        state, events = hm.apply(state, state.current, action, rng)
        step += 1
        recent = add_recent(recent, events, step)
        status = "finished" if state.over else "running"
        seen.append((phase_of(state, events), record_of(state, people, recent, step, status)))
    # the same game stopped by its host half way
    _, middle = seen[len(seen) // 2]
    stop = {"type": "stopped", "by": 1000}
    stopped = record_of(
        hm.state_from_json(middle.state), people, add_recent(middle.recent, [stop], step + 1),
        step + 1, "abandoned",
    )  # fmt: skip
    return (*seen, ("stopped", stopped))


def boards(
    edition: str, players: int, free_choice: bool = False
) -> Iterator[tuple[str, GameRecord]]:
    for seed in range(3):
        yield from played(edition, players, seed, free_choice)


def configurations() -> Iterator[tuple[str, int]]:
    for edition, rules in EDITIONS.items():
        for players in range(rules.min_players, rules.max_players + 1):
            yield edition, players


def measured(record: GameRecord, loc: str) -> list[str]:
    embed = board.board_embed(record, loc, [])
    state = hm.state_from_json(record.state)
    content = board_content(record, loc, board.title(record, loc), state.current)
    names = {p["id"]: p["name"] for p in record.players if not p["computer"]}
    return phone_lines([embed], content, names)


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize(("edition", "players"), list(configurations()))
def test_every_phase_of_the_board_fits_a_phone_screen(edition, players, loc):
    tallest: dict[str, tuple[int, list[str]]] = {}
    for phase, record in boards(edition, players):
        lines = measured(record, loc)
        if len(lines) > tallest.get(phase, (0, []))[0]:
            tallest[phase] = (len(lines), lines)
    assert set(tallest) >= {"choosing", "rolling", "after a bust", "waiting", "over", "stopped"}
    for phase, (count, lines) in tallest.items():
        assert all(len(line) <= WIDTH * 2 for line in lines)
        assert count <= bound(players), (phase, count, "\n".join(lines))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_unrated_note_takes_one_line(loc):
    """A board whose game a hint unrated says so in one phone line, in every language."""
    for _, shared in played("classic", 4, 0, False):
        record = copy.deepcopy(shared)  # the played boards are shared between tests
        plain = measured(record, loc)
        record.meta["assisted"] = [record.players[0]["id"]]
        noted = measured(record, loc)
        assert len(noted) == len(plain) + 1, "\n".join(noted)


def test_the_measure_wraps_at_38_columns_and_counts_a_custom_emoji_as_two():
    from tests.phone_screen import phone_text

    emoji = "<:tile_21_1_worm:1300000000000000000>"
    assert len(phone_text(emoji * 19)) == 1  # 38 columns: one line
    assert len(phone_text(emoji * 20)) == 2
    assert phone_text("<@5> rolled", {5: "bob"}) == ["@bob rolled"]
    assert len(phone_text("word " * 10)) == 2  # 49 columns, wrapped between words


@pytest.mark.parametrize(
    ("edition", "players", "free_choice"),
    [("classic", 2, False), ("classic", 4, False), ("classic", 4, True), ("junior", 5, False)],
)
@pytest.mark.parametrize("hints", [True, False])
def test_the_buttons_take_three_rows_and_no_button_is_alone_on_a_row(
    edition, players, free_choice, hints
):
    rows_seen = set()
    for _, record in boards(edition, players, free_choice):
        record.meta["hints"] = hints
        view = board.board_view(record, "en")
        if view is None:
            continue
        rows = [row["components"] for row in view.to_components()]
        rows_seen.add(len(rows))
        assert len(rows) <= 3
        for row in rows:
            assert len(row) > 1 or row[0]["type"] == 3, rows  # a lone component is a menu
            for component in row:
                if component["type"] == 2 and component["disabled"]:
                    assert component["style"] != 4  # a disabled action is not red
        takes = [c for row in rows for c in row if ":take:" in c.get("custom_id", "")]
        assert all(c["style"] == 3 for c in takes)  # take and steal: green
    assert rows_seen


def test_the_free_choice_take_menu_shows_each_tiles_picture():
    from bot.domain.heckmeck.pictures import tile_emoji

    menus = 0
    for _, record in boards("classic", 4, free_choice=True):
        view = board.board_view(record, "en")
        if view is None:
            continue
        for row in view.to_components():
            for component in row["components"]:
                if component["type"] != 3:
                    continue
                menus += 1
                state = hm.state_from_json(record.state)
                tiles = [take.tile for take in hm.take_options(state)]
                shown = [option["emoji"]["name"] for option in component["options"]]
                assert shown == [tile_emoji(state.rules, tile) for tile in tiles]
    assert menus > 0
