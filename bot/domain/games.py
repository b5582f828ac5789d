"""The games the bot runs, behind one interface, so the table layer, storage and results serve
every game alike.

Each game is a package of its own (bot/domain/<game>/) that declares a GameKind: its rules module
(new_game, apply, legal_actions, current_seat, ...) and every fact generic code needs about it
(options, player limits, computer players, rating tables, score unit, hints). Generic modules
look a game up here by the name stored with each game and never compare a kind to a game's name.
The installed games are listed once, in bot/domain/installed.py; a test may register more.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

ComputerPolicy = Callable[[Any, str, random.Random], Any]
# A computer's out-of-turn play (state, seat, rng) -> an action, or None to let it pass.
OutOfTurnPolicy = Callable[[Any, int, random.Random], Any]


def _no_out_of_turn(action: Any) -> bool:
    return False


def _never_open(state: Any) -> bool:
    return False


def _turn(state: Any) -> Any:
    return (state.over, state.current)


def _per_seat(state: dict[str, Any], key: str, seat: int) -> int | None:
    values = state.get(key)
    if isinstance(values, list) and seat < len(values) and isinstance(values[seat], int):
        return values[seat]
    return None


def _steals_failures_turns(state: dict[str, Any], seat: int) -> tuple[int | None, ...]:
    return tuple(_per_seat(state, key, seat) for key in ("steals", "failures", "turns"))


def _as_dealt(state: Any, snapshot: dict[str, Any] | None) -> Any:
    return state


@dataclass(frozen=True)
class GameKind:
    name: str
    rules: ModuleType
    options_from_json: Callable[[dict[str, Any]], Any]
    player_limits: Callable[[Any], tuple[int, int]]
    computer_policy: Callable[[], ComputerPolicy]  # imported lazily: policies may be heavy
    # The rating tables (leaderboards) this game's results go to, and which one a game with these
    # options goes to (Heckmeck's Junior edition is rated apart from the classic game).
    rating_games: tuple[str, ...] = ()
    rating_game_of: Callable[[dict[str, Any]], str] | None = None
    # The catalogue key of what a score counts ("worms", "points") and of a final standings line.
    score_unit: str = "points"
    final_line_key: str = "board-final-line"
    # What a result row's steals, failures and turns columns hold for one seat, read from the
    # saved final state (seat -> three counts, None where the game has no such count), and the
    # catalogue key of the /stats line that shows them ($steals, $failures, $failed as a share
    # of $turns).
    result_counts: Callable[[dict[str, Any], int], tuple[int | None, ...]] = _steals_failures_turns
    stats_line_key: str = "stats-steals"
    # Whether the lobby offers 💡 hints (odds from the exact turn solver).
    hints: bool = False
    # Out-of-turn play (Drehwurm's snaps). After a regular action leaves `window_open(state)`
    # true, every eligible seat may play an action for which `out_of_turn(action)` holds; the
    # next regular action waits for the window's few seconds (see bot/table).
    out_of_turn: Callable[[Any], bool] = _no_out_of_turn
    window_open: Callable[[Any], bool] = _never_open
    out_of_turn_policy: Callable[[], OutOfTurnPolicy] | None = None
    # Which turn a state is in: an out-of-turn play that keeps it keeps the turn's deadline.
    turn_of: Callable[[Any], Any] = _turn
    # The computer players the lobby offers, weakest first.
    difficulties: tuple[str, ...] = ("easy", "normal", "hard")
    # Logs written before draws were logged: (options, a step's events) -> the step's draws.
    draws_from_events: Callable[[Any, list[dict[str, Any]]], list[Any]] | None = None
    # A replay's freshly dealt state as the code that started the game dealt it, told from the
    # game's stored snapshot (None if it has none): (state, snapshot) -> state. For a field the
    # engine added since, that a game started without it never gains.
    replay_start: Callable[[Any, dict[str, Any] | None], Any] = _as_dealt
    # What everyone at the table could see after a step: (state, the step's events) -> the
    # scene's parts (bot/domain/scene.py), for the web replay.
    scene: Callable[[Any, list[dict[str, Any]]], list[Any]] | None = None
    # The pictures a scene names (its emojis): name -> PNG bytes.
    pictures: Callable[[], dict[str, bytes]] | None = None
    # What a step did, in words: the step's events -> its `Said` lines (bot/domain/scene.py).
    narration: Callable[[list[dict[str, Any]]], list[Any]] | None = None
    # Whether tournaments may play it (bot/domain/tournaments), and their last tie-break: what
    # each seat holds at the end, as one number (Heckmeck: the highest tile), from the state.
    tournaments: bool = False
    best_held: Callable[[Any], list[int]] | None = None

    def rating_game(self, options: dict[str, Any]) -> str:
        """The rating table a game with these options is rated in."""
        if self.rating_game_of is not None:
            return self.rating_game_of(options)
        return self.rating_games[0] if self.rating_games else self.name

    # Thin pass-throughs, so callers need not know the module.
    def new_state(self, num_players: int, options: dict[str, Any], rng: random.Random) -> Any:
        return self.rules.new_game(num_players, self.options_from_json(options), rng)

    def load(self, state: dict[str, Any]) -> Any:
        return self.rules.state_from_json(state)

    def action(self, data: dict[str, Any]) -> Any:
        return self.rules.action_from_json(data)

    def computer_action(self, state: Any, difficulty: str, rng: random.Random) -> Any:
        return self.computer_policy()(state, difficulty, rng)

    def computer_out_of_turn(self, state: Any, seat: int, rng: random.Random) -> Any:
        """The out-of-turn action a computer in `seat` plays now, or None."""
        if self.out_of_turn_policy is None:
            return None
        return self.out_of_turn_policy()(state, seat, rng)


_KINDS: dict[str, GameKind] = {}
_installed = False


def register(game_kind: GameKind) -> GameKind:
    """Make a game known by its name (idempotent for the same kind)."""
    known = _KINDS.get(game_kind.name)
    if known is not None and known is not game_kind:
        raise ValueError(f"another game is already registered as {game_kind.name!r}")
    _KINDS[game_kind.name] = game_kind
    return game_kind


def unregister(name: str) -> None:
    """Forget a game registered by a test."""
    _KINDS.pop(name, None)


def _ensure_installed() -> None:
    global _installed
    if not _installed:
        _installed = True
        from bot.domain.installed import INSTALLED_GAMES

        for package in INSTALLED_GAMES:
            importlib.import_module(package)
        # A game's package imported earlier (by its own modules) registered it then: put the
        # installed games in the order installed.py lists them (the first is the default
        # leaderboard), then any registered by a test.
        def position(game_kind: GameKind) -> int:
            for index, package in enumerate(INSTALLED_GAMES):
                if game_kind.rules.__name__.startswith(package + "."):
                    return index
            return len(INSTALLED_GAMES)

        ordered = sorted(_KINDS.values(), key=position)
        _KINDS.clear()
        _KINDS.update((game_kind.name, game_kind) for game_kind in ordered)


def kind(name: str) -> GameKind:
    _ensure_installed()
    return _KINDS[name]


def find(name: str) -> GameKind | None:
    _ensure_installed()
    return _KINDS.get(name)


def kinds() -> Iterator[GameKind]:
    _ensure_installed()
    return iter(tuple(_KINDS.values()))


def names() -> tuple[str, ...]:
    return tuple(k.name for k in kinds())


def of_rating_game(rating_game: str) -> GameKind:
    """The game whose results a rating table (leaderboard) holds."""
    for game_kind in kinds():
        if rating_game in (game_kind.rating_games or (game_kind.name,)):
            return game_kind
    raise KeyError(rating_game)


def rating_games() -> tuple[str, ...]:
    """Every rating table of every game, in the order the games were installed."""
    return tuple(dict.fromkeys(g for k in kinds() for g in (k.rating_games or (k.name,))))


def difficulties() -> tuple[str, ...]:
    """Every difficulty some game offers, weakest first: what an add-computer menu may send."""
    return tuple(dict.fromkeys(d for k in kinds() for d in k.difficulties))
