"""One tournament table's game at the table layer: opening it (the opener's channel, a lobby with
the drawn players and the computers, started at once), keeping a dropped player out of it, and
telling whether it is over. Used by bot/table/tournament_runner.py, which holds the tournament's
lock around every call.

The table's channel is recorded (`table_opened`) before its lobby is opened there, and the game
only once it is started, so a crash anywhere is made good by the next call:
- before the channel was recorded: the channel is asked for again, and the opener hands back the
  one it made before (found by its name), so none stays empty;
- after the lobby was opened (or started) but before its game was recorded: the store's rule of
  one live game per channel refuses a second lobby there, and the table's game found there is
  started if need be and recorded (a lobby that expired while the bot was down is replaced).
A game started before a crash cannot have ended before the next look: a game cannot end while
the bot is down, and the next look comes first at start-up. No other window is known.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from bot.domain.bounded import Bounded
from bot.domain.records import GameRecord
from bot.domain.tournaments import DEFAULT_FILL
from bot.observability.faults import fault_point
from bot.table.services.tournaments import Tournaments
from bot.table.sessions import Sessions
from bot.table.types import Outcome, Player, Refusal

log = logging.getLogger(__name__)

# A tournament's choices that a lobby keeps in its meta rather than in the kind's options
# (cogs/table/lobby.py LOBBY_CHOICES).
META_CHOICES = ("hints", "turn_time")

SHOWN_KEPT = 10_000
OVER = ("finished", "abandoned")  # a table whose game ended so is done (abandoned: no places)


class TableOpener(Protocol):
    """What the Discord layer does for the runner (cogs/tournaments/)."""

    async def open_table(
        self, tournament: Any, round_no: int, table_no: int, seats: list[Player]
    ) -> int:
        """A new channel (the table's thread) for a table; its id."""
        ...

    async def round_started(self, tournament: Any, round_no: int, tables: list[Any]) -> None:
        """Post who plays where (the round's tables, each opened)."""

    async def round_finished(self, tournament: Any, round_no: int, standings: list[Any]) -> None:
        """Post the standings after a round."""

    async def tournament_finished(
        self, tournament: Any, order: list[int], standings: list[Any]
    ) -> None:
        """Announce the winner (`order`: every player, the winner first)."""


def table_meta(tournament: Any, round_no: int, table_no: int) -> dict[str, Any]:
    meta: dict[str, Any] = {"tournament": tournament.id, "round": round_no, "table": table_no}
    meta.update({k: tournament.options[k] for k in META_CHOICES if k in tournament.options})
    return meta


def kind_options(tournament: Any) -> dict[str, Any]:
    return {k: v for k, v in tournament.options.items() if k not in META_CHOICES}


def is_table_game(record: GameRecord | None, meta: dict[str, Any]) -> bool:
    keys = ("tournament", "round", "table")
    return record is not None and all(record.meta.get(k) == meta[k] for k in keys)


class TournamentTables:
    def __init__(self, sessions: Sessions, tournaments: Tournaments) -> None:
        self.sessions = sessions
        self.tournaments = tournaments
        # Games this process handed to the Discord layer to show (the latest SHOWN_KEPT).
        self._shown: Bounded[int, bool] = Bounded(SHOWN_KEPT)

    async def seats_of(self, tournament: Any, table: Any) -> list[Player]:
        """The table's humans (their sign-up names), then its computers."""
        names = {p.user_id: p.name for p in await self.tournaments.players(tournament.id)}
        humans = [Player(user_id, names.get(user_id, "")) for user_id in table.seats]
        level = tournament.fill_level or DEFAULT_FILL  # a short table made up to three
        return humans + [Player(-(i + 1), "", level) for i in range(table.computers)]

    async def open(self, opener: TableOpener, tournament: Any, table: Any) -> GameRecord:
        """The table's game, opened and started (see the module's doc)."""
        seats = await self.seats_of(tournament, table)
        channel_id = table.thread_id
        where = (tournament.id, table.round_no, table.table_no)
        if channel_id is None:
            channel_id = await opener.open_table(tournament, table.round_no, table.table_no, seats)
            fault_point("tournament.table.thread")
            if not await self.tournaments.claim_table_thread(*where, channel_id):
                # Another process recorded its channel first: play there (ours stays empty).
                channel_id = (await self._reread(table, tournament)).thread_id
        extra = getattr(opener, "game_meta", None)
        meta: dict[str, Any] = {
            **(extra(tournament) if extra else {}),
            **table_meta(tournament, *where[1:]),
        }
        if not (await self.tournaments.settings(tournament.guild_id)).rated:
            meta["unrated"] = True  # the server keeps tournament games off its ratings
        game = await self._lobby(tournament, channel_id, seats, meta)
        fault_point("tournament.table.lobby")
        if game.status == "lobby":
            game = (await self.sessions.start(game.id, game.host_id)).game
            self._show(game)
        fault_point("tournament.table.started")
        await self.tournaments.table_opened(*where, channel_id, game.id)
        return game

    async def _reread(self, table: Any, tournament: Any) -> Any:
        tables = await self.tournaments.tables(tournament.id, table.round_no)
        return next(t for t in tables if t.table_no == table.table_no)

    async def _lobby(
        self, tournament: Any, channel_id: int, seats: list[Player], meta: dict[str, Any]
    ) -> GameRecord:
        """A new lobby in the table's channel, or the table's game found there."""
        try:
            return await self.sessions.open_lobby(
                tournament.game,
                guild_id=tournament.guild_id,
                channel_id=channel_id,
                host=seats[0],
                options=kind_options(tournament),
                meta=meta,
                seated=seats[1:],
            )
        except Refusal as refusal:
            if refusal.code != "game-running-here":
                raise
            # Opened (or started) before a restart, its game not recorded: it is this table's.
            found = await self.sessions.live_game(channel_id)
            if found is None or not is_table_game(found, meta):
                raise
            log.info("Tournament %s: table game %s found in its thread", tournament.id, found.id)
            return found

    def _show(self, game: GameRecord) -> None:
        """Hand a started game to the Discord layer, which posts its board in the thread."""
        self._shown.put(game.id, True)
        self.sessions.notify(Outcome(game, reason="started"))

    async def keep_up(self, tournament: Any, table: Any, dropped: set[int]) -> GameRecord:
        """The table's running game, with every dropped player taken out of it, and shown if no
        board shows it yet (a game started just before a restart)."""
        game = await self.sessions.game(table.game_id)
        if game.status == "running":
            for user_id in table.seats:
                if user_id in dropped:
                    outcome = await self.sessions.remove_player(game.id, user_id)
                    if outcome is not None:
                        self.sessions.notify(outcome)
                        game = outcome.game
            if game.live and not self._shown.get(game.id) and not game.notes.get("board"):
                self._show(game)
        return game

    async def extend(self, game_id: int, seconds: float) -> bool:
        outcome = await self.sessions.extend_turn(game_id, seconds)
        if outcome is not None:
            self.sessions.notify(outcome)
        return outcome is not None

    async def stop(self, game_id: int, organiser_id: int) -> None:
        game = await self.sessions.game(game_id)
        if game.live:
            outcome = await self.sessions.stop(game_id, organiser_id, may_manage=True)
            self.sessions.notify(outcome)
