"""The answers around the board, rendered in every language with long names and the most rows
they show, each within its phone budget (tests/phone_budgets.py). The boards, the reviews and the
puzzle answers are measured in their own tests; the e2e tests measure the same kinds as sent."""

from __future__ import annotations

import random
from datetime import date

import pytest

import cogs.drehwurm
import cogs.heckmeck  # noqa: F401
from bot.domain import games, results
from bot.domain.heckmeck.ai.policy import choose_action
from bot.domain.heckmeck.daily import game as daily
from bot.domain.records import GameRecord
from bot.domain.results import BoardPage, BoardRow, GameStats, HistoryPage, PastGame
from bot.i18n import SUPPORTED, t
from bot.storage.queries import history as history_queries
from bot.storage.queries.daily import DailyAttempt, DailyStanding, StreakRow
from cogs import history, leaderboard
from cogs.heckmeck import daily_view
from cogs.table import my_games
from tests.phone import phone_lines, phone_text
from tests.phone_budgets import BUDGETS

NAME = "Maximiliane von Bratwurmeck-Huhn"  # 32 characters: Discord's longest display names
DAY = date(2026, 11, 27)


def fits(kind: str, message: dict) -> None:
    lines = phone_lines(message, {})
    assert lines <= BUDGETS[kind], f"{kind}: {lines} lines\n{phone_text(message, {})}"


def embed_message(embed, view=None) -> dict:
    return {"embeds": [embed.to_dict()], "components": view.to_components() if view else []}


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_full_leaderboard_page(loc):
    rows = [  # typical names: a 32-character name wraps every row once more
        BoardRow(rank, 10**17 + rank, f"player{rank:02}", 20.0 - rank, 30, 12, 600, 0, 30)
        for rank in range(1, results.PAGE_SIZE + 1)
    ]
    page = BoardPage("heckmeck", 1, "rating", 0, 3, 25, rows, ranked=25)
    mine = BoardRow(25, 1, "me", -3.0, 4, 0, 40, 0, 2)
    view = leaderboard.page_view(loc, page, "server", 1, None)
    embed = leaderboard.board_embed(loc, page, "server", "me", mine)
    fits("leaderboard", embed_message(embed, view))


def stats_of(game: str) -> GameStats:
    counts = {name: 30 + 400 * i for i, name in enumerate(games.of_rating_game(game).counts.names)}
    return GameStats(game, 120, 45, 41, 22.5, counts, 2, 7, 100, 40, 12.3, -1.4, 1)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_stats_of_every_game_with_its_details_behind_buttons(loc):
    everywhere = {game: stats_of(game) for game in results.rating_games()}
    here = dict(everywhere)
    season = {game: "Season 2026-11: 3rd, 14.2" for game in everywhere}
    view = leaderboard.detail_view(loc, 1, everywhere)
    fits("stats", embed_message(leaderboard.stats_embed(loc, NAME, everywhere, here, season), view))
    for game in everywhere:
        detail = leaderboard.stats_embed(loc, NAME, everywhere, here, season, detail=game)
        fits("stats", embed_message(detail))


def past_game(number: int) -> PastGame:
    record = GameRecord(
        id=1000 + number, kind="heckmeck", guild_id=1, channel_id=2, host_id=1,
        status="finished", options={"edition": "classic", "short_game": True}, players=[],
        state=None, step=100, ended_at=1_790_000_000.0,
        notes={"board": {"message_id": 1_400_000_000_000_000_000}},
    )  # fmt: skip
    seats = [
        {"placement": place, "user_id": 10 + place, "name": f"player{place}", "score": 12 - place,
         "computer": None}
        for place in (1, 2, 3, 4)
    ]  # fmt: skip
    return PastGame(record, seats)


@pytest.mark.parametrize("loc", SUPPORTED)
def test_a_full_history_page(loc):
    games = [past_game(n) for n in range(history_queries.PAGE_SIZE)]
    page = HistoryPage(1, 3, 12, games)
    view = history.page_view(loc, 1, "all", 1, page)
    fits("history-page", embed_message(history.history_embed(loc, 1, "all", page), view))


@pytest.mark.parametrize("loc", SUPPORTED)
def test_the_daily_result_and_its_share_line(loc):
    rng = random.Random(1)
    attempt = daily.play_through(DAY, lambda state: choose_action(state, "normal", rng))
    computer = daily.play_through(DAY, lambda state: choose_action(state, "hard", rng))
    standing = DailyStanding(12, 40, 345, 1200)
    streak = StreakRow(1, NAME, DAY.isoformat(), 12, 30)
    embed = daily_view.done_embed(attempt, 1, loc, computer, standing, streak)
    fits("daily-result", embed_message(embed, daily_view.done_view(DAY, loc)))
    row = DailyAttempt(DAY.isoformat(), 1, 2, NAME, [], 60, True, 5, 2, 29, attempt.marks())
    fits("daily-share", {"content": daily_view.share_line(loc, NAME, row, 12)})


class _States:
    """What /heckmeck games asks of the table: a game's engine state."""

    def state_of(self, record: GameRecord):
        return games.kind(record.kind).rules.state_from_json(record.state)


READER = 10**17 + 99


def seated_game(number: int, status: str, seats: int, reader_on_turn: bool = False) -> GameRecord:
    from bot.domain.heckmeck.engine import rules as hm

    state = hm.new_game(seats, hm.HeckmeckOptions()).to_json() if status == "running" else None
    return GameRecord(
        id=500 + number, kind="heckmeck", guild_id=1, channel_id=10**18 + number, host_id=10**17,
        status=status, options={"edition": "classic"}, state=state, step=3,
        players=[{"id": READER if seat == (0 if reader_on_turn else 1) else 10**17 + seat,
                  "name": NAME, "computer": None} for seat in range(seats)],
        deadline=1_790_000_000.0 + number, notes={"board": {"message_id": 10**18 + number}},
    )  # fmt: skip


@pytest.mark.parametrize("loc", SUPPORTED)
def test_my_games_with_more_games_than_a_phone_holds(loc):
    running = [seated_game(n, "running", 2 + n % 6, reader_on_turn=n == 8) for n in range(9)]
    lobbies = [seated_game(20 + n, "lobby", 7) for n in range(3)]
    text = my_games.listing(_States(), running, lobbies, loc, READER)  # type: ignore[arg-type]
    assert t(loc, "my-games-more", count=9 + 3 - my_games.LISTED) in text
    assert f"<#{10**18 + 8}>" in text.split("\n")[0]  # the game waiting for the reader first
    assert f"<#{10**18 + 1}>" in text and f"<#{10**18 + 7}>" not in text  # then by deadline
    title = t(loc, "my-games-title", count=9)
    fits("my-games", {"embeds": [{"title": title, "description": text}]})
