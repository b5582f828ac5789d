"""Heckmeck players who keep playing through Discord's faults and the bot's restarts.

Unlike players.py's drivers, which expect every click answered, these look for the game's current
board in the channel (it may have been posted afresh), wait until it shows the game as stored,
click as whoever it names, and accept that a click may go unanswered (the bot was killed, the
answer was lost). What they note, for the test to check afterwards: every click the bot
acknowledged by updating the board, and whether the channel ever had two boards with working
buttons.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from bot.domain.heckmeck.engine import rules as hm
from cogs.heckmeck import ids as heckmeck_ids
from tests.e2e.bot_process import BotProcess
from tests.e2e.fake_discord import (
    PATIENCE,
    UPDATE_MESSAGE,
    Channel,
    FakeDiscord,
    FakeDiscordError,
    Interaction,
    Message,
    User,
)
from tests.e2e.players import (
    LOBBY,
    MOVE,
    TAKES,
    choose,
    click_move,
    current_mention,
    game_events,
    game_row,
    step_of,
)


def live_boards(fake: FakeDiscord, channel: Channel, game_id: int) -> list[Message]:
    """The game's messages in the channel that still have working buttons, oldest first."""
    found = []
    for message in fake.channel_messages(channel):
        for button in message.enabled_buttons():
            match = MOVE.match(button.custom_id or "") or LOBBY.match(button.custom_id or "")
            if match and int(match["game"]) == game_id:
                found.append(message)
                break
    return found


def board_step(board: Message) -> int | None:
    """The step the board's buttons were drawn for (None for a board without move buttons)."""
    try:
        return step_of(board)
    except AssertionError:
        return None


@dataclass
class Click:
    user: int
    step: int
    custom_id: str
    values: list[str]
    ix: Interaction

    @property
    def acknowledged(self) -> bool:
        """The bot updated the board for this click (a redrawn stale board says so privately)."""
        return self.ix.response_type == UPDATE_MESSAGE and not self.ix.ephemeral_messages

    def action(self) -> dict | None:
        """The action the click asks for, as the log holds it."""
        move = (
            heckmeck_ids.parse_takes(self.custom_id, self.values)
            if TAKES.match(self.custom_id)
            else heckmeck_ids.parse_move(self.custom_id)
        )
        return None if move is None else hm.action_to_json(move.action)


@dataclass
class SteadyTable:
    fake: FakeDiscord
    bot: BotProcess
    channel: Channel
    game_id: int
    players: list[User]
    rng: random.Random
    clicks: list[Click] = field(default_factory=list)
    double_boards: list[str] = field(default_factory=list)

    def stored(self) -> dict:
        return game_row(self.bot, self.game_id)

    def board(self) -> Message | None:
        boards = live_boards(self.fake, self.channel, self.game_id)
        return boards[-1] if boards else None

    def check_one_board(self) -> None:
        boards = live_boards(self.fake, self.channel, self.game_id)
        if len(boards) > 1:
            self.double_boards.append(f"{[m.id for m in boards]} at step {self.stored()['step']}")

    def current(self) -> Message | bool | None:
        """The board, once it shows the game as stored; True when the game is over."""
        game = self.stored()
        if game["status"] != "running":
            return True
        board = self.board()
        if board is not None and board_step(board) == game["step"]:
            return board
        return None

    async def wait_current(self, timeout: float = PATIENCE) -> Message | None:
        """The current board (None once the game is over)."""
        found = await self.fake.wait_until(
            self.current, timeout=timeout, what=f"game {self.game_id}'s board to be current"
        )
        return None if found is True else found

    async def play(self, *, until: Callable[[], bool] | None = None, max_clicks=3000) -> None:
        """Play until the game is over (or `until()` holds)."""
        by_id = {user.id: user for user in self.players}
        for _ in range(max_clicks):
            if until is not None and until():
                return
            board = await self.wait_current()
            if board is None:
                return
            mover = by_id.get(current_mention(board) or 0)
            step = board_step(board)
            if mover is None or step is None:  # a computer's turn: wait for it
                await self.fake.wait_until(
                    lambda s=step: (
                        self.stored()["step"] != s or self.stored()["status"] != "running"
                    ),
                    what=f"the computer's move in game {self.game_id}",
                )
                continue
            kind, custom_id, values = choose(board, self.rng, take_chance=0.5)
            try:
                ix = await click_move(self.fake, mover, board, kind, custom_id, values)
            except FakeDiscordError:  # the bot is away (killed, reconnecting), or the board moved
                with contextlib.suppress(FakeDiscordError):
                    await self.fake.wait_until(lambda: self.fake.connected, what="the bot")
                continue
            self.clicks.append(Click(mover.id, step, custom_id, values, ix))
            # Answered (or too late), or the game moved on, or the bot went away for good (a
            # dropped connection's click waits for the RESUME): then look again.
            await self.fake.wait_until(
                lambda s=step, i=ix: (
                    i.responded
                    or i.late_response_attempts
                    or self.stored()["step"] != s
                    or not (self.fake.connected or self.fake.resuming)
                ),
                what=f"an answer to {ix!r} or a change of game {self.game_id}",
            )
        raise AssertionError(f"game {self.game_id} did not end within {max_clicks} clicks")

    def lost_moves(self) -> list[str]:
        """Acknowledged clicks the event log does not hold as the step they made."""
        events = {e["step"]: e for e in game_events(self.bot, self.game_id)}
        lost = []
        for click in self.clicks:
            if not click.acknowledged:
                continue
            event = events.get(click.step + 1)
            # The log keeps the dice drawn with an action ("draws"); the click named the rest.
            logged = {k: v for k, v in (event or {}).get("action", {}).items() if k != "draws"}
            if event is None or event["actor_id"] != click.user or logged != click.action():
                lost.append(f"{click.custom_id} {click.values} by {click.user}: {event}")
        return lost


async def watch_boards(tables: list[SteadyTable], stop: asyncio.Event) -> None:
    """Until `stop`: after every change the fake sees, check no channel has two live boards."""
    fake = tables[0].fake

    def check() -> bool:
        for table in tables:
            table.check_one_board()
        return stop.is_set()

    await fake.wait_until(check, timeout=24 * 3600, what="the end of the watch")
