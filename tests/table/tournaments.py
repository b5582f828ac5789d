"""Helpers of the tournament runner's tests: an opener that stands in for the Discord layer,
games played to their end by scripted players, and a tournament made with its sign-ups."""

from __future__ import annotations

from typing import Any

from bot.domain.heckmeck.engine import legal
from bot.domain.heckmeck.engine import rules as hm
from bot.domain.heckmeck.engine.state import Roll, SetAside, Stop
from bot.table.sessions import Sessions
from bot.table.types import Player

SHORT = {"edition": "classic", "short_game": True}
GUILD, CHANNEL, ORGANISER = 7, 700, 1


class FakeOpener:
    """Makes a new channel id per table and notes every call; `failing`: the (round, table)
    pairs whose opening raises (a Discord error)."""

    def __init__(self) -> None:
        self.opened: list[tuple[int, int, int, list[int]]] = []  # round, table, channel, seats
        self.rounds_started: list[tuple[int, list[Any]]] = []
        self.rounds_finished: list[tuple[int, list[Any]]] = []
        self.finished: list[tuple[list[int], list[Any]]] = []
        self.short: list[int] = []
        self.failing: set[tuple[int, int]] = set()
        self._next = 10_000

    async def open_table(self, tournament, round_no, table_no, seats) -> int:
        if (round_no, table_no) in self.failing:
            raise RuntimeError("Discord said no")
        self._next += 1
        self.opened.append((round_no, table_no, self._next, [p.id for p in seats]))
        return self._next

    async def round_started(self, tournament, round_no, tables) -> None:
        self.rounds_started.append((round_no, list(tables)))

    async def round_finished(self, tournament, round_no, standings) -> None:
        self.rounds_finished.append((round_no, list(standings)))

    async def tournament_finished(self, tournament, order, standings) -> None:
        self.finished.append((list(order), list(standings)))

    async def signup_short(self, tournament, players) -> None:
        self.short.append(players)


def scripted_move(state: Any) -> dict[str, Any]:
    """A plain player: takes a tile as soon as one is offered (the highest), sets aside worms
    first and else the highest face, and rolls otherwise."""
    actions = legal.legal_actions(state, state.current)
    stops = [a for a in actions if isinstance(a, Stop)]
    if stops:
        return hm.action_to_json(max(stops, key=lambda a: a.take.tile))
    faces = [a for a in actions if isinstance(a, SetAside)]
    if faces:
        return hm.action_to_json(max(faces, key=lambda a: (a.face == "W", a.face)))
    roll = next(a for a in actions if isinstance(a, Roll))
    return hm.action_to_json(roll)


async def play_out(sessions: Sessions, game_id: int) -> Any:
    """Play a running game to its end: its humans by `scripted_move`, its computers (and any
    removed player's turn) by the clock."""
    game = await sessions.game(game_id)
    while game.status == "running":
        state = hm.state_from_json(game.state)
        player = game.players[state.current]
        if player["computer"] or player.get("removed"):
            sessions.clock_.now = max(sessions.clock_.now, game.deadline)
            await sessions.run_due()
        else:
            await sessions.act(game.id, player["id"], game.step, scripted_move(state))
        game = await sessions.game(game_id)
    await sessions.results_recorded(game_id)
    return game


async def signed_up(records, runner, players: int, **chosen: Any):
    """A tournament in sign-up with `players` players (ids 101, 102, ...) signed up."""
    fields = dict(
        guild_id=GUILD,
        channel_id=CHANNEL,
        organiser_id=ORGANISER,
        game="heckmeck",
        options=SHORT,
        rounds=2,
        table_size=3,
        final_size=4,
        fill_level=None,
        close_at=None,
        seed=5,
    )
    fields.update(chosen)
    tournament = await records.create(**fields)
    for n in range(players):
        await runner.join(tournament.id, Player(101 + n, f"P{n + 1}"))
    return tournament
