"""The pages: a server's leaderboard per game, a player's profile in a server, a game's page with
its replay, and the end card image a pasted link unfurls with. Every id is a number checked by
the route; anything unknown, hidden, or of a server that did not turn its pages on is a 404."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlencode

from aiohttp import web

from bot.domain import seasons as calendar
from bot.domain import shown
from bot.domain.draws import LogMismatch
from bot.domain.ending_card import CardRow, render_card
from bot.domain.games import find, kind, kinds
from bot.domain.records import GameRecord
from bot.domain.replay import LogPruned, LogTooOld, replay
from bot.domain.results import PAGE_SIZE, BoardPage, BoardRow, rating_games
from bot.storage.base import Storage
from bot.storage.queries import history, leaderboard, results, seasons, stats
from bot.storage.queries import web as queries
from bot.web.cards import board_card, profile_card
from bot.web.chart import rating_chart
from bot.web.replay_view import ReplayTable, replay_table
from bot.web.texts import choose_language, text

SORTS = ("rating", "wins", "win_rate", "worms")
CARD_CACHE = "public, max-age=300"


@dataclass(frozen=True)
class Board:
    """A leaderboard page as asked: the server, the game, the period (None where the server has
    no seasons), the season it shows (None: all time) and the page itself."""

    guild: int
    game: str
    period: str | None
    season: str | None
    board: BoardPage


def language(request: web.Request) -> str:
    return choose_language(request.query.get("lang"), request.headers.get("Accept-Language"))


def number(request: web.Request, name: str) -> int:
    """A route's id: digits only (the route checks), and small enough for the store."""
    value = int(request.match_info[name])
    if value <= 0 or value >= 2**63:
        raise web.HTTPNotFound()
    return value


def _game_name(lang: str, game: str) -> str:
    return text(lang, "game-name", game=game)


def seat_names(lang: str, record: GameRecord) -> list[str]:
    return [shown.seat_name(lang, p) + shown.left_mark(lang, p) for p in record.players]


class Pages:
    def __init__(
        self,
        storage: Storage,
        render: Any,
        base_url: str | None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.storage = storage
        self.clock = clock  # which season is this season
        self.render = render  # (request, template, lang, **context) -> web.Response
        self.base_url = base_url

    async def _opted_in(self, guild_id: int | None) -> None:
        if guild_id is None or not await queries.guild_web(self.storage, guild_id):
            raise web.HTTPNotFound()

    async def _season(self, guild: int, asked: str | None) -> tuple[str | None, str | None]:
        """(period, season) as /leaderboard chooses them: where the server has seasons, this
        season unless another period is asked; elsewhere all time, and no other period."""
        chosen = await seasons.season_settings(self.storage, guild)
        if not chosen.on:
            if asked not in (None, "all"):  # /leaderboard refuses a season where there is none
                raise web.HTTPNotFound()
            return None, None
        period = "season" if asked is None else asked
        if period not in calendar.PERIODS:
            raise web.HTTPNotFound()
        if period == "all":
            return period, None
        current = calendar.season_of(chosen.length, self.clock())
        return period, calendar.previous(current) if period == "last" else current

    async def _server(self, lang: str, guild: int | None) -> str:
        """The server's name as the pages head it."""
        name = None if guild is None else await queries.guild_name(self.storage, guild)
        return name or text(lang, "web-server-unnamed")

    async def _board(self, request: web.Request) -> Board:
        guild = number(request, "guild")
        await self._opted_in(guild)
        game = request.match_info.get("game") or rating_games()[0]
        sort = request.query.get("sort", "rating")
        if game not in rating_games() or sort not in SORTS:
            raise web.HTTPNotFound()
        page_number = request.query.get("page", "1")
        if not re.fullmatch(r"[0-9]{1,6}", page_number) or int(page_number) < 1:
            raise web.HTTPNotFound()
        period, season = await self._season(guild, request.query.get("period"))
        board = await leaderboard.leaderboard(
            self.storage, game, guild, sort, int(page_number) - 1, PAGE_SIZE, season
        )
        return Board(guild, game, period, season, board)

    def _board_title(self, lang: str, asked: Board) -> str:
        if asked.season is None:
            return text(lang, "web-leaderboard-title", game=asked.game)
        parts = calendar.label_parts(asked.season)
        name = text(lang, "season-name", **{**parts, "year": str(parts["year"])})
        return text(lang, "web-leaderboard-season-title", game=asked.game, season=name)

    async def leaderboard(self, request: web.Request) -> web.Response:
        asked = await self._board(request)
        lang = language(request)
        board = asked.board
        hidden = {
            row.user_id for row in board.rows if await queries.web_hidden(self.storage, row.user_id)
        }
        query = {"period": asked.period} if asked.period else {}
        card = {**query, "sort": board.sort, "lang": lang}
        return self.render(
            request,
            "leaderboard.html",
            lang,
            server=await self._server(lang, asked.guild),
            title=self._board_title(lang, asked),
            description=text(
                lang, "web-leaderboard-description", game=asked.game, count=board.total
            ),
            image=f"/s/{asked.guild}/leaderboard/{asked.game}/card.png?{urlencode(card)}",
            guild=asked.guild,
            game=asked.game,
            games=[(g, _game_name(lang, g)) for g in rating_games()],
            sorts=SORTS,
            periods=calendar.PERIODS if asked.period else (),
            period=asked.period,
            keep=("&period=" + asked.period) if asked.period else "",
            board=board,
            hidden=hidden,
            unit=_score_unit(asked.game),
            rating=shown.rating,
        )

    async def leaderboard_card(self, request: web.Request) -> web.Response:
        asked = await self._board(request)
        lang = language(request)
        png = board_card(self._board_title(lang, asked), asked.board, _figures(lang, asked.game))
        return _png(png)

    async def profile_card(self, request: web.Request) -> web.Response:
        guild, user, name = await self._public_player(request)
        lang = language(request)
        places = []
        for game in rating_games():
            row = await leaderboard.player_rank(self.storage, game, guild, "rating", user)
            if row is not None:
                places.append((_game_name(lang, game), row, _figures(lang, game)(row)))
        return _png(profile_card(name, places))

    async def _public_player(self, request: web.Request) -> tuple[int, int, str]:
        guild, user = number(request, "guild"), number(request, "user")
        await self._opted_in(guild)
        name = await queries.player_name(self.storage, user, guild)
        if name is None or await queries.web_hidden(self.storage, user):
            raise web.HTTPNotFound()
        return guild, user, name

    async def profile(self, request: web.Request) -> web.Response:
        guild, user, name = await self._public_player(request)
        lang = language(request)
        per_game = await stats.player_stats(self.storage, user, guild)
        history_by_game = await queries.rating_history(self.storage, user, guild)
        charts = {
            game: rating_chart(
                [(when, shown.rating(ordinal)) for when, ordinal in points],
                text(lang, "web-chart-label", game=game),
                lambda value: text(lang, "rating-value", rating=value),
            )
            for game, points in history_by_game.items()
        }
        against = await queries.against_computers(self.storage, user, guild)
        recent = await history.history_page(self.storage, guild, user, None, 0)
        return self.render(
            request,
            "profile.html",
            lang,
            server=await self._server(lang, guild),
            title=text(lang, "web-profile-title", player=name),
            description=text(
                lang,
                "web-profile-description",
                player=name,
                count=sum(s.games for s in per_game.values()),
            ),
            image=f"/s/{guild}/players/{user}/card.png?{urlencode({'lang': lang})}",
            guild=guild,
            user=user,
            name=name,
            stats=per_game,
            rating=shown.rating,
            charts=charts,
            against=against,
            recent=[
                (past.record, _when(past.record.ended_at), *_winners(lang, past.seats))
                for past in recent.games
            ],
            units={g: _score_unit(g) for g in per_game},
        )

    async def _finished_game(self, request: web.Request) -> GameRecord:
        record = await self.storage.get_game(number(request, "game"))
        if record is None or record.status != "finished" or find(record.kind) is None:
            raise web.HTTPNotFound()
        await self._opted_in(record.guild_id)
        return record

    async def game(self, request: web.Request) -> web.Response:
        record = await self._finished_game(request)
        lang = language(request)
        names = seat_names(lang, record)
        seats = await results.game_results(self.storage, record.id)
        standings = sorted(seats, key=lambda s: s["placement"])
        hidden = {
            s["user_id"] for s in seats if await queries.web_hidden(self.storage, s["user_id"])
        }
        try:
            game_replay = replay(record, await self.storage.events_of(record.id))
        except (LogPruned, LogTooOld, LogMismatch):  # the page shows the result, no replay
            table = None
        else:
            table = replay_table(lang, game_replay, names)
        game = kind(record.kind).rating_game(record.options)
        at = _step_asked(request, table)
        won, winners = _winners(lang, seats)
        return self.render(
            request,
            "game.html",
            lang,
            server=await self._server(lang, record.guild_id),
            title=shown.numbered_title(lang, _game_name(lang, game), record.id),
            description=text(
                lang, "web-game-description", winners=won, names=winners, count=len(names)
            ),
            image=f"/games/{record.id}/card.png",
            record=record,
            game=game,
            names=names,
            standings=standings,
            hidden=hidden,
            unit=_score_unit(game),
            when=_when(record.ended_at),
            rated=shown.is_rated(record),
            at=at,
            steps=len(table.steps) if table else 0,
            table=table,
            replay=table.compact() if table else {},
        )

    async def card(self, request: web.Request) -> web.Response:
        record = await self._finished_game(request)
        lang = language(request)
        names = seat_names(lang, record)
        game = kind(record.kind).rating_game(record.options)
        seats = sorted(
            await results.game_results(self.storage, record.id), key=lambda s: s["placement"]
        )
        won = {row["seat"] for row in shown.winner_rows(seats)}
        rows = [
            CardRow(
                place=s["placement"],
                name=names[s["seat"]],
                score=s["score"],
                score_text=shown.score_text(lang, _score_unit(game), s["score"]),
                stack=None,
                winner=s["seat"] in won,
            )
            for s in seats
        ]
        title = shown.numbered_title(lang, _game_name(lang, game), record.id)
        png = render_card(title, rows, subtitle=shown.card_subtitle(lang, record))
        return web.Response(
            body=png, content_type="image/png", headers={"Cache-Control": "public, max-age=86400"}
        )


def _number_asked(request: web.Request, name: str) -> int | None:
    asked = request.query.get(name)
    if asked is None:
        return None
    if not re.fullmatch(r"[0-9]{1,6}", asked) or int(asked) < 1:
        raise web.HTTPNotFound()
    return int(asked)


def _step_asked(request: web.Request, table: ReplayTable | None) -> int:
    """The replay's step to draw on the server, as an index: `?step=` (from 1), else the first
    step of `?turn=` (from 1), else the start; past the end is the last. Without a script the
    page steps this way."""
    if table is None or not table.steps:
        return 0
    step, turn = _number_asked(request, "step"), _number_asked(request, "turn")
    if step is not None:
        return min(step, len(table.steps)) - 1
    if turn is not None:
        return table.turns[min(turn, len(table.turns)) - 1].first
    return 0


def _png(png: bytes) -> web.Response:
    return web.Response(body=png, content_type="image/png", headers={"Cache-Control": CARD_CACHE})


def _figures(lang: str, game: str) -> Callable[[BoardRow], str]:
    """A board row's figures as the leaderboard page words them."""
    unit = _score_unit(game)

    def words(row: BoardRow) -> str:
        return text(
            lang,
            "web-board-figures",
            rating=shown.rating(row.ordinal),
            games=row.games,
            wins=row.wins,
            rate=round(row.win_rate * 100),
            average=row.average,
            unit=unit,
        )

    return words


def _score_unit(game: str) -> str:
    for game_kind in kinds():
        if game in game_kind.rating_games or game == game_kind.name:
            return game_kind.score_unit
    return "points"


def _when(at: float | None) -> str:
    return "" if at is None else datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _winners(lang: str, seats: list[dict[str, Any]]) -> tuple[int, str]:
    """How many won a recorded game (a tie: several), and their names."""
    won = shown.winner_rows(seats)
    return len(won), ", ".join(shown.seat_name(lang, seat) for seat in won)
