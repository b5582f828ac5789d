"""How a click's answer treats the clicked message when the game's board moved to another one
while the click was applied (a repost under way): the old message must not come back to life."""

from __future__ import annotations

import time
from types import SimpleNamespace

from bot.sessions import Outcome
from bot.storage import GameRecord
from cogs.boards import Boards

OLD_BOARD, NEW_BOARD = 1_000, 2_000


class StubSessions:
    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.remembered: list[int] = []

    async def game(self, game_id: int) -> GameRecord:
        return self.record

    async def remember_board(self, game_id, message_id, posted_at, step) -> None:
        self.remembered.append(message_id)

    def note_board_shown(self, game_id, message_id, step) -> None:
        pass


class StubResponse:
    def __init__(self) -> None:
        self.edits: list[dict] = []

    async def edit_message(self, **kwargs) -> None:
        self.edits.append(kwargs)


def lobby_record(board_message: int) -> GameRecord:
    return GameRecord(
        id=7,
        kind="heckmeck",
        guild_id=None,
        channel_id=5,
        host_id=1,
        status="lobby",
        options={},
        players=[{"id": 1, "name": "ann", "computer": None}],
        state=None,
        step=3,
        meta={"board": {"message_id": board_message, "posted_at": time.time(), "step": 3}},
    )


async def answer(board_message: int, clicked: int) -> tuple[bool, StubResponse, StubSessions]:
    record = lobby_record(board_message)
    sessions = StubSessions(record)
    boards = Boards(bot=None, sessions=sessions, max_age=60.0)  # type: ignore[arg-type]
    response = StubResponse()
    interaction = SimpleNamespace(message=SimpleNamespace(id=clicked), response=response)
    shown = await boards._answer_click(interaction, Outcome(record))  # type: ignore[arg-type]
    return shown, response, sessions


async def test_an_answer_on_a_board_replaced_meanwhile_takes_its_buttons_away():
    shown, response, sessions = await answer(board_message=NEW_BOARD, clicked=OLD_BOARD)
    assert not shown  # shown through the channel instead, on the newer board
    assert response.edits == [{"view": None}]
    assert sessions.remembered == []  # the newer board stays the game's board


async def test_an_answer_on_the_current_board_shows_the_game_there():
    shown, response, sessions = await answer(board_message=OLD_BOARD, clicked=OLD_BOARD)
    assert shown
    assert response.edits[0]["view"] is not None and response.edits[0]["embed"] is not None
    assert sessions.remembered == []
