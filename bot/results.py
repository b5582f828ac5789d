"""Results of finished games, OpenSkill ratings, and the leaderboard and statistics queries.

`plan_results` turns a finished game into the rows that record it: one `results` row per seat
and, when at least two players played, the Plackett–Luce ratings of the humans in two scopes: the
game's server (scope = guild id) and all servers (scope = 0). The storage computes the plan before
it writes, and commits it in a transaction of its own right after the step that finishes the game
(which marks the game's results as pending until then: see bot/storage and bot/sessions.py).
Computer players get a result row (flagged with their difficulty) but never a rating, so they
never reach a leaderboard.

The leaderboard reads only the `ratings` table (one row per rated player, game and scope, with
games, wins, wins by forfeit and the score sum kept up to date), so a page costs a scan of one
scope's players, not of the results. Statistics read one user's results through the
`results_by_user` index. The queries are portable SQL with `?` placeholders, run through
`Storage.fetch_all`.
"""

from __future__ import annotations

import importlib
import json
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, Protocol

from openskill.models import PlackettLuce

if TYPE_CHECKING:
    from bot.storage import GameRecord

RATING_GAMES: tuple[str, ...] = ("heckmeck", "junior", "drehwurm")
SORTS: tuple[str, ...] = ("rating", "wins", "win_rate", "worms")
SCOPES: tuple[str, ...] = ("server", "global")
GLOBAL = 0  # the scope of the ratings over all servers
MIN_GAMES = 3  # players with fewer rated games are listed after the others
PAGE_SIZE = 10
CHANGE_WINDOW = 10  # the rating change in /stats is over this many rated games

MODEL = PlackettLuce()
# (mu, sigma) a computer player of each difficulty plays at, for the humans' rating updates. The
# model's default for a new player is 25 ± 8.3; the order follows measured win rates (hard beats
# normal, normal beats easy, the expert plays hard about even, so it plays at hard's rating:
# docs/ai.md, benchmarks/heckmeck_ai.py).
COMPUTER_RATINGS = {
    "easy": (18.0, 2.0),
    "normal": (25.0, 2.0),
    "hard": (28.0, 2.0),
    "expert": (28.0, 2.0),
}
INITIAL_ORDINAL: float = MODEL.rating().ordinal()

_KNOWN_KINDS = ("heckmeck", "drehwurm")


class Reader(Protocol):
    """What the queries need of a store (bot.storage.Storage has it)."""

    async def fetch_all(self, sql: str, args: Sequence[Any] = ()) -> list[tuple]: ...

    async def fetch_one(self, sql: str, args: Sequence[Any] = ()) -> tuple | None: ...


# ------------------------------------------------------------------------------------ recording


def rating_game(kind: str, options: dict[str, Any]) -> str:
    """The game a result is rated in: classic Heckmeck, Heckmeck Junior, or Drehwurm."""
    if kind == "heckmeck":
        return "junior" if options.get("edition") == "junior" else "heckmeck"
    return kind


def is_assisted(record: GameRecord) -> bool:
    """A player used a hint (💡 Odds) in this game: it is recorded as assisted and not rated."""
    return bool(record.meta.get("assisted"))


def forfeit_winner(players: Sequence[dict[str, Any]], places: Sequence[int]) -> int | None:
    """The seat that won because every other player was removed (they keep their tiles, so the
    last one left wins by forfeit only when placed first); None for a game played out."""
    left = [s for s, p in enumerate(players) if not p.get("removed")]
    if len(left) == 1 and len(players) > 1 and places[left[0]] == 1:
        return left[0]
    return None


def _rules(kind: str) -> ModuleType:
    from bot import games

    game_kind = games.KINDS.get(kind)
    if game_kind is not None:
        return game_kind.rules
    if kind in _KNOWN_KINDS:
        return importlib.import_module(f"bot.rules.{kind}")
    raise ValueError(f"no rules for the game kind {kind!r}")


def _per_seat(state: dict[str, Any], key: str, seat: int) -> int | None:
    values = state.get(key)
    if isinstance(values, list) and seat < len(values) and isinstance(values[seat], int):
        return values[seat]
    return None


@dataclass
class ResultsPlan:
    """What finishing a game writes: result rows, rating upserts, player names.

    Computed before the write, from the ratings read then (`basis`); the writer checks the
    basis inside its transaction and plans again if another game changed those ratings since.
    """

    game_id: int
    rating_game: str
    scopes: list[int]
    user_ids: list[int]
    basis: dict[tuple[int, int], tuple[float, float]]
    results: list[tuple] = field(default_factory=list)
    ratings: list[tuple] = field(default_factory=list)
    players: list[tuple] = field(default_factory=list)


def rated_scopes(record: GameRecord) -> tuple[str, list[int], list[int]]:
    """(rating game, scopes, human user ids) whose ratings finishing `record` reads."""
    game = rating_game(record.kind, record.options)
    humans = [p["id"] for p in record.players if not p.get("computer")]
    if not humans or len(record.players) < 2 or is_assisted(record):
        return game, [], []  # an assisted game (a hint was used) is not rated
    scopes = [GLOBAL] if record.guild_id is None else [record.guild_id, GLOBAL]
    return game, scopes, humans


def ratings_query(scopes: int, users: int) -> str:
    """Portable SQL reading (scope, user_id, mu, sigma) of some users in some scopes."""
    return (
        "SELECT scope, user_id, mu, sigma FROM ratings WHERE rating_game = ?"
        f" AND scope IN ({','.join('?' * scopes)}) AND user_id IN ({','.join('?' * users)})"
    )


def plan_results(
    record: GameRecord, known: dict[tuple[int, int], tuple[float, float]]
) -> ResultsPlan | None:
    """The writes that record the finished game `record`, given the ratings `known`
    ((scope, user) -> (mu, sigma)); None if there is nothing to record. Pure."""
    if record.status != "finished" or record.state is None:
        return None
    game, scopes, user_ids = rated_scopes(record)
    plan = ResultsPlan(record.id, game, scopes, user_ids, dict(known))
    rules = _rules(record.kind)
    state = rules.state_from_json(record.state)
    scores = list(rules.scores(state))
    places = list(rules.placements(state))
    if not (len(scores) == len(places) == len(record.players)):
        raise ValueError(
            f"game {record.id}: {len(record.players)} players, {len(scores)} scores, "
            f"{len(places)} placements"
        )
    ended = record.ended_at if record.ended_at is not None else time.time()
    humans = [seat for seat, p in enumerate(record.players) if not p.get("computer")]
    forfeit = forfeit_winner(record.players, places)
    ordinals: dict[int, dict[int, float]] = {}  # scope -> seat -> ordinal after
    rated: dict[tuple, list] = {}  # the model's answer per set of ratings before (see _rate)
    for scope in scopes:
        ordinals[scope] = _rate(plan, scope, record, humans, places, scores, forfeit, ended, rated)
    server = ordinals.get(record.guild_id) if record.guild_id is not None else None
    edition = record.options.get("edition", record.options.get("variant"))
    stacks = record.state.get("stacks")
    variants = json.dumps(record.options, separators=(",", ":"), sort_keys=True)
    for seat, player in enumerate(record.players):
        plan.results.append(
            (
                record.id,
                seat,
                game,
                record.kind,
                edition,
                variants,
                record.guild_id,
                record.channel_id,
                player["id"],
                player.get("name") or "",
                player.get("computer") or None,
                places[seat],
                scores[seat],
                len(stacks[seat]) if isinstance(stacks, list) else None,
                _per_seat(record.state, "steals", seat),
                _per_seat(record.state, "failures", seat),
                _per_seat(record.state, "turns", seat),
                int(bool(player.get("removed"))),
                int(bool(ordinals)),
                server.get(seat) if server else None,
                ordinals[GLOBAL].get(seat) if ordinals else None,
                record.started_at,
                ended,
                int(is_assisted(record)),
                int(seat == forfeit),
            )
        )
    plan.players = [
        (record.players[s]["id"], record.players[s]["name"], ended)
        for s in humans
        if record.players[s].get("name")
    ]
    return plan


INSERT_RESULT = (
    "INSERT INTO results (game_id, seat, rating_game, kind, edition, variants, guild_id,"
    " channel_id, user_id, name, computer, placement, score, tiles, steals, failures, turns,"
    " removed, rated, ordinal_server, ordinal_global, started_at, ended_at, assisted, forfeit)"
    " VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)"
)
UPSERT_RATING = (
    "INSERT INTO ratings (rating_game, scope, user_id, mu, sigma, ordinal, games, wins,"
    " forfeit_wins, score_sum, updated_at) VALUES (?,?,?,?,?,?,1,?,?,?,?)"
    " ON CONFLICT (rating_game, scope, user_id) DO UPDATE SET mu = excluded.mu,"
    " sigma = excluded.sigma, ordinal = excluded.ordinal, games = ratings.games + 1,"
    " wins = ratings.wins + excluded.wins,"
    " forfeit_wins = ratings.forfeit_wins + excluded.forfeit_wins,"
    " score_sum = ratings.score_sum + excluded.score_sum, updated_at = excluded.updated_at"
)
UPSERT_PLAYER = (
    "INSERT INTO players (user_id, name, updated_at) VALUES (?,?,?) ON CONFLICT (user_id)"
    " DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at"
)


def _rate(
    plan: ResultsPlan,
    scope: int,
    record: GameRecord,
    humans: list[int],
    places: list[int],
    scores: list[int],
    forfeit: int | None,
    now: float,
    answers: dict[tuple, list],
) -> dict[int, float]:
    """Plan the rating updates of the human seats in one scope; returns seat -> ordinal after.

    Computer players take part with a fixed rating for their difficulty, so a game alone
    against computers counts too; their own ratings are never stored. `answers` keeps the
    model's answer per set of ratings before: players who only play on one server have the same
    ratings in both scopes, and the model (the costliest part of a game's last step) runs once.
    """
    before = []
    for player in record.players:
        if player.get("computer"):
            mu, sigma = COMPUTER_RATINGS.get(player["computer"], COMPUTER_RATINGS["normal"])
        else:
            mu, sigma = plan.basis.get((scope, player["id"]), (None, None))
        before.append((mu, sigma))
    key = tuple(before)
    rated = answers.get(key)
    if rated is None:
        teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in before]
        rated = answers[key] = MODEL.rate(teams, ranks=places)
    after: dict[int, float] = {}
    for seat in humans:
        (rating,) = rated[seat]
        ordinal = rating.ordinal()
        after[seat] = ordinal
        won = int(places[seat] == 1)
        user = record.players[seat]["id"]
        plan.ratings.append(
            (
                plan.rating_game,
                scope,
                user,
                rating.mu,
                rating.sigma,
                ordinal,
                won,
                int(seat == forfeit),
                scores[seat],
                now,
            )
        )
    return after


async def game_results(db: Reader, game_id: int) -> list[dict[str, Any]]:
    """The stored result rows of one game, by seat (empty if it was not recorded)."""
    columns = [
        "seat",
        "user_id",
        "name",
        "computer",
        "placement",
        "score",
        "tiles",
        "steals",
        "failures",
        "turns",
        "rated",
        "ordinal_server",
        "ordinal_global",
        "assisted",
        "forfeit",
    ]
    rows = await db.fetch_all(
        f"SELECT {', '.join(columns)} FROM results WHERE game_id = ? ORDER BY seat", (game_id,)
    )
    return [dict(zip(columns, row, strict=True)) for row in rows]


async def last_game_of(db: Reader, user_id: int, guild_id: int | None) -> int | None:
    """The id of the latest finished game `user_id` played in this server (None if none)."""
    row = await db.fetch_one(
        "SELECT game_id FROM results WHERE user_id = ? AND guild_id = ?"
        " ORDER BY ended_at DESC, game_id DESC LIMIT 1",
        (user_id, guild_id),
    )
    return row[0] if row else None


# ---------------------------------------------------------------------------------- leaderboard


@dataclass(frozen=True)
class BoardRow:
    rank: int
    user_id: int
    name: str
    ordinal: float
    games: int
    wins: int
    score_sum: int
    forfeit_wins: int = 0  # of the wins, those of games every other player had left

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    @property
    def established(self) -> bool:
        return self.games >= MIN_GAMES


@dataclass(frozen=True)
class BoardPage:
    game: str
    scope: int
    sort: str
    page: int  # 0-based, clamped to the pages there are
    pages: int  # at least 1
    total: int  # rated players in this game and scope
    rows: list[BoardRow]


_SORT_KEYS = {
    "rating": "r.ordinal",
    "wins": "r.wins",
    "win_rate": "CAST(r.wins AS DOUBLE PRECISION) / r.games",
    "worms": "CAST(r.score_sum AS DOUBLE PRECISION) / r.games",
}


def _order_by(sort: str) -> str:
    if sort not in _SORT_KEYS:
        raise ValueError(f"unknown sort {sort!r}")
    return (
        f"(r.games >= {MIN_GAMES}) DESC, {_SORT_KEYS[sort]} DESC, r.ordinal DESC,"
        " r.games DESC, r.user_id"
    )


def _check(game: str, scope: int) -> None:
    if game not in RATING_GAMES:
        raise ValueError(f"unknown game {game!r}")
    if scope < 0:
        raise ValueError(f"bad scope {scope!r}")


async def leaderboard(
    db: Reader,
    game: str,
    scope: int,
    sort: str = "rating",
    page: int = 0,
    page_size: int = PAGE_SIZE,
) -> BoardPage:
    """One page of the ranking of `game` in `scope` (a guild id, or GLOBAL), best first.

    Players with fewer than MIN_GAMES rated games come after all others. A page past the end
    shows the last page.
    """
    _check(game, scope)
    order = _order_by(sort)
    (total,) = await db.fetch_one(
        "SELECT count(*) FROM ratings WHERE rating_game = ? AND scope = ?", (game, scope)
    )
    pages = max(1, math.ceil(total / page_size))
    page = min(max(0, page), pages - 1)
    found = await db.fetch_all(
        "SELECT r.user_id, coalesce(p.name, ''), r.ordinal, r.games, r.wins, r.score_sum,"
        " r.forfeit_wins FROM ratings r LEFT JOIN players p ON p.user_id = r.user_id"
        f" WHERE r.rating_game = ? AND r.scope = ? ORDER BY {order} LIMIT ? OFFSET ?",
        (game, scope, page_size, page * page_size),
    )
    rows = [BoardRow(page * page_size + i + 1, *row) for i, row in enumerate(found)]
    return BoardPage(game, scope, sort, page, pages, total, rows)


async def player_rank(
    db: Reader, game: str, scope: int, sort: str, user_id: int
) -> BoardRow | None:
    """The user's row and rank in the same order as `leaderboard`; None if not rated there."""
    _check(game, scope)
    order = _order_by(sort)
    row = await db.fetch_one(
        "SELECT ranked.rank, ranked.user_id, ranked.ordinal, ranked.games, ranked.wins,"
        " ranked.score_sum, ranked.forfeit_wins, coalesce(p.name, '') FROM ("
        f" SELECT row_number() OVER (ORDER BY {order}) AS rank, r.user_id, r.ordinal, r.games,"
        " r.wins, r.score_sum, r.forfeit_wins FROM ratings r"
        " WHERE r.rating_game = ? AND r.scope = ?) ranked"
        " LEFT JOIN players p ON p.user_id = ranked.user_id WHERE ranked.user_id = ?",
        (game, scope, user_id),
    )
    if row is None:
        return None
    rank, user, ordinal, games, wins, score_sum, forfeit_wins, name = row
    return BoardRow(rank, user, name, ordinal, games, wins, score_sum, forfeit_wins)


# ---------------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class GameStats:
    game: str
    games: int
    wins: int
    best: int  # the highest score (worms or points)
    average: float  # the average score
    steals: int | None  # None for games without steals (Drehwurm)
    failed_turns: int | None
    turns: int | None
    current_streak: int  # wins in a row up to the latest game
    best_streak: int
    rated_games: int
    rating: float | None  # the ordinal now; None if never rated in this scope
    rating_change: float  # over the last `change_games` rated games
    change_games: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def failed_turn_rate(self) -> float | None:
        if self.failed_turns is None or not self.turns:
            return None
        return self.failed_turns / self.turns


async def player_stats(db: Reader, user_id: int, scope: int = GLOBAL) -> dict[str, GameStats]:
    """A user's statistics per game (only games they finished), over one server or all servers.

    Counts include games against computer players; the rating comes from rated games only.
    """
    server = scope != GLOBAL
    where = "user_id = ? AND computer IS NULL" + (" AND guild_id = ?" if server else "")
    column = "ordinal_server" if server else "ordinal_global"
    rows = await db.fetch_all(
        f"SELECT rating_game, placement, score, steals, failures, turns, rated, {column}"
        f" FROM results WHERE {where} ORDER BY rating_game, id",
        (user_id, scope) if server else (user_id,),
    )
    found_ratings = await db.fetch_all(
        "SELECT rating_game, ordinal FROM ratings WHERE rating_game IN (?,?,?) AND scope = ?"
        " AND user_id = ?",
        (*RATING_GAMES, scope, user_id),
    )
    ratings = {game: ordinal for game, ordinal in found_ratings}
    by_game: dict[str, list[tuple]] = {}
    for row in rows:
        by_game.setdefault(row[0], []).append(row[1:])
    return {
        game: _game_stats(game, found, ratings.get(game))
        for game in RATING_GAMES
        if (found := by_game.get(game))
    }


def _sum_known(values: Sequence[int | None]) -> int | None:
    known = [v for v in values if v is not None]
    return sum(known) if known else None


def _game_stats(game: str, rows: list[tuple], rating: float | None) -> GameStats:
    places = [r[0] for r in rows]
    scores = [r[1] for r in rows]
    streak = best_streak = 0
    for place in places:
        streak = streak + 1 if place == 1 else 0
        best_streak = max(best_streak, streak)
    rated = [r[6] for r in rows if r[5] and r[6] is not None]
    window = rated[-(CHANGE_WINDOW + 1) :]
    if rating is None and rated:
        rating = rated[-1]
    if len(window) > CHANGE_WINDOW:
        change, change_games = rated[-1] - window[0], CHANGE_WINDOW
    elif rated:
        change, change_games = rated[-1] - INITIAL_ORDINAL, len(rated)
    else:
        change, change_games = 0.0, 0
    return GameStats(
        game=game,
        games=len(rows),
        wins=sum(p == 1 for p in places),
        best=max(scores),
        average=sum(scores) / len(scores),
        steals=_sum_known([r[2] for r in rows]),
        failed_turns=_sum_known([r[3] for r in rows]),
        turns=_sum_known([r[4] for r in rows]),
        current_streak=streak,
        best_streak=best_streak,
        rated_games=len(rated),
        rating=rating,
        rating_change=change,
        change_games=change_games,
    )


async def rating_changes(db: Reader, game_id: int) -> dict[int, tuple[float, float]]:
    """What one finished game did to each rated human's rating in its scope (the server, else all
    servers): user id -> (ordinal before, ordinal after). Empty if the game was not rated."""
    rows = await db.fetch_all(
        "SELECT id, user_id, rating_game, guild_id,"
        " CASE WHEN guild_id IS NULL THEN ordinal_global ELSE ordinal_server END"
        " FROM results WHERE game_id = ? AND rated = 1 AND computer IS NULL",
        (game_id,),
    )
    changes = {}
    for row_id, user_id, game, guild_id, after in rows:
        column = "ordinal_global" if guild_id is None else "ordinal_server"
        before = await db.fetch_one(
            f"SELECT {column} FROM results WHERE user_id = ? AND rating_game = ? AND rated = 1"
            " AND guild_id IS NOT DISTINCT FROM ? AND id < ? ORDER BY id DESC LIMIT 1",
            (user_id, game, guild_id, row_id),
        )
        changes[user_id] = (before[0] if before else INITIAL_ORDINAL, after)
    return changes


SHOWN_OFFSET = 25.0  # a new player's skill score as users see it


def shown_rating(ordinal: float) -> float:
    """The rating as users see it, a skill score that starts at 25 and never shows below 0
    (the stored OpenSkill ordinal starts at 0 and may be negative)."""
    return max(0.0, ordinal + SHOWN_OFFSET)
