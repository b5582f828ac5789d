"""The posts around a game, rendered in every language with the most players and long names,
each within its phone budget (tests/phone_budgets.py): the endings, the tournament's posts, the
season's post, the 💡 odds, and the one-message answers (refusals, settings, turn calls and
reminders, direct-message notices) with their longest arguments."""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

import cogs.drehwurm
import cogs.heckmeck  # noqa: F401  (registers the games)
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.data import EDITIONS
from bot.domain.records import GameRecord
from bot.domain.results import BoardPage, BoardRow
from bot.domain.tournaments import Standing, TournamentTable
from bot.i18n import SUPPORTED, load_resources, t
from cogs import season_close
from cogs.heckmeck import odds
from cogs.table import endings
from cogs.table import render as table_render
from cogs.tournaments import render
from cogs.tournaments.standings import standings_heading
from tests.cogs.drehwurm.test_phone import record_at
from tests.cogs.tournaments.test_render import tournament
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS

NAME = "Maximiliane von Bratwurmeck-Huhn"  # 32 characters: Discord's longest display names
NAMES = {10**17 + i: NAME for i in range(64)}
ROOT = Path(__file__).resolve().parents[2]


def fits(kind: str, message: dict) -> None:
    lines = phone_lines(message, NAMES)
    assert lines <= BUDGETS[kind], f"{kind}: {lines} lines\n{phone_text(message, NAMES)}"


def embed_message(embed, view=None, content=None) -> dict:
    components = view.to_components() if view else []
    return {"content": content, "embeds": [embed.to_dict()], "components": components}


# ------------------------------------------------------------------------------ endings


def humans(count: int) -> list[dict]:
    return [{"id": 10**17 + seat, "name": NAME, "computer": None} for seat in range(count)]


def heckmeck_over(edition: str, players: int) -> GameRecord:
    """A finished game, the grill shared out among `players`."""
    state = hm.new_game(players, hm.HeckmeckOptions(edition=edition))
    tiles = sorted(state.grill)
    stacks = [tuple(tiles[seat::players]) for seat in range(players)]
    stacks[2:] = [stack[1:] for stack in stacks[2:]]  # the first two tie on worms
    state = hm.HeckmeckState(
        options=state.options, grill=(), turned=(), stacks=tuple(stacks),
        active=(True,) * players, current=0, over=True, steals=(0,) * players,
        failures=(0,) * players, turns=(9,) * players,
    )  # fmt: skip
    return GameRecord(
        id=123456, kind="heckmeck", guild_id=1, channel_id=2, host_id=10**17, status="finished",
        options=state.options.to_json(), players=humans(players), state=state.to_json(), step=300,
        meta={}, ended_at=1_790_000_000.0,
    )  # fmt: skip


def drehwurm_over(players: int) -> GameRecord:
    record = record_at(players, "finished")
    record.players = humans(players)
    return record


ENDED = {
    "heckmeck": lambda players: heckmeck_over("classic", players),
    "junior": lambda players: heckmeck_over("junior", players),
    "drehwurm": drehwurm_over,
}
MOST = {"heckmeck": EDITIONS["classic"].max_players, "junior": EDITIONS["junior"].max_players,
        "drehwurm": 6}  # fmt: skip


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("most", [False, True], ids=["4", "most"])
@pytest.mark.parametrize("game", ENDED)
def test_the_ending_of_each_game(loc, game, most):
    record = ENDED[game](MOST[game] if most else 4)
    heading = endings.ending_title(record, loc)
    changes = {p["id"]: (-3.0, -1.5) for p in record.players}
    rated = endings.ending_embed(record, loc, heading, changes)
    fits("ending", embed_message(rated, endings.rematch_view(record, loc)))
    record.meta["assisted"] = [p["id"] for p in record.players]  # not rated: no changes
    unrated = endings.ending_embed(record, loc, heading, {})
    fits("ending", embed_message(unrated, endings.rematch_view(record, loc)))


# --------------------------------------------------------------------------- tournaments

EVENING = [10**17 + i for i in range(8)]  # a sign-up an evening fills
BIG = [10**17 + i for i in range(16)]


@pytest.mark.parametrize("players", [EVENING, BIG], ids=["8", "16"])
@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_tournament_signup(loc, players):
    PLAYERS = players
    signing = tournament(close_at=1_790_000_000.0, fill_level="hard", organiser_id=PLAYERS[0])
    players = [Standing(user, 0, 0, 0, 0, False) for user in PLAYERS]
    signup = render.signup_embed(signing, players, loc)
    fits("tournament-signup", embed_message(signup, render.signup_view(signing, loc)))


@pytest.mark.parametrize("players", [EVENING, BIG], ids=["8", "16"])
@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_tournament_round(loc, players):
    PLAYERS = players
    running = tournament("running", round_no=1)
    tables = [
        TournamentTable(1, n + 1, tuple(PLAYERS[3 * n : 3 * n + 3]), 0, thread_id=900 + n)
        for n in range(len(PLAYERS) // 3)
    ] + [TournamentTable(1, 9, (PLAYERS[-1],), 2, thread_id=None)]
    fits("tournament-round", embed_message(render.round_embed(running, loc, 1, tables)))


@pytest.mark.parametrize("players", [EVENING, BIG], ids=["8", "16"])
@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_tournament_standings_and_winner(loc, players):
    PLAYERS = players
    running = tournament("running", round_no=1)
    standings = [Standing(u, 4.5 - i / 4, 40 - i, 36 - i, 3, i == 5) for i, u in enumerate(PLAYERS)]
    heading = standings_heading(running, loc)
    view = render.standings_view(running, loc, standings)
    assert (view is None) == (len(standings) <= render.STANDINGS_PER_PAGE)
    for page in range(render.standings_pages(standings)):
        standings_post = render.standings_embed(running, loc, standings, heading, page)
        fits("tournament-standings", embed_message(standings_post, view))
    by_user = {s.user_id: s for s in standings}
    winner = render.winner_embed(tournament("finished"), loc, PLAYERS, by_user, 4)
    fits("tournament-winner", embed_message(winner))


# -------------------------------------------------------------------------------- seasons


def season_board(game: str) -> BoardPage:
    rows = [
        BoardRow(rank, 10**17 + rank, NAME, 20.0 - rank, 30 if rank < 9 else 2, 1, 60, 0, 30)
        for rank in range(1, 11)
    ]
    return BoardPage(game, 1, "rating", 0, 1, 10, rows, ranked=8)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_season_post_with_every_game(loc):
    boards = [season_board(game) for game in ("heckmeck", "junior", "drehwurm")]
    embed, content = season_close.final_post(loc, "2026-11", boards, 10**17 + 1, 10**17 + 2)
    fits("season-post", embed_message(embed, content=content))


# ----------------------------------------------------------------------------------- odds


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_odds_answer_with_every_face_to_choose(loc):
    record = heckmeck_over("classic", 7)
    start = hm.new_game(len(record.players), hm.HeckmeckOptions())
    state = hm.HeckmeckState(
        options=start.options, grill=start.grill, turned=(), stacks=((),) * 7,
        active=(True,) * 7, current=1, phase="pick", kept=(),
        roll=("worm", "1", "2", "3", "4", "5", "5", "5"), steals=(0,) * 7, failures=(0,) * 7,
        turns=(0,) * 7,
    )  # fmt: skip
    found = odds.odds_of(state)
    for mine, note in ((True, "odds-assisted-note"), (False, "odds-watching-note")):
        text = odds.answer_text(loc, record, state, found, mine) + "\n" + t(loc, note)
        fits("odds-answer", {"content": text})


# ------------------------------------------------------------------- one-message answers


class _Variables(Visitor):
    def __init__(self, messages: dict[str, ftl.Message]) -> None:
        super().__init__()
        self.messages = messages
        self.names: set[str] = set()
        self.numbers: set[str] = set()

    def visit_MessageReference(self, node: ftl.MessageReference) -> None:
        self.visit(self.messages[node.id.name])  # a referenced message shares the arguments

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_SelectExpression(self, node: ftl.SelectExpression) -> None:
        if isinstance(node.selector, ftl.VariableReference):
            self.numbers.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: ftl.FunctionReference) -> None:
        for arg in node.arguments.positional:
            if isinstance(arg, ftl.VariableReference):
                self.numbers.add(arg.id.name)
        self.generic_visit(node)


@functools.cache  # read once per language, not once per key
def patterns(loc: str) -> dict[str, ftl.Message]:
    return {
        item.id.name: item
        for _, resource in load_resources(loc)
        for item in resource.body
        if isinstance(item, ftl.Message)
    }


LINK = "https://discord.com/channels/123456789012345678/123456789012345678/1234567890123456789"
PEOPLE = {"name", "names", "player", "thief", "organiser", "host", "winner", "user"}
OTHER = "#tischrunde-abends"  # a channel, a season, a role: a usual length
ARGUMENTS = {"name": "<@100000000000000001>", "when": "<t:1790000000:R>", "link": LINK,
             "game": "Heckmeck Junior", "icon": "🎲"}  # fmt: skip


def longest_text(name: str) -> str:
    return NAME if name in PEOPLE else OTHER


def longest(loc: str, key: str) -> str:
    """The message with every argument at its longest: names of 32 characters, a full link."""
    messages = patterns(loc)
    found = _Variables(messages)
    found.visit(messages[key])
    args = {
        name: 12 if name in found.numbers else ARGUMENTS.get(name, longest_text(name))
        for name in found.names
    }
    return t(loc, key, **args)


def refusal_codes() -> list[str]:
    source = "\n".join(p.read_text() for d in ("bot", "cogs") for p in (ROOT / d).rglob("*.py"))
    return sorted(set(re.findall(r'Refusal\(\s*"([a-z0-9-]+)"', source)))


def keys(pattern: str) -> list[str]:
    return sorted(key for key in patterns("en") if re.fullmatch(pattern, key))


SMALL = {
    "refusal": refusal_codes,
    "settings-answer": lambda: keys(
        r"settings-.*-(set|reset|on|off|on-no-address|warning|permission)|remind-dm-(on|off)"
    ),
    "turn-call": lambda: keys(r"ping-(turn|reminder|stolen)"),
    "dm-notice": lambda: keys(r"dm-.*"),
}


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("kind", SMALL)
def test_every_one_message_answer_with_its_longest_arguments(loc, kind):
    found = SMALL[kind]()
    assert found, kind
    extras = "\n".join(t(loc, key) for key in ("ping-hand-hint", "ping-last-chance", "ping-switch"))
    for key in found:
        text = longest(loc, key)
        if kind == "turn-call":  # a call carries its notes
            text += "\n" + extras
        fits(kind, {"content": text})


# ---------------------------------------------------------------------------------- lobby


@pytest.mark.parametrize("loc", SUPPORTED)
@pytest.mark.parametrize("game", ENDED)
def test_a_full_lobby(loc, game):
    record = ENDED[game](MOST[game])
    record.status, record.deadline = "lobby", 1_790_000_000.0
    record.meta["turn_time"] = 28_800
    embed = table_render.lobby_embed(
        record, loc, 2, MOST[game], heading=endings.ending_title(record, loc)
    )
    fits("lobby", embed_message(embed, table_render.lobby_view(record, loc)))
