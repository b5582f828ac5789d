"""Results of finished games and OpenSkill ratings: what finishing a game records (pure).

`plan_results` turns a finished game into the rows that record it: one `results` row per seat
and, when at least two players played, the Plackett–Luce ratings of the humans in two scopes: the
game's server (scope = guild id) and all servers (scope = 0), and, in a server, the ratings of
the server's current month and quarter, which start fresh each season (bot/domain/seasons.py;
lifetime ratings carry on untouched). The storage computes the plan before it writes, and commits it
in a transaction of its own right after the step that finishes the game
(which marks the game's results as pending until then: see bot/storage and bot/table/sessions.py).
Computer players get a result row (flagged with their difficulty) but never a rating, so they
never reach a leaderboard.

The rows of a leaderboard page, of /stats and of /history are defined here; the queries that
read them are in bot/storage/queries/ (leaderboard.py, stats.py, history.py, results.py).
"""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from openskill.models import PlackettLuce

from bot.domain import games, result_counts, seasons
from bot.domain.rules_engine import RulesEngine
from bot.domain.takeover import left_by_choice, taken_over

if TYPE_CHECKING:
    from bot.domain.records import GameRecord

SORTS: tuple[str, ...] = ("rating", "wins", "win_rate", "worms")
SCOPES: tuple[str, ...] = ("server", "global")
GLOBAL = 0  # the scope of the ratings over all servers
# A player gets a rank on the leaderboard from this many rated games on (as rating sites keep a
# provisional rating off their lists); with fewer they are listed after the ranked, unranked.
MIN_GAMES = 3
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

# ------------------------------------------------------------------------------------ recording


def rating_games() -> tuple[str, ...]:
    """Every rating table (leaderboard) of every game the bot runs."""
    return games.rating_games()


def rating_game(kind: str, options: dict[str, Any]) -> str:
    """The rating table a result goes to (e.g. Heckmeck's Junior edition is rated apart)."""
    return games.kind(kind).rating_game(options)


def is_assisted(record: GameRecord) -> bool:
    """A player used a hint (💡 Odds) on their own turn in this game: it is not rated."""
    return bool(record.meta.get("assisted"))


def assisted_seat(record: GameRecord, seat: int) -> bool:
    """Whether the player in `seat` used a hint on their own turn (their result row says so;
    the other players' rows of an assisted game are unrated without it)."""
    return record.players[seat]["id"] in (record.meta.get("assisted") or [])


def forfeit_winner(players: Sequence[dict[str, Any]], places: Sequence[int]) -> int | None:
    """The seat that won because every other player was removed (they keep their tiles, so the
    last one left wins by forfeit only when placed first); None for a game played out."""
    left = [s for s, p in enumerate(players) if not p.get("removed")]
    if len(left) == 1 and len(players) > 1 and places[left[0]] == 1:
        return left[0]
    return None


def is_person(player: dict[str, Any]) -> bool:
    """Whether a seat's result is a person's: a player's, also one whose seat a computer took
    over when they left (their result, not the computer's)."""
    return not player.get("computer") or taken_over(player)


def result_places(players: Sequence[dict[str, Any]], places: Sequence[int]) -> list[int]:
    """The places the results record: the game's, but a player who left is placed last, whatever
    a computer made of their seat (a leave is a loss, docs/rules.md)."""
    last = len(players)
    return [last if left_by_choice(p) else place for p, place in zip(players, places, strict=True)]


def _rules(kind: str) -> RulesEngine:
    game_kind = games.find(kind)
    if game_kind is None:
        raise ValueError(f"no rules for the game kind {kind!r}")
    return game_kind.rules


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
    # (scope, user) -> (mu, sigma); a season's ratings in the game's server under (key, user)
    basis: dict[tuple[int | str, int], tuple[float, float]]
    seasons: list[str] = field(default_factory=list)
    results: list[tuple[Any, ...]] = field(default_factory=list)
    ratings: list[tuple[Any, ...]] = field(default_factory=list)
    season_ratings: list[tuple[Any, ...]] = field(default_factory=list)
    players: list[tuple[Any, ...]] = field(default_factory=list)


def rated_scopes(record: GameRecord) -> tuple[str, list[int], list[int]]:
    """(rating game, scopes, human user ids) whose ratings finishing `record` reads."""
    game = rating_game(record.kind, record.options)
    humans = [p["id"] for p in record.players if is_person(p)]
    if not humans or len(record.players) < 2 or is_assisted(record) or record.meta.get("unrated"):
        # An assisted game (a hint was used) is not rated, nor a tournament's game where the
        # server excluded them (meta "unrated", set when the table is opened).
        return game, [], []
    scopes = [GLOBAL] if record.guild_id is None else [record.guild_id, GLOBAL]
    return game, scopes, humans


def ended_at(record: GameRecord) -> float:
    return record.ended_at if record.ended_at is not None else time.time()


def rated_seasons(record: GameRecord) -> list[str]:
    """The seasons of its server whose ratings finishing `record` changes (none outside a
    server or for a game that is not rated): a season's ratings start fresh."""
    if record.guild_id is None or not rated_scopes(record)[1]:
        return []
    return list(seasons.seasons_of(ended_at(record)))


def plan_results(
    record: GameRecord, known: dict[tuple[int | str, int], tuple[float, float]]
) -> ResultsPlan | None:
    """The writes that record the finished game `record`, given the ratings `known`
    ((scope, user) -> (mu, sigma), and (season key, user) for the server's season ratings);
    None if there is nothing to record. Pure."""
    if record.status != "finished" or record.state is None:
        return None
    game, scopes, user_ids = rated_scopes(record)
    plan = ResultsPlan(record.id, game, scopes, user_ids, dict(known), rated_seasons(record))
    rules = _rules(record.kind)
    state = rules.state_from_json(record.state)
    scores = list(rules.scores(state))
    places = list(rules.placements(state))
    if not (len(scores) == len(places) == len(record.players)):
        raise ValueError(
            f"game {record.id}: {len(record.players)} players, {len(scores)} scores, "
            f"{len(places)} placements"
        )
    places = result_places(record.players, places)
    ended = ended_at(record)
    humans = [seat for seat, p in enumerate(record.players) if is_person(p)]
    forfeit = forfeit_winner(record.players, places)
    ordinals: dict[int, dict[int, float]] = {}  # scope -> seat -> ordinal after
    rated: dict[tuple, list] = {}  # the model's answer per set of ratings before (see _rate)
    for scope in scopes:
        ordinals[scope] = _rate(plan, scope, record, humans, places, scores, forfeit, ended, rated)
    for season in plan.seasons:
        _rate(plan, season, record, humans, places, scores, forfeit, ended, rated)
    server = ordinals.get(record.guild_id) if record.guild_id is not None else None
    edition = record.options.get("edition", record.options.get("variant"))
    variants = json.dumps(record.options, separators=(",", ":"), sort_keys=True)
    counts = games.kind(record.kind).counts
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
                None if is_person(player) else player["computer"],
                places[seat],
                scores[seat],
                result_counts.encode(counts.of(record.state, seat)),
                int(bool(player.get("removed")) or taken_over(player)),
                int(bool(ordinals)),
                server.get(seat) if server else None,
                ordinals[GLOBAL].get(seat) if ordinals else None,
                record.started_at,
                ended,
                int(assisted_seat(record, seat)),
                int(seat == forfeit),
            )
        )
    plan.players = [
        (record.players[s]["id"], record.players[s]["name"], ended)
        for s in humans
        if record.players[s].get("name")
    ]
    return plan


def _rate(
    plan: ResultsPlan,
    scope: int | str,
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
        if not is_person(player):
            mu, sigma = COMPUTER_RATINGS.get(player["computer"], COMPUTER_RATINGS["normal"])
        else:
            mu, sigma = plan.basis.get((scope, player["id"]), (None, None))
        before.append((mu, sigma))
    key = tuple(before)
    rated = answers.get(key)
    if rated is None:
        teams = [[MODEL.rating(mu=mu, sigma=sigma)] for mu, sigma in before]
        # A player who left their seat to a computer is rated below every other player.
        ranks = [
            float(len(places) + 1 if left_by_choice(player) else place)
            for player, place in zip(record.players, places, strict=True)
        ]
        rated = answers[key] = MODEL.rate(teams, ranks=ranks)
    after: dict[int, float] = {}
    for seat in humans:
        (rating,) = rated[seat]
        ordinal = rating.ordinal()
        after[seat] = ordinal
        won = int(places[seat] == 1)
        user = record.players[seat]["id"]
        counts = (
            rating.mu, rating.sigma, ordinal, won, int(seat == forfeit), scores[seat], now,
            int(len(humans) > 1),  # a game against another human, which a rank needs
        )  # fmt: skip
        if isinstance(scope, str):  # a season of the game's server
            plan.season_ratings.append((plan.rating_game, record.guild_id, scope, user, *counts))
        else:
            plan.ratings.append((plan.rating_game, scope, user, *counts))
    return after


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
    human_games: int = 0  # of the games, those with another human at the table

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def average(self) -> float:
        return self.score_sum / self.games if self.games else 0.0

    @property
    def established(self) -> bool:
        """Ranked: MIN_GAMES rated games against other people. Games against computer players
        alone move the rating (they play at a fixed rating) but earn no rank: a rank says where
        a player stands among the people who play here (docs/playing.md)."""
        return self.human_games >= MIN_GAMES

    @property
    def games_to_rank(self) -> int:
        return max(0, MIN_GAMES - self.human_games)


@dataclass(frozen=True)
class BoardPage:
    game: str
    scope: int
    sort: str
    page: int  # 0-based, clamped to the pages there are
    pages: int  # at least 1
    total: int  # rated players in this game and scope
    rows: list[BoardRow]
    ranked: int = 0  # of the players, those with a rank (BoardRow.established)


# ---------------------------------------------------------------------------------- statistics


@dataclass(frozen=True)
class GameStats:
    game: str
    games: int
    wins: int
    best: int  # the highest score (worms or points)
    average: float  # the average score
    counts: dict[str, int]  # each of the game's result counts summed, if any game had it
    current_streak: int  # wins in a row up to the latest game
    best_streak: int
    rated_games: int  # the games the rating and the leaderboard count
    rated_wins: int
    rating: float | None  # the ordinal now; None if never rated in this scope
    rating_change: float  # over the last `change_games` rated games
    change_games: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


# -------------------------------------------------------------------------------------- history


@dataclass(frozen=True)
class PastGame:
    record: GameRecord
    seats: list[dict[str, Any]]  # the result rows, best placement first

    @property
    def rating_game(self) -> str:
        return rating_game(self.record.kind, self.record.options)


@dataclass(frozen=True)
class HistoryPage:
    page: int  # 0-based, clamped to the pages there are
    pages: int  # at least 1
    total: int  # the player's finished games in this server (of the chosen game)
    games: list[PastGame]


SHOWN_OFFSET = 25.0  # a new player's skill score as users see it


def shown_rating(ordinal: float) -> float:
    """The rating as users see it, a skill score that starts at 25 and never shows below 0
    (the stored OpenSkill ordinal starts at 0 and may be negative)."""
    return max(0.0, ordinal + SHOWN_OFFSET)
